/**
 * Changes (改签) of flight orders: what a change costs or gives back, making it, settling it with
 * the order's payer, paying one that waits for payment, letting an unpaid one lapse, and its detail.
 *
 * Money per ticket: change fee = the old fare's change percentage for the time before departure ×
 * the old fare; a dearer new fare adds the difference; a cheaper one gives the difference back less
 * what the old fare's refund rule keeps of it (its refund percentage for the same time tier, as if
 * that part of the fare were refunded). Net = fee + dearer difference − what is given back.
 *
 * Settlement follows how the order was paid. Company account: a net amount is charged to the
 * company's credit and the change is issued in the same transaction. Personal payment: a net amount
 * waits for the traveller's payment through /pay/payment (15 minutes, like an order): the new seats
 * and the passengers' claims on the new flight are held, the old tickets still fly, and the change
 * is issued when paid or lapses (seats and claims back; the sweep lapses it, readers show it
 * lapsed from its deadline on, and an action on the order lapses it first). Money coming back goes
 * to the payer at once, either way.
 */
import { ORDER_TYPE } from '../../contract/order-types'
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import {
  findChange,
  findChangeItems,
  findChangeOfCompany,
  findDueChanges,
  findPassengers,
  findPendingChangeItems,
  findSegments,
  findTickets,
  insertChange,
  insertSegment,
  insertTicket,
  issueChangeTicket,
  lapseChange,
  lockChange,
  releaseClaims,
  setTicketsStatus,
  settleChange,
  type Change,
  type OrderSegment,
  type Ticket,
} from '../../db/repositories/flight-orders'
import { insertEvent, lockOrder, nextOrderNo as nextDocNo, recordPayment, type Order as FlightOrder } from '../../db/repositories/orders'
import { isDue, moveOrder } from '../orders/lifecycle'
import { takeSeats } from '../../db/repositories/flights'
import type { DB } from '../../db/types'
import { badInput, conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { OrderStatusCode, PsgType } from '../../schemas/common'
import type { ChangeAddBody, ChangeAddReply, ChangeDetail, ChangeFeeReply, ChangeSettlement, QueryChangeFeeBody } from '../../schemas/order'
import { feeTierIndex } from '../../suppliers/flights/types'
import { addMs, chinaDate, formatChinaTime } from '../../util/time'
import { snapshotOf, ticketPrice } from './common'
import { claimOrRefuse, orderForAction, releaseTicketSeats, segmentView, snapshotOfRow, visibleOrder } from './orders'
import { findFare } from './shopping'
import { chargeMoney, refundMoney } from '../payment/money'
import { AFTER_SALE_FROM, ORDER_STATUS, PAY_WINDOW_MS, type OrderStatus } from '../orders/order-state'

/** The status a change has while it waits for the traveller's payment (the app's label: 待支付). */
const PENDING = ORDER_STATUS.AWAITING_PAYMENT

type Payer = 'COMPANY' | 'PERSONAL'

const round2 = (n: number): number => Math.round(n * 100) / 100

/**
 * A change as readers see it: one that waited for payment past its deadline has lapsed
 * (CANCELLED, no deadline), whether or not the sweep got to it yet (nothing is written).
 */
export function changeAsSeen(change: Change, now: Date): Change {
  return isDue({ status: change.order_status, pay_deadline: change.pay_deadline }, now)
    ? { ...change, order_status: ORDER_STATUS.CANCELLED, pay_deadline: null }
    : change
}

/** Who paid the order, and so who settles its changes. */
function payerOf(order: FlightOrder): Payer {
  return order.pay_type === 'COMPANY' ? 'COMPANY' : 'PERSONAL'
}

/** Net of a change: what is to pay and what comes back. */
export function settlementOf(total: number, fareRefund: number, payer: Payer): { payable: number; refundable: number; settlement: ChangeSettlement } {
  const payable = round2(Math.max(0, total - fareRefund))
  const refundable = round2(Math.max(0, fareRefund - total))
  const settlement: ChangeSettlement = payable > 0 ? (payer === 'COMPANY' ? 'COMPANY_ACCOUNT' : 'PAY_ONLINE') : refundable > 0 ? 'REFUND' : 'NONE'
  return { payable, refundable, settlement }
}

interface ChangeItemPlan {
  ticket: Ticket
  psgType: PsgType
  newFare: { fare: number; airportFee: number; fuelFee: number }
  percent: number
  fee: number
  diff: number
  refundPercent: number
  /** The cheaper difference given back, after fareRefundFee is kept. */
  fareRefund: number
  fareRefundFee: number
}

interface ChangePlan {
  order: FlightOrder
  tickets: Ticket[]
  oldSegment: OrderSegment
  fare: Awaited<ReturnType<typeof findFare>>
  items: ChangeItemPlan[]
  total: number
  fareRefund: number
  fareRefundFee: number
}

/**
 * Works out a change (no writes): the tickets it moves and what it costs or gives back. `fare` is
 * read before any transaction (findFare uses ctx.db, which must never be used inside one: on PGlite
 * the transaction holds the only connection); `db` reads the order's rows (the transaction's handle
 * when called inside one).
 */
async function planChange(
  ctx: AppContext,
  db: Kysely<DB>,
  order: FlightOrder,
  input: { passengerIds?: string[]; segmentNo?: number },
  fare: Awaited<ReturnType<typeof findFare>>,
): Promise<ChangePlan> {
  const now = ctx.clock()
  if (!AFTER_SALE_FROM.includes(order.status as OrderStatus)) throw conflict('orderStateInvalid')
  const segmentNo = input.segmentNo ?? 1
  const [passengers, segments, allTickets, pending] = await Promise.all([
    findPassengers(db, [order.id]),
    findSegments(db, [order.id]),
    findTickets(db, [order.id]),
    findPendingChangeItems(db, [order.id], now),
  ])
  const ids = input.passengerIds?.map(Number)
  if (ids && ids.some((id) => !passengers.some((p) => p.id === id))) throw notFound()
  const tickets = allTickets.filter((t) => t.status === 'ISSUED' && t.segment_no === segmentNo && (!ids || ids.includes(t.passenger_id)))
  if (tickets.length === 0) throw conflict('changeNothing')
  // A ticket whose earlier change still waits for payment cannot be changed again until that one is paid or lapses.
  if (tickets.some((t) => pending.some((p) => p.old_ticket_id === t.id))) throw conflict('changePending')
  const oldSegment = segments.find((s) => s.id === tickets[0].segment_id) as OrderSegment
  if (tickets.some((t) => t.segment_id !== oldSegment.id) || oldSegment.dep_at.getTime() <= now.getTime()) throw conflict('changeNothing')
  const f = fare.stocked.flight
  if (f.depCity !== oldSegment.dep_city || f.arrCity !== oldSegment.arr_city) throw badInput('changeRouteMismatch')
  if (f.flightKey === oldSegment.flight_key && fare.cabin.code === oldSegment.cabin_code) throw badInput('changeSameFlight')
  if (f.depAt.getTime() <= now.getTime()) throw conflict('flightDeparted')
  if (fare.cabin.price !== fare.quotedPrice) throw conflict('fareChanged')
  const snap = snapshotOfRow(oldSegment)
  const hoursBefore = (oldSegment.dep_at.getTime() - now.getTime()) / 3_600_000
  const tier = feeTierIndex(hoursBefore)
  const percent = snap.changePercents[tier]
  const refundPercent = snap.refundPercents[tier]
  const items = tickets.map((t): ChangeItemPlan => {
    const psgType = (passengers.find((p) => p.id === t.passenger_id)?.psg_type ?? 1) as PsgType
    const newFare = ticketPrice(f, fare.cabin, psgType)
    const oldFare = Number(t.fare)
    const cheaper = Math.max(0, oldFare - newFare.fare)
    const fareRefundFee = Math.round((cheaper * refundPercent) / 100)
    return {
      ticket: t, psgType, newFare, percent, refundPercent,
      fee: Math.round((oldFare * percent) / 100),
      diff: Math.max(0, newFare.fare - oldFare),
      fareRefund: cheaper - fareRefundFee,
      fareRefundFee,
    }
  })
  const sum = (pick: (i: ChangeItemPlan) => number) => round2(items.reduce((s, i) => s + pick(i), 0))
  return {
    order, tickets, oldSegment, fare, items,
    total: sum((i) => i.fee + i.diff),
    fareRefund: sum((i) => i.fareRefund),
    fareRefundFee: sum((i) => i.fareRefundFee),
  }
}

/** POST queryChangeFee. */
export async function changeFee(ctx: AppContext, caller: Caller, body: QueryChangeFeeBody): Promise<ChangeFeeReply> {
  const order = await visibleOrder(ctx, caller, Number(body.orderId))
  const plan = await planChange(ctx, ctx.db, order, body, await findFare(ctx, body.newCabinKey))
  const adult = plan.items.find((i) => i.psgType === 1) ?? plan.items[0]
  const changeFeeTotal = plan.items.reduce((s, i) => s + i.fee, 0)
  const diffTotal = plan.items.reduce((s, i) => s + i.diff, 0)
  const payer = payerOf(order)
  return {
    allowed: true,
    passengerCount: plan.items.length,
    changeFeePerTicket: adult.fee,
    changeFeePercent: adult.percent,
    fareDifferencePerTicket: adult.diff,
    changeFee: changeFeeTotal,
    fareDifference: diffTotal,
    total: changeFeeTotal + diffTotal,
    fareRefundPerTicket: adult.fareRefund,
    fareRefundPercent: adult.refundPercent,
    fareRefund: plan.fareRefund,
    fareRefundFee: plan.fareRefundFee,
    payType: payer,
    ...settlementOf(plan.total, plan.fareRefund, payer),
  }
}

/**
 * Issues a change inside the caller's transaction (the order and the change locked): the old
 * tickets are replaced, their seats and claims go back, the new tickets get their numbers, the
 * money is settled (a company charge, or money back; a personal payment was taken by the caller),
 * and the order moves to CHANGED or PARTIAL_CHANGE.
 */
async function issueChangeIn(
  ctx: AppContext,
  trx: Kysely<DB>,
  order: FlightOrder,
  change: Change,
  numbers: string[],
  paid: { payNo: string } | null,
  actorEmpId: number,
  now: Date,
): Promise<OrderStatus> {
  const items = await findChangeItems(trx, [change.id])
  const [passengers, segments, tickets] = await Promise.all([findPassengers(trx, [order.id]), findSegments(trx, [order.id]), findTickets(trx, [order.id])])
  const oldTickets = tickets.filter((t) => items.some((i) => i.old_ticket_id === t.id))
  const newTickets = tickets.filter((t) => items.some((i) => i.new_ticket_id === t.id))
  await releaseTicketSeats(trx, oldTickets, segments)
  await setTicketsStatus(trx, oldTickets.map((t) => t.id), 'CHANGED')
  for (const [i, item] of items.entries()) await issueChangeTicket(trx, item.new_ticket_id, numbers[i])
  await releaseClaims(trx, oldTickets.map((t) => t.id))
  // A change to another fare of the same flight held the flight through the old ticket until now.
  await claimOrRefuse(trx, order, newTickets, passengers, segments)

  const remaining = (await findTickets(trx, [order.id])).filter((t) => t.status === 'ISSUED')
  const to: OrderStatus = remaining.every((t) => t.changed_from_ticket_id !== null) ? ORDER_STATUS.CHANGED : ORDER_STATUS.PARTIAL_CHANGE
  const { payable, refundable } = settlementOf(Number(change.total_amount), Number(change.fare_refund), payerOf(order))
  if (payable > 0 && !paid) await chargeMoney(ctx, trx, order, { scene: 'change', amount: payable, now, empId: actorEmpId, description: change.change_no })
  if (refundable > 0) await refundMoney(ctx, trx, order, { refundNo: change.change_no, amount: refundable, reason: change.reason, now, empId: actorEmpId })
  await moveOrder(trx, order, to, {
    event: 'change', actorEmpId, note: change.change_no, at: now,
    set: { paid_amount: round2(Number(order.paid_amount) + payable), refunded_amount: round2(Number(order.refunded_amount) + refundable) },
  })
  await settleChange(trx, change.id, { orderStatus: to, paidAt: payable > 0 ? now : null, payNo: paid?.payNo ?? null })
  return to
}

/**
 * POST tkChangeOrderAdd: takes the new seats, writes the change with its new tickets, and either
 * issues it at once (company account, or nothing to pay) or leaves it waiting for the traveller's
 * payment.
 */
export async function changeOrder(ctx: AppContext, caller: Caller, body: ChangeAddBody): Promise<ChangeAddReply> {
  const visible = await orderForAction(ctx, caller, Number(body.orderId))
  const fare = await findFare(ctx, body.newCabinKey)
  const preview = await planChange(ctx, ctx.db, visible, body, fare)
  const payer = payerOf(visible)
  const waits = settlementOf(preview.total, preview.fareRefund, payer).settlement === 'PAY_ONLINE'
  const numbers = waits ? [] : await ctx.flights.issueTickets(preview.items.map(() => ({ airline: preview.fare.stocked.flight.operatingAirline })))
  const now = ctx.clock()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order) throw notFound()
    const plan = await planChange(ctx, trx, order, body, fare)
    const f = plan.fare.stocked.flight
    const seats = plan.tickets.filter((t) => t.holds_seat).length
    if (!(await takeSeats(trx, { flightKey: f.inventoryKey, cabinCode: plan.fare.cabin.code, depDate: f.depDate, capacity: plan.fare.cabin.capacity }, seats))) {
      throw conflict('cabinSoldOut')
    }
    // Passengers changed one by one onto the same fare share one segment row.
    const existing = (await findSegments(trx, [order.id])).find(
      (s) => s.segment_no === plan.oldSegment.segment_no && s.flight_key === f.flightKey && s.cabin_code === plan.fare.cabin.code,
    )
    const segmentId = existing?.id ?? await insertSegment(trx, {
      order_id: order.id, segment_no: plan.oldSegment.segment_no, flight_key: f.flightKey, flight_no: f.flightNo, dep_airport: f.depAirport,
      arr_airport: f.arrAirport, dep_city: f.depCity, arr_city: f.arrCity, dep_date: f.depDate, dep_at: f.depAt,
      cabin_code: plan.fare.cabin.code, cabin_class: plan.fare.cabin.cabinClass, discount: plan.fare.cabin.discount, price: plan.fare.cabin.price,
      y_full_price: f.yFullPrice, snapshot: JSON.stringify(snapshotOf(f, plan.fare.cabin)), changed_from_segment_id: plan.oldSegment.id,
    })
    const newTickets: Ticket[] = []
    for (const item of plan.items) {
      newTickets.push(await insertTicket(trx, {
        order_id: order.id, passenger_id: item.ticket.passenger_id, segment_id: segmentId, segment_no: item.ticket.segment_no,
        ticket_no: null, status: 'BOOKED', fare: item.newFare.fare, airport_fee: item.ticket.airport_fee,
        fuel_fee: item.ticket.fuel_fee, service_fee: 0, insurance: 0, holds_seat: item.ticket.holds_seat, changed_from_ticket_id: item.ticket.id, created_at: now,
      }))
    }
    const feeTotal = plan.items.reduce((s, i) => s + i.fee, 0)
    const diffTotal = plan.items.reduce((s, i) => s + i.diff, 0)
    const changeNo = await nextDocNo(trx, 'TC', chinaDate(now))
    const { payable, refundable, settlement } = settlementOf(plan.total, plan.fareRefund, payer)
    const pending = settlement === 'PAY_ONLINE'
    const change = await insertChange(trx, {
      change_no: changeNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId,
      order_status: pending ? PENDING : order.status,
      reason: body.reason?.trim() ?? '', segment_no: plan.oldSegment.segment_no, old_segment_id: plan.oldSegment.id, new_segment_id: segmentId,
      change_fee: feeTotal, fare_difference: diffTotal, total_amount: plan.total, fare_refund: plan.fareRefund, fare_refund_fee: plan.fareRefundFee,
      pay_type: settlement === 'NONE' ? null : payer, pay_deadline: pending ? addMs(now, PAY_WINDOW_MS) : null, paid_at: null, pay_no: null,
      created_at: now,
    }, plan.items.map((item, i) => ({
      passenger_id: item.ticket.passenger_id, old_ticket_id: item.ticket.id, new_ticket_id: newTickets[i].id,
      change_fee: item.fee, fare_difference: item.diff, fare_refund: item.fareRefund, fare_refund_fee: item.fareRefundFee,
    })))
    if (pending) {
      // The new flight is held for the passengers while they pay; another booking of it by them is refused.
      const [passengers, segments] = await Promise.all([findPassengers(trx, [order.id]), findSegments(trx, [order.id])])
      await claimOrRefuse(trx, order, newTickets, passengers, segments, plan.tickets.map((t) => t.id))
      await insertEvent(trx, { orderId: order.id, from: order.status, to: order.status, event: 'change-requested', actorEmpId: caller.empId, note: changeNo, at: now })
      return { change, to: PENDING as OrderStatus, payable, refundable, settlement }
    }
    const to = await issueChangeIn(ctx, trx, order, change, numbers, null, caller.empId, now)
    return { change, to, payable, refundable, settlement }
  })
  return {
    changeId: String(result.change.id),
    changeNo: result.change.change_no,
    orderStatus: result.to,
    amount: Number(result.change.total_amount),
    payable: result.payable,
    refundable: result.refundable,
    settlement: result.settlement,
    needPayment: result.settlement === 'PAY_ONLINE',
    payDeadline: result.change.pay_deadline ? formatChinaTime(result.change.pay_deadline) : null,
  }
}

// ---------------------------------------------------------------- paying a change

/**
 * A change of an order the caller may see, waiting for payment within its deadline (4009
 * otherwise: changePayExpired once it lapsed or its deadline passed). A read: nothing is written.
 */
export async function payableChange(ctx: AppContext, caller: Caller, orderId: number, changeId: number): Promise<{ order: FlightOrder; change: Change; amount: number }> {
  const order = await visibleOrder(ctx, caller, orderId)
  const stored = await findChange(ctx.db, order.id, changeId)
  if (!stored) throw notFound()
  const change = changeAsSeen(stored, ctx.clock())
  if (change.order_status === ORDER_STATUS.CANCELLED) throw conflict('changePayExpired')
  if (change.order_status !== PENDING || !change.pay_deadline || change.pay_deadline.getTime() <= ctx.clock().getTime()) throw conflict('changeNotPayable')
  return { order, change, amount: settlementOf(Number(change.total_amount), Number(change.fare_refund), 'PERSONAL').payable }
}

/**
 * Takes the traveller's payment of a change and issues it (pay/online with changeId). The provider
 * charge, the payments row and the issue happen in one transaction, after the change is locked
 * and found still waiting.
 */
export async function payChangeIn(
  ctx: AppContext,
  caller: Caller,
  orderId: number,
  changeId: number,
  payNo: string,
  amount: number,
): Promise<OrderStatusCode> {
  const change = await findChange(ctx.db, orderId, changeId)
  if (!change) throw notFound()
  const items = await findChangeItems(ctx.db, [change.id])
  const segment = (await findSegments(ctx.db, [orderId])).find((s) => s.id === change.new_segment_id) as OrderSegment
  const numbers = await ctx.flights.issueTickets(items.map(() => ({ airline: snapshotOfRow(segment).operatingAirline })))
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const locked = order ? await lockChange(trx, order.id, changeId) : undefined
    if (!order || !locked) throw notFound()
    if (locked.order_status !== PENDING || !locked.pay_deadline || locked.pay_deadline.getTime() <= now.getTime()) {
      throw conflict(locked.order_status === ORDER_STATUS.CANCELLED || (locked.pay_deadline?.getTime() ?? 0) <= now.getTime() ? 'changePayExpired' : 'changeNotPayable')
    }
    if (settlementOf(Number(locked.total_amount), Number(locked.fare_refund), 'PERSONAL').payable !== amount) throw conflict('payAmountMismatch')
    const result = await ctx.payments.charge({ payNo, payType: 'PERSONAL', amount, corpId: order.corp_id, empId: caller.empId, description: locked.change_no })
    await recordPayment(trx, { payNo, corpId: order.corp_id, empId: caller.empId, payType: 'PERSONAL', scene: 'change', amount, providerRef: result.reference, at: now }, [order.id])
    return issueChangeIn(ctx, trx, order, locked, numbers, { payNo }, caller.empId, now)
  })
}

// ---------------------------------------------------------------- lapsing

/**
 * Lets changes lapse that waited for payment past their deadline: the new tickets void, their
 * seats and claims back, the change CANCELLED; the old tickets never stopped being valid.
 * Of one order, of one company, or all. Returns how many lapsed.
 */
export async function expireDueChanges(ctx: AppContext, corpId?: number, orderId?: number): Promise<number> {
  const now = ctx.clock()
  let lapsed = 0
  for (const due of await findDueChanges(ctx.db, now, corpId, orderId)) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, due.corp_id, due.order_id)
      const change = order ? await lockChange(trx, order.id, due.id) : undefined
      if (!order || !change || change.order_status !== PENDING || !change.pay_deadline || change.pay_deadline.getTime() > now.getTime()) return false
      const newIds = (await findChangeItems(trx, [change.id])).map((i) => i.new_ticket_id)
      const tickets = (await findTickets(trx, [order.id])).filter((t) => newIds.includes(t.id) && t.status === 'BOOKED')
      await releaseTicketSeats(trx, tickets, await findSegments(trx, [order.id]))
      await setTicketsStatus(trx, tickets.map((t) => t.id), 'VOID')
      await releaseClaims(trx, tickets.map((t) => t.id))
      await lapseChange(trx, change.id, ORDER_STATUS.CANCELLED)
      await insertEvent(trx, { orderId: order.id, from: order.status, to: order.status, event: 'change-lapsed', actorEmpId: null, note: change.change_no, at: now })
      return true
    })
    if (done) lapsed += 1
  }
  return lapsed
}

/** Ticket ids taking part in changes that wait for payment within their deadline at `now` (old and new), of orders. */
export async function findPendingChangeTickets(db: Kysely<DB>, orderIds: number[], now: Date): Promise<{ old: Set<number>; fresh: Set<number> }> {
  const items = await findPendingChangeItems(db, orderIds, now)
  return { old: new Set(items.map((i) => i.old_ticket_id)), fresh: new Set(items.map((i) => i.new_ticket_id)) }
}

// ---------------------------------------------------------------- detail

/** GET tkChangeOrderDetail. A read: a change past its payment deadline shows as lapsed (lapsed for real by the sweep). */
export async function changeDetail(ctx: AppContext, caller: Caller, changeId: number, lang: Lang): Promise<ChangeDetail> {
  const found = await findChangeOfCompany(ctx.db, caller.corpId, changeId)
  if (!found) throw notFound()
  const order = await visibleOrder(ctx, caller, found.order_id)
  const change = changeAsSeen(found, ctx.clock())
  const [items, passengers, tickets, segments] = await Promise.all([
    findChangeItems(ctx.db, [change.id]),
    findPassengers(ctx.db, [order.id]),
    findTickets(ctx.db, [order.id]),
    findSegments(ctx.db, [order.id]),
  ])
  const oldSegment = segments.find((s) => s.id === change.old_segment_id) as OrderSegment
  const newSegment = segments.find((s) => s.id === change.new_segment_id) as OrderSegment
  const payer = (change.pay_type === 'COMPANY' || change.pay_type === 'PERSONAL' ? change.pay_type : payerOf(order)) as Payer
  const money = settlementOf(Number(change.total_amount), Number(change.fare_refund), payer)
  const now = ctx.clock().getTime()
  const waiting = change.order_status === PENDING && change.pay_deadline !== null && change.pay_deadline.getTime() > now
  return {
    changeId: String(change.id),
    changeNo: change.change_no,
    orderType: ORDER_TYPE.FLIGHT_CHANGE,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: change.order_status as OrderStatusCode,
    reason: change.reason,
    createdAt: formatChinaTime(change.created_at),
    segmentNo: change.segment_no,
    oldSegment: segmentView(oldSegment, lang, segments.find((x) => x.id === oldSegment.changed_from_segment_id)),
    newSegment: segmentView(newSegment, lang, oldSegment),
    items: items.map((i) => ({
      passengerId: String(i.passenger_id),
      passengerName: passengers.find((p) => p.id === i.passenger_id)?.name ?? '',
      oldTicketNo: tickets.find((t) => t.id === i.old_ticket_id)?.ticket_no ?? '',
      newTicketNo: tickets.find((t) => t.id === i.new_ticket_id)?.ticket_no ?? '',
      changeFee: Number(i.change_fee),
      fareDifference: Number(i.fare_difference),
      fareRefund: Number(i.fare_refund),
      fareRefundFee: Number(i.fare_refund_fee),
    })),
    changeFee: Number(change.change_fee),
    fareDifference: Number(change.fare_difference),
    totalAmount: Number(change.total_amount),
    fareRefund: Number(change.fare_refund),
    fareRefundFee: Number(change.fare_refund_fee),
    payType: payer,
    ...money,
    payDeadline: waiting && change.pay_deadline ? formatChinaTime(change.pay_deadline) : null,
    paySecondsLeft: waiting && change.pay_deadline ? Math.max(0, Math.floor((change.pay_deadline.getTime() - now) / 1000)) : 0,
    paidAt: change.paid_at ? formatChinaTime(change.paid_at) : null,
    canPay: waiting,
  }
}
