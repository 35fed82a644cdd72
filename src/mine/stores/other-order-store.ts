/**
 * Offline orders (/otherOrder, /otherOrderDetail): the list a consultant entered for me, and one
 * order with its cancel (allowed while the consultant is still working on it, before its service
 * day: the server's canCancel decides, the button follows it).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { cancelOtherOrder, otherOrderDetail, otherOrderList, type OtherOrderDetail, type OtherOrderItem } from '../api/mine'
import { isApiError } from '../../core/http/envelope'
import type { PagedList } from '../../core/stores/paged-list'
import { pagedOf } from './paged-store'

/** The list. */
export function otherOrdersList(call: typeof otherOrderList = otherOrderList): PagedList<OtherOrderItem> {
  return pagedOf(call, (o) => o.orderId)
}

export interface OtherOrderApi {
  detail: typeof otherOrderDetail
  cancel: typeof cancelOtherOrder
}

export class OtherOrderStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  order: OtherOrderDetail | null = null
  loadError = ''
  cancelling = false
  /** The last action's failure, for a toast. */
  message = ''
  private readonly api: OtherOrderApi

  constructor(readonly orderId: string, api: Partial<OtherOrderApi> = {}) {
    this.api = { detail: otherOrderDetail, cancel: cancelOtherOrder, ...api }
    makeAutoObservable<OtherOrderStore, 'api'>(this, { api: false, orderId: false })
  }

  async load(): Promise<void> {
    if (!/^\d{1,10}$/.test(this.orderId)) {
      this.status = 'notFound'
      return
    }
    try {
      const order = await this.api.detail(this.orderId)
      runInAction(() => {
        this.order = order
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (isApiError(e) && e.errCode === 4004) this.status = 'notFound'
        else if (!this.order) {
          this.status = 'error'
          this.loadError = isApiError(e) ? e.message : ''
        }
      })
    }
  }

  /** Cancels; true when done (the order shows cancelled), false with `message` otherwise. */
  async cancel(): Promise<boolean> {
    if (!this.order?.canCancel || this.cancelling) return false
    this.cancelling = true
    this.message = ''
    try {
      const order = await this.api.cancel(this.orderId)
      runInAction(() => {
        this.order = order
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : ''
      })
      // The order may have moved meanwhile: show it as it is now.
      void this.load()
      return false
    } finally {
      runInAction(() => {
        this.cancelling = false
      })
    }
  }
}
