/**
 * Where the app runs. The neutral file answers for the mini-program; env.h5.ts reads the user agent.
 * y-cli decision (README design notes): the spec knows 10504 Android, 10505 iOS, 10506 H5. The
 * mini-program and every browser send 10506; only H5 inside our native shell sends 10504/10505.
 */
export type RunEnv = 'miniprogram' | 'wechat' | 'wecom' | 'dingtalk' | 'browser' | 'native-android' | 'native-ios'

export interface EnvInfo {
  env: RunEnv
  platformCode: 10504 | 10505 | 10506
  userAgent: string
  /** Host the app was served from (H5) or API host (mini-program); used for page settings and local checks. */
  host: string
}

export function hostOf(url: string): string {
  const m = /^[a-z]+:\/\/([^/:?#]+)/i.exec(url)
  return m ? m[1] : ''
}

/** Bug reports are never sent from local hosts (overview §8). */
export function isLocalHost(host: string): boolean {
  return (
    host === '' ||
    host === 'localhost' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host.endsWith('.local')
  )
}

/** Pure reading of a user agent, shared by the H5 adapter and its tests. */
export function envFromUserAgent(ua: string): RunEnv {
  const s = ua.toLowerCase()
  if (s.includes('shanglvapp/android')) return 'native-android'
  if (s.includes('shanglvapp/ios')) return 'native-ios'
  if (s.includes('wxwork')) return 'wecom'
  if (s.includes('dingtalk')) return 'dingtalk'
  if (s.includes('micromessenger')) return s.includes('miniprogram') ? 'wechat' : 'wechat'
  return 'browser'
}

export function platformCodeOf(env: RunEnv): 10504 | 10505 | 10506 {
  if (env === 'native-android') return 10504
  if (env === 'native-ios') return 10505
  return 10506
}
