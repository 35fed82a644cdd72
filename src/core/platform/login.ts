import Taro from '@tarojs/taro'

/** The mini-program's login code for getOpenId; login.h5.ts answers null (browsers log in by password or SSO). */
export async function miniProgramLoginCode(): Promise<string | null> {
  try {
    const { code } = await Taro.login()
    return code || null
  } catch {
    return null
  }
}
