/**
 * Points (积分): earned per paid order by the company's rule, reversed when money of the order
 * goes back, and read as a bill, a balance and per order (empIntegralBillQuery,
 * getAvailablePoints, getIntegralByOrderNo).
 *
 * The rule: one point per `yuan_per_point` CNY paid, rounded down (points_rules; a company
 * without a rule earns one point per CNY 10). Points go to the order's booker, whose order it is
 * in the spine (the header names no traveller; products keep those). The spine calls this from
 * two places only, never per product: the payment of orders (payment.ts, inside the payment's
 * transaction: one EARN per order, with the rate of that day) and every refund of money
 * (money.ts refundMoney, inside the refund's transaction). A refund brings the order's points
 * down to what the money still kept would earn at the rate it was earned with, never below zero,
 * so a partial refund takes back part and a full refund all of them.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { Order } from '../../db/repositories/orders'
import {
  findOrderPoints,
  findPointsByOrderNo,
  findPointsRate,
  insertPointsEntry,
  pagePoints,
  pointsBalance,
  type PointsEntry as LedgerRow,
} from '../../db/repositories/points'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import type { AvailablePointsReply, PointsBillBody, PointsBillReply, PointsByOrderReply, PointsEntry, PointsKind } from '../../schemas/mine'
import { formatChinaTime } from '../../util/time'

/** CNY paid per point when the company has no rule of its own. */
export const DEFAULT_YUAN_PER_POINT = 10

const cents = (n: number) => Math.round(n * 100) / 100

/** The company's rule (CNY per point). */
export async function yuanPerPoint(db: Kysely<DB>, corpId: number): Promise<number> {
  return (await findPointsRate(db, corpId)) ?? DEFAULT_YUAN_PER_POINT
}

/** Points an amount earns at a rate. */
export function pointsFor(amount: number, rate: number): number {
  return amount > 0 && rate > 0 ? Math.floor(cents(amount) / rate + 1e-9) : 0
}

/** An order was paid (inside the payment's transaction, order locked): its booker earns by the company's rule. */
export async function earnPoints(trx: Kysely<DB>, order: Order, paidAmount: number, now: Date): Promise<void> {
  const rate = await yuanPerPoint(trx, order.corp_id)
  const points = pointsFor(paidAmount, rate)
  if (points <= 0) return
  await insertPointsEntry(trx, {
    corp_id: order.corp_id, emp_id: order.booker_emp_id, kind: 'EARN', order_id: order.id, order_no: order.order_no, order_type: order.order_type,
    base_amount: cents(paidAmount), yuan_per_point: rate, points, created_at: now,
  })
}

/**
 * Money of an order went back (inside the refund's transaction, order locked): its points come
 * down to what the money kept earns at the rate it was earned with.
 */
export async function reversePoints(trx: Kysely<DB>, order: Order, refunded: number, now: Date): Promise<void> {
  if (refunded <= 0) return
  const rows = await findOrderPoints(trx, order.id)
  const earned = rows.find((r) => r.kind === 'EARN')
  if (!earned || !earned.yuan_per_point) return
  const held = rows.reduce((s, r) => s + r.points, 0)
  const kept = cents(rows.reduce((s, r) => s + Number(r.base_amount), 0) - refunded)
  const back = held - pointsFor(Math.max(0, kept), Number(earned.yuan_per_point))
  await insertPointsEntry(trx, {
    corp_id: order.corp_id, emp_id: earned.emp_id, kind: 'REVERSE', order_id: order.id, order_no: order.order_no, order_type: order.order_type,
    base_amount: -cents(refunded), yuan_per_point: earned.yuan_per_point, points: -Math.max(0, back), created_at: now,
  })
}

/** A ledger row as the app sees it. */
function entryOf(r: LedgerRow, lang: Lang): PointsEntry {
  return {
    id: String(r.id),
    kind: r.kind as PointsKind,
    points: r.points,
    amount: Math.abs(Number(r.base_amount)),
    orderId: r.order_id === null ? null : String(r.order_id),
    orderNo: r.order_no,
    orderType: r.order_type,
    note: lang === 'en' ? r.note_en : r.note_zh,
    time: formatChinaTime(r.created_at).slice(0, 16),
  }
}

/** POST /obt/empIntegralBillQuery. */
export async function pointsBill(ctx: AppContext, caller: Caller, body: PointsBillBody, lang: Lang): Promise<PointsBillReply> {
  const [page, balance] = await Promise.all([
    pagePoints(ctx.db, caller.corpId, caller.empId, { pageNum: body.pageNum ?? 1, count: body.count ?? 20 }),
    pointsBalance(ctx.db, caller.corpId, caller.empId),
  ])
  return { list: page.rows.map((r) => entryOf(r, lang)), total: page.total, balance }
}

/** POST /obt/getAvailablePoints. */
export async function availablePoints(ctx: AppContext, caller: Caller): Promise<AvailablePointsReply> {
  const [balance, rate] = await Promise.all([pointsBalance(ctx.db, caller.corpId, caller.empId), yuanPerPoint(ctx.db, caller.corpId)])
  return { balance, yuanPerPoint: rate }
}

/** POST /obt/getIntegralByOrderNo: another person's or company's order number answers like one that brought nothing. */
export async function pointsByOrderNo(ctx: AppContext, caller: Caller, orderNo: string, lang: Lang): Promise<PointsByOrderReply> {
  const rows = await findPointsByOrderNo(ctx.db, caller.corpId, caller.empId, orderNo.trim().toUpperCase())
  return { orderNo: orderNo.trim().toUpperCase(), points: rows.reduce((s, r) => s + r.points, 0), list: rows.map((r) => entryOf(r, lang)) }
}
