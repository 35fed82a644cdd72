/**
 * /userCenter/approvalList: my approvals reached from the user centre, the same two lists as the
 * approvals tab (work items waiting for me, oldest first; those I decided, newest first; 10 a page,
 * overview §9) over the same calls. The tab's store lives in the main package, which a subpackage
 * may not import (.eslintrc.cjs), so the two lists are built here from the same core pieces.
 */
import { makeAutoObservable } from 'mobx'
import { vipBpmForMyAppedNew, vipBpmForMyAppNew, type ApprovalItem, type ApprovalItemPage } from '../../core/api/approval'
import { APPROVAL_PAGE_SIZE } from '../../core/domain/approval'
import { PagedList } from '../../core/stores/paged-list'

export type MyApprovalTab = 'pending' | 'done'
export const MY_APPROVAL_TABS: readonly MyApprovalTab[] = ['pending', 'done']

export interface MyApprovalsApi {
  pending: (pageNum: number, count: number) => Promise<ApprovalItemPage>
  done: (pageNum: number, count: number) => Promise<ApprovalItemPage>
}

export class MyApprovalsStore {
  tab: MyApprovalTab = 'pending'
  readonly lists: Record<MyApprovalTab, PagedList<ApprovalItem>>

  constructor(api: Partial<MyApprovalsApi> = {}) {
    const full: MyApprovalsApi = { pending: vipBpmForMyAppNew, done: vipBpmForMyAppedNew, ...api }
    const listOf = (call: MyApprovalsApi['pending']) => new PagedList((pageNum) => call(pageNum, APPROVAL_PAGE_SIZE), (i: ApprovalItem) => i.workItemId)
    this.lists = { pending: listOf(full.pending), done: listOf(full.done) }
    makeAutoObservable(this, { lists: false })
  }

  get current(): PagedList<ApprovalItem> {
    return this.lists[this.tab]
  }

  /** Switches tabs; a tab never read, or stale, reads. */
  setTab(tab: MyApprovalTab): void {
    if (tab === this.tab) return
    this.tab = tab
    if (this.lists[tab].needsLoad) void this.lists[tab].reload()
  }

  /** Shown again or pulled down: the current tab reads again, the other when opened. */
  async refresh(): Promise<void> {
    for (const t of MY_APPROVAL_TABS) if (t !== this.tab) this.lists[t].markStale()
    await this.current.reload()
  }

  loadMore(): Promise<void> {
    return this.current.loadMore()
  }
}
