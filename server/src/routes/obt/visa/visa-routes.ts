/**
 * Visa calls (booking flows §7.8): the keyed ones under /obt/visa/VisaQuery (GetCountryList,
 * GetConsularList, VisaList, VisaDetail, VisaAssociation, appointment), orders under
 * /obt/visa/visaOrder (visaBook, orderDetail, fillSendInfo, progress, cancel, material, orderList),
 * and the demo clock POST /obt/demo/visa/advance (only with the demo tools on, and then only for
 * loopback clients, like /obt/demo/car/advance; anyone else gets the reply of a missing route).
 * Paying: the spine's /obt/pay/... calls with the order id. Shapes in schemas/visa.ts; the path
 * table in server/README.md, Visas. All private, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import {
  VisaAdvanceBody,
  VisaAdvanceReply,
  VisaAppointmentBody,
  VisaAppointmentReply,
  VisaAssociationBody,
  VisaAssociationReply,
  VisaBookBody,
  VisaBookReply,
  VisaCancelReply,
  VisaConsularListBody,
  VisaConsularListReply,
  VisaCountryListBody,
  VisaCountryListReply,
  VisaDetailBody,
  VisaDetailReply,
  VisaFillSendInfoBody,
  VisaFillSendInfoReply,
  VisaListBody,
  VisaListReply,
  VisaMaterialFileQuery,
  VisaOrderDetail,
  VisaOrderIdBody,
  VisaOrderIdQuery,
  VisaProgressReply,
} from '../../../schemas/visa'
import { orderList } from '../../../services/orders/list'
import { bookVisa } from '../../../services/visas/booking'
import { cancelVisaOrder, fillSendInfo, materialFile, visaOrderDetail, visaProgress } from '../../../services/visas/orders'
import { demoAdvance } from '../../../services/visas/progress'
import { VISA_ORDER_TYPE } from '../../../services/visas/rules'
import { appointment, consularList, countryList, visaAssociation, visaDetail, visaList } from '../../../services/visas/search'
import { isLoopbackClient } from '../system/system-routes'

const QUERY = '/obt/visa/VisaQuery'
const ORDER = '/obt/visa/visaOrder'

/** Registers the visa routes (and the demo clock when the demo tools are on). */
export async function visaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${QUERY}/GetCountryList`, { schema: { body: VisaCountryListBody, response: { 200: Reply(VisaCountryListReply) } } }, async (request) =>
    ok(await countryList(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/GetConsularList`, { schema: { body: VisaConsularListBody, response: { 200: Reply(VisaConsularListReply) } } }, async (request) =>
    ok(await consularList(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/VisaList`, { schema: { body: VisaListBody, response: { 200: Reply(VisaListReply) } } }, async (request) =>
    ok(await visaList(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/VisaDetail`, { schema: { body: VisaDetailBody, response: { 200: Reply(VisaDetailReply) } } }, async (request) =>
    ok(await visaDetail(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/VisaAssociation`, { schema: { body: VisaAssociationBody, response: { 200: Reply(VisaAssociationReply) } } }, async (request) =>
    ok(await visaAssociation(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/appointment`, { schema: { body: VisaAppointmentBody, response: { 200: Reply(VisaAppointmentReply) } } }, async (request) =>
    ok(await appointment(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/visaBook`, { schema: { body: VisaBookBody, response: { 200: Reply(VisaBookReply) } } }, async (request) =>
    ok(await bookVisa(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.get(`${ORDER}/orderDetail`, { schema: { querystring: VisaOrderIdQuery, response: { 200: Reply(VisaOrderDetail) } } }, async (request) =>
    ok(await visaOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )
  app.get(`${ORDER}/progress`, { schema: { querystring: VisaOrderIdQuery, response: { 200: Reply(VisaProgressReply) } } }, async (request) =>
    ok(await visaProgress(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )
  app.post(`${ORDER}/fillSendInfo`, { schema: { body: VisaFillSendInfoBody, response: { 200: Reply(VisaFillSendInfoReply) } } }, async (request) =>
    ok(await fillSendInfo(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${ORDER}/cancel`, { schema: { body: VisaOrderIdBody, response: { 200: Reply(VisaCancelReply) } } }, async (request) =>
    ok(await cancelVisaOrder(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )
  // Exempt from reply schemas: the reply is the file itself, not an envelope.
  app.get(`${ORDER}/material`, { schema: { querystring: VisaMaterialFileQuery } }, async (request, reply) => {
    const file = await materialFile(ctx, requireCaller(request), Number(request.query.orderId), Number(request.query.id))
    return reply
      .type(file.mime)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data)
  })
  // The caller's visa orders: the all-orders list narrowed to 11023.
  app.post(`${ORDER}/orderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), { ...request.body, orderType: VISA_ORDER_TYPE }, request.lang)),
  )

  if (ctx.demoTools) void app.register(demoVisaRoutes)
}

/** The demo clock, in its own scope so the loopback check covers exactly it. */
async function demoVisaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  app.post('/obt/demo/visa/advance', { schema: { body: VisaAdvanceBody, response: { 200: Reply(VisaAdvanceReply) } }, config: { public: true } }, async (request) =>
    ok(await demoAdvance(ctx, request.body)),
  )
}
