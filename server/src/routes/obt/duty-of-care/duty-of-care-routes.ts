/** Duty of care (issue 18 §5): travellers now, broadcasts (administrators; 4004 otherwise), and the recipient's acknowledgement. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { DutyAckBody, DutyBroadcast, DutyBroadcastBody, DutyBroadcastsReply, DutyMineReply, DutyTravellersReply } from '../../../schemas/duty-of-care'
import { dutyAck, dutyBroadcast, dutyBroadcasts, dutyMine, dutyTravellers } from '../../../services/duty-of-care/duty-of-care'

/** Registers the duty-of-care routes. */
export async function dutyOfCareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.get('/obt/dutyOfCare/travellers', { schema: { response: { 200: Reply(DutyTravellersReply) } } }, async (request) =>
    ok(await dutyTravellers(ctx, requireCaller(request), request.lang)),
  )
  app.post('/obt/dutyOfCare/broadcast', { schema: { body: DutyBroadcastBody, response: { 200: Reply(DutyBroadcast) } } }, async (request) =>
    ok(await dutyBroadcast(ctx, requireCaller(request), request.body.text, request.lang)),
  )
  app.get('/obt/dutyOfCare/broadcasts', { schema: { response: { 200: Reply(DutyBroadcastsReply) } } }, async (request) =>
    ok(await dutyBroadcasts(ctx, requireCaller(request), request.lang)),
  )
  app.get('/obt/dutyOfCare/mine', { schema: { querystring: DutyAckBody, response: { 200: Reply(DutyMineReply) } } }, async (request) =>
    ok(await dutyMine(ctx, requireCaller(request), request.query.broadcastId, request.lang)),
  )
  app.post('/obt/dutyOfCare/ack', { schema: { body: DutyAckBody, response: { 200: Reply(DutyMineReply) } } }, async (request) =>
    ok(await dutyAck(ctx, requireCaller(request), request.body.broadcastId, request.lang)),
  )
}
