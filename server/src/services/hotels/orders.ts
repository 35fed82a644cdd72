/**
 * Hotel orders after booking: who may see them, the kind's release, the hotel's confirmation
 * after payment (or at once for a guaranteed pay-at-hotel booking), the order detail, the
 * all-orders rows and the approval views. Cancellation and refund are in after-sale.ts.
 *
 * Visibility (the flight and train rules): the booker and the guest employees always; a business
 * trip also whoever's booking scope covers the booker or a guest employee; a personal trip nobody
 * else. Everything else — another company's order included — answers 4004 exactly like a missing
 * id. Reads never write: an unpaid order past its deadline shows CANCELLED.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE } from '../../contract/order-types'
import { findEmployee } from '../../db/repositories/employees'
import { releaseRooms } from '../../db/repositories/hotel-inventory'
import {
  findEmployeeScopes,
  findHotelGuestEmpIds,
  findHotelGuests,
  findHotelNights,
  findHotelOrders,
  findHotelRefundsByIds,
  findHotelRefundsOf,
  findPayAtHotelIn,
  releaseHotelClaims,
  setGuaranteeStatus,
  setHotelConfirmation,
  type HotelOrder,
} from '../../db/repositories/hotel-orders'
import {
  findAccountingNames,
  findApplicationNoOf,
  findOrder,
  findOrdersByIds,
  findViolationReason,
  lockOrder,
  setStatus,
  type ListSourceRow,
  type Order,
} from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { HtBookReply, HtOrderDetail } from '../../schemas/hotel'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode, Violation } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import { nightsOf } from '../../suppliers/hotels/simulator'
import { formatChinaTime } from '../../util/time'
import { latestInstance, progressOf, type ApprovalSubject } from '../approvals/approval-engine'
import { inScope } from '../identity/travellers'
import { effectiveStatus, isDue, moveOrder } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import type { HotelSnapshot, PlanSnapshot } from './booking'
import { HOTEL_KIND_KEY, hotelBiText, hotelText } from './hotel-messages'
import { breakfastText, cancelText, minuteText, refundRuleAt } from './rules'

/** A name in a language. */
const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)

/** A hotel row's snapshots. */
export function snapshotsOf(row: HotelOrder): { hotel: HotelSnapshot; plan: PlanSnapshot } {
  return { hotel: JSON.parse(row.hotel_snapshot) as HotelSnapshot, plan: JSON.parse(row.plan_snapshot) as PlanSnapshot }
}

// ---------------------------------------------------------------- visibility

/** Whether the caller may see a hotel order (the company is checked first). */
export async function canSeeHotelOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== ORDER_TYPE.HOTEL) return false
  if (order.booker_emp_id === caller.empId) return true
  const guestEmps = await findHotelGuestEmpIds(ctx.db, order.id)
  if (guestEmps.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findEmployeeScopes(ctx.db, [order.booker_emp_id, ...guestEmps])
  return people.some((e) => inScope(caller, e))
}

/** A hotel order the caller may see, with its hotel row (4004 otherwise, like a missing id). A read: nothing is written. */
export async function visibleHotelOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ order: Order; row: HotelOrder }> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeHotelOrder(ctx, caller, order))) throw notFound()
  const [row] = await findHotelOrders(ctx.db, [order.id])
  if (!row) throw notFound()
  return { order, row }
}

// ---------------------------------------------------------------- holds

/** Gives back an order's rooms on every night and its guests' claims (inside the caller's transaction). */
export async function releaseStay(trx: Kysely<DB>, row: HotelOrder): Promise<void> {
  await releaseRooms(trx, row.hotel_id, row.room_type_id, nightsOf(row.check_in, row.check_out), row.rooms)
  await releaseHotelClaims(trx, row.order_id)
}

/**
 * The hotel kind's release (inside the spine's transaction that cancels, expires or rejects an
 * order never paid or confirmed): the rooms and claims back, the guarantee released.
 */
export async function releaseHotelHolds(trx: Kysely<DB>, order: Order): Promise<void> {
  const [row] = await findHotelOrders(trx, [order.id])
  if (!row) return
  await releaseStay(trx, row)
  // The vault hears of it from the sweep, after this transaction commits (stay-end.ts).
  if (row.guarantee_status === 'HELD') await setGuaranteeStatus(trx, order.id, 'RELEASING')
}

// ---------------------------------------------------------------- confirmation

/**
 * The hotel confirms an order waiting in TICKETING (paid, or a guaranteed pay-at-hotel booking):
 * its confirmation number, and the order moves to ISSUED (confirmed). Called right after payment
 * or booking; when the hotel fails the order stays TICKETING and the spine's sweep retries.
 */
export async function confirmHotelOrder(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const [row] = await findHotelOrders(ctx.db, [orderId])
  if (!row) return false
  const guests = await findHotelGuests(ctx.db, [orderId])
  const { confirmNo } = await ctx.hotels.confirm({
    orderNo: order.order_no, hotelId: row.hotel_id, roomTypeId: row.room_type_id, ratePlanId: row.rate_plan_id, checkIn: row.check_in, checkOut: row.check_out,
    rooms: row.rooms, guestNames: guests.map((g) => g.name),
  })
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    await setHotelConfirmation(trx, orderId, confirmNo, now)
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'confirm', actorEmpId: null, note: confirmNo, at: now })
    return true
  })
}

/**
 * The kind's sweep: an approved pay-at-hotel order waits in AWAITING_PAYMENT with nothing to pay
 * online; it moves on to TICKETING (its card guarantees it) and the hotel confirms it. Returns how
 * many it moved.
 */
export async function advanceApprovedPayAtHotel(ctx: AppContext): Promise<number> {
  let moved = 0
  for (const { id, corp_id: corpId } of await findPayAtHotelIn(ctx.db, ORDER_STATUS.AWAITING_PAYMENT)) {
    const now = ctx.clock()
    const advanced = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, corpId, id)
      if (!order || order.status !== ORDER_STATUS.AWAITING_PAYMENT || isDue(order, now)) return false
      return setStatus(trx, { orderId: id, from: order.status, to: ORDER_STATUS.TICKETING, event: 'guarantee', actorEmpId: null, at: now, set: { pay_deadline: null, pay_type: 'HOTEL' } })
    })
    if (!advanced) continue
    moved += 1
    try {
      await confirmHotelOrder(ctx, corpId, id)
    } catch (error) {
      process.stderr.write(`hotel confirmation of order ${id} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
  return moved
}

// ---------------------------------------------------------------- replies

/** The reply of a booking (the order read again: a pay-at-hotel one may be confirmed already). */
export async function hotelOrderReply(ctx: AppContext, booked: Order): Promise<HtBookReply> {
  const order = (await findOrder(ctx.db, booked.corp_id, booked.id)) ?? booked
  const [row] = await findHotelOrders(ctx.db, [order.id])
  const status = effectiveStatus(order, ctx.clock())
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: status as HtBookReply['status'],
    needApproval: order.need_approval === 1,
    payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? minuteText(order.pay_deadline) : null,
    payment: row?.payment_type === 'PAY_AT_HOTEL' ? 'PAY_AT_HOTEL' : 'PREPAY',
    totalAmount: Number(order.total_amount),
    roomTotal: Number(row?.room_total ?? 0),
    serviceFee: Number(row?.service_fee ?? 0),
    confirmNo: row?.confirm_no ?? null,
    guaranteeLast4: row?.guarantee_last4 ?? null,
  }
}

/** The violation of a header with its text (the cap it was judged against). */
function violationOf(order: Order, row: HotelOrder, lang: Lang): Violation[] {
  if (!order.violations) return []
  return (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: hotelText(lang, 'violationPrice', { cap: Number(row.policy_cap ?? 0) }) }))
}

/** GET htOrder/orderDetail. */
export async function hotelOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<HtOrderDetail> {
  const { order: stored, row } = await visibleHotelOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const [nights, guests, refunds, booker, accounting, reason, instance] = await Promise.all([
    findHotelNights(ctx.db, [stored.id]),
    findHotelGuests(ctx.db, [stored.id]),
    findHotelRefundsOf(ctx.db, [stored.id]),
    findEmployee(ctx.db, stored.booker_emp_id),
    findAccountingNames(ctx.db, stored.corp_id, { costCenterId: stored.cost_center_id, projectId: stored.project_id }),
    stored.violation_reason_id ? findViolationReason(ctx.db, stored.corp_id, stored.violation_reason_id) : undefined,
    stored.need_approval === 1 ? latestInstance(ctx.db, ORDER_TYPE.HOTEL, stored.id) : undefined,
  ])
  const status = effectiveStatus(stored, now) as OrderStatus
  const { hotel, plan } = snapshotsOf(row)
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && stored.pay_deadline !== null
  const prepay = row.payment_type === 'PREPAY'
  const rule = refundRuleAt(plan, row.check_in, now)
  const violations = violationOf(stored, row, lang)
  return {
    orderId: String(stored.id),
    orderNo: stored.order_no,
    orderType: ORDER_TYPE.HOTEL,
    status: status as OrderStatusCode,
    tripType: stored.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(stored.created_at),
    bookerEmpId: String(stored.booker_emp_id),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(stored.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((stored.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: stored.paid_at ? formatChinaTime(stored.paid_at) : null,
    payType: stored.pay_type,
    hotel: {
      hotelId: row.hotel_id,
      name: pick(lang, hotel.nameZh, hotel.nameEn),
      star: hotel.star,
      brandName: pick(lang, hotel.brandZh, hotel.brandEn),
      address: pick(lang, hotel.addressZh, hotel.addressEn),
      phone: hotel.phone,
      lat: hotel.lat,
      lng: hotel.lng,
      cityId: row.city_code,
      cityName: pick(lang, hotel.cityZh, hotel.cityEn),
      domestic: hotel.domestic,
    },
    room: { roomTypeId: row.room_type_id, name: pick(lang, plan.roomZh, plan.roomEn), bed: pick(lang, plan.bedZh, plan.bedEn) },
    plan: {
      ratePlanId: row.rate_plan_id,
      name: pick(lang, plan.planZh, plan.planEn),
      breakfast: plan.breakfast,
      breakfastText: breakfastText(plan.breakfast, lang),
      cancelType: plan.cancelType,
      cancelDeadline: plan.cancelDeadline,
      cancelText: cancelText(plan, row.check_in, lang),
      guarantee: plan.guarantee,
      payment: plan.payment,
      agreement: plan.agreement,
    },
    checkInDate: row.check_in,
    checkOutDate: row.check_out,
    nights: nights.map((n) => ({ night: n.night, price: Number(n.price) })),
    roomCount: row.rooms,
    guests: guests.map((g) => ({ roomNo: g.room_no, name: g.name, empId: g.emp_id === null ? null : String(g.emp_id) })),
    arrivalTime: row.arrival_time,
    remark: row.remark,
    memberCard: row.member_card_no && row.member_plat ? { plat: row.member_plat, hykh: row.member_card_no } : null,
    confirmNo: row.confirm_no,
    guarantee: row.guarantee_last4
      ? { type: plan.guarantee, last4: row.guarantee_last4, brand: row.guarantee_brand ?? '', amount: Number(row.guarantee_amount), status: guaranteeStatusShown(row.guarantee_status) }
      : null,
    price: {
      roomTotal: Number(row.room_total),
      serviceFee: Number(row.service_fee),
      total: Number(stored.total_amount),
      paid: Number(stored.paid_amount),
      refunded: Number(stored.refunded_amount),
      avgPrice: Number(row.avg_price),
    },
    contact: { name: stored.contact_name, phone: stored.contact_phone, email: stored.contact_email ?? '' },
    costCenterName: accounting.costCenter ? pick(lang, accounting.costCenter.name, accounting.costCenter.name_en) : '',
    projectName: accounting.project ? pick(lang, accounting.project.name, accounting.project.name_en) : '',
    ccsqdId: stored.ccsqd_id ?? '',
    violation: violations.length
      ? { text: violations[0].text, reasonId: reason ? String(reason.id) : '', reasonText: reason ? pick(lang, reason.name_zh, reason.name_en) : '', note: stored.violation_note ?? '' }
      : null,
    needApproval: stored.need_approval === 1,
    approval: progress,
    allowedActions: {
      pay: prepay && awaiting && (stored.pay_deadline as Date).getTime() > now.getTime(),
      cancel: CANCELLABLE.includes(status),
      refund: status === ORDER_STATUS.ISSUED && (rule === 'FREE' || rule === 'PENALTY_FIRST_NIGHT'),
    },
    refunds: refunds.map((r) => ({
      refundId: String(r.id), refundNo: r.refund_no, orderType: ORDER_TYPE.HOTEL_REFUND, status: r.order_status as OrderStatusCode,
      fee: Number(r.fee), amount: Number(r.amount), cardCharged: Number(r.card_charged), createdAt: formatChinaTime(r.created_at),
    })),
  }
}

// ---------------------------------------------------------------- all-orders rows

/** The page's hotel rows in the reply shape (status through effectiveStatus). */
export async function hotelListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const [orders, hotelRows, guests, refunds] = await Promise.all([
    findOrdersByIds(db, ids),
    findHotelOrders(db, ids),
    findHotelGuests(db, ids),
    findHotelRefundsByIds(db, rows.filter((r) => r.order_type === ORDER_TYPE.HOTEL_REFUND).map((r) => r.row_id)),
  ])
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const h = hotelRows.find((x) => x.order_id === row.order_id) as HotelOrder
    const { plan } = snapshotsOf(h)
    const status = row.order_type === ORDER_TYPE.HOTEL_REFUND ? (refunds.find((r) => r.id === row.row_id)?.order_status ?? row.status) : effectiveStatus(row, now)
    return {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: row.order_type as OrderListItem['orderType'],
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: pick(lang, o.route_text_zh, o.route_text_en),
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
      flightNo: `${pick(lang, plan.roomZh, plan.roomEn)} ×${h.rooms}`,
      depTime: minuteText(o.first_dep_at),
      passengerNames: guests.filter((g) => g.order_id === o.id).map((g) => g.name).join(', '),
    }
  })
}

// ---------------------------------------------------------------- approvals

/** The approval subject of a hotel order, read through `db` (the transaction's handle inside one). */
export async function hotelOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, guests, rows] = await Promise.all([findEmployee(db, order.booker_emp_id), findHotelGuests(db, [order.id]), findHotelOrders(db, [order.id])])
  const row = rows[0]
  return {
    corpId: order.corp_id,
    orderType: ORDER_TYPE.HOTEL,
    subjectId: order.id,
    changeId: null,
    kind: HOTEL_KIND_KEY,
    mainTravellerEmpId: guests.find((g) => g.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: { zh: hotelBiText('orderTitle', { hotel: order.route_text_zh, checkIn: row?.check_in ?? '' }).zh, en: hotelBiText('orderTitle', { hotel: order.route_text_en, checkIn: row?.check_in ?? '' }).en },
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...guests.flatMap((g) => (g.emp_id !== null ? [g.emp_id] : []))],
    // What the stay costs, whether paid online or at the hotel.
    amount: row ? Number(row.room_total) + Number(row.service_fee) : Number(order.total_amount),
    violation: order.violations !== null,
  }
}

/** The approver's list rows of hotel orders. */
export async function hotelApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const out = new Map<number, ApprovalRowText>()
  const ids = orders.map((o) => o.id)
  const [guests, rows] = await Promise.all([findHotelGuests(db, ids), findHotelOrders(db, ids)])
  for (const order of orders) {
    const row = rows.find((r) => r.order_id === order.id)
    out.set(order.id, {
      title: hotelText(lang, 'orderTitle', { hotel: pick(lang, order.route_text_zh, order.route_text_en), checkIn: row?.check_in ?? '' }),
      travellerNames: guests.filter((g) => g.order_id === order.id).map((g) => g.name).join('、'),
      summary: row ? `${row.check_in} – ${row.check_out}` : '',
    })
  }
  return out
}

const LABELLED_STATUSES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND', 'CHANGED', 'PARTIAL_CHANGE']

/** A hotel order as the approver sees it (the stay in the segment row). */
export async function hotelApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [rows, guests, reason, ccsqdNo] = await Promise.all([
    findHotelOrders(db, [order.id]),
    findHotelGuests(db, [order.id]),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
    findApplicationNoOf(db, order.ccsqd_id),
  ])
  const row = rows[0]
  const snaps = row ? snapshotsOf(row) : null
  const reasonText = reason ? pick(lang, reason.name_zh, reason.name_en) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED_STATUSES.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: row ? Number(row.room_total) + Number(row.service_fee) : Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: row && snaps
      ? [{
        flightNo: `${pick(lang, snaps.plan.roomZh, snaps.plan.roomEn)} ×${row.rooms}`,
        airline: pick(lang, snaps.hotel.brandZh, snaps.hotel.brandEn),
        depCity: pick(lang, snaps.hotel.cityZh, snaps.hotel.cityEn),
        arrCity: pick(lang, snaps.hotel.nameZh, snaps.hotel.nameEn),
        depTime: row.check_in,
        arrTime: row.check_out,
        cabinName: pick(lang, snaps.plan.planZh, snaps.plan.planEn),
      }]
      : [],
    passengers: guests.map((g) => ({ name: g.name, cardMasked: '' })),
    violations: row ? violationOf(order, row, lang) : [],
    ...(reasonText ? { reason: reasonText } : {}),
    ...(ccsqdNo ? { ccsqdNo } : {}),
  }
}

/** The guarantee's status as the traveller reads it: the vault's pending steps are ours, not theirs. */
function guaranteeStatusShown(status: string): string {
  if (status === 'RELEASING') return 'RELEASED'
  if (status === 'CHARGING') return 'CHARGED'
  return status
}
