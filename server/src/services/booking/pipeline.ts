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
 * otherwise AWAITING_PAYMENT with the 15-minute one.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findOrderByToken, insertOrder, nextOrderNo, type NewOrder, type Order } from '../../db/repositories/orders'
import { isCostCenterOf, isProjectOf } from '../../db/repositories/reference'
import { lockKey } from '../../db/repositories/verification'
import type { DB } from '../../db/types'
import { badInput } from '../../errors'
import { chinaDate } from '../../util/time'
import { startInstance, type LoadedRule } from '../approvals/approval-engine'
import { bookRouteIn, type BookingUnderApplication } from '../trips/trip-applications'
import { expireDueOrders } from '../orders/lifecycle'
import { ORDER_STATUS, PAY_WINDOW_MS } from '../orders/order-state'
import { assertMove, kindOfType } from '../orders/registry'

/** How many overdue orders a booking expires before its own transaction (the sweep does the rest). */
const BOOKING_EXPIRY_LIMIT = 5

/** The header columns a product fills (the pipeline sets type, product, number, booker, token, application, status, deadline and times). */
export type HeaderValues = Omit<
  NewOrder,
  'order_no' | 'order_type' | 'product_code' | 'corp_id' | 'booker_emp_id' | 'client_token' | 'ccsqd_id' | 'route_id' | 'status' | 'pay_deadline' |
  'need_approval' | 'created_at' | 'updated_at'
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

/** Writes a booking (or answers the order of an earlier identical submission). */
export async function bookInTransaction(ctx: AppContext, request: BookingRequest): Promise<{ order: Order; created: boolean }> {
  const kind = kindOfType(request.orderType)
  if (!kind) throw new Error(`no order kind registered for order type ${request.orderType}`)
  // Holds of orders that can no longer be paid go first (the sweep's own step, bounded), so the
  // last seat of an expired order is bookable now rather than at the next sweep.
  await expireDueOrders(ctx, ctx.clock(), BOOKING_EXPIRY_LIMIT)
  const needApproval = request.rule !== null
  const status = needApproval ? ORDER_STATUS.IN_APPROVAL : ORDER_STATUS.AWAITING_PAYMENT
  assertMove(kind, null, status)
  const now = ctx.clock()
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
      created_at: now,
      updated_at: now,
    }, { event: 'book', actorEmpId: request.bookerEmpId })
    await request.hold(trx, order)
    // After the hold, like every other locker of an application: subject, then instance.
    if (request.application) await bookRouteIn(trx, request.corpId, request.application, order.id)
    if (request.rule) await startInstance(trx, await kind.hooks.approvalSubject(trx, order), request.rule, now)
    return { order, created: true }
  })
}
