/** The messaging-app config of booking-flows §3.11 (getSdkQx's reply); WeCom adds its agent config. */
export interface SdkConfig {
  appId: string
  timestamp: number | string
  nonceStr: string
  signature: string
  agentId?: string
  agentSignature?: string
}

/** The browser a page is signed for. */
export type SdkClient = 'wechat' | 'wecom' | 'dingtalk'

/** The URL to sign: the current page without its hash (spec §7.13 getSdkQx). */
export function urlToSign(href: string): string {
  return href.split('#')[0]
}

/**
 * Which URL WeChat checks the signature against: on iOS the in-app browser keeps the URL the user
 * entered by (the landing URL) for the whole single-page session; Android checks the current one.
 */
export function signingUrl(os: 'ios' | 'android' | 'other', landingHref: string, currentHref: string): string {
  return urlToSign(os === 'ios' ? landingHref : currentHref)
}

/** The phone's OS from a user agent. */
export function osOf(userAgent: string): 'ios' | 'android' | 'other' {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/android/i.test(userAgent)) return 'android'
  return 'other'
}

/** The JS APIs the product uses. */
export const JS_API_LIST = ['updateAppMessageShareData', 'getLocation', 'openLocation', 'scanQRCode']

/** DingTalk's JS API the H5 loads inside DingTalk only (DingTalk's own CDN, as its docs prescribe). */
export const DINGTALK_JSAPI_URL = 'https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js'

/** The DingTalk JS APIs the product uses (share link, location, map, scan). */
export const DD_API_LIST = ['biz.util.openLink', 'device.geolocation.get', 'biz.map.view', 'biz.util.scan']

/** dd.config's argument from getSdkQx's reply: DingTalk names the corp (appId) and the agent beside the signature. */
export function dingtalkConfig(cfg: SdkConfig): { agentId: string; corpId: string; timeStamp: number; nonceStr: string; signature: string; type: 0; jsApiList: string[] } {
  return { agentId: cfg.agentId ?? '', corpId: cfg.appId, timeStamp: Number(cfg.timestamp), nonceStr: cfg.nonceStr, signature: cfg.signature, type: 0, jsApiList: DD_API_LIST }
}
