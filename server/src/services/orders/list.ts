/**
 * POST totalOrderList / allOrderList over every registered kind, in the database: the union of
 * each kind's rows (registry `listSource`: orders in the caller's scope and their after-sale
 * documents) is filtered (date window, order number, order type, status as readers see it),
 * counted and paged by PostgreSQL; only the page's rows are then described by their kinds
 * (`listRows`). Nothing is written: an unpaid order past its deadline is CANCELLED in the filter
 * and in the rows whether or not the sweep has run.
 *
 * dateType 1 (booking date) defaults to the last 30 days; dateType 2 (departure date) to the last
 * 30 days up to the end of the sale window.
 */
import { sql, type RawBuilder } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { Lang } from '../../messages'
import type { OrderListBody, OrderListItem, OrderListReply } from '../../schemas/order'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import { ORDER_STATUS } from './order-state'
import { orderKinds, type ListSourceRow } from './registry'

/** The all-orders list of the caller. */
export async function orderList(ctx: AppContext, caller: Caller, body: OrderListBody, lang: Lang): Promise<OrderListReply> {
  const now = ctx.clock()
  const dateType = body.dateType ?? 1
  const start = body.dateStart ?? chinaDatePlusDays(now, -30)
  const end = body.dateEnd ?? (dateType === 1 ? chinaDate(now) : chinaDatePlusDays(now, 365))
  const from = new Date(`${start}T00:00:00+08:00`)
  const to = new Date(new Date(`${end}T00:00:00+08:00`).getTime() + 86_400_000)
  // 10901 is "all flights" in the app's filter: no type filter, as before.
  const wantedType = body.orderType && body.orderType !== 10901 ? body.orderType : null
  const kinds = orderKinds().filter((k) => wantedType === null || k.orderTypes.includes(wantedType))
  const pageNum = body.pageNum ?? 1
  const count = body.count ?? 20
  if (kinds.length === 0) return { list: [], total: 0 }

  const scope = { corpId: caller.corpId, empId: caller.empId, findScope: body.findScope ?? 1, empName: body.empName?.trim() || undefined, linkTel: body.linkTel?.trim() || undefined }
  const union = sql.join(kinds.map((k) => k.hooks.listSource(ctx.db, scope)), sql` union all `)
  const status = sql<string>`case when r.status = ${ORDER_STATUS.AWAITING_PAYMENT} and r.pay_deadline <= ${now} then ${ORDER_STATUS.CANCELLED} else r.status end`
  const conditions: RawBuilder<unknown>[] = [
    dateType === 1 ? sql`r.created_at >= ${from} and r.created_at < ${to}` : sql`r.dep_at >= ${from} and r.dep_at < ${to}`,
  ]
  const orderNo = body.orderNo?.trim().toUpperCase()
  if (orderNo) conditions.push(sql`strpos(upper(r.no), ${orderNo}) > 0`)
  if (wantedType !== null) conditions.push(sql`r.order_type = ${wantedType}`)
  if (body.statuses) conditions.push(body.statuses.length ? sql`${status} in (${sql.join(body.statuses)})` : sql`false`)
  const where = sql.join(conditions, sql` and `)
  // One pass: the window count is taken over every matching row before the limit applies. Only a
  // page past the end (no rows to carry it) needs a count of its own.
  const page = await sql<ListSourceRow & { total: number }>`select r.*, count(*) over () as total from (${union}) as r where ${where}
    order by r.created_at desc, r.row_id desc limit ${count} offset ${(pageNum - 1) * count}`.execute(ctx.db)
  const total = page.rows.length > 0
    ? Number(page.rows[0].total)
    : Number((await sql<{ n: number }>`select count(*)::int as n from (${union}) as r where ${where}`.execute(ctx.db)).rows[0].n)
  // Each kind describes its rows of the page; the page keeps the database's order.
  const described = new Map<string, OrderListItem>()
  for (const kind of kinds) {
    const mine = page.rows.filter((r) => kind.orderTypes.includes(r.order_type))
    if (mine.length === 0) continue
    const items = await kind.hooks.listRows(ctx.db, mine, lang, now)
    mine.forEach((r, i) => described.set(`${r.order_type}:${r.row_id}`, items[i]))
  }
  return { list: page.rows.map((r) => described.get(`${r.order_type}:${r.row_id}`) as OrderListItem), total }
}
