/**
 * A list read page by page (pull to refresh, more at the bottom): the rows, the total, and the
 * state of the last read. A newer read (or a reset) owns the list: an older answer that arrives
 * late is dropped, so a slow page of a tab the user left never lands in the new one.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../http/envelope'

export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error'

export class PagedList<T> {
  items: T[] = []
  total = 0
  pageNum = 0
  status: PagedStatus = 'idle'
  error = ''
  /** A reload while rows are on screen (pull to refresh, back from a detail). */
  refreshing = false

  private seq = 0

  /** `fetchPage` reads one page (1-based); `keyOf` names a row, so a row shifted between pages shows once. */
  constructor(
    private readonly fetchPage: (pageNum: number) => Promise<{ list: T[]; total: number }>,
    private readonly keyOf: (item: T) => string,
  ) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'keyOf' | 'seq'>(this, { fetchPage: false, keyOf: false, seq: false })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
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
