/**
 * Flight orders after booking: who may see them, the kind's release and issuing after payment,
 * cancel, detail, refund and the order lists. Changes are in changes.ts.
 *
 * Reads never write: an unpaid order past its deadline is shown as what it is about to be
 * (CANCELLED, its booked tickets void, nothing to pay or cancel) until the sweep
 * (services/orders/lifecycle.ts) cancels it; a change past its payment deadline likewise shows as
 * lapsed. Actions on an order (refund, change) first let its own unpaid changes lapse.
 *
 * Visibility: an order is visible to its booker and its travelling employees; a business trip
 * (tripType 1) also to anyone whose booking scope covers the booker or one of the employee
 * passengers (own department, company). A personal trip stays with the people on it: the
 * travellers and whoever booked it, not their department's or company's bookers or
 * administrators. Everything else — other companies included — answers 4004 exactly like a
 * missing id. Refunds, changes, payments, documents and approvals follow their order.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { findEmployee } from '../../db/repositories/employees'
import {
  claimHolders,
  claimTickets,
  findChangeItems,
  findChangesOf,
  findOrderInsurances,
  findPassengerEmpIds,
  findPassengers,
  findPeopleScopes,
  findRefund,
  findRefundItems,
  findRefundsOf,
  findSegments,
  findTickets,
  flightListSource as flightListQuery,
  insertRefund,
  issueBookedTicket,
  releaseClaims,
  setTicketsStatus,
  type ClaimRequest,
  type FlightOrder,
  type OrderPassenger,
  type OrderSegment,
  type Ticket,
} from '../../db/repositories/flight-orders'
import {
  findAccountingNames,
  findOrder,
  findOrdersByIds,
  findViolationReason,
  lockOrder,
  nextOrderNo as nextDocNo,
  type ListScope,
  type ListSourceRow,
} from '../../db/repositories/orders'
import { releaseSeats } from '../../db/repositories/flights'
import type { DB } from '../../db/types'
import { conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { CardType, OrderStatusCode, PsgType, Violation } from '../../schemas/common'
import type {
  FlightOrderType,
  FlightStatusView,
  OrderDetail,
  OrderListItem,
  OrderSegment as OrderSegmentView,
  RefundAddBody,
  RefundAddReply,
  RefundDetail,
} from '../../schemas/order'
import { feeTierIndex, isInvoluntaryCause, type FlightStatus } from '../../suppliers/flights/types'
import { maskPhone } from '../../util/mask'
import { chinaDate, formatChinaTime } from '../../util/time'
import { aircraftName, airlineName, airportName, cabinName, cityName, operatingFlightNo, ruleText, type SegmentSnapshot } from './common'
import { changeAsSeen, expireDueChanges, findPendingChangeTickets } from './changes'
import { AFTER_SALE_FROM, CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { asSeen, cancelUnpaidOrder, effectiveStatus, isDue, moveOrder, refundOrderIn } from '../orders/lifecycle'
import { linkFlightInsurance, refundLinkedInsuranceIn } from '../insurance/linked'
import { ORDER_TYPE } from '../../contract/order-types'
import { identitiesOf } from '../booking/duplicates'
import { inScope, maskCard } from '../identity/travellers'
import { protectionView } from '../booking/fare-protection'
import { findTravelSettings } from '../../db/repositories/settings'

// ---------------------------------------------------------------- visibility

/**
 * Whether the caller may see an order: the booker and the travelling employees always; for a
 * business trip also whoever's booking scope covers the booker or an employee passenger; a
 * personal trip nobody else (privacy: it is not the company's business).
 */
export async function canSeeOrder(ctx: AppContext, caller: Caller, orderOrId: number | FlightOrder): Promise<boolean> {
  const order = typeof orderOrId === 'number' ? await findOrder(ctx.db, caller.corpId, orderOrId) : orderOrId
  if (!order || order.corp_id !== caller.corpId) return false
  if (order.booker_emp_id === caller.empId) return true
  const passengerEmps = await findPassengerEmpIds(ctx.db, order.id)
  if (passengerEmps.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const emps = await findPeopleScopes(ctx.db, [order.booker_emp_id, ...passengerEmps])
  return emps.some((e) => inScope(caller, e))
}

/**
 * An order the caller may see, as stored (4004 otherwise, exactly like a missing id). A read:
 * nothing is written, whatever is due (the detail shows it through lifecycle.asSeen).
 */
export async function visibleOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<FlightOrder> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  // Another product's order (a hotel, the insurance linked to this flight...) is not a flight order here.
  const flight = order && (order.order_type === ORDER_TYPE.FLIGHT || order.order_type === ORDER_TYPE.INTL_FLIGHT)
  if (!order || !flight || !(await canSeeOrder(ctx, caller, order))) throw notFound()
  return order
}

/**
 * An order the caller may see, for an action on it (refund, change): its own changes that waited
 * for payment past their deadline lapse first (as the sweep would), so the action finds the old
 * tickets free of them. The order itself is not expired here: only the sweep cancels orders.
 */
export async function orderForAction(ctx: AppContext, caller: Caller, orderId: number): Promise<FlightOrder> {
  const order = await visibleOrder(ctx, caller, orderId)
  // International tickets are refunded and changed by customer service only (§8).
  if (order.order_type === ORDER_TYPE.INTL_FLIGHT) throw conflict('intlNoOnlineAfterSale')
  if (await expireDueChanges(ctx, order.corp_id, order.id)) return (await findOrder(ctx.db, caller.corpId, orderId)) as FlightOrder
  return order
}

// ---------------------------------------------------------------- holds, issuing

/** Parses a segment's snapshot. */
export function snapshotOfRow(segment: OrderSegment): SegmentSnapshot {
  return JSON.parse(segment.snapshot) as SegmentSnapshot
}

/** The operating flight number a segment's passengers hold (a code-share is the operating flight's seat). */
export function segmentFlightNo(segment: OrderSegment): string {
  const snap = snapshotOfRow(segment)
  return operatingFlightNo({ flightNo: segment.flight_no, codeShare: snap.codeShare, operatingFlightNo: snap.operatingFlightNo })
}

/** Claim requests of tickets: each passenger's identities on the ticket's flight and date. */
export function claimRequestsOf(tickets: Pick<Ticket, 'id' | 'passenger_id' | 'segment_id'>[], passengers: OrderPassenger[], segments: OrderSegment[]): ClaimRequest[] {
  return tickets.map((t) => {
    const p = passengers.find((x) => x.id === t.passenger_id) as OrderPassenger
    const seg = segments.find((x) => x.id === t.segment_id) as OrderSegment
    return { ticketId: t.id, passengerId: t.passenger_id, identities: identitiesOf(p), flightNo: segmentFlightNo(seg), depDate: seg.dep_date }
  })
}

/**
 * Claims the flights of tickets for their passengers (4009 naming the passenger when one already
 * holds another live booking of the flight). `mayHold`: tickets whose claims count as this
 * booking's own (a change to another fare of the same flight holds it through the old ticket).
 */
export async function claimOrRefuse(
  trx: Kysely<DB>,
  order: FlightOrder,
  tickets: Pick<Ticket, 'id' | 'passenger_id' | 'segment_id'>[],
  passengers: OrderPassenger[],
  segments: OrderSegment[],
  mayHold: number[] = [],
): Promise<void> {
  const requests = claimRequestsOf(tickets, passengers, segments)
  const taken = await claimTickets(trx, order.corp_id, order.id, requests)
  for (const r of taken) {
    const holders = await claimHolders(trx, order.corp_id, r.identities, r.flightNo, r.depDate)
    if (holders.some((id) => id !== r.ticketId && !mayHold.includes(id))) {
      throw conflict('passengerAlreadyBooked', { params: { name: passengers.find((p) => p.id === r.passengerId)?.name ?? '' } })
    }
  }
}

/** Gives back the seats held by tickets (by segment), inside the caller's transaction. */
export async function releaseTicketSeats(trx: Kysely<DB>, tickets: Ticket[], segments: OrderSegment[]): Promise<void> {
  const bySegment = new Map<number, number>()
  for (const t of tickets) if (t.holds_seat) bySegment.set(t.segment_id, (bySegment.get(t.segment_id) ?? 0) + 1)
  const ordered = [...bySegment.entries()]
    .map(([segmentId, count]) => ({ segment: segments.find((s) => s.id === segmentId) as OrderSegment, count }))
    .sort((a, b) => `${snapshotOfRow(a.segment).inventoryKey}~${a.segment.cabin_code}`.localeCompare(`${snapshotOfRow(b.segment).inventoryKey}~${b.segment.cabin_code}`))
  for (const { segment, count } of ordered) await releaseSeats(trx, snapshotOfRow(segment).inventoryKey, segment.cabin_code, count)
}

/** The flight kind's release: the booked tickets void, their seats and passenger claims back (inside the spine's transaction). */
export async function releaseOrderHolds(trx: Kysely<DB>, order: FlightOrder): Promise<void> {
  const tickets = (await findTickets(trx, [order.id])).filter((t) => t.status === 'BOOKED')
  await releaseTicketSeats(trx, tickets, await findSegments(trx, [order.id]))
  await setTicketsStatus(trx, tickets.map((t) => t.id), 'VOID')
  await releaseClaims(trx, tickets.map((t) => t.id))
}

/**
 * The simulated supplier issues the tickets of a paid order: TICKETING -> ISSUED with 13-digit
 * numbers. Called right after payment commits; if the supplier fails the order stays TICKETING and
 * the sweep retries. Returns whether the order got issued.
 */
export async function issueTickets(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const pending = (await findTickets(ctx.db, [orderId])).filter((t) => t.status === 'BOOKED')
  const segments = await findSegments(ctx.db, [orderId])
  const numbers = await ctx.flights.issueTickets(
    pending.map((t) => ({ airline: snapshotOfRow(segments.find((s) => s.id === t.segment_id) as OrderSegment).operatingAirline })),
  )
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    for (const [i, t] of pending.entries()) await issueBookedTicket(trx, t.id, numbers[i])
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'issue', actorEmpId: null, at: now })
    // The insurance bought with the flight becomes an insurance order of its own, linked (services/insurance/linked.ts).
    await linkFlightInsurance(trx, { ...locked, status: ORDER_STATUS.ISSUED }, now)
    return true
  })
}

/** POST cancelTkOrder: cancels an unpaid order (seats released). */
export async function cancelOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<{ orderId: string; status: OrderStatusCode }> {
  const visible = await visibleOrder(ctx, caller, orderId)
  await cancelUnpaidOrder(ctx, caller, visible.id)
  return { orderId: String(orderId), status: ORDER_STATUS.CANCELLED }
}

// ---------------------------------------------------------------- detail

/** The flight status in the reply shape, with whether it makes a refund involuntary. */
function statusView(status: FlightStatus): FlightStatusView {
  return { status: status.status, delayMinutes: status.delayMinutes, involuntaryRefund: isInvoluntaryCause(status) }
}

/** The airline's status of the segments' flights (by flight key), for the segments still to fly. */
export async function segmentStatuses(ctx: AppContext, segments: OrderSegment[]): Promise<Map<string, FlightStatus>> {
  const now = ctx.clock().getTime()
  const keys = [...new Set(segments.filter((s) => s.dep_at.getTime() > now).map((s) => s.flight_key))]
  const statuses = await Promise.all(keys.map((k) => ctx.flights.flightStatus(k)))
  const out = new Map<string, FlightStatus>()
  keys.forEach((k, i) => {
    const st = statuses[i]
    if (st) out.set(k, st)
  })
  return out
}

/** The segment reply shape (`status`: the airline's status, for segments still to fly). */
export function segmentView(s: OrderSegment, lang: Lang, changedFrom: OrderSegment | undefined, status?: FlightStatus): OrderSegmentView {
  const snap = snapshotOfRow(s)
  return {
    segmentNo: s.segment_no,
    flightNo: s.flight_no,
    airline: snap.airline,
    airlineName: airlineName(snap.airline, lang),
    codeShare: snap.codeShare,
    operatingAirline: snap.operatingAirline,
    operatingAirlineName: airlineName(snap.operatingAirline, lang),
    operatingFlightNo: snap.codeShare ? snap.operatingFlightNo : '',
    aircraft: snap.aircraft,
    aircraftName: aircraftName(snap.aircraft, lang),
    depCityName: cityName(s.dep_city, lang),
    depAirport: s.dep_airport,
    depAirportName: airportName(s.dep_airport, lang),
    depTerminal: snap.depTerminal,
    arrCityName: cityName(s.arr_city, lang),
    arrAirport: s.arr_airport,
    arrAirportName: airportName(s.arr_airport, lang),
    arrTerminal: snap.arrTerminal,
    depTime: snap.depTime,
    arrTime: snap.arrTime,
    durationMinutes: snap.durationMinutes,
    cabinCode: s.cabin_code,
    cabinClass: s.cabin_class as 'Y' | 'C' | 'F',
    cabinName: cabinName(s.cabin_class as 'Y' | 'C' | 'F', lang),
    discount: s.discount,
    price: Number(s.price),
    refundRule: ruleText(snap.refundPercents, lang, 'refund'),
    changeRule: ruleText(snap.changePercents, lang, 'change'),
    changedFromFlightNo: changedFrom ? changedFrom.flight_no : null,
    flightStatus: status ? statusView(status) : null,
  }
}

/** What the caller may do with the order now. */
function allowedActions(order: FlightOrder, tickets: Ticket[], segments: OrderSegment[], now: Date): OrderDetail['allowedActions'] {
  const status = order.status as OrderStatus
  const afterSale = AFTER_SALE_FROM.includes(status)
  const issued = tickets.filter((t) => t.status === 'ISSUED')
  const upcoming = issued.filter((t) => (segments.find((s) => s.id === t.segment_id)?.dep_at.getTime() ?? 0) > now.getTime())
  return {
    cancel: CANCELLABLE.includes(status),
    pay: status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null && order.pay_deadline.getTime() > now.getTime() && order.fare_ask_total === null,
    refund: afterSale && issued.length > 0 && order.order_type !== ORDER_TYPE.INTL_FLIGHT,
    change: afterSale && upcoming.length > 0 && order.order_type !== ORDER_TYPE.INTL_FLIGHT,
  }
}

const money = (n: number): number => Math.round(n * 100) / 100

/**
 * GET orderDetail. A read: an unpaid order past its deadline that the sweep has not reached yet
 * answers as it will be (CANCELLED, no deadline, its booked tickets VOID, nothing to pay or
 * cancel), and a change past its payment deadline as lapsed; nothing is written.
 */
export async function orderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<OrderDetail> {
  const stored = await visibleOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const expired = isDue(stored, now)
  const order = asSeen(stored, now)
  const [passengers, segments, storedTickets, insurances, refunds, storedChanges, booker, accounting, reason] = await Promise.all([
    findPassengers(ctx.db, [order.id]),
    findSegments(ctx.db, [order.id]),
    findTickets(ctx.db, [order.id]),
    findOrderInsurances(ctx.db, order.id),
    findRefundsOf(ctx.db, [order.id]),
    findChangesOf(ctx.db, [order.id]),
    findEmployee(ctx.db, order.booker_emp_id),
    findAccountingNames(ctx.db, order.corp_id, { costCenterId: order.cost_center_id, projectId: order.project_id }),
    order.violation_reason_id ? findViolationReason(ctx.db, order.corp_id, order.violation_reason_id) : undefined,
  ])
  const { costCenter, project } = accounting
  // The expiry voids what the order booked (lifecycle.closeUnpaid -> releaseOrderHolds).
  const allTickets = expired ? storedTickets.map((t) => (t.status === 'BOOKED' ? { ...t, status: 'VOID' } : t)) : storedTickets
  const changes = storedChanges.map((c) => changeAsSeen(c, now))
  // The tickets of a change that waits for payment (or lapsed unpaid) are not the passengers' yet:
  // the change shows them; the order shows what the passengers hold.
  const tickets = allTickets.filter((t) => t.changed_from_ticket_id === null || t.status === 'ISSUED' || t.status === 'CHANGED' || t.status === 'REFUNDED')
  // Segments shown: the ones some non-replaced ticket is on (a partial change shows both flights).
  const shownIds = new Set(tickets.filter((t) => t.status !== 'CHANGED').map((t) => t.segment_id))
  const shown = segments
    .filter((s) => shownIds.has(s.id) || allTickets.every((t) => t.segment_id !== s.id))
    .filter((s, i, all) => all.findIndex((x) => x.segment_no === s.segment_no && x.flight_key === s.flight_key && x.cabin_code === s.cabin_code) === i)
  const statuses = await segmentStatuses(ctx, shown)
  const violations: Violation[] = order.violations
    ? (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: violationText(v.code, lang) }))
    : []
  const refundedAmount = Number(order.refunded_amount)
  const protection = order.quoted_total !== null || order.fare_ask_total !== null
    ? protectionView(await findTravelSettings(ctx.db, order.corp_id), order, lang, now)
    : undefined
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: order.order_type === ORDER_TYPE.INTL_FLIGHT ? ORDER_TYPE.INTL_FLIGHT : ORDER_TYPE.FLIGHT,
    status: order.status as OrderStatusCode,
    tripType: order.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(order.created_at),
    bookerEmpId: String(order.booker_emp_id),
    bookerName: booker?.emp_name ?? '',
    contact: { name: order.contact_name, phone: order.contact_phone, email: order.contact_email ?? '' },
    segments: shown.map((s) => segmentView(s, lang, segments.find((x) => x.id === s.changed_from_segment_id), statuses.get(s.flight_key))),
    passengers: passengers.map((p) => ({
      passengerId: String(p.id),
      name: p.name,
      psgType: p.psg_type as PsgType,
      cardType: p.card_type as CardType,
      cardNumberMasked: maskCard(p.card_type, p.card_number),
      phoneMasked: p.phone ? maskPhone(p.phone) : '',
      empId: p.emp_id === null ? null : String(p.emp_id),
      tickets: tickets
        .filter((t) => t.passenger_id === p.id)
        .map((t) => ({
          segmentNo: t.segment_no,
          ticketNo: t.ticket_no ?? '',
          status: t.status as OrderDetail['passengers'][number]['tickets'][number]['status'],
          fare: Number(t.fare),
          airportFee: Number(t.airport_fee),
          fuelFee: Number(t.fuel_fee),
          serviceFee: Number(t.service_fee),
        })),
    })),
    price: {
      fare: Number(order.fare_total),
      airportFee: money(tickets.filter((t) => !t.changed_from_ticket_id).reduce((s, t) => s + Number(t.airport_fee), 0)),
      fuelFee: money(tickets.filter((t) => !t.changed_from_ticket_id).reduce((s, t) => s + Number(t.fuel_fee), 0)),
      serviceFee: Number(order.service_fee_total),
      insurance: Number(order.insurance_total),
      total: Number(order.total_amount),
      paid: Number(order.paid_amount),
      refunded: refundedAmount,
    },
    insurances: insurances.map((i) => ({ bxid: i.code, bxmc: lang === 'en' ? i.name_en : i.name_zh, saleprice: Number(i.price), count: i.count, amount: Number(i.amount) })),
    violation: violations.length
      ? { violations, reasonId: reason ? String(reason.id) : '', reasonText: reason ? (lang === 'en' ? reason.name_en : reason.name_zh) : '', note: order.violation_note ?? '' }
      : null,
    needApproval: order.need_approval === 1,
    payDeadline: order.status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? formatChinaTime(order.pay_deadline) : null,
    paySecondsLeft:
      order.status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline ? Math.max(0, Math.floor((order.pay_deadline.getTime() - now.getTime()) / 1000)) : 0,
    paidAt: order.paid_at ? formatChinaTime(order.paid_at) : null,
    payType: order.pay_type,
    costCenterName: costCenter ? (lang === 'en' ? costCenter.name_en : costCenter.name) : '',
    projectName: project ? (lang === 'en' ? project.name_en : project.name) : '',
    ccsqdId: order.ccsqd_id ?? '',
    ...(protection ? { fareProtection: protection } : {}),
    allowedActions: allowedActions(order, tickets, segments, now),
    refunds: refunds.map((r) => ({ id: String(r.id), no: r.refund_no, orderType: ORDER_TYPE.FLIGHT_REFUND, status: r.order_status as OrderStatusCode, amount: Number(r.total_amount), createdAt: formatChinaTime(r.created_at) })),
    changes: changes.map((c) => ({ id: String(c.id), no: c.change_no, orderType: ORDER_TYPE.FLIGHT_CHANGE, status: c.order_status as OrderStatusCode, amount: Number(c.total_amount), createdAt: formatChinaTime(c.created_at) })),
  }
}

const VIOLATION_TEXT: Record<Violation['code'], Record<Lang, string>> = {
  CABIN_CLASS: { zh: '舱位等级超标', en: 'Cabin above the travel standard' },
  DISCOUNT: { zh: '票价折扣超标', en: 'Fare above the travel standard' },
  ADVANCE_DAYS: { zh: '未按规定提前预订', en: 'Not booked far enough ahead' },
  LOWEST_FARE: { zh: '未选择时段内最低价航班', en: 'Not the lowest fare of the time window' },
  HOTEL_PRICE: { zh: '房价超出差旅标准', en: 'Room rate above the travel standard' },
  CAR_TYPE: { zh: '车型超出差旅标准', en: 'Car type above the travel standard' },
  CAR_AMOUNT: { zh: '用车金额超出差旅标准', en: 'Ride amount above the travel standard' },
  CAR_CITY: { zh: '用车城市不在差旅标准范围内', en: 'City outside the car standard' },
  CAR_TIME: { zh: '用车时间不在差旅标准时段内', en: 'Ride time outside the car standard' },
  TOUR_PRICE: { zh: '人均价格超出旅游标准', en: 'Price per person above the tour standard' },
}

/** The text of a violation code in the request language. */
export function violationText(code: Violation['code'], lang: Lang): string {
  return VIOLATION_TEXT[code]?.[lang] ?? code
}

// ---------------------------------------------------------------- refund

/**
 * POST refundAdd. Whether the refund is involuntary (no fee) is the server's to say, per flight:
 * the airline cancelled it or delays it by INVOLUNTARY_DELAY_MINUTES or more (supplier status).
 * A request asking for involuntary on a flight that does not qualify is refused (4009); no
 * request can make a fee disappear. A consultant's decision would be recorded on the server and
 * read here the same way; there is no consultant role yet.
 */
export async function refundOrder(ctx: AppContext, caller: Caller, body: RefundAddBody): Promise<RefundAddReply> {
  const visible = await orderForAction(ctx, caller, Number(body.orderId))
  const now = ctx.clock()
  const passengerIds = body.passengerIds.map(Number)
  // The airline's word on each flight, asked before the transaction (a supplier call, not the database).
  const statuses = await segmentStatuses(ctx, await findSegments(ctx.db, [visible.id]))
  const involuntary = (segment: OrderSegment): boolean => {
    const status = statuses.get(segment.flight_key)
    return status !== undefined && isInvoluntaryCause(status)
  }
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order) throw notFound()
    if (!AFTER_SALE_FROM.includes(order.status as OrderStatus)) throw conflict('orderStateInvalid')
    const passengers = await findPassengers(trx, [order.id])
    if (passengerIds.some((id) => !passengers.some((p) => p.id === id))) throw notFound()
    const segments = await findSegments(trx, [order.id])
    const allTickets = await findTickets(trx, [order.id])
    const tickets = allTickets.filter(
      (t) => t.status === 'ISSUED' && passengerIds.includes(t.passenger_id) && (!body.segmentNos || body.segmentNos.includes(t.segment_no)),
    )
    if (tickets.length === 0) throw conflict('refundNothing')
    const pending = await findPendingChangeTickets(trx, [order.id], now)
    if (tickets.some((t) => pending.old.has(t.id))) throw conflict('changePending')
    if (body.refundType === 2 && tickets.some((t) => !involuntary(segments.find((s) => s.id === t.segment_id) as OrderSegment))) {
      throw conflict('involuntaryNotAllowed')
    }
    const items = tickets.map((t) => {
      const segment = segments.find((s) => s.id === t.segment_id) as OrderSegment
      const hoursBefore = (segment.dep_at.getTime() - now.getTime()) / 3_600_000
      const free = involuntary(segment)
      const percent = free ? 0 : snapshotOfRow(segment).refundPercents[feeTierIndex(hoursBefore)]
      const fare = Number(t.fare)
      const fee = Math.round((fare * percent) / 100)
      const taxes = Number(t.airport_fee) + Number(t.fuel_fee)
      return { ticket: t, segment, hoursBefore, free, percent, fare, fee, taxes, amount: fare - fee + taxes }
    })
    const totalFee = items.reduce((s, i) => s + i.fee, 0)
    const refundNo = await nextDocNo(trx, 'TR', chinaDate(now))
    // Linked insurance of these tickets whose cover has not started goes back with them (services/insurance/linked.ts).
    const insurance = await refundLinkedInsuranceIn(trx, order, { ticketRefs: tickets.map((t) => `flight-ticket:${t.id}`), travelRefundNo: refundNo, actorEmpId: caller.empId, now })
    const totalAmount = items.reduce((s, i) => s + i.amount, 0) + insurance
    await releaseTicketSeats(trx, tickets, segments)
    await setTicketsStatus(trx, tickets.map((t) => t.id), 'REFUNDED')
    await releaseClaims(trx, tickets.map((t) => t.id))
    const stillIssued = allTickets.filter((t) => t.status === 'ISSUED' && !tickets.some((x) => x.id === t.id)).length
    const to: OrderStatus = stillIssued === 0 ? ORDER_STATUS.FULL_REFUND : ORDER_STATUS.PARTIAL_REFUND
    const refundId = await insertRefund(trx, {
      refund_no: refundNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId, order_status: to,
      refund_type: items.every((i) => i.free) ? 2 : 1, reason: body.reason.trim(), hours_before: Math.round(items[0].hoursBefore * 100) / 100,
      total_fee: totalFee, total_amount: totalAmount, created_at: now,
    }, items.map((i) => ({
      ticket_id: i.ticket.id, passenger_id: i.ticket.passenger_id, segment_no: i.ticket.segment_no,
      fare: i.fare, fee_percent: i.percent, fee: i.fee, taxes: i.taxes, amount: i.amount,
    })))
    await refundOrderIn(ctx, trx, order, { to, amount: totalAmount, refundNo, reason: body.reason, actorEmpId: caller.empId, at: now })
    return { refundId, refundNo, to, totalFee, totalAmount }
  })
  return { refundId: String(result.refundId), refundNo: result.refundNo, orderStatus: result.to, fee: result.totalFee, refundAmount: result.totalAmount }
}

/** GET refundOrderDetail (the refund of an order the caller cannot see answers 4004). */
export async function refundDetail(ctx: AppContext, caller: Caller, refundId: number): Promise<RefundDetail> {
  const refund = await findRefund(ctx.db, caller.corpId, refundId)
  if (!refund) throw notFound()
  const order = await visibleOrder(ctx, caller, refund.order_id)
  const [items, passengers, tickets, segments] = await Promise.all([
    findRefundItems(ctx.db, [refund.id]),
    findPassengers(ctx.db, [order.id]),
    findTickets(ctx.db, [order.id]),
    findSegments(ctx.db, [order.id]),
  ])
  return {
    refundId: String(refund.id),
    refundNo: refund.refund_no,
    orderType: ORDER_TYPE.FLIGHT_REFUND,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: refund.order_status as OrderStatusCode,
    refundType: refund.refund_type,
    reason: refund.reason,
    createdAt: formatChinaTime(refund.created_at),
    hoursBeforeDeparture: Number(refund.hours_before),
    items: items.map((i) => {
      const ticket = tickets.find((t) => t.id === i.ticket_id)
      return {
        passengerId: String(i.passenger_id),
        passengerName: passengers.find((p) => p.id === i.passenger_id)?.name ?? '',
        segmentNo: i.segment_no,
        flightNo: segments.find((s) => s.id === ticket?.segment_id)?.flight_no ?? '',
        ticketNo: ticket?.ticket_no ?? '',
        fare: Number(i.fare),
        feePercent: i.fee_percent,
        fee: Number(i.fee),
        taxes: Number(i.taxes),
        amount: Number(i.amount),
      }
    }),
    totalFee: Number(refund.total_fee),
    totalAmount: Number(refund.total_amount),
  }
}

// ---------------------------------------------------------------- lists

/** The flight kind's rows of the all-orders list as SQL (repositories/flight-orders.ts): its orders in the caller's scope, their refunds and changes. */
export function flightListSource(db: Kysely<DB>, scope: ListScope) {
  return flightListQuery(db, scope, ORDER_TYPE.FLIGHT)
}

/** The page's flight rows in the reply shape: flights, departure time and passengers of each row's own part. */
export async function flightListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const refundIds = rows.filter((r) => r.order_type === ORDER_TYPE.FLIGHT_REFUND).map((r) => r.row_id)
  const changeIds = rows.filter((r) => r.order_type === ORDER_TYPE.FLIGHT_CHANGE).map((r) => r.row_id)
  const [orders, passengers, segments, tickets, changes, refundItems, changeItems] = await Promise.all([
    findOrdersByIds(db, ids),
    findPassengers(db, ids),
    findSegments(db, ids),
    findTickets(db, ids),
    findChangesOf(db, changeIds.length ? ids : []),
    findRefundItems(db, refundIds),
    findChangeItems(db, changeIds),
  ])
  const nameOf = new Map(passengers.map((p) => [p.id, p.name]))
  // Each row speaks of its own flights and passengers: the order as booked, what a refund refunded,
  // where a change moved whom. Mixing them showed a changed flight with the old one's time.
  const describe = (segs: OrderSegment[], passengerIds: number[]) => {
    const sorted = [...segs].sort((a, b) => a.dep_at.getTime() - b.dep_at.getTime())
    return {
      flightNo: [...new Set(sorted.map((s) => s.flight_no))].join('/'),
      depTime: sorted[0] ? snapshotOfRow(sorted[0]).depTime : '',
      passengerNames: [...new Set(passengerIds)].map((id) => nameOf.get(id) ?? '').filter(Boolean).join(', '),
    }
  }
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as FlightOrder
    const segs = segments.filter((s) => s.order_id === o.id)
    const status = effectiveStatus(row, now)
    const common = {
      id: String(row.row_id),
      orderId: String(o.id),
      orderNo: row.no,
      orderType: row.order_type as FlightOrderType,
      status: status as OrderStatusCode,
      amount: Number(row.amount),
      createdAt: formatChinaTime(row.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && row.pay_deadline ? formatChinaTime(row.pay_deadline) : null,
      routeText: lang === 'en' ? o.route_text_en : o.route_text_zh,
      tripType: (o.trip_type === 2 ? 2 : 1) as 1 | 2,
    }
    if (row.order_type === 11002) {
      const items = refundItems.filter((i) => i.refund_id === row.row_id)
      const segIds = new Set(items.map((i) => tickets.find((t) => t.id === i.ticket_id)?.segment_id))
      return { ...common, ...describe(segs.filter((s) => segIds.has(s.id)), items.map((i) => i.passenger_id)) }
    }
    if (row.order_type === 11003) {
      const change = changes.find((c) => c.id === row.row_id)
      return { ...common, ...describe(segs.filter((s) => s.id === change?.new_segment_id), changeItems.filter((i) => i.change_id === row.row_id).map((i) => i.passenger_id)) }
    }
    return { ...common, ...describe(segs.filter((s) => s.changed_from_segment_id === null), passengers.filter((p) => p.order_id === o.id).map((p) => p.id)) }
  })
}
