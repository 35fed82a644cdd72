/**
 * The traveller's yes to a fare that moved beyond the company's tolerance while the order was in
 * approval (fare protection, booking/fare-protection.ts): the order is priced again now; at the
 * total the traveller saw it takes that price and a fresh payment deadline, otherwise the new
 * total is what they are asked next (4009 with it). Saying no is cancelling the order.
 */
import type { AppContext, Caller } from '../../context'
import { insertEvent, lockOrder, updateOrderColumns } from '../../db/repositories/orders'
import { conflict } from '../../errors'
import type { FareConfirmReply } from '../../schemas/order'
import { addMs, formatChinaTime } from '../../util/time'
import { fen, movedText } from '../booking/fare-protection'
import { effectiveStatus, visibleOrderOf } from './lifecycle'
import { ORDER_STATUS, PAY_WINDOW_MS } from './order-state'
import { kindOf } from './registry'

/** POST /obt/order/fareConfirm */
export async function confirmFare(ctx: AppContext, caller: Caller, orderId: string): Promise<FareConfirmReply> {
  const visible = await visibleOrderOf(ctx, caller, Number(orderId))
  const now = ctx.clock()
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, caller.corpId, visible.id)
    if (!order || effectiveStatus(order, now) !== ORDER_STATUS.AWAITING_PAYMENT) throw conflict('orderStateInvalid')
    const requote = kindOf(order).hooks.requote
    if (order.fare_ask_total === null || !requote) throw conflict('fareNothingToConfirm')
    const asked = Number(order.fare_ask_total)
    const current = await requote(ctx, trx, order)
    if (fen(current.total) !== fen(asked)) {
      await updateOrderColumns(trx, order.id, { fare_ask_total: current.total, updated_at: now })
      return { again: current.total, accepted: null }
    }
    await current.apply(trx)
    const deadline = addMs(now, PAY_WINDOW_MS)
    // The accepted total is the quote from now on: the order no longer reads as "moved within the tolerance".
    await updateOrderColumns(trx, order.id, { fare_ask_total: null, quoted_total: current.total, pay_deadline: deadline, updated_at: now })
    await insertEvent(trx, {
      orderId: order.id, from: order.status, to: order.status, event: 'fareAccepted', actorEmpId: caller.empId,
      note: movedText(Number(order.total_amount), current.total), at: now,
    })
    return { again: null, accepted: { totalAmount: current.total, payDeadline: formatChinaTime(deadline) } }
  })
  // Thrown after the commit, so the new total stays asked.
  if (outcome.accepted === null) throw conflict('fareChangedAgain', { params: { amount: outcome.again }, data: { field: 'fare' } })
  return { orderId: String(visible.id), ...outcome.accepted }
}
