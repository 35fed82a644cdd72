import { makeAutoObservable } from 'mobx'
import { allGgTz } from '../api/messages'
import type { Notice } from '../api/types'
import { PagedList, type PagedStatus } from './paged-list'

export const NOTICE_PAGE_SIZE = 20

/** Paged notices for the messages tab and the notice list (kept while the user goes back). */
export class NoticeListStore {
  readonly list: PagedList<Notice>

  constructor(fetch: typeof allGgTz = allGgTz) {
    this.list = new PagedList((pageNum) => fetch(pageNum, NOTICE_PAGE_SIZE), (n) => String(n.id))
    makeAutoObservable(this, { list: false })
  }

  get items(): Notice[] {
    return this.list.items
  }

  get status(): PagedStatus {
    return this.list.status
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  get unread(): number {
    return this.items.filter((n) => !n.read).length
  }

  reload(): Promise<void> {
    return this.list.reload()
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  markRead(id: Notice['id']): void {
    const n = this.items.find((x) => String(x.id) === String(id))
    if (n) n.read = true
  }
}
