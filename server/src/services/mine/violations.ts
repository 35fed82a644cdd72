/**
 * /violateList: the caller's out-of-policy bookings (orders where the caller travels or that the
 * caller booked: the kinds' listSource with findScope 2) across every product. The header says
 * whether an order broke the policy; what broke it and the reason given are read through the
 * kind's approval summary, the same words the approver saw, so no product is named here.
 */
import type { AppContext, Caller } from '../../context'
import { pageViolatedHeaders } from '../../db/repositories/schedule'
import type { Lang } from '../../messages'
import type { OrderStatusCode } from '../../schemas/common'
import type { ViolateItem, ViolateListBody, ViolateListReply } from '../../schemas/mine'
import { formatChinaTime } from '../../util/time'
import { effectiveStatus } from '../orders/lifecycle'
import { kindOf, orderKinds } from '../orders/registry'

/** POST /obt/violateList. */
export async function violateList(ctx: AppContext, caller: Caller, body: ViolateListBody, lang: Lang): Promise<ViolateListReply> {
  const scope = { corpId: caller.corpId, empId: caller.empId, findScope: 2 }
  const now = ctx.clock()
  const page = await pageViolatedHeaders(ctx.db, orderKinds().map((k) => k.hooks.listSource(ctx.db, scope)), caller.corpId, {
    pageNum: body.pageNum ?? 1,
    count: body.count ?? 20,
  })
  const list: ViolateItem[] = []
  for (const o of page.rows) {
    const summary = await kindOf(o).hooks.approvalSummary(ctx.db, o, lang)
    list.push({
      orderId: String(o.id),
      orderNo: o.order_no,
      orderType: o.order_type,
      productCode: o.product_code,
      status: effectiveStatus(o, now) as OrderStatusCode,
      routeText: lang === 'en' ? o.route_text_en : o.route_text_zh,
      depTime: formatChinaTime(o.first_dep_at).slice(0, 16),
      createdAt: formatChinaTime(o.created_at).slice(0, 16),
      amount: Number(o.total_amount),
      violations: summary.violations,
      reason: summary.reason ?? '',
      note: o.violation_note ?? '',
    })
  }
  return { list, total: page.total }
}
