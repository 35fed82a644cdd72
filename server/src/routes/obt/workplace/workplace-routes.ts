/**
 * The workplace roll-out: SSO through the company's chat app (public redirects), JS-SDK signing
 * (getSdkQx), the native shell's push client (saveAppTsInfo), accepted subscribe messages, and with
 * the demo tools on, the simulated chat app's authorize page and a user's chat inbox (loopback only).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findMembersOfChatApp } from '../../../db/repositories/workplace-apps'
import { conflict, notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { WorkplaceError } from '../../../providers/workplace'
import { Reply } from '../../../schemas/common'
import {
  SaveAppTsInfoBody,
  SdkQxBody,
  SdkQxReply,
  SimAuthorizeQuery,
  SsoCallbackQuery,
  SsoStartQuery,
  SubscribeAcceptedBody,
  WorkplaceOutboxQuery,
  WorkplaceOutboxReply,
} from '../../../schemas/workplace'
import { saveAppTsInfo, subscribeAccepted } from '../../../services/workplace/devices'
import { workplaceOutbox } from '../../../services/workplace/outbox'
import { getSdkQx } from '../../../services/workplace/sdk-sign'
import { finishSso, simulatedConsent, startSso, type SsoStep } from '../../../services/workplace/sso'
import { isLoopbackClient } from '../system/system-routes'
import { Type } from '@sinclair/typebox'

// The redirect and page routes answer an envelope only for errors (bad query, not loopback): Reply(Null) says so.
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** Registers the workplace routes (and the simulated chat app when the demo tools are on). */
export async function workplaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  const go = (request: FastifyRequest, step: SsoStep) => {
    // The reason stays in the log; the browser only learns that the landing failed.
    if (step.failure) request.log.warn({ reason: step.failure }, 'workplace sso failed')
    return step.location
  }

  app.get('/obt/workplace/authorize', { schema: { querystring: SsoStartQuery, response: { 200: Reply(Type.Null()) } }, config: pub }, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(go(request, await startSso(ctx, request.query, originOf(request)))),
  )

  app.get('/obt/workplace/callback', { schema: { querystring: SsoCallbackQuery, response: { 200: Reply(Type.Null()) } }, config: pub }, async (request, reply) =>
    // no-referrer: the landing address carries the session token.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(go(request, await finishSso(ctx, request.query))),
  )

  // Public: the login page in WeChat may configure the SDK too; WeCom/DingTalk signing needs the caller's company.
  app.post('/obt/getSdkQx', { schema: { body: SdkQxBody, response: { 200: Reply(SdkQxReply) } }, config: pub }, async (request) => {
    try {
      return ok(await getSdkQx(ctx, request.caller, request.body))
    } catch (error) {
      if (error instanceof WorkplaceError) {
        request.log.warn({ reason: error.message }, 'getSdkQx failed')
        throw conflict('workplaceFailed')
      }
      throw error
    }
  })

  app.post('/obt/saveAppTsInfo', { schema: { body: SaveAppTsInfoBody, response: { 200: Reply(Type.Null()) } } }, async (request) =>
    ok(await saveAppTsInfo(ctx, requireCaller(request), request.body)),
  )

  app.post('/obt/workplace/subscribeAccepted', { schema: { body: SubscribeAcceptedBody, response: { 200: Reply(Type.Null()) } } }, async (request) =>
    ok(await subscribeAccepted(ctx, requireCaller(request), request.body)),
  )

  if (ctx.demoTools) void app.register(demoWorkplaceRoutes)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The simulated chat apps and the demo chat inbox, in their own scope so the loopback check covers exactly them. */
async function demoWorkplaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  // The simulated WeCom/DingTalk "who is signing in" page: its members, one tap each.
  app.get('/obt/demo/workplace/authorize', { schema: { querystring: SimAuthorizeQuery, response: { 200: Reply(Type.Null()) } }, config: pub }, async (request, reply) => {
    const q = request.query
    if (q.userId) {
      const location = await simulatedConsent(ctx, { ...q, userId: q.userId })
      if (!location) throw notFound()
      return reply.header('cache-control', 'no-store').redirect(location)
    }
    const members = await findMembersOfChatApp(ctx.db, q.kind, q.appid)
    if (!members.length) throw notFound()
    const name = q.kind === 'wecom' ? '企业微信（模拟） · Simulated WeCom' : '钉钉（模拟） · Simulated DingTalk'
    const items = members
      .map((m) => {
        const href = `/obt/demo/workplace/authorize?${new URLSearchParams({ ...q, userId: m.emp_no }).toString()}`
        return `<li><a data-testid="sim-member-${escapeHtml(m.emp_no)}" href="${escapeHtml(href)}"><b>${escapeHtml(m.name)}</b><span>${escapeHtml(m.eng_name ?? '')} · ${escapeHtml(m.emp_no)}</span></a></li>`
      })
      .join('')
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}</title><style>
body{margin:0;font:15px/1.5 -apple-system,system-ui,sans-serif;background:#f2f3f5;color:#1f2329}
header{background:${q.kind === 'wecom' ? '#2b7de9' : '#1677ff'};color:#fff;padding:18px 16px}
header h1{margin:0;font-size:18px}header p{margin:4px 0 0;opacity:.85;font-size:13px}
ul{list-style:none;margin:12px;padding:0;background:#fff;border-radius:10px;overflow:hidden}
li a{display:flex;flex-direction:column;padding:12px 16px;border-bottom:1px solid #eee;color:inherit;text-decoration:none}
li span{color:#8f959e;font-size:13px}</style></head><body>
<header><h1>${name}</h1><p>选择登录的成员，授权商旅获取你的身份 · Choose who signs in; Shanglv receives your identity</p></header>
<ul>${items}</ul></body></html>`
    // A page, not an envelope: the reply schema (Reply(Null)) describes only the error envelopes this route answers.
    const page = reply as unknown as FastifyReply
    return page.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
  })

  app.get('/obt/demo/workplaceOutbox', { schema: { querystring: WorkplaceOutboxQuery, response: { 200: Reply(WorkplaceOutboxReply) } }, config: pub }, async (request) =>
    ok(await workplaceOutbox(ctx, request.query.empNo, request.query.channel)),
  )
}

