import { detectEnv } from './env'
import { JS_API_LIST, osOf, signingUrl, type SdkClient, type SdkConfig } from './sdk-common'

export { urlToSign, signingUrl, osOf } from './sdk-common'
export type { SdkConfig, SdkClient } from './sdk-common'

/** The address the page was entered by (iOS signs this one for the whole session). */
const landingHref = typeof window === 'undefined' ? '' : window.location.href

interface WxAgentConfig {
  agentConfig?: (cfg: Record<string, unknown>) => void
}

/**
 * Inside the WeChat or WeCom browser: sign the URL the phone's OS checks through getSdkQx and
 * configure wx (and WeCom's agent config). weixin-js-sdk is loaded only there (a separate chunk),
 * never in plain browsers. A failure is only logged (booking-flows §8).
 */
export async function signSdk(sign: (url: string, client: SdkClient) => Promise<SdkConfig>): Promise<boolean> {
  const { env, userAgent } = detectEnv()
  if (env !== 'wechat' && env !== 'wecom') return false
  try {
    const url = signingUrl(osOf(userAgent), landingHref, window.location.href)
    const cfg = await sign(url, env)
    const wx = (await import(/* webpackChunkName: "wx-sdk" */ 'weixin-js-sdk')).default
    wx.config({
      debug: false,
      appId: cfg.appId,
      timestamp: Number(cfg.timestamp),
      nonceStr: cfg.nonceStr,
      signature: cfg.signature,
      jsApiList: ['updateAppMessageShareData', 'getLocation', 'openLocation', 'scanQRCode'],
    })
    const agentConfig = (wx as unknown as WxAgentConfig).agentConfig
    if (env === 'wecom' && cfg.agentSignature && agentConfig) {
      agentConfig({
        corpid: cfg.appId,
        agentid: cfg.agentId,
        timestamp: Number(cfg.timestamp),
        nonceStr: cfg.nonceStr,
        signature: cfg.agentSignature,
        jsApiList: JS_API_LIST,
        fail: (e: unknown) => console.warn('WeCom agentConfig failed', e),
      })
    }
    return true
  } catch (e) {
    console.warn('WeChat SDK signing failed', e)
    return false
  }
}
