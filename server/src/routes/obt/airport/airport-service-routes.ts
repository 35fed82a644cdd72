/**
 * Airport service calls (booking flows §7.11) under /obt/airport: published airports, the
 * aggregate list, the list of each kind, facilities, a service's detail, the caller's flights,
 * booking, order detail, cancel and the order list. Paying: the spine's /obt/pay/... calls with the
 * order id. The path table is in server/README.md, Airport services; shapes in
 * schemas/airport-service.ts. All private, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  AggregateListReply,
  AirportBookBody,
  AirportBookReply,
  AirportCancelReply,
  AirportOrderDetail,
  AirportOrderIdBody,
  AirportOrderIdQuery,
  AirportPlaceBody,
  FacilitiesBody,
  FacilitiesReply,
  MyFlightsBody,
  MyFlightsReply,
  PublishedAirportsReply,
  ServiceDetailBody,
  ServiceDetailReply,
  ServiceListReply,
  type AirportServiceType,
} from '../../../schemas/airport-service'
import { EmptyBody, Reply } from '../../../schemas/common'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import { bookAirportService } from '../../../services/airport-services/booking'
import { airportOrderDetail, cancelAirportOrder } from '../../../services/airport-services/orders'
import { aggregateList, facilities, myFlights, publishedAirports, serviceDetail, serviceList } from '../../../services/airport-services/search'
import { AIRPORT_ORDER_TYPES } from '../../../services/airport-services/types'
import { orderList } from '../../../services/orders/list'

const BASE = '/obt/airport'

/** The list path of each kind. */
const LIST_PATHS: Record<AirportServiceType, string> = {
  LOUNGE: 'lounge',
  FAST_CHECK: 'fastCheck',
  CHECK_IN: 'checkIn',
  GUEST_PASS: 'guestPass',
  INTEGRATED: 'integrated',
}

/** Registers the airport service routes. */
export async function airportServiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${BASE}/publishedAirports`, { schema: { body: EmptyBody, response: { 200: Reply(PublishedAirportsReply) } } }, async (request) =>
    ok(await publishedAirports(ctx, requireCaller(request), request.lang)),
  )

  app.post(`${BASE}/aggregateList`, { schema: { body: AirportPlaceBody, response: { 200: Reply(AggregateListReply) } } }, async (request) =>
    ok(await aggregateList(ctx, requireCaller(request), request.body, request.lang)),
  )

  for (const [type, path] of Object.entries(LIST_PATHS) as [AirportServiceType, string][]) {
    app.post(`${BASE}/${path}/list`, { schema: { body: AirportPlaceBody, response: { 200: Reply(ServiceListReply) } } }, async (request) =>
      ok(await serviceList(ctx, requireCaller(request), type, request.body, request.lang)),
    )
  }

  app.post(`${BASE}/facilities`, { schema: { body: FacilitiesBody, response: { 200: Reply(FacilitiesReply) } } }, async (request) =>
    ok(await facilities(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/serviceDetail`, { schema: { body: ServiceDetailBody, response: { 200: Reply(ServiceDetailReply) } } }, async (request) =>
    ok(await serviceDetail(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/myFlights`, { schema: { body: MyFlightsBody, response: { 200: Reply(MyFlightsReply) } } }, async (request) =>
    ok(await myFlights(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${BASE}/book`, { schema: { body: AirportBookBody, response: { 200: Reply(AirportBookReply) } } }, async (request) =>
    ok(await bookAirportService(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${BASE}/orderDetail`, { schema: { querystring: AirportOrderIdQuery, response: { 200: Reply(AirportOrderDetail) } } }, async (request) =>
    ok(await airportOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  app.post(`${BASE}/cancel`, { schema: { body: AirportOrderIdBody, response: { 200: Reply(AirportCancelReply) } } }, async (request) =>
    ok(await cancelAirportOrder(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  // The caller's airport service orders (any of the five types, or the one asked for): the all-orders list narrowed.
  app.post(`${BASE}/orderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) => {
    const caller = requireCaller(request)
    const wanted = request.body.orderType && AIRPORT_ORDER_TYPES.includes(request.body.orderType) ? [request.body.orderType] : AIRPORT_ORDER_TYPES
    if (wanted.length === 1) return ok(await orderList(ctx, caller, request.body, request.lang))
    // Several types: the spine filters one type at a time, so ask per type and merge newest first.
    const pages = await Promise.all(wanted.map((orderType) => orderList(ctx, caller, { ...request.body, orderType, pageNum: 1, count: 100 }, request.lang)))
    const list = pages.flatMap((p) => p.list).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id))
    const count = request.body.count ?? 20
    const start = ((request.body.pageNum ?? 1) - 1) * count
    return ok({ list: list.slice(start, start + count), total: pages.reduce((n, p) => n + p.total, 0) })
  })
}
