/**
 * Visa orders after booking: who may see them, the kind's release, the order detail and the
 * progress screen (the clock is advanced first: progress.ts), the delivery changed until the
 * passports are on their way back (fill send info), the material files, cancelling (rules.ts),
 * the all-orders rows, the approval views and the messages.
 *
 * Visibility (the flight, train, hotel and tour rules): the booker and the employee applicants
 * always; a business trip also whoever's booking scope covers the booker or an employee applicant;
 * a personal trip nobody else. Everything else — another company's order included — answers 4004
 * exactly like a missing id.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findEmployee } from '../../db/repositories/employees'
import {
  findAccountingNames,
  findOrder,
  findOrdersByIds,
  lockOrder,
  nextOrderNo,
  type ListSourceRow,
  type Order,
} from '../../db/repositories/orders'
import {
  findVisaApplicantEmpIds,
  findVisaApplicants,
  findVisaMaterialFile,
  findVisaMaterials,
  findVisaOrders,
  findVisaPeopleScopes,
  releaseVisaClaims,
  setVisaCancellation,
  setVisaDelivery,
  stepVisa,
  type VisaOrder,
} from '../../db/repositories/visa-orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import type {
  VisaBookReply,
  VisaCancelQuote,
  VisaCancelReply,
  VisaFillSendInfoBody,
  VisaFillSendInfoReply,
  VisaOrderDetail,
  VisaProgressReply,
  VisaStep,
} from '../../schemas/visa'
import { maskPassport } from '../../util/mask'
import { chinaDate, formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { sendMessage } from '../messages/emp-messages'
import { cancelUnpaidOrder, effectiveStatus, refundOrderIn } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import { checkDelivery } from './booking'
import { advanceVisa, snapshotOfRow } from './progress'
import { VISA_ORDER_TYPE, cancelQuoteAt, cancelRules, pick } from './rules'
import { applicantViews, deliveryView, displayStep, minuteText, resultText, stepsOf } from './views'
import { visaConflict, visaText } from './visa-messages'

/** Cancellation number prefix of paid visa orders (签证退 QT). */
const REFUND_PREFIX = 'QT'

// ---------------------------------------------------------------- visibility

/** Whether the caller may see a visa order (the company is checked first). */
export async function canSeeVisaOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== VISA_ORDER_TYPE) return false
  if (order.booker_emp_id === caller.empId) return true
  const empIds = await findVisaApplicantEmpIds(ctx.db, order.id)
  if (empIds.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findVisaPeopleScopes(ctx.db, [order.booker_emp_id, ...empIds])
  return people.some((e) => inScope(caller, e))
}

/** A visa order the caller may see, with its visa row (4004 otherwise, like a missing id). */
export async function visibleVisaOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: VisaOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeVisaOrder(ctx, caller, order))) throw notFound()
  const [row] = await findVisaOrders(ctx.db, [order.id])
  if (!row) throw notFound()
  return { order, row }
}

/** The order as it is now: the progress moved to what is due first (cars do the same on reads). */
async function currentVisaOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: VisaOrder }> {
  const seen = await visibleVisaOrder(ctx, caller, orderId)
  if (seen.order.status !== ORDER_STATUS.IN_PROGRESS) return seen
  return (await advanceVisa(ctx, seen.order.corp_id, seen.order.id)) ?? seen
}

/** Gives back what an unpaid order holds: its applicants' claims (inside the caller's transaction). */
export async function releaseVisaHolds(trx: Kysely<DB>, order: Order): Promise<void> {
  await releaseVisaClaims(trx, order.id)
}

// ---------------------------------------------------------------- replies

/** The reply of a booking (the order read again). */
export async function visaOrderReply(ctx: AppContext, booked: Order): Promise<VisaBookReply> {
  const order = (await findOrder(ctx.db, booked.corp_id, booked.id)) ?? booked
  const [row] = await findVisaOrders(ctx.db, [order.id])
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

/** The step cancelling is judged at: unpaid orders at BOOKED; a paid order not yet started at PAID. */
function cancelStepOf(status: string, row: VisaOrder): VisaStep | null {
  if (CANCELLABLE.includes(status as OrderStatus)) return 'BOOKED'
  if (status === ORDER_STATUS.PAID && row.step === null) return 'PAID'
  if (status === ORDER_STATUS.IN_PROGRESS && row.step) return row.step as VisaStep
  return null
}

/** What cancelling costs now (null: the order has ended). */
function quoteOf(status: string, order: Order, row: VisaOrder, lang: Lang): VisaCancelQuote | null {
  const step = cancelStepOf(status, row)
  return step ? cancelQuoteAt(step, row, Number(order.paid_amount), lang) : null
}

/** Whether the delivery may still change: the order has not ended and the passports are not on their way back. */
function deliveryEditable(status: string, row: VisaOrder): boolean {
  if (CANCELLABLE.includes(status as OrderStatus)) return true
  return (status === ORDER_STATUS.PAID || status === ORDER_STATUS.IN_PROGRESS) && row.step !== 'RETURNED' && row.step !== 'CANCELLED'
}

/** GET /obt/visa/visaOrder/orderDetail. */
export async function visaOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<VisaOrderDetail> {
  const { order: stored, row } = await currentVisaOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const [people, files, booker, accounting, instance] = await Promise.all([
    findVisaApplicants(ctx.db, [stored.id]),
    findVisaMaterials(ctx.db, [stored.id]),
    findEmployee(ctx.db, stored.booker_emp_id),
    findAccountingNames(ctx.db, stored.corp_id, { costCenterId: stored.cost_center_id, projectId: stored.project_id }),
    stored.need_approval === 1 ? latestInstance(ctx.db, VISA_ORDER_TYPE, stored.id) : undefined,
  ])
  const status = effectiveStatus(stored, now) as OrderStatus
  const seen = { ...stored, status }
  const snap = snapshotOfRow(row)
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && stored.pay_deadline !== null
  const quote = quoteOf(status, stored, row, lang)
  const paid = stored.paid_at !== null
  return {
    orderId: String(stored.id),
    orderNo: stored.order_no,
    orderType: VISA_ORDER_TYPE,
    status: status as OrderStatusCode,
    step: displayStep(seen, row),
    tripType: stored.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(stored.created_at),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(stored.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((stored.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: stored.paid_at ? formatChinaTime(stored.paid_at) : null,
    product: {
      productId: row.product_id,
      name: pick(lang, snap.nameZh, snap.nameEn),
      countryCode: row.country_code,
      countryName: pick(lang, snap.countryZh, snap.countryEn),
      type: snap.type,
      typeName: visaText(lang, `type${snap.type}`),
      entriesName: visaText(lang, `entries${snap.entries}`),
      validityDays: snap.validityDays,
      maxStayDays: snap.maxStayDays,
      processingDays: snap.processingDays,
      interview: snap.interview,
    },
    consular: {
      consularId: row.consular_id,
      name: pick(lang, snap.consular.nameZh, snap.consular.nameEn),
      provinces: lang === 'en' ? snap.consular.provincesEn : snap.consular.provincesZh,
      centre: pick(lang, snap.consular.centreZh, snap.consular.centreEn),
      address: pick(lang, snap.consular.addressZh, snap.consular.addressEn),
    },
    tripDate: String(row.trip_date),
    appointmentDate: row.appointment_date ? String(row.appointment_date) : null,
    applicants: applicantViews(stored.id, people, files, snap, lang),
    price: {
      price: Number(row.price),
      fareTotal: Number(row.fare_total),
      serviceFee: Number(row.service_fee),
      total: Number(stored.total_amount),
      paid: Number(stored.paid_amount),
      refunded: Number(stored.refunded_amount),
    },
    contact: { name: stored.contact_name, phone: stored.contact_phone, email: stored.contact_email ?? '' },
    delivery: deliveryView(row, snap, lang),
    costCenterName: accounting.costCenter ? pick(lang, accounting.costCenter.name, accounting.costCenter.name_en) : '',
    projectName: accounting.project ? pick(lang, accounting.project.name, accounting.project.name_en) : '',
    remark: row.remark,
    steps: stepsOf(seen, row, people, snap, lang),
    needApproval: stored.need_approval === 1,
    approval: progress,
    cancelQuote: quote,
    cancellation: row.cancelled_at ? { fee: Number(row.cancel_fee ?? 0), refundAmount: Number(row.refund_amount ?? 0), at: formatChinaTime(row.cancelled_at) } : null,
    cancelRules: cancelRules(lang),
    allowedActions: {
      pay: awaiting && (stored.pay_deadline as Date).getTime() > now.getTime(),
      cancel: quote?.allowed === true,
      editDelivery: deliveryEditable(status, row),
      progress: paid,
    },
  }
}

/** GET /obt/visa/visaOrder/progress: the /visa/OrderService screen. */
export async function visaProgress(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<VisaProgressReply> {
  const { order, row } = await currentVisaOrder(ctx, caller, orderId)
  const status = effectiveStatus(order, ctx.clock())
  const seen = { ...order, status }
  const people = await findVisaApplicants(ctx.db, [order.id])
  const snap = snapshotOfRow(row)
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: status as OrderStatusCode,
    step: displayStep(seen, row),
    steps: stepsOf(seen, row, people, snap, lang),
    productName: pick(lang, snap.nameZh, snap.nameEn),
    applicants: people.map((p) => ({ name: p.name, kindName: visaText(lang, `kind${p.kind as 'EMPLOYED'}`), result: (p.result as 'ISSUED' | 'REFUSED' | null) ?? null, resultText: resultText(p.result, lang), visaNo: p.visa_no })),
    delivery: deliveryView(row, snap, lang),
    appointmentDate: row.appointment_date ? String(row.appointment_date) : null,
    canEditDelivery: deliveryEditable(status, row),
  }
}

// ---------------------------------------------------------------- delivery and files

/** POST /obt/visa/visaOrder/fillSendInfo: changes the delivery until the passports are on their way back. */
export async function fillSendInfo(ctx: AppContext, caller: Caller, body: VisaFillSendInfoBody, lang: Lang): Promise<VisaFillSendInfoReply> {
  const delivery = checkDelivery(body.delivery, lang)
  const { order } = await visibleVisaOrder(ctx, caller, Number(body.orderId))
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.corp_id, order.id)
    const [row] = locked ? await findVisaOrders(trx, [order.id]) : []
    if (!locked || !row) throw notFound()
    if (!deliveryEditable(effectiveStatus(locked, now), row)) throw visaConflict(lang, 'deliveryLocked')
    // Written only while the step is the one just read: a return moving at the same moment wins or waits.
    if (!(await setVisaDelivery(trx, order.id, row.step, delivery))) throw visaConflict(lang, 'deliveryLocked')
  })
  const [row] = await findVisaOrders(ctx.db, [order.id])
  return { orderId: String(order.id), delivery: deliveryView(row, snapshotOfRow(row), lang) }
}

/** GET /obt/visa/visaOrder/material: one file of an order the caller may see. */
export async function materialFile(ctx: AppContext, caller: Caller, orderId: number, id: number): Promise<{ name: string; mime: string; data: Buffer }> {
  const { order } = await visibleVisaOrder(ctx, caller, orderId)
  const file = await findVisaMaterialFile(ctx.db, order.id, id)
  if (!file) throw notFound()
  return { name: file.name, mime: file.mime, data: Buffer.from(file.data) }
}

// ---------------------------------------------------------------- cancelling

/** Messages to the booker and the employee applicants (yycj 1: the order opens). */
async function tellTravellerSide(trx: Kysely<DB>, order: Order, content: { zh: string; en: string }, now: Date): Promise<void> {
  const empIds = await findVisaApplicantEmpIds(trx, order.id)
  for (const empId of [...new Set([order.booker_emp_id, ...empIds])]) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title: { zh: visaText('zh', 'msgTitle'), en: visaText('en', 'msgTitle') }, content, yycj: 1, orderId: String(order.id), orderType: VISA_ORDER_TYPE, now })
  }
}

/**
 * Cancels a paid order before it reaches the consulate: the step moves to CANCELLED by the same
 * conditional update as every step (so a step due at the same moment and the cancel never both
 * win), claims released, the money back to the payer by the rule, FULL_REFUND.
 */
async function cancelPaid(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<VisaCancelReply> {
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const [row] = order ? await findVisaOrders(trx, [order.id]) : []
    if (!order || !row) throw notFound()
    const step = cancelStepOf(order.status, row)
    if (!step || step === 'BOOKED') throw visaConflict(lang, 'cancelState')
    const quote = cancelQuoteAt(step, row, Number(order.paid_amount), lang)
    if (!quote.allowed) throw visaConflict(lang, 'cancelSubmitted')
    if (!(await stepVisa(trx, order.id, row.step, { step: 'CANCELLED' }))) throw visaConflict(lang, 'cancelSubmitted')
    await releaseVisaClaims(trx, order.id)
    const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
    await refundOrderIn(ctx, trx, order, { to: ORDER_STATUS.FULL_REFUND, amount: quote.refundAmount, refundNo, reason: 'visa cancellation', actorEmpId: caller.empId, at: now })
    await setVisaCancellation(trx, order.id, quote.fee, quote.refundAmount, now)
    const snap = snapshotOfRow(row)
    await tellTravellerSide(trx, order, {
      zh: visaText('zh', 'msgCancelled', { no: order.order_no, name: snap.nameZh, amount: quote.refundAmount }),
      en: visaText('en', 'msgCancelled', { no: order.order_no, name: snap.nameEn, amount: quote.refundAmount }),
    }, now)
    return { orderId: String(order.id), status: ORDER_STATUS.FULL_REFUND, fee: quote.fee, refundAmount: quote.refundAmount }
  })
}

/** POST /obt/visa/visaOrder/cancel: an unpaid order free; a paid one by the rule until it is submitted to the consulate. */
export async function cancelVisaOrder(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<VisaCancelReply> {
  const { order, row } = await currentVisaOrder(ctx, caller, orderId)
  const seen = effectiveStatus(order, ctx.clock())
  if (CANCELLABLE.includes(seen as OrderStatus)) {
    await cancelUnpaidOrder(ctx, caller, order.id)
    return { orderId: String(order.id), status: ORDER_STATUS.CANCELLED, fee: 0, refundAmount: 0 }
  }
  const step = cancelStepOf(seen, row)
  if (!step) throw visaConflict(lang, 'cancelState')
  if (!cancelQuoteAt(step, row, Number(order.paid_amount), lang).allowed) throw visaConflict(lang, 'cancelSubmitted')
  return cancelPaid(ctx, caller, order.id, lang)
}

// ---------------------------------------------------------------- all-orders rows

/** The page's visa rows in the reply shape (status through effectiveStatus). */
export async function visaListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const [orders, visaRows, people] = await Promise.all([findOrdersByIds(db, ids), findVisaOrders(db, ids), findVisaApplicants(db, ids)])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const v = visaRows.find((x) => x.order_id === row.order_id) as VisaOrder
    const status = effectiveStatus(row, now)
    const snap = snapshotOfRow(v)
    return {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: VISA_ORDER_TYPE as OrderListItem['orderType'],
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: pick(lang, snap.nameZh, snap.nameEn),
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
      flightNo: pick(lang, snap.consular.nameZh, snap.consular.nameEn),
      depTime: String(v.trip_date),
      passengerNames: people.filter((p) => p.order_id === o.id).map((p) => p.name).join(', '),
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of a visa order, read through `db` (the transaction's handle inside one). */
export async function visaOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, people, rows] = await Promise.all([findEmployee(db, order.booker_emp_id), findVisaApplicants(db, [order.id]), findVisaOrders(db, [order.id])])
  const date = rows[0] ? String(rows[0].trip_date) : ''
  return {
    corpId: order.corp_id,
    orderType: VISA_ORDER_TYPE,
    subjectId: order.id,
    changeId: null,
    kind: 'kindVisaOrder',
    mainTravellerEmpId: people.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: { zh: visaText('zh', 'orderTitle', { name: order.route_text_zh, date }), en: visaText('en', 'orderTitle', { name: order.route_text_en, date }) },
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))],
    amount: Number(order.total_amount),
    violation: false,
  }
}

/** The approver's list rows of visa orders. */
export async function visaApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const out = new Map<number, ApprovalRowText>()
  const ids = orders.map((o) => o.id)
  const [people, rows] = await Promise.all([findVisaApplicants(db, ids), findVisaOrders(db, ids)])
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    const snap = row ? snapshotOfRow(row) : null
    out.set(order.id, {
      title: visaText(lang, 'orderTitle', { name: pick(lang, order.route_text_zh, order.route_text_en), date: row ? String(row.trip_date) : '' }),
      travellerNames: people.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: snap ? pick(lang, snap.consular.nameZh, snap.consular.nameEn) : '',
    })
  }
  return out
}

const LABELLED_STATUSES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND', 'CHANGED', 'PARTIAL_CHANGE']

/** A visa order as the approver sees it (the trip date in the segment row, applicants with masked passports). */
export async function visaApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [rows, people] = await Promise.all([findVisaOrders(db, [order.id]), findVisaApplicants(db, [order.id])])
  const row = rows[0]
  const snap = row ? snapshotOfRow(row) : null
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED_STATUSES.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row && snap
      ? [{
        flightNo: visaText(lang, `type${snap.type}`),
        airline: pick(lang, snap.nameZh, snap.nameEn),
        depCity: pick(lang, snap.countryZh, snap.countryEn),
        arrCity: pick(lang, snap.consular.nameZh, snap.consular.nameEn),
        depTime: String(row.trip_date),
        arrTime: String(row.trip_date),
        cabinName: lang === 'en' ? `${row.applicants} applicant${row.applicants === 1 ? '' : 's'}` : `申请人${row.applicants}人`,
      }]
      : [],
    passengers: people.map((p) => ({ name: p.name, cardMasked: maskPassport(p.passport_no) })),
    violations: [],
  }
}
