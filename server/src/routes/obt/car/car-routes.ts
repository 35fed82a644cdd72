/**
 * Car calls (booking flows §7.5; the contract of issue 12): search under /obt/car/carQuery, orders
 * under /obt/car/carOrder, favourite places under /obt/car/carAddress, car routes of applications
 * under /obt/car/tripCar, and the demo clock POST /obt/demo/car/advance (only with the demo tools
 * on, and then only for loopback clients, like /obt/demo/hotelDemand/answer; anyone else gets the
 * reply of a missing route). Paying a personal ride: the spine's /obt/pay/... calls with the order
 * id. Shapes in schemas/car.ts; the path table in server/README.md, Cars. All private, scoped to
 * the caller's company.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../errors'
import { requireCaller } from '../../../plugins/auth'
import { ok } from '../../../plugins/envelope'
import {
  CancelFeeReply,
  CarAddressDeleteBody,
  CarAddressListReply,
  CarAddressSaveBody,
  CarAddressSaveReply,
  CarAdvanceBody,
  CarAdvanceReply,
  CarBookBody,
  CarBookReply,
  CarCancelBody,
  CarCancelReply,
  CarCityListBody,
  CarCityListReply,
  CarOrderDetail,
  CarOrderIdBody,
  CarOrderIdQuery,
  CarPolicyBody,
  CarPolicyReply,
  CarSameOrderBody,
  CarSameOrderReply,
  CarStateListReply,
  CarTypeListBody,
  CarTypeListReply,
  CheckPreBookBody,
  CheckPreBookReply,
  DriverLocationReply,
  FlightByNoBody,
  FlightByNoReply,
  QueryCarBody,
  QueryCarReply,
  QueryDayCarBody,
  QueryDayCarReply,
  TripCarAddBody,
  TripCarAddReply,
  TripCarListBody,
  TripCarListReply,
} from '../../../schemas/car'
import { EmptyBody, Reply } from '../../../schemas/common'
import { OrderListBody, OrderListReply } from '../../../schemas/order'
import { addressDelete, addressList, addressSave } from '../../../services/cars/addresses'
import { bookCar } from '../../../services/cars/booking'
import { demoAdvance } from '../../../services/cars/demo'
import { cancelCarOrder, cancelFee, carOrderDetail, carStates, checkSameRide, driverLocation } from '../../../services/cars/orders'
import { carCities, carPolicy, carTypes, checkPreBook, flightByNumber, queryCar, queryDayCar } from '../../../services/cars/search'
import { tripCarAdd, tripCarList } from '../../../services/cars/trip-cars'
import { orderList } from '../../../services/orders/list'
import { isLoopbackClient } from '../system/system-routes'

const QUERY = '/obt/car/carQuery'
const ORDER = '/obt/car/carOrder'
const ADDRESS = '/obt/car/carAddress'
const TRIP = '/obt/car/tripCar'

/** Registers the car routes (and the demo clock when the demo tools are on). */
export async function carRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.post(`${QUERY}/vehiclesCityFindList`, { schema: { body: CarCityListBody, response: { 200: Reply(CarCityListReply) } } }, async (request) => {
    requireCaller(request)
    return ok(carCities(ctx, request.lang))
  })
  app.post(`${QUERY}/vehicleTypeFindList`, { schema: { body: CarTypeListBody, response: { 200: Reply(CarTypeListReply) } } }, async (request) => {
    requireCaller(request)
    return ok(carTypes(ctx, request.body, request.lang))
  })
  app.post(`${QUERY}/queryFlightByHbh`, { schema: { body: FlightByNoBody, response: { 200: Reply(FlightByNoReply) } } }, async (request) => {
    requireCaller(request)
    return ok(await flightByNumber(ctx, request.body, request.lang))
  })
  app.post(`${QUERY}/travelPolicy`, { schema: { body: CarPolicyBody, response: { 200: Reply(CarPolicyReply) } } }, async (request) =>
    ok(await carPolicy(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/queryCar`, { schema: { body: QueryCarBody, response: { 200: Reply(QueryCarReply) } } }, async (request) =>
    ok(await queryCar(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${QUERY}/queryDayCar`, { schema: { body: QueryDayCarBody, response: { 200: Reply(QueryDayCarReply) } } }, async (request) =>
    ok(await queryDayCar(ctx, requireCaller(request), request.body, request.lang)),
  )

  app.post(`${ORDER}/checkPreBook`, { schema: { body: CheckPreBookBody, response: { 200: Reply(CheckPreBookReply) } } }, async (request) =>
    ok(await checkPreBook(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${ORDER}/checkSameOrder`, { schema: { body: CarSameOrderBody, response: { 200: Reply(CarSameOrderReply) } } }, async (request) =>
    ok(await checkSameRide(ctx, requireCaller(request), request.body)),
  )
  app.post(`${ORDER}/bookCarOrder`, { schema: { body: CarBookBody, response: { 200: Reply(CarBookReply) } } }, async (request) =>
    ok(await bookCar(ctx, requireCaller(request), request.body, request.lang)),
  )
  for (const path of ['QueryCarOrderDetail', 'vehicleClzcDetail', 'detail']) {
    app.get(`${ORDER}/${path}`, { schema: { querystring: CarOrderIdQuery, response: { 200: Reply(CarOrderDetail) } } }, async (request) =>
      ok(await carOrderDetail(ctx, requireCaller(request), Number(request.query.orderId), request.lang)),
    )
  }
  app.post(`${ORDER}/getDriverLocation`, { schema: { body: CarOrderIdBody, response: { 200: Reply(DriverLocationReply) } } }, async (request) =>
    ok(await driverLocation(ctx, requireCaller(request), Number(request.body.orderId))),
  )
  app.post(`${ORDER}/getCancelFee`, { schema: { body: CarOrderIdBody, response: { 200: Reply(CancelFeeReply) } } }, async (request) =>
    ok(await cancelFee(ctx, requireCaller(request), Number(request.body.orderId), request.lang)),
  )
  for (const path of ['cancel', 'cancelCarOrder']) {
    app.post(`${ORDER}/${path}`, { schema: { body: CarCancelBody, response: { 200: Reply(CarCancelReply) } } }, async (request) =>
      ok(await cancelCarOrder(ctx, requireCaller(request), request.body, request.lang)),
    )
  }
  app.post(`${ORDER}/list`, { schema: { body: OrderListBody, response: { 200: Reply(OrderListReply) } } }, async (request) =>
    ok(await orderList(ctx, requireCaller(request), { ...request.body, orderType: 11018 }, request.lang)),
  )
  app.post(`${ORDER}/blztList`, { schema: { body: EmptyBody, response: { 200: Reply(CarStateListReply) } } }, async (request) => {
    requireCaller(request)
    return ok(carStates(request.lang))
  })

  app.post(`${ADDRESS}/list`, { schema: { body: EmptyBody, response: { 200: Reply(CarAddressListReply) } } }, async (request) =>
    ok(await addressList(ctx, requireCaller(request))),
  )
  app.post(`${ADDRESS}/save`, { schema: { body: CarAddressSaveBody, response: { 200: Reply(CarAddressSaveReply) } } }, async (request) =>
    ok(await addressSave(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${ADDRESS}/delete`, { schema: { body: CarAddressDeleteBody, response: { 200: Reply(EmptyBody) } } }, async (request) =>
    ok(await addressDelete(ctx, requireCaller(request), Number(request.body.id))),
  )

  app.post(`${TRIP}/list`, { schema: { body: TripCarListBody, response: { 200: Reply(TripCarListReply) } } }, async (request) =>
    ok(await tripCarList(ctx, requireCaller(request), request.body, request.lang)),
  )
  app.post(`${TRIP}/add`, { schema: { body: TripCarAddBody, response: { 200: Reply(TripCarAddReply) } } }, async (request) =>
    ok(await tripCarAdd(ctx, requireCaller(request), request.body, request.lang)),
  )

  if (ctx.demoTools) void app.register(demoCarRoutes)
}

/** The demo clock, in its own scope so the loopback check covers exactly it. */
async function demoCarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { ctx } = fastify

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw notFound()
  })

  app.post('/obt/demo/car/advance', { schema: { body: CarAdvanceBody, response: { 200: Reply(CarAdvanceReply) } }, config: { public: true } }, async (request) =>
    ok(await demoAdvance(ctx, request.body)),
  )
}
