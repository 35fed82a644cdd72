/**
 * The approvals tab (/approvalList): work items waiting for me (oldest first) and the ones I decided
 * (newest first), 10 a page (overview §9), each tab paged on its own and kept while the other shows.
 * The counts of the tab titles and the tab-bar badge live in the badge store.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { vipBpmForMyAppedNew, vipBpmForMyAppNew, type ApprovalItem, type ApprovalItemPage } from '../../core/api/approval'
import { APPROVAL_PAGE_SIZE } from '../../core/domain/approval'
import { isApiError } from '../../core/http/envelope'

export type ApprovalTab = 'pending' | 'done'
export const APPROVAL_TABS: readonly ApprovalTab[] = ['pending', 'done']

export interface ApprovalListApi {
  pending: (pageNum: number, count: number) => Promise<ApprovalItemPage>
  done: (pageNum: number, count: number) => Promise<ApprovalItemPage>
}

/** One tab's rows and paging. */
export class ApprovalTabList {
  items: ApprovalItem[] = []
  total = 0
  pageNum = 0
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  error = ''
  /** A reload while rows are on screen (show, pull down): the rows stay until the answer. */
  refreshing = false
  /** Something may have changed since the last load (a decision, the page shown again). */
  stale = false

  private seq = 0

  constructor(private readonly fetchPage: (pageNum: number, count: number) => Promise<ApprovalItemPage>) {
    makeAutoObservable<ApprovalTabList, 'seq' | 'fetchPage'>(this, { seq: false, fetchPage: false })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  /** Loaded once and found nothing. */
  get empty(): boolean {
    return this.status === 'ready' && this.items.length === 0
  }

  async reload(): Promise<void> {
    this.stale = false
    await this.fetch(1)
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || this.status === 'idle' || !this.hasMore) return
    await this.fetch(this.pageNum + 1)
  }

  private async fetch(pageNum: number): Promise<void> {
    const seq = ++this.seq
    this.refreshing = pageNum === 1 && this.items.length > 0
    this.status = 'loading'
    this.error = ''
    try {
      const page = await this.fetchPage(pageNum, APPROVAL_PAGE_SIZE)
      if (seq !== this.seq) return
      runInAction(() => {
        if (pageNum === 1) this.items = page.list
        else {
          // Pending items leave the list as they are decided, so pages shift: never show a row twice.
          const seen = new Set(this.items.map((i) => i.workItemId))
          this.items = [...this.items, ...page.list.filter((i) => !seen.has(i.workItemId))]
        }
        this.total = page.total
        this.pageNum = pageNum
        this.status = 'ready'
        this.refreshing = false
      })
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.refreshing = false
        this.error = isApiError(e) && e.message ? e.message : ''
      })
    }
  }
}

export class ApprovalListStore {
  tab: ApprovalTab = 'pending'
  readonly lists: Record<ApprovalTab, ApprovalTabList>

  constructor(api: Partial<ApprovalListApi> = {}) {
    const full: ApprovalListApi = { pending: vipBpmForMyAppNew, done: vipBpmForMyAppedNew, ...api }
    this.lists = { pending: new ApprovalTabList(full.pending), done: new ApprovalTabList(full.done) }
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
    if (list.status === 'idle' || list.stale) void list.reload()
  }

  /** The page shows again or is pulled down: the current tab reloads, the other reloads when opened. */
  async refresh(): Promise<void> {
    for (const t of APPROVAL_TABS) if (t !== this.tab) this.lists[t].stale = true
    await this.current.reload()
  }

  async loadMore(): Promise<void> {
    await this.current.loadMore()
  }
}
