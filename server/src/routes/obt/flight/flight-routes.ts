/** Domestic flight shopping (v3), out-of-policy reasons and insurance products. All private, scoped to the caller's company. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  GetAddConPriceBody,
  MatchClbzBody,
  PatForFlightBody,
  QueryCabinBody,
  QueryFlightBody,
  QueryFlightRuleBody,
  QueryFlightWeekPriceBody,
  QueryTransferCityBody,
  ViolationReasonListBody,
} from '../../../schemas/flight'
import { InsuranceListQuery } from '../../../schemas/order'
import { insuranceProducts } from '../../../services/flights/booking'
import {
  fareRule,
  matchPolicy,
  priceAgain,
  queryCabins,
  queryFlights,
  serviceFee,
  transfers,
  violationReasons,
  weekPrices,
} from '../../../services/flights/shopping'

const V3 = '/obt/plane/shopping/gn/v3'

/** Registers the flight shopping routes. */
export async function flightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${V3}/queryFlightWeekPrice`, { schema: { body: QueryFlightWeekPriceBody } }, async (request) => {
    requireCaller(request)
    return ok(await weekPrices(ctx, request.body))
  })

  app.post(`${V3}/queryFlight`, { schema: { body: QueryFlightBody } }, async (request) =>
    ok(await queryFlights(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryCabin`, { schema: { body: QueryCabinBody } }, async (request) =>
    ok(await queryCabins(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryFlightRule`, { schema: { body: QueryFlightRuleBody } }, async (request) => {
    requireCaller(request)
    return ok(await fareRule(ctx, request.body, request.lang))
  })

  app.post(`${V3}/matchClbz`, { schema: { body: MatchClbzBody } }, async (request) =>
    ok(await matchPolicy(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/queryTransferCity`, { schema: { body: QueryTransferCityBody } }, async (request) =>
    ok(await transfers(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V3}/patForFlight`, { schema: { body: PatForFlightBody } }, async (request) => {
    requireCaller(request)
    return ok(await priceAgain(ctx, request.body))
  })

  app.post(`${V3}/getAddConPrice`, { schema: { body: GetAddConPriceBody } }, async (request) =>
    ok(await serviceFee(ctx, requireCaller(request), request.body)),
  )

  app.post('/obt/common/vipWbyy/list', { schema: { body: ViolationReasonListBody } }, async (request) =>
    ok(await violationReasons(ctx, requireCaller(request), request.body.cplx, request.lang)),
  )

  app.get('/obt/bx/getBxcpList', { schema: { querystring: InsuranceListQuery } }, async (request) => {
    requireCaller(request)
    return ok(await insuranceProducts(ctx, request.query, request.lang))
  })
}
