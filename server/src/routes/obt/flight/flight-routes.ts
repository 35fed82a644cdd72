/** Domestic flight shopping (v3), out-of-policy reasons and insurance products. All private, scoped to the caller's company. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  GetAddConPriceBody,
  GetAddConPriceReply,
  MatchClbzBody,
  MatchClbzReply,
  PatForFlightBody,
  PatForFlightReply,
  QueryCabinBody,
  QueryCabinReply,
  QueryFlightBody,
  QueryFlightReply,
  QueryFlightRuleBody,
  QueryFlightRuleReply,
  QueryFlightWeekPriceBody,
  QueryFlightWeekPriceReply,
  QueryTransferCityBody,
  QueryTransferCityReply,
  ViolationReasonListBody,
  ViolationReasonListReply,
} from '../../../schemas/flight'
import { InsuranceListQuery, InsuranceListReply } from '../../../schemas/order'
import { insuranceProducts } from '../../../services/flights/booking'
import {
  fareRule,
  matchPolicy,
  priceAgain,
  queryCabins,
  queryFlights,
  serviceFee,
  transfers,
  weekPrices,
} from '../../../services/flights/shopping'
import { violationReasons } from '../../../services/booking/policy-reason'

const V3 = '/obt/plane/shopping/gn/v3'

/** Registers the flight shopping routes. */
export async function flightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${V3}/queryFlightWeekPrice`, { schema: { body: QueryFlightWeekPriceBody, response: { 200: Reply(QueryFlightWeekPriceReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await weekPrices(ctx, request.body))
  })

  app.post(`${V3}/queryFlight`, { schema: { body: QueryFlightBody, response: { 200: Reply(QueryFlightReply) } } }, async (request) =>
    ok(await queryFlights(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryCabin`, { schema: { body: QueryCabinBody, response: { 200: Reply(QueryCabinReply) } } }, async (request) =>
    ok(await queryCabins(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryFlightRule`, { schema: { body: QueryFlightRuleBody, response: { 200: Reply(QueryFlightRuleReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await fareRule(ctx, request.body, request.lang))
  })

  app.post(`${V3}/matchClbz`, { schema: { body: MatchClbzBody, response: { 200: Reply(MatchClbzReply) } } }, async (request) =>
    ok(await matchPolicy(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryTransferCity`, { schema: { body: QueryTransferCityBody, response: { 200: Reply(QueryTransferCityReply) } } }, async (request) =>
    ok(await transfers(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/patForFlight`, { schema: { body: PatForFlightBody, response: { 200: Reply(PatForFlightReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await priceAgain(ctx, request.body))
  })

  app.post(`${V3}/getAddConPrice`, { schema: { body: GetAddConPriceBody, response: { 200: Reply(GetAddConPriceReply) } } }, async (request) =>
    ok(await serviceFee(ctx, requireCaller(request), request.body)),
  )

  app.post('/obt/common/vipWbyy/list', { schema: { body: ViolationReasonListBody, response: { 200: Reply(ViolationReasonListReply) } } }, async (request) =>
    ok(await violationReasons(ctx, requireCaller(request), request.body.cplx, request.lang)),
  )

  app.get('/obt/bx/getBxcpList', { schema: { querystring: InsuranceListQuery, response: { 200: Reply(InsuranceListReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await insuranceProducts(ctx, request.query, request.lang))
  })
}
