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
import type { AppContext, Caller } from '../../context'
import { pageOrderList } from '../../db/repositories/orders'
import type { Lang } from '../../messages'
import type { OrderListBody, OrderListItem, OrderListReply } from '../../schemas/order'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import { ORDER_STATUS } from './order-state'
import { orderKinds } from './registry'

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
  const page = await pageOrderList(ctx.db, kinds.map((k) => k.hooks.listSource(ctx.db, scope)), {
    dateColumn: dateType === 1 ? 'created_at' : 'dep_at',
    from,
    to,
    orderNo: body.orderNo?.trim().toUpperCase() || undefined,
    orderType: wantedType,
    statuses: body.statuses ?? null,
    now,
    awaitingPayment: ORDER_STATUS.AWAITING_PAYMENT,
    expiredAs: ORDER_STATUS.CANCELLED,
  }, { pageNum, count })
  // Each kind describes its rows of the page; the page keeps the database's order.
  const described = new Map<string, OrderListItem>()
  for (const kind of kinds) {
    const mine = page.rows.filter((r) => kind.orderTypes.includes(r.order_type))
    if (mine.length === 0) continue
    const items = await kind.hooks.listRows(ctx.db, mine, lang, now)
    mine.forEach((r, i) => described.set(`${r.order_type}:${r.row_id}`, items[i]))
  }
  return { list: page.rows.map((r) => described.get(`${r.order_type}:${r.row_id}`) as OrderListItem), total: page.total }
}
