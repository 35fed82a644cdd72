/**
 * My trip applications (/tripList): one tab per status, the approved ones first (spec §9: the
 * default travel request list status is 2), pages of 20 (spec default), pull to refresh and more
 * at the bottom.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { vipCcsqdGetList, type TripApplicationListItem } from '../../core/api/trip'
import { isApiError } from '../../core/http/envelope'

/** Tabs by status: approved (default), in approval, drafts, rejected, cancelled, all (-1). */
export const TRIP_TABS = [2, 1, 0, 3, 4, -1] as const
export type TripTab = (typeof TRIP_TABS)[number]
export const DEFAULT_TAB: TripTab = 2
export const PAGE_SIZE = 20

export type TripListApi = { vipCcsqdGetList: typeof vipCcsqdGetList }

/** Reads a tab from the URL (?status=1); anything else is the default tab. */
export function parseTab(value: string | undefined): TripTab {
  const n = Number(value)
  return value !== undefined && value !== '' && (TRIP_TABS as readonly number[]).includes(n) ? (n as TripTab) : DEFAULT_TAB
}

export class TripListStore {
  tab: TripTab = DEFAULT_TAB
  items: TripApplicationListItem[] = []
  total = 0
  pageNum = 0
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  error = ''
  /** A reload while rows are on screen (pull to refresh, back from a detail). */
  refreshing = false

  private seq = 0
  private readonly api: TripListApi

  constructor(api: Partial<TripListApi> = {}) {
    this.api = { vipCcsqdGetList, ...api }
    makeAutoObservable<TripListStore, 'api' | 'seq'>(this, { api: false, seq: false })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  /** Another tab: its first page; the old tab's rows go at once (they are not this tab's). */
  setTab(tab: TripTab): void {
    if (tab === this.tab && this.status !== 'idle') return
    this.tab = tab
    this.items = []
    this.total = 0
    this.pageNum = 0
    void this.reload()
  }

  /** The first page again; the rows stay until the answer comes (no flash of emptiness). */
  async reload(): Promise<void> {
    await this.fetch(1)
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return
    await this.fetch(this.pageNum + 1)
  }

  private async fetch(pageNum: number): Promise<void> {
    const seq = ++this.seq
    const tab = this.tab
    this.refreshing = pageNum === 1 && this.items.length > 0
    this.status = 'loading'
    this.error = ''
    try {
      const page = await this.api.vipCcsqdGetList({ status: tab, pageNum, count: PAGE_SIZE })
      // A tab switch or a newer reload meanwhile owns the list now.
      if (seq !== this.seq) return
      runInAction(() => {
        const fresh = page.list.filter((i) => pageNum === 1 || !this.items.some((x) => x.ccsqdId === i.ccsqdId))
        this.items = pageNum === 1 ? page.list : [...this.items, ...fresh]
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
