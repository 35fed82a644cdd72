/** Orders a travel consultant entered offline (other_orders, qt/order). */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, OtherOrderTable } from '../types'

/** An offline order row. */
export type OtherOrder = Selectable<OtherOrderTable>

/** One page of an employee's offline orders, newest first. */
export async function pageOtherOrders(db: Kysely<DB>, corpId: number, empId: number, page: { pageNum: number; count: number }): Promise<{ rows: OtherOrder[]; total: number }> {
  const base = db.selectFrom('other_orders').where('corp_id', '=', corpId).where('emp_id', '=', empId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.count).offset((page.pageNum - 1) * page.count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** An employee's offline order by id (another employee's or company's answers undefined, like a missing one). */
export function findOtherOrder(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<OtherOrder | undefined> {
  return db.selectFrom('other_orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
}

/**
 * Cancels an offline order still `from` (one conditional UPDATE: of two cancels at once one
 * wins). Returns the row when it changed.
 */
export function cancelOtherOrderRow(db: Kysely<DB>, id: number, from: string, to: string, at: Date): Promise<OtherOrder | undefined> {
  return db.updateTable('other_orders').set({ status: to, cancelled_at: at }).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst()
}

/** Writes an offline order. */
export function insertOtherOrder(db: Kysely<DB>, values: Insertable<OtherOrderTable>): Promise<OtherOrder> {
  return db.insertInto('other_orders').values(values).returningAll().executeTakeFirstOrThrow()
}
