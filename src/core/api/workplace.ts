import { http } from '../http/client'
import type { SdkQxReply } from '../../../server/src/schemas/workplace'

export type { SdkQxReply }

/**
 * POST /obt/getSdkQx: the JS-SDK config for a page URL (without its hash). `client` names the
 * browser: in WeCom/DingTalk the company's chat app signs (with WeCom's agent config signature).
 * Failures are only logged by the caller (booking-flows §8), so this call shows nothing.
 */
export function getSdkQx(url: string, client: 'wechat' | 'wecom' | 'dingtalk'): Promise<SdkQxReply> {
  return http.post<SdkQxReply>('/obt/getSdkQx', { url, client }, { quiet: true, inlineErrors: true })
}

/** POST /obt/workplace/subscribeAccepted: the mini-program user accepted `count` subscribe messages. */
export function subscribeAccepted(openId: string, count: number): Promise<unknown> {
  return http.post('/obt/workplace/subscribeAccepted', { openId, count }, { quiet: true, inlineErrors: true })
}
