import { makeAutoObservable, runInAction } from 'mobx'
import { allGgTz } from '../api/messages'
import type { Notice } from '../api/types'

export const NOTICE_PAGE_SIZE = 20

/** Paged notices for the messages tab and the notice list (kept while the user goes back). */
export class NoticeListStore {
  items: Notice[] = []
  total = 0
  page = 0
  status: 'idle' | 'loading' | 'error' | 'ready' = 'idle'

  constructor(private readonly fetch: typeof allGgTz = allGgTz) {
    makeAutoObservable(this)
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  get unread(): number {
    return this.items.filter((n) => !n.read).length
  }

  async reload(): Promise<void> {
    this.page = 0
    await this.loadPage(1, true)
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return
    await this.loadPage(this.page + 1, false)
  }

  markRead(id: Notice['id']): void {
    const n = this.items.find((x) => String(x.id) === String(id))
    if (n) n.read = true
  }

  private async loadPage(page: number, replace: boolean): Promise<void> {
    this.status = 'loading'
    try {
      const r = await this.fetch(page, NOTICE_PAGE_SIZE)
      runInAction(() => {
        this.items = replace ? r.list : [...this.items, ...r.list]
        this.total = r.total
        this.page = page
        this.status = 'ready'
      })
    } catch {
      runInAction(() => {
        this.status = 'error'
      })
    }
  }
}
