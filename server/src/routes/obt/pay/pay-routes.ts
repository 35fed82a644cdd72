/** Paying flight orders. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  GetPaySubjectBody,
  GetPaySubjectReply,
  PayOnlineBody,
  PayOnlineReply,
  PaySmsCodeBody,
  PaySmsCodeReply,
  PayStatusQuery,
  PayStatusReply,
} from '../../../schemas/pay'
import { payOnline, payStatus, paySubjects, sendPayCode } from '../../../services/payment/payment'

/** Registers the payment routes. */
export async function payRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/getPaySubject', { schema: { body: GetPaySubjectBody, response: { 200: Reply(GetPaySubjectReply) } } }, async (request) =>
    ok(await paySubjects(ctx, requireCaller(request), request.body.orderIds, request.lang, request.body.changeId)),
  )

  app.post('/obt/pay/getSmsCode', { schema: { body: PaySmsCodeBody, response: { 200: Reply(PaySmsCodeReply) } } }, async (request) =>
    ok(await sendPayCode(ctx, requireCaller(request), request.body.orderIds, request.lang, request.body.changeId)),
  )

  app.post('/obt/pay/online', { schema: { body: PayOnlineBody, response: { 200: Reply(PayOnlineReply) } } }, async (request) =>
    ok(await payOnline(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/queryOnlinePayStatus', { schema: { querystring: PayStatusQuery, response: { 200: Reply(PayStatusReply) } } }, async (request) =>
    ok(await payStatus(ctx, requireCaller(request), Number(request.query.orderId))),
  )
}
