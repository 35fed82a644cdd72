/**
 * Train booking and train orders (booking flows §2.4, §3.3, §5.3, §7.7): pre-booking check,
 * booking (direct, transfer, standby), order detail, cancel, refund, change, the standby list.
 *
 * Paths (all under the envelope; ids are strings of digits):
 * - POST /obt/train/trQuery/validOrder         TrBookBody (clientToken optional)  → TrValidOrderReply
 * - POST /obt/train/trQuery/trBookOrder        TrBookBody                         → TrBookReply
 * - POST /obt/train/trQuery/bookTransfer       TrTransferBookBody                 → TrBookReply (transfer true)
 * - POST /obt/train/trQuery/trHbBookOrder      TrStandbyBookBody                  → TrBookReply (standby)
 * - GET  /obt/train/trOrder/orderDetail        ?orderId                           → TrainOrderDetail
 *        (any train order: direct, transfer (transfer true) and standby (standby set))
 * - POST /obt/train/trOrder/cancelTrOrder      {orderId}                          → TrCancelReply
 *        (an order not yet paid: seats released; a standby order still queued: refunded in full)
 * - POST /obt/train/trOrder/refundFee          TrRefundFeeBody                    → TrRefundFeeReply
 * - POST /obt/train/trOrder/refundAdd          TrRefundAddBody                    → TrRefundAddReply
 * - GET  /obt/train/trOrder/refundOrderDetail  ?refundId                          → TrRefundDetail
 * - POST /obt/train/trOrder/changeFee          TrChangeFeeBody                    → TrChangeFeeReply
 * - POST /obt/train/trOrder/changeAdd          TrChangeAddBody                    → TrChangeAddReply
 * - GET  /obt/train/trOrder/changeOrderDetail  ?changeId                          → TrChangeDetail
 * - POST /obt/train/trOrder/benchList          TrBenchListBody                    → TrBenchListReply
 *        (the caller's standby orders for /userCenter/trBenchList, newest first, paged)
 * - POST /obt/train/trOrder/benchCancel        {orderId}                          → TrCancelReply
 * Paying: the spine's /obt/pay/... calls with orderIds (and changeId for a change that costs more,
 * paid by the traveller), exactly as flight orders and changes.
 *
 * Conventions: times China local; a train's date 'YYYY-MM-DD', its clock times 'HH:mm'; deadlines
 * 'YYYY-MM-DD HH:mm'; createdAt 'YYYY-MM-DD HH:mm:ss'. Amounts CNY. `status` is an order status code
 * (OrderStatusCode). Another company's id, or an order outside the caller's booking scope, answers
 * 4004 exactly like a missing id. Card numbers are always masked. Amounts, fees and statuses are
 * the server's: nothing of them is taken from a request.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CardType, DateText, FreeText, IdOrText, IdText, Line, OrderStatusCode, Page, PageQuery, TripType } from './common'
import { ApprovalProgress } from './approval-progress'
import { ChangeSettlement, OrderContact, PassengerInput } from './order'

/** An opaque trainKey from trSearch ('YYYYMMDD.TRAINCODE.FROM.TO'). */
export const TrainKey = Line({ minLength: 8, maxLength: 64 })

/**
 * 12306 seat type codes: '9' business, 'P' special, 'M' first, 'O' second, 'A' deluxe moving
 * sleeper, 'F' moving sleeper, '6' deluxe soft sleeper, '4' soft sleeper, '3' hard sleeper,
 * '2' soft seat, '1' hard seat, 'WZ' no seat.
 */
export const TrainSeatType = Type.Union(
  (['9', 'P', 'M', 'O', 'A', 'F', '6', '4', '3', '2', '1', 'WZ'] as const).map((code) => Type.Literal(code)),
)
export type TrainSeatType = Static<typeof TrainSeatType>

/** Ticket type: 1 adult, 2 child (under 12: half fare of the seat), 3 student (75 % of a second/hard seat fare). */
export const TicketType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])
export type TicketType = Static<typeof TicketType>

/** Order type codes of train orders: 11009 order, 11010 refund, 11011 change, 20031 standby (候补). */
export const TrainOrderType = Type.Union([Type.Literal(11009), Type.Literal(11010), Type.Literal(11011), Type.Literal(20031)])
export type TrainOrderType = Static<typeof TrainOrderType>

/** A broken train policy rule. SEAT_TYPE: the seat class is above what the traveller's rank may book. */
export const TrainViolation = Type.Object({ code: Type.String(), text: Type.String() })
export type TrainViolation = Static<typeof TrainViolation>

// ---------------------------------------------------------------- booking

/**
 * A passenger of a train booking: a PassengerInput (employee, frequent traveller or guest) with
 * its ticket type and optionally its own seat type (default: the booking's seatType).
 */
export const TrainPassengerInput = Type.Composite([
  PassengerInput,
  Type.Object({
    ticketType: Type.Optional(TicketType),
    seatType: Type.Optional(TrainSeatType),
  }),
])
export type TrainPassengerInput = Static<typeof TrainPassengerInput>

/**
 * What every train booking carries. At most 9 passengers (booking flows §9 "up to 9"; the 5 of
 * the message is the older limit — see server/README.md, Trains); passengers within the caller's
 * booking scope (4004 otherwise); a child needs an adult on the order; contact phone required.
 */
const TrainBookCommon = {
  passengers: Type.Array(TrainPassengerInput, { minItems: 1, maxItems: 9 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  /** The application's id; other text is no application (4009 C767). */
  ccsqdId: Type.Optional(IdOrText({ minLength: 1, maxLength: 32 })),
  routeId: Type.Optional(Line({ maxLength: 32 })),
  violationReasonId: Type.Optional(IdText),
  violationNote: Type.Optional(FreeText({ maxLength: 200 })),
  /** Insurance product ids (bxid, cplx 10904), one policy per passenger and leg each. */
  insuranceIds: Type.Optional(Type.Array(Line({ minLength: 1, maxLength: 32 }), { maxItems: 3 })),
  /** Idempotency key chosen by the app per booking attempt (8 to 64 characters). */
  clientToken: Type.String({ minLength: 8, maxLength: 64, pattern: '^[\\w-]+$' }),
}

/**
 * POST /obt/train/trQuery/trBookOrder: one train, one seat type (a passenger may pick another).
 * Seats are taken in the booking's transaction (4009 when sold out); the same clientToken again
 * returns the same order.
 */
export const TrBookBody = Type.Object({
  trainKey: TrainKey,
  seatType: TrainSeatType,
  ...TrainBookCommon,
})
export type TrBookBody = Static<typeof TrBookBody>

/** POST /obt/train/trQuery/validOrder: TrBookBody checked without booking (clientToken optional). */
export const TrValidOrderBody = Type.Object({
  trainKey: TrainKey,
  seatType: TrainSeatType,
  ...TrainBookCommon,
  clientToken: Type.Optional(TrainBookCommon.clientToken),
})
export type TrValidOrderBody = Static<typeof TrValidOrderBody>

/**
 * validOrder reply. valid: bookable as sent (a missing reason for a violation is valid false with
 * needReason). reasonCode: NOT_ON_SALE (sale paused, not yet open, outside 05:00–23:59 or closed),
 * SOLD_OUT (fewer seats left than passengers: standby may be offered), FORBIDDEN (policy forbids
 * the seat), NEED_REASON (out of policy without a reason), DUPLICATE (a passenger already holds a
 * booking on this train's date).
 */
export const TrValidOrderReply = Type.Object({
  valid: Type.Boolean(),
  reasonCode: Type.Optional(
    Type.Union([
      Type.Literal('NOT_ON_SALE'),
      Type.Literal('SOLD_OUT'),
      Type.Literal('FORBIDDEN'),
      Type.Literal('NEED_REASON'),
      Type.Literal('DUPLICATE'),
    ]),
  ),
  reason: Type.Optional(Type.String()),
  violations: Type.Array(TrainViolation),
  needReason: Type.Boolean(),
  needApproval: Type.Boolean(),
  /** Seats left per seat type asked for. */
  seatsLeft: Type.Array(Type.Object({ seatType: TrainSeatType, count: Type.Integer() })),
  /** A sold-out seat type can be queued for (standby). */
  standbyAvailable: Type.Boolean(),
  fare: Type.Number(),
  serviceFee: Type.Number(),
  insurance: Type.Number(),
  totalAmount: Type.Number(),
})
export type TrValidOrderReply = Static<typeof TrValidOrderReply>

/** Booking reply. payDeadline 'YYYY-MM-DD HH:mm' (China) when awaiting payment, else null. */
export const TrBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
  transfer: Type.Boolean(),
  standby: Type.Boolean(),
})
export type TrBookReply = Static<typeof TrBookReply>

/**
 * POST /obt/train/trQuery/bookTransfer: two trains via a hub city, one order (transfer flag). The
 * second leaves from the first's arrival station at least 20 minutes after it arrives, or from
 * another station of that city at least 60 minutes after (and at most 6 hours); 4009 otherwise.
 */
export const TrTransferBookBody = Type.Object({
  legs: Type.Tuple([
    Type.Object({ trainKey: TrainKey, seatType: TrainSeatType }),
    Type.Object({ trainKey: TrainKey, seatType: TrainSeatType }),
  ]),
  ...TrainBookCommon,
})
export type TrTransferBookBody = Static<typeof TrTransferBookBody>

/**
 * POST /obt/train/trQuery/trHbBookOrder: standby (候补) for sold-out seats. One to five trains of one
 * date and route, one to three seat types; any chosen train with any chosen seat type fulfils it.
 * deadline 'YYYY-MM-DD HH:mm' (China), ahead of now and no later than 3 hours before the latest
 * chosen departure. Prepaid: the highest fare among the choices per passenger (plus service fee);
 * when fulfilled the difference to the seat obtained is refunded; at the deadline everything is
 * refunded and the order closed.
 */
export const TrStandbyBookBody = Type.Object({
  trainKeys: Type.Array(TrainKey, { minItems: 1, maxItems: 5 }),
  seatTypes: Type.Array(TrainSeatType, { minItems: 1, maxItems: 3 }),
  deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }),
  ...TrainBookCommon,
})
export type TrStandbyBookBody = Static<typeof TrStandbyBookBody>

// ---------------------------------------------------------------- order detail

/** GET query naming an order. */
export const TrOrderIdQuery = Type.Object({ orderId: IdText })
export type TrOrderIdQuery = Static<typeof TrOrderIdQuery>

/** POST body naming an order. */
export const TrOrderIdBody = Type.Object({ orderId: IdText })
export type TrOrderIdBody = Static<typeof TrOrderIdBody>

/** A station. */
export const TrainStationView = Type.Object({ code: Type.String(), name: Type.String() })
export type TrainStationView = Static<typeof TrainStationView>

/** A train (leg) of an order: legNo 1, or 1 and 2 for a transfer. */
export const TrainLegView = Type.Object({
  legNo: Type.Integer(),
  trainCode: Type.String(),
  trainKey: Type.String(),
  /** 'YYYY-MM-DD' departure date. */
  date: Type.String(),
  fromStation: TrainStationView,
  toStation: TrainStationView,
  /** 'HH:mm'. */
  startTime: Type.String(),
  arriveTime: Type.String(),
  arriveDays: Type.Integer(),
  /** 'HH:mm'. */
  runTime: Type.String(),
})
export type TrainLegView = Static<typeof TrainLegView>

/**
 * Ticket status: BOOKED (seat held, not yet issued), ISSUED, REFUNDED, CHANGED (replaced by a
 * change: the new ticket follows), VOID (cancelled or expired before issue).
 */
export const TrainTicketStatus = Type.Union([
  Type.Literal('BOOKED'),
  Type.Literal('ISSUED'),
  Type.Literal('REFUNDED'),
  Type.Literal('CHANGED'),
  Type.Literal('VOID'),
])
export type TrainTicketStatus = Static<typeof TrainTicketStatus>

/** A ticket of a passenger. */
export const TrainTicketView = Type.Object({
  ticketId: Type.String(),
  legNo: Type.Integer(),
  /** The train of this ticket (a changed ticket's new train differs from the leg's). */
  trainCode: Type.String(),
  trainKey: Type.String(),
  /** 'YYYY-MM-DD HH:mm' departure. */
  departAt: Type.String(),
  seatType: Type.String(),
  seatName: Type.String(),
  /** '' until issued. */
  carriage: Type.String(),
  seatNo: Type.String(),
  /** e.g. '05车07F号' / 'Car 05, seat 07F' ('' until issued). */
  seatLabel: Type.String(),
  ticketNo: Type.String(),
  price: Type.Number(),
  serviceFee: Type.Number(),
  status: TrainTicketStatus,
  /** This ticket came from a change (a ticket is changed at most once). */
  changed: Type.Boolean(),
  /** The ticket it replaced / the one that replaced it. */
  changedFromTicketId: Type.Union([Type.String(), Type.Null()]),
  changedToTicketId: Type.Union([Type.String(), Type.Null()]),
  refunded: Type.Boolean(),
  canRefund: Type.Boolean(),
  canChange: Type.Boolean(),
})
export type TrainTicketView = Static<typeof TrainTicketView>

/** A passenger of a train order (card number masked). */
export const TrainPassengerView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cardType: CardType,
  cardNumber: Type.String(),
  ticketType: TicketType,
  empId: Type.Union([Type.String(), Type.Null()]),
  tickets: Type.Array(TrainTicketView),
})
export type TrainPassengerView = Static<typeof TrainPassengerView>

/** A refund or change of the order, as summarised on its detail. */
export const TrainAfterSaleView = Type.Object({
  id: Type.String(),
  no: Type.String(),
  /** 11010 refund, 11011 change. */
  orderType: Type.Union([Type.Literal(11010), Type.Literal(11011)]),
  status: OrderStatusCode,
  amount: Type.Number(),
  createdAt: Type.String(),
})
export type TrainAfterSaleView = Static<typeof TrainAfterSaleView>

/** Standby state: WAITING (queued), FULFILLED, EXPIRED (deadline passed: refunded), CANCELLED. */
export const StandbyState = Type.Union([
  Type.Literal('UNPAID'),
  Type.Literal('WAITING'),
  Type.Literal('FULFILLED'),
  Type.Literal('EXPIRED'),
  Type.Literal('CANCELLED'),
])
export type StandbyState = Static<typeof StandbyState>

/** The standby part of an order (20031). */
export const StandbyView = Type.Object({
  /** 'YYYY-MM-DD HH:mm'. */
  deadline: Type.String(),
  trainCodes: Type.Array(Type.String()),
  trainKeys: Type.Array(Type.String()),
  seatTypes: Type.Array(Type.String()),
  seatNames: Type.Array(Type.String()),
  state: StandbyState,
  /** 1-based place in the queue of its trains while WAITING, else null. */
  queuePosition: Type.Union([Type.Integer(), Type.Null()]),
})
export type StandbyView = Static<typeof StandbyView>

/** Price breakdown. */
export const TrainOrderPrice = Type.Object({
  fare: Type.Number(),
  serviceFee: Type.Number(),
  insurance: Type.Number(),
  total: Type.Number(),
  paid: Type.Number(),
  refunded: Type.Number(),
})
export type TrainOrderPrice = Static<typeof TrainOrderPrice>

/** GET /obt/train/trOrder/orderDetail reply. */
export const TrainOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  /** 11009 (direct and transfer) or 20031 (standby). */
  orderType: Type.Union([Type.Literal(11009), Type.Literal(20031)]),
  status: OrderStatusCode,
  /** Two legs: open the transfer detail screen (trSferOrderDetail). */
  transfer: Type.Boolean(),
  standby: Type.Union([StandbyView, Type.Null()]),
  tripType: TripType,
  createdAt: Type.String(),
  bookerEmpId: Type.String(),
  bookerName: Type.String(),
  /** 'YYYY-MM-DD HH:mm' China time; null unless awaiting payment. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  payType: Type.Union([Type.String(), Type.Null()]),
  legs: Type.Array(TrainLegView),
  passengers: Type.Array(TrainPassengerView),
  price: TrainOrderPrice,
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  costCenterName: Type.String(),
  projectName: Type.String(),
  ccsqdId: Type.String(),
  violation: Type.Union([
    Type.Object({ violations: Type.Array(TrainViolation), reasonId: Type.String(), reasonText: Type.String(), note: Type.String() }),
    Type.Null(),
  ]),
  needApproval: Type.Boolean(),
  /** The approval's progress when the order went through one; null otherwise. */
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), refund: Type.Boolean(), change: Type.Boolean() }),
  refunds: Type.Array(TrainAfterSaleView),
  changes: Type.Array(TrainAfterSaleView),
})
export type TrainOrderDetail = Static<typeof TrainOrderDetail>

/** cancelTrOrder / benchCancel reply. */
export const TrCancelReply = Type.Object({ orderId: Type.String(), status: OrderStatusCode, refunded: Type.Number() })
export type TrCancelReply = Static<typeof TrCancelReply>

// ---------------------------------------------------------------- refund

/** POST /obt/train/trOrder/refundFee: the fee of refunding these issued tickets now (shown before confirming). */
export const TrRefundFeeBody = Type.Object({
  orderId: IdText,
  ticketIds: Type.Array(IdText, { minItems: 1, maxItems: 18 }),
})
export type TrRefundFeeBody = Static<typeof TrRefundFeeBody>

/** A ticket's refund quote. */
export const TrRefundQuoteItem = Type.Object({
  ticketId: Type.String(),
  passengerName: Type.String(),
  trainCode: Type.String(),
  fare: Type.Number(),
  feePercent: Type.Integer(),
  fee: Type.Number(),
  /** fare − fee (the service fee is not returned). */
  amount: Type.Number(),
})
export type TrRefundQuoteItem = Static<typeof TrRefundQuoteItem>

/** refundFee reply. allowed false (with reason) once a train has left or a ticket cannot be refunded. */
export const TrRefundFeeReply = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  /** Hours before the earliest departure among the tickets. */
  hoursBeforeDeparture: Type.Number(),
  items: Type.Array(TrRefundQuoteItem),
  totalFee: Type.Number(),
  totalAmount: Type.Number(),
})
export type TrRefundFeeReply = Static<typeof TrRefundFeeReply>

/** POST /obt/train/trOrder/refundAdd: refunds the tickets (completed at once; seats return). */
export const TrRefundAddBody = Type.Object({
  orderId: IdText,
  ticketIds: Type.Array(IdText, { minItems: 1, maxItems: 18 }),
  reason: Type.Optional(FreeText({ maxLength: 200 })),
})
export type TrRefundAddBody = Static<typeof TrRefundAddBody>

/** refundAdd reply. */
export const TrRefundAddReply = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderStatus: OrderStatusCode,
  fee: Type.Number(),
  refundAmount: Type.Number(),
})
export type TrRefundAddReply = Static<typeof TrRefundAddReply>

/** GET /obt/train/trOrder/refundOrderDetail query. */
export const TrRefundIdQuery = Type.Object({ refundId: IdText })
export type TrRefundIdQuery = Static<typeof TrRefundIdQuery>

/** refundOrderDetail reply. */
export const TrRefundDetail = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderType: Type.Literal(11010),
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  reason: Type.String(),
  createdAt: Type.String(),
  hoursBeforeDeparture: Type.Number(),
  items: Type.Array(TrRefundQuoteItem),
  totalFee: Type.Number(),
  totalAmount: Type.Number(),
})
export type TrRefundDetail = Static<typeof TrRefundDetail>

// ---------------------------------------------------------------- change

/**
 * POST /obt/train/trOrder/changeFee: what changing these issued tickets (all of one leg, none
 * changed before) to another train costs. The new train runs between the same cities (any
 * station of each), on sale, with enough seats of seatType.
 */
export const TrChangeFeeBody = Type.Object({
  orderId: IdText,
  ticketIds: Type.Array(IdText, { minItems: 1, maxItems: 9 }),
  newTrainKey: TrainKey,
  seatType: TrainSeatType,
})
export type TrChangeFeeBody = Static<typeof TrChangeFeeBody>

/** A ticket's change quote. */
export const TrChangeQuoteItem = Type.Object({
  ticketId: Type.String(),
  passengerName: Type.String(),
  oldFare: Type.Number(),
  newFare: Type.Number(),
  changeFeePercent: Type.Integer(),
  changeFee: Type.Number(),
  /** new − old. */
  difference: Type.Number(),
  /** Refund fee kept of a lower fare's difference. */
  differenceFee: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
})
export type TrChangeQuoteItem = Static<typeof TrChangeQuoteItem>

/**
 * changeFee reply. settlement: COMPANY_ACCOUNT (paid by the company account: charged at once),
 * PAY_ONLINE (paid personally: the change waits for /pay/payment with changeId, 15 minutes),
 * REFUND (the difference goes back at once), NONE (nothing owed).
 */
export const TrChangeFeeReply = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  hoursBeforeDeparture: Type.Number(),
  newLeg: Type.Union([TrainLegView, Type.Null()]),
  items: Type.Array(TrChangeQuoteItem),
  changeFee: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
  payType: Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')]),
  settlement: ChangeSettlement,
})
export type TrChangeFeeReply = Static<typeof TrChangeFeeReply>

/** POST /obt/train/trOrder/changeAdd: moves the tickets to the new train (new seats held, old released). */
export const TrChangeAddBody = Type.Object({
  orderId: IdText,
  ticketIds: Type.Array(IdText, { minItems: 1, maxItems: 9 }),
  newTrainKey: TrainKey,
  seatType: TrainSeatType,
  reason: Type.Optional(FreeText({ maxLength: 200 })),
})
export type TrChangeAddBody = Static<typeof TrChangeAddBody>

/** changeAdd reply (needPayment: pay with /pay/payment?orderIds=<orderId>&changeId=<changeId>). */
export const TrChangeAddReply = Type.Object({
  changeId: Type.String(),
  changeNo: Type.String(),
  orderStatus: OrderStatusCode,
  payable: Type.Number(),
  refundable: Type.Number(),
  settlement: ChangeSettlement,
  needPayment: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
})
export type TrChangeAddReply = Static<typeof TrChangeAddReply>

/** GET /obt/train/trOrder/changeOrderDetail query. */
export const TrChangeIdQuery = Type.Object({ changeId: IdText })
export type TrChangeIdQuery = Static<typeof TrChangeIdQuery>

/** A changed ticket of a change. */
export const TrChangeItemView = Type.Object({
  passengerName: Type.String(),
  oldTicketId: Type.String(),
  newTicketId: Type.String(),
  oldSeatLabel: Type.String(),
  newSeatLabel: Type.String(),
  oldFare: Type.Number(),
  newFare: Type.Number(),
  changeFee: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
})
export type TrChangeItemView = Static<typeof TrChangeItemView>

/** changeOrderDetail reply. */
export const TrChangeDetail = Type.Object({
  changeId: Type.String(),
  changeNo: Type.String(),
  orderType: Type.Literal(11011),
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  reason: Type.String(),
  createdAt: Type.String(),
  oldLeg: TrainLegView,
  newLeg: TrainLegView,
  items: Type.Array(TrChangeItemView),
  changeFee: Type.Number(),
  payable: Type.Number(),
  refundable: Type.Number(),
  payType: Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')]),
  settlement: ChangeSettlement,
  /** Awaiting payment: 'YYYY-MM-DD HH:mm' and the seconds left; else null / 0. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  canPay: Type.Boolean(),
})
export type TrChangeDetail = Static<typeof TrChangeDetail>

// ---------------------------------------------------------------- standby list

/** POST /obt/train/trOrder/benchList: the caller's standby orders (booked by or for the caller). */
export const TrBenchListBody = Type.Object({
  ...PageQuery,
  /** Only these states. */
  states: Type.Optional(Type.Array(StandbyState, { maxItems: 5 })),
  /** Departure date window 'YYYY-MM-DD'. */
  dateStart: Type.Optional(DateText),
  dateEnd: Type.Optional(DateText),
})
export type TrBenchListBody = Static<typeof TrBenchListBody>

/** A standby order of the list. */
export const TrBenchListItem = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  state: StandbyState,
  /** 'YYYY-MM-DD'. */
  date: Type.String(),
  fromStation: TrainStationView,
  toStation: TrainStationView,
  trainCodes: Type.Array(Type.String()),
  seatNames: Type.Array(Type.String()),
  deadline: Type.String(),
  queuePosition: Type.Union([Type.Integer(), Type.Null()]),
  passengerNames: Type.String(),
  amount: Type.Number(),
  createdAt: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
})
export type TrBenchListItem = Static<typeof TrBenchListItem>

/** benchList reply. */
export const TrBenchListReply = Page(TrBenchListItem)
export type TrBenchListReply = Static<typeof TrBenchListReply>
