import { DINGTALK_JSAPI_URL, dingtalkConfig, JS_API_LIST, osOf, signingUrl, type SdkClient, type SdkConfig } from './sdk-common'

/**
 * The JS-SDK signing of the workplace browsers (sdk.h5.ts loads this module only inside WeChat,
 * WeCom or DingTalk, so a plain browser's first bundle does not carry it).
 */

interface WxAgentConfig {
  agentConfig?: (cfg: Record<string, unknown>) => void
}

interface DingTalkJsApi {
  config(cfg: Record<string, unknown>): void
  error(cb: (e: unknown) => void): void
}

/** Loads DingTalk's JS API once (a script of DingTalk's, not bundled: it only works inside DingTalk). */
function loadDingTalk(): Promise<DingTalkJsApi> {
  const w = window as unknown as { dd?: DingTalkJsApi }
  if (w.dd) return Promise.resolve(w.dd)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = DINGTALK_JSAPI_URL
    script.async = true
    script.onload = () => (w.dd ? resolve(w.dd) : reject(new Error('dd missing')))
    script.onerror = () => reject(new Error('DingTalk JS API failed to load'))
    document.head.appendChild(script)
  })
}

/** Inside DingTalk: dd.config with the company's corp and agent (a failure is only logged, §8). */
async function signDingTalk(sign: (url: string, client: SdkClient) => Promise<SdkConfig>, userAgent: string, landingHref: string): Promise<boolean> {
  try {
    const cfg = await sign(signingUrl(osOf(userAgent), landingHref, window.location.href), 'dingtalk')
    const dd = await loadDingTalk()
    dd.config(dingtalkConfig(cfg))
    dd.error((e) => console.warn('DingTalk dd.config failed', e))
    return true
  } catch (e) {
    console.warn('DingTalk SDK signing failed', e)
    return false
  }
}

/**
 * Inside the WeChat or WeCom browser (DingTalk: signDingTalk): sign the URL the phone's OS checks through getSdkQx and
 * configure wx (and WeCom's agent config). weixin-js-sdk is loaded only there (a separate chunk),
 * never in plain browsers. A failure is only logged (booking-flows §8).
 */
export async function signIn(
  env: 'wechat' | 'wecom' | 'dingtalk',
  userAgent: string,
  landingHref: string,
  sign: (url: string, client: SdkClient) => Promise<SdkConfig>,
): Promise<boolean> {
  if (env === 'dingtalk') return signDingTalk(sign, userAgent, landingHref)
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
