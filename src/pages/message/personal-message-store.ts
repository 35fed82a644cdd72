/**
 * My personal messages (findGgtzByMsgType, msgType 2): the steps of my applications and orders in
 * approval, and items waiting for my approval. Paged, newest first; tapping one marks it read
 * (readGgtz with msgType 2) and opens its target the way a push would (core/push-routing).
 */
import { makeAutoObservable } from 'mobx'
import { findGgtzByMsgType, readGgtz, type PersonalMessage } from '../../core/api/messages'
import { pushTarget } from '../../core/push-routing'
import { PagedList, type PagedStatus } from '../../core/stores/paged-list'

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
  /** The messages, newest first (new ones arrive at the top while paging: a message shows once). */
  readonly list: PagedList<PersonalMessage>
  private readonly api: PersonalMessageApi

  constructor(api: Partial<PersonalMessageApi> = {}) {
    this.api = { list: findGgtzByMsgType, read: (id) => readGgtz(id, 2), ...api }
    this.list = new PagedList((pageNum) => this.api.list(pageNum, MESSAGE_PAGE_SIZE), (m) => String(m.id))
    makeAutoObservable<PersonalMessageStore, 'api'>(this, { api: false, list: false })
  }

  get items(): PersonalMessage[] {
    return this.list.items
  }

  get status(): PagedStatus {
    return this.list.status
  }

  get error(): string {
    return this.list.error
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  /** Unread among the loaded messages (the tab's dot; the exact total is the badge count). */
  get unread(): number {
    return this.items.filter((m) => !m.read).length
  }

  reload(): Promise<void> {
    return this.list.reload()
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
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
}
