/**
 * JS-SDK signing (getSdkQx, overview §7 and booking-flows §7.13): sha1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in ASCII order, values raw, the URL without
 * its hash), as WeChat, WeCom and DingTalk all specify. In WeCom the reply also carries the agent
 * config signature (the same formula over the agent ticket), which wx.agentConfig needs.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { AppContext, Caller } from '../../context'
import { findWorkplaceApps, type WorkplaceApp } from '../../db/repositories/workplace-apps'
import { badInput } from '../../errors'
import { WorkplaceError, type WorkplaceProvider } from '../../providers/workplace'
import type { SdkQxBody, SdkQxReply } from '../../schemas/workplace'
import { cachedCredential, forgetCredential } from './credentials'
import { workplaceHub } from './hub'

/** WeChat's signature of a page: sha1 of the four fields in ASCII order. */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number | string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`
  return createHash('sha1').update(plain, 'utf8').digest('hex')
}

/** The URL WeChat signs: everything before '#'. */
export function withoutHash(url: string): string {
  const i = url.indexOf('#')
  return i < 0 ? url : url.slice(0, i)
}

/** Cache keys: one per app and credential, the same in every instance. */
export const credentialKey = (scope: string, appId: string, what: 'token' | 'jsapi' | 'agent', agentId = '') => `${scope}:${appId}${agentId ? `:${agentId}` : ''}:${what}`

/** The access token of a chat app, cached. */
export function chatAccessToken(ctx: AppContext, app: WorkplaceApp, provider: WorkplaceProvider): Promise<string> {
  return cachedCredential(ctx, credentialKey(app.kind, app.chat_corp_id, 'token', app.agent_id), () => provider.fetchAccessToken())
}

/** Runs a call with the chat app's cached access token; a token the provider refuses is dropped and fetched once more. */
export async function withChatToken<T>(ctx: AppContext, app: WorkplaceApp, provider: WorkplaceProvider, run: (token: string) => Promise<T>): Promise<T> {
  try {
    return await run(await chatAccessToken(ctx, app, provider))
  } catch (error) {
    if (!(error instanceof WorkplaceError) || !error.tokenExpired) throw error
    await forgetCredential(ctx, credentialKey(app.kind, app.chat_corp_id, 'token', app.agent_id))
    return run(await chatAccessToken(ctx, app, provider))
  }
}

const nonce = () => randomBytes(8).toString('hex')

/**
 * POST /obt/getSdkQx. `client` says which browser the page is in: 'wecom' / 'dingtalk' sign with the
 * caller's company's chat app (a signed-in caller is needed: the company decides the corp), anything
 * else with the official account.
 */
export async function getSdkQx(ctx: AppContext, caller: Caller | null, body: SdkQxBody): Promise<SdkQxReply> {
  const url = withoutHash(body.url.trim())
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw badInput('sdkUrlInvalid')
  const timestamp = Math.floor(ctx.clock().getTime() / 1000)
  const nonceStr = nonce()
  const hub = workplaceHub(ctx)
  const client = body.client ?? 'wechat'

  if ((client === 'wecom' || client === 'dingtalk') && caller) {
    const app = (await findWorkplaceApps(ctx.db, caller.corpId)).find((a) => a.kind === client)
    if (app) {
      const provider = hub.providerFor(app)
      const ticket = await cachedCredential(ctx, credentialKey(app.kind, app.chat_corp_id, 'jsapi', app.agent_id), () =>
        withChatToken(ctx, app, provider, (token) => provider.fetchJsapiTicket(token)),
      )
      // DingTalk's dd.config names the agent and the corp (appId) beside the signature.
      const reply: SdkQxReply = { appId: provider.appId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, url), agentId: app.agent_id }
      if (client === 'wecom') {
        const agent = await cachedCredential(ctx, credentialKey(app.kind, app.chat_corp_id, 'agent', app.agent_id), async () => {
          const fetched = await withChatToken(ctx, app, provider, (token) => provider.fetchAgentTicket(token))
          if (!fetched) throw new WorkplaceError('no agent ticket')
          return fetched
        })
        reply.agentSignature = jsapiSignature(agent, nonceStr, timestamp, url)
      }
      return reply
    }
  }

  const mp = hub.mp
  const ticket = await cachedCredential(ctx, credentialKey('wechat', mp.appId, 'jsapi'), async () => {
    const token = await cachedCredential(ctx, credentialKey('wechat', mp.appId, 'token'), () => mp.fetchAccessToken())
    return mp.fetchJsapiTicket(token)
  })
  return { appId: mp.appId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, url) }
}
