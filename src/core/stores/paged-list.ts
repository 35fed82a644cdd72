/**
 * A list read page by page (pull to refresh, more at the bottom): the rows, the total, and the
 * state of the last read. A newer read (or a reset) owns the list: an older answer that arrives
 * late is dropped, so a slow page of a tab the user left never lands in the new one. Every paged
 * screen (all orders, approvals, messages, notices, trip applications, sent approvals) reads
 * through one of these; `usePagedPage` (core/hooks/use-paged-page) wires a page's show, pull-down
 * and reach-bottom events to it.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { isApiError } from '../http/envelope'

export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error'

/** One page as the server answers it (it may carry more, e.g. the booking scope of a colleague list). */
export interface Page<T> {
  list: T[]
  total: number
}

/** `X`: what a page carries besides its rows and total (kept in lastPage). */
export class PagedList<T, X extends object = object> {
  items: T[] = []
  total = 0
  pageNum = 0
  status: PagedStatus = 'idle'
  error = ''
  /** A reload while rows are on screen (pull to refresh, back from a detail). */
  refreshing = false
  /** Something may have changed since the last read (a decision elsewhere, another tab refreshed): read again when shown. */
  stale = false
  /** The last page taken (its extra fields), null before the first. */
  lastPage: (Page<T> & X) | null = null

  private seq = 0

  /** `fetchPage` reads one page (1-based); `keyOf` names a row, so a row shifted between pages shows once. */
  constructor(
    private readonly fetchPage: (pageNum: number) => Promise<Page<T> & X>,
    private readonly keyOf: (item: T) => string,
  ) {
    makeAutoObservable<PagedList<T, X>, 'fetchPage' | 'keyOf' | 'seq'>(this, { fetchPage: false, keyOf: false, seq: false, lastPage: observable.ref })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  /** Read once and found nothing. */
  get empty(): boolean {
    return this.status === 'ready' && this.items.length === 0
  }

  /** Nothing on screen yet and a read under way (or about to start): the whole-list spinner. */
  get loadingFirst(): boolean {
    return (this.status === 'loading' || this.status === 'idle') && this.items.length === 0
  }

  /** Never read, or stale: what a tab opened again should read. */
  get needsLoad(): boolean {
    return this.status === 'idle' || this.stale
  }

  markStale(): void {
    this.stale = true
  }

  /** Forgets the rows (another filter); a read under way is dropped when it answers. */
  reset(): void {
    this.seq += 1
    this.items = []
    this.total = 0
    this.pageNum = 0
    this.status = 'idle'
    this.error = ''
    this.refreshing = false
    this.stale = false
  }

  /** Another filter or tab: the old rows go at once (they are not this filter's) and the first page is read. */
  async restart(): Promise<void> {
    this.reset()
    await this.fetch(1)
  }

  /** The first page again; the rows stay until the answer comes (no flash of emptiness). */
  async reload(): Promise<void> {
    this.stale = false
    await this.fetch(1)
  }

  /** The next page (none while a read is under way, before the first read, or at the end). */
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
      const page = await this.fetchPage(pageNum)
      if (seq !== this.seq) return
      runInAction(() => {
        const seen = new Set(this.items.map(this.keyOf))
        this.items = pageNum === 1 ? page.list : [...this.items, ...page.list.filter((i) => !seen.has(this.keyOf(i)))]
        this.total = page.total
        this.lastPage = page
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
