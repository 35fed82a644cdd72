/**
 * Insurance orders after booking: who may see them, the policies issued after payment, the order
 * detail (getBxOrder), cancelling an unpaid order, refunding before the cover starts (11027; after
 * it starts the answer says why not), the refund detail, the insurance orders of a travel order
 * (getBxOrderListByGlddId), the all-orders rows, the approval views and the sweep that completes
 * policies whose cover has ended.
 *
 * Visibility (the airport service rules): the booker and the insured employees always; a business
 * trip also whoever's booking scope covers the booker or one of them; a personal trip nobody else.
 * Everything else — another company's order included — answers 4004 exactly like a missing id.
 * Reads never write: an unpaid order past its deadline shows CANCELLED.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findEmployee } from '../../db/repositories/employees'
import {
  findCoverEnded,
  findInsuranceOrders,
  findInsuranceRefund,
  findInsuranceRefundsOf,
  findInsuranceScopes,
  findInsuredEmpIds,
  findInsureds,
  findLinkedInsuranceOrder,
  insertInsuranceRefund,
  markInsuredsRefunded,
  setPolicyNumbers,
  type InsuranceInsured,
  type InsuranceOrder,
} from '../../db/repositories/insurance-orders'
import { findAccountingNames, findOrder, findOrdersByIds, lockOrder, nextOrderNo, type ListSourceRow, type Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode } from '../../schemas/common'
import type {
  InsuranceBookReply,
  InsuranceCancelReply,
  InsuranceKind,
  InsuranceOrderDetail,
  InsuranceRefundDetail,
  InsuranceRefundReply,
  LinkedInsuranceReply,
  LinkedOrderView,
} from '../../schemas/insurance'
import type { OrderListItem } from '../../schemas/order'
import { SimulatedInsuranceSupplier } from '../../suppliers/insurance/simulator'
import type { InsuranceSupplier } from '../../suppliers/insurance/types'
import { maskIdNumber, maskPassport } from '../../util/mask'
import { chinaDate, formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { sendMessage } from '../messages/emp-messages'
import { cancelUnpaidOrder, effectiveStatus, isDue, moveOrder, refundOrderIn, visibleOrderOf } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import type { ProductSnapshot } from './booking'
import { ageOn, INSURANCE_ORDER_TYPE, INSURANCE_REFUND_TYPE } from './catalog'
import { insuranceBiText, insuranceConflict, insuranceText } from './texts'

/** Refund number prefix (保险退 BT). */
export const REFUND_PREFIX = 'BT'

/** The insurer (the simulator; a real connector replaces it here). */
let insurer: InsuranceSupplier = new SimulatedInsuranceSupplier()

/** Replaces the insurer (tests: one that fails). Returns the previous one. */
export function useInsurer(next: InsuranceSupplier): InsuranceSupplier {
  const previous = insurer
  insurer = next
  return previous
}

/** The insurer in use. */
export function currentInsurer(): InsuranceSupplier {
  return insurer
}

/** A time as 'YYYY-MM-DD HH:mm' (China). */
export const minuteText = (d: Date): string => formatChinaTime(d).slice(0, 16)
const snapshotOf = (row: InsuranceOrder): ProductSnapshot => JSON.parse(row.snapshot) as ProductSnapshot
const money = (n: number): number => Math.round(n * 100) / 100

/** Statuses in which a policy is out (its document can be downloaded). */
const POLICY_OUT: readonly string[] = [ORDER_STATUS.ISSUED, ORDER_STATUS.PARTIAL_REFUND, ORDER_STATUS.FULL_REFUND, ORDER_STATUS.COMPLETED]

/** A masked document number. */
function maskCard(type: string, number: string): string {
  return type === 'NI' ? maskIdNumber(number) : maskPassport(number)
}

/** The product names of an order's insured rows ('、' / ', ' between them). */
function productNames(rows: InsuranceInsured[], lang: Lang): string {
  return [...new Set(rows.map((r) => (lang === 'en' ? r.product_name_en : r.product_name_zh)))].join(lang === 'en' ? ', ' : '、')
}

/** The words naming a travel order ('flight order TK…'). */
export function travelOrderWords(lang: Lang, travel: Pick<Order, 'order_no' | 'order_type'>): string {
  return insuranceText(lang, travel.order_type === 11009 ? 'trainOrder' : 'flightOrder', { no: travel.order_no })
}

// ---------------------------------------------------------------- visibility

/** Whether the caller may see an insurance order (the company is checked first). */
export async function canSeeInsuranceOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== INSURANCE_ORDER_TYPE) return false
  if (order.booker_emp_id === caller.empId) return true
  const insured = await findInsuredEmpIds(ctx.db, order.id)
  if (insured.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findInsuranceScopes(ctx.db, [order.booker_emp_id, ...insured])
  return people.some((e) => inScope(caller, e))
}

/** An order the caller may see, with its insurance row (4004 otherwise, like a missing id). */
async function visibleInsuranceOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: InsuranceOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeInsuranceOrder(ctx, caller, order))) throw notFound()
  const [row] = await findInsuranceOrders(ctx.db, [order.id])
  if (!row) throw notFound()
  return { order, row }
}

// ---------------------------------------------------------------- policies

/** Messages to the booker and the insured employees. */
export async function tellInsured(trx: Kysely<DB>, order: Order, title: { zh: string; en: string }, content: { zh: string; en: string }, now: Date): Promise<void> {
  const people = await findInsureds(trx, [order.id])
  const empIds = [...new Set([order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))])]
  for (const empId of empIds) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title, content, yycj: 1, orderId: String(order.id), orderType: order.order_type, now })
  }
}

/**
 * After payment (TICKETING): the insurer issues one policy per insured row, stored, and the order
 * is ISSUED with a message. The numbers follow from the order number, so a retry writes the same
 * ones; an insurer that fails leaves the order TICKETING for the sweep's retry.
 */
export async function issueInsurancePolicies(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const people = await findInsureds(ctx.db, [orderId])
  const numbers = await insurer.issuePolicies(people.map((p, index) => ({
    orderNo: order.order_no, index, productCode: String(p.product_id), name: p.name, coverStart: minuteText(p.cover_start), coverEnd: minuteText(p.cover_end),
  })))
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    await setPolicyNumbers(trx, people.map((p, i) => ({ insuredId: p.id, policyNo: numbers[i] })))
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'issue', actorEmpId: null, note: numbers.join(','), at: now })
    const params = (l: Lang) => ({ orderNo: order.order_no, product: productNames(people, l), policies: numbers.join(l === 'en' ? ', ' : '、') })
    await tellInsured(trx, locked, insuranceBiText('msgIssuedTitle'), insuranceBiText('msgIssued', params), now)
    return true
  })
}

/** The kind's sweep: policies whose cover has ended are COMPLETED. */
export async function completeEndedCovers(ctx: AppContext): Promise<number> {
  const now = ctx.clock()
  let done = 0
  for (const { id, corp_id: corpId } of await findCoverEnded(ctx.db, INSURANCE_ORDER_TYPE, [ORDER_STATUS.ISSUED, ORDER_STATUS.PARTIAL_REFUND], now)) {
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, corpId, id)
      if (!order || (order.status !== ORDER_STATUS.ISSUED && order.status !== ORDER_STATUS.PARTIAL_REFUND)) return false
      await moveOrder(trx, order, ORDER_STATUS.COMPLETED, { event: 'complete', actorEmpId: null, at: now })
      return true
    })
    if (moved) done += 1
  }
  return done
}

// ---------------------------------------------------------------- replies

/** The reply of a booking (the order read again). */
export async function insuranceOrderReply(ctx: AppContext, booked: Order): Promise<InsuranceBookReply> {
  const order = (await findOrder(ctx.db, booked.corp_id, booked.id)) ?? booked
  const status = effectiveStatus(order, ctx.clock())
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: 11015,
    status: status as OrderStatusCode,
    needApproval: order.need_approval === 1,
    payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? minuteText(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
  }
}

/** The travel order of a linked insurance (read within the company). */
async function linkedOf(db: Kysely<DB>, row: InsuranceOrder): Promise<{ view: LinkedOrderView; order: Order } | null> {
  if (row.linked_order_id === null) return null
  const order = await findOrder(db, row.corp_id, row.linked_order_id)
  if (!order) return null
  return { view: { orderId: String(order.id), orderNo: order.order_no, orderType: order.order_type }, order }
}

/** Why an order's policy cannot be refunded on this screen (null: it can, or nothing is left to refund). */
function refundBlockedOf(status: string, row: InsuranceOrder, linked: Order | null, now: Date, lang: Lang): string | null {
  if (status !== ORDER_STATUS.ISSUED && status !== ORDER_STATUS.PARTIAL_REFUND) return null
  if (now.getTime() >= row.cover_start.getTime()) return insuranceText(lang, 'coverStarted', { start: minuteText(row.cover_start) })
  if (linked) return insuranceText(lang, 'linkedRefundOnly', { order: travelOrderWords(lang, linked) })
  return null
}

/** GET /obt/bx/getBxOrder: by the order's id, or by the travel order it came with (glddId). */
export async function insuranceOrderDetail(ctx: AppContext, caller: Caller, ids: { orderId?: string; glddId?: string }, lang: Lang): Promise<InsuranceOrderDetail> {
  let orderId: number
  if (ids.orderId) orderId = Number(ids.orderId)
  else if (ids.glddId) {
    const travel = await visibleOrderOf(ctx, caller, Number(ids.glddId))
    const link = await findLinkedInsuranceOrder(ctx.db, caller.corpId, travel.id)
    if (!link) throw notFound()
    orderId = link.order_id
  } else throw notFound()
  const { order, row } = await visibleInsuranceOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const [people, booker, accounting, instance, refunds, linked] = await Promise.all([
    findInsureds(ctx.db, [order.id]),
    findEmployee(ctx.db, order.booker_emp_id),
    findAccountingNames(ctx.db, order.corp_id, { costCenterId: order.cost_center_id, projectId: order.project_id }),
    order.need_approval === 1 ? latestInstance(ctx.db, order.order_type, order.id) : undefined,
    findInsuranceRefundsOf(ctx.db, [order.id]),
    linkedOf(ctx.db, row),
  ])
  const status = effectiveStatus(order, now) as OrderStatus
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null
  const snap = snapshotOf(row)
  const en = lang === 'en'
  const blocked = refundBlockedOf(status, row, linked?.order ?? null, now, lang)
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: 11015,
    kind: row.kind as InsuranceKind,
    status: status as OrderStatusCode,
    tripType: order.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(order.created_at),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(order.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((order.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: order.paid_at ? formatChinaTime(order.paid_at) : null,
    product: {
      bxid: snap.bxid,
      name: linked ? productNames(people, lang) : en ? snap.nameEn : snap.nameZh,
      insurer: en ? snap.insurerEn : snap.insurerZh,
      coverage: en ? snap.coverageEn : snap.coverageZh,
      terms: en ? snap.termsEn : snap.termsZh,
    },
    startDate: row.start_date,
    endDate: row.end_date,
    coverStart: minuteText(row.cover_start),
    coverEnd: minuteText(row.cover_end),
    days: row.days,
    tripNo: row.trip_no,
    linked: linked?.view ?? null,
    insureds: people.map((p) => ({
      id: String(p.id),
      name: p.name,
      empId: p.emp_id === null ? null : String(p.emp_id),
      cardType: p.card_type,
      cardMasked: maskCard(p.card_type, p.card_number),
      born: p.born,
      age: p.born ? ageOn(p.born, chinaDate(p.cover_start)) : null,
      productName: en ? p.product_name_en : p.product_name_zh,
      premium: Number(p.premium),
      coverStart: minuteText(p.cover_start),
      coverEnd: minuteText(p.cover_end),
      policyNo: POLICY_OUT.includes(status) ? p.policy_no : null,
      refunded: p.refund_id !== null,
    })),
    price: {
      unitPrice: Number(row.unit_price), quantity: row.quantity, total: Number(order.total_amount), paid: Number(order.paid_amount), refunded: Number(order.refunded_amount),
    },
    contact: { name: order.contact_name, phone: order.contact_phone },
    costCenterName: accounting.costCenter ? (en ? accounting.costCenter.name_en : accounting.costCenter.name) : '',
    projectName: accounting.project ? (en ? accounting.project.name_en : accounting.project.name) : '',
    needApproval: order.need_approval === 1,
    approval: progress,
    refunds: refunds.map((r) => ({ refundId: String(r.id), refundNo: r.refund_no, amount: Number(r.amount), createdAt: formatChinaTime(r.created_at) })),
    allowedActions: {
      pay: awaiting && (order.pay_deadline as Date).getTime() > now.getTime(),
      cancel: CANCELLABLE.includes(status) && !isDue(order, now),
      refund: !linked && status === ORDER_STATUS.ISSUED && blocked === null,
      policy: POLICY_OUT.includes(status) && people.some((p) => p.policy_no !== null),
    },
    refundRule: linked ? insuranceText(lang, 'refundRuleLinked', { order: travelOrderWords(lang, linked.order) }) : insuranceText(lang, 'refundRule', { start: minuteText(row.cover_start) }),
    refundBlocked: blocked,
  }
}

// ---------------------------------------------------------------- cancel and refund

/** POST /obt/bx/cancel: an order not paid yet is cancelled. */
export async function cancelInsuranceOrder(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<InsuranceCancelReply> {
  const { order } = await visibleInsuranceOrder(ctx, caller, orderId)
  if (!CANCELLABLE.includes(order.status as OrderStatus) || isDue(order, ctx.clock())) throw insuranceConflict(lang, 'cancelNotAllowed')
  await cancelUnpaidOrder(ctx, caller, order.id)
  return { orderId: String(order.id), status: ORDER_STATUS.CANCELLED }
}

/**
 * POST /obt/bx/refundApply: a standalone policy is refunded in full before its cover starts
 * (FULL_REFUND, 11027 document, money back to the payer, a message); once the cover has started the
 * answer (4009) says so. Linked insurance goes back with its travel order (4009 saying how).
 */
export async function refundInsuranceOrder(ctx: AppContext, caller: Caller, orderId: number, reason: string | undefined, lang: Lang): Promise<InsuranceRefundReply> {
  const { order, row } = await visibleInsuranceOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const linked = await linkedOf(ctx.db, row)
  const blocked = refundBlockedOf(order.status, row, linked?.order ?? null, now, lang)
  if (blocked) throw insuranceConflict(lang, now.getTime() >= row.cover_start.getTime() ? 'coverStarted' : 'linkedRefundOnly', {
    start: minuteText(row.cover_start), order: linked ? travelOrderWords(lang, linked.order) : '',
  })
  if (order.status !== ORDER_STATUS.ISSUED) throw insuranceConflict(lang, 'refundNotAllowed')
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, caller.corpId, order.id)
    if (!locked || locked.status !== ORDER_STATUS.ISSUED) throw insuranceConflict(lang, 'refundNotAllowed')
    const amount = money(Number(locked.paid_amount) - Number(locked.refunded_amount))
    const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
    const text = reason?.trim() || insuranceText(lang, 'refundReason')
    const people = await findInsureds(trx, [order.id])
    const refundId = await insertInsuranceRefund(trx, {
      refund_no: refundNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId, order_status: ORDER_STATUS.FULL_REFUND,
      reason: text, amount, travel_refund_no: null, created_at: now,
    })
    await refundOrderIn(ctx, trx, locked, { to: ORDER_STATUS.FULL_REFUND, amount, refundNo, reason: text, actorEmpId: caller.empId, at: now })
    await markInsuredsRefunded(trx, order.id, people.map((p) => p.id), refundId, amount)
    await tellInsured(trx, locked, insuranceBiText('msgRefundedTitle'), insuranceBiText('msgRefunded', () => ({ orderNo: order.order_no, amount })), now)
    return { refundId, refundNo, amount }
  })
  return { refundId: String(result.refundId), refundNo: result.refundNo, orderStatus: ORDER_STATUS.FULL_REFUND, refundAmount: result.amount }
}

/** GET /obt/bx/refundDetail (a refund of an order the caller cannot see answers 4004). */
export async function insuranceRefundDetail(ctx: AppContext, caller: Caller, refundId: number, lang: Lang): Promise<InsuranceRefundDetail> {
  const refund = await findInsuranceRefund(ctx.db, caller.corpId, refundId)
  if (!refund) throw notFound()
  const { order, row } = await visibleInsuranceOrder(ctx, caller, refund.order_id)
  const [people, linked] = await Promise.all([findInsureds(ctx.db, [order.id]), linkedOf(ctx.db, row)])
  const mine = people.filter((p) => p.refund_id === refund.id)
  const en = lang === 'en'
  return {
    refundId: String(refund.id),
    refundNo: refund.refund_no,
    orderType: 11027,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: refund.order_status as OrderStatusCode,
    productName: productNames(mine.length ? mine : people, lang),
    reason: refund.reason,
    createdAt: formatChinaTime(refund.created_at),
    amount: Number(refund.amount),
    travelRefundNo: refund.travel_refund_no,
    linked: linked?.view ?? null,
    insureds: mine.map((p) => ({ name: p.name, productName: en ? p.product_name_en : p.product_name_zh, premium: Number(p.premium), policyNo: p.policy_no })),
    arrival: insuranceText(lang, 'refundArrival'),
  }
}

/** GET /obt/bx/getBxOrderListByGlddId: the insurance orders of a travel order the caller may see. */
export async function linkedInsuranceList(ctx: AppContext, caller: Caller, travelOrderId: number, lang: Lang): Promise<LinkedInsuranceReply> {
  const travel = await visibleOrderOf(ctx, caller, travelOrderId)
  const link = await findLinkedInsuranceOrder(ctx.db, caller.corpId, travel.id)
  if (!link) return []
  const [order] = await findOrdersByIds(ctx.db, [link.order_id])
  const people = await findInsureds(ctx.db, [link.order_id])
  return [{
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: 11015,
    status: effectiveStatus(order, ctx.clock()) as OrderStatusCode,
    productNames: productNames(people, lang),
    insuredNames: [...new Set(people.map((p) => p.name))].join(lang === 'en' ? ', ' : '、'),
    amount: Number(order.total_amount),
    refunded: Number(order.refunded_amount),
    coverStart: minuteText(link.cover_start),
  }]
}

// ---------------------------------------------------------------- all-orders rows

/** The page's insurance rows in the reply shape (status through effectiveStatus). */
export async function insuranceListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const [orders, insuranceRows, people] = await Promise.all([findOrdersByIds(db, ids), findInsuranceOrders(db, ids), findInsureds(db, ids)])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const r = insuranceRows.find((x) => x.order_id === row.order_id)
    const mine = people.filter((p) => p.order_id === o.id && (row.order_type !== INSURANCE_REFUND_TYPE || p.refund_id === row.row_id))
    const status = effectiveStatus(row, now)
    return {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: row.order_type as OrderListItem['orderType'],
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: lang === 'en' ? o.route_text_en : o.route_text_zh,
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
      flightNo: r?.trip_no ?? '',
      depTime: r ? minuteText(r.cover_start) : '',
      passengerNames: [...new Set(mine.map((p) => p.name))].join(', '),
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of an insurance order. */
export async function insuranceOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, people] = await Promise.all([findEmployee(db, order.booker_emp_id), findInsureds(db, [order.id])])
  return {
    corpId: order.corp_id,
    orderType: order.order_type,
    subjectId: order.id,
    changeId: null,
    kind: 'kindInsuranceOrder',
    mainTravellerEmpId: people.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: { zh: order.route_text_zh, en: order.route_text_en },
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [...new Set([order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))])],
    amount: Number(order.total_amount),
    violation: false,
  }
}

/** The approver's list rows. */
export async function insuranceApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const ids = orders.map((o) => o.id)
  const [people, rows] = await Promise.all([findInsureds(db, ids), findInsuranceOrders(db, ids)])
  const out = new Map<number, ApprovalRowText>()
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    out.set(order.id, {
      title: lang === 'en' ? order.route_text_en : order.route_text_zh,
      travellerNames: [...new Set(people.filter((p) => p.order_id === order.id).map((p) => p.name))].join('、'),
      summary: row ? `${row.start_date} – ${row.end_date}` : '',
    })
  }
  return out
}

const LABELLED = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND']

/** An insurance order as the approver sees it (the cover in the segment row). */
export async function insuranceApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [rows, people] = await Promise.all([findInsuranceOrders(db, [order.id]), findInsureds(db, [order.id])])
  const row = rows[0]
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row
      ? [{
        flightNo: row.trip_no ?? '',
        airline: productNames(people, lang),
        depCity: row.start_date,
        arrCity: row.end_date,
        depTime: minuteText(row.cover_start),
        arrTime: minuteText(row.cover_end),
        cabinName: '',
      }]
      : [],
    passengers: people.map((p) => ({ name: p.name, cardMasked: maskCard(p.card_type, p.card_number) })),
    violations: [],
  }
}
