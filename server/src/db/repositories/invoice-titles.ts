/**
 * Invoice titles (`invoice_titles`): the company's own (no employee) and each employee's. Every
 * read is scoped to a company and, for an employee's titles, to that employee: another company's
 * or another employee's title is simply not found.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, InvoiceTitleTable } from '../types'

/** A title row. */
export type InvoiceTitleRow = Selectable<InvoiceTitleTable>

/** The company's titles, then the employee's (oldest first in each), optionally by part of the name or number. */
export function findTitles(db: Kysely<DB>, corpId: number, empId: number, keyword?: string): Promise<InvoiceTitleRow[]> {
  let q = db
    .selectFrom('invoice_titles')
    .selectAll()
    .where('corp_id', '=', corpId)
    .where((eb) => eb.or([eb('emp_id', 'is', null), eb('emp_id', '=', empId)]))
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where((eb) => eb.or([eb('gsmc', 'ilike', like), eb('nsrsbh', 'ilike', like)]))
  }
  return q.orderBy((eb) => eb.case().when('emp_id', 'is', null).then(0).else(1).end()).orderBy('sort').orderBy('id').execute()
}

/** One title the employee may use (the company's or their own). */
export function findTitle(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<InvoiceTitleRow | undefined> {
  return db
    .selectFrom('invoice_titles')
    .selectAll()
    .where('id', '=', id)
    .where('corp_id', '=', corpId)
    .where((eb) => eb.or([eb('emp_id', 'is', null), eb('emp_id', '=', empId)]))
    .executeTakeFirst()
}

/** How many titles an employee has added. */
export async function countOwnTitles(db: Kysely<DB>, corpId: number, empId: number): Promise<number> {
  const row = await db.selectFrom('invoice_titles').select((eb) => eb.fn.countAll<number>().as('n')).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Adds a title. */
export function insertTitle(db: Kysely<DB>, values: Insertable<InvoiceTitleTable>): Promise<InvoiceTitleRow> {
  return db.insertInto('invoice_titles').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Changes one of an employee's own titles (undefined: not theirs). */
export function updateOwnTitle(
  db: Kysely<DB>,
  corpId: number,
  empId: number,
  id: number,
  values: Pick<InvoiceTitleRow, 'gsmc' | 'nsrsbh' | 'unit_type' | 'updated_at'>,
): Promise<InvoiceTitleRow | undefined> {
  return db.updateTable('invoice_titles').set(values).where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).returningAll().executeTakeFirst()
}

/** The demo companies' own titles (seed): taxpayer numbers whose check characters hold. */
const DEMO_COMPANY_TITLES: { corpNo: string; gsmc: string; nsrsbh: string }[] = [
  { corpNo: 'HXKJ', gsmc: '华信科技有限公司', nsrsbh: '91110108MA01H7QX2F' },
  { corpNo: 'HXKJ', gsmc: '华信科技有限公司上海分公司', nsrsbh: '91310115MA1K4EXA3F' },
  { corpNo: 'DFNY', gsmc: '东方能源集团有限公司', nsrsbh: '91440300MA5G0KLT1J' },
]

/** Seeds the demo companies' titles (`corp` maps a company code to its id). */
export async function seedInvoiceTitles(db: Kysely<DB>, corp: (corpNo: string) => number, now: Date): Promise<void> {
  await db
    .insertInto('invoice_titles')
    .values(DEMO_COMPANY_TITLES.map((t, sort) => ({ corp_id: corp(t.corpNo), emp_id: null, gsmc: t.gsmc, nsrsbh: t.nsrsbh, unit_type: 1, sort, created_at: now, updated_at: now })))
    .execute()
}
