/**
 * The user centre's calls (issue 15): the schedule, the violations list, offline orders
 * (qt/order/list, detail, cancel), points (empIntegralBillQuery, getIntegralByOrderNo,
 * getAvailablePoints) and requests to the travel consultants (online service, meetings); the
 * schedule badge rides /obt/totalCount. The demo tools (a consultant enters an offline order,
 * answers a request) exist only with the demo tools on, and then only for loopback clients like
 * /obt/demo/car/advance; anyone else gets the reply of a missing route. Shapes in
 * schemas/mine.ts; the path table in server/README.md, "Schedule, messages, points and service".
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { EmptyBody, Reply } from '../../../schemas/common'
import {
  AvailablePointsReply,
  OtherOrderAddBody,
  OtherOrderBody,
  OtherOrderDetail,
  OtherOrderListBody,
  OtherOrderListReply,
  PointsBillBody,
  PointsBillReply,
  PointsByOrderBody,
  PointsByOrderReply,
  ScheduleBody,
  ScheduleReply,
  ServiceRequestAddBody,
  ServiceRequestAnswerBody,
  ServiceRequestCancelBody,
  ServiceRequestItem,
  ServiceRequestListBody,
  ServiceRequestListReply,
  ViolateListBody,
  ViolateListReply,
} from '../../../schemas/mine'
import { addOtherOrder, cancelOtherOrder, otherOrderDetail, otherOrderList } from '../../../services/mine/other-orders'
import { availablePoints, pointsBill, pointsByOrderNo } from '../../../services/mine/points'
import { NextTripBody, NextTripReply } from '../../../schemas/next-trip'
import { nextTrip } from '../../../services/mine/next-trip'
import { scheduleList } from '../../../services/mine/schedule'
import { addServiceRequest, answerServiceRequest, cancelServiceRequest, serviceRequestList } from '../../../services/mine/service-requests'
import { violateList } from '../../../services/mine/violations'
import { isLoopbackClient } from '../system/system-routes'

/** Registers the user centre's routes (and its demo tools when they are on). */
export async function mineRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/scheduleOrder', { schema: { body: ScheduleBody, response: { 200: Reply(ScheduleReply) } } }, async (request) =>
    ok(await scheduleList(ctx, requireCaller(request), request.body, request.lang)),
  )
  // The next trip's documents in one reply, kept on the device for the trip offline (issue 18 §3).
  app.post('/obt/mine/nextTrip', { schema: { body: NextTripBody, response: { 200: Reply(NextTripReply) } } }, async (request) =>
    ok(await nextTrip(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/violateList', { schema: { body: ViolateListBody, response: { 200: Reply(ViolateListReply) } } }, async (request) =>
    ok(await violateList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post('/obt/qt/order/list', { schema: { body: OtherOrderListBody, response: { 200: Reply(OtherOrderListReply) } } }, async (request) =>
    ok(await otherOrderList(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/qt/order/detail', { schema: { body: OtherOrderBody, response: { 200: Reply(OtherOrderDetail) } } }, async (request) =>
    ok(await otherOrderDetail(ctx, requireCaller(request), request.body.orderId, request.lang)),
  )
  app.post('/obt/qt/order/cancel', { schema: { body: OtherOrderBody, response: { 200: Reply(OtherOrderDetail) } } }, async (request) =>
    ok(await cancelOtherOrder(ctx, requireCaller(request), request.body.orderId, request.lang)),
  )

  app.post('/obt/empIntegralBillQuery', { schema: { body: PointsBillBody, response: { 200: Reply(PointsBillReply) } } }, async (request) =>
    ok(await pointsBill(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/getAvailablePoints', { schema: { body: EmptyBody, response: { 200: Reply(AvailablePointsReply) } } }, async (request) =>
    ok(await availablePoints(ctx, requireCaller(request))),
  )
  app.post('/obt/getIntegralByOrderNo', { schema: { body: PointsByOrderBody, response: { 200: Reply(PointsByOrderReply) } } }, async (request) =>
    ok(await pointsByOrderNo(ctx, requireCaller(request), request.body.orderNo, request.lang)),
  )

  app.post('/obt/serviceRequest/list', { schema: { body: ServiceRequestListBody, response: { 200: Reply(ServiceRequestListReply) } } }, async (request) =>
    ok(await serviceRequestList(ctx, requireCaller(request), request.body)),
  )
  app.post('/obt/serviceRequest/add', { schema: { body: ServiceRequestAddBody, response: { 200: Reply(ServiceRequestItem) } } }, async (request) =>
    ok(await addServiceRequest(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/serviceRequest/cancel', { schema: { body: ServiceRequestCancelBody, response: { 200: Reply(ServiceRequestItem) } } }, async (request) =>
    ok(await cancelServiceRequest(ctx, requireCaller(request), request.body.id)),
  )

  if (ctx.demoTools) void app.register(demoMineRoutes)
}

/** The consultant's demo tools, in their own scope so the loopback check covers exactly them. */
async function demoMineRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  app.post('/obt/demo/qt/order/add', { schema: { body: OtherOrderAddBody, response: { 200: Reply(OtherOrderDetail) } }, config: { public: true } }, async (request) =>
    ok(await addOtherOrder(ctx, request.body, request.lang)),
  )
  app.post('/obt/demo/serviceRequest/answer', { schema: { body: ServiceRequestAnswerBody, response: { 200: Reply(ServiceRequestItem) } }, config: { public: true } }, async (request) =>
    ok(await answerServiceRequest(ctx, request.body.id, request.body.answer)),
  )
}
