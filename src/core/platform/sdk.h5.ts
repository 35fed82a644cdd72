import { detectEnv } from './env'
import type { SdkClient, SdkConfig } from './sdk-common'

export { urlToSign, signingUrl, osOf } from './sdk-common'
export type { SdkConfig, SdkClient } from './sdk-common'

/** The address the page was entered by (iOS signs this one for the whole session): read at start-up. */
const landingHref = typeof window === 'undefined' ? '' : window.location.href

/**
 * Inside the WeChat, WeCom or DingTalk browser: sign the URL the phone's OS checks through getSdkQx
 * and configure the chat app's JS API (sdk-sign.h5.ts, fetched only there; weixin-js-sdk is a chunk
 * of its own again). Elsewhere nothing is loaded. A failure is only logged (booking-flows §8).
 */
export async function signSdk(sign: (url: string, client: SdkClient) => Promise<SdkConfig>): Promise<boolean> {
  const { env, userAgent } = detectEnv()
  if (env !== 'wechat' && env !== 'wecom' && env !== 'dingtalk') return false
  try {
    const { signIn } = await import(/* webpackChunkName: "sdk-sign" */ './sdk-sign.h5')
    return await signIn(env, userAgent, landingHref, sign)
  } catch (e) {
    console.warn('JS-SDK signing failed', e)
    return false
  }
}
