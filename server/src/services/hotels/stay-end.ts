/**
 * What happens to a confirmed stay once its nights come: the hotel reports the guest stayed (the
 * check-out day has come: the order completes and its guarantee is released) or did not show up
 * (the penalty of the guarantee is charged to the card, or a prepaid stay is kept by the hotel).
 * And the card vault is told of every guarantee our side released.
 *
 * Guarantees released inside the spine's transactions (an unpaid order cancelled, expired or
 * rejected) are only marked RELEASING there: the vault is an outside service and must not be
 * called inside a database transaction that may still roll back. The sweep tells the vault and
 * moves RELEASING to RELEASED with a conditional update, so two server instances sweeping at once
 * tell it at most twice (a release is idempotent at the vault) and record it once.
 */
import type { AppContext } from '../../context'
import { ORDER_TYPE } from '../../contract/order-types'
import {
  findGuaranteesReleasing,
  findHotelOrders,
  findStaysEnded,
  moveGuaranteeStatus,
} from '../../db/repositories/hotel-orders'
import { lockOrder } from '../../db/repositories/orders'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import { chinaDate } from '../../util/time'
import { moveOrder } from '../orders/lifecycle'
import { ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { hotelConflict } from './hotel-messages'

/** Tells the vault of the guarantees released on our side; how many it recorded. */
export async function settleReleasedGuarantees(ctx: AppContext): Promise<number> {
  let done = 0
  for (const row of await findGuaranteesReleasing(ctx.db)) {
    try {
      if (row.guarantee_token) await ctx.cardVault.release(row.guarantee_token)
    } catch (error) {
      // Left RELEASING: the next sweep tries again.
      process.stderr.write(`card vault release for hotel order ${row.order_id} failed: ${error instanceof Error ? error.message : String(error)}\n`)
      continue
    }
    if (await moveGuaranteeStatus(ctx.db, row.order_id, 'RELEASING', 'RELEASED')) done += 1
  }
  return done
}

/**
 * Confirmed stays whose check-out day has come (China date) are reported stayed: COMPLETED, and
 * a held guarantee is released (through RELEASING, for the vault). Returns how many completed.
 */
export async function completeEndedStays(ctx: AppContext): Promise<number> {
  const now = ctx.clock()
  let done = 0
  for (const { id, corp_id: corpId } of await findStaysEnded(ctx.db, chinaDate(now), ORDER_STATUS.ISSUED)) {
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, corpId, id)
      if (!order || order.status !== ORDER_STATUS.ISSUED) return false
      await moveOrder(trx, order, ORDER_STATUS.COMPLETED, { event: 'checkOut', actorEmpId: null, note: null, at: now })
      await moveGuaranteeStatus(trx, id, 'HELD', 'RELEASING')
      return true
    })
    if (moved) done += 1
  }
  return done
}

/** What a no-show cost: the amount charged to the guarantee card (0 when none) and the order's status. */
export interface NoShowOutcome {
  status: OrderStatus
  charged: number
  last4: string | null
}

/**
 * The hotel reports that nobody came (in the demo world a demo tool stands for the hotel's report).
 * Only a confirmed stay whose check-in day has come can be a no-show. A guaranteed pay-at-hotel
 * stay is charged its guarantee (the first night or the whole stay, as the rate plan said) on the
 * card through the vault and ends CANCELLED; a prepaid stay is kept by the hotel and ends
 * COMPLETED (nothing is refunded); a pay-at-hotel stay without a guarantee simply ends CANCELLED.
 */
export async function reportHotelNoShow(ctx: AppContext, corpId: number, orderId: number, lang: Lang): Promise<NoShowOutcome> {
  const now = ctx.clock()
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, corpId, orderId)
    const [row] = order && order.order_type === ORDER_TYPE.HOTEL ? await findHotelOrders(trx, [order.id]) : []
    if (!order || !row) throw notFound()
    if (order.status !== ORDER_STATUS.ISSUED || row.check_in > chinaDate(now)) throw hotelConflict(lang, 'noShowNotDue')
    const charge = row.payment_type !== 'PREPAY' && row.guarantee_status === 'HELD' && row.guarantee_token ? Number(row.guarantee_amount) : 0
    const to: OrderStatus = row.payment_type === 'PREPAY' ? ORDER_STATUS.COMPLETED : ORDER_STATUS.CANCELLED
    await moveOrder(trx, order, to, { event: 'noShow', actorEmpId: null, note: charge > 0 ? `penalty ${charge.toFixed(2)}` : null, at: now })
    // CHARGING until the vault answered: a crash in between leaves a visible trace, not a silent loss.
    if (charge > 0) await moveGuaranteeStatus(trx, order.id, 'HELD', 'CHARGING')
    return { to, charge, token: row.guarantee_token, last4: row.guarantee_last4, orderNo: order.order_no }
  })
  if (decided.charge > 0 && decided.token) {
    await ctx.cardVault.charge(decided.token, decided.charge, `${decided.orderNo} no-show`)
    await moveGuaranteeStatus(ctx.db, orderId, 'CHARGING', 'CHARGED')
  }
  return { status: decided.to, charged: decided.charge, last4: decided.charge > 0 ? decided.last4 : null }
}
