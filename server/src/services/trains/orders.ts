/**
 * Train orders after booking: who may see them, legs and fares, the kind's holds and release,
 * issuing after payment (carriage and seat numbers from the supplier), the order detail, the
 * all-orders rows and the approval views. Refunds and changes are in after-sale.ts, standby in
 * standby.ts, booking in booking.ts.
 *
 * Visibility (the flight rules): the booker and the travelling employees always; a business trip
 * also whoever's booking scope covers the booker or an employee passenger (own department, the
 * company); a personal trip nobody else. Everything else — another company's order included —
 * answers 4004 exactly like a missing id.
 *
 * Reads never write: an unpaid order past its deadline shows CANCELLED with its booked tickets
 * VOID; a standby order past its deadline shows CLOSED / EXPIRED; a change past its payment
 * deadline shows lapsed. Only the sweep (and bookings' bounded expiry) writes those.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE } from '../../contract/order-types'
import { findEmployee } from '../../db/repositories/employees'
import {
  findAccountingNames,
  findApplicationNoOf,
  findOrder,
  findOrdersByIds,
  findViolationReason,
  lockOrder,
  type ListSourceRow,
  type Order,
} from '../../db/repositories/orders'
import {
  claimTrainTickets,
  findLegs,
  findScopesOf,
  findStandbys,
  findTrainChangeItems,
  findTrainChangesOf,
  findTrainPassengerEmpIds,
  findTrainPassengers,
  findTrainRefundItems,
  findTrainRefundsOf,
  findTrainTickets,
  issueTrainTicket,
  releaseTrainClaims,
  setStandbyState,
  setTrainTicketsStatus,
  standbyQueuePosition,
  trainClaimHolders,
  findPendingTrainChangeItems,
  type TrainChange,
  type TrainLeg,
  type TrainPassenger,
  type TrainStandby,
  type TrainTicket,
} from '../../db/repositories/train-orders'
import { releaseTrainSeats, reserveOrdinals } from '../../db/repositories/train-seats'
import type { DB } from '../../db/types'
import { conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { CardType, OrderStatusCode, Violation } from '../../schemas/common'
import type { OrderListItem } from '../../schemas/order'
import type { StandbyState, StandbyView, TicketType, TrainLegView, TrainOrderDetail, TrainTicketView } from '../../schemas/train-order'
import type { IssuedTicket, SeatTypeCode, SupplierTrain, TicketRequest } from '../../suppliers/trains/types'
import { formatChinaTime } from '../../util/time'
import type { ApprovalSubject } from '../approvals/approval-engine'
import { latestInstance, progressOf } from '../approvals/approval-engine'
import { identitiesOf } from '../booking/duplicates'
import { inScope, maskCard } from '../identity/travellers'
import { biText } from '../messages/emp-messages'
import { asSeen, effectiveStatus, isDue, moveOrder } from '../orders/lifecycle'
import { linkTrainInsurance } from '../insurance/linked'
import { AFTER_SALE_FROM, CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import type { ApprovalRowText } from '../orders/registry'
import { seatName } from './policy'

// ---------------------------------------------------------------- money, fares, names

/** Rounds to fen. */
export const money = (n: number): number => Math.round(n * 100) / 100

/** To the nearest ¥0.5 (12306 fares are whole or half yuan). */
const halfYuan = (n: number): number => Math.round(n * 2) / 2

/** Seat types on which a student ticket is discounted (75 % second class, 50 % hard seat / sleeper / no seat). */
const STUDENT_RATE: Partial<Record<string, number>> = { O: 0.75, '1': 0.5, '3': 0.5, WZ: 0.5 }

/**
 * The fare of a ticket from the seat's adult fare: adult in full; child half (to ¥0.5); student
 * 75 % of second class, 50 % of hard seat, hard sleeper and no seat (others in full).
 */
export function ticketFare(adultFare: number, ticketType: number, seatType: string): number {
  if (ticketType === 2) return halfYuan(adultFare / 2)
  if (ticketType === 3) {
    const rate = STUDENT_RATE[seatType]
    return rate ? halfYuan(adultFare * rate) : adultFare
  }
  return adultFare
}

/** 'YYYY-MM-DD HH:mm' China time. */
export function minuteText(date: Date): string {
  return formatChinaTime(date).slice(0, 16)
}

/** The name of a seat type in a language. */
export function seatTypeName(code: string, lang: Lang): string {
  return seatName(code, lang)
}

// ---------------------------------------------------------------- legs

/** A station as stored in a leg's snapshot. */
export interface StationSnap {
  code: string
  nameZh: string
  nameEn: string
  cityCode: string
}

/** What a leg row keeps of the supplier's listing (the detail reads it, not the supplier). */
export interface LegSnapshot {
  trainCode: string
  trainType: string
  from: StationSnap
  to: StationSnap
  date: string
  startTime: string
  arriveTime: string
  arriveDays: number
  runTime: string
  runMinutes: number
}

const stationSnap = (s: SupplierTrain['fromStation']): StationSnap => ({ code: s.code, nameZh: s.nameZh, nameEn: s.nameEn, cityCode: s.cityCode })

/** The snapshot of a listing. */
export function legSnapshotOf(train: SupplierTrain): LegSnapshot {
  const h = Math.floor(train.runMinutes / 60)
  const m = train.runMinutes % 60
  return {
    trainCode: train.trainCode,
    trainType: train.trainType,
    from: stationSnap(train.fromStation),
    to: stationSnap(train.toStation),
    date: train.date,
    startTime: train.startTime,
    arriveTime: train.arriveTime,
    arriveDays: train.arriveDays,
    // The real running time, also when the railway's marker says sale is paused.
    runTime: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    runMinutes: train.runMinutes,
  }
}

/** The leg row of a listing. */
export function legRowOf(orderId: number, legNo: number, train: SupplierTrain, changedFromLegId: number | null) {
  return {
    order_id: orderId,
    leg_no: legNo,
    train_key: train.trainKey,
    inventory_key: train.inventoryKey,
    train_code: train.trainCode,
    train_date: train.date,
    from_station: train.fromStation.code,
    to_station: train.toStation.code,
    from_city: train.fromStation.cityCode,
    to_city: train.toStation.cityCode,
    depart_at: train.departAt,
    arrive_at: train.arriveAt,
    snapshot: JSON.stringify(legSnapshotOf(train)),
    changed_from_leg_id: changedFromLegId,
  }
}

/** A leg's snapshot. */
export function snapOf(leg: TrainLeg): LegSnapshot {
  return JSON.parse(leg.snapshot) as LegSnapshot
}

/** A station's name in a language. */
export function stationName(s: StationSnap, lang: Lang): string {
  return lang === 'en' ? s.nameEn : s.nameZh
}

/** The reply shape of a leg. */
export function legView(leg: TrainLeg, lang: Lang): TrainLegView {
  const snap = snapOf(leg)
  return {
    legNo: leg.leg_no,
    trainCode: leg.train_code,
    trainKey: leg.train_key,
    date: leg.train_date,
    fromStation: { code: snap.from.code, name: stationName(snap.from, lang) },
    toStation: { code: snap.to.code, name: stationName(snap.to, lang) },
    startTime: snap.startTime,
    arriveTime: snap.arriveTime,
    arriveDays: snap.arriveDays,
    runTime: snap.runTime,
  }
}

/** The reply shape of a listing (a change's new train before it is written). */
export function listingView(train: SupplierTrain, legNo: number, lang: Lang): TrainLegView {
  const snap = legSnapshotOf(train)
  return {
    legNo,
    trainCode: train.trainCode,
    trainKey: train.trainKey,
    date: train.date,
    fromStation: { code: snap.from.code, name: stationName(snap.from, lang) },
    toStation: { code: snap.to.code, name: stationName(snap.to, lang) },
    startTime: snap.startTime,
    arriveTime: snap.arriveTime,
    arriveDays: snap.arriveDays,
    runTime: snap.runTime,
  }
}

/** The supplier's capacity of a seat type on a listing (0 when it has none). */
export function capacityOf(train: SupplierTrain, seatType: string): number {
  return train.seats.find((s) => s.seatType === seatType)?.capacity ?? 0
}

// ---------------------------------------------------------------- visibility

/** Whether the caller may see a train order (the flight rules; the company is checked first). */
export async function canSeeTrainOrder(ctx: AppContext, caller: Caller, order: Order): Promise<boolean> {
  if (order.corp_id !== caller.corpId || order.order_type !== ORDER_TYPE.TRAIN) return false
  if (order.booker_emp_id === caller.empId) return true
  const passengerEmps = await findTrainPassengerEmpIds(ctx.db, order.id)
  if (passengerEmps.includes(caller.empId)) return true
  if (order.trip_type !== 1) return false
  const people = await findScopesOf(ctx.db, [order.booker_emp_id, ...passengerEmps])
  return people.some((e) => inScope(caller, e))
}

/** A train order the caller may see, as stored (4004 otherwise, like a missing id). A read: nothing is written. */
export async function visibleTrainOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<Order> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await canSeeTrainOrder(ctx, caller, order))) throw notFound()
  return order
}

// ---------------------------------------------------------------- holds

/** A seat quota given back. */
export interface Quota {
  inventoryKey: string
  seatType: string
}

/** Claim requests of tickets: each passenger's identities on the ticket's train and date. */
type ClaimPassenger = Pick<TrainPassenger, 'id' | 'emp_id' | 'card_type' | 'card_number' | 'name'>
type ClaimLeg = Pick<TrainLeg, 'id' | 'train_code' | 'train_date'>

function claimRequestsOf(tickets: Pick<TrainTicket, 'id' | 'passenger_id' | 'leg_id'>[], passengers: ClaimPassenger[], legs: ClaimLeg[]) {
  return tickets.map((t) => {
    const p = passengers.find((x) => x.id === t.passenger_id) as ClaimPassenger
    const leg = legs.find((x) => x.id === t.leg_id) as ClaimLeg
    return { ticketId: t.id, passengerId: t.passenger_id, identities: identitiesOf(p), trainCode: leg.train_code, trainDate: leg.train_date }
  })
}

/**
 * Claims the trains of tickets for their passengers (4009 naming the passenger when one already
 * holds another live booking of that train on that day). `mayHold`: tickets whose claims count as
 * this booking's own (a change to another seat of the same train holds it through the old ticket).
 */
export async function claimOrRefuse(
  trx: Kysely<DB>,
  order: Order,
  tickets: Pick<TrainTicket, 'id' | 'passenger_id' | 'leg_id'>[],
  passengers: ClaimPassenger[],
  legs: ClaimLeg[],
  mayHold: number[] = [],
): Promise<void> {
  const taken = await claimTrainTickets(trx, order.corp_id, order.id, claimRequestsOf(tickets, passengers, legs))
  for (const r of taken) {
    const holders = await trainClaimHolders(trx, order.corp_id, r.identities, r.trainCode, r.trainDate)
    if (holders.some((id) => id !== r.ticketId && !mayHold.includes(id))) {
      throw conflict('trainPassengerAlreadyBooked', { params: { name: passengers.find((p) => p.id === r.passengerId)?.name ?? '' } })
    }
  }
}

/** Gives back the seats of tickets (by quota, in a fixed order); returns the quotas given back. */
export async function releaseTicketSeats(trx: Kysely<DB>, tickets: TrainTicket[], legs: TrainLeg[]): Promise<Quota[]> {
  const counts = new Map<string, { quota: Quota; count: number }>()
  for (const t of tickets) {
    const leg = legs.find((l) => l.id === t.leg_id) as TrainLeg
    const key = `${leg.inventory_key}~${t.seat_type}`
    const entry = counts.get(key) ?? { quota: { inventoryKey: leg.inventory_key, seatType: t.seat_type }, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  const ordered = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v)
  for (const { quota, count } of ordered) await releaseTrainSeats(trx, quota.inventoryKey, quota.seatType, count)
  return ordered.map((o) => o.quota)
}

/**
 * The train kind's release (inside the spine's transaction that cancels, expires or rejects an
 * unpaid order): booked tickets void, their seats and claims back; an unpaid standby request is
 * cancelled.
 */
export async function releaseTrainHolds(trx: Kysely<DB>, order: Order): Promise<void> {
  const tickets = (await findTrainTickets(trx, [order.id])).filter((t) => t.status === 'BOOKED')
  await releaseTicketSeats(trx, tickets, await findLegs(trx, [order.id]))
  await setTrainTicketsStatus(trx, tickets.map((t) => t.id), 'VOID')
  await releaseTrainClaims(trx, tickets.map((t) => t.id))
  await setStandbyState(trx, order.id, 'UNPAID', 'CANCELLED')
}

// ---------------------------------------------------------------- issuing

/**
 * Carriage and seat numbers for tickets: ordinals reserved per seat quota (train_seats.issued,
 * which only grows), then the supplier. Runs outside any transaction (a supplier call); an
 * ordinal whose issue does not commit is skipped for good, so no seat number is given twice.
 */
export async function seatsFromSupplier(ctx: AppContext, tickets: { trainKey: string; inventoryKey: string; trainDate: string; seatType: string; capacity: number }[]): Promise<IssuedTicket[]> {
  const groups = new Map<string, number[]>()
  tickets.forEach((t, i) => {
    const key = `${t.inventoryKey}~${t.seatType}`
    groups.set(key, [...(groups.get(key) ?? []), i])
  })
  const requests: TicketRequest[] = new Array(tickets.length)
  for (const [, indexes] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const t = tickets[indexes[0]]
    const ordinals = await reserveOrdinals(ctx.db, { inventoryKey: t.inventoryKey, seatType: t.seatType, capacity: t.capacity, trainDate: t.trainDate }, indexes.length)
    indexes.forEach((index, k) => {
      requests[index] = { trainKey: tickets[index].trainKey, seatType: tickets[index].seatType as SeatTypeCode, ordinal: ordinals[k] }
    })
  }
  return ctx.trains.issueTickets(requests)
}

/** The supplier's capacity per leg and seat type (the quota's row copies it on first use). */
async function capacitiesOf(ctx: AppContext, legs: TrainLeg[]): Promise<Map<number, SupplierTrain | null>> {
  const out = new Map<number, SupplierTrain | null>()
  for (const leg of legs) if (!out.has(leg.id)) out.set(leg.id, await ctx.trains.getTrain(leg.train_key))
  return out
}

/**
 * Issues the booked tickets of a paid order (TICKETING -> ISSUED) with carriage and seat numbers.
 * Called right after payment (and after a standby order is fulfilled); when it fails the order
 * stays TICKETING and the sweep retries. Returns whether the order got issued.
 */
export async function issueTrainOrder(ctx: AppContext, corpId: number, orderId: number): Promise<boolean> {
  const order = await findOrder(ctx.db, corpId, orderId)
  if (!order || order.status !== ORDER_STATUS.TICKETING) return false
  const pending = (await findTrainTickets(ctx.db, [orderId])).filter((t) => t.status === 'BOOKED')
  if (pending.length === 0) return false
  const legs = await findLegs(ctx.db, [orderId])
  const trains = await capacitiesOf(ctx, legs.filter((l) => pending.some((t) => t.leg_id === l.id)))
  const seats = await seatsFromSupplier(ctx, pending.map((t) => {
    const leg = legs.find((l) => l.id === t.leg_id) as TrainLeg
    const train = trains.get(leg.id)
    return { trainKey: leg.train_key, inventoryKey: leg.inventory_key, trainDate: leg.train_date, seatType: t.seat_type, capacity: train ? capacityOf(train, t.seat_type) : 0 }
  }))
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, corpId, orderId)
    if (!locked || locked.status !== ORDER_STATUS.TICKETING) return false
    for (const [i, t] of pending.entries()) {
      const s = seats[i]
      await issueTrainTicket(trx, t.id, { ticketNo: s.ticketNo, carriage: s.carriage, seatNo: s.seatNo, labelZh: s.labelZh, labelEn: s.labelEn })
    }
    await moveOrder(trx, locked, ORDER_STATUS.ISSUED, { event: 'issue', actorEmpId: null, at: now })
    // The insurance bought with the train becomes an insurance order of its own, linked (services/insurance/linked.ts).
    await linkTrainInsurance(trx, { ...locked, status: ORDER_STATUS.ISSUED }, now)
    return true
  })
}

// ---------------------------------------------------------------- standby views

/** What a standby row keeps of the trains it accepts. */
export interface StandbySnapshot {
  trains: { trainKey: string; inventoryKey: string; trainCode: string; departAt: string; leg: LegSnapshot }[]
  seatTypes: string[]
}

/** A standby row's snapshot. */
export function standbySnapOf(s: TrainStandby): StandbySnapshot {
  return JSON.parse(s.snapshot) as StandbySnapshot
}

/** A standby request as readers see it: one still WAITING past its deadline has expired (nothing is written). */
export function standbyStateSeen(s: TrainStandby, now: Date): StandbyState {
  if (s.state === 'WAITING' && s.deadline.getTime() <= now.getTime()) return 'EXPIRED'
  return s.state as StandbyState
}

/** An order as readers see it: unpaid past its deadline CANCELLED; a waiting standby past its deadline CLOSED. */
export function trainOrderSeen(order: Order, standby: TrainStandby | undefined, now: Date): Order {
  const seen = asSeen(order, now)
  if (standby && standbyStateSeen(standby, now) === 'EXPIRED' && seen.status === ORDER_STATUS.TICKETING) return { ...seen, status: 'CLOSED' }
  return seen
}

/** The standby part of a detail. */
async function standbyView(ctx: AppContext, s: TrainStandby, lang: Lang, now: Date): Promise<StandbyView> {
  const snap = standbySnapOf(s)
  const state = standbyStateSeen(s, now)
  return {
    deadline: minuteText(s.deadline),
    trainCodes: snap.trains.map((t) => t.trainCode),
    trainKeys: snap.trains.map((t) => t.trainKey),
    seatTypes: snap.seatTypes,
    seatNames: snap.seatTypes.map((c) => seatTypeName(c, lang)),
    state,
    queuePosition: state === 'WAITING' ? await standbyQueuePosition(ctx.db, s.order_id) : null,
  }
}

// ---------------------------------------------------------------- detail

/** Ticket ids taking part in changes that wait for payment within their deadline (old and new). */
export async function pendingChangeTickets(db: Kysely<DB>, orderIds: number[], now: Date): Promise<{ old: Set<number>; fresh: Set<number> }> {
  const items = await findPendingTrainChangeItems(db, orderIds, now)
  return { old: new Set(items.map((i) => i.old_ticket_id)), fresh: new Set(items.map((i) => i.new_ticket_id)) }
}

/** A change as readers see it: one that waited for payment past its deadline has lapsed. */
export function changeSeen(change: TrainChange, now: Date): TrainChange {
  return isDue({ status: change.order_status, pay_deadline: change.pay_deadline }, now)
    ? { ...change, order_status: ORDER_STATUS.CANCELLED, pay_deadline: null }
    : change
}

/** The violations of a header with their texts (train seats: the booked seat names). */
function violationsOf(order: Order, seatNames: string, lang: Lang): Violation[] {
  if (!order.violations) return []
  return (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: translate(lang, 'trainViolationSeat', { seats: seatNames }) }))
}

/**
 * GET orderDetail (direct, transfer and standby orders). A read: what is due shows as it will be
 * (an unpaid order past its deadline CANCELLED with VOID tickets, an expired standby CLOSED, a
 * lapsed change lapsed); nothing is written.
 */
export async function trainOrderDetail(ctx: AppContext, caller: Caller, orderId: number, lang: Lang): Promise<TrainOrderDetail> {
  const stored = await visibleTrainOrder(ctx, caller, orderId)
  const now = ctx.clock()
  const expired = isDue(stored, now)
  const [passengers, legs, storedTickets, refunds, storedChanges, booker, accounting, reason, standbys, instance] = await Promise.all([
    findTrainPassengers(ctx.db, [stored.id]),
    findLegs(ctx.db, [stored.id]),
    findTrainTickets(ctx.db, [stored.id]),
    findTrainRefundsOf(ctx.db, [stored.id]),
    findTrainChangesOf(ctx.db, [stored.id]),
    findEmployee(ctx.db, stored.booker_emp_id),
    findAccountingNames(ctx.db, stored.corp_id, { costCenterId: stored.cost_center_id, projectId: stored.project_id }),
    stored.violation_reason_id ? findViolationReason(ctx.db, stored.corp_id, stored.violation_reason_id) : undefined,
    findStandbys(ctx.db, [stored.id]),
    stored.need_approval === 1 ? latestInstance(ctx.db, ORDER_TYPE.TRAIN, stored.id) : undefined,
  ])
  const standby = standbys[0]
  const order = trainOrderSeen(stored, standby, now)
  const { costCenter, project } = accounting
  const pending = await pendingChangeTickets(ctx.db, [order.id], now)
  const allTickets = expired ? storedTickets.map((t) => (t.status === 'BOOKED' ? { ...t, status: 'VOID' } : t)) : storedTickets
  // The tickets of a change that waits for payment (or lapsed) are not the passengers' yet.
  const tickets = allTickets.filter((t) => t.changed_from_ticket_id === null || ['ISSUED', 'CHANGED', 'REFUNDED'].includes(t.status))
  const shownLegs = legs.filter((l) =>
    l.changed_from_leg_id === null
      ? tickets.some((t) => t.leg_id === l.id && t.status !== 'CHANGED') || !tickets.some((t) => t.leg_id === l.id)
      : tickets.some((t) => t.leg_id === l.id && t.status !== 'CHANGED'),
  )
  const afterSale = AFTER_SALE_FROM.includes(order.status as OrderStatus)
  const ticketView = (t: TrainTicket): TrainTicketView => {
    const leg = legs.find((l) => l.id === t.leg_id) as TrainLeg
    const upcoming = leg.depart_at.getTime() > now.getTime()
    const replacement = tickets.find((x) => x.changed_from_ticket_id === t.id)
    const free = !pending.old.has(t.id) && !pending.fresh.has(t.id)
    return {
      ticketId: String(t.id),
      legNo: t.leg_no,
      trainCode: leg.train_code,
      trainKey: leg.train_key,
      departAt: minuteText(leg.depart_at),
      seatType: t.seat_type,
      seatName: seatTypeName(t.seat_type, lang),
      carriage: t.carriage ?? '',
      seatNo: t.seat_no ?? '',
      seatLabel: (lang === 'en' ? t.seat_label_en : t.seat_label_zh) ?? '',
      ticketNo: t.ticket_no ?? '',
      price: Number(t.fare),
      serviceFee: Number(t.service_fee),
      status: t.status as TrainTicketView['status'],
      changed: t.changed_from_ticket_id !== null,
      changedFromTicketId: t.changed_from_ticket_id === null ? null : String(t.changed_from_ticket_id),
      changedToTicketId: replacement ? String(replacement.id) : null,
      refunded: t.status === 'REFUNDED',
      canRefund: afterSale && t.status === 'ISSUED' && upcoming && free,
      canChange: afterSale && t.status === 'ISSUED' && upcoming && free && t.changed_from_ticket_id === null,
    }
  }
  const views = tickets.map(ticketView)
  const status = order.status as OrderStatus
  const standbyWaiting = standby !== undefined && standbyStateSeen(standby, now) === 'WAITING' && status === ORDER_STATUS.TICKETING
  const seatNames = [...new Set(tickets.map((t) => seatTypeName(t.seat_type, lang)))].join(lang === 'en' ? ', ' : '、')
  const violations = violationsOf(order, seatNames || (standby ? standbySnapOf(standby).seatTypes.map((c) => seatTypeName(c, lang)).join('、') : ''), lang)
  const progress = instance ? (await progressOf(ctx.db, [instance.id], lang)).get(instance.id) ?? null : null
  const awaiting = status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    orderType: standby ? ORDER_TYPE.TRAIN_BENCH : ORDER_TYPE.TRAIN,
    status: order.status as OrderStatusCode,
    transfer: legs.some((l) => l.leg_no === 2),
    standby: standby ? await standbyView(ctx, standby, lang, now) : null,
    tripType: order.trip_type === 2 ? 2 : 1,
    createdAt: formatChinaTime(order.created_at),
    bookerEmpId: String(order.booker_emp_id),
    bookerName: booker?.emp_name ?? '',
    payDeadline: awaiting ? minuteText(order.pay_deadline as Date) : null,
    paySecondsLeft: awaiting ? Math.max(0, Math.floor(((order.pay_deadline as Date).getTime() - now.getTime()) / 1000)) : 0,
    paidAt: order.paid_at ? formatChinaTime(order.paid_at) : null,
    payType: order.pay_type,
    legs: shownLegs.map((l) => legView(l, lang)),
    passengers: passengers.map((p) => ({
      id: String(p.id),
      name: p.name,
      cardType: p.card_type as CardType,
      cardNumber: maskCard(p.card_type, p.card_number),
      ticketType: p.ticket_type as TicketType,
      empId: p.emp_id === null ? null : String(p.emp_id),
      tickets: views.filter((_, i) => tickets[i].passenger_id === p.id),
    })),
    price: {
      fare: Number(order.fare_total),
      serviceFee: Number(order.service_fee_total),
      insurance: Number(order.insurance_total),
      total: Number(order.total_amount),
      paid: Number(order.paid_amount),
      refunded: Number(order.refunded_amount),
    },
    contact: { name: order.contact_name, phone: order.contact_phone, email: order.contact_email ?? '' },
    costCenterName: costCenter ? (lang === 'en' ? costCenter.name_en : costCenter.name) : '',
    projectName: project ? (lang === 'en' ? project.name_en : project.name) : '',
    ccsqdId: order.ccsqd_id ?? '',
    violation: violations.length
      ? { violations, reasonId: reason ? String(reason.id) : '', reasonText: reason ? (lang === 'en' ? reason.name_en : reason.name_zh) : '', note: order.violation_note ?? '' }
      : null,
    needApproval: order.need_approval === 1,
    approval: progress,
    allowedActions: {
      pay: awaiting && (order.pay_deadline as Date).getTime() > now.getTime(),
      cancel: CANCELLABLE.includes(status) || standbyWaiting,
      refund: views.some((v) => v.canRefund),
      change: views.some((v) => v.canChange),
    },
    refunds: refunds.map((r) => ({ id: String(r.id), no: r.refund_no, orderType: ORDER_TYPE.TRAIN_REFUND, status: r.order_status as OrderStatusCode, amount: Number(r.total_amount), createdAt: formatChinaTime(r.created_at) })),
    changes: storedChanges.map((c) => changeSeen(c, now)).map((c) => ({
      id: String(c.id), no: c.change_no, orderType: ORDER_TYPE.TRAIN_CHANGE, status: c.order_status as OrderStatusCode,
      amount: money(Number(c.payable) - Number(c.refundable)), createdAt: formatChinaTime(c.created_at),
    })),
  }
}

// ---------------------------------------------------------------- all-orders rows

/** The page's train rows in the reply shape: trains, first departure and passengers of each row's own part. */
export async function trainListRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]> {
  const ids = [...new Set(rows.map((r) => r.order_id))]
  const refundIds = rows.filter((r) => r.order_type === ORDER_TYPE.TRAIN_REFUND).map((r) => r.row_id)
  const changeIds = rows.filter((r) => r.order_type === ORDER_TYPE.TRAIN_CHANGE).map((r) => r.row_id)
  const [orders, passengers, legs, tickets, changes, refundItems, changeItems, standbys] = await Promise.all([
    findOrdersByIds(db, ids),
    findTrainPassengers(db, ids),
    findLegs(db, ids),
    findTrainTickets(db, ids),
    findTrainChangesOf(db, changeIds.length ? ids : []),
    findTrainRefundItems(db, refundIds),
    findTrainChangeItems(db, changeIds),
    findStandbys(db, ids),
  ])
  const nameOf = new Map(passengers.map((p) => [p.id, p.name]))
  const describe = (rowLegs: TrainLeg[], passengerIds: number[]) => {
    const sorted = [...rowLegs].sort((a, b) => a.depart_at.getTime() - b.depart_at.getTime())
    return {
      flightNo: [...new Set(sorted.map((l) => l.train_code))].join('/'),
      depTime: sorted[0] ? minuteText(sorted[0].depart_at) : '',
      passengerNames: [...new Set(passengerIds)].map((id) => nameOf.get(id) ?? '').filter(Boolean).join(', '),
    }
  }
  return rows.map((row) => {
    const o = orders.find((x) => x.id === row.order_id) as Order
    const standby = standbys.find((s) => s.order_id === o.id)
    const orderLegs = legs.filter((l) => l.order_id === o.id)
    let status = effectiveStatus(row, now)
    if (row.order_type === ORDER_TYPE.TRAIN_BENCH && standby && standbyStateSeen(standby, now) === 'EXPIRED' && status === ORDER_STATUS.TICKETING) status = 'CLOSED'
    const common = {
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
    }
    const allPassengers = passengers.filter((p) => p.order_id === o.id).map((p) => p.id)
    if (row.order_type === ORDER_TYPE.TRAIN_REFUND) {
      const items = refundItems.filter((i) => i.refund_id === row.row_id)
      const legIds = new Set(items.map((i) => tickets.find((t) => t.id === i.ticket_id)?.leg_id))
      return { ...common, ...describe(orderLegs.filter((l) => legIds.has(l.id)), items.map((i) => i.passenger_id)) }
    }
    if (row.order_type === ORDER_TYPE.TRAIN_CHANGE) {
      const change = changes.find((c) => c.id === row.row_id)
      return { ...common, ...describe(orderLegs.filter((l) => l.id === change?.new_leg_id), changeItems.filter((i) => i.change_id === row.row_id).map((i) => i.passenger_id)) }
    }
    if (standby && orderLegs.length === 0) {
      const snap = standbySnapOf(standby)
      const first = [...snap.trains].sort((a, b) => a.departAt.localeCompare(b.departAt))[0]
      return {
        ...common,
        flightNo: snap.trains.map((t) => t.trainCode).join('/'),
        depTime: first ? minuteText(new Date(first.departAt)) : '',
        passengerNames: allPassengers.map((id) => nameOf.get(id) ?? '').join(', '),
      }
    }
    return { ...common, ...describe(orderLegs.filter((l) => l.changed_from_leg_id === null), allPassengers) }
  })
}

// ---------------------------------------------------------------- approvals

/** The train codes of an order as booked (or the standby's choices). */
async function trainCodesOf(db: Kysely<DB>, order: Order): Promise<string> {
  const legs = (await findLegs(db, [order.id])).filter((l) => l.changed_from_leg_id === null)
  if (legs.length > 0) return legs.map((l) => l.train_code).join('/')
  const standby = (await findStandbys(db, [order.id]))[0]
  return standby ? standbySnapOf(standby).trains.map((t) => t.trainCode).join('/') : ''
}

/** The approval subject of a train order, read through `db` (the transaction's handle inside one). */
export async function trainOrderSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject> {
  const [booker, passengers, trainCode] = await Promise.all([findEmployee(db, order.booker_emp_id), findTrainPassengers(db, [order.id]), trainCodesOf(db, order)])
  return {
    corpId: order.corp_id,
    orderType: ORDER_TYPE.TRAIN,
    subjectId: order.id,
    changeId: null,
    kind: 'kindTrainOrder',
    mainTravellerEmpId: passengers.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: biText('trainOrderTitle', { trainCode, route: { zh: order.route_text_zh, en: order.route_text_en } }),
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...passengers.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))],
    amount: Number(order.total_amount),
    violation: order.violations !== null,
  }
}

/** The approver's list rows of train orders. */
export async function trainApprovalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const out = new Map<number, ApprovalRowText>()
  const passengers = await findTrainPassengers(db, orders.map((o) => o.id))
  for (const order of orders) {
    const trainCode = await trainCodesOf(db, order)
    out.set(order.id, {
      title: translate(lang, 'trainOrderTitle', { trainCode, route: lang === 'en' ? order.route_text_en : order.route_text_zh }),
      travellerNames: passengers.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: minuteText(order.first_dep_at),
    })
  }
  return out
}

const LABELLED_STATUSES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND', 'CHANGED', 'PARTIAL_CHANGE']

/** A train order as the approver sees it (its trains in the segment rows). */
export async function trainApprovalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary> {
  const [allLegs, passengers, tickets, reason, ccsqdNo, standbys] = await Promise.all([
    findLegs(db, [order.id]),
    findTrainPassengers(db, [order.id]),
    findTrainTickets(db, [order.id]),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
    findApplicationNoOf(db, order.ccsqd_id),
    findStandbys(db, [order.id]),
  ])
  const legs = allLegs.filter((l) => l.changed_from_leg_id === null)
  const standby = standbys[0]
  const seatsOfLeg = (legId: number) => [...new Set(tickets.filter((t) => t.leg_id === legId).map((t) => seatTypeName(t.seat_type, lang)))].join('/')
  const segments = legs.length > 0
    ? legs.map((l) => {
      const snap = snapOf(l)
      return {
        flightNo: l.train_code,
        airline: '',
        depCity: stationName(snap.from, lang),
        arrCity: stationName(snap.to, lang),
        depTime: `${l.train_date} ${snap.startTime}`,
        arrTime: minuteText(l.arrive_at),
        cabinName: seatsOfLeg(l.id),
      }
    })
    : standby
      ? standbySnapOf(standby).trains.map((t) => ({
        flightNo: t.trainCode,
        airline: '',
        depCity: stationName(t.leg.from, lang),
        arrCity: stationName(t.leg.to, lang),
        depTime: `${t.leg.date} ${t.leg.startTime}`,
        arrTime: '',
        cabinName: standbySnapOf(standby).seatTypes.map((c) => seatTypeName(c, lang)).join('/'),
      }))
      : []
  const seatNames = [...new Set(tickets.map((t) => seatTypeName(t.seat_type, lang)))].join(lang === 'en' ? ', ' : '、')
  const reasonText = reason ? (lang === 'en' ? reason.name_en : reason.name_zh) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: LABELLED_STATUSES.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments,
    passengers: passengers.map((p) => ({ name: p.name, cardMasked: maskCard(p.card_type, p.card_number) })),
    violations: violationsOf(order, seatNames, lang),
    ...(reasonText ? { reason: reasonText } : {}),
    ...(ccsqdNo ? { ccsqdNo } : {}),
  }
}
