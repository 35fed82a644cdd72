/**
 * The points ledger (points_ledger) and the companies' earning rules (points_rules). The balance
 * is the sum of an employee's rows; an order's points are the sum of its rows.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB, PointsLedgerTable } from '../types'

/** A ledger row. */
export type PointsEntry = Selectable<PointsLedgerTable>

/** CNY per point of a company (undefined: no rule of its own). */
export async function findPointsRate(db: Kysely<DB>, corpId: number): Promise<number | undefined> {
  const row = await db.selectFrom('points_rules').select('yuan_per_point').where('corp_id', '=', corpId).executeTakeFirst()
  return row ? Number(row.yuan_per_point) : undefined
}

/** Sets a company's rule (seed, tests). */
export async function savePointsRate(db: Kysely<DB>, corpId: number, yuanPerPoint: number): Promise<void> {
  await db.insertInto('points_rules').values({ corp_id: corpId, yuan_per_point: yuanPerPoint })
    .onConflict((oc) => oc.column('corp_id').doUpdateSet({ yuan_per_point: yuanPerPoint })).execute()
}

/** Writes one movement. */
export async function insertPointsEntry(db: Kysely<DB>, values: Omit<PointsEntry, 'id' | 'note_zh' | 'note_en'> & { note_zh?: string; note_en?: string }): Promise<void> {
  await db.insertInto('points_ledger').values(values).execute()
}

/** An order's rows, oldest first (inside the refund's transaction: the order row is locked by the caller). */
export function findOrderPoints(db: Kysely<DB>, orderId: number): Promise<PointsEntry[]> {
  return db.selectFrom('points_ledger').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/** An employee's balance. */
export async function pointsBalance(db: Kysely<DB>, corpId: number, empId: number): Promise<number> {
  const row = await db.selectFrom('points_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.val(0)).as('n'))
    .where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** One page of an employee's movements, newest first, and their count. */
export async function pagePoints(db: Kysely<DB>, corpId: number, empId: number, page: { pageNum: number; count: number }): Promise<{ rows: PointsEntry[]; total: number }> {
  const base = db.selectFrom('points_ledger').where('corp_id', '=', corpId).where('emp_id', '=', empId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.count).offset((page.pageNum - 1) * page.count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** An employee's rows of one order number (getIntegralByOrderNo), oldest first. */
export function findPointsByOrderNo(db: Kysely<DB>, corpId: number, empId: number, orderNo: string): Promise<PointsEntry[]> {
  return db.selectFrom('points_ledger').selectAll().where('corp_id', '=', corpId).where('emp_id', '=', empId).where('order_no', '=', orderNo).orderBy('id').execute()
}
