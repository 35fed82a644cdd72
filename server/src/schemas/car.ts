/**
 * Car calls (booking flows §7.5, §3.6, §4 car states; the contract of issue 12, /tmp/car-contract.md
 * section 3): cities and car types, flight by number, the car policy by scene, estimates (queryCar),
 * day cars, the pre-book checks, booking on the order spine (11018), the order detail and the
 * chartered-car detail, the driver's position, cancel fee and cancel, the car order list and
 * states, favourite places, the car routes of business-trip applications, and the demo clock.
 *
 * Conventions: times 'YYYY-MM-DD HH:mm' China time; money CNY with fen; ids strings of digits;
 * names in the request's language. Errors: 4000 with tips for bad input (coordinates outside
 * lon 72.004–137.8347 / lat 0.8293–55.8271 too), 4004 for missing / another company's / out of
 * scope (identical), 4009 for conflicts (state, priceExpired, cancelFeeChanged).
 *
 * Deviations from the contract (additive only): queryCar, queryDayCar and travelPolicy take an
 * optional `tripType` (2: personal, judged without a standard; default 1); book replies also carry
 * `estimatePrice`; the detail carries `tripType`, `payDeadline` and `cancelReason`; the order-list
 * rows are the spine's OrderListItem (day cars: `flightNo` starts with 'DAY:' — open them with
 * vehicleClzcDetail).
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, FreeText, IdText, Line, Mobile, OrderStatusCode, TripType, Violation } from './common'
import { OrderContact } from './order'

// ---------------------------------------------------------------- shared blocks

/** Car types: 1 economy 经济型, 2 comfort 舒适型, 3 business 商务型 (6–7 seats), 4 luxury 豪华型. */
export const CarType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])
export type CarType = Static<typeof CarType>

/**
 * Use types: 1 instant 即时用车, 2 scheduled 预约用车, 3 airport pick-up 接机, 4 airport drop-off
 * 送机, 5 station pick-up 接站, 6 station drop-off 送站, 7 chartered day car 包车.
 */
export const UseType = Type.Union([1, 2, 3, 4, 5, 6, 7].map((n) => Type.Literal(n)))
export type UseType = Static<typeof UseType>

/** Use types a point-to-point ride (queryCar) takes. */
export const RideUseType = Type.Union([1, 2, 3, 4, 5, 6].map((n) => Type.Literal(n)))
export type RideUseType = Static<typeof RideUseType>

/** Car ride states (contract/order-status.ts CAR_STATUS). */
export const CarStatusCode = Type.Union(
  ['CAR_WAITING', 'CAR_DISPATCHING', 'CAR_DRIVER_ACCEPTED', 'CAR_ARRIVED', 'CAR_PICKED_UP', 'CAR_JOURNEY_BEGUN'].map((c) => Type.Literal(c)),
)
export type CarStatusCode = Static<typeof CarStatusCode>

/** A point (GCJ-02 degrees). */
export const LatLngBlock = Type.Object({ lat: Type.Number(), lng: Type.Number() })
export type LatLngBlock = Static<typeof LatLngBlock>

/** 'YYYY-MM-DD HH:mm'. */
export const MinuteText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' })

/** A place in requests and replies. lat/lng outside the spec's bounds answer 4000. */
export const CarPlace = Type.Object({
  name: Line({ minLength: 1, maxLength: 100 }),
  address: Line({ maxLength: 200 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  cityId: Type.Optional(Line({ maxLength: 16 })),
  placeId: Type.Optional(Line({ maxLength: 64 })),
})
export type CarPlace = Static<typeof CarPlace>

/** A city code (geo city code: SHA, BJS...). */
const CityId = Line({ minLength: 2, maxLength: 16 })

/** wb: 0 in policy, 1 out of policy (a reason needed), 2 out of policy and not bookable. */
export const CarWb = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type CarWb = Static<typeof CarWb>

/** The car policy of a scene. overPolicyAction 1 reason, 2 forbidden, 3 reason + approval. */
export const CarStandard = Type.Object({
  name: Type.String(),
  carTypes: Type.Array(Type.Integer()),
  maxAmount: Type.Union([Type.Number(), Type.Null()]),
  /** City names allowed (null: all cities). */
  cities: Type.Union([Type.Array(Type.String()), Type.Null()]),
  timeWindow: Type.Union([Type.Object({ from: Type.String(), to: Type.String() }), Type.Null()]),
  overPolicyAction: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
})
export type CarStandard = Static<typeof CarStandard>

/** Optional trip context of the searches. */
const SearchContext = {
  ccsqdId: Type.Optional(Line({ maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  passengerEmpId: Type.Optional(IdText),
  /** 1 business (default: judged against the standard), 2 personal (no standard). */
  tripType: Type.Optional(TripType),
}

// ---------------------------------------------------------------- search

/** POST carQuery/vehiclesCityFindList. */
export const CarCityListBody = Type.Object({})
export type CarCityListBody = Static<typeof CarCityListBody>
export const CarCity = Type.Object({ cityId: Type.String(), cityName: Type.String(), lat: Type.Number(), lng: Type.Number(), dayCar: Type.Boolean() })
export type CarCity = Static<typeof CarCity>
export const CarCityListReply = Type.Object({ list: Type.Array(CarCity) })
export type CarCityListReply = Static<typeof CarCityListReply>

/** POST carQuery/vehicleTypeFindList. */
export const CarTypeListBody = Type.Object({ cityId: Type.Optional(CityId) })
export type CarTypeListBody = Static<typeof CarTypeListBody>
export const CarTypeInfo = Type.Object({ carType: CarType, name: Type.String(), seats: Type.Integer(), models: Type.String(), luggage: Type.Integer() })
export type CarTypeInfo = Static<typeof CarTypeInfo>
export const CarTypeListReply = Type.Object({ list: Type.Array(CarTypeInfo) })
export type CarTypeListReply = Static<typeof CarTypeListReply>

/** POST carQuery/queryFlightByHbh (page size 160 by default). */
export const FlightByNoBody = Type.Object({
  flightNo: Type.String({ pattern: '^[A-Za-z0-9]{2}\\d{1,4}[A-Za-z]?$' }),
  date: DateText,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 160 })),
})
export type FlightByNoBody = Static<typeof FlightByNoBody>
export const FlightByNo = Type.Object({
  flightNo: Type.String(),
  airline: Type.String(),
  depCity: Type.String(),
  arrCity: Type.String(),
  depTime: Type.String(),
  arrTime: Type.String(),
  arrAirport: Type.String(),
  arrAirportName: Type.String(),
  arrTerminal: Type.String(),
  /** The arrival city's code (the car city). */
  arrCityId: Type.String(),
  place: CarPlace,
})
export type FlightByNo = Static<typeof FlightByNo>
export const FlightByNoReply = Type.Object({ list: Type.Array(FlightByNo) })
export type FlightByNoReply = Static<typeof FlightByNoReply>

/** POST carQuery/travelPolicy. */
export const CarPolicyBody = Type.Object({ useType: UseType, cityId: CityId, startTime: Type.Optional(MinuteText), ...SearchContext })
export type CarPolicyBody = Static<typeof CarPolicyBody>
export const CarPolicyReply = Type.Object({ standard: Type.Union([CarStandard, Type.Null()]), rules: Type.Array(Type.String()) })
export type CarPolicyReply = Static<typeof CarPolicyReply>

/** POST carQuery/queryCar: estimates of every car type for a ride. startTime omitted for instant rides (now). */
export const QueryCarBody = Type.Object({
  useType: RideUseType,
  cityId: CityId,
  from: CarPlace,
  to: CarPlace,
  startTime: Type.Optional(MinuteText),
  flightNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2}\\d{1,4}[A-Za-z]?$' })),
  flightDate: Type.Optional(DateText),
  ...SearchContext,
})
export type QueryCarBody = Static<typeof QueryCarBody>
export const CarEstimate = Type.Object({
  carType: CarType,
  name: Type.String(),
  seats: Type.Integer(),
  models: Type.String(),
  estimatePrice: Type.Number(),
  /** Quote of this car type; lives 10 minutes. */
  priceKey: Type.String(),
  wb: CarWb,
  violations: Type.Array(Violation),
})
export type CarEstimate = Static<typeof CarEstimate>
export const QueryCarReply = Type.Object({
  distanceM: Type.Integer(),
  durationMin: Type.Integer(),
  points: Type.Array(LatLngBlock),
  startTime: Type.String(),
  list: Type.Array(CarEstimate),
  standard: Type.Union([CarStandard, Type.Null()]),
})
export type QueryCarReply = Static<typeof QueryCarReply>

/** POST carQuery/queryDayCar. */
export const QueryDayCarBody = Type.Object({ cityId: CityId, date: DateText, from: Type.Optional(CarPlace), startTime: Type.Optional(MinuteText), ...SearchContext })
export type QueryDayCarBody = Static<typeof QueryDayCarBody>
export const DayCarPackage = Type.Object({
  packageId: Type.String(),
  kind: Type.Union([Type.Literal('HALF'), Type.Literal('FULL')]),
  hours: Type.Integer(),
  km: Type.Integer(),
  carType: CarType,
  name: Type.String(),
  seats: Type.Integer(),
  models: Type.String(),
  price: Type.Number(),
  overHourPrice: Type.Number(),
  overKmPrice: Type.Number(),
  priceKey: Type.String(),
  wb: CarWb,
  violations: Type.Array(Violation),
})
export type DayCarPackage = Static<typeof DayCarPackage>
export const QueryDayCarReply = Type.Object({ list: Type.Array(DayCarPackage) })
export type QueryDayCarReply = Static<typeof QueryDayCarReply>

// ---------------------------------------------------------------- booking

/** POST carOrder/checkPreBook. */
export const CheckPreBookBody = Type.Object({ priceKey: Line({ minLength: 8, maxLength: 64 }), passengerEmpId: Type.Optional(IdText), tripType: Type.Optional(TripType) })
export type CheckPreBookBody = Static<typeof CheckPreBookBody>
export const CheckPreBookReply = Type.Object({
  bookable: Type.Boolean(),
  wb: CarWb,
  violations: Type.Array(Violation),
  needReason: Type.Boolean(),
  needApproval: Type.Boolean(),
  tips: Type.String(),
})
export type CheckPreBookReply = Static<typeof CheckPreBookReply>

/** POST carOrder/checkSameOrder: live rides of that passenger within ±1 h. */
export const CarSameOrderBody = Type.Object({ startTime: MinuteText, passengerMobile: Mobile })
export type CarSameOrderBody = Static<typeof CarSameOrderBody>
export const CarSameOrderReply = Type.Object({
  list: Type.Array(Type.Object({ orderId: Type.String(), orderNo: Type.String(), startTime: Type.String(), fromName: Type.String(), toName: Type.String() })),
})
export type CarSameOrderReply = Static<typeof CarSameOrderReply>

/** The passenger of a ride: an employee within the booker's scope, or a named person. */
export const CarPassenger = Type.Object({ empId: Type.Optional(IdText), name: Line({ minLength: 1, maxLength: 50 }), mobile: Mobile })
export type CarPassenger = Static<typeof CarPassenger>

/** Payment of a ride: the company account at once, or the passenger after the ride. */
export const CarPayment = Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')])
export type CarPayment = Static<typeof CarPayment>

/** POST carOrder/bookCarOrder (same clientToken: same order). */
export const CarBookBody = Type.Object({
  priceKey: Line({ minLength: 8, maxLength: 64 }),
  clientToken: Line({ minLength: 8, maxLength: 64 }),
  passenger: CarPassenger,
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  ccsqdId: Type.Optional(Line({ maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  remark: Type.Optional(FreeText({ maxLength: 100 })),
  startPlaceNote: Type.Optional(Line({ maxLength: 50 })),
  /** The estimate the user saw; a different one now answers 4009 priceChanged. */
  expectedPrice: Type.Optional(Type.Number({ minimum: 0 })),
})
export type CarBookBody = Static<typeof CarBookBody>
export const CarBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  carStatus: Type.Union([CarStatusCode, Type.Null()]),
  needApproval: Type.Boolean(),
  payment: CarPayment,
  estimatePrice: Type.Number(),
})
export type CarBookReply = Static<typeof CarBookReply>

// ---------------------------------------------------------------- orders

/** GET carOrder/QueryCarOrderDetail?orderId, GET carOrder/vehicleClzcDetail?orderId. */
export const CarOrderIdQuery = Type.Object({ orderId: IdText })
export type CarOrderIdQuery = Static<typeof CarOrderIdQuery>
/** POST bodies naming an order. */
export const CarOrderIdBody = Type.Object({ orderId: IdText })
export type CarOrderIdBody = Static<typeof CarOrderIdBody>

export const CarDriver = Type.Object({ name: Type.String(), phone: Type.String(), plate: Type.String(), carModel: Type.String(), color: Type.String(), rating: Type.Number() })
export type CarDriver = Static<typeof CarDriver>

export const CarPosition = Type.Object({ lat: Type.Number(), lng: Type.Number(), heading: Type.Number(), at: Type.String() })
export type CarPosition = Static<typeof CarPosition>

/** The order detail (both detail calls; dayCar present for chartered rides, useType 7). */
export const CarOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11018),
  status: OrderStatusCode,
  carStatus: Type.Union([CarStatusCode, Type.Null()]),
  statusText: Type.String(),
  carStatusText: Type.String(),
  tripType: TripType,
  useType: UseType,
  useTypeText: Type.String(),
  carType: CarType,
  carTypeName: Type.String(),
  cityId: Type.String(),
  from: CarPlace,
  to: CarPlace,
  startTime: Type.String(),
  flight: Type.Union([Type.Object({ flightNo: Type.String(), arrTime: Type.String(), arrTerminal: Type.String() }), Type.Null()]),
  passenger: Type.Object({ name: Type.String(), mobile: Type.String() }),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  startPlaceNote: Type.String(),
  remark: Type.String(),
  estimatePrice: Type.Number(),
  finalPrice: Type.Union([Type.Number(), Type.Null()]),
  cancelFee: Type.Union([Type.Number(), Type.Null()]),
  cancelReason: Type.String(),
  distanceM: Type.Integer(),
  actualDistanceM: Type.Union([Type.Integer(), Type.Null()]),
  durationMin: Type.Integer(),
  points: Type.Array(LatLngBlock),
  driver: Type.Union([CarDriver, Type.Null()]),
  position: Type.Union([CarPosition, Type.Null()]),
  timeline: Type.Array(Type.Object({ code: Type.String(), text: Type.String(), at: Type.String() })),
  payment: CarPayment,
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  canCancel: Type.Boolean(),
  canPay: Type.Boolean(),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  costCenterName: Type.String(),
  projectName: Type.String(),
  violations: Type.Array(Violation),
  reasonText: Type.String(),
  createdAt: Type.String(),
  dayCar: Type.Union([
    Type.Object({
      kind: Type.Union([Type.Literal('HALF'), Type.Literal('FULL')]),
      hours: Type.Integer(),
      km: Type.Integer(),
      overHours: Type.Number(),
      overKm: Type.Number(),
      overFee: Type.Number(),
    }),
    Type.Null(),
  ]),
})
export type CarOrderDetail = Static<typeof CarOrderDetail>

/** POST carOrder/getDriverLocation. lat/lng null before a driver accepts. */
export const DriverLocationReply = Type.Object({
  carStatus: Type.Union([CarStatusCode, Type.Null()]),
  status: OrderStatusCode,
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  heading: Type.Union([Type.Number(), Type.Null()]),
  etaMin: Type.Union([Type.Integer(), Type.Null()]),
  distanceLeftM: Type.Union([Type.Integer(), Type.Null()]),
  at: Type.String(),
})
export type DriverLocationReply = Static<typeof DriverLocationReply>

/** POST carOrder/getCancelFee. */
export const CancelFeeReply = Type.Object({ cancellable: Type.Boolean(), fee: Type.Number(), reason: Type.String() })
export type CancelFeeReply = Static<typeof CancelFeeReply>

/** POST carOrder/cancel: the fee shown (a different one now: 4009 cancelFeeChanged, the new fee in tips and data). */
export const CarCancelBody = Type.Object({ orderId: IdText, expectedFee: Type.Number({ minimum: 0 }) })
export type CarCancelBody = Static<typeof CarCancelBody>
export const CarCancelReply = Type.Object({ status: OrderStatusCode, fee: Type.Number() })
export type CarCancelReply = Static<typeof CarCancelReply>

/** POST carOrder/blztList: the car states with labels. */
export const CarStateListReply = Type.Object({ list: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })) })
export type CarStateListReply = Static<typeof CarStateListReply>

// ---------------------------------------------------------------- places

/** A favourite place. */
export const CarFavorite = Type.Object({ ...CarPlace.properties, id: Type.String(), label: Type.String() })
export type CarFavorite = Static<typeof CarFavorite>
export const CarAddressListReply = Type.Object({ favorites: Type.Array(CarFavorite), history: Type.Array(CarPlace) })
export type CarAddressListReply = Static<typeof CarAddressListReply>
export const CarAddressSaveBody = Type.Object({ label: Line({ minLength: 1, maxLength: 20 }), place: CarPlace })
export type CarAddressSaveBody = Static<typeof CarAddressSaveBody>
export const CarAddressSaveReply = Type.Object({ id: Type.String() })
export type CarAddressSaveReply = Static<typeof CarAddressSaveReply>
export const CarAddressDeleteBody = Type.Object({ id: IdText })
export type CarAddressDeleteBody = Static<typeof CarAddressDeleteBody>

// ---------------------------------------------------------------- car routes of applications

export const TripCarListBody = Type.Object({ ccsqdId: Type.Optional(IdText) })
export type TripCarListBody = Static<typeof TripCarListBody>
export const TripCarRoute = Type.Object({
  ccsqdId: Type.String(),
  ccsqdNo: Type.String(),
  routeId: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  dateStart: Type.String(),
  dateEnd: Type.String(),
  useTypes: Type.Array(Type.Integer()),
  budget: Type.Union([Type.Number(), Type.Null()]),
  /** 1 open, 3 booked. */
  status: Type.Integer(),
  bookedCount: Type.Integer(),
})
export type TripCarRoute = Static<typeof TripCarRoute>
export const TripCarListReply = Type.Object({ list: Type.Array(TripCarRoute) })
export type TripCarListReply = Static<typeof TripCarListReply>
export const TripCarAddBody = Type.Object({
  ccsqdId: IdText,
  cityId: CityId,
  dateStart: DateText,
  dateEnd: DateText,
  useTypes: Type.Array(UseType, { minItems: 1, maxItems: 7 }),
  budget: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999 })),
  note: Type.Optional(FreeText({ maxLength: 200 })),
})
export type TripCarAddBody = Static<typeof TripCarAddBody>
export const TripCarAddReply = Type.Object({ routeId: Type.String() })
export type TripCarAddReply = Static<typeof TripCarAddReply>

// ---------------------------------------------------------------- demo clock

/** POST /obt/demo/car/advance (demo tools, loopback only): the next (or the given) state now. */
export const CarAdvanceBody = Type.Object({ orderId: IdText, to: Type.Optional(Type.Union([CarStatusCode, Type.Literal('COMPLETED')])) })
export type CarAdvanceBody = Static<typeof CarAdvanceBody>
export const CarAdvanceReply = Type.Object({ status: OrderStatusCode, carStatus: Type.Union([CarStatusCode, Type.Null()]) })
export type CarAdvanceReply = Static<typeof CarAdvanceReply>
