/** Geo lookups (public). `lang` in the query wins over Accept-Language. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  AirportKeywordQuery,
  GeoAirportListReply,
  GeoCityListReply,
  GeoHotBody,
  GeoKeywordBody,
  GeoListReply,
  GeoStaticQuery,
  GeoStaticReply,
  GeoStationListReply,
  HotCityListQuery,
  TrainKeywordQuery,
} from '../../../schemas/geo'
import { airportsByKeyword, geoSet, hotByType, hotFlightCities, searchByType, stationsByKeyword } from '../../../services/geo/geo'

/** Registers the geo routes. */
export async function geoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.get('/obt/geo/static', { schema: { querystring: GeoStaticQuery, response: { 200: Reply(GeoStaticReply) } }, config: pub }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang
    const set = await geoSet(ctx, request.query.type, lang)
    reply.header('ETag', set.etag)
    reply.header('Cache-Control', 'no-cache')
    // 304 has no body: nothing for the reply schema (of 200) to serialise, hence the untyped reply.
    if (request.headers['if-none-match'] === set.etag) return (reply as FastifyReply).code(304).send()
    return ok({ type: request.query.type, lang, version: set.etag.replace(/"/g, ''), list: set.list })
  })

  app.get('/obt/findAirportByKeyword', { schema: { querystring: AirportKeywordQuery, response: { 200: Reply(GeoAirportListReply) } }, config: pub }, async (request) =>
    ok(await airportsByKeyword(ctx, request.query.keyword, request.query.lang ?? request.lang)),
  )

  app.get('/obt/findTrainZdByKeyword', { schema: { querystring: TrainKeywordQuery, response: { 200: Reply(GeoStationListReply) } }, config: pub }, async (request) =>
    ok(await stationsByKeyword(ctx, request.query.keyword, request.query.lang ?? request.lang)),
  )

  app.get('/obt/findTkHotCityList', { schema: { querystring: HotCityListQuery, response: { 200: Reply(GeoCityListReply) } }, config: pub }, async (request) =>
    ok(await hotFlightCities(ctx, request.query.lang ?? request.lang)),
  )

  app.post('/obt/geo/findHot', { schema: { body: GeoHotBody, response: { 200: Reply(GeoListReply) } }, config: pub }, async (request) =>
    ok(await hotByType(ctx, request.body.type, request.body.lang ?? request.lang)),
  )

  app.post('/obt/geo/findByKeyword', { schema: { body: GeoKeywordBody, response: { 200: Reply(GeoListReply) } }, config: pub }, async (request) =>
    ok(await searchByType(ctx, request.body.type, request.body.keyword, request.body.lang ?? request.lang)),
  )
}
