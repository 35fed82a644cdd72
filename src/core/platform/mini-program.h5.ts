import { detectEnv } from './env'

/**
 * A web page cannot open a mini-program by itself (inside WeChat only a wx-open-launch-weapp tag
 * the user taps can, with the JS-SDK signed for it): H5 screens say where to go instead.
 */
export const CAN_OPEN_MINI_PROGRAM = false

/** Never opens anything on H5. */
export async function openMiniProgram(_appId: string, _path: string): Promise<boolean> {
  return false
}

/**
 * A plain mobile browser can hand over to WeChat through a weixin:// link (generateWxScheme);
 * WeChat's and WeCom's own browsers do not follow such links.
 */
export function canOpenSchemeLink(): boolean {
  return detectEnv().env === 'browser'
}

/** Leaves for WeChat, which opens the mini-program at the link's page. */
export function openSchemeLink(url: string): void {
  window.location.href = url
}
