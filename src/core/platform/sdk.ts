import type { SdkClient, SdkConfig } from './sdk-common'

export { urlToSign, signingUrl, osOf } from './sdk-common'
export type { SdkConfig, SdkClient } from './sdk-common'

/** WeChat JS-SDK signing is for H5 inside WeChat/WeCom only (sdk.h5.ts); the mini-program has wx natively. */
export async function signSdk(_sign: (url: string, client: SdkClient) => Promise<SdkConfig>): Promise<boolean> {
  return true
}
