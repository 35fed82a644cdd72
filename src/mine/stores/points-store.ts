/**
 * Points: the bill (/userCenter/points: balance, the company's rule, movements newest first) and
 * the balance the user-centre tab shows. Earning and taking back are the server's (on payment and
 * refund); the app only reads.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { availablePoints, pointsBill, type PointsEntry } from '../api/mine'
import { PagedList } from '../../core/stores/paged-list'
import { MINE_PAGE_SIZE } from './paged-store'

export interface PointsApi {
  bill: typeof pointsBill
  available: typeof availablePoints
}

export class PointsStore {
  readonly list: PagedList<PointsEntry, { balance: number }>
  /** CNY per point of the company (null until read). */
  yuanPerPoint: number | null = null
  balance: number | null = null
  private readonly api: PointsApi

  constructor(api: Partial<PointsApi> = {}) {
    this.api = { bill: pointsBill, available: availablePoints, ...api }
    this.list = new PagedList((pageNum) => this.api.bill(pageNum, MINE_PAGE_SIZE), (e) => e.id)
    makeAutoObservable<PointsStore, 'api'>(this, { api: false, list: false })
  }

  /** The bill and the rule again; the balance follows the bill's first page. */
  async reload(): Promise<void> {
    const rule = this.api.available().then(
      (r) => runInAction(() => {
        this.yuanPerPoint = r.yuanPerPoint
        this.balance = r.balance
      }),
      () => undefined,
    )
    await Promise.all([this.list.reload(), rule])
    runInAction(() => {
      if (this.list.lastPage) this.balance = this.list.lastPage.balance
    })
  }

  loadMore(): Promise<void> {
    return this.list.loadMore()
  }
}

/** '+12' / '-3' of a movement. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points)
}
