/**
 * /userCenter/trBenchList: the caller's standby (候补) orders, newest first, 20 a page (spec §9),
 * filtered by a tab of states; a row opens the standby order detail (order type 20031, §2.4).
 */
import { makeAutoObservable } from 'mobx'
import { ORDER_TYPE, orderDetailRoute, type SpecRoute } from '../../../core/domain/order-types'
import { PagedList } from '../../../core/stores/paged-list'
import { benchList, type StandbyState, type TrBenchListItem } from '../../api/train-bench'

/** The list's page size (spec §9: 20 by default). */
export const BENCH_PAGE_SIZE = 20

/** The tabs and the states each shows (all: no filter). */
export const BENCH_TABS = {
  all: [],
  waiting: ['UNPAID', 'WAITING'],
  fulfilled: ['FULFILLED'],
  closed: ['EXPIRED', 'CANCELLED'],
} as const satisfies Record<string, readonly StandbyState[]>

export type BenchTab = keyof typeof BENCH_TABS

export type BenchListApi = { benchList: typeof benchList }

export class BenchListStore {
  tab: BenchTab = 'all'
  readonly list: PagedList<TrBenchListItem>

  constructor(api: Partial<BenchListApi> = {}) {
    const read = api.benchList ?? benchList
    this.list = new PagedList(
      (pageNum) => {
        const states = [...BENCH_TABS[this.tab]]
        return read({ pageNum, count: BENCH_PAGE_SIZE, ...(states.length ? { states } : {}) })
      },
      (i) => i.orderId,
    )
    makeAutoObservable(this, { list: false })
  }

  /** Another tab: its rows from the first page (the old tab's rows go at once). */
  chooseTab(tab: BenchTab): Promise<void> {
    if (tab === this.tab) return Promise.resolve()
    this.tab = tab
    return this.list.restart()
  }
}

/** Where a row opens: the standby order detail. */
export function benchTarget(item: Pick<TrBenchListItem, 'orderId'>): SpecRoute | null {
  return orderDetailRoute({ orderType: ORDER_TYPE.TRAIN_BENCH, orderId: item.orderId })
}
