/**
 * Tour calls (booking flows §7.9: list, detail, book, order detail, match standard, match service
 * fee; order type 11032, product 10911), under /obt/travel/. Request and reply shapes; the app
 * imports the types only. Amounts are CNY; dates 'YYYY-MM-DD' China dates; times China time.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, FreeText, IdText, Line, Mobile, OrderStatusCode, TripType, pageQuery } from './common'
import { OrderContact } from './order'

/** Tour themes: team building, incentive trips, conferences. */
export const TourTheme = Type.Union([Type.Literal('TEAM_BUILDING'), Type.Literal('INCENTIVE'), Type.Literal('CONFERENCE')])
export type TourTheme = Static<typeof TourTheme>

/** A product id ('TR001'). */
const ProductId = Type.String({ pattern: '^[A-Z]{2}\\d{3}$' })

/** POST /obt/travel/list: products of a city and theme (both optional), by keyword, paged. */
export const TourListBody = Type.Object({
  /** City code ('BJS'); none: every city. */
  cityId: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  theme: Type.Optional(TourTheme),
  keyword: Type.Optional(Line({ maxLength: 40 })),
  ...pageQuery(),
})
export type TourListBody = Static<typeof TourListBody>

/** A product in the list: its next departure open for sale and the places left on it. */
export const TourListItem = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  theme: TourTheme,
  themeName: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  days: Type.Integer(),
  priceAdult: Type.Number(),
  priceChild: Type.Number(),
  /** The next departure with places (null: every departure is full). */
  nextDepDate: Type.Union([Type.String(), Type.Null()]),
  placesLeft: Type.Integer(),
})
export type TourListItem = Static<typeof TourListItem>

/** A filter value with how many products it has. */
export const TourFacet = Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer() })
export type TourFacet = Static<typeof TourFacet>

/** list reply: the page, and the cities and themes of the whole catalogue (the filters). */
export const TourListReply = Type.Object({
  list: Type.Array(TourListItem),
  total: Type.Integer(),
  cities: Type.Array(TourFacet),
  themes: Type.Array(TourFacet),
})
export type TourListReply = Static<typeof TourListReply>

/** POST /obt/travel/detail. */
export const TourDetailBody = Type.Object({ productId: ProductId })
export type TourDetailBody = Static<typeof TourDetailBody>

/** One day of the itinerary. */
export const TourDayView = Type.Object({ day: Type.Integer(), title: Type.String(), desc: Type.String() })
export type TourDayView = Static<typeof TourDayView>

/** A departure: places left now, prices, and whether it can still be booked (sales close the day before). */
export const TourDepartureView = Type.Object({
  depDate: Type.String(),
  endDate: Type.String(),
  capacity: Type.Integer(),
  placesLeft: Type.Integer(),
  priceAdult: Type.Number(),
  priceChild: Type.Number(),
  bookable: Type.Boolean(),
})
export type TourDepartureView = Static<typeof TourDepartureView>

/** One tier of the cancellation table (days before departure, China dates). */
export const TourCancelTier = Type.Object({
  /** Applies from this many days before departure (inclusive)… */
  fromDays: Type.Integer(),
  /** …down to this many (inclusive); null: no lower bound beyond departure day. */
  toDays: Type.Union([Type.Integer(), Type.Null()]),
  /** Share of the fare kept, percent; null: cannot be cancelled. */
  feePercent: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String(),
})
export type TourCancelTier = Static<typeof TourCancelTier>

/** detail reply. */
export const TourDetailReply = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  theme: TourTheme,
  themeName: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  days: Type.Integer(),
  meeting: Type.String(),
  priceAdult: Type.Number(),
  priceChild: Type.Number(),
  itinerary: Type.Array(TourDayView),
  inclusions: Type.Array(Type.String()),
  exclusions: Type.Array(Type.String()),
  departures: Type.Array(TourDepartureView),
  cancelTiers: Type.Array(TourCancelTier),
  /** At most this many participants per booking. */
  maxParticipants: Type.Integer(),
})
export type TourDetailReply = Static<typeof TourDetailReply>

/** POST /obt/travel/matchStandard: the company's tour standard for these employees (none: the caller's). */
export const TourMatchStandardBody = Type.Object({
  productId: ProductId,
  tripType: TripType,
  empIds: Type.Optional(Type.Array(IdText, { maxItems: 30 })),
})
export type TourMatchStandardBody = Static<typeof TourMatchStandardBody>

/** A tour standard (the strictest of the travellers'). */
export const TourStandard = Type.Object({
  empRank: Type.String(),
  name: Type.String(),
  maxPerPerson: Type.Number(),
  /** 1 a reason, 2 forbidden, 3 a reason and approval. */
  overPolicyAction: Type.Integer(),
})
export type TourStandard = Static<typeof TourStandard>

/** 0 in policy, 1 above with a reason, 2 above and forbidden. */
export const TourWb = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type TourWb = Static<typeof TourWb>

/** matchStandard reply: the standard (null: personal trip or no standard for the rank) and the verdict on the adult price. */
export const TourMatchStandardReply = Type.Object({
  standard: Type.Union([TourStandard, Type.Null()]),
  priceAdult: Type.Number(),
  wb: TourWb,
  text: Type.String(),
})
export type TourMatchStandardReply = Static<typeof TourMatchStandardReply>

/** POST /obt/travel/matchServiceFee: the service fee of a booking (per person, by trip type). */
export const TourMatchServiceFeeBody = Type.Object({
  tripType: TripType,
  persons: Type.Integer({ minimum: 1, maximum: 30 }),
})
export type TourMatchServiceFeeBody = Static<typeof TourMatchServiceFeeBody>

/** matchServiceFee reply. */
export const TourMatchServiceFeeReply = Type.Object({ perPerson: Type.Number(), persons: Type.Integer(), total: Type.Number() })
export type TourMatchServiceFeeReply = Static<typeof TourMatchServiceFeeReply>

/**
 * A participant: an employee in the caller's booking scope (empId), one of the caller's frequent
 * travellers (contactId), or an outside guest with name, mobile and mainland ID number.
 */
export const TourParticipantInput = Type.Object({
  empId: Type.Optional(IdText),
  contactId: Type.Optional(IdText),
  name: Type.Optional(Line({ maxLength: 50 })),
  mobile: Type.Optional(Mobile),
  idNumber: Type.Optional(Type.String({ pattern: '^[0-9]{17}[0-9Xx]$' })),
})
export type TourParticipantInput = Static<typeof TourParticipantInput>

/** POST /obt/travel/book. Prices, fee and total are the server's; `expectedTotal` only guards against a change. */
export const TourBookBody = Type.Object({
  productId: ProductId,
  depDate: DateText,
  participants: Type.Array(TourParticipantInput, { minItems: 1, maxItems: 30 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
  expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999 })),
  /** Idempotency key chosen by the app per booking attempt (8 to 64 characters). */
  clientToken: Type.String({ minLength: 8, maxLength: 64, pattern: '^[\\w-]+$' }),
})
export type TourBookBody = Static<typeof TourBookBody>

/** book reply. payDeadline 'YYYY-MM-DD HH:mm' when awaiting payment. */
export const TourBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
  fareTotal: Type.Number(),
  serviceFee: Type.Number(),
})
export type TourBookReply = Static<typeof TourBookReply>

/** GET /obt/travel/orderDetail?orderId=. */
export const TourOrderIdQuery = Type.Object({ orderId: IdText })
export type TourOrderIdQuery = Static<typeof TourOrderIdQuery>

/** POST /obt/travel/cancel. */
export const TourOrderIdBody = Type.Object({ orderId: IdText })
export type TourOrderIdBody = Static<typeof TourOrderIdBody>

/** A participant as the order shows them: mobile and ID number masked. */
export const TourParticipantView = Type.Object({
  name: Type.String(),
  /** 1 adult, 2 child. */
  psgType: Type.Integer(),
  empId: Type.Union([Type.String(), Type.Null()]),
  mobileMasked: Type.String(),
  idNumberMasked: Type.String(),
})
export type TourParticipantView = Static<typeof TourParticipantView>

/** What cancelling now would cost (the tier of today), or why it cannot be. */
export const TourCancelQuote = Type.Object({
  allowed: Type.Boolean(),
  /** Days left before departure (China dates). */
  daysBefore: Type.Integer(),
  feePercent: Type.Integer(),
  fee: Type.Number(),
  refundAmount: Type.Number(),
  text: Type.String(),
})
export type TourCancelQuote = Static<typeof TourCancelQuote>

/** GET /obt/travel/orderDetail reply. */
export const TourOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11032),
  status: OrderStatusCode,
  tripType: TripType,
  createdAt: Type.String(),
  bookerName: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  product: Type.Object({
    productId: Type.String(),
    name: Type.String(),
    theme: TourTheme,
    themeName: Type.String(),
    cityName: Type.String(),
    days: Type.Integer(),
    meeting: Type.String(),
  }),
  depDate: Type.String(),
  endDate: Type.String(),
  itinerary: Type.Array(TourDayView),
  inclusions: Type.Array(Type.String()),
  exclusions: Type.Array(Type.String()),
  participants: Type.Array(TourParticipantView),
  adults: Type.Integer(),
  children: Type.Integer(),
  price: Type.Object({
    priceAdult: Type.Number(),
    priceChild: Type.Number(),
    fareTotal: Type.Number(),
    serviceFee: Type.Number(),
    total: Type.Number(),
    paid: Type.Number(),
    refunded: Type.Number(),
  }),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  costCenterName: Type.String(),
  projectName: Type.String(),
  remark: Type.String(),
  confirmNo: Type.Union([Type.String(), Type.Null()]),
  violation: Type.Union([Type.Object({ text: Type.String(), reasonText: Type.String(), note: Type.String() }), Type.Null()]),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  cancelQuote: Type.Union([TourCancelQuote, Type.Null()]),
  cancellation: Type.Union([Type.Object({ fee: Type.Number(), refundAmount: Type.Number(), at: Type.String() }), Type.Null()]),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean() }),
})
export type TourOrderDetail = Static<typeof TourOrderDetail>

/** cancel reply: the status now, and what was kept and given back (a paid order). */
export const TourCancelReply = Type.Object({
  orderId: Type.String(),
  status: OrderStatusCode,
  fee: Type.Number(),
  refundAmount: Type.Number(),
})
export type TourCancelReply = Static<typeof TourCancelReply>
