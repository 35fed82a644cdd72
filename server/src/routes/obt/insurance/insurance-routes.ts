/**
 * Insurance calls (booking flows §7.10, overview §7) under /obt/bx: the standalone products and a
 * product's detail, booking a standalone policy (bookDp), the order (getBxOrder), the insurance
 * orders of a travel order (getBxOrderListByGlddId), cancel, refund apply and refund detail, the
 * policy document (bdDownload, then the one-time file) and the order list. Paying: the spine's
 * /obt/pay/... calls with the order id. GET /obt/bx/getBxcpList (products offered with a flight or
 * a train) is registered with the flight calls. Shapes in schemas/insurance.ts; all private but
 * the one-time file, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  InsuranceBookBody,
  InsuranceBookReply,
  InsuranceCancelReply,
  InsuranceOrderDetail,
  InsuranceOrderIdBody,
  InsuranceOrderQuery,
  InsuranceProductDetail,
  InsuranceProductListQuery,
  InsuranceProductListReply,
  InsuranceProductQuery,
  InsuranceRefundBody,
  InsuranceRefundDetail,
  InsuranceRefundQuery,
  InsuranceRefundReply,
  LinkedInsuranceQuery,
  LinkedInsuranceReply,
  PolicyDownloadQuery,
  PolicyDownloadReply,
} from '../../../schemas/insurance'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import { bookStandalone } from '../../../services/insurance/booking'
import { productDetail, productList } from '../../../services/insurance/catalog'
import {
  cancelInsuranceOrder,
  insuranceOrderDetail,
  insuranceRefundDetail,
  linkedInsuranceList,
  refundInsuranceOrder,
} from '../../../services/insurance/orders'
import { policyDownloadLink, redeemPolicyLink } from '../../../services/insurance/policy-pdf'
import { orderList } from '../../../services/orders/list'

const BASE = '/obt/bx'

/** Registers the insurance routes. */
export async function insuranceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get(`${BASE}/productList`, { schema: { querystring: InsuranceProductListQuery, response: { 200: Reply(InsuranceProductListReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await productList(ctx, request.query, request.lang))
  })

  app.get(`${BASE}/productDetail`, { schema: { querystring: InsuranceProductQuery, response: { 200: Reply(InsuranceProductDetail) } } }, async (request) => {
    requireCaller(request)
    return ok(await productDetail(ctx, request.query.bxid, request.lang))
  })

  app.post(`${BASE}/bookDp`, { schema: { body: InsuranceBookBody, response: { 200: Reply(InsuranceBookReply) } } }, async (request) =>
    ok(await bookStandalone(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${BASE}/getBxOrder`, { schema: { querystring: InsuranceOrderQuery, response: { 200: Reply(InsuranceOrderDetail) } } }, async (request) =>
    ok(await insuranceOrderDetail(ctx, requireCaller(request), request.query, request.lang)),
  )

  app.get(`${BASE}/getBxOrderListByGlddId`, { schema: { querystring: LinkedInsuranceQuery, response: { 200: Reply(LinkedInsuranceReply) } } }, async (request) =>
    ok(await linkedInsuranceList(ctx, requireCaller(request), Number(request.query.glddId), request.lang)),
  )

  app.post(`${BASE}/cancel`, { schema: { body: InsuranceOrderIdBody, response: { 200: Reply(InsuranceCancelReply) } } }, async (request) =>
    ok(await cancelInsuranceOrder(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  app.post(`${BASE}/refundApply`, { schema: { body: InsuranceRefundBody, response: { 200: Reply(InsuranceRefundReply) } } }, async (request) =>
    ok(await refundInsuranceOrder(ctx, requireCaller(request), Number(request.body.orderId), request.body.reason, request.lang)),
  )

  app.get(`${BASE}/refundDetail`, { schema: { querystring: InsuranceRefundQuery, response: { 200: Reply(InsuranceRefundDetail) } } }, async (request) =>
    ok(await insuranceRefundDetail(ctx, requireCaller(request), Number(request.query.refundId), request.lang)),
  )

  app.get(`${BASE}/bdDownload`, { schema: { querystring: PolicyDownloadQuery, response: { 200: Reply(PolicyDownloadReply) } } }, async (request) =>
    ok(await policyDownloadLink(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  // The one-time link itself: no token (a browser or the mini-program's downloadFile opens it); the random token is the key.
  // Exempt from reply schemas: the reply is the PDF file, not an envelope.
  app.get(
    `${BASE}/bdFile/:token`,
    { schema: { params: Type.Object({ token: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) }) }, config: { public: true } },
    async (request, reply) => {
      const { pdf, fileName } = await redeemPolicyLink(ctx, request.params.token)
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`).header('Cache-Control', 'no-store').send(pdf)
    },
  )

  // The caller's insurance orders: the all-orders list narrowed to 11015 (their refunds come as 11027 rows).
  app.post(`${BASE}/orderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), { ...request.body, orderType: request.body.orderType === 11027 ? 11027 : 11015 }, request.lang)),
  )
}
