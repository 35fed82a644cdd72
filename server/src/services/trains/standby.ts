/**
 * Standby (候补, order type 20031 in lists; the header is a train order 11009 with a standby row):
 * the queue, fulfilment, the deadline, cancelling, and the standby list (/userCenter/trBenchList).
 *
 * A standby order is prepaid. Paid, it waits (header TICKETING — paid, not issued —, standby state
 * WAITING) in a queue ordered by when it was booked. Seats come back when another traveller refunds
 * or changes away, or an unpaid order is cancelled or expires: right after a refund, a change or a
 * cancel commits, and on every sweep (which runs right after the spine's expiry), the waiting orders
 * that accept one of those seat quotas are tried in queue order; each takes seats for all its
 * passengers on its first option (train × seat type, in the order chosen) that has enough, in one
 * transaction with the conditional seat update, and is issued (carriage and seat) like any paid
 * order. An order the seats back cannot serve (not enough for all its passengers, or a passenger
 * already on that train) does not block the ones behind it. The difference between the prepaid
 * (highest) fare and the fare of the seat obtained goes back to the payer. At the deadline a
 * waiting order is refunded in full and CLOSED (state EXPIRED); an unpaid one is cancelled.
 * Reads show a waiting order past its deadline as CLOSED / EXPIRED before the sweep writes it.
 */
import type { AppContext, Caller } from '../../context'
import { findOrder, findOrdersByIds, insertEvent, lockOrder, nextOrderNo, updateOrderColumns, type Order } from '../../db/repositories/orders'
import {
  findDueStandbyOrders,
  findLegs,
  findStandbyOptions,
  findStandbys,
  findTrainPassengers,
  findTrainTickets,
  findWaitingStandbyOrders,
  insertLeg,
  insertTrainTickets,
  pageStandbyOrders,
  setStandbyState,
  standbyQueuePosition,
  type TrainLeg,
} from '../../db/repositories/train-orders'
import { seatKey, seatsLeft, takeTrainSeats } from '../../db/repositories/train-seats'
import { AppError, conflict } from '../../errors'
import type { Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type { StandbyState, TrBenchListBody, TrBenchListReply, TrCancelReply } from '../../schemas/train-order'
import type { SupplierTrain } from '../../suppliers/trains/types'
import { chinaDate, formatChinaTime } from '../../util/time'
import { cancelUnpaidOrder, closeUnpaid, effectiveStatus, moveOrder } from '../orders/lifecycle'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { refundMoney } from '../payment/money'
import {
  capacityOf,
  claimOrRefuse,
  issueTrainOrder,
  legRowOf,
  minuteText,
  money,
  seatTypeName,
  standbySnapOf,
  standbyStateSeen,
  stationName,
  ticketFare,
  visibleTrainOrder,
  type Quota,
} from './orders'

/** Prefix of the refund numbers of standby money going back. */
const REFUND_PREFIX = 'HT'

/** Logs a failure of background work (the next sweep tries again). */
function logFailure(what: string, orderId: number, error: unknown): void {
  process.stderr.write(`${what} of train order ${orderId} failed: ${error instanceof Error ? error.message : String(error)}\n`)
}

// ---------------------------------------------------------------- fulfilment

/** Whether a listing can still take a standby passenger (not departed). */
function stillRuns(train: SupplierTrain | null, now: Date): train is SupplierTrain {
  return train !== null && train.departAt.getTime() > now.getTime()
}

/**
 * Tries to fulfil one waiting standby order: the first of its options with seats for every
 * passenger. Returns whether it was fulfilled (and then issued, or left for the issuing retry).
 */
async function fulfilOne(ctx: AppContext, orderId: number): Promise<boolean> {
  const [standby] = await findStandbys(ctx.db, [orderId])
  const now = ctx.clock()
  if (!standby || standby.state !== 'WAITING' || standby.deadline.getTime() <= now.getTime()) return false
  const header = await findOrder(ctx.db, standby.corp_id, orderId)
  if (!header || header.status !== ORDER_STATUS.TICKETING) return false
  const [options, passengers] = await Promise.all([findStandbyOptions(ctx.db, [orderId]), findTrainPassengers(ctx.db, [orderId])])
  const trains = new Map<string, SupplierTrain | null>()
  for (const o of options) if (!trains.has(o.train_key)) trains.set(o.train_key, await ctx.trains.getTrain(o.train_key))
  const quotaOf = (o: (typeof options)[number]) => {
    const train = trains.get(o.train_key) as SupplierTrain
    return { inventoryKey: o.inventory_key, seatType: o.seat_type, capacity: capacityOf(train, o.seat_type), trainDate: train.date }
  }
  const running = options.filter((o) => stillRuns(trains.get(o.train_key) ?? null, now))
  const left = await seatsLeft(ctx.db, running.map(quotaOf))
  const candidates = running.filter((o) => (left.get(seatKey(o.inventory_key, o.seat_type)) ?? 0) >= passengers.length)
  if (candidates.length === 0) return false
  let fulfilled = false
  try {
    fulfilled = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, standby.corp_id, orderId)
      if (!order || order.status !== ORDER_STATUS.TICKETING) return false
      for (const option of candidates) {
        const train = trains.get(option.train_key) as SupplierTrain
        if (!(await takeTrainSeats(trx, quotaOf(option), passengers.length))) continue
        const legId = await insertLeg(trx, legRowOf(order.id, 1, train, null))
        const perTicketFee = money(Number(order.service_fee_total) / passengers.length)
        const perTicketInsurance = money(Number(order.insurance_total) / passengers.length)
        const tickets = await insertTrainTickets(trx, passengers.map((p) => ({
          order_id: order.id, passenger_id: p.id, leg_id: legId, leg_no: 1, seat_type: option.seat_type,
          fare: ticketFare(Number(option.fare), p.ticket_type, option.seat_type), service_fee: perTicketFee, insurance: perTicketInsurance,
          status: 'BOOKED', ticket_no: null, carriage: null, seat_no: null, seat_label_zh: null, seat_label_en: null, changed_from_ticket_id: null, created_at: now,
        })))
        await claimOrRefuse(trx, order, tickets, passengers, [{ id: legId, train_code: train.trainCode, train_date: train.date }])
        if (!(await setStandbyState(trx, order.id, 'WAITING', 'FULFILLED', now))) throw conflict('orderStateInvalid')
        // The prepaid fare was the highest of the options: what the seat obtained costs less goes back.
        const back = money(Number(order.fare_total) - tickets.reduce((s, t) => s + Number(t.fare), 0))
        if (back > 0) {
          const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
          await refundMoney(ctx, trx, order, { refundNo, amount: back, reason: 'standby fare difference', now, empId: order.booker_emp_id })
        }
        await updateOrderColumns(trx, order.id, { first_dep_at: train.departAt, refunded_amount: money(Number(order.refunded_amount) + Math.max(0, back)), updated_at: now })
        await insertEvent(trx, { orderId: order.id, from: order.status, to: order.status, event: 'standby-fulfilled', actorEmpId: null, note: `${train.trainCode} ${option.seat_type}`, at: now })
        return true
      }
      return false
    })
  } catch (error) {
    // A passenger already on that train, or the order moved meanwhile: it keeps waiting.
    if (error instanceof AppError) return false
    throw error
  }
  if (fulfilled) {
    try {
      await issueTrainOrder(ctx, standby.corp_id, orderId)
    } catch (error) {
      logFailure('issuing', orderId, error)
    }
  }
  return fulfilled
}

/**
 * Fulfils waiting standby orders that accept any of these seat quotas (null: every waiting one),
 * in queue order. Returns how many were fulfilled. Never throws (background work).
 */
export async function fulfilStandby(ctx: AppContext, quotas: Quota[] | null): Promise<number> {
  let ids: number[]
  try {
    ids = await findWaitingStandbyOrders(ctx.db, quotas, ctx.clock())
  } catch (error) {
    logFailure('standby lookup', 0, error)
    return 0
  }
  let done = 0
  for (const id of ids) {
    try {
      if (await fulfilOne(ctx, id)) done += 1
    } catch (error) {
      logFailure('standby fulfilment', id, error)
    }
  }
  return done
}

/**
 * The kind's issueAfterPayment for a standby order: paid, it joins the queue (WAITING) and is
 * fulfilled at once when seats are there and nobody queued before it wants them. True when issued.
 */
export async function standbyPaid(ctx: AppContext, order: Order): Promise<boolean> {
  await setStandbyState(ctx.db, order.id, 'UNPAID', 'WAITING')
  const options = await findStandbyOptions(ctx.db, [order.id])
  await fulfilStandby(ctx, options.map((o) => ({ inventoryKey: o.inventory_key, seatType: o.seat_type })))
  const [standby] = await findStandbys(ctx.db, [order.id])
  if (standby?.state === 'FULFILLED') {
    const now = await findOrder(ctx.db, order.corp_id, order.id)
    if (now?.status === ORDER_STATUS.TICKETING) return issueTrainOrder(ctx, order.corp_id, order.id)
    return now?.status === ORDER_STATUS.ISSUED
  }
  return false
}

// ---------------------------------------------------------------- deadline

/**
 * Standby orders past their deadline: a paid one waiting is refunded in full and CLOSED (state
 * EXPIRED); an unpaid one (in approval, awaiting payment) is cancelled. Returns how many it ended.
 */
export async function closeDueStandby(ctx: AppContext): Promise<number> {
  const now = ctx.clock()
  let closed = 0
  for (const due of await findDueStandbyOrders(ctx.db, now)) {
    try {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, due.corp_id, due.order_id)
        if (!order) return false
        if (order.status === ORDER_STATUS.TICKETING) {
          if (!(await setStandbyState(trx, order.id, 'WAITING', 'EXPIRED')) && !(await setStandbyState(trx, order.id, 'UNPAID', 'EXPIRED'))) return false
          const amount = money(Number(order.paid_amount) - Number(order.refunded_amount))
          const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
          await refundMoney(ctx, trx, order, { refundNo, amount, reason: 'standby deadline', now, empId: order.booker_emp_id })
          await moveOrder(trx, order, ORDER_STATUS.CLOSED, {
            event: 'standby-expired', actorEmpId: null, note: refundNo, at: now, set: { refunded_amount: money(Number(order.refunded_amount) + amount) },
          })
          return true
        }
        if (CANCELLABLE.includes(order.status as OrderStatus)) {
          await closeUnpaid(trx, order, ORDER_STATUS.CANCELLED, 'standby-expired', null, now)
          return true
        }
        return false
      })
      if (done) closed += 1
    } catch (error) {
      logFailure('standby expiry', due.order_id, error)
    }
  }
  return closed
}

// ---------------------------------------------------------------- cancel

/** The seat quotas an order's booked tickets hold (what a cancel gives back). */
async function heldQuotas(ctx: AppContext, orderId: number): Promise<Quota[]> {
  const [tickets, legs] = await Promise.all([findTrainTickets(ctx.db, [orderId]), findLegs(ctx.db, [orderId])])
  return tickets.filter((t) => t.status === 'BOOKED').map((t) => ({ inventoryKey: (legs.find((l) => l.id === t.leg_id) as TrainLeg).inventory_key, seatType: t.seat_type }))
}

/**
 * POST cancelTrOrder / benchCancel: an order not yet paid is cancelled (the spine: seats and
 * claims back, the approval withdrawn) and waiting standby orders get the seats; a paid standby
 * order still waiting is refunded in full and cancelled. Anything else: 4009.
 */
export async function cancelTrainOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<TrCancelReply> {
  const visible = await visibleTrainOrder(ctx, caller, orderId)
  const [standby] = await findStandbys(ctx.db, [visible.id])
  if (standby && visible.status === ORDER_STATUS.TICKETING) {
    const now = ctx.clock()
    const refunded = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, caller.corpId, visible.id)
      if (!order || order.status !== ORDER_STATUS.TICKETING || standby.deadline.getTime() <= now.getTime()) throw conflict('orderStateInvalid')
      if (!(await setStandbyState(trx, order.id, 'WAITING', 'CANCELLED')) && !(await setStandbyState(trx, order.id, 'UNPAID', 'CANCELLED'))) throw conflict('orderStateInvalid')
      const amount = money(Number(order.paid_amount) - Number(order.refunded_amount))
      const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
      await refundMoney(ctx, trx, order, { refundNo, amount, reason: 'standby cancelled', now, empId: caller.empId })
      await moveOrder(trx, order, ORDER_STATUS.CANCELLED, {
        event: 'cancel', actorEmpId: caller.empId, note: refundNo, at: now, set: { refunded_amount: money(Number(order.refunded_amount) + amount) },
      })
      return amount
    })
    return { orderId: String(visible.id), status: ORDER_STATUS.CANCELLED, refunded }
  }
  const quotas = await heldQuotas(ctx, visible.id)
  await cancelUnpaidOrder(ctx, caller, visible.id)
  if (quotas.length > 0) await fulfilStandby(ctx, quotas)
  return { orderId: String(visible.id), status: ORDER_STATUS.CANCELLED, refunded: 0 }
}

// ---------------------------------------------------------------- list

/** POST benchList: the caller's standby orders (booked by or for the caller), newest first. */
export async function standbyList(ctx: AppContext, caller: Caller, body: TrBenchListBody, lang: Lang): Promise<TrBenchListReply> {
  const pageNum = body.pageNum ?? 1
  const count = body.count ?? 20
  const now = ctx.clock()
  // Reads never write: a waiting order past its deadline is listed as EXPIRED (state filter included).
  const states = body.states?.flatMap((s) => (s === 'EXPIRED' ? ['EXPIRED', 'WAITING'] : s === 'WAITING' ? ['WAITING'] : [s]))
  const page = await pageStandbyOrders(ctx.db, { corpId: caller.corpId, empId: caller.empId }, { states, dateStart: body.dateStart, dateEnd: body.dateEnd }, { pageNum, count })
  const [orders, standbys, passengers] = await Promise.all([
    findOrdersByIds(ctx.db, page.orderIds),
    findStandbys(ctx.db, page.orderIds),
    findTrainPassengers(ctx.db, page.orderIds),
  ])
  const list: TrBenchListReply['list'] = []
  for (const id of page.orderIds) {
    const o = orders.find((x) => x.id === id) as Order
    const s = standbys.find((x) => x.order_id === id)
    if (!s) continue
    const state: StandbyState = standbyStateSeen(s, now)
    if (body.states && !body.states.includes(state)) continue
    const snap = standbySnapOf(s)
    let status = effectiveStatus(o, now)
    if (state === 'EXPIRED' && status === ORDER_STATUS.TICKETING) status = ORDER_STATUS.CLOSED
    const first = snap.trains[0]
    list.push({
      orderId: String(o.id),
      orderNo: o.order_no,
      status: status as OrderStatusCode,
      state,
      date: s.train_date,
      fromStation: { code: first.leg.from.code, name: stationName(first.leg.from, lang) },
      toStation: { code: first.leg.to.code, name: stationName(first.leg.to, lang) },
      trainCodes: snap.trains.map((t) => t.trainCode),
      seatNames: snap.seatTypes.map((c) => seatTypeName(c, lang)),
      deadline: minuteText(s.deadline),
      queuePosition: state === 'WAITING' ? await standbyQueuePosition(ctx.db, o.id) : null,
      passengerNames: passengers.filter((p) => p.order_id === o.id).map((p) => p.name).join(', '),
      amount: Number(o.total_amount),
      createdAt: formatChinaTime(o.created_at),
      payDeadline: status === ORDER_STATUS.AWAITING_PAYMENT && o.pay_deadline ? minuteText(o.pay_deadline) : null,
    })
  }
  return { list, total: page.total }
}
