/**
 * Hotel price inquiries (询价, booking flows §7.6 "demand-order save, list, detail and note") under
 * /obt/hotel/htDemand/, and the demo tool that lets the simulated consultant answer one at once
 * (POST /obt/demo/hotelDemand/answer: only with the demo tools on, and even then only for loopback
 * clients, like the other demo tools; anyone else gets the reply of a missing route). Shapes in
 * schemas/hotel-inquiry.ts; the path table in server/README.md, Hotels, Price inquiry.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  HtDemandAcceptReply,
  HtDemandAnswerReply,
  HtDemandCancelReply,
  HtDemandDetail,
  HtDemandIdBody,
  HtDemandListBody,
  HtDemandListReply,
  HtDemandNoteBody,
  HtDemandSaveBody,
  HtDemandSaveReply,
} from '../../../schemas/hotel-inquiry'
import { acceptInquiry, addInquiryNote, cancelInquiry, inquiryDetail, listInquiries, saveInquiry } from '../../../services/hotels/inquiry'
import { answerInquiryNow } from '../../../services/hotels/inquiry-consultant'
import { isLoopbackClient } from '../system/system-routes'

const DEMAND = '/obt/hotel/htDemand'

/** Registers the inquiry routes (and the demo answer when the demo tools are on). */
export async function hotelInquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${DEMAND}/save`, { schema: { body: HtDemandSaveBody, response: { 200: Reply(HtDemandSaveReply) } } }, async (request) =>
    ok(await saveInquiry(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${DEMAND}/list`, { schema: { querystring: HtDemandListBody, response: { 200: Reply(HtDemandListReply) } } }, async (request) =>
    ok(await listInquiries(ctx, requireCaller(request), request.query, request.lang)),
  )
  app.post(`${DEMAND}/list`, { schema: { body: HtDemandListBody, response: { 200: Reply(HtDemandListReply) } } }, async (request) =>
    ok(await listInquiries(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${DEMAND}/detail`, { schema: { querystring: HtDemandIdBody, response: { 200: Reply(HtDemandDetail) } } }, async (request) =>
    ok(await inquiryDetail(ctx, requireCaller(request), Number(request.query.id), request.lang)),
  )
  app.post(`${DEMAND}/detail`, { schema: { body: HtDemandIdBody, response: { 200: Reply(HtDemandDetail) } } }, async (request) =>
    ok(await inquiryDetail(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )

  app.post(`${DEMAND}/note`, { schema: { body: HtDemandNoteBody, response: { 200: Reply(HtDemandDetail) } } }, async (request) =>
    ok(await addInquiryNote(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${DEMAND}/cancel`, { schema: { body: HtDemandIdBody, response: { 200: Reply(HtDemandCancelReply) } } }, async (request) =>
    ok(await cancelInquiry(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )

  app.post(`${DEMAND}/accept`, { schema: { body: HtDemandIdBody, response: { 200: Reply(HtDemandAcceptReply) } } }, async (request) =>
    ok(await acceptInquiry(ctx, requireCaller(request), Number(request.body.id), request.lang)),
  )

  if (ctx.demoTools) void app.register(demoInquiryRoutes)
}

/** The demo answer, in its own scope so the loopback check covers exactly it. */
async function demoInquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  app.post('/obt/demo/hotelDemand/answer', { schema: { body: HtDemandIdBody, response: { 200: Reply(HtDemandAnswerReply) } }, config: { public: true } }, async (request) =>
    ok(await answerInquiryNow(ctx, Number(request.body.id), request.lang)),
  )
}
