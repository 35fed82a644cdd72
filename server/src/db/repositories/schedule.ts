/**
 * The schedule and the violations list over the order spine's headers: which orders are the
 * caller's is the kinds' business (their all-orders `listSource`, already limited to the caller's
 * scope, unioned here as in pageOrderList); what is shown comes from `orders` alone, so no
 * product is named.
 */
import { sql, type Expression, type Kysely } from 'kysely'
import type { DB } from '../types'
import type { ListSourceRow, Order } from './orders'

/** A page of headers and the count of every match. */
export interface HeaderPage {
  rows: Order[]
  total: number
}

/** The orders of the sources' union (their ids), as one SQL fragment. */
function idsOf(sources: Expression<ListSourceRow>[]) {
  return sql`select r.order_id from (${sql.join(sources, sql` union all `)}) as r`
}

/**
 * Headers of the caller's trips (`sources`: the kinds' rows in the caller's scope) in one of
 * `statuses`, departing from `from` (inclusive) or before `before`, ordered by departure
 * (ascending for the upcoming schedule, descending for the past), one page.
 */
export async function pageScheduleHeaders(
  db: Kysely<DB>,
  sources: Expression<ListSourceRow>[],
  filter: { corpId: number; statuses: readonly string[]; from?: Date; before?: Date; ascending: boolean },
  page: { pageNum: number; count: number },
): Promise<HeaderPage> {
  if (sources.length === 0 || filter.statuses.length === 0) return { rows: [], total: 0 }
  const window = filter.from ? sql`o.first_dep_at >= ${filter.from}` : sql`o.first_dep_at < ${filter.before ?? new Date(0)}`
  const direction = filter.ascending ? sql`asc` : sql`desc`
  const found = await sql<Order & { total: number }>`select o.*, count(*) over () as total from orders as o
    where o.corp_id = ${filter.corpId} and o.id in (${idsOf(sources)}) and o.status in (${sql.join([...filter.statuses])}) and ${window}
    order by o.first_dep_at ${direction}, o.id ${direction} limit ${page.count} offset ${(page.pageNum - 1) * page.count}`.execute(db)
  const total = found.rows.length > 0 ? Number(found.rows[0].total) : page.pageNum === 1 ? 0 : await countScheduleHeaders(db, sources, filter)
  return { rows: found.rows.map(({ total: _t, ...o }) => o as Order), total }
}

/** How many headers pageScheduleHeaders would page through (the badge, a page past the end). */
export async function countScheduleHeaders(
  db: Kysely<DB>,
  sources: Expression<ListSourceRow>[],
  filter: { corpId: number; statuses: readonly string[]; from?: Date; before?: Date },
): Promise<number> {
  if (sources.length === 0 || filter.statuses.length === 0) return 0
  const window = filter.from ? sql`o.first_dep_at >= ${filter.from}` : sql`o.first_dep_at < ${filter.before ?? new Date(0)}`
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from orders as o
    where o.corp_id = ${filter.corpId} and o.id in (${idsOf(sources)}) and o.status in (${sql.join([...filter.statuses])}) and ${window}`.execute(db)
  return Number(rows[0].n)
}

/** Headers in the caller's scope that broke the travel policy (violations set), newest booking first, one page. */
export async function pageViolatedHeaders(
  db: Kysely<DB>,
  sources: Expression<ListSourceRow>[],
  corpId: number,
  page: { pageNum: number; count: number },
): Promise<HeaderPage> {
  if (sources.length === 0) return { rows: [], total: 0 }
  const found = await sql<Order & { total: number }>`select o.*, count(*) over () as total from orders as o
    where o.corp_id = ${corpId} and o.id in (${idsOf(sources)}) and o.violations is not null
    order by o.created_at desc, o.id desc limit ${page.count} offset ${(page.pageNum - 1) * page.count}`.execute(db)
  let total = found.rows.length > 0 ? Number(found.rows[0].total) : 0
  if (found.rows.length === 0 && page.pageNum > 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from orders as o
      where o.corp_id = ${corpId} and o.id in (${idsOf(sources)}) and o.violations is not null`.execute(db)
    total = Number(rows[0].n)
  }
  return { rows: found.rows.map(({ total: _t, ...o }) => o as Order), total }
}
