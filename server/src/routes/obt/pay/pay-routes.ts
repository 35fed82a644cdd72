/** Paying flight orders. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { GetPaySubjectBody, PayOnlineBody, PaySmsCodeBody, PayStatusQuery } from '../../../schemas/pay'
import { payOnline, payStatus, paySubjects, sendPayCode } from '../../../services/orders/payment'

/** Registers the payment routes. */
export async function payRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/getPaySubject', { schema: { body: GetPaySubjectBody } }, async (request) =>
    ok(await paySubjects(ctx, requireCaller(request), request.body.orderIds, request.lang, request.body.changeId)),
  )

  app.post('/obt/pay/getSmsCode', { schema: { body: PaySmsCodeBody } }, async (request) =>
    ok(await sendPayCode(ctx, requireCaller(request), request.body.orderIds, request.lang, request.body.changeId)),
  )

  app.post('/obt/pay/online', { schema: { body: PayOnlineBody } }, async (request) =>
    ok(await payOnline(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get('/obt/queryOnlinePayStatus', { schema: { querystring: PayStatusQuery } }, async (request) =>
    ok(await payStatus(ctx, requireCaller(request), Number(request.query.orderId))),
  )
}
