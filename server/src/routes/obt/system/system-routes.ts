/**
 * Health and the demo tools. The demo tools (SMS, e-mail and push outboxes, captcha answers) exist only when
 * demoTools is on (env DEMO_TOOLS !== '0'); production turns them off with DEMO_TOOLS=0.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { findOutbox } from '../../../db/repositories/verification'
import { notFound } from '../../../errors'
import { ok } from '../../../plugins/envelope'
import { DemoEmailOutboxQuery } from '../../../schemas/order'
import { PushOutboxQuery } from '../../../schemas/messages'
import { DemoCaptchaQuery, DemoSmsOutboxQuery } from '../../../schemas/system'
import { revealCaptcha } from '../../../services/captcha'
import { pushOutbox } from '../../../services/emp-messages'

/** Registers health (always) and the demo tools (when enabled). */
export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.get('/obt/health', { config: pub }, async () => ok({ ok: true as const, db: ctx.dbKind }))

  if (!ctx.demoTools) return

  app.get('/obt/demo/smsOutbox', { schema: { querystring: DemoSmsOutboxQuery }, config: pub }, async (request) => {
    const rows = await findOutbox(ctx.db, request.query.phone, 10)
    return ok(rows.map((r) => ({ text: r.text, code: r.code, scene: r.scene, createdAt: r.created_at.toISOString() })))
  })

  app.get('/obt/demo/emailOutbox', { schema: { querystring: DemoEmailOutboxQuery }, config: pub }, async (request) => {
    let q = ctx.db.selectFrom('email_outbox').selectAll()
    if (request.query.email) q = q.where('to_addr', '=', request.query.email)
    const rows = await q.orderBy('id', 'desc').limit(20).execute()
    return ok(rows.map((r) => ({ to: r.to_addr, subject: r.subject, body: r.body, attachmentUrl: r.attachment_url ?? '', createdAt: r.created_at.toISOString() })))
  })

  app.get('/obt/demo/pushOutbox', { schema: { querystring: PushOutboxQuery }, config: pub }, async (request) =>
    ok(await pushOutbox(ctx, request.query.empNo)),
  )

  app.get('/obt/demo/captcha', { schema: { querystring: DemoCaptchaQuery }, config: pub }, async (request) => {
    const text = await revealCaptcha(ctx, request.query.validateCodeId)
    if (text === undefined) throw notFound()
    return ok({ text })
  })
}
