/**
 * Health and the demo tools. The demo tools (SMS, e-mail and push outboxes, captcha answers) exist only when
 * demoTools is on (the demo world, or DEMO_TOOLS=1; see demoToolsEnabled), and even then answer only a
 * client on the loopback interface that no proxy forwarded: anyone else gets the reply of a missing route.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { findEmailOutbox } from '../../../db/repositories/documents'
import { findOutbox } from '../../../db/repositories/verification'
import { notFound } from '../../../errors'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { DemoEmailOutboxQuery, DemoEmailOutboxReply } from '../../../schemas/order'
import { PushOutboxQuery, PushOutboxReply } from '../../../schemas/messages'
import { DemoCaptchaQuery, DemoCaptchaReply, DemoSmsOutboxQuery, DemoSmsOutboxReply, HealthReply } from '../../../schemas/system'
import { revealCaptcha } from '../../../services/identity/captcha'
import { pushOutbox } from '../../../services/messages/emp-messages'

/** Headers a proxy adds: a loopback peer that carries one is a proxy in front, not a local client. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host']

/**
 * Whether the request comes from this machine. Reads the socket's own peer address, never
 * request.ip: with trustProxy that comes from X-Forwarded-For, which any client can write.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? ''
  const v4 = peer.startsWith('::ffff:') ? peer.slice(7) : peer
  const loopback = peer === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
  return loopback && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined)
}

/** Registers health (always) and the demo tools (when enabled). */
export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.get('/obt/health', { schema: { response: { 200: Reply(HealthReply) } }, config: pub }, async () => ok({ ok: true as const, db: ctx.dbKind }))

  if (!ctx.demoTools) return
  void app.register(demoRoutes)
}

/** The demo tools, in their own scope so the loopback check covers exactly them. */
async function demoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  app.get('/obt/demo/smsOutbox', { schema: { querystring: DemoSmsOutboxQuery, response: { 200: Reply(DemoSmsOutboxReply) } }, config: pub }, async (request) => {
    const rows = await findOutbox(ctx.db, request.query.phone, 10)
    return ok(rows.map((r) => ({ text: r.text, code: r.code, scene: r.scene, createdAt: r.created_at.toISOString() })))
  })

  app.get('/obt/demo/emailOutbox', { schema: { querystring: DemoEmailOutboxQuery, response: { 200: Reply(DemoEmailOutboxReply) } }, config: pub }, async (request) => {
    const rows = await findEmailOutbox(ctx.db, request.query.email, 20)
    return ok(rows.map((r) => ({ to: r.to_addr, subject: r.subject, body: r.body, attachmentUrl: r.attachment_url ?? '', createdAt: r.created_at.toISOString() })))
  })

  app.get('/obt/demo/pushOutbox', { schema: { querystring: PushOutboxQuery, response: { 200: Reply(PushOutboxReply) } }, config: pub }, async (request) =>
    ok(await pushOutbox(ctx, request.query.empNo)),
  )

  app.get('/obt/demo/captcha', { schema: { querystring: DemoCaptchaQuery, response: { 200: Reply(DemoCaptchaReply) } }, config: pub }, async (request) => {
    const text = await revealCaptcha(ctx, request.query.validateCodeId)
    if (text === undefined) throw notFound()
    return ok({ text })
  })
}
