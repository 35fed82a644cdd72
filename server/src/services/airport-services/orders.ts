/**
 * Airport service orders after booking: who may see them, the kind's release, the vouchers issued
 * after payment, the order detail, cancelling (unpaid: cancelled; paid: refunded in full before the
 * service day, refused on and after it), the all-orders rows, the approval views and the sweep that
 * completes services whose day has passed.
 *
 * Visibility (the hotel rules): the booker and the employees using the service always; a business
 * trip also whoever's booking scope covers the booker or one of them; a personal trip nobody else.
 * Everything else — another company's order included — answers 4004 exactly like a missing id.
 * Reads never write: an unpaid order past its deadline shows CANCELLED.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import {
  findAirportPeopleScopes,
  findAirportServiceOrders,
  findAirportServiceTravellers,
  findAirportTravellerEmpIds,
  findServicesEnded,
  releaseAirportClaims,
  setAirportRefund,
  setVoucherCodes,
  type AirportServiceOrder,
} from '../../db/repositories/airport-service-orders'
import { releaseStock } from '../../db/repositories/airport-service-stock'
import { findEmployee } from '../../db/repositories/employees'
import { findAccountingNames, findOrder, findOrdersByIds, lockOrder, nextOrderNo, type ListSourceRow, type Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { AirportBookReply, AirportCancelReply, AirportOrderDetail, AirportOrderType, AirportServiceType } from '../../schemas/airport-service'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import { maskIdNumber, maskPassport } from '../../util/mask'
import { chinaDate, formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { sendMessage } from '../messages/emp-messages'
import { cancelUnpaidOrder, effectiveStatus, isDue, moveOrder, refundOrderIn } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import type { ServiceSnapshot } from './booking'
import { airportFullName } from './search'
import { airportBiText, airportConflict, airportText, kindName } from './texts'
import { AIRPORT_ORDER_TYPES, typeOfOrderType } from './types'

/** A time as 'YYYY-MM-DD HH:mm' (China). */
const minuteText = (d: Date): string => formatChinaTime(d).slice(0, 16)
const snapshotOf = (row: AirportServiceOrder): ServiceSnapshot => JSON.parse(row.service_snapshot) as ServiceSnapshot
const typeOf = (row: AirportServiceOrder): AirportServiceType => row.service_type as AirportServiceType

/** Two letters of a kind in its voucher codes. */
const VOUCHER_CODE: Record<AirportServiceType, string> = { LOUNGE: 'LG', FAST_CHECK: 'FC', CHECK_IN: 'CI', GUEST_PASS: 'GP', INTEGRATED: 'IP' }

/** The voucher code of the n-th person (from 0) of an order: kind letters + the order number's digits + the person's number ('LG2026031000012301'). */
export function voucherCode(type: AirportServiceType, orderNo: string, index: number): string {
  return `${VOUCHER_CODE[type]}${orderNo.replace(/\D/g, '')}${String(index + 1).padStart(2, '0')}`
}

/** A masked document number. */
function maskCard(type: string, number: string): string {
  return type === 'NI' ? maskIdNumber(number) : maskPassport(number)
}

// ---------------------------------------------------------------- visibility

/** Whether the caller may see an airport service order (the company is checked first). */
export async function canSeeAirportOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || !AIRPORT_ORDER_TYPES.includes(order.order_type)) return false
  if (order.booker_emp_id === caller.empId) return true
  const users = await findAirportTravellerEmpIds(ctx.db, order.id)
  if (users.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findAirportPeopleScopes(ctx.db, [order.booker_emp_id, ...users])
  return people.some((e) => inScope(caller, e))
}

/** An order the caller may see, with its service row (4004 otherwise, like a missing id). */
async function visibleAirportOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: AirportServiceOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeAirportOrder(ctx, caller, order))) throw notFound()
  const [row] = await findAirportServiceOrders(ctx.db, [order.id])
  if (!row) throw notFound()
  return { order, row }
}

// ---------------------------------------------------------------- holds

/** Gives back an order's places and claims (inside the caller's transaction). */
async function releaseService(trx: Kysely<DB>, row: AirportServiceOrder): Promise<void> {
  await releaseStock(trx, row.service_id, row.service_date, row.quantity)
  await releaseAirportClaims(trx, row.order_id)
}

/** The kind's release: an order that will never be paid gives back its places and claims. */
export async function releaseAirportHolds(trx: Kysely<DB>, order: Order): Promise<void> {
  const [row] = await findAirportServiceOrders(trx, [order.id])
  if (row) await releaseService(trx, row)
}

// ---------------------------------------------------------------- vouchers

/** Messages to the booker and the employees using the service. */
async function tell(trx: Kysely<DB>, order: Order, title: { zh: string; en: string }, content: { zh: string; en: string }, now: Date): Promise<void> {
  const people = await findAirportServiceTravellers(trx, [order.id])
  const empIds = [...new Set([order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))])]
  for (const empId of empIds) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title, content, yycj: 1, orderId: String(order.id), orderType: order.order_type, now })
  }
}

/**
 * After payment (TICKETING): a voucher code per person, stored, and the order ISSUED, with a
 * message. The codes follow from the order number, so a retry writes the same ones.
 */
export async function issueAirportVouchers(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, corpId, orderId)
    if (!order || order.status !== ORDER_STATUS.TICKETING) return false
    const [row] = await findAirportServiceOrders(trx, [orderId])
    if (!row) return false
    const people = await findAirportServiceTravellers(trx, [orderId])
    const codes = people.map((p, i) => ({ travellerId: p.id, code: voucherCode(typeOf(row), order.order_no, i) }))
    await setVoucherCodes(trx, codes)
    await moveOrder(trx, order, ORDER_STATUS.ISSUED, { event: 'issue', actorEmpId: null, note: codes.map((c) => c.code).join(','), at: now })
    const snap = snapshotOf(row)
    const params = (l: Lang) => ({ kind: kindName(l, typeOf(row)), orderNo: order.order_no, name: l === 'en' ? snap.nameEn : snap.nameZh, date: row.service_date, codes: codes.map((c) => c.code).join(l === 'en' ? ', ' : '、') })
    await tell(trx, order, airportBiText('msgIssuedTitle'), { zh: airportText('zh', 'msgIssued', params('zh')), en: airportText('en', 'msgIssued', params('en')) }, now)
    return true
  })
}

/** The kind's sweep: issued services whose day has passed are COMPLETED (the voucher is spent or lapsed). */
export async function completeEndedServices(ctx: AppContext): Promise<number> {
  const now = ctx.clock()
  let done = 0
  for (const { id, corp_id: corpId } of await findServicesEnded(ctx.db, [...AIRPORT_ORDER_TYPES], chinaDate(now), ORDER_STATUS.ISSUED)) {
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, corpId, id)
      if (!order || order.status !== ORDER_STATUS.ISSUED) return false
      await moveOrder(trx, order, ORDER_STATUS.COMPLETED, { event: 'complete', actorEmpId: null, at: now })
      return true
    })
    if (moved) done += 1
  }
  return done
}

// ---------------------------------------------------------------- replies

/** The reply of a booking (the order read again). */
export async function airportOrderReply(ctx: AppContext, booked: Order): Promise<AirportBookReply> {
  const order = (await findOrder(ctx.db, booked.corp_id, booked.id)) ?? booked
  const status = effectiveStatus(order, ctx.clock())
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: order.order_type as AirportOrderType,
    status: status as OrderStatusCode,
    needApproval: order.need_approval === 1,
    payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? minuteText(order.pay_deadline) : null,
    totalAmount: Number(order.total_amount),
  }
}

/** Why an issued order can no longer be cancelled (null: it can). */
function cancelBlockedOf(status: string, row: AirportServiceOrder, today: string, lang: Lang): string | null {
  if (status !== ORDER_STATUS.ISSUED) return null
  return today >= row.service_date ? airportText(lang, 'cancelOnServiceDay', { date: row.service_date }) : null
}

/** GET /obt/airport/orderDetail. */
export async function airportOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<AirportOrderDetail> {
  const { order, row } = await visibleAirportOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const today = chinaDate(now)
  const [people, booker, accounting, instance] = await Promise.all([
    findAirportServiceTravellers(ctx.db, [order.id]),
    findEmployee(ctx.db, order.booker_emp_id),
    findAccountingNames(ctx.db, order.corp_id, { costCenterId: order.cost_center_id, projectId: order.project_id }),
    order.need_approval === 1 ? latestInstance(ctx.db, order.order_type, order.id) : undefined,
  ])
  const status = effectiveStatus(order, now) as OrderStatus
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null
  const snap = snapshotOf(row)
  const blocked = cancelBlockedOf(status, row, today, lang)
  const en = lang === 'en'
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: order.order_type as AirportOrderType,
    type: typeOf(row),
    status: status as OrderStatusCode,
    tripType: order.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(order.created_at),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(order.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((order.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: order.paid_at ? formatChinaTime(order.paid_at) : null,
    service: {
      serviceId: row.service_id,
      name: en ? snap.nameEn : snap.nameZh,
      airportCode: row.airport_code,
      airportName: airportFullName(row.airport_code, lang),
      terminal: row.terminal,
      location: en ? snap.locationEn : snap.locationZh,
      openHours: snap.openHours,
      rules: en ? snap.rulesEn : snap.rulesZh,
    },
    serviceDate: row.service_date,
    flight: row.flight_no && row.dep_at
      ? { flightOrderId: row.flight_order_id === null ? null : String(row.flight_order_id), flightNo: row.flight_no, depTime: minuteText(new Date(row.dep_at)) }
      : null,
    travellers: people.map((p) => ({
      name: p.name, empId: p.emp_id === null ? null : String(p.emp_id), cardType: p.card_type, cardMasked: maskCard(p.card_type, p.card_number), voucherCode: p.voucher_code,
    })),
    price: {
      unitPrice: Number(row.unit_price), quantity: row.quantity, total: Number(order.total_amount), paid: Number(order.paid_amount), refunded: Number(order.refunded_amount),
    },
    contact: { name: order.contact_name, phone: order.contact_phone },
    costCenterName: accounting.costCenter ? (en ? accounting.costCenter.name_en : accounting.costCenter.name) : '',
    projectName: accounting.project ? (en ? accounting.project.name_en : accounting.project.name) : '',
    remark: row.remark,
    needApproval: order.need_approval === 1,
    approval: progress,
    allowedActions: {
      pay: awaiting && (order.pay_deadline as Date).getTime() > now.getTime(),
      cancel: CANCELLABLE.includes(status) || (status === ORDER_STATUS.ISSUED && blocked === null),
    },
    cancelRule: airportText(lang, 'cancelRule', { date: row.service_date }),
    cancelBlocked: blocked,
  }
}

// ---------------------------------------------------------------- cancel

/**
 * POST /obt/airport/cancel: an unpaid order is cancelled (places back); a paid one is refunded in
 * full before the service day (FULL_REFUND, places back, a message) and refused on and after it.
 */
export async function cancelAirportOrder(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<AirportCancelReply> {
  const { order, row } = await visibleAirportOrder(ctx, caller, orderId)
  const now = ctx.clock()
  if (CANCELLABLE.includes(order.status as OrderStatus) && !isDue(order, now)) {
    await cancelUnpaidOrder(ctx, caller, order.id)
    return { orderId: String(order.id), status: ORDER_STATUS.CANCELLED, refundAmount: 0 }
  }
  if (order.status !== ORDER_STATUS.ISSUED) throw airportConflict(lang, 'cancelNotAllowed')
  if (chinaDate(now) >= row.service_date) throw airportConflict(lang, 'cancelOnServiceDay', { date: row.service_date })
  const amount = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, caller.corpId, order.id)
    if (!locked || locked.status !== ORDER_STATUS.ISSUED) throw airportConflict(lang, 'cancelNotAllowed')
    const refund = Number(locked.paid_amount) - Number(locked.refunded_amount)
    const refundNo = await nextOrderNo(trx, 'JR', chinaDate(now))
    await refundOrderIn(ctx, trx, locked, { to: ORDER_STATUS.FULL_REFUND, amount: refund, refundNo, reason: 'cancel', actorEmpId: caller.empId, at: now })
    await releaseService(trx, row)
    await setAirportRefund(trx, order.id, refund, now)
    const params = (l: Lang) => ({ kind: kindName(l, typeOf(row)), orderNo: order.order_no, amount: refund })
    await tell(trx, locked, airportBiText('msgCancelledTitle'), { zh: airportText('zh', 'msgCancelled', params('zh')), en: airportText('en', 'msgCancelled', params('en')) }, now)
    return refund
  })
  return { orderId: String(order.id), status: ORDER_STATUS.FULL_REFUND, refundAmount: amount }
}

// ---------------------------------------------------------------- all-orders rows

/** The page's airport rows in the reply shape (status through effectiveStatus). */
export async function airportListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const [orders, serviceRows, people] = await Promise.all([findOrdersByIds(db, ids), findAirportServiceOrders(db, ids), findAirportServiceTravellers(db, ids)])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const s = serviceRows.find((x) => x.order_id === row.order_id) as AirportServiceOrder
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
      flightNo: s?.flight_no ?? '',
      depTime: s?.dep_at ? minuteText(new Date(s.dep_at)) : (s?.service_date ?? ''),
      passengerNames: people.filter((p) => p.order_id === o.id).map((p) => p.name).join(', '),
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of an airport service order. */
export async function airportOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, people, rows] = await Promise.all([findEmployee(db, order.booker_emp_id), findAirportServiceTravellers(db, [order.id]), findAirportServiceOrders(db, [order.id])])
  const date = rows[0]?.service_date ?? ''
  const type = typeOfOrderType(order.order_type) ?? 'LOUNGE'
  return {
    corpId: order.corp_id,
    orderType: order.order_type,
    subjectId: order.id,
    changeId: null,
    kind: 'kindAirportServiceOrder',
    mainTravellerEmpId: people.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: {
      zh: airportText('zh', 'orderTitle', { kind: kindName('zh', type), name: order.route_text_zh.replace(`${kindName('zh', type)} `, ''), date }),
      en: airportText('en', 'orderTitle', { kind: kindName('en', type), name: order.route_text_en.replace(`${kindName('en', type)} `, ''), date }),
    },
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [...new Set([order.booker_emp_id, ...people.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))])],
    amount: Number(order.total_amount),
    violation: false,
  }
}

/** The approver's list rows. */
export async function airportApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const ids = orders.map((o) => o.id)
  const [people, rows] = await Promise.all([findAirportServiceTravellers(db, ids), findAirportServiceOrders(db, ids)])
  const out = new Map<number, ApprovalRowText>()
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    out.set(order.id, {
      title: lang === 'en' ? order.route_text_en : order.route_text_zh,
      travellerNames: people.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: row ? `${airportFullName(row.airport_code, lang)} ${row.terminal} ${row.service_date}`.replace(/\s+/g, ' ') : '',
    })
  }
  return out
}

const LABELLED = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND']

/** An airport service order as the approver sees it (the service in the segment row). */
export async function airportApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [rows, people] = await Promise.all([findAirportServiceOrders(db, [order.id]), findAirportServiceTravellers(db, [order.id])])
  const row = rows[0]
  const snap = row ? snapshotOf(row) : null
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row && snap
      ? [{
        flightNo: row.flight_no ?? '',
        airline: kindName(lang, typeOf(row)),
        depCity: airportFullName(row.airport_code, lang),
        arrCity: lang === 'en' ? snap.nameEn : snap.nameZh,
        depTime: row.dep_at ? minuteText(new Date(row.dep_at)) : row.service_date,
        arrTime: row.service_date,
        cabinName: row.terminal,
      }]
      : [],
    passengers: people.map((p) => ({ name: p.name, cardMasked: maskCard(p.card_type, p.card_number) })),
    violations: [],
  }
}
