import { hostOf, type EnvInfo } from './env-common'

export { hostOf, isLocalHost, envFromUserAgent, platformCodeOf } from './env-common'
export type { RunEnv, EnvInfo } from './env-common'

/** The mini-program: y-cli 10506 like H5 (see env-common.ts), host of the API domain. */
export function detectEnv(): EnvInfo {
  return { env: 'miniprogram', platformCode: 10506, userAgent: 'miniprogram', host: hostOf(API_BASE) }
}
