/** Geo lookups (public). `lang` in the query wins over Accept-Language. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../plugins/envelope'
import { AirportKeywordQuery, GeoHotBody, GeoKeywordBody, GeoStaticQuery, HotCityListQuery, TrainKeywordQuery } from '../../../schemas/geo'
import { airportsByKeyword, geoSet, hotByType, hotFlightCities, searchByType, stationsByKeyword } from '../../../services/geo'

/** Registers the geo routes. */
export async function geoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  const pub = { public: true }

  app.get('/obt/geo/static', { schema: { querystring: GeoStaticQuery }, config: pub }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang
    const set = await geoSet(ctx, request.query.type, lang)
    reply.header('ETag', set.etag)
    reply.header('Cache-Control', 'no-cache')
    if (request.headers['if-none-match'] === set.etag) return reply.code(304).send()
    return ok({ type: request.query.type, lang, version: set.etag.replace(/"/g, ''), list: set.list })
  })

  app.get('/obt/findAirportByKeyword', { schema: { querystring: AirportKeywordQuery }, config: pub }, async (request) =>
    ok(await airportsByKeyword(ctx, request.query.keyword, request.query.lang ?? request.lang)),
  )

  app.get('/obt/findTrainZdByKeyword', { schema: { querystring: TrainKeywordQuery }, config: pub }, async (request) =>
    ok(await stationsByKeyword(ctx, request.query.keyword, request.query.lang ?? request.lang)),
  )

  app.get('/obt/findTkHotCityList', { schema: { querystring: HotCityListQuery }, config: pub }, async (request) =>
    ok(await hotFlightCities(ctx, request.query.lang ?? request.lang)),
  )

  app.post('/obt/geo/findHot', { schema: { body: GeoHotBody }, config: pub }, async (request) =>
    ok(await hotByType(ctx, request.body.type, request.body.lang ?? request.lang)),
  )

  app.post('/obt/geo/findByKeyword', { schema: { body: GeoKeywordBody }, config: pub }, async (request) =>
    ok(await searchByType(ctx, request.body.type, request.body.keyword, request.body.lang ?? request.lang)),
  )
}
