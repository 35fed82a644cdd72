/**
 * Payment (spec part 1 §7 Pay): payment options of orders, the SMS code that confirms a payment,
 * paying, and the payment status. Orders must be paid within 15 minutes of booking (or of
 * approval); after that they are cancelled and their seats released.
 *
 * Payment subjects: COMPANY (the company's account; offered when the company pays for business
 * trips, tripType 1) and PERSONAL (the traveller pays; the simulated provider stands for WeChat
 * Pay / Alipay). Ids are strings of digits; amounts CNY; times 'YYYY-MM-DD HH:mm:ss' China time.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Amount, IdText, Line, OrderStatusCode, SmsCode } from './common'

/** Orders paid together (all of the caller's, all awaiting payment, same payer). */
const OrderIds = Type.Array(IdText, { minItems: 1, maxItems: 10 })

/**
 * A change (改签) of the order that waits for the traveller's payment: with it the calls pay that
 * change (orderIds names its one order; payScene 2), not the order. The reply's one `orders` row
 * is the change (orderNo: its change number, amount: what it costs net).
 */
const ChangeId = IdText

/** Payer type of a subject. */
export const PayType = Type.Union([Type.Literal('COMPANY'), Type.Literal('PERSONAL')])
export type PayType = Static<typeof PayType>

/** POST /obt/getPaySubject: how the orders can be paid. */
export const GetPaySubjectBody = Type.Object({ orderIds: OrderIds, changeId: Type.Optional(ChangeId) })
export type GetPaySubjectBody = Static<typeof GetPaySubjectBody>

/** A way to pay. */
export const PaySubject = Type.Object({
  subjectId: Type.String(),
  payType: PayType,
  /** e.g. '华信科技企业账户' / '个人支付'. */
  name: Type.String(),
  /** Company account: available credit; null for personal payment. */
  balance: Type.Union([Type.Number(), Type.Null()]),
  /** Can pay the whole amount now. */
  available: Type.Boolean(),
  /** Paying with it needs the SMS code (pay/getSmsCode). */
  needSms: Type.Boolean(),
})
export type PaySubject = Static<typeof PaySubject>

/** An order to pay. */
export const PayOrder = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  amount: Type.Number(),
  status: OrderStatusCode,
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  /** Seconds left to pay. */
  secondsLeft: Type.Integer(),
  routeText: Type.String(),
})
export type PayOrder = Static<typeof PayOrder>

/** getPaySubject reply. */
export const GetPaySubjectReply = Type.Object({
  orders: Type.Array(PayOrder),
  /** Sum of the orders. */
  amount: Type.Number(),
  /** Earliest deadline of the orders. */
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  secondsLeft: Type.Integer(),
  subjects: Type.Array(PaySubject),
  /** Masked phone the SMS code goes to. */
  phoneMasked: Type.String(),
})
export type GetPaySubjectReply = Static<typeof GetPaySubjectReply>

/** POST /obt/pay/getSmsCode: sends the payment code to the caller's phone (60 s between codes, 15 min validity). */
export const PaySmsCodeBody = Type.Object({ orderIds: OrderIds, changeId: Type.Optional(ChangeId) })
export type PaySmsCodeBody = Static<typeof PaySmsCodeBody>

/** pay/getSmsCode reply. */
export const PaySmsCodeReply = Type.Object({
  sent: Type.Boolean(),
  expiresIn: Type.Integer(),
  resendIn: Type.Integer(),
  phoneMasked: Type.String(),
})
export type PaySmsCodeReply = Static<typeof PaySmsCodeReply>

/** A subject and the amount it pays. */
export const SubjectBean = Type.Object({
  subjectId: Line({ minLength: 1, maxLength: 32 }),
  payType: Type.Optional(PayType),
  /** Must equal the orders' total (one subject pays everything). */
  amount: Amount,
})
export type SubjectBean = Static<typeof SubjectBean>

/**
 * POST /obt/pay/online. payScene 1: paying booked orders; 2: paying a change (with changeId);
 * others answer 4009 "payment scene not found". Checks the SMS code, that every order awaits payment and is within
 * its deadline, and that the amount equals the orders' total (4009 "price changed" otherwise).
 * Tickets are then issued by the simulated supplier (TICKETING, then ISSUED a moment later).
 */
export const PayOnlineBody = Type.Object({
  orderIds: OrderIds,
  changeId: Type.Optional(ChangeId),
  payScene: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Line({ maxLength: 8 })]),
  subjectBeanList: Type.Array(SubjectBean, { minItems: 1, maxItems: 1 }),
  smsCode: SmsCode,
  /** Ignored (the spec's web-payment fields). */
  webHost: Type.Optional(Line({ maxLength: 255 })),
  zcyh: Type.Optional(Line({ maxLength: 64 })),
  payPwd: Type.Optional(Line({ maxLength: 64 })),
})
export type PayOnlineBody = Static<typeof PayOnlineBody>

/** pay/online reply. */
export const PayOnlineReply = Type.Object({
  payNo: Type.String(),
  amount: Type.Number(),
  payType: PayType,
  orders: Type.Array(Type.Object({ orderId: Type.String(), status: OrderStatusCode })),
})
export type PayOnlineReply = Static<typeof PayOnlineReply>

/** GET /obt/queryOnlinePayStatus query. */
export const PayStatusQuery = Type.Object({ orderId: IdText })
export type PayStatusQuery = Static<typeof PayStatusQuery>

/** Payment state of an order: UNPAID (awaiting payment or approval), PAID, CLOSED (cancelled unpaid), REFUNDED (in full). */
export const PayState = Type.Union([Type.Literal('UNPAID'), Type.Literal('PAID'), Type.Literal('CLOSED'), Type.Literal('REFUNDED')])
export type PayState = Static<typeof PayState>

/** queryOnlinePayStatus reply. */
export const PayStatusReply = Type.Object({
  orderId: Type.String(),
  payStatus: PayState,
  /** The order's status (TICKETING / ISSUED after payment). */
  status: OrderStatusCode,
  amount: Type.Number(),
  paidAmount: Type.Number(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  payNo: Type.Union([Type.String(), Type.Null()]),
  payType: Type.Union([PayType, Type.Null()]),
})
export type PayStatusReply = Static<typeof PayStatusReply>
