/**
 * The user centre's messages: my order and approval messages (findGgtzByMsgType, msgType 2),
 * paged, read on tap (readGgtz msgType 2) and opened like a push (core/push-routing); and the
 * message centre (/userCenter/message): both kinds' unread counts and the latest of both, newest
 * first. Notices themselves are the core notice list (core/stores/notice-list-store).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { allGgTz, findGgtzByMsgType, findGgtzReadCount, readGgtz, type PersonalMessage } from '../../core/api/messages'
import type { Notice } from '../../core/api/types'
import { pushTarget } from '../../core/push-routing'
import { PagedList } from '../../core/stores/paged-list'
import { isApiError } from '../../core/http/envelope'
import { MINE_PAGE_SIZE } from './paged-store'

export interface MessagesApi {
  personal: typeof findGgtzByMsgType
  notices: typeof allGgTz
  noticeCount: typeof findGgtzReadCount
  read: (id: number, msgType: 1 | 2) => Promise<unknown>
}

const defaults: MessagesApi = { personal: findGgtzByMsgType, notices: allGgTz, noticeCount: findGgtzReadCount, read: (id, msgType) => readGgtz(id, msgType) }

/** The screen a personal message opens: an approver's item, or the order / application's own detail. */
export function personalTarget(m: Pick<PersonalMessage, 'yycj' | 'orderId' | 'orderType' | 'workItemId'>) {
  return pushTarget({ yycj: m.yycj, orderId: m.orderId, orderType: m.orderType, workItemId: m.workItemId })
}

/** My order and approval messages, paged, newest first. */
export class OrderMessageStore {
  readonly list: PagedList<PersonalMessage>
  private readonly api: MessagesApi

  constructor(api: Partial<MessagesApi> = {}) {
    this.api = { ...defaults, ...api }
    this.list = new PagedList((pageNum) => this.api.personal(pageNum, MINE_PAGE_SIZE), (m) => String(m.id))
    makeAutoObservable<OrderMessageStore, 'api'>(this, { api: false, list: false })
  }

  /** Marks a message read here and on the server (a failed mark leaves the dot for the next load). True when it was unread. */
  markRead(id: number): boolean {
    const m = this.list.items.find((x) => x.id === id)
    if (!m || m.read) return false
    m.read = true
    void this.api.read(id, 2).catch(() => undefined)
    return true
  }
}

/** A row of the message centre's latest list. */
export type LatestRow = { kind: 'personal'; at: string; message: PersonalMessage } | { kind: 'notice'; at: string; notice: Notice }

/** Newest first, personal messages ('YYYY-MM-DD HH:mm') and notices ('YYYY-MM-DD HH:mm:ss') together, at most `limit`. */
export function mergeLatest(personal: readonly PersonalMessage[], notices: readonly Notice[], limit: number): LatestRow[] {
  const rows: LatestRow[] = [
    ...personal.map((m) => ({ kind: 'personal' as const, at: m.time.slice(0, 16), message: m })),
    ...notices.map((n) => ({ kind: 'notice' as const, at: n.publishTime.slice(0, 16), notice: n })),
  ]
  return rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit)
}

/** How many of the latest the centre shows. */
export const LATEST_COUNT = 10

/** /userCenter/message: unread counts of both kinds and the latest messages. */
export class MessageCentreStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  error = ''
  noticeUnread = 0
  latest: LatestRow[] = []
  private readonly api: MessagesApi

  constructor(api: Partial<MessagesApi> = {}) {
    this.api = { ...defaults, ...api }
    makeAutoObservable<MessageCentreStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading'
    try {
      const [personal, notices, count] = await Promise.all([this.api.personal(1, LATEST_COUNT), this.api.notices(1, LATEST_COUNT), this.api.noticeCount()])
      runInAction(() => {
        this.latest = mergeLatest(personal.list, notices.list, LATEST_COUNT)
        this.noticeUnread = count.unread
        this.status = 'ready'
        this.error = ''
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  /** A latest row was tapped: read it here and on the server. True when it was unread (the badge drops one). */
  markRead(row: LatestRow): boolean {
    const item = row.kind === 'personal' ? row.message : row.notice
    if (item.read) return false
    item.read = true
    if (row.kind === 'notice') this.noticeUnread = Math.max(0, this.noticeUnread - 1)
    void this.api.read(Number(item.id), row.kind === 'personal' ? 2 : 1).catch(() => undefined)
    return true
  }
}
