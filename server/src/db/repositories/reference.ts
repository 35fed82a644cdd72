/** Reference lists: categories, nations, cost centres, projects, service contacts. */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../types'

/** Escapes LIKE wildcards in user input. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** Entries of a category list. */
export function findBClasses(db: Kysely<DB>, parNo: string) {
  return db.selectFrom('b_classes').select(['id', 'code', 'name_zh', 'name_en']).where('par_no', '=', parNo).orderBy('sort').execute()
}

/** All nations in display order. */
export function findNations(db: Kysely<DB>) {
  return db.selectFrom('nations').select(['code', 'name_zh', 'name_en']).orderBy('sort').execute()
}

/** Active cost centres of a company, optionally filtered by code or name. */
export function findCostCenters(db: Kysely<DB>, corpId: number, keywords?: string) {
  let query = db
    .selectFrom('cost_centers')
    .select(['id', 'code', 'name', 'name_en', 'dept_id'])
    .where('corp_id', '=', corpId)
    .where('status', '=', 1)
  if (keywords) {
    const pattern = `%${likeEscape(keywords.toLowerCase())}%`
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['code']), 'like', pattern), eb('name', 'like', pattern)]))
  }
  return query.orderBy('code').execute()
}

/** Whether a cost centre id belongs to a company (any status: a booking may name one it has on file). */
export async function isCostCenterOf(db: Kysely<DB>, corpId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('cost_centers').select('id').where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()) !== undefined
}

/** Whether a project id belongs to a company. */
export async function isProjectOf(db: Kysely<DB>, corpId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('projects').select('id').where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()) !== undefined
}

/** A page of a company's projects, filtered by status and keywords (code or name). */
export async function findProjects(
  db: Kysely<DB>,
  corpId: number,
  filter: { status?: number; keywords?: string; offset: number; limit: number },
) {
  let query = db.selectFrom('projects').where('corp_id', '=', corpId)
  if (filter.status !== undefined) query = query.where('status', '=', filter.status)
  if (filter.keywords) {
    const pattern = `%${likeEscape(filter.keywords.toLowerCase())}%`
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['code']), 'like', pattern), eb('name', 'like', pattern), eb(eb.fn('lower', ['name_en']), 'like', pattern)]),
    )
  }
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'code', 'name', 'name_en', 'manager', 'status', 'start_date', 'end_date'])
      .orderBy('status', 'desc')
      .orderBy('code')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** The company's service contacts followed by the platform's. */
export function findServiceContacts(db: Kysely<DB>, corpId: number) {
  return db
    .selectFrom('service_contacts')
    .selectAll()
    .where((eb) => eb.or([eb('corp_id', '=', corpId), eb('corp_id', 'is', null)]))
    .orderBy(sql`corp_id is null`)
    .orderBy('sort')
    .execute()
}
