import { envFromUserAgent, platformCodeOf, type EnvInfo } from './env-common'

export { hostOf, isLocalHost, envFromUserAgent, platformCodeOf } from './env-common'
export type { RunEnv, EnvInfo } from './env-common'

export function detectEnv(): EnvInfo {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const env = envFromUserAgent(ua)
  return { env, platformCode: platformCodeOf(env), userAgent: ua, host: window.location.hostname }
}
