import { detectEnv } from './env'
import { urlToSign, type SdkConfig } from './sdk-common'

export { urlToSign } from './sdk-common'
export type { SdkConfig } from './sdk-common'

/**
 * Inside the WeChat or WeCom browser: sign the current URL through getSdkQx and configure wx.
 * weixin-js-sdk is loaded only there (a separate chunk), never in plain browsers.
 */
export async function signSdk(sign: (url: string) => Promise<SdkConfig>): Promise<boolean> {
  const { env } = detectEnv()
  if (env !== 'wechat' && env !== 'wecom') return false
  try {
    const cfg = await sign(urlToSign(window.location.href))
    const wx = (await import(/* webpackChunkName: "wx-sdk" */ 'weixin-js-sdk')).default
    wx.config({
      debug: false,
      appId: cfg.appId,
      timestamp: Number(cfg.timestamp),
      nonceStr: cfg.nonceStr,
      signature: cfg.signature,
      jsApiList: ['updateAppMessageShareData', 'getLocation', 'openLocation', 'scanQRCode'],
    })
    return true
  } catch (e) {
    // spec booking-flows §8: a missing messaging-app config is only logged
    console.warn('WeChat SDK signing failed', e)
    return false
  }
}
