/**
 * Hotel price inquiries (询价, htInquiry → htInquiryDetail; booking flows §7.6 "demand-order save,
 * list, detail and note"): a demand for a hotel or dates the user could not book online, a travel
 * consultant's quote, the notes between them, and accepting the quote into the normal booking form.
 * Paths under /obt/hotel/htDemand/ (server/README.md, Hotels, Price inquiry).
 *
 * Statuses: WAITING (for a consultant) → QUOTED (a quote valid 24 h, or until the stay can no
 * longer be booked) → ACCEPTED (a fresh price key was handed out for the booking form); NO_OFFER
 * (the consultant found nothing that fits: a note says why); CANCELLED (by the user while WAITING
 * or QUOTED); EXPIRED (the quote's end passed, or the stay could no longer be booked while
 * waiting). Another company's inquiry, or one outside the caller's booking scope, answers 4004
 * exactly like a missing id. Prices and statuses are the server's.
 */
import { Type, type Static } from '@sinclair/typebox'
import { DateText, FreeText, IdOrText, IdText, Line, Mobile, TripType, pageQuery } from './common'
import { CancelType, GuaranteeType, HotelCityId, HotelGuestInput, HotelId, NightPrice, PaymentType } from './hotel'

/** Status of an inquiry. */
export const InquiryStatus = Type.Union([
  Type.Literal('WAITING'),
  Type.Literal('QUOTED'),
  Type.Literal('NO_OFFER'),
  Type.Literal('ACCEPTED'),
  Type.Literal('CANCELLED'),
  Type.Literal('EXPIRED'),
])
export type InquiryStatus = Static<typeof InquiryStatus>

/**
 * POST /obt/hotel/htDemand/save. The stay follows the list's rules (check-in not past, check-out
 * after it, at most 28 nights, at most 180 days ahead, today's stay until 20:00; 1–10 rooms, an
 * adult per room, at most 10 guests); the hotel is asked by id (`hotelId`, a hotel of the city) or
 * by name (`hotelName`), or neither (any hotel of the city within the budget). `travellers`:
 * employees in the caller's booking scope, the caller's frequent travellers or named guests (the
 * last two on business trips only with bookOutside), as htOrder/book takes them. `ccsqdId`: the
 * business-trip application, checked as a booking checks it (C767 when the company books by
 * application and none is given). remark at most 200 characters.
 */
export const HtDemandSaveBody = Type.Object({
  cityId: HotelCityId,
  hotelId: Type.Optional(HotelId),
  hotelName: Type.Optional(Line({ maxLength: 60 })),
  checkInDate: DateText,
  checkOutDate: DateText,
  roomCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  adultCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  childCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Highest nightly price per room the user wants, CNY. */
  budget: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  remark: Type.Optional(FreeText({ maxLength: 200 })),
  contact: Type.Object({ name: Line({ minLength: 1, maxLength: 50 }), phone: Mobile }),
  tripType: TripType,
  travellers: Type.Array(HotelGuestInput, { minItems: 1, maxItems: 10 }),
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
})
export type HtDemandSaveBody = Static<typeof HtDemandSaveBody>

/** save reply. */
export const HtDemandSaveReply = Type.Object({ id: Type.String(), inquiryNo: Type.String(), status: InquiryStatus })
export type HtDemandSaveReply = Static<typeof HtDemandSaveReply>

/** GET or POST /obt/hotel/htDemand/list: the inquiries the caller made or travels on, newest first (20 a page, 50 at most); optionally of some statuses. */
export const HtDemandListBody = Type.Object({
  status: Type.Optional(InquiryStatus),
  ...pageQuery(20, 50),
})
export type HtDemandListBody = Static<typeof HtDemandListBody>

/** An inquiry of the list. `quotedPrice`: the quote's average nightly price (null until quoted). */
export const HtDemandItem = Type.Object({
  id: Type.String(),
  inquiryNo: Type.String(),
  status: InquiryStatus,
  tripType: Type.Integer(),
  cityId: Type.String(),
  cityName: Type.String(),
  hotelId: Type.Union([Type.String(), Type.Null()]),
  /** The hotel asked (its name in the request's language when asked by id; '' when any). */
  hotelName: Type.String(),
  checkInDate: Type.String(),
  checkOutDate: Type.String(),
  nights: Type.Integer(),
  roomCount: Type.Integer(),
  budget: Type.Union([Type.Number(), Type.Null()]),
  travellerNames: Type.String(),
  quotedHotelName: Type.Union([Type.String(), Type.Null()]),
  quotedPrice: Type.Union([Type.Number(), Type.Null()]),
  /** 'YYYY-MM-DD HH:mm': the quote's end while QUOTED, the stay's booking close while WAITING. */
  expiresAt: Type.String(),
  createdAt: Type.String(),
})
export type HtDemandItem = Static<typeof HtDemandItem>

/** list reply. */
export const HtDemandListReply = Type.Object({
  list: Type.Array(HtDemandItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  count: Type.Integer(),
})
export type HtDemandListReply = Static<typeof HtDemandListReply>

/** An inquiry by id (detail, cancel, accept, the demo answer). */
export const HtDemandIdBody = Type.Object({ id: IdText })
export type HtDemandIdBody = Static<typeof HtDemandIdBody>

/** POST /obt/hotel/htDemand/note: a note of the user (1–200 characters) while the inquiry is WAITING or QUOTED. */
export const HtDemandNoteBody = Type.Object({ id: IdText, text: FreeText({ minLength: 1, maxLength: 200 }) })
export type HtDemandNoteBody = Static<typeof HtDemandNoteBody>

/** The consultant's quote: a real rate plan of a hotel for the stay, priced when quoted. */
export const HtDemandQuote = Type.Object({
  hotelId: Type.String(),
  hotelName: Type.String(),
  star: Type.Integer(),
  address: Type.String(),
  roomTypeId: Type.String(),
  roomName: Type.String(),
  ratePlanId: Type.String(),
  planName: Type.String(),
  breakfast: Type.Integer(),
  breakfastText: Type.String(),
  cancelType: CancelType,
  cancelText: Type.String(),
  payment: PaymentType,
  guarantee: GuaranteeType,
  agreement: Type.Boolean(),
  nightly: Type.Array(NightPrice),
  avgPrice: Type.Number(),
  /** The room price of the stay for the inquiry's rooms (service fee not included: the booking adds it). */
  roomTotal: Type.Number(),
  quotedAt: Type.String(),
  expiresAt: Type.String(),
})
export type HtDemandQuote = Static<typeof HtDemandQuote>

/** A note: the user's (as written) or the consultant's / the system's (in the request's language). */
export const HtDemandNote = Type.Object({
  id: Type.String(),
  author: Type.Union([Type.Literal('USER'), Type.Literal('CONSULTANT'), Type.Literal('SYSTEM')]),
  name: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
})
export type HtDemandNote = Static<typeof HtDemandNote>

/** A traveller of an inquiry. */
export const HtDemandTraveller = Type.Object({
  empId: Type.Union([Type.String(), Type.Null()]),
  contactId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
})

/** GET or POST /obt/hotel/htDemand/detail reply (and the note's): the inquiry, the quote, the notes, what the caller may do. */
export const HtDemandDetail = Type.Object({
  ...HtDemandItem.properties,
  adultCount: Type.Integer(),
  childCount: Type.Integer(),
  remark: Type.String(),
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  travellers: Type.Array(HtDemandTraveller),
  ccsqdId: Type.Union([Type.String(), Type.Null()]),
  routeId: Type.Union([Type.String(), Type.Null()]),
  quote: Type.Union([HtDemandQuote, Type.Null()]),
  notes: Type.Array(HtDemandNote),
  allowedActions: Type.Object({ note: Type.Boolean(), cancel: Type.Boolean(), accept: Type.Boolean() }),
})
export type HtDemandDetail = Static<typeof HtDemandDetail>

/** cancel reply. */
export const HtDemandCancelReply = Type.Object({ id: Type.String(), status: InquiryStatus })
export type HtDemandCancelReply = Static<typeof HtDemandCancelReply>

/**
 * POST /obt/hotel/htDemand/accept reply: the quoted plan priced again through the supplier now, as
 * a fresh price key (valid 30 minutes, like pricePlan's) with the stay and the travellers, so the
 * app opens the normal booking form (htOrder/book) with it. A plan that is gone, full or dearer than
 * quoted answers 4009 (data.reasonCode PLAN_GONE or PRICE_ROSE) and the inquiry waits for a new quote.
 */
export const HtDemandAcceptReply = Type.Object({
  id: Type.String(),
  status: InquiryStatus,
  priceKey: Type.String(),
  hotelId: Type.String(),
  hotelName: Type.String(),
  roomTypeId: Type.String(),
  ratePlanId: Type.String(),
  checkInDate: Type.String(),
  checkOutDate: Type.String(),
  nights: Type.Integer(),
  roomCount: Type.Integer(),
  adultCount: Type.Integer(),
  childCount: Type.Integer(),
  tripType: Type.Integer(),
  ccsqdId: Type.Union([Type.String(), Type.Null()]),
  routeId: Type.Union([Type.String(), Type.Null()]),
  avgPrice: Type.Number(),
  roomTotal: Type.Number(),
  payment: PaymentType,
  guarantee: GuaranteeType,
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  travellers: Type.Array(HtDemandTraveller),
  /** When the price key expires ('YYYY-MM-DD HH:mm'). */
  priceKeyExpiresAt: Type.String(),
})
export type HtDemandAcceptReply = Static<typeof HtDemandAcceptReply>

/** POST /obt/demo/hotelDemand/answer reply (demo tools, loopback clients only): the simulated consultant answered this waiting inquiry now. */
export const HtDemandAnswerReply = Type.Object({ id: Type.String(), status: InquiryStatus })
export type HtDemandAnswerReply = Static<typeof HtDemandAnswerReply>
