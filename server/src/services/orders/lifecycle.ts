/**
 * The life of an order header, for every registered kind: the status moves (each one the
 * conditional update + event of repositories/orders.ts, checked against the kind's transition
 * table), approval and rejection, cancelling and expiring unpaid orders (with the kind's
 * release), issuing after payment, the sweep, what the caller may see, and the to-pay badge.
 *
 * Reads never write: an AWAITING_PAYMENT order past its deadline is shown (and counted) as
 * CANCELLED by readers through `effectiveStatus` / `asSeen`, and refused by payment and cancel;
 * only the sweep cancels it (with the kind's release and one 'expire' event).
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import {
  claimDueOrder,
  countAwaitingPayment,
  findOrder,
  insertEvent,
  leaseStuckOrders,
  lockOrder,
  setStatus,
  type Order,
  type StatusChange,
} from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { conflict, notFound } from '../../errors'
import { addMs, minutes } from '../../util/time'
import { cancelPendingInstances, releaseRouteOfOrder } from '../approvals/approval-engine'
import { refundMoney } from '../payment/money'
import { CANCELLABLE, ORDER_STATUS, PAY_WINDOW_MS, type OrderStatus } from './order-state'
import { assertMove, kindOf, orderKinds } from './registry'
import { purgeExpiredClosures } from '../identity/close-account'
import { fareOnApproval, movedText, protectionOf } from '../booking/fare-protection'
import { findTravelSettings } from '../../db/repositories/settings'

/** How long a paid order may wait before issuing until the sweep retries it. */
const ISSUING_RETRY_MS = minutes(1)

/** Most orders one sweep expires (the next sweep takes the rest). */
const SWEEP_LIMIT = 500

/**
 * Moves an order (read or locked by the caller in this transaction) from its status to `to`:
 * the kind must allow it and the row must still be in that status (4009 otherwise).
 */
export async function moveOrder(
  trx: Kysely<DB>,
  order: Order,
  to: string,
  change: Omit<StatusChange, 'orderId' | 'from' | 'to'>,
): Promise<void> {
  assertMove(kindOf(order), order.status, to)
  if (!(await setStatus(trx, { ...change, orderId: order.id, from: order.status, to }))) throw conflict('orderStateInvalid')
}

/** Whether an order waits for a payment whose deadline has passed. */
export function isDue(order: Pick<Order, 'status' | 'pay_deadline'>, now: Date): boolean {
  return order.status === ORDER_STATUS.AWAITING_PAYMENT && order.pay_deadline !== null && order.pay_deadline.getTime() <= now.getTime()
}

/** The status readers show: an unpaid order past its deadline is CANCELLED, whether or not the sweep got to it yet. */
export function effectiveStatus(order: Pick<Order, 'status' | 'pay_deadline'>, now: Date): string {
  return isDue(order, now) ? ORDER_STATUS.CANCELLED : order.status
}

/**
 * An order as readers see it: one past its payment deadline is already CANCELLED without a
 * deadline, whether or not the sweep got to it yet (nothing is written).
 */
export function asSeen<T extends Pick<Order, 'status' | 'pay_deadline'>>(order: T, now: Date): T {
  return isDue(order, now) ? { ...order, status: ORDER_STATUS.CANCELLED, pay_deadline: null } : order
}

/**
 * Ends an order that was never paid: status `to` (no deadline), the kind gives back what it
 * holds, a pending approval is withdrawn and the application route it booked is open again.
 */
export async function closeUnpaid(trx: Kysely<DB>, order: Order, to: OrderStatus, event: string, actorEmpId: number | null, now: Date, note?: string): Promise<void> {
  await moveOrder(trx, order, to, { event, actorEmpId, note, at: now, set: { pay_deadline: null } })
  await kindOf(order).hooks.release(trx, order, now)
  await cancelPendingInstances(trx, order.order_type, order.id, now)
  await releaseRouteOfOrder(trx, order.id)
}

/**
 * An approved order waits for payment with a fresh deadline. Inside the approval's transaction
 * (order locked). An order whose quote was protected (booking/fare-protection.ts) and whose hold
 * has run out is priced again first: within the tolerance it goes on at the new fare (event
 * 'fareMoved'); beyond it the new total waits for the traveller's yes (`fare_ask_total`, event 'fareAsk').
 */
export async function approveOrderIn(ctx: AppContext, trx: Kysely<DB>, order: Order, approverEmpId: number | null, now: Date): Promise<void> {
  const requote = kindOf(order).hooks.requote
  let fare: { event: string; note: string; askTotal: number | null } | null = null
  if (requote && order.fare_hold_until !== null && order.quoted_total !== null && now.getTime() > order.fare_hold_until.getTime()) {
    const quoted = Number(order.quoted_total)
    const current = await requote(ctx, trx, order)
    const decided = fareOnApproval(protectionOf(await findTravelSettings(trx, order.corp_id)), { quoted, current: current.total, holdUntil: order.fare_hold_until, now })
    if (decided.outcome === 'moved') {
      await current.apply(trx)
      fare = { event: 'fareMoved', note: movedText(quoted, decided.total), askTotal: null }
    } else if (decided.outcome === 'ask') {
      fare = { event: 'fareAsk', note: movedText(quoted, decided.total), askTotal: decided.total }
    }
  }
  await moveOrder(trx, order, ORDER_STATUS.AWAITING_PAYMENT, {
    event: 'approve', actorEmpId: approverEmpId, at: now,
    set: { pay_deadline: addMs(now, PAY_WINDOW_MS), fare_hold_until: null, fare_ask_total: fare?.askTotal ?? null },
  })
  if (fare) await insertEvent(trx, { orderId: order.id, from: ORDER_STATUS.AWAITING_PAYMENT, to: ORDER_STATUS.AWAITING_PAYMENT, event: fare.event, actorEmpId: null, note: fare.note, at: now })
}

/** A rejected order gives back what it holds. Inside the approval's transaction. */
export async function rejectOrderIn(trx: Kysely<DB>, order: Order, approverEmpId: number, note: string | undefined, now: Date): Promise<void> {
  await closeUnpaid(trx, order, ORDER_STATUS.REJECTED, 'reject', approverEmpId, now, note || undefined)
}

/** approveOrderIn in a transaction of its own (tools and tests that approve without the approval flow). */
export async function approveOrder(ctx: AppContext, corpId: number, orderId: number, approverEmpId: number): Promise<void> {
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, corpId, orderId)
    if (!order) throw notFound()
    await approveOrderIn(ctx, trx, order, approverEmpId, now)
  })
}

/** rejectOrderIn in a transaction of its own. */
export async function rejectOrder(ctx: AppContext, corpId: number, orderId: number, approverEmpId: number, note?: string): Promise<void> {
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, corpId, orderId)
    if (!order) throw notFound()
    await rejectOrderIn(trx, order, approverEmpId, note, now)
  })
}

/**
 * The caller cancels an order that is not paid yet (AWAITING_SUBMIT, IN_APPROVAL, AWAITING_PAYMENT
 * within its deadline). One past its deadline is already cancelled as the caller sees it (4009);
 * the sweep expires it.
 */
export async function cancelUnpaidOrder(ctx: AppContext, caller: Caller, orderId: number): Promise<void> {
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, orderId)
    if (!order || !CANCELLABLE.includes(order.status as OrderStatus) || isDue(order, now)) throw conflict('orderStateInvalid')
    await closeUnpaid(trx, order, ORDER_STATUS.CANCELLED, 'cancel', caller.empId, now)
  })
}

/**
 * A refund of a paid order (inside the caller's transaction, order locked): the money back to
 * the payer, the refunded amount, the move to PARTIAL_REFUND / FULL_REFUND with its event; a full
 * refund opens the application route it booked. What is refunded (tickets, seats, fees) is the
 * kind's business before it calls this.
 */
export async function refundOrderIn(
  ctx: AppContext,
  trx: Kysely<DB>,
  order: Order,
  refund: { to: OrderStatus; amount: number; refundNo: string; reason: string; actorEmpId: number; at: Date },
): Promise<void> {
  assertMove(kindOf(order), order.status, refund.to)
  await refundMoney(ctx, trx, order, { refundNo: refund.refundNo, amount: refund.amount, reason: refund.reason, now: refund.at, empId: refund.actorEmpId })
  await moveOrder(trx, order, refund.to, {
    event: 'refund', actorEmpId: refund.actorEmpId, note: refund.refundNo, at: refund.at,
    set: { refunded_amount: Math.round((Number(order.refunded_amount) + refund.amount) * 100) / 100 },
  })
  // Nothing of the order travels any more: its application route may be booked again.
  if (refund.to === ORDER_STATUS.FULL_REFUND) await releaseRouteOfOrder(trx, order.id)
}

/** After the payment committed: the kind issues (its supplier). False leaves the order for the sweep's retry. */
export async function issueAfterPayment(ctx: AppContext, order: Order): Promise<boolean> {
  return kindOf(order).hooks.issueAfterPayment(ctx, order)
}

/**
 * The sweep (server.ts runs it every 30 s, in every server process): cancels unpaid orders past
 * their deadline, one transaction each, with the kind's release; runs each kind's own periodic
 * work; retries issuing paid orders stuck for a minute. Two processes sweeping at once never act
 * twice on an order: each expiry claims its row with SKIP LOCKED and moves it with the
 * conditional update; issuing retries are leased by one UPDATE.
 */
export async function sweepOrders(ctx: AppContext): Promise<{ expired: number; issued: number }> {
  const now = ctx.clock()
  const kinds = orderKinds()
  const expired = await expireDueOrders(ctx, now, SWEEP_LIMIT)
  for (const kind of kinds) if (kind.hooks.sweep) await kind.hooks.sweep(ctx)
  // Closed accounts whose three-year retention ended lose their trade-linked personal data.
  await purgeExpiredClosures(ctx)
  let issued = 0
  for (const kind of kinds) {
    for (const order of await leaseStuckOrders(ctx.db, ctx.dbKind, kind.paidStatus, addMs(now, -ISSUING_RETRY_MS), now, [kind.orderTypes[0]], 100)) {
      try {
        if (await kind.hooks.issueAfterPayment(ctx, order)) issued += 1
      } catch (error) {
        process.stderr.write(`issuing of order ${order.id} failed: ${error instanceof Error ? error.message : String(error)}\n`)
      }
    }
  }
  return { expired, issued }
}

/**
 * The sweep's expiry step: cancels up to `limit` unpaid orders past their deadline, each in its own
 * transaction with its kind's release. Bookings run it too (booking/pipeline.ts), so a seat or a
 * passenger held by an order that can no longer be paid is free at once rather than at the next
 * sweep; reads never do.
 */
export async function expireDueOrders(ctx: AppContext, now: Date, limit: number): Promise<number> {
  const types = orderKinds().map((k) => k.orderTypes[0])
  let expired = 0
  const failed: number[] = []
  for (let i = 0; i < limit; i += 1) {
    let claimed: Order | undefined
    try {
      claimed = await ctx.db.transaction().execute(async (trx) => {
        const order = await claimDueOrder(trx, ctx.dbKind, now, types, failed)
        if (!order) return undefined
        try {
          await closeUnpaid(trx, order, ORDER_STATUS.CANCELLED, 'expire', null, now)
        } catch (error) {
          throw Object.assign(error instanceof Error ? error : new Error(String(error)), { orderId: order.id })
        }
        return order
      })
    } catch (error) {
      // One order's release failed: log it, leave it for the next sweep, go on with the others.
      const id = (error as { orderId?: number }).orderId
      process.stderr.write(`order expiry failed: ${error instanceof Error ? error.message : String(error)}\n`)
      if (id === undefined) break
      failed.push(id)
      continue
    }
    if (!claimed) break
    expired += 1
  }
  return expired
}

/** An order of the caller's company that the caller may see (the kind's scope rules); 4004 otherwise, exactly like a missing id. */
export async function visibleOrderOf(ctx: AppContext, caller: Caller, orderId: number): Promise<Order> {
  const order = await findOrder(ctx.db, caller.corpId, orderId)
  if (!order || !(await kindOf(order).hooks.canSee(ctx, caller, order))) throw notFound()
  return order
}

/** Badge: orders the caller booked that wait for payment within their deadline (every kind; nothing is written). */
export function countToPay(ctx: AppContext, caller: Caller): Promise<number> {
  return countAwaitingPayment(ctx.db, caller.corpId, caller.empId, ctx.clock())
}
