/**
 * Train search, policy and transfer plans (booking flows §7.7), and the company parameters the train
 * screens read (common/queryParameter: 20019 rail account, 10914 transfer and standby;
 * services/trains/search.ts). All private, scoped to the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { ParameterReply, QueryParameterBody } from '../../../schemas/general'
import {
  TrBookMatchClzcBody,
  TrBookMatchClzcReply,
  TrCityByNameBody,
  TrCityByNameReply,
  TrClzcIsWbBody,
  TrClzcIsWbReply,
  TrQueryStationBody,
  TrQueryStationReply,
  TrSearchBody,
  TrSearchReply,
  TrStopBody,
  TrStopReply,
  TrTransferMatchBody,
  TrTransferMatchReply,
  TrTransferPriceBody,
  TrTransferPriceReply,
  TrTransferSearchBody,
  TrTransferSearchReply,
} from '../../../schemas/train'
import { parameterValues } from '../../../services/company/company'
import { cityByName, policyList, queryStations, searchTrains, seatPolicy, trainStops } from '../../../services/trains/search'
import { matchTransfer, searchTransfers, transferPrice } from '../../../services/trains/transfer'

const TR = '/obt/train/trQuery'

/** Registers the train search routes. */
export async function trainSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  // The shared parameter call of §7.13 as the train flow names it (§7.7): the caller's company values.
  app.post('/obt/common/queryParameter', { schema: { body: QueryParameterBody, response: { 200: Reply(ParameterReply) } } }, async (request) =>
    ok({ parameterResponses: await parameterValues(ctx, request.body.paramNos, requireCaller(request).corpId) }),
  )

  app.post(`${TR}/getCityDataByName`, { schema: { body: TrCityByNameBody, response: { 200: Reply(TrCityByNameReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await cityByName(ctx, request.body, request.lang))
  })

  app.post(`${TR}/queryStation`, { schema: { body: TrQueryStationBody, response: { 200: Reply(TrQueryStationReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await queryStations(ctx, request.body, request.lang))
  })

  app.post(`${TR}/trSearch`, { schema: { body: TrSearchBody, response: { 200: Reply(TrSearchReply) } } }, async (request) =>
    ok(await searchTrains(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/queryTrainStop`, { schema: { body: TrStopBody, response: { 200: Reply(TrStopReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await trainStops(ctx, request.body, request.lang))
  })

  app.post(`${TR}/clzcIsWb`, { schema: { body: TrClzcIsWbBody, response: { 200: Reply(TrClzcIsWbReply) } } }, async (request) =>
    ok(await seatPolicy(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/trBookMatchClzc`, { schema: { body: TrBookMatchClzcBody, response: { 200: Reply(TrBookMatchClzcReply) } } }, async (request) =>
    ok(await policyList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/trSearchTransfer`, { schema: { body: TrTransferSearchBody, response: { 200: Reply(TrTransferSearchReply) } } }, async (request) =>
    ok(await searchTransfers(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/trSearchTransferPrice`, { schema: { body: TrTransferPriceBody, response: { 200: Reply(TrTransferPriceReply) } } }, async (request) =>
    ok(await transferPrice(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TR}/matchClzc4Transfer`, { schema: { body: TrTransferMatchBody, response: { 200: Reply(TrTransferMatchReply) } } }, async (request) =>
    ok(await matchTransfer(ctx, requireCaller(request), request.body, request.lang)),
  )
}
