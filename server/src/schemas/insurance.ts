/**
 * Insurance calls (booking flows §3.8, §7.10; overview §7) under /obt/bx: the standalone products
 * by kind and a product's detail, booking a standalone policy (bookDp), the order (getBxOrder, by
 * its id or by the travel order it came with), the insurance orders of a travel order
 * (getBxOrderListByGlddId), cancel, refund apply and refund detail (order types 11015 and 11027),
 * and the policy document (bdDownload: a one-time link to a PDF). GET /obt/bx/getBxcpList (the
 * products offered with a flight or a train, cplx and tripType) stays with the flight calls.
 *
 * Conventions: dates 'YYYY-MM-DD' (China); times 'YYYY-MM-DD HH:mm' (China); money CNY. Names come
 * in the request's language. Another company's id, or an order outside the caller's booking scope,
 * answers 4004 exactly like a missing id. Premiums, totals, statuses and policy numbers are the
 * server's; document numbers travel masked.
 *
 * Like every schema file this one imports nothing at run time but TypeBox and the shared blocks,
 * so the app can `import type` the Static types.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ApprovalProgress } from './approval-progress'
import { DateText, FreeText, IdText, Line, OrderStatusCode, TripType } from './common'
import { OrderContact, PassengerInput } from './order'

/** The kinds of standalone insurance. */
export const InsuranceKind = Type.Union([Type.Literal('FLIGHT_DELAY'), Type.Literal('ACCIDENT'), Type.Literal('MEDICAL'), Type.Literal('TRAIN')])
export type InsuranceKind = Static<typeof InsuranceKind>

/** A product code (bxid). */
export const Bxid = Type.String({ pattern: '^[A-Z0-9-]{2,32}$' })

/** GET /obt/bx/productList: the standalone products, of one kind when given. */
export const InsuranceProductListQuery = Type.Object({
  kind: Type.Optional(InsuranceKind),
  tripType: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal(1), Type.Literal(2)])),
})
export type InsuranceProductListQuery = Static<typeof InsuranceProductListQuery>

/** The premium per person for cover up to `days` days. */
export const PriceTier = Type.Object({ days: Type.Integer(), price: Type.Number() })
export type PriceTier = Static<typeof PriceTier>

/** A line of cover: what is covered and up to how much (CNY, as the insurer writes it). */
export const CoverageItem = Type.Object({ item: Type.String(), amount: Type.String() })
export type CoverageItem = Static<typeof CoverageItem>

/** A standalone product (booking flows §3.8: bxid, bxmc, bxxz, saleprice, besm and others). */
export const StandaloneProductView = Type.Object({
  bxid: Type.String(),
  /** Name. */
  bxmc: Type.String(),
  kind: InsuranceKind,
  /** The lowest premium per person (the shortest cover). */
  saleprice: Type.Number(),
  /** One-line cover description (保额说明). */
  besm: Type.String(),
  insurer: Type.String(),
  priceTiers: Type.Array(PriceTier),
  minAge: Type.Integer(),
  maxAge: Type.Integer(),
  maxDays: Type.Integer(),
  /** A flight number (delay) or train number (rail) is asked when buying. */
  needsTripNo: Type.Boolean(),
  coverage: Type.Array(CoverageItem),
})
export type StandaloneProductView = Static<typeof StandaloneProductView>

/** productList reply: the kinds with their names (tabs) and the products. */
export const InsuranceProductListReply = Type.Object({
  kinds: Type.Array(Type.Object({ kind: InsuranceKind, name: Type.String(), count: Type.Integer() })),
  list: Type.Array(StandaloneProductView),
})
export type InsuranceProductListReply = Static<typeof InsuranceProductListReply>

/** GET /obt/bx/productDetail. */
export const InsuranceProductQuery = Type.Object({ bxid: Bxid })
export type InsuranceProductQuery = Static<typeof InsuranceProductQuery>

/** productDetail reply: the product with its terms (bxxz), the earliest and latest first day of cover. */
export const InsuranceProductDetail = Type.Object({
  ...StandaloneProductView.properties,
  bxxz: Type.String(),
  earliestStart: Type.String(),
  latestStart: Type.String(),
  /** The refund rule in words. */
  refundRule: Type.String(),
})
export type InsuranceProductDetail = Static<typeof InsuranceProductDetail>

/**
 * POST /obt/bx/bookDp: a standalone policy. The insured persons come from the traveller picker
 * (employees in scope, own frequent travellers, guests); each needs a birth date (the record's, or
 * `born` when the record has none) and an age within the product's on the first day of cover
 * (4000 naming the person otherwise). Cover from startDate (tomorrow at the earliest, within 90
 * days) to endDate, China dates, at most the product's days. The same clientToken answers the
 * same order.
 */
export const InsuranceBookBody = Type.Object({
  bxid: Bxid,
  startDate: DateText,
  endDate: DateText,
  /** Flight number (delay insurance) or train number (rail insurance). */
  tripNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,8}$' })),
  insureds: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  contact: OrderContact,
  tripType: TripType,
  costCenterId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  clientToken: Line({ minLength: 8, maxLength: 64 }),
  /** The total the screen showed: a different one answers 4009 with the current total (compared only). */
  expectedTotal: Type.Optional(Type.Number({ minimum: 0 })),
})
export type InsuranceBookBody = Static<typeof InsuranceBookBody>

/** bookDp reply. */
export const InsuranceBookReply = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11015),
  status: OrderStatusCode,
  needApproval: Type.Boolean(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  totalAmount: Type.Number(),
})
export type InsuranceBookReply = Static<typeof InsuranceBookReply>

/** GET /obt/bx/getBxOrder: by the insurance order's id, or by the travel order it came with (glddId). */
export const InsuranceOrderQuery = Type.Object({ orderId: Type.Optional(IdText), glddId: Type.Optional(IdText) })
export type InsuranceOrderQuery = Static<typeof InsuranceOrderQuery>

/** An order id in a body. */
export const InsuranceOrderIdBody = Type.Object({ orderId: IdText })
export type InsuranceOrderIdBody = Static<typeof InsuranceOrderIdBody>

/** POST /obt/bx/refundApply. */
export const InsuranceRefundBody = Type.Object({ orderId: IdText, reason: Type.Optional(FreeText({ maxLength: 200 })) })
export type InsuranceRefundBody = Static<typeof InsuranceRefundBody>

/** An insured person with the policy (issued after payment; null before). */
export const InsuredView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  empId: Type.Union([Type.String(), Type.Null()]),
  cardType: Type.String(),
  cardMasked: Type.String(),
  born: Type.Union([Type.String(), Type.Null()]),
  /** Age on the first day of cover. */
  age: Type.Union([Type.Integer(), Type.Null()]),
  productName: Type.String(),
  premium: Type.Number(),
  coverStart: Type.String(),
  coverEnd: Type.String(),
  policyNo: Type.Union([Type.String(), Type.Null()]),
  refunded: Type.Boolean(),
})
export type InsuredView = Static<typeof InsuredView>

/** The travel order a linked insurance came with. */
export const LinkedOrderView = Type.Object({ orderId: Type.String(), orderNo: Type.String(), orderType: Type.Integer() })
export type LinkedOrderView = Static<typeof LinkedOrderView>

/** GET /obt/bx/getBxOrder reply. */
export const InsuranceOrderDetail = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11015),
  kind: InsuranceKind,
  status: OrderStatusCode,
  tripType: TripType,
  createdAt: Type.String(),
  bookerName: Type.String(),
  payDeadline: Type.Union([Type.String(), Type.Null()]),
  paySecondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  product: Type.Object({ bxid: Type.String(), name: Type.String(), insurer: Type.String(), coverage: Type.Array(CoverageItem), terms: Type.String() }),
  startDate: Type.String(),
  endDate: Type.String(),
  coverStart: Type.String(),
  coverEnd: Type.String(),
  days: Type.Integer(),
  tripNo: Type.Union([Type.String(), Type.Null()]),
  /** The flight or train order whose payment paid this insurance (null: bought on its own). */
  linked: Type.Union([LinkedOrderView, Type.Null()]),
  insureds: Type.Array(InsuredView),
  price: Type.Object({ unitPrice: Type.Number(), quantity: Type.Integer(), total: Type.Number(), paid: Type.Number(), refunded: Type.Number() }),
  contact: Type.Object({ name: Type.String(), phone: Type.String() }),
  costCenterName: Type.String(),
  projectName: Type.String(),
  needApproval: Type.Boolean(),
  approval: Type.Union([ApprovalProgress, Type.Null()]),
  refunds: Type.Array(Type.Object({ refundId: Type.String(), refundNo: Type.String(), amount: Type.Number(), createdAt: Type.String() })),
  allowedActions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), refund: Type.Boolean(), policy: Type.Boolean() }),
  /** The refund rule in words. */
  refundRule: Type.String(),
  /** Why the policy can no longer be refunded here (cover started, or it goes with the travel order); null when it can, or nothing is left. */
  refundBlocked: Type.Union([Type.String(), Type.Null()]),
})
export type InsuranceOrderDetail = Static<typeof InsuranceOrderDetail>

/** GET /obt/bx/getBxOrderListByGlddId. */
export const LinkedInsuranceQuery = Type.Object({ glddId: IdText })
export type LinkedInsuranceQuery = Static<typeof LinkedInsuranceQuery>

/** An insurance order of a travel order. */
export const LinkedInsuranceRow = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderType: Type.Literal(11015),
  status: OrderStatusCode,
  productNames: Type.String(),
  insuredNames: Type.String(),
  amount: Type.Number(),
  refunded: Type.Number(),
  coverStart: Type.String(),
})
export type LinkedInsuranceRow = Static<typeof LinkedInsuranceRow>

/** getBxOrderListByGlddId reply. */
export const LinkedInsuranceReply = Type.Array(LinkedInsuranceRow)
export type LinkedInsuranceReply = Static<typeof LinkedInsuranceReply>

/** cancel reply. */
export const InsuranceCancelReply = Type.Object({ orderId: Type.String(), status: OrderStatusCode })
export type InsuranceCancelReply = Static<typeof InsuranceCancelReply>

/** refundApply reply. */
export const InsuranceRefundReply = Type.Object({ refundId: Type.String(), refundNo: Type.String(), orderStatus: OrderStatusCode, refundAmount: Type.Number() })
export type InsuranceRefundReply = Static<typeof InsuranceRefundReply>

/** GET /obt/bx/refundDetail. */
export const InsuranceRefundQuery = Type.Object({ refundId: IdText })
export type InsuranceRefundQuery = Static<typeof InsuranceRefundQuery>

/** refundDetail reply (order type 11027). */
export const InsuranceRefundDetail = Type.Object({
  refundId: Type.String(),
  refundNo: Type.String(),
  orderType: Type.Literal(11027),
  orderId: Type.String(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  productName: Type.String(),
  reason: Type.String(),
  createdAt: Type.String(),
  amount: Type.Number(),
  /** Linked insurance: the travel order's refund the money went back with. */
  travelRefundNo: Type.Union([Type.String(), Type.Null()]),
  linked: Type.Union([LinkedOrderView, Type.Null()]),
  insureds: Type.Array(Type.Object({ name: Type.String(), productName: Type.String(), premium: Type.Number(), policyNo: Type.Union([Type.String(), Type.Null()]) })),
  /** When the money arrives, in words (1 to 3 working days). */
  arrival: Type.String(),
})
export type InsuranceRefundDetail = Static<typeof InsuranceRefundDetail>

/** GET /obt/bx/bdDownload. */
export const PolicyDownloadQuery = Type.Object({ orderId: IdText })
export type PolicyDownloadQuery = Static<typeof PolicyDownloadQuery>

/** bdDownload reply: a one-time link (10 minutes) to the policy PDF. */
export const PolicyDownloadReply = Type.Object({ url: Type.String(), fileName: Type.String(), expiresAt: Type.String() })
export type PolicyDownloadReply = Static<typeof PolicyDownloadReply>
