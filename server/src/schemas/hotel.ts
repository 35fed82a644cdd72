/**
 * Hotel calls (booking flows §3.5, §5.6, §7.6, §9): search, hotel and rooms, price validation,
 * policy, booking with guarantee, order detail, cancellation and refund (11007 / 11008), member
 * cards. Both hotel versions (/ht/ and /htV2/ screens) use these calls; the paths are listed in
 * server/README.md, Hotels.
 *
 * Conventions: dates 'YYYY-MM-DD' (China); a night is named by its date; deadlines
 * 'YYYY-MM-DD HH:mm'; createdAt 'YYYY-MM-DD HH:mm:ss'. Money CNY, whole yuan for prices (fees and
 * totals may have fen). Names come in the request's language. Another company's id, or an order
 * outside the caller's booking scope, answers 4004 exactly like a missing id. Amounts, fees and
 * statuses are the server's: nothing of them is taken from a request (`expectedTotal` is only
 * compared). The guarantee card's number and security code are never stored nor echoed: replies
 * carry its last four digits.
 *
 * Like every schema file this one imports nothing at run time but TypeBox and the shared blocks,
 * so the app can `import type` the Static types.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, Flag, FreeText, IdOrText, IdText, Line, OrderStatusCode, TripType, pageQuery } from './common'
import { OrderContact } from './order'

/** A city code of the hotel cities (geo type 10903), e.g. 'SHA'. */
export const HotelCityId = Line({ minLength: 2, maxLength: 8 })
/** A hotel id (`SHA0042`). */
export const HotelId = Type.String({ pattern: '^[A-Za-z]{3}\\d{4}$' })
/**
 * An opaque price key from pricePlan: hotel, room type, rate plan, stay and when it was quoted
 * (a quote is valid 30 minutes: then priceValidate answers EXPIRED and booking refuses it).
 */
export const PriceKey = Line({ minLength: 10, maxLength: 80 })

/** Policy verdict: 0 in policy; 1 above the cap, bookable with a reason; 2 above the cap, forbidden. */
export const HotelWb = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type HotelWb = Static<typeof HotelWb>

/**
 * List sort: 12 recommended (default: agreement hotels, rating, closeness), 1 distance (nearest
 * first), 2 price low to high, 3 price high to low, 4 star high to low, 5 rating.
 */
export const HotelSort = Type.Union([12, 1, 2, 3, 4, 5].map((n) => Type.Literal(n)))
export type HotelSort = Static<typeof HotelSort>

/** Cancellation rule of a rate plan (see suppliers/hotels/types.ts CancelType). */
export const CancelType = Type.Union([Type.Literal('NON_CANCELLABLE'), Type.Literal('FREE_UNTIL'), Type.Literal('PENALTY_AFTER')])
export type CancelType = Static<typeof CancelType>
/** Guarantee of a rate plan: none, the first night, the full stay (pay-at-hotel plans, on a credit card). */
export const GuaranteeType = Type.Union([Type.Literal('NONE'), Type.Literal('FIRST_NIGHT'), Type.Literal('FULL_STAY')])
export type GuaranteeType = Static<typeof GuaranteeType>
/** PREPAY: paid online within 15 minutes (/pay/payment); PAY_AT_HOTEL: paid at the hotel (a card guarantees it). */
export const PaymentType = Type.Union([Type.Literal('PREPAY'), Type.Literal('PAY_AT_HOTEL')])
export type PaymentType = Static<typeof PaymentType>

/**
 * A travel standard for hotels: the nightly cap per room (the company's city-tier cap for the
 * rank: tier 1/2/3 by the city, the international cap outside mainland China), the strictest of
 * the travellers' ranks; overPolicyAction 1 reason, 2 forbidden, 3 reason and approval.
 */
export const HotelStandard = Type.Object({
  empRank: Type.String(),
  name: Type.String(),
  cap: Type.Number(),
  cityTier: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal('INTL')]),
  overPolicyAction: Type.Integer(),
})
export type HotelStandard = Static<typeof HotelStandard>

// ---------------------------------------------------------------- search

/** The stay and rooms of a search (booking flows §3.5, §9: 1 room and 1 adult by default; at most 10 rooms and 10 guests). */
const StayFields = {
  cityId: HotelCityId,
  checkInDate: DateText,
  checkOutDate: DateText,
  /** Rooms, 1–10 (default 1). */
  roomCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Adults in all, at least one per room (default one per room). */
  adultCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Children in all, 0–10; adults + children at most 10. */
  childCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
}

/** Whose standard a search shows: the trip type (1 business: policy; 2 personal: none), the travellers (default the caller), the application. */
const PolicyFields = {
  tripType: Type.Optional(TripType),
  travellerEmpIds: Type.Optional(Type.Array(IdText, { maxItems: 10 })),
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
}

/**
 * POST /obt/hotel/htQueryV2/list (also /obt/hotel/htQuery/list): the city's hotels for the stay,
 * filtered, sorted and paged (20 a page by default, 50 at most). Refused (4000, tips in the
 * request's language): a check-in in the past, a check-out not after check-in, more than 28
 * nights, a check-in more than 180 days ahead, a same-day check-in less than 4 hours before the
 * day ends (after 20:00), rooms or guests out of the limits.
 */
export const HtListBody = Type.Object({
  ...StayFields,
  sort: Type.Optional(HotelSort),
  /** Stars wanted (2 = two stars and below). */
  stars: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5 })),
  /** Lowest price range, per night. */
  minPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  /** Brand ids (geoByCity's brands). */
  brandIds: Type.Optional(Type.Array(Line({ minLength: 1, maxLength: 32 }), { maxItems: 30 })),
  districtId: Type.Optional(Line({ maxLength: 16 })),
  /** Distances are measured from this landmark instead of the city centre. */
  landmarkId: Type.Optional(Line({ maxLength: 16 })),
  /** Or from this position ('near me'). */
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  /** Km from the reference point, default 15; 0: no limit. */
  distance: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  keyword: Type.Optional(Line({ maxLength: 50 })),
  /** 1: only hotels with the company's agreement rate (htSignList). */
  agreementOnly: Type.Optional(Flag),
  /** 1: only hotels whose lowest price is within the standard. */
  inPolicyOnly: Type.Optional(Flag),
  ...PolicyFields,
  ...pageQuery(20, 50),
})
export type HtListBody = Static<typeof HtListBody>

/** A hotel of the list. */
export const HotelListItem = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  star: Type.Integer(),
  brandId: Type.String(),
  brandName: Type.String(),
  districtId: Type.String(),
  districtName: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** Km from the reference point (city centre, landmark or position). */
  distanceKm: Type.Number(),
  score: Type.Number(),
  reviewCount: Type.Integer(),
  /** A photo path (placeholder). */
  photo: Type.String(),
  facilities: Type.Array(Type.String()),
  /** Lowest average nightly price of a room with rooms left for the stay (null: full or no quotation). */
  lowestPrice: Type.Union([Type.Number(), Type.Null()]),
  /** No room type has rooms left for every night. */
  full: Type.Boolean(),
  /** The company has an agreement (协议) rate here. */
  agreement: Type.Boolean(),
  /** Verdict on the lowest price (0 when there is no standard or no price). */
  wb: HotelWb,
})
export type HotelListItem = Static<typeof HotelListItem>

/** The searched city. */
export const HotelCityView = Type.Object({
  cityId: Type.String(),
  name: Type.String(),
  domestic: Type.Boolean(),
  tier: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
})

/** list reply. `center`: the reference point distances are measured from. */
export const HtListReply = Type.Object({
  list: Type.Array(HotelListItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  count: Type.Integer(),
  nights: Type.Integer(),
  city: HotelCityView,
  center: Type.Object({ lat: Type.Number(), lng: Type.Number(), name: Type.String() }),
  travelStandard: Type.Union([HotelStandard, Type.Null()]),
})
export type HtListReply = Static<typeof HtListReply>

/** POST /obt/hotel/htQueryV2/detail: a hotel's content (htMore: facilities, description, photos). */
export const HtDetailBody = Type.Object({ hotelId: HotelId })
export type HtDetailBody = Static<typeof HtDetailBody>

/** detail reply. */
export const HtDetailReply = Type.Object({
  hotelId: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  name: Type.String(),
  /** The other language's name (English under zh, Chinese under en). */
  otherName: Type.String(),
  star: Type.Integer(),
  brandId: Type.String(),
  brandName: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  districtId: Type.String(),
  districtName: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  centreKm: Type.Number(),
  score: Type.Number(),
  reviewCount: Type.Integer(),
  phone: Type.String(),
  openYear: Type.Integer(),
  renovationYear: Type.Integer(),
  checkInFrom: Type.String(),
  checkOutUntil: Type.String(),
  description: Type.String(),
  facilities: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  photos: Type.Array(Type.Object({ kind: Type.String(), url: Type.String() })),
  /** The city's landmarks by distance, nearest first (at most 5). */
  nearby: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), kind: Type.String(), distanceKm: Type.Number() })),
  domestic: Type.Boolean(),
})
export type HtDetailReply = Static<typeof HtDetailReply>

/** POST /obt/hotel/htQueryV2/pricePlan: rooms and rate plans of a hotel for the stay, with rooms left and the policy verdict. */
export const HtPricePlanBody = Type.Object({
  hotelId: HotelId,
  checkInDate: DateText,
  checkOutDate: DateText,
  roomCount: StayFields.roomCount,
  adultCount: StayFields.adultCount,
  childCount: StayFields.childCount,
  ...PolicyFields,
})
export type HtPricePlanBody = Static<typeof HtPricePlanBody>

/** A price per night. null: no quotation that night. */
export const NightPrice = Type.Object({ night: Type.String(), price: Type.Union([Type.Number(), Type.Null()]) })
export type NightPrice = Static<typeof NightPrice>

/** A rate plan priced for the stay. */
export const RatePlanView = Type.Object({
  ratePlanId: Type.String(),
  /** Give it to priceValidate and book. */
  priceKey: Type.String(),
  name: Type.String(),
  /** Breakfasts per room and night. */
  breakfast: Type.Integer(),
  breakfastText: Type.String(),
  cancelType: CancelType,
  /** End of the free cancellation, 'YYYY-MM-DD HH:mm' (null: non-cancellable). */
  cancelDeadline: Type.Union([Type.String(), Type.Null()]),
  cancelText: Type.String(),
  guarantee: GuaranteeType,
  payment: PaymentType,
  agreement: Type.Boolean(),
  nightly: Type.Array(NightPrice),
  /** Average nightly price per room (null: a night has no quotation). */
  avgPrice: Type.Union([Type.Number(), Type.Null()]),
  /** Room price of the stay for the rooms asked (null: a night has no quotation). */
  totalPrice: Type.Union([Type.Number(), Type.Null()]),
  /** Bookable for the rooms asked; else why: FULL (fewer rooms left) or NO_QUOTATION. */
  bookable: Type.Boolean(),
  unavailable: Type.Union([Type.Literal('FULL'), Type.Literal('NO_QUOTATION'), Type.Null()]),
  wb: HotelWb,
  wbText: Type.String(),
})
export type RatePlanView = Static<typeof RatePlanView>

/** A room type with its plans. */
export const RoomTypeView = Type.Object({
  roomTypeId: Type.String(),
  name: Type.String(),
  bedType: Type.String(),
  bed: Type.String(),
  areaSqm: Type.Integer(),
  floor: Type.String(),
  maxOccupancy: Type.Integer(),
  window: Type.Boolean(),
  smoking: Type.Boolean(),
  /** Rooms left on every night of the stay (the fewest of its nights). */
  roomsLeft: Type.Integer(),
  /** Lowest average nightly price of its bookable plans (null: none). */
  lowestPrice: Type.Union([Type.Number(), Type.Null()]),
  plans: Type.Array(RatePlanView),
})
export type RoomTypeView = Static<typeof RoomTypeView>

/** pricePlan reply. */
export const HtPricePlanReply = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  checkInDate: Type.String(),
  checkOutDate: Type.String(),
  nights: Type.Integer(),
  roomCount: Type.Integer(),
  /** Quotes of this reply expire at this time ('YYYY-MM-DD HH:mm'). */
  quoteExpiresAt: Type.String(),
  travelStandard: Type.Union([HotelStandard, Type.Null()]),
  rooms: Type.Array(RoomTypeView),
})
export type HtPricePlanReply = Static<typeof HtPricePlanReply>

/** POST /obt/hotel/htQueryV2/priceValidate: is a quoted plan still bookable for the rooms (before the booking form). */
export const HtPriceValidateBody = Type.Object({
  priceKey: PriceKey,
  roomCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  tripType: Type.Optional(TripType),
})
export type HtPriceValidateBody = Static<typeof HtPriceValidateBody>

/**
 * priceValidate reply. valid false with reasonCode: EXPIRED (the price plan expired: quote again),
 * FULL (fewer rooms left than asked), NO_QUOTATION (a night has no price), each with its message
 * in `reason`. `priceKey` is a fresh key when valid.
 */
export const HtPriceValidateReply = Type.Object({
  valid: Type.Boolean(),
  reasonCode: Type.Union([Type.Literal('EXPIRED'), Type.Literal('FULL'), Type.Literal('NO_QUOTATION'), Type.Null()]),
  reason: Type.String(),
  priceKey: Type.String(),
  nightly: Type.Array(NightPrice),
  avgPrice: Type.Union([Type.Number(), Type.Null()]),
  roomTotal: Type.Union([Type.Number(), Type.Null()]),
  /** Per room-night by trip type (§6). */
  serviceFee: Type.Number(),
  /** roomTotal + serviceFee. */
  totalAmount: Type.Union([Type.Number(), Type.Null()]),
  roomsLeft: Type.Integer(),
  payment: PaymentType,
  guarantee: GuaranteeType,
  /** What the card guarantees (the first night or the stay, for the rooms). */
  guaranteeAmount: Type.Number(),
  cancelType: CancelType,
  cancelDeadline: Type.Union([Type.String(), Type.Null()]),
  cancelText: Type.String(),
})
export type HtPriceValidateReply = Static<typeof HtPriceValidateReply>

/** POST /obt/hotel/htQueryV2/keyword: keyword completion in a city (hotels, brands, districts, landmarks), at most 20. */
export const HtKeywordBody = Type.Object({ cityId: HotelCityId, keyword: Line({ minLength: 1, maxLength: 50 }) })
export type HtKeywordBody = Static<typeof HtKeywordBody>

/** A completion: type HOTEL (id a hotelId), BRAND, DISTRICT, LANDMARK (ids for the list's filters). */
export const HtKeywordReply = Type.Object({
  list: Type.Array(Type.Object({
    type: Type.Union([Type.Literal('HOTEL'), Type.Literal('BRAND'), Type.Literal('DISTRICT'), Type.Literal('LANDMARK')]),
    id: Type.String(),
    name: Type.String(),
    /** Secondary text: a hotel's district, a landmark's kind. */
    sub: Type.String(),
  })),
})
export type HtKeywordReply = Static<typeof HtKeywordReply>

/** POST /obt/hotel/htQueryV2/geoByCity: the city's centre, districts, landmarks and brands (the filters). */
export const HtGeoByCityBody = Type.Object({ cityId: HotelCityId })
export type HtGeoByCityBody = Static<typeof HtGeoByCityBody>

/** geoByCity reply. */
export const HtGeoByCityReply = Type.Object({
  city: HotelCityView,
  districts: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), lat: Type.Number(), lng: Type.Number(), hotelCount: Type.Integer() })),
  landmarks: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), kind: Type.String(), lat: Type.Number(), lng: Type.Number() })),
  brands: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), groupId: Type.String(), groupName: Type.String(), hotelCount: Type.Integer() })),
  hotelCount: Type.Integer(),
})
export type HtGeoByCityReply = Static<typeof HtGeoByCityReply>

/**
 * POST /obt/hotel/htQuery/travelPolicy and /obt/hotel/htQueryV2/travelPolicy: the nightly caps of
 * a stay. sfpf 1: the guests of a room share it (合住): the room's cap is the highest of its
 * employees'; 0 (default): the lowest. roomList: the employees of each room (default one room with
 * the caller). rzrq / ldrq: check-in / check-out dates.
 */
export const HtTravelPolicyBody = Type.Object({
  sfpf: Type.Optional(Flag),
  cityId: HotelCityId,
  rzrq: DateText,
  ldrq: DateText,
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  roomList: Type.Optional(Type.Array(Type.Object({ empIds: Type.Array(IdText, { maxItems: 10 }) }), { maxItems: 10 })),
  tripType: Type.Optional(TripType),
})
export type HtTravelPolicyBody = Static<typeof HtTravelPolicyBody>

/** travelPolicy reply: each employee's cap, each room's, and the strictest (null: personal trip or no standard). */
export const HtTravelPolicyReply = Type.Object({
  cityTier: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal('INTL')]),
  nights: Type.Integer(),
  standards: Type.Array(Type.Object({ empId: Type.String(), name: Type.String(), empRank: Type.String(), cap: Type.Union([Type.Number(), Type.Null()]) })),
  rooms: Type.Array(Type.Object({ roomNo: Type.Integer(), empIds: Type.Array(Type.String()), cap: Type.Union([Type.Number(), Type.Null()]) })),
  travelStandard: Type.Union([HotelStandard, Type.Null()]),
})
export type HtTravelPolicyReply = Static<typeof HtTravelPolicyReply>

// ---------------------------------------------------------------- booking

/**
 * A guest of a room: an employee (empId, in the caller's booking scope), one of the caller's
 * frequent travellers (contactId), or a named guest (name, phone optional). Frequent travellers
 * and named guests on business trips need bookOutside. International hotels: guests are booked
 * under their English name ('ZHANG/SAN': the employee's or contact's, or engName).
 */
export const HotelGuestInput = Type.Object({
  empId: Type.Optional(IdText),
  contactId: Type.Optional(IdText),
  name: Type.Optional(Line({ minLength: 1, maxLength: 50 })),
  engName: Type.Optional(Line({ minLength: 1, maxLength: 60 })),
  phone: Type.Optional(Type.String({ pattern: '^[0-9+ -]{5,20}$' })),
})
export type HotelGuestInput = Static<typeof HotelGuestInput>

/**
 * A guarantee card (rate plans with guarantee FIRST_NIGHT / FULL_STAY): the number passes the Luhn
 * check, the expiry 'MM/YY' is not past, the holder is named. The card goes to the card vault:
 * only its token and last four digits are stored; the security code is never stored or logged.
 */
export const GuaranteeCard = Type.Object({
  cardNumber: Type.String({ pattern: '^[0-9][0-9 -]{10,22}[0-9]$' }),
  expiry: Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$' }),
  holder: Line({ minLength: 1, maxLength: 50 }),
  cvv: Type.String({ pattern: '^\\d{3,4}$' }),
})
export type GuaranteeCard = Static<typeof GuaranteeCard>

/**
 * POST /obt/hotel/htOrder/book. The stay and plan come from `priceKey`; `rooms` lists the guests
 * of each room (roomCount rooms, 1 to the room type's occupancy each, 10 guests at most); a guest
 * holds one live booking per night (4009 naming the guest). Business trips: the application when
 * the company books by application (4009 C767), the travellers' nightly cap (out of policy needs
 * violationReasonId, or is forbidden), approval by the company's rule. Rooms are taken per night
 * in the booking's transaction (4009 when full: the last-room race is decided there). PREPAY
 * orders wait 15 minutes for payment (/pay/payment), then are confirmed by the hotel; PAY_AT_HOTEL
 * plans need `guarantee` when the plan asks one and are confirmed at once (after approval when
 * needed). remark: at most 200 characters (the spec's two readings: 50 words or 200 characters).
 */
export const HtBookBody = Type.Object({
  priceKey: PriceKey,
  roomCount: Type.Integer({ minimum: 0, maximum: 99 }),
  rooms: Type.Array(Type.Object({ guests: Type.Array(HotelGuestInput, { minItems: 1, maxItems: 10 }) }), { minItems: 1, maxItems: 10 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  /** Latest arrival 'HH:mm' on the check-in day (default 18:00). */
  arrivalTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
  /** A member card of the first guest for the hotel's brand group (memberCard/list). */
  memberCardId: Type.Optional(IdText),
  guarantee: Type.Optional(GuaranteeCard),
  /** The hotel rules checkbox (parameter H083 / H252) was ticked. */
  rulesAccepted: Type.Optional(Flag),
  /** The total the user saw: a different one answers 4009 (price changed) rather than booking it. */
  expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999 })),
  /** Idempotency key chosen by the app per booking attempt (8 to 64 characters). */
  clientToken: Type.String({ minLength: 8, maxLength: 64, pattern: '^[\\w-]+$' }),
})
export type HtBookBody = Static<typeof HtBookBody>

/** book reply. payDeadline 'YYYY-MM-DD HH:mm' when awaiting payment. totalAmount: what is paid online (0 for pay-at-hotel). */
export const HtBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  payment: PaymentType,
  totalAmount: Type.Number(),
  roomTotal: Type.Number(),
  serviceFee: Type.Number(),
  confirmNo: Type.Union([Type.String(), Type.Null()]),
  guaranteeLast4: Type.Union([Type.String(), Type.Null()]),
})
export type HtBookReply = Static<typeof HtBookReply>

/** POST /obt/hotel/htOrder/checkSameOrder: live hotel bookings of these guests on any night of the stay (orders the caller can see). */
export const HtCheckSameOrderBody = Type.Object({
  checkInDate: DateText,
  checkOutDate: DateText,
  guests: Type.Array(HotelGuestInput, { minItems: 1, maxItems: 10 }),
})
export type HtCheckSameOrderBody = Static<typeof HtCheckSameOrderBody>

/** checkSameOrder reply. */
export const HtCheckSameOrderReply = Type.Object({
  list: Type.Array(Type.Object({ orderId: Type.String(), orderNo: Type.String(), guestName: Type.String() })),
})
export type HtCheckSameOrderReply = Static<typeof HtCheckSameOrderReply>

/** POST /obt/hotel/htOrder/cardValidate: a guarantee card checked (Luhn, expiry, holder) without the security code; nothing is stored. */
export const HtCardValidateBody = Type.Object({
  cardNumber: Type.String({ maxLength: 30 }),
  expiry: Type.String({ maxLength: 8 }),
  holder: Type.Optional(Line({ maxLength: 50 })),
})
export type HtCardValidateBody = Static<typeof HtCardValidateBody>

/** cardValidate reply: valid, or reason (in the request's language) and the field at fault. */
export const HtCardValidateReply = Type.Object({
  valid: Type.Boolean(),
  brand: Type.String(),
  last4: Type.String(),
  field: Type.Union([Type.Literal('cardNumber'), Type.Literal('expiry'), Type.Literal('holder'), Type.Null()]),
  reason: Type.String(),
})
export type HtCardValidateReply = Static<typeof HtCardValidateReply>

// ---------------------------------------------------------------- orders

/** Order id in a query or body. */
export const HtOrderIdQuery = Type.Object({ orderId: IdText })
export type HtOrderIdQuery = Static<typeof HtOrderIdQuery>
export const HtOrderIdBody = Type.Object({ orderId: IdText })
export type HtOrderIdBody = Static<typeof HtOrderIdBody>

/** A guest as the detail shows it. */
export const HotelGuestView = Type.Object({ roomNo: Type.Integer(), name: Type.String(), empId: Type.Union([Type.String(), Type.Null()]) })

/** A refund row of a detail. */
export const HotelRefundRow = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderType: Type.Literal(11008),
  status: OrderStatusCode,
  fee: Type.Number(),
  amount: Type.Number(),
  cardCharged: Type.Number(),
  createdAt: Type.String(),
})

/**
 * GET /obt/hotel/htOrder/orderDetail?orderId: the order as booked (hotel, room, plan, nights,
 * guests), its state, money, guarantee (last four only), confirmation number and refunds. A read:
 * an unpaid order past its deadline shows CANCELLED.
 */
export const HtOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11007),
  status: OrderStatusCode,
  tripType: TripType,
  createdAt: Type.String(),
  bookerEmpId: Type.String(),
  bookerName: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  payType: Type.Union([Type.String(), Type.Null()]),
  hotel: Type.Object({
    hotelId: Type.String(),
    name: Type.String(),
    star: Type.Integer(),
    brandName: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    lat: Type.Number(),
    lng: Type.Number(),
    cityId: Type.String(),
    cityName: Type.String(),
    domestic: Type.Boolean(),
  }),
  room: Type.Object({ roomTypeId: Type.String(), name: Type.String(), bed: Type.String() }),
  plan: Type.Object({
    ratePlanId: Type.String(),
    name: Type.String(),
    breakfast: Type.Integer(),
    breakfastText: Type.String(),
    cancelType: CancelType,
    cancelDeadline: Type.Union([Type.String(), Type.Null()]),
    cancelText: Type.String(),
    guarantee: GuaranteeType,
    payment: PaymentType,
    agreement: Type.Boolean(),
  }),
  checkInDate: Type.String(),
  checkOutDate: Type.String(),
  nights: Type.Array(Type.Object({ night: Type.String(), price: Type.Number() })),
  roomCount: Type.Integer(),
  guests: Type.Array(HotelGuestView),
  arrivalTime: Type.String(),
  remark: Type.String(),
  memberCard: Type.Union([Type.Object({ plat: Type.String(), hykh: Type.String() }), Type.Null()]),
  confirmNo: Type.Union([Type.String(), Type.Null()]),
  guarantee: Type.Union([Type.Object({ type: GuaranteeType, last4: Type.String(), brand: Type.String(), amount: Type.Number(), status: Type.String() }), Type.Null()]),
  price: Type.Object({
    roomTotal: Type.Number(),
    serviceFee: Type.Number(),
    /** Paid online (0 for pay-at-hotel). */
    total: Type.Number(),
    paid: Type.Number(),
    refunded: Type.Number(),
    avgPrice: Type.Number(),
  }),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  costCenterName: Type.String(),
  projectName: Type.String(),
  ccsqdId: Type.String(),
  violation: Type.Union([Type.Object({ text: Type.String(), reasonId: Type.String(), reasonText: Type.String(), note: Type.String() }), Type.Null()]),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), refund: Type.Boolean() }),
  refunds: Type.Array(HotelRefundRow),
})
export type HtOrderDetail = Static<typeof HtOrderDetail>

/**
 * POST /obt/hotel/htOrder/cancel: an order not yet paid (or approved) is cancelled and its rooms
 * released; a confirmed one is cancelled by the rate plan's rule like refundAdd (11008).
 */
/** The demo tool's no-show report: what the stay ended as and what the card was charged. */
export const HtNoShowReply = Type.Object({ status: OrderStatusCode, charged: Type.Number(), last4: Type.Union([Type.String(), Type.Null()]) })
export type HtNoShowReply = Static<typeof HtNoShowReply>

export const HtCancelReply = Type.Object({
  orderId: Type.String(),
  status: OrderStatusCode,
  refundId: Type.Union([Type.String(), Type.Null()]),
  fee: Type.Number(),
  refundAmount: Type.Number(),
})
export type HtCancelReply = Static<typeof HtCancelReply>

/**
 * The cancellation rule that applies now: FREE (before the deadline), PENALTY_FIRST_NIGHT (a
 * PENALTY_AFTER plan after its deadline: the first night of each room is kept or charged to the
 * guarantee card), NON_CANCELLABLE, PAST_DEADLINE (a FREE_UNTIL plan after its deadline),
 * STAY_STARTED (the check-in day is over).
 */
export const RefundRule = Type.Union([
  Type.Literal('FREE'),
  Type.Literal('PENALTY_FIRST_NIGHT'),
  Type.Literal('NON_CANCELLABLE'),
  Type.Literal('PAST_DEADLINE'),
  Type.Literal('STAY_STARTED'),
])
export type RefundRule = Static<typeof RefundRule>

/** POST /obt/hotel/htOrder/refundFee: the fee of cancelling a confirmed order now, shown before the user confirms. */
export const HtRefundFeeReply = Type.Object({
  allowed: Type.Boolean(),
  rule: RefundRule,
  /** Why not (allowed false), in the request's language. */
  reason: Type.String(),
  cancelDeadline: Type.Union([Type.String(), Type.Null()]),
  /** Kept by the hotel. */
  fee: Type.Number(),
  /** Back to the payer (prepaid orders; the service fee is kept). */
  refundAmount: Type.Number(),
  /** Charged to the guarantee card (pay-at-hotel orders). */
  cardCharge: Type.Number(),
})
export type HtRefundFeeReply = Static<typeof HtRefundFeeReply>

/** POST /obt/hotel/htOrder/refundAdd: cancel a confirmed order (htRefund); 4009 with the rule's tips when not allowed. */
export const HtRefundAddBody = Type.Object({ orderId: IdText, reason: Type.Optional(FreeText({ maxLength: 200 })) })
export type HtRefundAddBody = Static<typeof HtRefundAddBody>

/** refundAdd reply. */
export const HtRefundAddReply = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderStatus: OrderStatusCode,
  fee: Type.Number(),
  refundAmount: Type.Number(),
  cardCharged: Type.Number(),
})
export type HtRefundAddReply = Static<typeof HtRefundAddReply>

/** Refund id in a query or body. */
export const HtRefundIdQuery = Type.Object({ refundId: IdText })
export type HtRefundIdQuery = Static<typeof HtRefundIdQuery>
export const HtRefundIdBody = Type.Object({ refundId: IdText })
export type HtRefundIdBody = Static<typeof HtRefundIdBody>

/** refundCancel reply (the simulated hotels settle a cancellation at once, so there is never one to withdraw: 4009). */
export const HtRefundCancelReply = Type.Object({ refundId: Type.String(), status: OrderStatusCode })
export type HtRefundCancelReply = Static<typeof HtRefundCancelReply>

/** GET /obt/hotel/htOrder/refundDetail?refundId (htRefundDetail). */
export const HtRefundDetail = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderType: Type.Literal(11008),
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  rule: Type.String(),
  ruleText: Type.String(),
  reason: Type.String(),
  hotelName: Type.String(),
  checkInDate: Type.String(),
  checkOutDate: Type.String(),
  roomCount: Type.Integer(),
  fee: Type.Number(),
  amount: Type.Number(),
  cardCharged: Type.Number(),
  createdAt: Type.String(),
})
export type HtRefundDetail = Static<typeof HtRefundDetail>

// ---------------------------------------------------------------- member cards

/** POST /obt/hotel/memberCard/list: an employee's hotel member cards (default the caller; others within the booking scope) and the programmes. */
export const MemberCardListBody = Type.Object({ empId: Type.Optional(IdText) })
export type MemberCardListBody = Static<typeof MemberCardListBody>

/** A member card (hykh) of a programme (interfacePlat: a brand group). */
export const MemberCardView = Type.Object({ id: Type.String(), empId: Type.String(), interfacePlat: Type.String(), platName: Type.String(), hykh: Type.String() })
export type MemberCardView = Static<typeof MemberCardView>

/** memberCard/list reply. */
export const MemberCardListReply = Type.Object({
  list: Type.Array(MemberCardView),
  plats: Type.Array(Type.Object({ interfacePlat: Type.String(), name: Type.String() })),
})
export type MemberCardListReply = Static<typeof MemberCardListReply>

/** POST /obt/hotel/memberCard/edit: add (no id) or change a card; one card per programme and employee. */
export const MemberCardEditBody = Type.Object({
  id: Type.Optional(IdText),
  empId: Type.Optional(IdText),
  interfacePlat: Line({ minLength: 2, maxLength: 20 }),
  hykh: Type.String({ pattern: '^[A-Za-z0-9-]{4,30}$' }),
})
export type MemberCardEditBody = Static<typeof MemberCardEditBody>

/** memberCard/edit reply. */
export const MemberCardEditReply = Type.Object({ id: Type.String() })
export type MemberCardEditReply = Static<typeof MemberCardEditReply>

/** POST /obt/hotel/memberCard/delete. */
export const MemberCardDeleteBody = Type.Object({ id: IdText })
export type MemberCardDeleteBody = Static<typeof MemberCardDeleteBody>
export const MemberCardDeleteReply = Type.Object({ done: Type.Literal(true) })
export type MemberCardDeleteReply = Static<typeof MemberCardDeleteReply>
