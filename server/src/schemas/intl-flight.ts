/**
 * International flights (booking flows §7.2, §8; overview §7): the airport and city sets of the
 * query screen, the itinerary search (queryGjFlight), the fare and cabin rules, the booking
 * (bookGjOrder, order type 11004), the company's international policy, and demand orders
 * (tkNeedOrderAdd/List/Detail/Cancel with their notes, orderNoteAdd/orderNoteList, order type
 * 20034). Paths under /obt/plane/gj/ and /obt/common/ (server/README.md, International flights).
 *
 * Amounts, statuses, seats and the policy verdict are the server's. Passport numbers travel in
 * only; replies mask them. Another company's order or demand answers 4004 exactly like a missing id.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CabinClass, CardType, DateText, FreeText, IdText, Line, Mobile, OrderStatusCode, PsgType, TripType, Violation } from './common'
import { OrderContact } from './order'

const PlaceCode = Type.String({ pattern: '^[A-Za-z]{3}$' })
/** An opaque itinerary key from queryGjFlight (or a consultant's quote). */
export const ItineraryKey = Type.String({ pattern: '^GJ\\.[YCF]\\.[A-Z0-9_.,~-]{10,400}$', maxLength: 420 })

// ---------------------------------------------------------------- geo

/** POST /obt/common/getGjAirportData and getGjCityData: pages of the international sets (page size 1999). */
export const GjGeoBody = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1999 })),
  keyword: Type.Optional(Line({ maxLength: 40 })),
})
export type GjGeoBody = Static<typeof GjGeoBody>

export const GjAirport = Type.Object({
  code: Type.String(),
  name: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  countryCode: Type.String(),
  countryName: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** Outside mainland China. */
  international: Type.Boolean(),
})
export type GjAirport = Static<typeof GjAirport>

export const GjAirportReply = Type.Object({ list: Type.Array(GjAirport), total: Type.Integer() })
export type GjAirportReply = Static<typeof GjAirportReply>

export const GjCity = Type.Object({
  code: Type.String(),
  name: Type.String(),
  countryCode: Type.String(),
  countryName: Type.String(),
  airports: Type.Array(Type.String()),
  international: Type.Boolean(),
  hot: Type.Boolean(),
})
export type GjCity = Static<typeof GjCity>

export const GjCityReply = Type.Object({ list: Type.Array(GjCity), total: Type.Integer() })
export type GjCityReply = Static<typeof GjCityReply>

// ---------------------------------------------------------------- search

export const IntlSort = Type.Union([Type.Literal('price'), Type.Literal('depTime'), Type.Literal('duration')])
export type IntlSort = Static<typeof IntlSort>

export const DepPeriod = Type.Union([Type.Literal('night'), Type.Literal('morning'), Type.Literal('afternoon'), Type.Literal('evening')])
export type DepPeriod = Static<typeof DepPeriod>

/**
 * POST /obt/plane/gj/queryGjFlight. A round trip (retDate) lists priced pairs of an outbound and a
 * return journey. Filters and sort are applied on the server; the first page holds 20.
 */
export const QueryGjFlightBody = Type.Object({
  depCode: PlaceCode,
  arrCode: PlaceCode,
  depDate: DateText,
  retDate: Type.Optional(DateText),
  cabinClass: CabinClass,
  adults: Type.Integer({ minimum: 1, maximum: 9 }),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
  infants: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
  tripType: TripType,
  travellerEmpIds: Type.Optional(Type.Array(IdText, { maxItems: 9 })),
  sort: Type.Optional(IntlSort),
  /** 0: direct only; 1: at most one stop (default). */
  maxStops: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  airlines: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z0-9]{2}$' }), { maxItems: 30 })),
  depPeriods: Type.Optional(Type.Array(DepPeriod, { maxItems: 4 })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999999 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type QueryGjFlightBody = Static<typeof QueryGjFlightBody>

export const IntlLegView = Type.Object({
  flightNo: Type.String(),
  airline: Type.String(),
  airlineName: Type.String(),
  aircraft: Type.String(),
  aircraftName: Type.String(),
  depAirport: Type.String(),
  depAirportName: Type.String(),
  depCityName: Type.String(),
  arrAirport: Type.String(),
  arrAirportName: Type.String(),
  arrCityName: Type.String(),
  /** Country or region codes of the two airports (which documents the trip allows). */
  depCountry: Type.String(),
  arrCountry: Type.String(),
  /** Local 'YYYY-MM-DD HH:mm' at the airport. */
  depTime: Type.String(),
  arrTime: Type.String(),
  durationMinutes: Type.Integer(),
})
export type IntlLegView = Static<typeof IntlLegView>

export const IntlJourneyView = Type.Object({
  depAirport: Type.String(),
  depCityName: Type.String(),
  arrAirport: Type.String(),
  arrCityName: Type.String(),
  depTime: Type.String(),
  arrTime: Type.String(),
  /** Days the arrival is after the departure, in local dates (+1, +2...). */
  arrDayOffset: Type.Integer(),
  durationMinutes: Type.Integer(),
  stops: Type.Integer(),
  legs: Type.Array(IntlLegView),
  layovers: Type.Array(Type.Object({ airport: Type.String(), airportName: Type.String(), cityName: Type.String(), minutes: Type.Integer() })),
})
export type IntlJourneyView = Static<typeof IntlJourneyView>

/** An itinerary: one journey (one way) or two (round trip), priced as one fare. */
export const IntlItinerary = Type.Object({
  itineraryKey: Type.String(),
  cabinClass: CabinClass,
  cabinName: Type.String(),
  journeys: Type.Array(IntlJourneyView),
  airlines: Type.Array(Type.String()),
  mainAirline: Type.String(),
  mainAirlineName: Type.String(),
  /** Per adult. */
  fare: Type.Number(),
  taxes: Type.Number(),
  /** fare + taxes per adult. */
  price: Type.Number(),
  /** Everyone searched for (adults, children, infants). */
  totalPrice: Type.Number(),
  seatsLeft: Type.Integer(),
  violations: Type.Array(Violation),
  /** Estimated kg CO2e per passenger of every leg in this cabin (README "Carbon estimates"); absent when an airport has no coordinates. */
  co2Kg: Type.Optional(Type.Integer()),
})
export type IntlItinerary = Static<typeof IntlItinerary>

/** The international standard that applied (null: personal trip or no policy). */
export const IntlStandard = Type.Object({
  name: Type.String(),
  cabinClass: CabinClass,
  cabinName: Type.String(),
  longHaulHours: Type.Integer(),
  /** 1 allowed with a reason, 2 forbidden, 3 allowed with a reason and approval. */
  overPolicyAction: Type.Integer(),
  text: Type.String(),
})
export type IntlStandard = Static<typeof IntlStandard>

export const QueryGjFlightReply = Type.Object({
  list: Type.Array(IntlItinerary),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  facets: Type.Object({
    airlines: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), minPrice: Type.Number() })),
    minPrice: Type.Number(),
    maxPrice: Type.Number(),
    directCount: Type.Integer(),
  }),
  standard: Type.Union([IntlStandard, Type.Null()]),
})
export type QueryGjFlightReply = Static<typeof QueryGjFlightReply>

// ---------------------------------------------------------------- fare rules

/** POST /obt/plane/gj/queryGjFareRule: the itinerary again with its fare rules (tkIntCabin). */
export const QueryGjFareRuleBody = Type.Object({
  itineraryKey: ItineraryKey,
  tripType: TripType,
  travellerEmpIds: Type.Optional(Type.Array(IdText, { maxItems: 9 })),
  adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
  infants: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
})
export type QueryGjFareRuleBody = Static<typeof QueryGjFareRuleBody>

export const QueryGjFareRuleReply = Type.Object({
  itinerary: IntlItinerary,
  baggage: Type.String(),
  changeRule: Type.String(),
  refundRule: Type.String(),
  /** International tickets: refunds and changes only through customer service (§8). */
  afterSaleNote: Type.String(),
  servicePhone: Type.String(),
  standard: Type.Union([IntlStandard, Type.Null()]),
  /** Price per passenger type. */
  prices: Type.Array(Type.Object({ psgType: PsgType, fare: Type.Number(), taxes: Type.Number() })),
})
export type QueryGjFareRuleReply = Static<typeof QueryGjFareRuleReply>

// ---------------------------------------------------------------- booking

/**
 * A passenger of an international booking: who (an employee within the booking scope, a frequent
 * traveller, or a guest) and the travel document as the airline needs it. `engName` is
 * 'SURNAME/GIVEN NAMES' (split on the slash, upper-cased); the document number at most 9 letters
 * or digits; the document valid for six months after the trip's last day.
 */
export const IntlPassengerInput = Type.Object({
  empId: Type.Optional(IdText),
  contactId: Type.Optional(IdText),
  /** Chinese (or native) name; guests only. */
  name: Type.Optional(Line({ maxLength: 50 })),
  engName: Line({ maxLength: 80 }),
  cardType: CardType,
  cardNumber: Line({ maxLength: 32 }),
  cardExpiry: Line({ maxLength: 10 }),
  nationality: Line({ maxLength: 2 }),
  placeOfIssue: Line({ maxLength: 40 }),
  born: Line({ maxLength: 10 }),
  sex: Line({ maxLength: 1 }),
  phone: Type.Optional(Mobile),
  psgType: Type.Optional(PsgType),
})
export type IntlPassengerInput = Static<typeof IntlPassengerInput>

/** POST /obt/plane/gj/bookGjOrder (alias bookGj). */
export const BookGjOrderBody = Type.Object({
  itineraryKey: ItineraryKey,
  passengers: Type.Array(IntlPassengerInput, { minItems: 1, maxItems: 9 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  ccsqdId: Type.Optional(IdText),
  routeId: Type.Optional(IdText),
  /** The demand order whose quote is booked. */
  needId: Type.Optional(IdText),
  clientToken: Line({ minLength: 8, maxLength: 64 }),
})
export type BookGjOrderBody = Static<typeof BookGjOrderBody>

export const BookGjOrderReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
})
export type BookGjOrderReply = Static<typeof BookGjOrderReply>

/** POST /obt/plane/gj/orderExtra: what only an international order has (journeys and travel documents), for its detail. */
export const IntlOrderExtraBody = Type.Object({ orderId: IdText })
export type IntlOrderExtraBody = Static<typeof IntlOrderExtraBody>

export const IntlOrderExtraReply = Type.Object({
  orderId: Type.String(),
  cabinClass: CabinClass,
  journeys: Type.Array(Type.Object({ segmentNos: Type.Array(Type.Integer()), layovers: Type.Array(Type.Integer()) })),
  documents: Type.Array(Type.Object({
    passengerId: Type.String(),
    surname: Type.String(),
    givenName: Type.String(),
    nationality: Type.String(),
    placeOfIssue: Type.String(),
    cardExpiry: Type.String(),
    cardNumberMasked: Type.String(),
  })),
  afterSaleNote: Type.String(),
  servicePhone: Type.String(),
  needId: Type.Union([Type.String(), Type.Null()]),
})
export type IntlOrderExtraReply = Static<typeof IntlOrderExtraReply>

// ---------------------------------------------------------------- policy

/** POST /obt/plane/gj/intlPolicyList: the company's international standards, the caller's first. */
export const IntlPolicyItem = Type.Object({
  id: Type.String(),
  empRank: Type.String(),
  name: Type.String(),
  cabinClass: CabinClass,
  cabinName: Type.String(),
  longHaulHours: Type.Integer(),
  overPolicyAction: Type.Integer(),
  actionText: Type.String(),
  text: Type.String(),
  mine: Type.Boolean(),
})
export type IntlPolicyItem = Static<typeof IntlPolicyItem>

export const IntlPolicyListReply = Type.Object({ list: Type.Array(IntlPolicyItem) })
export type IntlPolicyListReply = Static<typeof IntlPolicyListReply>

export const IntlPolicyDetailBody = Type.Object({ id: IdText })
export type IntlPolicyDetailBody = Static<typeof IntlPolicyDetailBody>

export const IntlPolicyDetailReply = Type.Object({
  policy: IntlPolicyItem,
  rules: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
})
export type IntlPolicyDetailReply = Static<typeof IntlPolicyDetailReply>

// ---------------------------------------------------------------- demand orders

export const NeedStatus = Type.Union([Type.Literal('WAITING'), Type.Literal('QUOTED'), Type.Literal('BOOKED'), Type.Literal('CANCELLED')])
export type NeedStatus = Static<typeof NeedStatus>

/** POST /obt/plane/gj/tkNeedOrderAdd: the trip a traveller could not book online. */
export const TkNeedOrderAddBody = Type.Object({
  depCode: PlaceCode,
  arrCode: PlaceCode,
  depDate: DateText,
  retDate: Type.Optional(DateText),
  cabinClass: CabinClass,
  adults: Type.Integer({ minimum: 1, maximum: 9 }),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
  tripType: TripType,
  travellerEmpIds: Type.Optional(Type.Array(IdText, { maxItems: 9 })),
  contact: Type.Object({ name: Line({ minLength: 1, maxLength: 50 }), phone: Mobile }),
  remark: FreeText({ maxLength: 400 }),
})
export type TkNeedOrderAddBody = Static<typeof TkNeedOrderAddBody>

export const NeedIdBody = Type.Object({ id: IdText })
export type NeedIdBody = Static<typeof NeedIdBody>

export const NeedNote = Type.Object({
  id: Type.String(),
  author: Type.Union([Type.Literal('USER'), Type.Literal('CONSULTANT')]),
  name: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
})
export type NeedNote = Static<typeof NeedNote>

export const NeedRow = Type.Object({
  id: Type.String(),
  needNo: Type.String(),
  status: NeedStatus,
  depCode: Type.String(),
  depName: Type.String(),
  arrCode: Type.String(),
  arrName: Type.String(),
  depDate: Type.String(),
  retDate: Type.Union([Type.String(), Type.Null()]),
  cabinClass: CabinClass,
  cabinName: Type.String(),
  adults: Type.Integer(),
  children: Type.Integer(),
  travellerNames: Type.String(),
  quotePrice: Type.Union([Type.Number(), Type.Null()]),
  createdAt: Type.String(),
})
export type NeedRow = Static<typeof NeedRow>

export const TkNeedOrderListBody = Type.Object({
  status: Type.Optional(NeedStatus),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
})
export type TkNeedOrderListBody = Static<typeof TkNeedOrderListBody>

export const TkNeedOrderListReply = Type.Object({ list: Type.Array(NeedRow), total: Type.Integer() })
export type TkNeedOrderListReply = Static<typeof TkNeedOrderListReply>

export const TkNeedOrderDetail = Type.Object({
  need: NeedRow,
  remark: Type.String(),
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  tripType: TripType,
  travellerEmpIds: Type.Array(Type.String()),
  /** The consultant's quote: an itinerary priced now (null before a quote, or when it can no longer be sold). */
  quote: Type.Union([IntlItinerary, Type.Null()]),
  orderId: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Array(NeedNote),
  allowedActions: Type.Object({ note: Type.Boolean(), cancel: Type.Boolean(), accept: Type.Boolean() }),
})
export type TkNeedOrderDetail = Static<typeof TkNeedOrderDetail>

/** POST /obt/common/orderNoteAdd: a note on a document (orderType 20034: an international demand order). */
export const OrderNoteAddBody = Type.Object({
  orderType: Type.Literal(20034),
  orderId: IdText,
  text: FreeText({ maxLength: 500 }),
})
export type OrderNoteAddBody = Static<typeof OrderNoteAddBody>

/** POST /obt/common/orderNoteList (page size 999). */
export const OrderNoteListBody = Type.Object({
  orderType: Type.Literal(20034),
  orderId: IdText,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
})
export type OrderNoteListBody = Static<typeof OrderNoteListBody>

export const OrderNoteListReply = Type.Object({ list: Type.Array(NeedNote), total: Type.Integer() })
export type OrderNoteListReply = Static<typeof OrderNoteListReply>

/** POST /obt/demo/tkNeed/answer (demo tools, loopback only): the simulated consultant quotes now. */
export const NeedAnswerReply = Type.Object({ id: Type.String(), status: NeedStatus, quoted: Type.Boolean() })
export type NeedAnswerReply = Static<typeof NeedAnswerReply>
