/**
 * Cancelling a ride: what it costs now (getCancelFee) is shown before the user confirms; the
 * cancel call carries that fee (expectedFee) so the server charges only what was seen. When the
 * fee changed meanwhile (a driver accepted between the quote and the tap) the server answers 4009
 * and the store shows the new fee and asks again; when the ride can no longer be cancelled (the
 * journey began) it says why. Free before a driver accepts, the car type's fee after.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/car-order'
import type { CarCancelFee } from '../api/car-order'
import { carOrder } from '../i18n/order'

const tt = scopedT(carOrder)

export type CarCancelApi = Pick<typeof api, 'cancelFee' | 'cancelOrder'>

/**
 * idle: nothing open; quoting: asking the fee; confirm: the fee shown, waiting for the user;
 * cancelling: the cancel call running; refused: cannot be cancelled (reason shown); done: cancelled.
 */
export type CancelPhase = 'idle' | 'quoting' | 'confirm' | 'cancelling' | 'refused' | 'done'

const CONFLICT = 4009

export class CarOrderCancelStore {
  phase: CancelPhase = 'idle'
  /** The fee the user is asked to accept (null before a quote). */
  quote: CarCancelFee | null = null
  /** The fee changed since the user last saw it (the server refused the old one): the sheet says so. */
  feeChanged = false
  /** The fee the user saw before it changed (for "was ¥0, now ¥15"). */
  previousFee: number | null = null
  /** Why the last step failed ('' when it did not). */
  message = ''
  /** What the cancellation cost, once done. */
  charged: number | null = null

  private readonly api: CarCancelApi

  constructor(
    readonly orderId: string,
    apiOverrides: Partial<CarCancelApi> = {},
  ) {
    this.api = { cancelFee: api.cancelFee, cancelOrder: api.cancelOrder, ...apiOverrides }
    makeAutoObservable<CarOrderCancelStore, 'api'>(this, { api: false, orderId: false })
  }

  /** The sheet is open (quoting, asking, cancelling or showing a refusal). */
  get open(): boolean {
    return this.phase !== 'idle' && this.phase !== 'done'
  }

  get busy(): boolean {
    return this.phase === 'quoting' || this.phase === 'cancelling'
  }

  /** What cancelling costs now without opening anything (for the button's label); null when unknown or not cancellable. */
  async peek(): Promise<number | null> {
    try {
      const q = await this.api.cancelFee(this.orderId)
      runInAction(() => {
        if (this.phase === 'idle' || this.phase === 'done') this.quote = q
      })
      return q.cancellable ? q.fee : null
    } catch {
      return null
    }
  }

  /** The user tapped cancel: ask the fee and show it (or why it cannot be cancelled). */
  async begin(): Promise<void> {
    if (this.busy) return
    this.phase = 'quoting'
    this.feeChanged = false
    this.previousFee = null
    this.message = ''
    await this.requote()
  }

  private async requote(): Promise<void> {
    try {
      const q = await this.api.cancelFee(this.orderId)
      runInAction(() => {
        // Closed while the fee was asked: stay closed.
        if (this.phase === 'idle') return
        this.quote = q
        this.phase = q.cancellable ? 'confirm' : 'refused'
        if (!q.cancellable) this.message = q.reason || tt('car.ride.cancelRefused')
      })
    } catch (e) {
      runInAction(() => {
        if (this.phase === 'idle') return
        this.phase = 'refused'
        this.message = isApiError(e) && e.message ? e.message : tt('car.ride.cancelFailed')
      })
    }
  }

  /** The user accepted the fee shown: cancel at that fee. True when cancelled. */
  async confirm(): Promise<boolean> {
    const q = this.quote
    if (this.phase !== 'confirm' || !q) return false
    this.phase = 'cancelling'
    this.message = ''
    try {
      const r = await this.api.cancelOrder(this.orderId, q.fee)
      runInAction(() => {
        this.charged = r.fee
        this.phase = 'done'
      })
      return true
    } catch (e) {
      if (isApiError(e) && e.errCode === CONFLICT) {
        // The fee moved (a driver accepted) or the ride moved past cancelling: ask what holds now.
        const seen = q.fee
        const said = e.message
        await this.requote()
        runInAction(() => {
          if (this.phase === 'confirm' && this.quote && this.quote.fee !== seen) {
            this.feeChanged = true
            this.previousFee = seen
            this.message = said || tt('car.ride.feeChanged')
          } else if (this.phase === 'confirm') {
            this.message = said
          }
        })
        return false
      }
      runInAction(() => {
        this.phase = 'confirm'
        this.message = isApiError(e) && e.message ? e.message : tt('car.ride.cancelFailed')
      })
      return false
    }
  }

  /** The user closed the sheet without cancelling. */
  dismiss(): void {
    if (this.phase === 'cancelling') return
    this.phase = 'idle'
    this.feeChanged = false
    this.previousFee = null
    this.message = ''
  }
}
