/**
 * The approvals tab (/approvalList): work items waiting for me (oldest first) and the ones I decided
 * (newest first), 10 a page (overview §9), each tab paged on its own and kept while the other shows.
 * The counts of the tab titles and the tab-bar badge live in the badge store.
 */
import { makeAutoObservable } from 'mobx'
import { vipBpmForMyAppedNew, vipBpmForMyAppNew, type ApprovalItem, type ApprovalItemPage } from '../../core/api/approval'
import { APPROVAL_PAGE_SIZE } from '../../core/domain/approval'
import { PagedList } from '../../core/stores/paged-list'

export type ApprovalTab = 'pending' | 'done'
export const APPROVAL_TABS: readonly ApprovalTab[] = ['pending', 'done']

export interface ApprovalListApi {
  pending: (pageNum: number, count: number) => Promise<ApprovalItemPage>
  done: (pageNum: number, count: number) => Promise<ApprovalItemPage>
}

/** One tab's rows and paging (a pending item leaves the list as it is decided, so pages shift: a row shows once). */
export type ApprovalTabList = PagedList<ApprovalItem>

function tabList(fetchPage: (pageNum: number, count: number) => Promise<ApprovalItemPage>): ApprovalTabList {
  return new PagedList((pageNum) => fetchPage(pageNum, APPROVAL_PAGE_SIZE), (i) => i.workItemId)
}

export class ApprovalListStore {
  tab: ApprovalTab = 'pending'
  readonly lists: Record<ApprovalTab, ApprovalTabList>

  constructor(api: Partial<ApprovalListApi> = {}) {
    const full: ApprovalListApi = { pending: vipBpmForMyAppNew, done: vipBpmForMyAppedNew, ...api }
    this.lists = { pending: tabList(full.pending), done: tabList(full.done) }
    makeAutoObservable(this, { lists: false })
  }

  get current(): ApprovalTabList {
    return this.lists[this.tab]
  }

  /** Switches tabs; a tab never loaded, or stale, loads (the other keeps its rows and paging). */
  setTab(tab: ApprovalTab): void {
    if (tab === this.tab) return
    this.tab = tab
    const list = this.lists[tab]
    if (list.needsLoad) void list.reload()
  }

  /** The page shows again or is pulled down: the current tab reloads, the other reloads when opened. */
  async refresh(): Promise<void> {
    for (const t of APPROVAL_TABS) if (t !== this.tab) this.lists[t].markStale()
    await this.current.reload()
  }

  async loadMore(): Promise<void> {
    await this.current.loadMore()
  }
}
