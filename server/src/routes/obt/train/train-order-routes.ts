/**
 * Train booking and train orders: book (direct, transfer, standby), detail, cancel, refund, change,
 * the standby list (booking flows §7.7). Paths and shapes: schemas/train-order.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import {
  TrBenchListBody,
  TrBenchListReply,
  TrBookBody,
  TrBookReply,
  TrCancelReply,
  TrChangeAddBody,
  TrChangeAddReply,
  TrChangeDetail,
  TrChangeFeeBody,
  TrChangeFeeReply,
  TrChangeIdQuery,
  TrOrderIdBody,
  TrOrderIdQuery,
  TrRefundAddBody,
  TrRefundAddReply,
  TrRefundDetail,
  TrRefundFeeBody,
  TrRefundFeeReply,
  TrRefundIdQuery,
  TrStandbyBookBody,
  TrTransferBookBody,
  TrValidOrderBody,
  TrValidOrderReply,
  TrainOrderDetail,
} from '../../../schemas/train-order'
import { trainChange, trainChangeDetail, trainChangeFee, trainRefund, trainRefundDetail, trainRefundFee } from '../../../services/trains/after-sale'
import { bookStandby, bookTrain, bookTransfer, validOrder } from '../../../services/trains/booking'
import { trainOrderDetail } from '../../../services/trains/orders'
import { cancelTrainOrder, standbyList } from '../../../services/trains/standby'

const TQ = '/obt/train/trQuery'
const TO = '/obt/train/trOrder'

/** Registers the train order routes. */
export async function trainOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${TQ}/validOrder`, { schema: { body: TrValidOrderBody, response: { 200: Reply(TrValidOrderReply) } } }, async (request) =>
    ok(await validOrder(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TQ}/trBookOrder`, { schema: { body: TrBookBody, response: { 200: Reply(TrBookReply) } } }, async (request) =>
    ok(await bookTrain(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TQ}/bookTransfer`, { schema: { body: TrTransferBookBody, response: { 200: Reply(TrBookReply) } } }, async (request) =>
    ok(await bookTransfer(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TQ}/trHbBookOrder`, { schema: { body: TrStandbyBookBody, response: { 200: Reply(TrBookReply) } } }, async (request) =>
    ok(await bookStandby(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${TO}/orderDetail`, { schema: { querystring: TrOrderIdQuery, response: { 200: Reply(TrainOrderDetail) } } }, async (request) =>
    ok(await trainOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  app.post(`${TO}/cancelTrOrder`, { schema: { body: TrOrderIdBody, response: { 200: Reply(TrCancelReply) } } }, async (request) =>
    ok(await cancelTrainOrder(ctx, requireCaller(request), Number(request.body.orderId))),
  )

  app.post(`${TO}/refundFee`, { schema: { body: TrRefundFeeBody, response: { 200: Reply(TrRefundFeeReply) } } }, async (request) =>
    ok(await trainRefundFee(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TO}/refundAdd`, { schema: { body: TrRefundAddBody, response: { 200: Reply(TrRefundAddReply) } } }, async (request) =>
    ok(await trainRefund(ctx, requireCaller(request), request.body)),
  )

  app.get(`${TO}/refundOrderDetail`, { schema: { querystring: TrRefundIdQuery, response: { 200: Reply(TrRefundDetail) } } }, async (request) =>
    ok(await trainRefundDetail(ctx, requireCaller(request), Number(request.query.refundId))),
  )

  app.post(`${TO}/changeFee`, { schema: { body: TrChangeFeeBody, response: { 200: Reply(TrChangeFeeReply) } } }, async (request) =>
    ok(await trainChangeFee(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TO}/changeAdd`, { schema: { body: TrChangeAddBody, response: { 200: Reply(TrChangeAddReply) } } }, async (request) =>
    ok(await trainChange(ctx, requireCaller(request), request.body)),
  )

  app.get(`${TO}/changeOrderDetail`, { schema: { querystring: TrChangeIdQuery, response: { 200: Reply(TrChangeDetail) } } }, async (request) =>
    ok(await trainChangeDetail(ctx, requireCaller(request), Number(request.query.changeId), request.lang)),
  )

  app.post(`${TO}/benchList`, { schema: { body: TrBenchListBody, response: { 200: Reply(TrBenchListReply) } } }, async (request) =>
    ok(await standbyList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${TO}/benchCancel`, { schema: { body: TrOrderIdBody, response: { 200: Reply(TrCancelReply) } } }, async (request) =>
    ok(await cancelTrainOrder(ctx, requireCaller(request), Number(request.body.orderId))),
  )
}
