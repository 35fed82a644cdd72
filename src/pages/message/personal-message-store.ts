/**
 * My personal messages (findGgtzByMsgType, msgType 2): the steps of my applications and orders in
 * approval, and items waiting for my approval. Paged, newest first; tapping one marks it read
 * (readGgtz with msgType 2) and opens its target the way a push would (core/push-routing).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { findGgtzByMsgType, readGgtz, type PersonalMessage } from '../../core/api/messages'
import { isApiError } from '../../core/http/envelope'
import { pushTarget } from '../../core/push-routing'

export const MESSAGE_PAGE_SIZE = 20

export interface PersonalMessageApi {
  list: typeof findGgtzByMsgType
  read: (id: number) => Promise<unknown>
}

/** The screen a message opens: yycj 2 the approval detail (with workItemId), yycj 1 the order's own detail. */
export function messageTarget(m: Pick<PersonalMessage, 'yycj' | 'orderId' | 'orderType' | 'workItemId'>): { path: string; query: Record<string, string> } | null {
  return pushTarget({ yycj: m.yycj, orderId: m.orderId, orderType: m.orderType, workItemId: m.workItemId })
}

export class PersonalMessageStore {
  items: PersonalMessage[] = []
  total = 0
  page = 0
  status: 'idle' | 'loading' | 'error' | 'ready' = 'idle'
  error = ''
  /** Something may have changed since the last load (the page shown again while another tab was open). */
  stale = false

  private seq = 0
  private readonly api: PersonalMessageApi

  constructor(api: Partial<PersonalMessageApi> = {}) {
    this.api = { list: findGgtzByMsgType, read: (id) => readGgtz(id, 2), ...api }
    makeAutoObservable<PersonalMessageStore, 'api' | 'seq'>(this, { api: false, seq: false })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  /** Unread among the loaded messages (the tab's dot; the exact total is the badge count). */
  get unread(): number {
    return this.items.filter((m) => !m.read).length
  }

  async reload(): Promise<void> {
    this.stale = false
    await this.loadPage(1)
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || this.status === 'idle' || !this.hasMore) return
    await this.loadPage(this.page + 1)
  }

  /**
   * Marks a message read here at once and on the server (fire and forget: a failed mark only
   * leaves the dot for the next load). Answers whether it was unread.
   */
  markRead(id: number): boolean {
    const m = this.items.find((x) => x.id === id)
    if (!m || m.read) return false
    m.read = true
    void this.api.read(id).catch(() => undefined)
    return true
  }

  private async loadPage(page: number): Promise<void> {
    const seq = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const r = await this.api.list(page, MESSAGE_PAGE_SIZE)
      if (seq !== this.seq) return
      runInAction(() => {
        if (page === 1) this.items = r.list
        else {
          // New messages arrive at the top while paging: never show one twice.
          const seen = new Set(this.items.map((m) => m.id))
          this.items = [...this.items, ...r.list.filter((m) => !seen.has(m.id))]
        }
        this.total = r.total
        this.page = page
        this.status = 'ready'
      })
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : ''
      })
    }
  }
}
