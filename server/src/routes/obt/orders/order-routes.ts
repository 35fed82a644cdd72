/** Flight booking and flight orders: checks, book, detail, cancel, refund, change, lists, PDF itinerary, e-mail. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  BookBody,
  BookReply,
  CancelOrderReply,
  ChangeAddBody,
  ChangeAddReply,
  ChangeDetail,
  ChangeFeeReply,
  ChangeIdQuery,
  FareConfirmReply,
  CheckSameOrderBody,
  CheckSameOrderReply,
  OrderDetail,
  OrderIdBody,
  OrderIdQuery,
  OrderListBody,
  OrderListReply,
  PdfGenerateBody,
  PdfGenerateReply,
  QueryChangeFeeBody,
  RefundAddBody,
  RefundAddReply,
  RefundDetail,
  RefundIdQuery,
  SmsEmailBody,
  SmsEmailReply,
  ValidateTimeOutBody,
  ValidateTimeOutReply,
} from '../../../schemas/order'
import { createItineraryLink, emailDocument, redeemItineraryLink } from '../../../services/orders/documents'
import { bookOrder, sameOrders, validateFare } from '../../../services/flights/booking'
import { changeDetail, changeFee, changeOrder } from '../../../services/flights/changes'
import { cancelOrder, orderDetail, refundDetail, refundOrder } from '../../../services/flights/orders'
import { orderList } from '../../../services/orders/list'
import { confirmFare } from '../../../services/orders/fare-confirm'
import { demoFareMove } from '../../../services/flights/requote'
import { notFound } from '../../../errors'
import { isLoopbackClient } from '../system/system-routes'
import { IdText } from '../../../schemas/common'

const TK = '/obt/plane/tkOrder'

const FareMoveBody = Type.Object({ orderId: IdText, percent: Type.Integer({ minimum: -50, maximum: 50 }) })
const FareMoveReply = Type.Object({
  orderId: Type.String(),
  prices: Type.Array(Type.Object({ flightNo: Type.String(), cabinCode: Type.String(), price: Type.Number() })),
})

/** The demo market (demo tools on, loopback clients only; anyone else gets a missing route's reply). */
async function demoFareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })
  app.post('/obt/demo/flight/fareMove', { schema: { body: FareMoveBody, response: { 200: Reply(FareMoveReply) } }, config: { public: true } }, async (request) =>
    ok(await demoFareMove(ctx, request.body)),
  )
}

/** Registers the order routes. */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  if (ctx.demoTools) void app.register(demoFareRoutes)

  app.post(`${TK}/v3/validateTimeOut`, { schema: { body: ValidateTimeOutBody, response: { 200: Reply(ValidateTimeOutReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await validateFare(ctx, request.body, request.lang))
  })

  app.post(`${TK}/v3/checkSameOrder`, { schema: { body: CheckSameOrderBody, response: { 200: Reply(CheckSameOrderReply) } } }, async (request) =>
    ok(await sameOrders(ctx, requireCaller(request), request.body)),
  )

  // Every kind's orders: the spine decides (services/orders/fare-confirm.ts).
  app.post('/obt/order/fareConfirm', { schema: { body: OrderIdBody, response: { 200: Reply(FareConfirmReply) } } }, async (request) =>
    ok(await confirmFare(ctx, requireCaller(request), request.body.orderId)),
  )

  app.post(`${TK}/v3/book`, { schema: { body: BookBody, response: { 200: Reply(BookReply) } } }, async (request) => ok(await bookOrder(ctx, requireCaller(request), request.body, request.lang)))

  app.get(`${TK}/orderDetail`, { schema: { querystring: OrderIdQuery, response: { 200: Reply(OrderDetail) } } }, async (request) =>
    ok(await orderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  app.post(`${TK}/cancelTkOrder`, { schema: { body: OrderIdBody, response: { 200: Reply(CancelOrderReply) } } }, async (request) =>
    ok(await cancelOrder(ctx, requireCaller(request), Number(request.body.orderId))),
  )

  app.post(`${TK}/refundAdd`, { schema: { body: RefundAddBody, response: { 200: Reply(RefundAddReply) } } }, async (request) => ok(await refundOrder(ctx, requireCaller(request), request.body)))

  app.get(`${TK}/refundOrderDetail`, { schema: { querystring: RefundIdQuery, response: { 200: Reply(RefundDetail) } } }, async (request) =>
    ok(await refundDetail(ctx, requireCaller(request), Number(request.query.refundId))),
  )

  app.post(`${TK}/queryChangeFee`, { schema: { body: QueryChangeFeeBody, response: { 200: Reply(ChangeFeeReply) } } }, async (request) => ok(await changeFee(ctx, requireCaller(request), request.body)))

  app.post(`${TK}/tkChangeOrderAdd`, { schema: { body: ChangeAddBody, response: { 200: Reply(ChangeAddReply) } } }, async (request) => ok(await changeOrder(ctx, requireCaller(request), request.body)))

  app.get(`${TK}/tkChangeOrderDetail`, { schema: { querystring: ChangeIdQuery, response: { 200: Reply(ChangeDetail) } } }, async (request) =>
    ok(await changeDetail(ctx, requireCaller(request), Number(request.query.changeId), request.lang)),
  )

  // Every product's orders; flights are the only product with orders so far.
  app.post('/obt/totalOrderList', { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TK}/allOrderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/vipOrder/pdf/generate', { schema: { body: PdfGenerateBody, response: { 200: Reply(PdfGenerateReply) } } }, async (request) =>
    ok(await createItineraryLink(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  // The one-time link itself: no token (it is opened by a browser or a mail client); the random token is the key.
  // Exempt from reply schemas: the reply is the PDF file, not an envelope.
  app.get(
    '/obt/vipOrder/pdf/file/:token',
    { schema: { params: Type.Object({ token: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) }) }, config: { public: true } },
    async (request, reply) => {
      const { pdf, fileName } = await redeemItineraryLink(ctx, request.params.token)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf)
    },
  )

  app.post('/obt/common/smsEmail', { schema: { body: SmsEmailBody, response: { 200: Reply(SmsEmailReply) } } }, async (request) =>
    ok(await emailDocument(ctx, requireCaller(request), request.body, request.lang)),
  )
}
