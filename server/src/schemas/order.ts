/**
 * Domestic flight orders (spec part 2 §7.1 booking calls, §7.3 flight orders; part 1 §7 Orders,
 * Insurance): pre-booking checks, booking, order detail, cancel, refund, change, order lists,
 * the PDF itinerary, e-mailing a document, and insurance products.
 *
 * Conventions: ids are strings of digits; times are 'YYYY-MM-DD HH:mm:ss' China time unless said
 * otherwise (flight times 'YYYY-MM-DD HH:mm'); amounts CNY. `status` is an order status code
 * shared with the app (OrderStatusCode). Another company's id, an order of a traveller outside
 * the caller's booking scope, or someone else's personal trip (seen only by its travellers and
 * its booker), answers 4004 exactly like a missing id. Document numbers are
 * always masked.
 */
import { Type, type Static } from '@sinclair/typebox'
import {
  CabinClass,
  CardType,
  CodeNumber,
  DateText,
  Email,
  EmpIdText,
  Flag,
  FreeText,
  IdOrText,
  IdText,
  Line,
  Mobile,
  ORDER_TYPE_CODES,
  OrderStatusCode,
  Page,
  PageQuery,
  PsgType,
  TripType,
  Violation,
} from './common'

/** An opaque cabinKey from queryCabin. */
const CabinKey = Line({ minLength: 8, maxLength: 240 })
/** An opaque flightKey from queryFlight. */
const FlightKey = Line({ minLength: 8, maxLength: 200 })

/** Order type codes of these calls: 11001 domestic flight order, 11002 its refund, 11003 its change. */
export const FlightOrderType = Type.Union([Type.Literal(11001), Type.Literal(11002), Type.Literal(11003)])
export type FlightOrderType = Static<typeof FlightOrderType>

/**
 * The order type of an all-orders row as it travels: the list iterates every registered order kind
 * (services/orders/list.ts), so the serializer and the reply check take any product's order type,
 * not only the flight ones (a flight-only schema would fail the list as soon as another product
 * has orders). Its TypeScript type stays FlightOrderType: flights are the only product with orders
 * today and the app's list names their types (src/pages/allorder ORDER_TYPE_KEYS); widen it
 * together with the first other product's screens.
 */
const ListRowOrderType = Type.Union(ORDER_TYPE_CODES.map((code) => Type.Literal(code)))

// ---------------------------------------------------------------- pre-booking checks

/** POST /obt/plane/tkOrder/v3/validateTimeOut: is the fare still bookable (quoted price valid, seats left, departure ahead)? */
export const ValidateTimeOutBody = Type.Object({ cabinKey: CabinKey })
export type ValidateTimeOutBody = Static<typeof ValidateTimeOutBody>

/**
 * validateTimeOut reply. reasonCode: DEPARTED (departure passed), FARE_CHANGED (price no longer
 * the quoted one: price again with patForFlight), SOLD_OUT. warning (valid fares only): SOON
 * departure within 2 hours (ask to confirm), VERY_SOON within 30 minutes (remind of check-in and
 * security times).
 */
export const ValidateTimeOutReply = Type.Object({
  valid: Type.Boolean(),
  reasonCode: Type.Optional(Type.Union([Type.Literal('DEPARTED'), Type.Literal('FARE_CHANGED'), Type.Literal('SOLD_OUT')])),
  /** Text of reasonCode (or of warning) in the request language. */
  reason: Type.Optional(Type.String()),
  warning: Type.Optional(Type.Union([Type.Literal('SOON'), Type.Literal('VERY_SOON')])),
  minutesToDeparture: Type.Integer(),
})
export type ValidateTimeOutReply = Static<typeof ValidateTimeOutReply>

/** A passenger to check for duplicates: an employee, a frequent traveller, or a document number. */
export const SameOrderPassenger = Type.Object({
  empId: Type.Optional(EmpIdText),
  contactId: Type.Optional(IdText),
  idNumber: Type.Optional(Line({ minLength: 1, maxLength: 32 })),
})
export type SameOrderPassenger = Static<typeof SameOrderPassenger>

/** POST /obt/plane/tkOrder/v3/checkSameOrder: active orders of the caller's company with the same passenger on the same flight. */
export const CheckSameOrderBody = Type.Object({
  flightKey: FlightKey,
  passengers: Type.Array(SameOrderPassenger, { minItems: 1, maxItems: 9 }),
})
export type CheckSameOrderBody = Static<typeof CheckSameOrderBody>

/** A duplicate found (the app asks the user to confirm before booking again). */
export const SameOrder = Type.Object({ orderId: Type.String(), orderNo: Type.String(), passengerName: Type.String() })
export type SameOrder = Static<typeof SameOrder>

/** checkSameOrder reply. */
export const CheckSameOrderReply = Type.Object({ duplicates: Type.Array(SameOrder) })
export type CheckSameOrderReply = Static<typeof CheckSameOrderReply>

// ---------------------------------------------------------------- booking

/**
 * A passenger of a booking, one of:
 * - `empId`: an employee of the caller's company within the caller's booking scope;
 * - `contactId`: one of the caller's frequent travellers (常用旅客);
 * - a guest: name, cardType, cardNumber, phone (+ born, sex; psgType) — needs bookOutside
 *   (or bookRange 4).
 * For employees and contacts `cardType` picks which of their documents to use (default: NI when
 * they have one, else the first).
 */
export const PassengerInput = Type.Object({
  empId: Type.Optional(EmpIdText),
  contactId: Type.Optional(IdText),
  name: Type.Optional(Line({ minLength: 1, maxLength: 50 })),
  cardType: Type.Optional(CardType),
  cardNumber: Type.Optional(Line({ minLength: 1, maxLength: 32 })),
  /** Card validity 'YYYY-MM-DD' (guests with a non-NI document). */
  cardExpiry: Type.Optional(DateText),
  phone: Type.Optional(Mobile),
  born: Type.Optional(DateText),
  sex: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F')])),
  /** Checked against the birth date when one is known. */
  psgType: Type.Optional(PsgType),
})
export type PassengerInput = Static<typeof PassengerInput>

/** The order's contact (receives the SMS notices). */
export const OrderContact = Type.Object({
  name: Line({ minLength: 1, maxLength: 50 }),
  phone: Mobile,
  email: Type.Optional(Email),
})
export type OrderContact = Static<typeof OrderContact>

/**
 * POST /obt/plane/tkOrder/v3/book. Rules: at most 9 passengers, per adult at most 2 children and
 * 1 infant; passengers within the caller's booking scope (4004 otherwise, like a missing id);
 * companies booking by application (booking style 2) need `ccsqdId` (4009 C767); out of policy
 * needs `violationReasonId` (4009 with the violated rules in tips) unless the policy forbids it
 * (4009); the same clientToken again returns the same order. Seats are taken in the booking's
 * transaction (4009 when sold out).
 */
export const BookBody = Type.Object({
  /** One segment, or two (round trip or connection). */
  segments: Type.Array(Type.Object({ cabinKey: CabinKey }), { minItems: 1, maxItems: 2 }),
  passengers: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  /** Insurance product ids (bxid), one policy per passenger and segment each. */
  insuranceIds: Type.Optional(Type.Array(Line({ minLength: 1, maxLength: 32 }), { maxItems: 3 })),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  /** The application's id; other text is no application (4009 C767). */
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  /** Idempotency key chosen by the app per booking attempt (8 to 64 characters). */
  clientToken: Type.String({ minLength: 8, maxLength: 64, pattern: '^[\\w-]+$' }),
})
export type BookBody = Static<typeof BookBody>

/** book reply. payDeadline (China time) is set when the order awaits payment. */
export const BookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
})
export type BookReply = Static<typeof BookReply>

// ---------------------------------------------------------------- order detail

/** GET query of the detail calls: orderDetail (orderId). */
export const OrderIdQuery = Type.Object({ orderId: IdText })
export type OrderIdQuery = Static<typeof OrderIdQuery>

/** POST body naming one order. */
export const OrderIdBody = Type.Object({ orderId: IdText })
export type OrderIdBody = Static<typeof OrderIdBody>

/**
 * The airline's status of a flight still to fly (known from 24 hours before departure).
 * involuntaryRefund: cancelled, or delayed 2 hours or more — a refund of it is free (refundType 2).
 */
export const FlightStatusView = Type.Object({
  status: Type.Union([Type.Literal('SCHEDULED'), Type.Literal('DELAYED'), Type.Literal('CANCELLED')]),
  delayMinutes: Type.Integer(),
  involuntaryRefund: Type.Boolean(),
})
export type FlightStatusView = Static<typeof FlightStatusView>

/** A flight segment of an order. */
export const OrderSegment = Type.Object({
  segmentNo: Type.Integer(),
  flightNo: Type.String(),
  airline: Type.String(),
  airlineName: Type.String(),
  /** A code-share: sold as flightNo by airline, flown as operatingFlightNo by operatingAirline. */
  codeShare: Type.Boolean(),
  operatingAirline: Type.String(),
  operatingAirlineName: Type.String(),
  /** '' unless a code-share. */
  operatingFlightNo: Type.String(),
  /** Aircraft type code ('738') and its name, the same name the flight list shows ('Boeing 737-800'). */
  aircraft: Type.String(),
  aircraftName: Type.String(),
  depCityName: Type.String(),
  depAirport: Type.String(),
  depAirportName: Type.String(),
  depTerminal: Type.String(),
  arrCityName: Type.String(),
  arrAirport: Type.String(),
  arrAirportName: Type.String(),
  arrTerminal: Type.String(),
  /** 'YYYY-MM-DD HH:mm' local. */
  depTime: Type.String(),
  arrTime: Type.String(),
  durationMinutes: Type.Integer(),
  cabinCode: Type.String(),
  cabinClass: CabinClass,
  cabinName: Type.String(),
  discount: Type.Integer(),
  /** Adult fare of the segment. */
  price: Type.Number(),
  refundRule: Type.String(),
  changeRule: Type.String(),
  /** Set when this segment replaced another through a change. */
  changedFromFlightNo: Type.Union([Type.String(), Type.Null()]),
  /** The airline's status (order detail, segments still to fly); null elsewhere. */
  flightStatus: Type.Union([FlightStatusView, Type.Null()]),
})
export type OrderSegment = Static<typeof OrderSegment>

/** A ticket of a passenger on a segment. */
export const OrderTicket = Type.Object({
  segmentNo: Type.Integer(),
  /** 13 digits (airline prefix + 10), '' until issued. */
  ticketNo: Type.String(),
  /** BOOKED, ISSUED, REFUNDED, CHANGED (replaced by a change), VOID (cancelled before issue). */
  status: Type.Union([Type.Literal('BOOKED'), Type.Literal('ISSUED'), Type.Literal('REFUNDED'), Type.Literal('CHANGED'), Type.Literal('VOID')]),
  fare: Type.Number(),
  airportFee: Type.Number(),
  fuelFee: Type.Number(),
  serviceFee: Type.Number(),
})
export type OrderTicket = Static<typeof OrderTicket>

/** A passenger of an order (document masked). */
export const OrderPassenger = Type.Object({
  passengerId: Type.String(),
  name: Type.String(),
  psgType: PsgType,
  cardType: CardType,
  cardNumberMasked: Type.String(),
  phoneMasked: Type.String(),
  /** The employee, when the passenger is one. */
  empId: Type.Union([Type.String(), Type.Null()]),
  tickets: Type.Array(OrderTicket),
})
export type OrderPassenger = Static<typeof OrderPassenger>

/** Price breakdown of an order. */
export const OrderPrice = Type.Object({
  fare: Type.Number(),
  airportFee: Type.Number(),
  fuelFee: Type.Number(),
  serviceFee: Type.Number(),
  insurance: Type.Number(),
  /** What the order costs (fare + taxes + service fee + insurance). */
  total: Type.Number(),
  /** Paid so far (incl. change fees). */
  paid: Type.Number(),
  /** Refunded so far. */
  refunded: Type.Number(),
})
export type OrderPrice = Static<typeof OrderPrice>

/** What the caller may do with the order now. */
export const AllowedActions = Type.Object({
  cancel: Type.Boolean(),
  pay: Type.Boolean(),
  refund: Type.Boolean(),
  change: Type.Boolean(),
})
export type AllowedActions = Static<typeof AllowedActions>

/** An insurance line of an order. */
export const OrderInsurance = Type.Object({
  bxid: Type.String(),
  bxmc: Type.String(),
  saleprice: Type.Number(),
  /** Policies bought (passengers × segments). */
  count: Type.Integer(),
  amount: Type.Number(),
})
export type OrderInsurance = Static<typeof OrderInsurance>

/** A refund or change of the order, as summarised on its detail. */
export const OrderAfterSale = Type.Object({
  id: Type.String(),
  no: Type.String(),
  /** 11002 refund, 11003 change. */
  orderType: FlightOrderType,
  status: OrderStatusCode,
  amount: Type.Number(),
  createdAt: Type.String(),
})
export type OrderAfterSale = Static<typeof OrderAfterSale>

/** GET /obt/plane/tkOrder/orderDetail reply (reading an unpaid order past its deadline cancels it first). */
/** What an order's fare protection says (booking/fare-protection.ts protectionView). */
export const FareProtectionView = Type.Object({
  rule: Type.String(),
  /** 'YYYY-MM-DD HH:mm' China time while in approval; null once approved. */
  heldUntil: Type.Union([Type.String(), Type.Null()]),
  /** The hold is over while still in approval: the approval will meet the fare of its moment. */
  holdEnded: Type.Boolean(),
  quotedTotal: Type.Union([Type.Number(), Type.Null()]),
  askTotal: Type.Union([Type.Number(), Type.Null()]),
})
export type FareProtectionView = Static<typeof FareProtectionView>

export const OrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  /** 11001 domestic; 11004 international (same tables; refund and change offline, §8). */
  orderType: Type.Union([Type.Literal(11001), Type.Literal(11004)]),
  status: OrderStatusCode,
  tripType: TripType,
  createdAt: Type.String(),
  bookerEmpId: Type.String(),
  bookerName: Type.String(),
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  segments: Type.Array(OrderSegment),
  passengers: Type.Array(OrderPassenger),
  price: OrderPrice,
  insurances: Type.Array(OrderInsurance),
  /** Out of policy: the rules broken and the reason given. */
  violation: Type.Union([
    Type.Object({ violations: Type.Array(Violation), reasonId: Type.String(), reasonText: Type.String(), note: Type.String() }),
    Type.Null(),
  ]),
  needApproval: Type.Boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' China time; null unless awaiting payment. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  /** Seconds left to pay (0 when not awaiting payment). */
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** COMPANY (company account) or PERSONAL; null until paid. */
  payType: Type.Union([Type.String(), Type.Null()]),
  costCenterName: Type.String(),
  projectName: Type.String(),
  ccsqdId: Type.String(),
  /**
   * Fare protection (issue 18 §1), when the company has it and it concerns this order: the rule,
   * until when the quote holds while in approval, the booked quote, and a new total beyond the
   * tolerance that waits for the traveller's yes (payment refuses until then).
   */
  fareProtection: Type.Optional(FareProtectionView),
  allowedActions: AllowedActions,
  refunds: Type.Array(OrderAfterSale),
  changes: Type.Array(OrderAfterSale),
})
export type OrderDetail = Static<typeof OrderDetail>

/** POST /obt/order/fareConfirm: the traveller takes a fare that moved beyond the tolerance (4009 with the newer total when it moved again). */
export const FareConfirmReply = Type.Object({
  orderId: Type.String(),
  totalAmount: Type.Number(),
  /** 'YYYY-MM-DD HH:mm:ss' China time: the fresh deadline to pay. */
  payDeadline: Type.String(),
})
export type FareConfirmReply = Static<typeof FareConfirmReply>

/** POST /obt/plane/tkOrder/cancelTkOrder: cancels an order not yet paid (seats released). */
export const CancelOrderReply = Type.Object({ orderId: Type.String(), status: OrderStatusCode })
export type CancelOrderReply = Static<typeof CancelOrderReply>

// ---------------------------------------------------------------- refund

/**
 * POST /obt/plane/tkOrder/refundAdd: refunds the issued tickets of the passengers (every segment
 * not yet flown unless segmentNos says which). Fee = fee percentage of the fare rule for the time
 * before departure; taxes are returned in full, the service fee is not. Completed at once by the
 * simulated supplier; seats return to inventory; the order becomes FULL_REFUND or PARTIAL_REFUND.
 */
export const RefundAddBody = Type.Object({
  orderId: IdText,
  passengerIds: Type.Array(IdText, { minItems: 1, maxItems: 9 }),
  segmentNos: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), { minItems: 1, maxItems: 2 })),
  reason: FreeText({ minLength: 1, maxLength: 200 }),
  /**
   * Not the caller's to decide: the server refunds a flight the airline cancelled or delayed by 2
   * hours or more as involuntary (no fee), every other one as voluntary. 2 for a flight that does
   * not qualify answers 4009; 1 or nothing lets the server decide.
   */
  refundType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
})
export type RefundAddBody = Static<typeof RefundAddBody>

/** refundAdd reply. */
export const RefundAddReply = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  /** The order's status after the refund. */
  orderStatus: OrderStatusCode,
  fee: Type.Number(),
  refundAmount: Type.Number(),
})
export type RefundAddReply = Static<typeof RefundAddReply>

/** GET /obt/plane/tkOrder/refundOrderDetail query. */
export const RefundIdQuery = Type.Object({ refundId: IdText })
export type RefundIdQuery = Static<typeof RefundIdQuery>

/** A refunded ticket. */
export const RefundItem = Type.Object({
  passengerId: Type.String(),
  passengerName: Type.String(),
  segmentNo: Type.Integer(),
  flightNo: Type.String(),
  ticketNo: Type.String(),
  fare: Type.Number(),
  feePercent: Type.Integer(),
  fee: Type.Number(),
  /** Airport fee and fuel surcharge returned. */
  taxes: Type.Number(),
  /** fare - fee + taxes. */
  amount: Type.Number(),
})
export type RefundItem = Static<typeof RefundItem>

/** refundOrderDetail reply. */
export const RefundDetail = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderType: Type.Literal(11002),
  orderId: Type.String(),
  orderNo: Type.String(),
  /** FULL_REFUND / PARTIAL_REFUND: the order's state this refund left it in. */
  status: OrderStatusCode,
  refundType: Type.Integer(),
  reason: Type.String(),
  createdAt: Type.String(),
  /** Hours before departure when applied (the fee tier used). */
  hoursBeforeDeparture: Type.Number(),
  items: Type.Array(RefundItem),
  totalFee: Type.Number(),
  totalAmount: Type.Number(),
})
export type RefundDetail = Static<typeof RefundDetail>

// ---------------------------------------------------------------- change

/** POST /obt/plane/tkOrder/queryChangeFee: what changing to another fare costs (per ticket and in total). */
export const QueryChangeFeeBody = Type.Object({
  orderId: IdText,
  newCabinKey: CabinKey,
  /** Default: every passenger with an issued ticket on the segment. */
  passengerIds: Type.Optional(Type.Array(IdText, { minItems: 1, maxItems: 9 })),
  /** Segment to change; default 1. */
  segmentNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
})
export type QueryChangeFeeBody = Static<typeof QueryChangeFeeBody>

/** How a change is settled: see ChangeSettlementFields. */
export const ChangeSettlement = Type.Union([
  Type.Literal('NONE'),
  Type.Literal('COMPANY_ACCOUNT'),
  Type.Literal('PAY_ONLINE'),
  Type.Literal('REFUND'),
])
export type ChangeSettlement = Static<typeof ChangeSettlement>

/**
 * What a change gives back and who settles it. A cheaper new fare gives the difference back to
 * the payer less what the old fare's refund rule keeps of it (its refund percentage for the time
 * before departure); net = total - fareRefund. settlement: COMPANY_ACCOUNT (the order was paid by
 * the company account: charged to it at once, issued at once), PAY_ONLINE (paid personally: the
 * change waits for payment through /pay/payment with changeId, 15 minutes, and is issued when
 * paid), REFUND (more comes back than it costs: refunded to the payer at once), NONE (nothing owed).
 */
const ChangeSettlementFields = {
  /** Per ticket (adult): the difference given back and the refund percentage that is kept of it. */
  fareRefundPerTicket: Type.Number(),
  fareRefundPercent: Type.Integer(),
  /** All tickets: the cheaper difference given back, and what the fare rule keeps of it. */
  fareRefund: Type.Number(),
  fareRefundFee: Type.Number(),
  /** To pay: max(0, total - fareRefund). */
  payable: Type.Number(),
  /** Back to the payer: max(0, fareRefund - total). */
  refundable: Type.Number(),
  /** The order's payer: COMPANY (company account) or PERSONAL. */
  payType: Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')]),
  settlement: ChangeSettlement,
}

/** queryChangeFee reply (amounts for all the passengers). */
export const ChangeFeeReply = Type.Object({
  allowed: Type.Boolean(),
  /** Why not, when not allowed. */
  reason: Type.Optional(Type.String()),
  passengerCount: Type.Integer(),
  /** Change fee per ticket (fee percentage of the old fare's rule). */
  changeFeePerTicket: Type.Number(),
  changeFeePercent: Type.Integer(),
  /** New fare - old fare per ticket when positive. */
  fareDifferencePerTicket: Type.Number(),
  changeFee: Type.Number(),
  fareDifference: Type.Number(),
  /** changeFee + fareDifference. */
  total: Type.Number(),
  ...ChangeSettlementFields,
})
export type ChangeFeeReply = Static<typeof ChangeFeeReply>

/**
 * POST /obt/plane/tkOrder/tkChangeOrderAdd: moves the passengers' tickets on one segment to the
 * new fare (same route, any date/flight). Seats move in one transaction; the simulated supplier
 * re-issues at once and the amount is settled with the order's payment method; the order becomes
 * CHANGED (all tickets of the order changed) or PARTIAL_CHANGE.
 */
export const ChangeAddBody = Type.Object({
  orderId: IdText,
  passengerIds: Type.Array(IdText, { minItems: 1, maxItems: 9 }),
  newCabinKey: CabinKey,
  segmentNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  reason: Type.Optional(FreeText({ maxLength: 200 })),
})
export type ChangeAddBody = Static<typeof ChangeAddBody>

/**
 * tkChangeOrderAdd reply. orderStatus is AWAITING_PAYMENT while the change waits for the
 * traveller's payment (needPayment: open /pay/payment?orderIds=<orderId>&changeId=<changeId>),
 * else the order's status after the change (CHANGED / PARTIAL_CHANGE).
 */
export const ChangeAddReply = Type.Object({
  changeId: Type.String(),
  changeNo: Type.String(),
  orderStatus: OrderStatusCode,
  /** changeFee + fareDifference. */
  amount: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
  settlement: ChangeSettlement,
  needPayment: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
})
export type ChangeAddReply = Static<typeof ChangeAddReply>

/** GET /obt/plane/tkOrder/tkChangeOrderDetail query. */
export const ChangeIdQuery = Type.Object({ changeId: IdText })
export type ChangeIdQuery = Static<typeof ChangeIdQuery>

/** A changed ticket. */
export const ChangeItem = Type.Object({
  passengerId: Type.String(),
  passengerName: Type.String(),
  oldTicketNo: Type.String(),
  newTicketNo: Type.String(),
  changeFee: Type.Number(),
  fareDifference: Type.Number(),
  fareRefund: Type.Number(),
  fareRefundFee: Type.Number(),
})
export type ChangeItem = Static<typeof ChangeItem>

/** tkChangeOrderDetail reply. */
export const ChangeDetail = Type.Object({
  changeId: Type.String(),
  changeNo: Type.String(),
  orderType: Type.Literal(11003),
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  reason: Type.String(),
  createdAt: Type.String(),
  segmentNo: Type.Integer(),
  oldSegment: OrderSegment,
  newSegment: OrderSegment,
  items: Type.Array(ChangeItem),
  changeFee: Type.Number(),
  fareDifference: Type.Number(),
  /** changeFee + fareDifference. */
  totalAmount: Type.Number(),
  fareRefund: Type.Number(),
  fareRefundFee: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
  payType: Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')]),
  settlement: ChangeSettlement,
  /** Awaiting payment: 'YYYY-MM-DD HH:mm:ss' China time and the seconds left; else null / 0. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** The caller may pay it now (/pay/payment with changeId). */
  canPay: Type.Boolean(),
})
export type ChangeDetail = Static<typeof ChangeDetail>

// ---------------------------------------------------------------- lists

/**
 * POST /obt/totalOrderList (every product; today flights) and /obt/plane/tkOrder/allOrderList
 * (flights only). dateType 1 booking date (default), 2 departure date; window default the last
 * 30 days (dateStart/dateEnd 'YYYY-MM-DD', inclusive). findScope 1 (default): orders where the
 * caller travels or that the caller booked for themselves; 2: also those the caller booked for
 * others. Newest first.
 */
export const OrderListBody = Type.Object({
  ...PageQuery,
  dateType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  dateStart: Type.Optional(DateText),
  dateEnd: Type.Optional(DateText),
  orderNo: Type.Optional(Line({ maxLength: 32 })),
  /** An order type (11001 flights, 11009 trains...; a product code 10901 = every flight row). */
  orderType: Type.Optional(CodeNumber),
  findScope: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  empName: Type.Optional(Line({ maxLength: 50 })),
  /** Part of the contact's phone number: digits (and + - blanks). */
  linkTel: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9+ -]*$' })),
  cityId: Type.Optional(Line({ maxLength: 16 })),
  /** Only these statuses. */
  statuses: Type.Optional(Type.Array(OrderStatusCode, { maxItems: 23 })),
})
export type OrderListBody = Static<typeof OrderListBody>

/**
 * A row of an order list. Open it with the detail screen of orderType, passing `id`. Each row
 * describes itself: an order (11001) its flights as booked and all its passengers; a refund
 * (11002) the flights and passengers it refunded; a change (11003) its new flight and the
 * passengers it moved. A change awaiting payment has status AWAITING_PAYMENT and payDeadline
 * (pay it with /pay/payment?orderIds=<orderId>&changeId=<id>).
 */
export const OrderListItem = Type.Object({
  /** orderId for 11001, refundId for 11002, changeId for 11003. */
  id: Type.String(),
  /** The flight order it belongs to. */
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: ListRowOrderType,
  status: OrderStatusCode,
  /** e.g. '北京-上海' / 'Beijing-Shanghai' ('北京-上海-北京' for a round trip). */
  routeText: Type.String(),
  /** The row's flight numbers ('/' between segments). */
  flightNo: Type.String(),
  /** The row's first departure 'YYYY-MM-DD HH:mm'. */
  depTime: Type.String(),
  /** The row's passengers. */
  passengerNames: Type.String(),
  amount: Type.Number(),
  createdAt: Type.String(),
  /** Awaiting payment: 'YYYY-MM-DD HH:mm:ss', else null. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  tripType: TripType,
})
export type OrderListItem = Static<typeof OrderListItem>

/** Order list reply. */
export const OrderListReply = Page(OrderListItem)
export type OrderListReply = Static<typeof OrderListReply>

// ---------------------------------------------------------------- documents

/** POST /obt/vipOrder/pdf/generate: a PDF itinerary of an order, served once at `url` (10 minutes). */
export const PdfGenerateBody = Type.Object({ orderId: IdText })
export type PdfGenerateBody = Static<typeof PdfGenerateBody>

/** pdf/generate reply: `url` is relative to the server, no token needed, works once. */
export const PdfGenerateReply = Type.Object({ url: Type.String(), expiresAt: Type.String(), fileName: Type.String() })
export type PdfGenerateReply = Static<typeof PdfGenerateReply>

/**
 * POST /obt/common/smsEmail: e-mails an order document (queued in the e-mail outbox). sendScene
 * 1 itinerary, 2 order confirmation, 3 refund notice, 4 change notice. `email` defaults to the
 * caller's address; `emailUrl` (a pdf/generate url) is attached.
 */
export const SmsEmailBody = Type.Object({
  orderNo: Line({ minLength: 1, maxLength: 32 }),
  orderType: CodeNumber,
  sendScene: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.String({ pattern: '^[1-4]$' })]),
  emailUrl: Type.Optional(Line({ maxLength: 300 })),
  email: Type.Optional(Email),
  url: Type.Optional(Line({ maxLength: 300 })),
  bdh: Type.Optional(Line({ maxLength: 64 })),
})
export type SmsEmailBody = Static<typeof SmsEmailBody>

/** smsEmail reply. */
export const SmsEmailReply = Type.Object({ queued: Type.Boolean(), emailMasked: Type.String() })
export type SmsEmailReply = Static<typeof SmsEmailReply>

/** GET /obt/demo/emailOutbox (demo tools): the latest e-mails, optionally to one address. */
export const DemoEmailOutboxQuery = Type.Object({ email: Type.Optional(Line({ maxLength: 100 })) })
export type DemoEmailOutboxQuery = Static<typeof DemoEmailOutboxQuery>

/** An e-mail in the outbox. */
export const DemoEmail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  attachmentUrl: Type.String(),
  createdAt: Type.String(),
})
export type DemoEmail = Static<typeof DemoEmail>

/** emailOutbox reply: the last 20 e-mails, newest first. */
export const DemoEmailOutboxReply = Type.Array(DemoEmail)
export type DemoEmailOutboxReply = Static<typeof DemoEmailOutboxReply>

// ---------------------------------------------------------------- insurance

/** GET /obt/bx/getBxcpList: insurance products offered with a product (cplx '10901'). */
export const InsuranceListQuery = Type.Object({
  cplx: Line({ minLength: 1, maxLength: 16 }),
  tripType: Type.Optional(TripType),
})
export type InsuranceListQuery = Static<typeof InsuranceListQuery>

/** An insurance product. */
export const InsuranceProduct = Type.Object({
  bxid: Type.String(),
  /** Name. */
  bxmc: Type.String(),
  /** Price per passenger and segment. */
  saleprice: Type.Number(),
  /** Terms (须知). */
  bxxz: Type.String(),
  /** One-line description (保额说明). */
  besm: Type.String(),
  /** Ticked by default in the booking form. */
  defaultSelected: Flag,
  /** The company pays it on business trips. */
  companyPaid: Flag,
})
export type InsuranceProduct = Static<typeof InsuranceProduct>

/** getBxcpList reply. */
export const InsuranceListReply = Type.Array(InsuranceProduct)
export type InsuranceListReply = Static<typeof InsuranceListReply>
