/**
 * Airport service calls (booking flows §2.4, §3.10, §7.11, §9): published airports, the aggregate
 * list, the lists per kind (lounge, fast security, check-in, guest pass, integrated product),
 * facilities, a service's detail, the caller's own flights at an airport, booking, order detail,
 * cancel and the order list (order types 11028–11031 and 21028). Paths in server/README.md,
 * Airport services.
 *
 * Conventions: dates 'YYYY-MM-DD' (China); times 'YYYY-MM-DD HH:mm' (China); money CNY. Names come
 * in the request's language. Another company's id, or an order outside the caller's booking scope,
 * answers 4004 exactly like a missing id. Prices, totals, statuses and voucher codes are the
 * server's; document numbers travel masked.
 *
 * Like every schema file this one imports nothing at run time but TypeBox and the shared blocks,
 * so the app can `import type` the Static types.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, FreeText, IdText, Line, OrderStatusCode, TripType } from './common'
import { OrderContact, PassengerInput } from './order'

/** The five kinds of airport service. */
export const AirportServiceType = Type.Union([
  Type.Literal('LOUNGE'),
  Type.Literal('FAST_CHECK'),
  Type.Literal('CHECK_IN'),
  Type.Literal('GUEST_PASS'),
  Type.Literal('INTEGRATED'),
])
export type AirportServiceType = Static<typeof AirportServiceType>

/** Order types of airport services (booking flows §2.4): 11028 lounge, 11029 fast check, 11030 check-in, 11031 guest pass, 21028 integrated. */
export const AirportOrderType = Type.Union([Type.Literal(11028), Type.Literal(11029), Type.Literal(11030), Type.Literal(11031), Type.Literal(21028)])
export type AirportOrderType = Static<typeof AirportOrderType>

/** An IATA airport code ('PEK'). */
export const AirportCode = Type.String({ pattern: '^[A-Za-z]{3}$' })
/** A terminal ('T3'; '' for an airport with one terminal). */
export const Terminal = Type.String({ pattern: '^(T[0-9]{1,2})?$' })
/** A service id of the catalogue ('PEK-T3-LG1'). */
export const ServiceId = Type.String({ pattern: '^[A-Z]{3}-(T[0-9]{1,2}|00)-[A-Z]{2}[0-9]$' })

/** Where and when a list looks: the airport (default: the company's, else PEK), a terminal (default all) and a day (default today, China). */
export const AirportPlaceBody = Type.Object({
  airportCode: Type.Optional(AirportCode),
  terminal: Type.Optional(Terminal),
  date: Type.Optional(DateText),
})
export type AirportPlaceBody = Static<typeof AirportPlaceBody>

/** An airport that sells services, with its terminals. */
export const PublishedAirport = Type.Object({
  airportCode: Type.String(),
  name: Type.String(),
  cityName: Type.String(),
  terminals: Type.Array(Type.String()),
})
export type PublishedAirport = Static<typeof PublishedAirport>

/** POST /obt/airport/publishedAirports reply: the airports with services and the caller's company default. */
export const PublishedAirportsReply = Type.Object({ defaultAirportCode: Type.String(), list: Type.Array(PublishedAirport) })
export type PublishedAirportsReply = Static<typeof PublishedAirportsReply>

/** A service as lists and the detail show it. `left`: places left on the day; `shuttle`: the 30-day rule applies; `needsFlight`: a flight must be named. */
export const AirportServiceItem = Type.Object({
  serviceId: Type.String(),
  type: AirportServiceType,
  orderType: AirportOrderType,
  name: Type.String(),
  airportCode: Type.String(),
  airportName: Type.String(),
  terminal: Type.String(),
  location: Type.String(),
  openHours: Type.String(),
  price: Type.Number(),
  rules: Type.Array(Type.String()),
  highlights: Type.Array(Type.String()),
  date: Type.String(),
  left: Type.Integer(),
  soldOut: Type.Boolean(),
  shuttle: Type.Boolean(),
  needsFlight: Type.Boolean(),
})
export type AirportServiceItem = Static<typeof AirportServiceItem>

/** A group of the aggregate list. */
export const AirportServiceGroup = Type.Object({ type: AirportServiceType, orderType: AirportOrderType, title: Type.String(), list: Type.Array(AirportServiceItem) })
export type AirportServiceGroup = Static<typeof AirportServiceGroup>

/** POST /obt/airport/aggregateList reply: every kind at the airport (and terminal) for the day. */
export const AggregateListReply = Type.Object({
  airportCode: Type.String(),
  airportName: Type.String(),
  cityName: Type.String(),
  terminal: Type.String(),
  terminals: Type.Array(Type.String()),
  date: Type.String(),
  defaultAirportCode: Type.String(),
  groups: Type.Array(AirportServiceGroup),
})
export type AggregateListReply = Static<typeof AggregateListReply>

/** POST /obt/airport/{lounge,fastCheck,checkIn,guestPass,integrated}/list reply. */
export const ServiceListReply = Type.Object({ airportCode: Type.String(), terminal: Type.String(), date: Type.String(), list: Type.Array(AirportServiceItem) })
export type ServiceListReply = Static<typeof ServiceListReply>

/** POST /obt/airport/facilities body. */
export const FacilitiesBody = Type.Object({ airportCode: Type.Optional(AirportCode), terminal: Type.Optional(Terminal) })
export type FacilitiesBody = Static<typeof FacilitiesBody>

/** A facility of a terminal (not booked: where and when). */
export const AirportFacility = Type.Object({ facilityId: Type.String(), name: Type.String(), terminal: Type.String(), location: Type.String(), openHours: Type.String() })
/** facilities reply. */
export const FacilitiesReply = Type.Object({ airportCode: Type.String(), list: Type.Array(AirportFacility) })
export type FacilitiesReply = Static<typeof FacilitiesReply>

/** POST /obt/airport/serviceDetail body. */
export const ServiceDetailBody = Type.Object({ serviceId: ServiceId, date: Type.Optional(DateText) })
export type ServiceDetailBody = Static<typeof ServiceDetailBody>

/** serviceDetail reply: the service, its description and what a bundle includes. */
export const ServiceDetailReply = Type.Object({
  service: AirportServiceItem,
  description: Type.String(),
  includes: Type.Array(Type.String()),
  cancelRule: Type.String(),
})
export type ServiceDetailReply = Static<typeof ServiceDetailReply>

/** POST /obt/airport/myFlights body: the caller's issued flight orders departing from an airport. */
export const MyFlightsBody = Type.Object({ airportCode: Type.Optional(AirportCode) })
export type MyFlightsBody = Static<typeof MyFlightsBody>

/** A flight of the caller that a service can be tied to. */
export const MyFlight = Type.Object({
  flightOrderId: Type.String(),
  orderNo: Type.String(),
  flightNo: Type.String(),
  depDate: Type.String(),
  depTime: Type.String(),
  depAirport: Type.String(),
  depAirportName: Type.String(),
  terminal: Type.String(),
  route: Type.String(),
  passengerNames: Type.String(),
})
export type MyFlight = Static<typeof MyFlight>

/** myFlights reply (departures still ahead, soonest first). */
export const MyFlightsReply = Type.Object({ list: Type.Array(MyFlight) })
export type MyFlightsReply = Static<typeof MyFlightsReply>

/**
 * POST /obt/airport/book. The service and its day; the people (employees in the caller's booking
 * scope, own frequent travellers, or guests with name, document and phone; 1–9); the flight: one of
 * the caller's own issued flight orders departing from the service's airport (`flightOrderId`,
 * which fills flight number, day and time), or typed in (`flightNo` + `depTime`); lounges need no
 * flight, the others do. Refused with the spec's messages: fast security (and the integrated
 * product, which includes it) under 40 minutes before departure; shuttle services (guest pass)
 * beyond 30 days; any service beyond 90 days or in the past. No business-trip application is
 * asked: the service rides on a flight that went through its own. The same `clientToken` answers
 * the same order.
 */
export const AirportBookBody = Type.Object({
  serviceId: ServiceId,
  /** The day of use; with a flight, its departure day (may be left out). */
  serviceDate: Type.Optional(DateText),
  travellers: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  flightOrderId: Type.Optional(IdText),
  flightNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2}[0-9]{1,4}[A-Za-z]?$' })),
  /** 'YYYY-MM-DD HH:mm', China time. */
  depTime: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' })),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
  clientToken: Line({ minLength: 8, maxLength: 64 }),
  /** The total the screen showed: a different price answers 4009 with the current one (compared only). */
  expectedTotal: Type.Optional(Type.Number({ minimum: 0 })),
})
export type AirportBookBody = Static<typeof AirportBookBody>

/** book reply. */
export const AirportBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: AirportOrderType,
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
})
export type AirportBookReply = Static<typeof AirportBookReply>

/** An order id in a query. */
export const AirportOrderIdQuery = Type.Object({ orderId: IdText })
export type AirportOrderIdQuery = Static<typeof AirportOrderIdQuery>
/** An order id in a body. */
export const AirportOrderIdBody = Type.Object({ orderId: IdText })
export type AirportOrderIdBody = Static<typeof AirportOrderIdBody>

/** A person of an order with the voucher (issued after payment; null before). */
export const AirportTravellerView = Type.Object({
  name: Type.String(),
  empId: Type.Union([Type.String(), Type.Null()]),
  cardType: Type.String(),
  cardMasked: Type.String(),
  voucherCode: Type.Union([Type.String(), Type.Null()]),
})
export type AirportTravellerView = Static<typeof AirportTravellerView>

/** GET /obt/airport/orderDetail reply. */
export const AirportOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: AirportOrderType,
  type: AirportServiceType,
  status: OrderStatusCode,
  tripType: TripType,
  createdAt: Type.String(),
  bookerName: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  service: Type.Object({
    serviceId: Type.String(),
    name: Type.String(),
    airportCode: Type.String(),
    airportName: Type.String(),
    terminal: Type.String(),
    location: Type.String(),
    openHours: Type.String(),
    rules: Type.Array(Type.String()),
  }),
  serviceDate: Type.String(),
  flight: Type.Union([
    Type.Object({ flightOrderId: Type.Union([Type.String(), Type.Null()]), flightNo: Type.String(), depTime: Type.String() }),
    Type.Null(),
  ]),
  travellers: Type.Array(AirportTravellerView),
  price: Type.Object({ unitPrice: Type.Number(), quantity: Type.Integer(), total: Type.Number(), paid: Type.Number(), refunded: Type.Number() }),
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  costCenterName: Type.String(),
  projectName: Type.String(),
  remark: Type.String(),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean() }),
  /** The cancellation rule in words. */
  cancelRule: Type.String(),
  /** Why the order can no longer be cancelled (null: it can, or it is over). */
  cancelBlocked: Type.Union([Type.String(), Type.Null()]),
})
export type AirportOrderDetail = Static<typeof AirportOrderDetail>

/** POST /obt/airport/cancel reply: unpaid orders are cancelled; paid ones are refunded in full before the service day. */
export const AirportCancelReply = Type.Object({ orderId: Type.String(), status: OrderStatusCode, refundAmount: Type.Number() })
export type AirportCancelReply = Static<typeof AirportCancelReply>
