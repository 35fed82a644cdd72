/**
 * POST totalOrderList / allOrderList over every registered kind: each kind gives its rows
 * (registry `listRows`), the spine filters them (date window, order number, order type, status),
 * sorts them newest first and pages them. Nothing is written: an unpaid order past its deadline
 * is listed CANCELLED by the kind (lifecycle.effectiveStatus) whether or not the sweep has run.
 *
 * dateType 1 (booking date) defaults to the last 30 days; dateType 2 (departure date) to the last
 * 30 days up to the end of the sale window.
 */
import type { AppContext, Caller } from '../../context'
import type { Lang } from '../../messages'
import type { OrderListBody, OrderListReply } from '../../schemas/order'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import { orderKinds } from './registry'

/** The all-orders list of the caller. */
export async function orderList(ctx: AppContext, caller: Caller, body: OrderListBody, lang: Lang): Promise<OrderListReply> {
  const now = ctx.clock()
  const dateType = body.dateType ?? 1
  const start = body.dateStart ?? chinaDatePlusDays(now, -30)
  const end = body.dateEnd ?? (dateType === 1 ? chinaDate(now) : chinaDatePlusDays(now, 365))
  const from = new Date(`${start}T00:00:00+08:00`).getTime()
  const to = new Date(`${end}T00:00:00+08:00`).getTime() + 86_400_000
  // 10901 is "all flights" in the app's filter: no type filter, as before.
  const wantedType = body.orderType && body.orderType !== 10901 ? body.orderType : null
  const kinds = orderKinds().filter((k) => wantedType === null || k.orderTypes.includes(wantedType))
  const rows = (await Promise.all(kinds.map((k) => k.hooks.listRows(ctx, caller, body, lang, now)))).flat()
  const orderNo = body.orderNo?.trim().toUpperCase()
  const filtered = rows
    .filter((r) => {
      const at = dateType === 1 ? r.sortAt : r.depAt
      return at >= from && at < to
    })
    .filter((r) => !orderNo || r.orderNo.toUpperCase().includes(orderNo))
    .filter((r) => wantedType === null || r.orderType === wantedType)
    .filter((r) => !body.statuses || body.statuses.includes(r.status))
    .sort((a, b) => b.sortAt - a.sortAt || Number(b.id) - Number(a.id))
  const pageNum = body.pageNum ?? 1
  const count = body.count ?? 20
  const list = filtered.slice((pageNum - 1) * count, pageNum * count).map(({ sortAt: _s, depAt: _d, ...item }) => item)
  return { list, total: filtered.length }
}
