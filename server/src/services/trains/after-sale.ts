/**
 * After-sale of train orders: refunds (退票, 11010) and changes (改签, 11011).
 *
 * Refund: issued tickets of trains still to leave; the fee by time to departure (fees.ts: free from
 * 8 days, 5 % from 48 h, 10 % from 24 h, 20 % under 24 h, ¥0.5 steps, at least ¥2), quoted by
 * refundFee before the user confirms; the fare less the fee goes back to the payer (the service
 * fee and insurance stay); the seats return to inventory and go to waiting standby orders first.
 *
 * Change: issued tickets of one train, each changed at most once (a ticket that came from a change
 * is not changed again), to another train between the same cities (any station of each), on sale
 * and with seats. Money per ticket from fees.ts `changeSettlement` (change fee within 48 h to a
 * later date; a dearer fare's difference is paid, a cheaper one's given back less its refund fee),
 * netted over the tickets. Settled with the order's payer like flight changes: the company account
 * is charged at once; a personal payer pays through /pay/payment with changeId (15 minutes; the new
 * seats and the passengers' claims are held meanwhile; unpaid it lapses); money back is refunded
 * at once. The old seats return (to the standby queue first); the order becomes CHANGED (every live
 * ticket came from a change) or PARTIAL_CHANGE.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { ORDER_TYPE } from '../../contract/order-types'
import { insertEvent, lockOrder, nextOrderNo, recordPayment, type Order } from '../../db/repositories/orders'
import {
  findDueTrainChanges,
  findLegs,
  findTrainChange,
  findTrainChangeItems,
  findTrainChangeOfCompany,
  findTrainPassengers,
  findTrainRefund,
  findTrainRefundItems,
  findTrainTickets,
  insertLeg,
  insertTrainChange,
  insertTrainRefund,
  insertTrainTickets,
  issueTrainTicket,
  lapseTrainChange,
  lockTrainChange,
  releaseTrainClaims,
  setTrainTicketsStatus,
  settleTrainChange,
  type TrainChange,
  type TrainLeg,
  type TrainTicket,
} from '../../db/repositories/train-orders'
import { takeTrainSeats } from '../../db/repositories/train-seats'
import type { DB } from '../../db/types'
import { AppError, ErrCode, badInput, conflict, notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type { ChangeSettlement } from '../../schemas/order'
import type {
  TrChangeAddBody,
  TrChangeAddReply,
  TrChangeDetail,
  TrChangeFeeBody,
  TrChangeFeeReply,
  TrRefundAddBody,
  TrRefundAddReply,
  TrRefundDetail,
  TrRefundFeeBody,
  TrRefundFeeReply,
} from '../../schemas/train-order'
import type { IssuedTicket, SupplierTrain } from '../../suppliers/trains/types'
import { addMs, chinaDate, formatChinaTime } from '../../util/time'
import { moveOrder, refundOrderIn } from '../orders/lifecycle'
import { refundLinkedInsuranceIn } from '../insurance/linked'
import { AFTER_SALE_FROM, ORDER_STATUS, PAY_WINDOW_MS, type OrderStatus } from '../orders/order-state'
import { chargeMoney, refundMoney } from '../payment/money'
import { trainOf } from './booking'
import { changeSettlement, hoursBeforeDeparture, refundFee } from './fees'
import {
  capacityOf,
  changeSeen,
  claimOrRefuse,
  legRowOf,
  legView,
  listingView,
  minuteText,
  money,
  pendingChangeTickets,
  releaseTicketSeats,
  seatsFromSupplier,
  ticketFare,
  visibleTrainOrder,
  type Quota,
} from './orders'
import { fulfilStandby } from './standby'

/** Prefixes of refund and change numbers. */
const REFUND_PREFIX = 'HT'
const CHANGE_PREFIX = 'HG'

/** The status a change has while it waits for the traveller's payment. */
const PENDING = ORDER_STATUS.AWAITING_PAYMENT

type Payer = 'COMPANY' | 'PERSONAL'

/** Who paid the order, and so who settles its changes. */
function payerOf(order: Order): Payer {
  return order.pay_type === 'COMPANY' ? 'COMPANY' : 'PERSONAL'
}

/** Net of a change: what is to pay and what comes back, and how it is settled. */
function settlementOf(payable: number, refundable: number, payer: Payer): { payable: number; refundable: number; settlement: ChangeSettlement } {
  const net = money(payable - refundable)
  const pay = Math.max(0, net)
  const back = Math.max(0, -net)
  const settlement: ChangeSettlement = pay > 0 ? (payer === 'COMPANY' ? 'COMPANY_ACCOUNT' : 'PAY_ONLINE') : back > 0 ? 'REFUND' : 'NONE'
  return { payable: pay, refundable: back, settlement }
}

/** Lets the order's own unpaid changes past their deadline lapse first (as the sweep would), so an action finds the old tickets free. */
async function orderForAction(ctx: AppContext, caller: Caller, orderId: number): Promise<Order> {
  const order = await visibleTrainOrder(ctx, caller, orderId)
  if (await expireDueTrainChanges(ctx, order.id)) return visibleTrainOrder(ctx, caller, orderId)
  return order
}

/** The issued tickets of an order the request names (4004 for a ticket not of the order). */
function pickTickets(all: TrainTicket[], ids: string[]): TrainTicket[] {
  const wanted = [...new Set(ids.map(Number))]
  const picked = wanted.map((id) => all.find((t) => t.id === id))
  if (picked.some((t) => t === undefined)) throw notFound()
  return picked as TrainTicket[]
}

// ---------------------------------------------------------------- refunds

interface RefundPlan {
  allowed: boolean
  reasonKey?: 'trainRefundDeparted' | 'changePending' | 'refundNothing' | 'orderStateInvalid'
  hoursBefore: number
  items: { ticket: TrainTicket; leg: TrainLeg; passengerName: string; fare: number; percent: number; fee: number; amount: number }[]
}

/** What refunding tickets now costs (no writes); `db` reads the order's rows (the transaction's handle inside one). */
async function planRefund(db: Kysely<DB>, order: Order, ticketIds: string[], now: Date): Promise<RefundPlan> {
  const [tickets, legs, passengers, pending] = await Promise.all([
    findTrainTickets(db, [order.id]), findLegs(db, [order.id]), findTrainPassengers(db, [order.id]), pendingChangeTickets(db, [order.id], now),
  ])
  const picked = pickTickets(tickets, ticketIds)
  const items = picked.map((t) => {
    const leg = legs.find((l) => l.id === t.leg_id) as TrainLeg
    const quote = refundFee(Number(t.fare), hoursBeforeDeparture(leg.depart_at, now))
    return { ticket: t, leg, passengerName: passengers.find((p) => p.id === t.passenger_id)?.name ?? '', fare: Number(t.fare), percent: quote.percent, fee: quote.fee, amount: quote.refund, allowed: quote.allowed }
  })
  const hoursBefore = Math.min(...items.map((i) => hoursBeforeDeparture(i.leg.depart_at, now)))
  const plan = { hoursBefore: Math.round(hoursBefore * 100) / 100, items }
  if (!AFTER_SALE_FROM.includes(order.status as OrderStatus)) return { ...plan, allowed: false, reasonKey: 'orderStateInvalid' }
  if (picked.some((t) => t.status !== 'ISSUED')) return { ...plan, allowed: false, reasonKey: 'refundNothing' }
  if (picked.some((t) => pending.old.has(t.id))) return { ...plan, allowed: false, reasonKey: 'changePending' }
  if (items.some((i) => !i.allowed)) return { ...plan, allowed: false, reasonKey: 'trainRefundDeparted' }
  return { ...plan, allowed: true }
}

function quoteItems(plan: RefundPlan) {
  return plan.items.map((i) => ({
    ticketId: String(i.ticket.id), passengerName: i.passengerName, trainCode: i.leg.train_code, fare: i.fare, feePercent: i.percent, fee: i.fee, amount: i.amount,
  }))
}

/** POST refundFee: the fee of refunding these tickets now, per ticket and in total (shown before confirming). */
export async function trainRefundFee(ctx: AppContext, caller: Caller, body: TrRefundFeeBody, lang: Lang): Promise<TrRefundFeeReply> {
  const order = await orderForAction(ctx, caller, Number(body.orderId))
  const plan = await planRefund(ctx.db, order, body.ticketIds, ctx.clock())
  const items = quoteItems(plan)
  return {
    allowed: plan.allowed,
    ...(plan.reasonKey ? { reason: translate(lang, plan.reasonKey) } : {}),
    hoursBeforeDeparture: plan.hoursBefore,
    items,
    totalFee: money(items.reduce((s, i) => s + i.fee, 0)),
    totalAmount: money(items.reduce((s, i) => s + i.amount, 0)),
  }
}

/** POST refundAdd: refunds the tickets at the fee of now; the seats go back (to waiting standby orders first). */
export async function trainRefund(ctx: AppContext, caller: Caller, body: TrRefundAddBody): Promise<TrRefundAddReply> {
  const visible = await orderForAction(ctx, caller, Number(body.orderId))
  const now = ctx.clock()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order) throw notFound()
    const plan = await planRefund(trx, order, body.ticketIds, now)
    if (!plan.allowed) throw conflict(plan.reasonKey ?? 'orderStateInvalid')
    const tickets = plan.items.map((i) => i.ticket)
    const quotas = await releaseTicketSeats(trx, tickets, await findLegs(trx, [order.id]))
    await setTrainTicketsStatus(trx, tickets.map((t) => t.id), 'REFUNDED')
    await releaseTrainClaims(trx, tickets.map((t) => t.id))
    const stillIssued = (await findTrainTickets(trx, [order.id])).filter((t) => t.status === 'ISSUED').length
    const to: OrderStatus = stillIssued === 0 ? ORDER_STATUS.FULL_REFUND : ORDER_STATUS.PARTIAL_REFUND
    const totalFee = money(plan.items.reduce((s, i) => s + i.fee, 0))
    const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(now))
    // Linked insurance of these tickets whose cover has not started goes back with them (services/insurance/linked.ts).
    const insurance = await refundLinkedInsuranceIn(trx, order, { ticketRefs: tickets.map((t) => `train-ticket:${t.id}`), travelRefundNo: refundNo, actorEmpId: caller.empId, now })
    const totalAmount = money(plan.items.reduce((s, i) => s + i.amount, 0) + insurance)
    const reason = body.reason?.trim() ?? ''
    const refundId = await insertTrainRefund(trx, {
      refund_no: refundNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId, order_status: to, reason,
      hours_before: plan.hoursBefore, total_fee: totalFee, total_amount: totalAmount, created_at: now,
    }, plan.items.map((i) => ({ ticket_id: i.ticket.id, passenger_id: i.ticket.passenger_id, fare: i.fare, fee_percent: i.percent, fee: i.fee, amount: i.amount })))
    await refundOrderIn(ctx, trx, order, { to, amount: totalAmount, refundNo, reason: reason || 'train refund', actorEmpId: caller.empId, at: now })
    return { refundId, refundNo, to, totalFee, totalAmount, quotas }
  })
  // Seats came back: the standby queue gets them first.
  await fulfilStandby(ctx, result.quotas)
  return { refundId: String(result.refundId), refundNo: result.refundNo, orderStatus: result.to, fee: result.totalFee, refundAmount: result.totalAmount }
}

/** GET refundOrderDetail (a refund of an order the caller cannot see answers 4004). */
export async function trainRefundDetail(ctx: AppContext, caller: Caller, refundId: number): Promise<TrRefundDetail> {
  const refund = await findTrainRefund(ctx.db, caller.corpId, refundId)
  if (!refund) throw notFound()
  const order = await visibleTrainOrder(ctx, caller, refund.order_id)
  const [items, passengers, tickets, legs] = await Promise.all([
    findTrainRefundItems(ctx.db, [refund.id]), findTrainPassengers(ctx.db, [order.id]), findTrainTickets(ctx.db, [order.id]), findLegs(ctx.db, [order.id]),
  ])
  return {
    refundId: String(refund.id),
    refundNo: refund.refund_no,
    orderType: ORDER_TYPE.TRAIN_REFUND,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: refund.order_status as OrderStatusCode,
    reason: refund.reason,
    createdAt: formatChinaTime(refund.created_at),
    hoursBeforeDeparture: Number(refund.hours_before),
    items: items.map((i) => {
      const ticket = tickets.find((t) => t.id === i.ticket_id)
      return {
        ticketId: String(i.ticket_id),
        passengerName: passengers.find((p) => p.id === i.passenger_id)?.name ?? '',
        trainCode: legs.find((l) => l.id === ticket?.leg_id)?.train_code ?? '',
        fare: Number(i.fare),
        feePercent: i.fee_percent,
        fee: Number(i.fee),
        amount: Number(i.amount),
      }
    }),
    totalFee: Number(refund.total_fee),
    totalAmount: Number(refund.total_amount),
  }
}

// ---------------------------------------------------------------- changes

interface ChangeItemPlan {
  ticket: TrainTicket
  passengerName: string
  ticketType: number
  oldFare: number
  newFare: number
  percent: number
  fee: number
  difference: number
  differenceFee: number
  payable: number
  refundable: number
}

interface ChangePlan {
  oldLeg: TrainLeg
  tickets: TrainTicket[]
  items: ChangeItemPlan[]
  hoursBefore: number
  changeFee: number
  payable: number
  refundable: number
}

/** Works out a change (no writes): which tickets move and what it costs or gives back. 4009 / 4000 when it cannot be done. */
async function planChange(db: Kysely<DB>, order: Order, body: Pick<TrChangeFeeBody, 'ticketIds' | 'seatType'>, train: SupplierTrain, now: Date): Promise<ChangePlan> {
  if (!AFTER_SALE_FROM.includes(order.status as OrderStatus)) throw conflict('orderStateInvalid')
  const [all, legs, passengers, pending] = await Promise.all([
    findTrainTickets(db, [order.id]), findLegs(db, [order.id]), findTrainPassengers(db, [order.id]), pendingChangeTickets(db, [order.id], now),
  ])
  const tickets = pickTickets(all, body.ticketIds)
  if (tickets.some((t) => t.status !== 'ISSUED')) throw conflict('changeNothing')
  if (tickets.some((t) => t.changed_from_ticket_id !== null)) throw conflict('trainChangeOnce')
  if (tickets.some((t) => pending.old.has(t.id))) throw conflict('changePending')
  const oldLeg = legs.find((l) => l.id === tickets[0].leg_id) as TrainLeg
  if (tickets.some((t) => t.leg_id !== oldLeg.id)) throw badInput('trainChangeOneLeg')
  if (oldLeg.depart_at.getTime() <= now.getTime()) throw conflict('trainChangeDeparted')
  if (train.fromStation.cityCode !== oldLeg.from_city || train.toStation.cityCode !== oldLeg.to_city) throw badInput('trainChangeRouteMismatch')
  if (train.trainKey === oldLeg.train_key && tickets.every((t) => t.seat_type === body.seatType)) throw badInput('trainChangeSameTrain')
  const seat = train.seats.find((s) => s.seatType === body.seatType)
  if (!seat) throw badInput('trainSeatUnknown')
  if (train.saleState !== 'bookable') throw conflict('trainNotOnSale')
  const hoursBefore = hoursBeforeDeparture(oldLeg.depart_at, now)
  const toLaterDate = train.date > oldLeg.train_date
  const items = tickets.map((t): ChangeItemPlan => {
    const p = passengers.find((x) => x.id === t.passenger_id)
    const ticketType = p?.ticket_type ?? 1
    const newFare = ticketFare(seat.price, ticketType, body.seatType)
    const s = changeSettlement(Number(t.fare), newFare, hoursBefore, toLaterDate)
    return {
      ticket: t, passengerName: p?.name ?? '', ticketType, oldFare: Number(t.fare), newFare,
      percent: s.percent, fee: s.fee, difference: s.difference, differenceFee: s.differenceFee, payable: s.payable, refundable: s.refundable,
    }
  })
  return {
    oldLeg, tickets, items, hoursBefore: Math.round(hoursBefore * 100) / 100,
    changeFee: money(items.reduce((s, i) => s + i.fee, 0)),
    payable: money(items.reduce((s, i) => s + i.payable, 0)),
    refundable: money(items.reduce((s, i) => s + i.refundable, 0)),
  }
}

/** POST changeFee: what changing these tickets to another train costs (allowed false with the reason when it cannot be done). */
export async function trainChangeFee(ctx: AppContext, caller: Caller, body: TrChangeFeeBody, lang: Lang): Promise<TrChangeFeeReply> {
  const order = await orderForAction(ctx, caller, Number(body.orderId))
  const train = await trainOf(ctx, body.newTrainKey)
  const payer = payerOf(order)
  let plan: ChangePlan
  try {
    plan = await planChange(ctx.db, order, body, train, ctx.clock())
  } catch (error) {
    // A change that cannot be done is an answer here (the screen shows why), not an error; unknown ids stay 4004.
    if (error instanceof AppError && error.errCode !== ErrCode.NOT_FOUND) {
      return {
        allowed: false, reason: translate(lang, error.messageKey, error.params), hoursBeforeDeparture: 0, newLeg: null, items: [], changeFee: 0, payable: 0, refundable: 0,
        payType: payer, settlement: 'NONE',
      }
    }
    throw error
  }
  return {
    allowed: true,
    hoursBeforeDeparture: plan.hoursBefore,
    newLeg: listingView(train, plan.oldLeg.leg_no, lang),
    items: plan.items.map((i) => ({
      ticketId: String(i.ticket.id), passengerName: i.passengerName, oldFare: i.oldFare, newFare: i.newFare, changeFeePercent: i.percent, changeFee: i.fee,
      difference: i.difference, differenceFee: i.differenceFee, payable: i.payable, refundable: i.refundable,
    })),
    changeFee: plan.changeFee,
    payType: payer,
    ...settlementOf(plan.payable, plan.refundable, payer),
  }
}

/**
 * Issues a change inside the caller's transaction (order and change locked): the old tickets are
 * replaced (their seats and claims back), the new ones get their seats and claims, the money is
 * settled (company charge or money back; a personal payment was taken by the caller) and the
 * order moves to CHANGED or PARTIAL_CHANGE. Returns the status and the quotas given back.
 */
async function issueChangeIn(
  ctx: AppContext,
  trx: Kysely<DB>,
  order: Order,
  change: TrainChange,
  seats: IssuedTicket[],
  paid: { payNo: string } | null,
  actorEmpId: number,
  now: Date,
): Promise<{ status: OrderStatus; quotas: Quota[] }> {
  const items = await findTrainChangeItems(trx, [change.id])
  const [passengers, legs, tickets] = await Promise.all([findTrainPassengers(trx, [order.id]), findLegs(trx, [order.id]), findTrainTickets(trx, [order.id])])
  const oldTickets = items.map((i) => tickets.find((t) => t.id === i.old_ticket_id) as TrainTicket)
  const newTickets = items.map((i) => tickets.find((t) => t.id === i.new_ticket_id) as TrainTicket)
  const quotas = await releaseTicketSeats(trx, oldTickets, legs)
  await setTrainTicketsStatus(trx, oldTickets.map((t) => t.id), 'CHANGED')
  await releaseTrainClaims(trx, oldTickets.map((t) => t.id))
  for (const [i, t] of newTickets.entries()) {
    const s = seats[i]
    await issueTrainTicket(trx, t.id, { ticketNo: s.ticketNo, carriage: s.carriage, seatNo: s.seatNo, labelZh: s.labelZh, labelEn: s.labelEn })
  }
  // A change to another seat of the same train held it through the old ticket until now.
  await claimOrRefuse(trx, order, newTickets, passengers, legs)
  const live = (await findTrainTickets(trx, [order.id])).filter((t) => t.status === 'ISSUED')
  const to: OrderStatus = live.every((t) => t.changed_from_ticket_id !== null) ? ORDER_STATUS.CHANGED : ORDER_STATUS.PARTIAL_CHANGE
  const payable = Number(change.payable)
  const refundable = Number(change.refundable)
  if (payable > 0 && !paid) await chargeMoney(ctx, trx, order, { scene: 'change', amount: payable, now, empId: actorEmpId, description: change.change_no })
  if (refundable > 0) await refundMoney(ctx, trx, order, { refundNo: change.change_no, amount: refundable, reason: change.reason || 'train change', now, empId: actorEmpId })
  await moveOrder(trx, order, to, {
    event: 'change', actorEmpId, note: change.change_no, at: now,
    set: { paid_amount: money(Number(order.paid_amount) + payable), refunded_amount: money(Number(order.refunded_amount) + refundable) },
  })
  await settleTrainChange(trx, change.id, { orderStatus: to, paidAt: payable > 0 ? now : null, payNo: paid?.payNo ?? null })
  return { status: to, quotas }
}

/** The supplier's seats for the new tickets of a change (before its transaction). */
function newSeats(ctx: AppContext, train: SupplierTrain, seatType: string, count: number): Promise<IssuedTicket[]> {
  return seatsFromSupplier(ctx, Array.from({ length: count }, () => ({
    trainKey: train.trainKey, inventoryKey: train.inventoryKey, trainDate: train.date, seatType, capacity: capacityOf(train, seatType),
  })))
}

/**
 * POST changeAdd: takes the new seats, writes the change with its new tickets, and issues it at
 * once (company account, money back, or nothing owed) or leaves it waiting for the traveller's
 * payment (/pay/payment with changeId).
 */
export async function trainChange(ctx: AppContext, caller: Caller, body: TrChangeAddBody): Promise<TrChangeAddReply> {
  const visible = await orderForAction(ctx, caller, Number(body.orderId))
  const train = await trainOf(ctx, body.newTrainKey)
  const preview = await planChange(ctx.db, visible, body, train, ctx.clock())
  const payer = payerOf(visible)
  const waits = settlementOf(preview.payable, preview.refundable, payer).settlement === 'PAY_ONLINE'
  const seats = waits ? [] : await newSeats(ctx, train, body.seatType, preview.items.length)
  const now = ctx.clock()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order) throw notFound()
    const plan = await planChange(trx, order, body, train, now)
    if (!(await takeTrainSeats(trx, { inventoryKey: train.inventoryKey, seatType: body.seatType, capacity: capacityOf(train, body.seatType), trainDate: train.date }, plan.items.length))) {
      throw conflict('trainSeatSoldOut')
    }
    const legId = await insertLeg(trx, legRowOf(order.id, plan.oldLeg.leg_no, train, plan.oldLeg.id))
    const fresh = await insertTrainTickets(trx, plan.items.map((i) => ({
      order_id: order.id, passenger_id: i.ticket.passenger_id, leg_id: legId, leg_no: plan.oldLeg.leg_no, seat_type: body.seatType,
      fare: i.newFare, service_fee: 0, insurance: 0, status: 'BOOKED', ticket_no: null, carriage: null, seat_no: null,
      seat_label_zh: null, seat_label_en: null, changed_from_ticket_id: i.ticket.id, created_at: now,
    })))
    const { payable, refundable, settlement } = settlementOf(plan.payable, plan.refundable, payer)
    const pending = settlement === 'PAY_ONLINE'
    const changeNo = await nextOrderNo(trx, CHANGE_PREFIX, chinaDate(now))
    const change = await insertTrainChange(trx, {
      change_no: changeNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: caller.empId, order_status: pending ? PENDING : order.status,
      reason: body.reason?.trim() ?? '', leg_no: plan.oldLeg.leg_no, old_leg_id: plan.oldLeg.id, new_leg_id: legId,
      change_fee: plan.changeFee, payable, refundable, pay_type: settlement === 'NONE' ? null : payer,
      pay_deadline: pending ? addMs(now, PAY_WINDOW_MS) : null, paid_at: null, pay_no: null, created_at: now,
    }, plan.items.map((i, k) => ({
      passenger_id: i.ticket.passenger_id, old_ticket_id: i.ticket.id, new_ticket_id: fresh[k].id, old_fare: i.oldFare, new_fare: i.newFare,
      change_fee_percent: i.percent, change_fee: i.fee, difference: i.difference, difference_fee: i.differenceFee, payable: i.payable, refundable: i.refundable,
    })))
    if (pending) {
      // The new train is held for the passengers while they pay; another booking of it by them is refused.
      const [passengers, legs] = await Promise.all([findTrainPassengers(trx, [order.id]), findLegs(trx, [order.id])])
      await claimOrRefuse(trx, order, fresh, passengers, legs, plan.tickets.map((t) => t.id))
      await insertEvent(trx, { orderId: order.id, from: order.status, to: order.status, event: 'change-requested', actorEmpId: caller.empId, note: changeNo, at: now })
      return { change, to: PENDING as OrderStatus, payable, refundable, settlement, quotas: [] as Quota[] }
    }
    const issued = await issueChangeIn(ctx, trx, order, change, seats, null, caller.empId, now)
    return { change, to: issued.status, payable, refundable, settlement, quotas: issued.quotas }
  })
  if (result.quotas.length > 0) await fulfilStandby(ctx, result.quotas)
  return {
    changeId: String(result.change.id),
    changeNo: result.change.change_no,
    orderStatus: result.to,
    payable: result.payable,
    refundable: result.refundable,
    settlement: result.settlement,
    needPayment: result.settlement === 'PAY_ONLINE',
    payDeadline: result.change.pay_deadline ? minuteText(result.change.pay_deadline) : null,
  }
}

// ---------------------------------------------------------------- paying a change

/** A change of a visible order waiting for payment within its deadline (4009 otherwise). A read. */
export async function payableTrainChange(ctx: AppContext, caller: Caller, orderId: number, changeId: number): Promise<{ change: TrainChange; amount: number }> {
  const order = await visibleTrainOrder(ctx, caller, orderId)
  const stored = await findTrainChange(ctx.db, order.id, changeId)
  if (!stored) throw notFound()
  const change = changeSeen(stored, ctx.clock())
  if (change.order_status === ORDER_STATUS.CANCELLED) throw conflict('changePayExpired')
  if (change.order_status !== PENDING || !change.pay_deadline || change.pay_deadline.getTime() <= ctx.clock().getTime()) throw conflict('changeNotPayable')
  return { change, amount: Number(change.payable) }
}

/** Takes the traveller's payment of a change and issues it (the spine's pay/online with changeId). */
export async function payTrainChange(ctx: AppContext, caller: Caller, orderId: number, changeId: number, payNo: string, amount: number): Promise<string> {
  const change = await findTrainChange(ctx.db, orderId, changeId)
  if (!change) throw notFound()
  const [items, legs] = await Promise.all([findTrainChangeItems(ctx.db, [change.id]), findLegs(ctx.db, [orderId])])
  const newLeg = legs.find((l) => l.id === change.new_leg_id) as TrainLeg
  const newTickets = (await findTrainTickets(ctx.db, [orderId])).filter((t) => items.some((i) => i.new_ticket_id === t.id))
  const train = await ctx.trains.getTrain(newLeg.train_key)
  const seats = await seatsFromSupplier(ctx, items.map((i) => {
    const t = newTickets.find((x) => x.id === i.new_ticket_id) as TrainTicket
    return { trainKey: newLeg.train_key, inventoryKey: newLeg.inventory_key, trainDate: newLeg.train_date, seatType: t.seat_type, capacity: train ? capacityOf(train, t.seat_type) : 0 }
  }))
  const now = ctx.clock()
  const result = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    const locked = order ? await lockTrainChange(trx, order.id, changeId) : undefined
    if (!order || !locked) throw notFound()
    if (locked.order_status !== PENDING || !locked.pay_deadline || locked.pay_deadline.getTime() <= now.getTime()) {
      throw conflict(locked.order_status === ORDER_STATUS.CANCELLED || (locked.pay_deadline?.getTime() ?? 0) <= now.getTime() ? 'changePayExpired' : 'changeNotPayable')
    }
    if (Math.abs(Number(locked.payable) - amount) >= 0.005) throw conflict('payAmountMismatch')
    const charged = await ctx.payments.charge({ payNo, payType: 'PERSONAL', amount, corpId: order.corp_id, empId: caller.empId, description: locked.change_no })
    await recordPayment(trx, { payNo, corpId: order.corp_id, empId: caller.empId, payType: 'PERSONAL', scene: 'change', amount, providerRef: charged.reference, at: now }, [order.id])
    return issueChangeIn(ctx, trx, order, locked, seats, { payNo }, caller.empId, now)
  })
  if (result.quotas.length > 0) await fulfilStandby(ctx, result.quotas)
  return result.status
}

// ---------------------------------------------------------------- lapsing

/**
 * Lets changes lapse that waited for payment past their deadline (of one order, or all): the new
 * tickets void, their seats and claims back, the change CANCELLED; the old tickets stay valid.
 * Returns how many lapsed.
 */
export async function expireDueTrainChanges(ctx: AppContext, orderId?: number): Promise<number> {
  const now = ctx.clock()
  let lapsed = 0
  const freed: Quota[] = []
  for (const due of await findDueTrainChanges(ctx.db, now, orderId)) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, due.corp_id, due.order_id)
      const change = order ? await lockTrainChange(trx, order.id, due.id) : undefined
      if (!order || !change || change.order_status !== PENDING || !change.pay_deadline || change.pay_deadline.getTime() > now.getTime()) return false
      const newIds = (await findTrainChangeItems(trx, [change.id])).map((i) => i.new_ticket_id)
      const tickets = (await findTrainTickets(trx, [order.id])).filter((t) => newIds.includes(t.id) && t.status === 'BOOKED')
      freed.push(...(await releaseTicketSeats(trx, tickets, await findLegs(trx, [order.id]))))
      await setTrainTicketsStatus(trx, tickets.map((t) => t.id), 'VOID')
      await releaseTrainClaims(trx, tickets.map((t) => t.id))
      await lapseTrainChange(trx, change.id, ORDER_STATUS.CANCELLED)
      await insertEvent(trx, { orderId: order.id, from: order.status, to: order.status, event: 'change-lapsed', actorEmpId: null, note: change.change_no, at: now })
      return true
    })
    if (done) lapsed += 1
  }
  if (freed.length > 0) await fulfilStandby(ctx, freed)
  return lapsed
}

// ---------------------------------------------------------------- detail

/** GET changeOrderDetail. A read: a change past its payment deadline shows as lapsed. */
export async function trainChangeDetail(ctx: AppContext, caller: Caller, changeId: number, lang: Lang): Promise<TrChangeDetail> {
  const found = await findTrainChangeOfCompany(ctx.db, caller.corpId, changeId)
  if (!found) throw notFound()
  const order = await visibleTrainOrder(ctx, caller, found.order_id)
  const now = ctx.clock()
  const change = changeSeen(found, now)
  const [items, passengers, tickets, legs] = await Promise.all([
    findTrainChangeItems(ctx.db, [change.id]), findTrainPassengers(ctx.db, [order.id]), findTrainTickets(ctx.db, [order.id]), findLegs(ctx.db, [order.id]),
  ])
  const oldLeg = legs.find((l) => l.id === change.old_leg_id) as TrainLeg
  const newLeg = legs.find((l) => l.id === change.new_leg_id) as TrainLeg
  const payer = (change.pay_type === 'COMPANY' || change.pay_type === 'PERSONAL' ? change.pay_type : payerOf(order)) as Payer
  const waiting = change.order_status === PENDING && change.pay_deadline !== null && change.pay_deadline.getTime() > now.getTime()
  const label = (id: number) => {
    const t = tickets.find((x) => x.id === id)
    return (lang === 'en' ? t?.seat_label_en : t?.seat_label_zh) ?? ''
  }
  return {
    changeId: String(change.id),
    changeNo: change.change_no,
    orderType: ORDER_TYPE.TRAIN_CHANGE,
    orderId: String(order.id),
    orderNo: order.order_no,
    status: change.order_status as OrderStatusCode,
    reason: change.reason,
    createdAt: formatChinaTime(change.created_at),
    oldLeg: legView(oldLeg, lang),
    newLeg: legView(newLeg, lang),
    items: items.map((i) => ({
      passengerName: passengers.find((p) => p.id === i.passenger_id)?.name ?? '',
      oldTicketId: String(i.old_ticket_id),
      newTicketId: String(i.new_ticket_id),
      oldSeatLabel: label(i.old_ticket_id),
      newSeatLabel: label(i.new_ticket_id),
      oldFare: Number(i.old_fare),
      newFare: Number(i.new_fare),
      changeFee: Number(i.change_fee),
      payable: Number(i.payable),
      refundable: Number(i.refundable),
    })),
    changeFee: Number(change.change_fee),
    ...settlementOf(Number(change.payable), Number(change.refundable), payer),
    payType: payer,
    payDeadline: waiting && change.pay_deadline ? minuteText(change.pay_deadline) : null,
    paySecondsLeft: waiting && change.pay_deadline ? Math.max(0, Math.floor((change.pay_deadline.getTime() - now.getTime()) / 1000)) : 0,
    paidAt: change.paid_at ? formatChinaTime(change.paid_at) : null,
    canPay: waiting,
  }
}
