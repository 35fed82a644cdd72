/**
 * Airport information calls (booking flows §7.4) under /obt/airportInfo: GET cityAirportMsg and
 * POST queryApTrnInfo, queryApAirlineInfo, queryApTrfInfo, queryApTrfDetail. Shapes in
 * schemas/airport-info.ts. Private (a signed-in employee), the same data for every company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  ApAirlineInfoReply,
  ApAirportBody,
  ApTrfDetailBody,
  ApTrfDetailReply,
  ApTrfInfoReply,
  ApTrnInfoReply,
  CityAirportMsgQuery,
  CityAirportMsgReply,
} from '../../../schemas/airport-info'
import { Reply } from '../../../schemas/common'
import { cityAirportMsg, queryApAirlineInfo, queryApTrfDetail, queryApTrfInfo, queryApTrnInfo } from '../../../services/airport-info/airport-info'

const BASE = '/obt/airportInfo'

/** Registers the airport information routes. */
export async function airportInfoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(`${BASE}/cityAirportMsg`, { schema: { querystring: CityAirportMsgQuery, response: { 200: Reply(CityAirportMsgReply) } } }, async (request) => {
    requireCaller(request)
    return ok(cityAirportMsg(request.query.cityCode, request.lang))
  })
  app.post(`${BASE}/queryApTrnInfo`, { schema: { body: ApAirportBody, response: { 200: Reply(ApTrnInfoReply) } } }, async (request) => {
    requireCaller(request)
    return ok(queryApTrnInfo(request.body.airportCode, request.lang))
  })
  app.post(`${BASE}/queryApAirlineInfo`, { schema: { body: ApAirportBody, response: { 200: Reply(ApAirlineInfoReply) } } }, async (request) => {
    requireCaller(request)
    return ok(queryApAirlineInfo(request.body.airportCode, request.lang))
  })
  app.post(`${BASE}/queryApTrfInfo`, { schema: { body: ApAirportBody, response: { 200: Reply(ApTrfInfoReply) } } }, async (request) => {
    requireCaller(request)
    return ok(queryApTrfInfo(request.body.airportCode, request.lang))
  })
  app.post(`${BASE}/queryApTrfDetail`, { schema: { body: ApTrfDetailBody, response: { 200: Reply(ApTrfDetailReply) } } }, async (request) => {
    requireCaller(request)
    return ok(queryApTrfDetail(request.body.lineId, request.lang))
  })
}
