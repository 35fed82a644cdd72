/**
 * Tour calls (booking flows §7.9): list, detail, matchStandard, matchServiceFee, book,
 * orderDetail, cancel and orderList under /obt/travel. Paying: the spine's /obt/pay/... calls with
 * the order id, as for every product. The path table is in server/README.md, Tours; shapes in
 * schemas/tour.ts. All private, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import {
  TourBookBody,
  TourBookReply,
  TourCancelReply,
  TourDetailBody,
  TourDetailReply,
  TourListBody,
  TourListReply,
  TourMatchServiceFeeBody,
  TourMatchServiceFeeReply,
  TourMatchStandardBody,
  TourMatchStandardReply,
  TourOrderDetail,
  TourOrderIdBody,
  TourOrderIdQuery,
} from '../../../schemas/tour'
import { orderList } from '../../../services/orders/list'
import { bookTour } from '../../../services/tours/booking'
import { cancelTourOrder, tourOrderDetail } from '../../../services/tours/orders'
import { TOUR_ORDER_TYPE } from '../../../services/tours/rules'
import { matchServiceFee, matchStandard, tourDetail, tourList } from '../../../services/tours/search'

const BASE = '/obt/travel'

/** Registers the tour routes. */
export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${BASE}/list`, { schema: { body: TourListBody, response: { 200: Reply(TourListReply) } } }, async (request) =>
    ok(await tourList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/detail`, { schema: { body: TourDetailBody, response: { 200: Reply(TourDetailReply) } } }, async (request) =>
    ok(await tourDetail(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/matchStandard`, { schema: { body: TourMatchStandardBody, response: { 200: Reply(TourMatchStandardReply) } } }, async (request) =>
    ok(await matchStandard(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/matchServiceFee`, { schema: { body: TourMatchServiceFeeBody, response: { 200: Reply(TourMatchServiceFeeReply) } } }, async (request) =>
    ok(await matchServiceFee(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/book`, { schema: { body: TourBookBody, response: { 200: Reply(TourBookReply) } } }, async (request) =>
    ok(await bookTour(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${BASE}/orderDetail`, { schema: { querystring: TourOrderIdQuery, response: { 200: Reply(TourOrderDetail) } } }, async (request) =>
    ok(await tourOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  app.post(`${BASE}/cancel`, { schema: { body: TourOrderIdBody, response: { 200: Reply(TourCancelReply) } } }, async (request) =>
    ok(await cancelTourOrder(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  // The caller's tour orders: the all-orders list narrowed to 11032.
  app.post(`${BASE}/orderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), { ...request.body, orderType: TOUR_ORDER_TYPE }, request.lang)),
  )
}
