/**
 * The schedule (/schedule, /schedule/histroy) and its badge: the caller's trips of every product
 * in one time line. Which orders are the caller's trips is each kind's business (its all-orders
 * `listSource` with findScope 1: orders where the caller travels); what a trip shows comes from the
 * spine's header (order type, first departure, route text, status), so no product is named here
 * and a new product's trips appear without a line of code.
 *
 * A trip is an order that will (or did) take place: paid, issued, under way, partly refunded or
 * changed, completed. Unpaid, cancelled, rejected and fully refunded orders are not trips.
 * Upcoming: departing from the start of today (China) on, soonest first; history: before today,
 * latest first. The badge counts upcoming trips, at most 99 (booking flows §9).
 */
import type { AppContext, Caller } from '../../context'
import { findApplicationNoOf, type Order } from '../../db/repositories/orders'
import { countScheduleHeaders, pageScheduleHeaders } from '../../db/repositories/schedule'
import type { Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type { ScheduleBody, ScheduleItem, ScheduleReply } from '../../schemas/mine'
import { chinaDate, chinaStartOfDay, formatChinaTime } from '../../util/time'
import { ORDER_STATUS } from '../orders/order-state'
import { orderKinds } from '../orders/registry'

/** Most schedule orders the badge counts (booking flows §9). */
export const SCHEDULE_BADGE_CAP = 99

/** Statuses of an order that is a trip. */
export const TRIP_STATUSES: readonly string[] = [
  ORDER_STATUS.TICKETING,
  ORDER_STATUS.ISSUED,
  ORDER_STATUS.PAID,
  ORDER_STATUS.IN_PROGRESS,
  ORDER_STATUS.PARTIAL_REFUND,
  ORDER_STATUS.CHANGED,
  ORDER_STATUS.PARTIAL_CHANGE,
  ORDER_STATUS.COMPLETED,
]

/** Every kind's rows where the caller travels. */
function travelSources(ctx: AppContext, caller: Caller) {
  const scope = { corpId: caller.corpId, empId: caller.empId, findScope: 1 }
  return orderKinds().map((k) => k.hooks.listSource(ctx.db, scope))
}

/** A header as a schedule row. */
async function itemOf(ctx: AppContext, o: Order, lang: Lang): Promise<ScheduleItem> {
  const ccsqdNo = await findApplicationNoOf(ctx.db, o.ccsqd_id)
  return {
    orderId: String(o.id),
    orderNo: o.order_no,
    orderType: o.order_type,
    productCode: o.product_code,
    status: o.status as OrderStatusCode,
    routeText: lang === 'en' ? o.route_text_en : o.route_text_zh,
    depTime: formatChinaTime(o.first_dep_at).slice(0, 16),
    day: chinaDate(o.first_dep_at),
    amount: Math.round((Number(o.total_amount) - Number(o.refunded_amount)) * 100) / 100,
    ...(ccsqdNo ? { ccsqdNo } : {}),
  }
}

/** The carbon estimate per trip of the kinds that make one (registry hook carbonKg), by order id. */
async function carbonOf(ctx: AppContext, rows: Order[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (const kind of orderKinds()) {
    const own = rows.filter((o) => kind.orderTypes[0] === o.order_type)
    if (!kind.hooks.carbonKg || own.length === 0) continue
    for (const [id, kg] of await kind.hooks.carbonKg(ctx, own)) out.set(id, kg)
  }
  return out
}

/** POST /obt/scheduleOrder. */
export async function scheduleList(ctx: AppContext, caller: Caller, body: ScheduleBody, lang: Lang): Promise<ScheduleReply> {
  const today = chinaStartOfDay(ctx.clock())
  const history = body.history === 1
  const page = await pageScheduleHeaders(
    ctx.db,
    travelSources(ctx, caller),
    { corpId: caller.corpId, statuses: TRIP_STATUSES, ...(history ? { before: today } : { from: today }), ascending: !history },
    { pageNum: body.pageNum ?? 1, count: body.count ?? 20 },
  )
  const kg = await carbonOf(ctx, page.rows)
  const list: ScheduleItem[] = []
  for (const o of page.rows) {
    const item = await itemOf(ctx, o, lang)
    const trip = kg.get(o.id)
    list.push(trip === undefined ? item : { ...item, co2Kg: Math.round(trip) })
  }
  return { list, total: page.total }
}

/** The badge: the caller's upcoming trips, at most 99. */
export async function countSchedule(ctx: AppContext, caller: Caller): Promise<number> {
  const n = await countScheduleHeaders(ctx.db, travelSources(ctx, caller), { corpId: caller.corpId, statuses: TRIP_STATUSES, from: chinaStartOfDay(ctx.clock()) })
  return Math.min(n, SCHEDULE_BADGE_CAP)
}
