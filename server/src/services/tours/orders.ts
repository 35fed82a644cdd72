/**
 * Tour orders after booking: who may see them, the kind's release, the supplier's confirmation
 * after payment, the order detail, cancelling (the fee table of rules.ts), the all-orders rows,
 * the approval views and the messages.
 *
 * Visibility (the flight, train and hotel rules): the booker and the employee participants always;
 * a business trip also whoever's booking scope covers the booker or an employee participant; a
 * personal trip nobody else. Everything else — another company's order included — answers 4004
 * exactly like a missing id. Reads never write: an unpaid order past its deadline shows CANCELLED.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findEmployee } from '../../db/repositories/employees'
import { releasePlaces } from '../../db/repositories/tour-inventory'
import {
  findTourOrders,
  findTourParticipantEmpIds,
  findTourParticipants,
  findTourPeopleScopes,
  releaseTourClaims,
  setTourCancellation,
  setTourConfirmation,
  type TourOrder,
} from '../../db/repositories/tour-orders'
import {
  findAccountingNames,
  findOrder,
  findOrdersByIds,
  findViolationReason,
  lockOrder,
  nextOrderNo,
  type ListSourceRow,
  type Order,
} from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode, Violation } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import type { TourBookReply, TourCancelReply, TourOrderDetail, TourTheme } from '../../schemas/tour'
import { maskIdNumber, maskPhone } from '../../util/mask'
import { chinaDate, formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { sendMessage } from '../messages/emp-messages'
import { cancelUnpaidOrder, effectiveStatus, moveOrder, refundOrderIn } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import type { TourSnapshot } from './booking'
import { TOUR_ORDER_TYPE, cancelQuoteOf, pick, tourSupplier } from './rules'
import { tourBiText, tourConflict, tourText } from './tour-messages'

/** Cancellation number prefix of paid tour orders (旅游退 LT). */
const REFUND_PREFIX = 'LT'

/** A minute text 'YYYY-MM-DD HH:mm' (China time). */
const minuteText = (d: Date): string => formatChinaTime(d).slice(0, 16)

/** A tour row's snapshot. */
export function snapshotOfRow(row: TourOrder): TourSnapshot {
  return JSON.parse(row.product_snapshot) as TourSnapshot
}

// ---------------------------------------------------------------- visibility

/** Whether the caller may see a tour order (the company is checked first). */
export async function canSeeTourOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== TOUR_ORDER_TYPE) return false
  if (order.booker_emp_id === caller.empId) return true
  const empIds = await findTourParticipantEmpIds(ctx.db, order.id)
  if (empIds.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findTourPeopleScopes(ctx.db, [order.booker_emp_id, ...empIds])
  return people.some((e) => inScope(caller, e))
}

/** A tour order the caller may see, with its tour row (4004 otherwise, like a missing id). A read. */
export async function visibleTourOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: TourOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeTourOrder(ctx, caller, order))) throw notFound()
  const [row] = await findTourOrders(ctx.db, [order.id])
  if (!row) throw notFound()
  return { order, row }
}

// ---------------------------------------------------------------- holds and confirmation

/** Gives back an order's places and its participants' claims (inside the caller's transaction). */
export async function releaseTourHolds(trx: Kysely<DB>, order: Order): Promise<void> {
  const [row] = await findTourOrders(trx, [order.id])
  if (!row) return
  await releasePlaces(trx, row.product_id, String(row.dep_date), row.adults + row.children)
  await releaseTourClaims(trx, order.id)
}

/** Messages to the booker and the employee participants (yycj 1: the order opens). */
async function tellTravellerSide(trx: Kysely<DB>, order: Order, title: { zh: string; en: string }, content: { zh: string; en: string }, now: Date): Promise<void> {
  const empIds = await findTourParticipantEmpIds(trx, order.id)
  for (const empId of [...new Set([order.booker_emp_id, ...empIds])]) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title, content, yycj: 1, orderId: String(order.id), orderType: TOUR_ORDER_TYPE, now })
  }
}

/**
 * The supplier confirms a paid order waiting in TICKETING: its confirmation number, the order moves
 * to ISSUED (confirmed) and the traveller side hears of it. When the supplier fails the order stays
 * TICKETING and the spine's sweep retries.
 */
export async function confirmTourOrder(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const [row] = await findTourOrders(ctx.db, [orderId])
  if (!row) return false
  const { confirmNo } = await tourSupplier(ctx).confirm({ orderNo: order.order_no, productId: row.product_id, depDate: String(row.dep_date), persons: row.adults + row.children })
  const now = ctx.clock()
  const snap = snapshotOfRow(row)
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    await setTourConfirmation(trx, orderId, confirmNo, now)
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'confirm', actorEmpId: null, note: confirmNo, at: now })
    const params = { no: order.order_no, date: String(row.dep_date), confirmNo }
    await tellTravellerSide(trx, locked, tourBiText('msgConfirmedTitle'), {
      zh: tourText('zh', 'msgConfirmedContent', { ...params, name: snap.nameZh, meeting: snap.meetingZh }),
      en: tourText('en', 'msgConfirmedContent', { ...params, name: snap.nameEn, meeting: snap.meetingEn }),
    }, now)
    return true
  })
}

// ---------------------------------------------------------------- replies

/** The reply of a booking (the order read again). */
export async function tourOrderReply(ctx: AppContext, booked: Order): Promise<TourBookReply> {
  const order = (await findOrder(ctx.db, booked.corp_id, booked.id)) ?? booked
  const [row] = await findTourOrders(ctx.db, [order.id])
  const status = effectiveStatus(order, ctx.clock())
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: status as OrderStatusCode,
    needApproval: order.need_approval === 1,
    payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? minuteText(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
    fareTotal: Number(row?.fare_total ?? 0),
    serviceFee: Number(row?.service_fee ?? 0),
  }
}

/** The violation of a header with its text (the standard it was judged against). */
function violationsOf(order: Order, row: TourOrder, lang: Lang): Violation[] {
  if (!order.violations) return []
  return (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: tourText(lang, 'violationPrice', { cap: Number(row.policy_cap ?? 0) }) }))
}

/** GET /obt/travel/orderDetail. */
export async function tourOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<TourOrderDetail> {
  const { order: stored, row } = await visibleTourOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const [people, booker, accounting, reason, instance] = await Promise.all([
    findTourParticipants(ctx.db, [stored.id]),
    findEmployee(ctx.db, stored.booker_emp_id),
    findAccountingNames(ctx.db, stored.corp_id, { costCenterId: stored.cost_center_id, projectId: stored.project_id }),
    stored.violation_reason_id ? findViolationReason(ctx.db, stored.corp_id, stored.violation_reason_id) : undefined,
    stored.need_approval === 1 ? latestInstance(ctx.db, TOUR_ORDER_TYPE, stored.id) : undefined,
  ])
  const status = effectiveStatus(stored, now) as OrderStatus
  const snap = snapshotOfRow(row)
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && stored.pay_deadline !== null
  const unpaid = CANCELLABLE.includes(status)
  const quote = status === ORDER_STATUS.ISSUED
    ? cancelQuoteOf(row, Number(stored.paid_amount), now, lang)
    : unpaid
      ? { allowed: true, daysBefore: 0, feePercent: 0, fee: 0, refundAmount: 0, text: tourText(lang, 'quoteUnpaid') }
      : null
  const violations = violationsOf(stored, row, lang)
  return {
    orderId: String(stored.id),
    orderNo: stored.order_no,
    orderType: TOUR_ORDER_TYPE,
    status: status as OrderStatusCode,
    tripType: stored.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(stored.created_at),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(stored.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((stored.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: stored.paid_at ? formatChinaTime(stored.paid_at) : null,
    product: {
      productId: row.product_id,
      name: pick(lang, snap.nameZh, snap.nameEn),
      theme: row.theme as TourTheme,
      themeName: tourText(lang, `theme${row.theme as TourTheme}`),
      cityName: pick(lang, snap.cityZh, snap.cityEn),
      days: snap.days,
      meeting: pick(lang, snap.meetingZh, snap.meetingEn),
    },
    depDate: String(row.dep_date),
    endDate: String(row.end_date),
    itinerary: snap.itinerary.map((d) => ({ day: d.day, title: pick(lang, d.titleZh, d.titleEn), desc: pick(lang, d.descZh, d.descEn) })),
    inclusions: lang === 'en' ? snap.inclusionsEn : snap.inclusionsZh,
    exclusions: lang === 'en' ? snap.exclusionsEn : snap.exclusionsZh,
    participants: people.map((p) => ({
      name: p.name, psgType: p.psg_type, empId: p.emp_id === null ? null : String(p.emp_id), mobileMasked: maskPhone(p.mobile), idNumberMasked: maskIdNumber(p.id_number),
    })),
    adults: row.adults,
    children: row.children,
    price: {
      priceAdult: Number(row.price_adult),
      priceChild: Number(row.price_child),
      fareTotal: Number(row.fare_total),
      serviceFee: Number(row.service_fee),
      total: Number(stored.total_amount),
      paid: Number(stored.paid_amount),
      refunded: Number(stored.refunded_amount),
    },
    contact: { name: stored.contact_name, phone: stored.contact_phone, email: stored.contact_email ?? '' },
    costCenterName: accounting.costCenter ? pick(lang, accounting.costCenter.name, accounting.costCenter.name_en) : '',
    projectName: accounting.project ? pick(lang, accounting.project.name, accounting.project.name_en) : '',
    remark: row.remark,
    confirmNo: row.confirm_no,
    violation: violations.length
      ? { text: violations[0].text, reasonText: reason ? pick(lang, reason.name_zh, reason.name_en) : '', note: stored.violation_note ?? '' }
      : null,
    needApproval: stored.need_approval === 1,
    approval: progress,
    cancelQuote: quote,
    cancellation: row.cancelled_at ? { fee: Number(row.cancel_fee ?? 0), refundAmount: Number(row.refund_amount ?? 0), at: formatChinaTime(row.cancelled_at) } : null,
    allowedActions: {
      pay: awaiting && (stored.pay_deadline as Date).getTime() > now.getTime(),
      cancel: unpaid || (status === ORDER_STATUS.ISSUED && quote?.allowed === true),
    },
  }
}

// ---------------------------------------------------------------- cancelling

/** Cancels a confirmed (paid) order by the fee table: places and claims back, the money to the payer, FULL_REFUND. */
async function cancelConfirmed(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<TourCancelReply> {
  const now = ctx.clock()
  const done = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const [row] = order ? await findTourOrders(trx, [order.id]) : []
    if (!order || !row) throw notFound()
    if (order.status !== ORDER_STATUS.ISSUED) throw tourConflict(lang, 'cancelState')
    const quote = cancelQuoteOf(row, Number(order.paid_amount), now, lang)
    if (!quote.allowed) throw tourConflict(lang, 'cancelDeparted')
    await releaseTourHolds(trx, order)
    const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
    await refundOrderIn(ctx, trx, order, { to: ORDER_STATUS.FULL_REFUND, amount: quote.refundAmount, refundNo, reason: 'tour cancellation', actorEmpId: caller.empId, at: now })
    await setTourCancellation(trx, order.id, quote.fee, quote.refundAmount, now)
    const snap = snapshotOfRow(row)
    const params = { no: order.order_no, date: String(row.dep_date), amount: quote.refundAmount }
    await tellTravellerSide(trx, order, tourBiText('msgCancelledTitle'), {
      zh: tourText('zh', 'msgCancelledContent', { ...params, name: snap.nameZh }),
      en: tourText('en', 'msgCancelledContent', { ...params, name: snap.nameEn }),
    }, now)
    return { quote, confirmNo: row.confirm_no }
  })
  if (done.confirmNo) {
    try {
      await tourSupplier(ctx).cancel(done.confirmNo)
    } catch (error) {
      // The cancellation is ours already; the supplier is told again by a consultant.
      process.stderr.write(`tour cancellation ${done.confirmNo} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
  return { orderId: String(orderId), status: ORDER_STATUS.FULL_REFUND, fee: done.quote.fee, refundAmount: done.quote.refundAmount }
}

/** POST /obt/travel/cancel: an unpaid order free (places released); a confirmed one by the fee table. */
export async function cancelTourOrder(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<TourCancelReply> {
  const { order } = await visibleTourOrder(ctx, caller, orderId)
  const seen = effectiveStatus(order, ctx.clock())
  if (CANCELLABLE.includes(seen as OrderStatus)) {
    await cancelUnpaidOrder(ctx, caller, order.id)
    return { orderId: String(order.id), status: ORDER_STATUS.CANCELLED, fee: 0, refundAmount: 0 }
  }
  if (seen !== ORDER_STATUS.ISSUED) throw tourConflict(lang, 'cancelState')
  return cancelConfirmed(ctx, caller, order.id, lang)
}

// ---------------------------------------------------------------- all-orders rows

/** The page's tour rows in the reply shape (status through effectiveStatus). */
export async function tourListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const [orders, tourRows, people] = await Promise.all([findOrdersByIds(db, ids), findTourOrders(db, ids), findTourParticipants(db, ids)])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const t = tourRows.find((x) => x.order_id === row.order_id) as TourOrder
    const status = effectiveStatus(row, now)
    const persons = t.adults + t.children
    return {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: TOUR_ORDER_TYPE as OrderListItem['orderType'],
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: pick(lang, o.route_text_zh, o.route_text_en),
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
      flightNo: lang === 'en' ? `${persons} participant${persons === 1 ? '' : 's'}` : `${persons}人`,
      depTime: String(t.dep_date),
      passengerNames: people.filter((p) => p.order_id === o.id).map((p) => p.name).join(', '),
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of a tour order, read through `db` (the transaction's handle inside one). */
export async function tourOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, people, rows] = await Promise.all([findEmployee(db, order.booker_emp_id), findTourParticipants(db, [order.id]), findTourOrders(db, [order.id])])
  const date = rows[0] ? String(rows[0].dep_date) : ''
  return {
    corpId: order.corp_id,
    orderType: TOUR_ORDER_TYPE,
    subjectId: order.id,
    changeId: null,
    kind: 'kindTourOrder',
    mainTravellerEmpId: people.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: { zh: tourText('zh', 'orderTitle', { name: order.route_text_zh, date }), en: tourText('en', 'orderTitle', { name: order.route_text_en, date }) },
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))],
    amount: Number(order.total_amount),
    violation: order.violations !== null,
  }
}

/** The approver's list rows of tour orders. */
export async function tourApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const out = new Map<number, ApprovalRowText>()
  const ids = orders.map((o) => o.id)
  const [people, rows] = await Promise.all([findTourParticipants(db, ids), findTourOrders(db, ids)])
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    out.set(order.id, {
      title: tourText(lang, 'orderTitle', { name: pick(lang, order.route_text_zh, order.route_text_en), date: row ? String(row.dep_date) : '' }),
      travellerNames: people.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: row ? `${String(row.dep_date)} – ${String(row.end_date)}` : '',
    })
  }
  return out
}

const LABELLED_STATUSES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND', 'CHANGED', 'PARTIAL_CHANGE']

/** A tour order as the approver sees it (the departure in the segment row). */
export async function tourApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [rows, people, reason] = await Promise.all([
    findTourOrders(db, [order.id]),
    findTourParticipants(db, [order.id]),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
  ])
  const row = rows[0]
  const snap = row ? snapshotOfRow(row) : null
  const reasonText = reason ? pick(lang, reason.name_zh, reason.name_en) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED_STATUSES.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row && snap
      ? [{
        flightNo: tourText(lang, `theme${row.theme as TourTheme}`),
        airline: pick(lang, snap.nameZh, snap.nameEn),
        depCity: pick(lang, snap.cityZh, snap.cityEn),
        arrCity: pick(lang, snap.cityZh, snap.cityEn),
        depTime: String(row.dep_date),
        arrTime: String(row.end_date),
        cabinName: lang === 'en' ? `${row.adults} adult(s), ${row.children} child(ren)` : `成人${row.adults}人，儿童${row.children}人`,
      }]
      : [],
    passengers: people.map((p) => ({ name: p.name, cardMasked: maskIdNumber(p.id_number) })),
    violations: row ? violationsOf(order, row, lang) : [],
    ...(reasonText ? { reason: reasonText } : {}),
  }
}
