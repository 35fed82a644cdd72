/**
 * A tour order (/travel/travelOrder/travelOrderDetail/{id}; the app reads `id`, or `orderId` from
 * order-type routing on the mini-program): its state, the pay countdown from the server's seconds
 * left, what cancelling now costs (the server's quote by the cancellation table), and cancelling.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/tour'
import type { TourOrderDetail } from '../api/tour'
import { tourDict } from '../i18n/tour'

const tt = scopedT(tourDict)

export type TourOrderApi = Pick<typeof api, 'tourOrderDetail' | 'cancelTour'>

export class TourOrderStore {
  readonly resource: DetailResource<string | undefined, TourOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''

  private deadlineAt = 0
  private quietLoad = false
  private readonly api: TourOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<TourOrderApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { tourOrderDetail: api.tourOrderDetail, cancelTour: api.cancelTour, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.tourOrderDetail(id as string, this.quietLoad), {
      valid: (id) => isIdText(id, 18),
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
      },
    })
    makeAutoObservable<TourOrderStore, 'api' | 'now' | 'deadlineAt' | 'quietLoad'>(this, { api: false, now: false, deadlineAt: false, quietLoad: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): TourOrderDetail | null {
    return this.resource.data
  }

  /** Loads the order (`quiet` keeps it on screen). */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** One second of the countdown; at zero the order is read again (it shows cancelled then). */
  tick(): void {
    if (this.order?.status !== 'AWAITING_PAYMENT' || !this.deadlineAt) return
    this.remaining = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    if (this.remaining === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /** Cancels (the page asked the user first, showing the quote); true when cancelled. */
  async cancel(): Promise<boolean> {
    const o = this.order
    if (!o || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await this.api.cancelTour(o.orderId)
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('tour.order.cancelFailed')
      })
      // The order may have moved on meanwhile: show what it is now.
      await this.load(true)
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
