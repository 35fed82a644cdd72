/**
 * My trip applications (/tripList): one tab per status, the approved ones first (spec §9: the
 * default travel request list status is 2), pages of 20 (spec default), pull to refresh and more
 * at the bottom.
 */
import { makeAutoObservable } from 'mobx'
import { vipCcsqdGetList, type TripApplicationListItem } from '../../core/api/trip'
import { PagedList, type PagedStatus } from '../../core/stores/paged-list'

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
  private readonly api: TripListApi
  /** The rows of the current tab (a tab switch resets it, so a late page of the old tab is dropped). */
  readonly list: PagedList<TripApplicationListItem>

  constructor(api: Partial<TripListApi> = {}) {
    this.api = { vipCcsqdGetList, ...api }
    this.list = new PagedList((pageNum) => this.api.vipCcsqdGetList({ status: this.tab, pageNum, count: PAGE_SIZE }), (i) => i.ccsqdId)
    makeAutoObservable<TripListStore, 'api'>(this, { api: false, list: false })
  }

  get items(): TripApplicationListItem[] {
    return this.list.items
  }

  get total(): number {
    return this.list.total
  }

  get status(): PagedStatus {
    return this.list.status
  }

  get error(): string {
    return this.list.error
  }

  get refreshing(): boolean {
    return this.list.refreshing
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  /** Another tab: its first page; the old tab's rows go at once (they are not this tab's). */
  setTab(tab: TripTab): void {
    if (tab === this.tab && this.status !== 'idle') return
    this.tab = tab
    void this.list.restart()
  }

  reload(): Promise<void> {
    return this.list.reload()
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }
}
