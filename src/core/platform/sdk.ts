import type { SdkConfig } from './sdk-common'

export { urlToSign } from './sdk-common'
export type { SdkConfig } from './sdk-common'

/** WeChat JS-SDK signing is for H5 inside WeChat only (sdk.h5.ts); the mini-program has wx natively. */
export async function signSdk(_sign: (url: string) => Promise<SdkConfig>): Promise<boolean> {
  return true
}
