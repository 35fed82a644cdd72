/**
 * /approval/Send: the approvals I started (applications, their changes, orders), newest first,
 * 10 a page (spec: page size 10 for approvals), with who decides now or why it was rejected.
 */
import { vipBpmForMySendAppNew, type SentApprovalItem } from '../../core/api/approval'
import { APPROVAL_PAGE_SIZE } from '../../core/domain/approval'
import { orderDetailRoute, type SpecRoute } from '../../core/domain/order-types'
import { PagedList } from '../../core/stores/paged-list'

export type SentListApi = { vipBpmForMySendAppNew: typeof vipBpmForMySendAppNew }

/** The list of what I sent. */
export function sentList(api: Partial<SentListApi> = {}): PagedList<SentApprovalItem> {
  const read = api.vipBpmForMySendAppNew ?? vipBpmForMySendAppNew
  return new PagedList((pageNum) => read(pageNum, APPROVAL_PAGE_SIZE), (i) => i.instanceId)
}

/**
 * Where a row opens: the thing itself (application or order detail), which shows its approval
 * progress; spec §2.4 maps the order type to the screen.
 */
export function sentTarget(item: SentApprovalItem): SpecRoute | null {
  return orderDetailRoute({ orderId: item.id, orderType: item.orderType })
}
