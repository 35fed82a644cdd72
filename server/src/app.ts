/**
 * Builds the Fastify application (no listen): context, hooks, routes, files. server.ts and the
 * tests both start from here.
 */
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { AppContext } from './context'
import { DEFAULT_DEMO_PHONE } from './db/demo-logins'
import type { Database } from './db/kysely'
import { registerAuth } from './plugins/auth'
import { registerApiCompression } from './plugins/compress'
import { registerDb } from './plugins/db'
import { clientErrorHandler, frameworkErrorHandler, registerEnvelope, registerReplyCheck } from './plugins/envelope'
import { registerI18n } from './plugins/i18n'
import { registerStaticFiles } from './plugins/static-files'
import { SimulatedPaymentProvider, type PaymentProvider } from './providers/payment'
import { OutboxSmsSender, type SmsSender } from './providers/sms'
import { SimulatedWechatProvider, type WechatProvider } from './providers/wechat'
import { bugManageRoutes } from './routes/mqc/bug-manage'
import { accountRoutes } from './routes/obt/account/account-routes'
import { approvalRoutes } from './routes/obt/approval/approval-routes'
import { authRoutes } from './routes/obt/auth/auth-routes'
import { companyGroupRoutes } from './routes/obt/company-group/company-group-routes'
import { flightRoutes } from './routes/obt/flight/flight-routes'
import { intlFlightRoutes } from './routes/obt/flight/intl-flight-routes'
import { registerIntlFlightKind } from './services/flights/intl-kind'
import { hotelRoutes } from './routes/obt/hotel/hotel-routes'
import { hotelInquiryRoutes } from './routes/obt/hotel/hotel-inquiry-routes'
import { tourRoutes } from './routes/obt/travel/tour-routes'
import { visaRoutes } from './routes/obt/visa/visa-routes'
import { registerVisaKind } from './services/visas/kind'
import { carRoutes } from './routes/obt/car/car-routes'
import { airportServiceRoutes } from './routes/obt/airport/airport-service-routes'
import { airportInfoRoutes } from './routes/obt/airport-info/airport-info-routes'
import { flightStandardRoutes } from './routes/obt/airport-info/flight-standard-routes'
import { mineRoutes } from './routes/obt/mine/mine-routes'
import { registerAirportServiceKinds } from './services/airport-services/kind'
import { insuranceRoutes } from './routes/obt/insurance/insurance-routes'
import { registerInsuranceKind } from './services/insurance/kind'
import { trainAccountRoutes } from './routes/obt/train/train-account-routes'
import { trainOrderRoutes } from './routes/obt/train/train-order-routes'
import { trainSearchRoutes } from './routes/obt/train/train-search-routes'
import { generalRoutes } from './routes/obt/general/general-routes'
import { geoRoutes } from './routes/obt/geo/geo-routes'
import { messageRoutes } from './routes/obt/messages/messages-routes'
import { orderRoutes } from './routes/obt/orders/order-routes'
import { payRoutes } from './routes/obt/pay/pay-routes'
import { systemRoutes } from './routes/obt/system/system-routes'
import { travellerRoutes } from './routes/obt/travellers/traveller-routes'
import { userCenterRoutes } from './routes/obt/user-center/user-center-routes'
import { tripRoutes } from './routes/obt/trip/trip-routes'
import { wechatRoutes } from './routes/obt/wechat/wechat-routes'
import { workplaceRoutes } from './routes/obt/workplace/workplace-routes'
import { mapServiceRoutes } from './routes/ws/map-service-routes'
import { invoiceRoutes } from './routes/obt/invoice/invoice-routes'
import { companyAdminRoutes } from './routes/obt/company-admin/company-admin-routes'
import { carbonRoutes } from './routes/obt/carbon/carbon-routes'
import { dutyOfCareRoutes } from './routes/obt/duty-of-care/duty-of-care-routes'
import { registerFlightKind } from './services/flights/kind'
import { registerTrainKind } from './services/trains/kind'
import { registerHotelKind } from './services/hotels/kind'
import { registerTourKind } from './services/tours/kind'
import { registerCarKind } from './services/cars/kind'
import { SimulatedCarSupplier } from './suppliers/cars/simulator'
import type { CarSupplier } from './suppliers/cars/types'
import { MAX_UPLOAD_BYTES } from './services/trips/trip-attachments'
import { SimulatedFlightSupplier } from './suppliers/flights/simulator'
import type { FlightSupplier } from './suppliers/flights/types'
import { SimulatedTrainSupplier } from './suppliers/trains/simulator'
import type { TrainSupplier } from './suppliers/trains/types'
import { SimulatedHotelSupplier } from './suppliers/hotels/simulator'
import type { HotelSupplier } from './suppliers/hotels/types'
import { SimulatedCardVault, type CardVault } from './providers/card-vault'
import { REDACTED, SECRET_KEYS, redactUrl } from './util/redact'

/** What the application is built from. */
export interface AppDeps {
  db: Database
  /** Defaults to the system clock; tests pass a movable one. */
  clock?: () => Date
  /** Defaults to the simulated provider. server.ts picks the real one when WECHAT_APPID and WECHAT_SECRET are set. */
  wechat?: WechatProvider
  /** Defaults to the outbox sender (sms_outbox table). */
  sms?: SmsSender
  /** Defaults to the flight simulator (on the app's clock). */
  flights?: FlightSupplier
  /** Defaults to the train simulator (on the app's clock). */
  trains?: TrainSupplier
  /** Defaults to the hotel simulator. */
  hotels?: HotelSupplier
  /** Defaults to the car simulator. */
  cars?: CarSupplier
  /** Defaults to the simulated card vault (guarantee cards). */
  cardVault?: CardVault
  /** Defaults to the simulated payment provider. */
  payments?: PaymentProvider
  /** false: no logs; true: info to stdout; an object: pino options (level, stream...), redaction is always added. */
  logger?: boolean | Record<string, unknown>
  /** SMS outbox and captcha answers over HTTP, for demos and end-to-end tests. Default on. */
  demoTools?: boolean
  /** Folder of the H5 build to serve at /; null or missing folder: a notice page. */
  h5Dir?: string | null
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy: addresses or CIDRs). None by
   * default: believing every client would let anyone choose its own address and walk round the
   * per-address rate limits.
   */
  trustProxy?: string[]
  /**
   * Check every success reply against its route's reply schema (a mismatch answers 999 and is
   * logged with the offending field's path; plugins/envelope.ts registerReplyCheck). Defaults to
   * on under test (NODE_ENV=test), off otherwise: it validates every reply.
   */
  checkReplies?: boolean
}

/** pino redaction paths: the secret fields at the top level, one and two levels down, and the token header. */
const redactPaths = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
]

function loggerOptions(logger: AppDeps['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  return {
    level: 'info',
    ...(typeof logger === 'object' ? logger : {}),
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      // Only what is needed to follow a request; the URL loses secret query values (validModifyPassword?pwd=...).
      req: (request: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        platform: request.headers['y-cli'],
        remoteAddress: request.ip,
      }),
    },
  }
}

/** Creates the application. Call `ready()` (or `inject`/`listen`) to finish loading. */
export function buildApp(deps: AppDeps): FastifyInstance {
  // The products whose orders ride the order spine (services/orders/registry.ts).
  registerFlightKind()
  registerIntlFlightKind()
  registerTrainKind()
  registerHotelKind()
  registerTourKind()
  registerVisaKind()
  registerCarKind()
  registerAirportServiceKinds()
  registerInsuranceKind()
  const clock = deps.clock ?? (() => new Date())
  const ctx: AppContext = {
    db: deps.db.db,
    dbKind: deps.db.kind,
    clock,
    wechat: deps.wechat ?? new SimulatedWechatProvider(DEFAULT_DEMO_PHONE),
    sms: deps.sms ?? new OutboxSmsSender(deps.db.db),
    flights: deps.flights ?? new SimulatedFlightSupplier(clock),
    trains: deps.trains ?? new SimulatedTrainSupplier(clock),
    hotels: deps.hotels ?? new SimulatedHotelSupplier(clock),
    cars: deps.cars ?? new SimulatedCarSupplier(),
    cardVault: deps.cardVault ?? new SimulatedCardVault(),
    payments: deps.payments ?? new SimulatedPaymentProvider(),
    demoTools: deps.demoTools ?? true,
  }
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy?.length ? deps.trustProxy : false,
    // Node's default (16 KB) would refuse a long URL before any hook runs; with room above the
    // envelope's own URL limit (MAX_URL_LENGTH) such a request gets the 4000 envelope from the hook.
    http: { maxHeaderSize: 32 * 1024 },
    // What Node still cannot parse, and what the router refuses (a path parameter over
    // maxParamLength, a bad escape), is answered with the envelope too, not with Fastify's own JSON.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  })

  registerDb(app, ctx)
  registerI18n(app)
  registerEnvelope(app)
  if (deps.checkReplies ?? process.env.NODE_ENV === 'test') registerReplyCheck(app)
  registerApiCompression(app)
  registerAuth(app)
  // Attachments only (one file of at most 10 MB); other routes never see multipart bodies.
  void app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: true })

  void app.register(authRoutes)
  void app.register(accountRoutes)
  void app.register(generalRoutes)
  void app.register(messageRoutes)
  void app.register(geoRoutes)
  void app.register(wechatRoutes)
  void app.register(flightRoutes)
  void app.register(intlFlightRoutes)
  void app.register(trainSearchRoutes)
  void app.register(trainAccountRoutes)
  void app.register(trainOrderRoutes)
  void app.register(hotelRoutes)
  void app.register(hotelInquiryRoutes)
  void app.register(tourRoutes)
  void app.register(visaRoutes)
  void app.register(carRoutes)
  void app.register(airportServiceRoutes)
  void app.register(insuranceRoutes)
  void app.register(mineRoutes)
  void app.register(travellerRoutes)
  void app.register(userCenterRoutes)
  void app.register(orderRoutes)
  void app.register(payRoutes)
  void app.register(tripRoutes)
  void app.register(approvalRoutes)
  void app.register(systemRoutes)
  void app.register(bugManageRoutes)
  void app.register(mapServiceRoutes)
  void app.register(workplaceRoutes)
  void app.register(invoiceRoutes)
  void app.register(airportInfoRoutes)
  void app.register(flightStandardRoutes)
  void app.register(companyAdminRoutes)
  void app.register(carbonRoutes)
  void app.register(dutyOfCareRoutes)
  void app.register(companyGroupRoutes)
  registerStaticFiles(app, deps.h5Dir ?? null)
  return app
}
