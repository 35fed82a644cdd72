/**
 * POST /obt/plane/shopping/gn/v3/GetClzbByMinZj (booking flows §7.1): the caller's domestic
 * flight standard, for /tk/policy and /tk/strategy.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { FlightStandardBody } from '../../../schemas/airport-info'
import { Reply } from '../../../schemas/common'
import { TravelStandard } from '../../../schemas/flight'
import { flightStandardOf } from '../../../services/airport-info/flight-standard'

/** Registers GetClzbByMinZj. */
export async function flightStandardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  app.post(
    '/obt/plane/shopping/gn/v3/GetClzbByMinZj',
    { schema: { body: FlightStandardBody, response: { 200: Reply(Type.Object({ standard: Type.Union([TravelStandard, Type.Null()]) })) } } },
    async (request) => ok(await flightStandardOf(ctx, requireCaller(request), request.lang)),
  )
}
