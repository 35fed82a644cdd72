/**
 * International flights (booking flows §7.2; overview §7): airport and city sets, itinerary search,
 * fare rules, booking (bookGjOrder and its alias bookGj), the order's own detail part, the
 * international policy, demand orders and their notes, and the demo consultant (POST
 * /obt/demo/tkNeed/answer: only with the demo tools on, and only for loopback clients; anyone
 * else gets the reply of a missing route). All others private, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  BookGjOrderBody,
  BookGjOrderReply,
  GjAirportReply,
  GjCityReply,
  GjGeoBody,
  IntlOrderExtraBody,
  IntlOrderExtraReply,
  IntlPolicyDetailBody,
  IntlPolicyDetailReply,
  IntlPolicyListReply,
  NeedAnswerReply,
  NeedIdBody,
  OrderNoteAddBody,
  OrderNoteListBody,
  OrderNoteListReply,
  QueryGjFareRuleBody,
  QueryGjFareRuleReply,
  QueryGjFlightBody,
  QueryGjFlightReply,
  TkNeedOrderAddBody,
  TkNeedOrderDetail,
  TkNeedOrderListBody,
  TkNeedOrderListReply,
} from '../../../schemas/intl-flight'
import { bookGjOrder } from '../../../services/flights/intl-booking'
import { addNeed, addNote, cancelNeed, consultantQuote, listNeeds, listNotes, needDetail } from '../../../services/flights/intl-needs'
import { intlOrderExtra } from '../../../services/flights/intl-orders'
import { intlPolicyDetail, intlPolicyList } from '../../../services/flights/intl-policy'
import { gjAirports, gjCities, queryGjFareRule, queryGjFlight } from '../../../services/flights/intl-shopping'
import { isLoopbackClient } from '../system/system-routes'

const GJ = '/obt/plane/gj'

/** Registers the international flight routes (and the demo consultant when the demo tools are on). */
export async function intlFlightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post('/obt/common/getGjAirportData', { schema: { body: GjGeoBody, response: { 200: Reply(GjAirportReply) } } }, async (request) => {
    requireCaller(request)
    return ok(gjAirports(request.body, request.lang))
  })
  app.post('/obt/common/getGjCityData', { schema: { body: GjGeoBody, response: { 200: Reply(GjCityReply) } } }, async (request) => {
    requireCaller(request)
    return ok(gjCities(request.body, request.lang))
  })

  app.post(`${GJ}/queryGjFlight`, { schema: { body: QueryGjFlightBody, response: { 200: Reply(QueryGjFlightReply) } } }, async (request) =>
    ok(await queryGjFlight(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${GJ}/queryGjFareRule`, { schema: { body: QueryGjFareRuleBody, response: { 200: Reply(QueryGjFareRuleReply) } } }, async (request) =>
    ok(await queryGjFareRule(ctx, requireCaller(request), request.body, request.lang)),
  )
  for (const path of [`${GJ}/bookGjOrder`, `${GJ}/bookGj`]) {
    app.post(path, { schema: { body: BookGjOrderBody, response: { 200: Reply(BookGjOrderReply) } } }, async (request) =>
      ok(await bookGjOrder(ctx, requireCaller(request), request.body, request.lang)),
    )
  }
  app.post(`${GJ}/orderExtra`, { schema: { body: IntlOrderExtraBody, response: { 200: Reply(IntlOrderExtraReply) } } }, async (request) =>
    ok(await intlOrderExtra(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )
  app.post(`${GJ}/intlPolicyList`, { schema: { response: { 200: Reply(IntlPolicyListReply) } } }, async (request) =>
    ok(await intlPolicyList(ctx, requireCaller(request), request.lang)),
  )
  app.post(`${GJ}/intlPolicyDetail`, { schema: { body: IntlPolicyDetailBody, response: { 200: Reply(IntlPolicyDetailReply) } } }, async (request) =>
    ok(await intlPolicyDetail(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )

  app.post(`${GJ}/tkNeedOrderAdd`, { schema: { body: TkNeedOrderAddBody, response: { 200: Reply(TkNeedOrderDetail) } } }, async (request) =>
    ok(await addNeed(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${GJ}/tkNeedOrderList`, { schema: { body: TkNeedOrderListBody, response: { 200: Reply(TkNeedOrderListReply) } } }, async (request) =>
    ok(await listNeeds(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${GJ}/tkNeedOrderDetail`, { schema: { body: NeedIdBody, response: { 200: Reply(TkNeedOrderDetail) } } }, async (request) =>
    ok(await needDetail(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )
  app.post(`${GJ}/tkNeedOrderCancel`, { schema: { body: NeedIdBody, response: { 200: Reply(TkNeedOrderDetail) } } }, async (request) =>
    ok(await cancelNeed(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )
  app.post('/obt/common/orderNoteAdd', { schema: { body: OrderNoteAddBody, response: { 200: Reply(OrderNoteListReply) } } }, async (request) =>
    ok(await addNote(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post('/obt/common/orderNoteList', { schema: { body: OrderNoteListBody, response: { 200: Reply(OrderNoteListReply) } } }, async (request) =>
    ok(await listNotes(ctx, requireCaller(request), request.body, request.lang)),
  )

  if (ctx.demoTools) void app.register(demoNeedRoutes)
}

/** The demo consultant, in its own scope so the loopback check covers exactly it. */
async function demoNeedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })
  app.post('/obt/demo/tkNeed/answer', { schema: { body: NeedIdBody, response: { 200: Reply(NeedAnswerReply) } }, config: { public: true } }, async (request) =>
    ok(await consultantQuote(ctx, Number(request.body.id))),
  )
}
