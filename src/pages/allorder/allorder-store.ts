/**
 * The all-orders tab: totalOrderList with the spec's defaults (last 30 days, findScope 1, page
 * size 20; booking flows §9), filters for the date window, order type and status, paging and
 * refresh. Rows open their detail screen through the order-type table.
 */
import { makeAutoObservable } from 'mobx'
import { totalOrderList, type OrderListBody, type OrderListItem } from '../../core/api/orders'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { scopedT } from '../../core/i18n/index'
import { orders } from '../../core/i18n/dict/orders'
import { PagedList, type PagedStatus } from '../../core/stores/paged-list'

export const PAGE_SIZE = 20

/** Date windows in days back from today; 30 is the spec's default. */
export const WINDOWS = [30, 90, 180, 365] as const
export type WindowDays = (typeof WINDOWS)[number]

/** The order list's words (a scoped dictionary: kept off the first bundle). */
export type OrdersKey = keyof (typeof orders)['zh-CN']
export const to = scopedT(orders)

export const WINDOW_KEYS: Record<WindowDays, OrdersKey> = {
  30: 'orders.window30',
  90: 'orders.window90',
  180: 'orders.window180',
  365: 'orders.window365',
}

/** Order types the list filters by (flights and trains: the order, its refunds, its changes; train standby). */
export const ORDER_TYPES = [11001, 11002, 11003, 11009, 11010, 11011, 20031] as const
export type ListOrderType = (typeof ORDER_TYPES)[number]

export const ORDER_TYPE_KEYS: Record<ListOrderType, OrdersKey> = {
  11001: 'orders.type.11001',
  11002: 'orders.type.11002',
  11003: 'orders.type.11003',
  11009: 'orders.type.11009',
  11010: 'orders.type.11010',
  11011: 'orders.type.11011',
  20031: 'orders.type.20031',
}

/** The label of a row's order type; a type the list has no name for yet shows none rather than a wrong one. */
export function orderTypeLabel(orderType: number): string {
  const key = (ORDER_TYPE_KEYS as Partial<Record<number, OrdersKey>>)[orderType]
  return key ? to(key) : ''
}

/** Status filters as the user thinks of them, each a set of status codes. */
export const STATUS_GROUPS = {
  toPay: ['AWAITING_PAYMENT'],
  approval: ['AWAITING_SUBMIT', 'IN_APPROVAL'],
  ticketing: ['PAID', 'TICKETING'],
  done: ['ISSUED', 'CHANGED', 'PARTIAL_CHANGE', 'PARTIAL_REFUND', 'COMPLETED'],
  refunded: ['FULL_REFUND'],
  cancelled: ['CANCELLED', 'CLOSED', 'REJECTED', 'APPROVAL_TERMINATED'],
} as const satisfies Record<string, readonly NonNullable<OrderListBody['statuses']>[number][]>
export type StatusGroup = keyof typeof STATUS_GROUPS

export const STATUS_KEYS: Record<StatusGroup, OrdersKey> = {
  toPay: 'orders.status.toPay',
  approval: 'orders.status.approval',
  ticketing: 'orders.status.ticketing',
  done: 'orders.status.done',
  refunded: 'orders.status.refunded',
  cancelled: 'orders.status.cancelled',
}

/** 'YYYY-MM-DD' of a day `back` days before `now`, by China's calendar day (the server's). */
export function daysBack(now: number, back: number): string {
  return addDaysText(chinaTodayText(now), -back)
}

/** The payment screen's query for a row awaiting payment: an order, or a change paid as a change of its order. */
export function payQuery(item: Pick<OrderListItem, 'id' | 'orderId' | 'orderType'>): Record<string, string> {
  // A change row is paid as a change of its order (payScene 2); every other row as its order.
  if (item.orderType === 11003 || item.orderType === 11011) return { orderIds: item.orderId, changeId: item.id, orderType: String(item.orderType) }
  return { orderIds: item.orderId, orderType: String(item.orderType) }
}

export type ListApi = { totalOrderList: typeof totalOrderList }

export class AllOrderStore {
  windowDays: WindowDays = 30
  orderType: ListOrderType | 0 = 0
  statusGroup: StatusGroup | '' = ''
  findScope: 1 | 2 = 1
  /** The rows under the current filters (a row is its order type and id: a refund and its order share ids). */
  readonly list: PagedList<OrderListItem>

  private readonly api: ListApi

  constructor(
    api: Partial<ListApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { totalOrderList, ...api }
    this.list = new PagedList((pageNum) => this.api.totalOrderList(this.query(pageNum)), (i) => `${i.orderType}-${i.id}`)
    makeAutoObservable<AllOrderStore, 'api' | 'now'>(this, { api: false, now: false, list: false })
  }

  get items(): OrderListItem[] {
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

  /** A reload that started while the list was on screen (pull to refresh, filter change). */
  get refreshing(): boolean {
    return this.list.refreshing
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  /** The request for a page with the current filters. */
  query(pageNum: number): OrderListBody {
    const body: OrderListBody = {
      pageNum,
      count: PAGE_SIZE,
      dateType: 1,
      dateStart: daysBack(this.now(), this.windowDays),
      dateEnd: daysBack(this.now(), 0),
      findScope: this.findScope,
    }
    if (this.orderType) body.orderType = this.orderType
    if (this.statusGroup) body.statuses = [...STATUS_GROUPS[this.statusGroup]]
    return body
  }

  /** First page again; the current rows stay until the answer comes (no flash of emptiness). */
  reload(): Promise<void> {
    return this.list.reload()
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  setWindow(days: WindowDays): void {
    if (days === this.windowDays) return
    this.windowDays = days
    void this.reload()
  }

  setOrderType(type: ListOrderType | 0): void {
    if (type === this.orderType) return
    this.orderType = type
    void this.reload()
  }

  setStatusGroup(group: StatusGroup | ''): void {
    if (group === this.statusGroup) return
    this.statusGroup = group
    void this.reload()
  }

  setScope(scope: 1 | 2): void {
    if (scope === this.findScope) return
    this.findScope = scope
    void this.reload()
  }
}
