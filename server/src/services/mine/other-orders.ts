/**
 * Offline orders (qt/order/list, detail, cancel): what a travel consultant booked for an
 * employee outside the app (a visa, a charter ticket, a venue...). An employee sees only their
 * own; another employee's or company's id answers 4004 exactly like a missing one. The employee
 * may cancel while the consultant is still working on it (IN_PROGRESS) and before its service day
 * (China); issued orders are the consultant's to change. The demo tool enters one as a
 * consultant would (loopback only).
 */
import type { AppContext, Caller } from '../../context'
import { findLoginCandidates } from '../../db/repositories/employees'
import { nextOrderNo } from '../../db/repositories/orders'
import { cancelOtherOrderRow, findOtherOrder, insertOtherOrder, pageOtherOrders, type OtherOrder } from '../../db/repositories/other-orders'
import { conflict, notFound } from '../../errors'
import type { Lang } from '../../messages'
import type {
  OtherOrderAddBody,
  OtherOrderCategory,
  OtherOrderDetail,
  OtherOrderItem,
  OtherOrderListBody,
  OtherOrderListReply,
  OtherOrderStatus,
} from '../../schemas/mine'
import { chinaDate, formatChinaTime } from '../../util/time'

/** Offline order numbers: QT + China date + 6 digits (the order number sequence). */
const PREFIX = 'QT'

function itemOf(o: OtherOrder, lang: Lang): OtherOrderItem {
  return {
    orderId: String(o.id),
    orderNo: o.order_no,
    category: o.category as OtherOrderCategory,
    title: lang === 'en' ? o.title_en : o.title_zh,
    travellerNames: o.traveller_names,
    serviceDate: o.service_date,
    amount: Number(o.amount),
    status: o.status as OtherOrderStatus,
    createdAt: formatChinaTime(o.created_at).slice(0, 16),
  }
}

/** Whether the employee may still cancel: being processed and before its service day. */
export function canCancelOther(o: Pick<OtherOrder, 'status' | 'service_date'>, now: Date): boolean {
  return o.status === 'IN_PROGRESS' && o.service_date > chinaDate(now)
}

function detailOf(o: OtherOrder, lang: Lang, now: Date): OtherOrderDetail {
  return {
    ...itemOf(o, lang),
    detail: lang === 'en' ? o.detail_en : o.detail_zh,
    consultant: o.consultant,
    consultantPhone: o.consultant_phone,
    cancelledAt: o.cancelled_at ? formatChinaTime(o.cancelled_at).slice(0, 16) : null,
    canCancel: canCancelOther(o, now),
  }
}

/** POST /obt/qt/order/list. */
export async function otherOrderList(ctx: AppContext, caller: Caller, body: OtherOrderListBody, lang: Lang): Promise<OtherOrderListReply> {
  const page = await pageOtherOrders(ctx.db, caller.corpId, caller.empId, { pageNum: body.pageNum ?? 1, count: body.count ?? 20 })
  return { list: page.rows.map((o) => itemOf(o, lang)), total: page.total }
}

/** POST /obt/qt/order/detail. */
export async function otherOrderDetail(ctx: AppContext, caller: Caller, orderId: string, lang: Lang): Promise<OtherOrderDetail> {
  const o = await findOtherOrder(ctx.db, caller.corpId, caller.empId, Number(orderId))
  if (!o) throw notFound()
  return detailOf(o, lang, ctx.clock())
}

/** POST /obt/qt/order/cancel: 4009 once issued, cancelled or on/after its service day. */
export async function cancelOtherOrder(ctx: AppContext, caller: Caller, orderId: string, lang: Lang): Promise<OtherOrderDetail> {
  const now = ctx.clock()
  const o = await findOtherOrder(ctx.db, caller.corpId, caller.empId, Number(orderId))
  if (!o) throw notFound()
  if (!canCancelOther(o, now)) throw conflict('otherOrderNotCancellable')
  const moved = await cancelOtherOrderRow(ctx.db, o.id, o.status, 'CANCELLED', now)
  if (!moved) throw conflict('otherOrderNotCancellable')
  return detailOf(moved, lang, now)
}

/** POST /obt/demo/qt/order/add: a consultant enters an offline order for an employee (4004 for an unknown login). */
export async function addOtherOrder(ctx: AppContext, body: OtherOrderAddBody, lang: Lang): Promise<OtherOrderDetail> {
  const [emp] = await findLoginCandidates(ctx.db, body.loginName.trim().toLowerCase())
  if (!emp) throw notFound()
  const now = ctx.clock()
  const created = await insertOtherOrder(ctx.db, {
    corp_id: emp.corp_id,
    emp_id: emp.id,
    order_no: await nextOrderNo(ctx.db, PREFIX, chinaDate(now)),
    category: body.category,
    title_zh: body.title,
    title_en: body.titleEn || body.title,
    detail_zh: body.detail ?? '',
    detail_en: body.detailEn || body.detail || '',
    traveller_names: body.travellerNames || emp.emp_name,
    service_date: body.serviceDate,
    amount: Math.round(body.amount * 100) / 100,
    status: body.status ?? 'IN_PROGRESS',
    consultant: body.consultant || (lang === 'en' ? 'Travel consultant' : '差旅顾问'),
    created_at: now,
  })
  return detailOf(created, lang, now)
}
