export interface SdkConfig {
  appId: string
  timestamp: number | string
  nonceStr: string
  signature: string
}

/** The URL to sign: the current page without its hash (spec §7.13 getSdkQx). */
export function urlToSign(href: string): string {
  return href.split('#')[0]
}
