/**
 * Hotel calls (booking flows §7.6), for both hotel versions (the /ht/ and /htV2/ screens): search
 * under /obt/hotel/htQueryV2 (the list and travel policy also under /obt/hotel/htQuery, the
 * version-1 family), orders under /obt/hotel/htOrder, member cards under /obt/hotel/memberCard.
 * Paying: the spine's /obt/pay/... calls with the order id, as for flights and trains. The path
 * table is in server/README.md, Hotels; shapes in hotel-schemas.ts. All private, scoped to the
 * caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import { Reply } from '../../../schemas/common'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import { cancelHotelOrder, cancelHotelRefund, hotelRefund, hotelRefundDetail, hotelRefundFee } from '../../../services/hotels/after-sale'
import { bookHotel, cardValidate, checkSameOrder } from '../../../services/hotels/booking'
import { memberCardDelete, memberCardEdit, memberCardList } from '../../../services/hotels/member-cards'
import { hotelOrderDetail } from '../../../services/hotels/orders'
import { geoByCity, hotelDetail, hotelList, keywordCompletion, pricePlan, priceValidate, travelPolicy } from '../../../services/hotels/search'
import { reportHotelNoShow } from '../../../services/hotels/stay-end'
import { orderList } from '../../../services/orders/list'
import { isLoopbackClient } from '../system/system-routes'
import {
  HtBookBody,
  HtBookReply,
  HtCancelReply,
  HtCardValidateBody,
  HtCardValidateReply,
  HtNoShowReply,
  HtCheckSameOrderBody,
  HtCheckSameOrderReply,
  HtDetailBody,
  HtDetailReply,
  HtGeoByCityBody,
  HtGeoByCityReply,
  HtKeywordBody,
  HtKeywordReply,
  HtListBody,
  HtListReply,
  HtOrderDetail,
  HtOrderIdBody,
  HtOrderIdQuery,
  HtPricePlanBody,
  HtPricePlanReply,
  HtPriceValidateBody,
  HtPriceValidateReply,
  HtRefundAddBody,
  HtRefundAddReply,
  HtRefundCancelReply,
  HtRefundDetail,
  HtRefundFeeReply,
  HtRefundIdBody,
  HtRefundIdQuery,
  HtTravelPolicyBody,
  HtTravelPolicyReply,
  MemberCardDeleteBody,
  MemberCardDeleteReply,
  MemberCardEditBody,
  MemberCardEditReply,
  MemberCardListBody,
  MemberCardListReply,
} from '../../../schemas/hotel'

const V2 = '/obt/hotel/htQueryV2'
const V1 = '/obt/hotel/htQuery'
const ORDER = '/obt/hotel/htOrder'
const CARD = '/obt/hotel/memberCard'

/** Registers the hotel routes. */
export async function hotelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  for (const base of [V2, V1]) {
    app.post(`${base}/list`, { schema: { body: HtListBody, response: { 200: Reply(HtListReply) } } }, async (request) =>
      ok(await hotelList(ctx, requireCaller(request), request.body, request.lang)),
    )
    app.post(`${base}/travelPolicy`, { schema: { body: HtTravelPolicyBody, response: { 200: Reply(HtTravelPolicyReply) } } }, async (request) =>
      ok(await travelPolicy(ctx, requireCaller(request), request.body, request.lang)),
    )
  }

  app.post(`${V2}/detail`, { schema: { body: HtDetailBody, response: { 200: Reply(HtDetailReply) } } }, async (request) =>
    ok(await hotelDetail(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V2}/pricePlan`, { schema: { body: HtPricePlanBody, response: { 200: Reply(HtPricePlanReply) } } }, async (request) =>
    ok(await pricePlan(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V2}/priceValidate`, { schema: { body: HtPriceValidateBody, response: { 200: Reply(HtPriceValidateReply) } } }, async (request) =>
    ok(await priceValidate(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V2}/keyword`, { schema: { body: HtKeywordBody, response: { 200: Reply(HtKeywordReply) } } }, async (request) =>
    ok(await keywordCompletion(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${V2}/geoByCity`, { schema: { body: HtGeoByCityBody, response: { 200: Reply(HtGeoByCityReply) } } }, async (request) =>
    ok(await geoByCity(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/checkSameOrder`, { schema: { body: HtCheckSameOrderBody, response: { 200: Reply(HtCheckSameOrderReply) } } }, async (request) =>
    ok(await checkSameOrder(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/cardValidate`, { schema: { body: HtCardValidateBody, response: { 200: Reply(HtCardValidateReply) } } }, async (request) =>
    ok(await cardValidate(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/book`, { schema: { body: HtBookBody, response: { 200: Reply(HtBookReply) } } }, async (request) =>
    ok(await bookHotel(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.get(`${ORDER}/orderDetail`, { schema: { querystring: HtOrderIdQuery, response: { 200: Reply(HtOrderDetail) } } }, async (request) =>
    ok(await hotelOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
  )

  app.post(`${ORDER}/cancel`, { schema: { body: HtOrderIdBody, response: { 200: Reply(HtCancelReply) } } }, async (request) =>
    ok(await cancelHotelOrder(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  app.post(`${ORDER}/refundFee`, { schema: { body: HtOrderIdBody, response: { 200: Reply(HtRefundFeeReply) } } }, async (request) =>
    ok(await hotelRefundFee(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )

  app.post(`${ORDER}/refundAdd`, { schema: { body: HtRefundAddBody, response: { 200: Reply(HtRefundAddReply) } } }, async (request) =>
    ok(await hotelRefund(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/refundCancel`, { schema: { body: HtRefundIdBody, response: { 200: Reply(HtRefundCancelReply) } } }, async (request) =>
    ok(await cancelHotelRefund(ctx, requireCaller(request), Number(request.body.refundId), request.lang)),
  )

  app.get(`${ORDER}/refundDetail`, { schema: { querystring: HtRefundIdQuery, response: { 200: Reply(HtRefundDetail) } } }, async (request) =>
    ok(await hotelRefundDetail(ctx, requireCaller(request), Number(request.query.refundId), request.lang)),
  )

  // The caller's hotel orders (11007), or with orderType 11008 their cancellations: the all-orders list narrowed to hotels.
  app.post(`${ORDER}/orderList`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) => {
    const orderType = request.body.orderType === 11008 ? 11008 : 11007
    return ok(await orderList(ctx, requireCaller(request), { ...request.body, orderType }, request.lang))
  })

  app.post(`${CARD}/list`, { schema: { body: MemberCardListBody, response: { 200: Reply(MemberCardListReply) } } }, async (request) =>
    ok(await memberCardList(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${CARD}/edit`, { schema: { body: MemberCardEditBody, response: { 200: Reply(MemberCardEditReply) } } }, async (request) =>
    ok(await memberCardEdit(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${CARD}/delete`, { schema: { body: MemberCardDeleteBody, response: { 200: Reply(MemberCardDeleteReply) } } }, async (request) =>
    ok(await memberCardDelete(ctx, requireCaller(request), request.body)),
  )

  if (ctx.demoTools) void app.register(demoHotelRoutes)
}

/**
 * The hotel's no-show report, which the simulated hotels never send by themselves: a demo tool (on
 * with the demo tools, for loopback clients only, like the others) stands for it. The order must
 * be of the caller's company.
 */
async function demoHotelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })
  app.post('/obt/demo/hotel/noShow', { schema: { body: HtOrderIdBody, response: { 200: Reply(HtNoShowReply) } } }, async (request) =>
    ok(await reportHotelNoShow(ctx, requireCaller(request).corpId, Number(request.body.orderId), request.lang)),
  )
}
