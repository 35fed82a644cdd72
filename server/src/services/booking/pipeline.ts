/**
 * The end of the booking pipeline, for every kind: the idempotency answer, the cost centre and
 * project check, and the transaction — idempotency per booker and client token, the header with
 * its first event, the product's hold (inventory, its own tables), the application route, and the
 * approval instance when a rule matched — all in one transaction, so a booking is either whole or
 * absent.
 *
 * Before it a product quotes (what only it knows) and runs the pipeline's other steps with its
 * own facts: travellers.ts, application.ts, policy-reason.ts, approval.ts (flights:
 * services/flights/booking.ts). An order needing approval starts IN_APPROVAL without a deadline;
 * otherwise AWAITING_PAYMENT with the 15-minute one. Fare protection (fare-protection.ts) may
 * find the booking already approved by its application, or keep its quote while it is approved.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findOrderByToken, insertOrder, nextOrderNo, type NewOrder, type Order } from '../../db/repositories/orders'
import { isCostCenterOf, isProjectOf } from '../../db/repositories/reference'
import { findTravelSettings } from '../../db/repositories/settings'
import { findApplication, findCurrentRoutes } from '../../db/repositories/trip-applications'
import { lockKey } from '../../db/repositories/verification'
import type { DB } from '../../db/types'
import { badInput } from '../../errors'
import { chinaDate } from '../../util/time'
import { startInstance, type LoadedRule } from '../approvals/approval-engine'
import { bookRouteIn, type BookingUnderApplication } from '../trips/trip-applications'
import { expireDueOrders } from '../orders/lifecycle'
import { ORDER_STATUS, PAY_WINDOW_MS } from '../orders/order-state'
import { assertMove, kindOfType } from '../orders/registry'
import type { BiText } from '../messages/emp-messages'
import { budgetCovers, coveredText, protectionOf } from './fare-protection'

/** How many overdue orders a booking expires before its own transaction (the sweep does the rest). */
const BOOKING_EXPIRY_LIMIT = 5

/** The header columns a product fills (the pipeline sets type, product, number, booker, token, application, status, deadline and times). */
export type HeaderValues = Omit<
  NewOrder,
  'order_no' | 'order_type' | 'product_code' | 'corp_id' | 'booker_emp_id' | 'client_token' | 'ccsqd_id' | 'route_id' | 'status' | 'pay_deadline' |
  'need_approval' | 'created_at' | 'updated_at' | 'quoted_total' | 'fare_hold_until' | 'fare_ask_total'
>

/** The cost centre and project a booking names must be the company's (4000 naming the field otherwise). */
export async function checkAccounting(ctx: AppContext, corpId: number, ids: { costCenterId?: string | null; projectId?: string | null }): Promise<void> {
  if (ids.costCenterId && !(await isCostCenterOf(ctx.db, corpId, Number(ids.costCenterId)))) throw badInput('costCenterUnknown')
  if (ids.projectId && !(await isProjectOf(ctx.db, corpId, Number(ids.projectId)))) throw badInput('projectUnknown')
}

/** A booking ready to be written. */
export interface BookingRequest {
  corpId: number
  bookerEmpId: number
  /** The client's idempotency key: the same key of the same booker always answers the same order. */
  clientToken: string
  orderType: number
  /** Prefix of the order number (TK flights, or a product's own). */
  noPrefix: string
  header: HeaderValues
  /**
   * The business-trip application (and route) the booking is made under, already checked by
   * trip-applications.checkBookingApplication; re-checked under its lock in the transaction and
   * its route marked booked by this order.
   */
  application: BookingUnderApplication | null
  /** The approval rule that matched (null: no approval, straight to payment). */
  rule: LoadedRule | null
  /** The product's part inside the transaction: take inventory (throw 4009 to refuse), write its tables. */
  hold(trx: Kysely<DB>, order: Order): Promise<void>
}

/** The order a booker already submitted with this token, if any (answered before any work). */
export function previousBooking(ctx: AppContext, bookerEmpId: number, clientToken: string): Promise<Order | undefined> {
  return findOrderByToken(ctx.db, bookerEmpId, clientToken)
}

/** What fare protection makes of a booking's approval (fare-protection.ts). */
interface ProtectedApproval {
  /** The rule still to run (null: none, or the application's approval covers the booking). */
  rule: LoadedRule | null
  /** Why no second round: the name of the automatic approval the timeline shows. */
  covered: BiText | null
  /** An order in approval keeps its quoted total until then. */
  holdUntil: Date | null
}

/**
 * Fare protection's part of a booking: with the company's protection on, a booking under an
 * approved application's route that is in policy and within the route's budget (+ tolerance)
 * is approved by that application; one that still needs approval keeps its quote for the hold time.
 */
async function protectedApproval(ctx: AppContext, request: BookingRequest, now: Date): Promise<ProtectedApproval> {
  const none = { rule: request.rule, covered: null, holdUntil: null }
  if (request.rule === null) return none
  const p = protectionOf(await findTravelSettings(ctx.db, request.corpId))
  if (!p.enabled) return none
  const under = request.application
  if (under?.routeId != null) {
    const app = await findApplication(ctx.db, request.corpId, under.applicationId)
    const route = app ? (await findCurrentRoutes(ctx.db, [app.id])).find((r) => r.id === under.routeId) : undefined
    const budget = route?.fyys == null ? null : Number(route.fyys)
    const total = Number(request.header.total_amount)
    if (app && budget !== null && budgetCovers(p, { inPolicy: request.header.violations === null, total, budget })) {
      return { rule: null, covered: coveredText(p, app.ccsqd_no, total, budget), holdUntil: null }
    }
  }
  return { ...none, holdUntil: new Date(now.getTime() + p.holdMinutes * 60_000) }
}

/** Writes a booking (or answers the order of an earlier identical submission). */
export async function bookInTransaction(ctx: AppContext, request: BookingRequest): Promise<{ order: Order; created: boolean }> {
  const kind = kindOfType(request.orderType)
  if (!kind) throw new Error(`no order kind registered for order type ${request.orderType}`)
  // Holds of orders that can no longer be paid go first (the sweep's own step, bounded), so the
  // last seat of an expired order is bookable now rather than at the next sweep.
  await expireDueOrders(ctx, ctx.clock(), BOOKING_EXPIRY_LIMIT)
  const now = ctx.clock()
  const approval = await protectedApproval(ctx, request, now)
  const needApproval = approval.rule !== null
  const status = needApproval ? ORDER_STATUS.IN_APPROVAL : ORDER_STATUS.AWAITING_PAYMENT
  assertMove(kind, null, status)
  return ctx.db.transaction().execute(async (trx) => {
    // One submission per (booker, clientToken): parallel identical submissions wait here and find the first one's order.
    await lockKey(trx, `order-book:${request.bookerEmpId}:${request.clientToken}`)
    const again = await findOrderByToken(trx, request.bookerEmpId, request.clientToken)
    if (again) return { order: again, created: false }
    const order = await insertOrder(trx, {
      ...request.header,
      order_no: await nextOrderNo(trx, request.noPrefix, chinaDate(now)),
      order_type: request.orderType,
      product_code: kind.productCode,
      corp_id: request.corpId,
      booker_emp_id: request.bookerEmpId,
      client_token: request.clientToken,
      ccsqd_id: request.application ? String(request.application.applicationId) : null,
      route_id: request.application?.routeId ? String(request.application.routeId) : null,
      status,
      need_approval: needApproval ? 1 : 0,
      pay_deadline: needApproval ? null : new Date(now.getTime() + PAY_WINDOW_MS),
      quoted_total: approval.holdUntil ? request.header.total_amount : null,
      fare_hold_until: approval.holdUntil,
      created_at: now,
      updated_at: now,
    }, { event: 'book', actorEmpId: request.bookerEmpId })
    await request.hold(trx, order)
    // After the hold, like every other locker of an application: subject, then instance.
    if (request.application) await bookRouteIn(trx, request.corpId, request.application, order.id)
    if (approval.rule) await startInstance(trx, await kind.hooks.approvalSubject(trx, order), approval.rule, now)
    // The application's approval, on the order's timeline with the reason.
    else if (approval.covered) await startInstance(trx, await kind.hooks.approvalSubject(trx, order), null, now, approval.covered)
    return { order, created: true }
  })
}
