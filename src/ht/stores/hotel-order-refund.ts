/**
 * Cancelling a confirmed hotel order (/ht/htOrder/htRefund?orderId=, order type 11008): the order,
 * then the server's quote for cancelling it now (refundFee: allowed or why not — non-cancellable,
 * past the free deadline, stay begun — the fee, the refund or the guarantee card's charge), an
 * optional reason (a choice and words, 200 characters in all, the server's limit), and refundAdd
 * after a confirm that repeats the quote. Nothing of the money is computed here.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { isIdText, isNotFoundError, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/hotel-order'
import type { HtOrderDetail, HtRefundAddReply, HtRefundFeeReply } from '../api/hotel-order'
import { hotelOrder } from '../i18n/order'

const tt = scopedT(hotelOrder)

export type HotelRefundApi = Pick<typeof api, 'orderDetail' | 'refundFee' | 'refundAdd'>

/** The page's state: the load, or that the order cannot be cancelled now (the quote says why). */
export type HotelRefundStatus = DetailStatus | 'notAllowed'

/** The reason's length limit (HtRefundAddBody.reason: 200 characters). */
export const REFUND_REASON_MAX = 200
/** Between the chosen reason and the words added to it. */
const REASON_SEP = '：'

export class HotelRefundStore {
  status: HotelRefundStatus = 'loading'
  loadError = ''
  order: HtOrderDetail | null = null
  quote: HtRefundFeeReply | null = null
  reasonChoice = ''
  reasonText = ''
  submitting = false
  error = ''
  result: HtRefundAddReply | null = null

  private readonly api: HotelRefundApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<HotelRefundApi> = {},
  ) {
    this.api = { orderDetail: api.orderDetail, refundFee: api.refundFee, refundAdd: api.refundAdd, ...apiOverrides }
    makeAutoObservable<HotelRefundStore, 'api'>(this, { api: false })
  }

  get reasonOptions(): string[] {
    return tt('ht.refund.reasonOptions').split('|')
  }

  /** Room for the words once a choice is made (the whole reason is at most 200 characters). */
  get reasonTextMax(): number {
    return REFUND_REASON_MAX - (this.reasonChoice ? this.reasonChoice.length + REASON_SEP.length : 0)
  }

  /** The reason sent: the choice, the words, or both. */
  get reason(): string {
    const text = this.reasonText.trim()
    const out = this.reasonChoice && text ? `${this.reasonChoice}${REASON_SEP}${text}` : this.reasonChoice || text
    return out.slice(0, REFUND_REASON_MAX)
  }

  /** A pay-at-hotel order: the fee goes to the guarantee card, nothing is refunded. */
  get payAtHotel(): boolean {
    return this.order?.plan.payment === 'PAY_AT_HOTEL'
  }

  /** Loads the order and the quote; either failing shows the error with a retry (which does both again). */
  async load(): Promise<void> {
    if (!isIdText(this.orderId)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    this.loadError = ''
    this.error = ''
    try {
      const order = await this.api.orderDetail(this.orderId, true)
      runInAction(() => {
        this.order = order
      })
      const quote = await this.api.refundFee(order.orderId)
      runInAction(() => {
        this.quote = quote
        this.status = quote.allowed ? 'ready' : 'notAllowed'
      })
    } catch (e) {
      runInAction(() => {
        const notFound = isNotFoundError(e)
        this.status = notFound ? 'notFound' : 'error'
        this.loadError = notFound ? '' : isApiError(e) && e.message ? e.message : tt('ht.refund.quoteFailed')
      })
    }
  }

  chooseReason(r: string): void {
    this.reasonChoice = this.reasonChoice === r ? '' : r
    this.reasonText = this.reasonText.slice(0, this.reasonTextMax)
  }

  setReasonText(v: string): void {
    this.reasonText = v.slice(0, this.reasonTextMax)
  }

  /** The first thing that stops the cancellation, or null. */
  validate(): string | null {
    if (!this.quote) return tt('ht.refund.quoteWait')
    if (!this.quote.allowed) return this.quote.reason || tt('ht.refund.notAllowed')
    return null
  }

  /** The confirmation: the server's fee, and the refund or the card's charge. */
  confirmText(): string {
    const q = this.quote
    if (!q) return ''
    if (this.payAtHotel) return q.cardCharge > 0 ? tt('ht.refund.confirmCard', { fee: q.cardCharge }) : tt('ht.refund.confirmFree')
    return tt('ht.refund.confirmPrepay', { fee: q.fee, amount: q.refundAmount })
  }

  /** Cancels after `confirm` said yes; true when done (`result` holds the cancellation). */
  async submit(confirm: (message: string) => Promise<boolean>): Promise<boolean> {
    if (this.submitting || this.status !== 'ready' || !this.order) return false
    const bad = this.validate()
    if (bad) {
      this.error = bad
      return false
    }
    if (!(await confirm(this.confirmText()))) return false
    this.submitting = true
    this.error = ''
    const orderId = this.order.orderId
    try {
      const reply = await this.api.refundAdd({ orderId, ...(this.reason ? { reason: this.reason } : {}) })
      runInAction(() => {
        this.result = reply
        this.submitting = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('ht.common.failed')
      })
      // The free deadline may have passed meanwhile: show what cancelling costs now.
      await this.requote(orderId)
      return false
    }
  }

  private async requote(orderId: string): Promise<void> {
    try {
      const quote = await this.api.refundFee(orderId)
      runInAction(() => {
        this.quote = quote
        if (!quote.allowed) this.status = 'notAllowed'
      })
    } catch {
      /* the error on screen stands */
    }
  }
}
