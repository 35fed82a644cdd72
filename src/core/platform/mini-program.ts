import Taro from '@tarojs/taro'

/** The mini-program can open another mini-program (a partner's car service, say). */
export const CAN_OPEN_MINI_PROGRAM = true

/** Opens another mini-program at a page; false when the user declined or WeChat refused. */
export async function openMiniProgram(appId: string, path: string): Promise<boolean> {
  try {
    await Taro.navigateToMiniProgram({ appId, path })
    return true
  } catch {
    return false
  }
}

/** Inside the mini-program there is nothing to leave for. */
export function canOpenSchemeLink(): boolean {
  return false
}

/** Never called in the mini-program. */
export function openSchemeLink(_url: string): void {
  /* nothing to open */
}
