/**
 * Refund of train tickets (/tr/ApplyRefund?orderId=): the tickets of the order (those that cannot
 * be refunded are listed with why), the fee per ticket by time to departure as the server quotes it
 * for the tickets chosen (refundFee, asked again on every change of the choice, shown before the
 * user confirms), the amount that comes back, an optional reason, then refundAdd after a confirm.
 * Nothing of the money is computed here: the quote is the server's, and the confirm repeats it.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { isIdText, isNotFoundError, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import type { TrainOrderDetail, TrRefundAddReply, TrRefundFeeReply, TrRefundQuoteItem } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'
import { ticketRows, type TicketRow } from './train-after-sale-tickets'

const tt = scopedT(afterSale)

export type RefundApi = Pick<typeof orderApi, 'orderDetail'> & Pick<typeof api, 'refundFee' | 'refundAdd'>

/** The page's state: the order's load, or that nothing of it can be refunded. */
export type AfterSaleStatus = DetailStatus | 'notAllowed'

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The selection a quote was asked for (order-independent). */
function selectionKey(ids: readonly string[]): string {
  return ids.slice().sort().join(',')
}

export class TrainRefundStore {
  status: AfterSaleStatus = 'loading'
  loadError = ''
  order: TrainOrderDetail | null = null
  ticketIds: string[] = []
  quote: TrRefundFeeReply | null = null
  quoteStatus: QuoteStatus = 'idle'
  quoteError = ''
  reasonChoice = ''
  reasonText = ''
  submitting = false
  error = ''
  result: TrRefundAddReply | null = null

  /** The selection the quote on screen is for. */
  private quoteKey = ''
  private quoteSeq = 0
  private readonly api: RefundApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<RefundApi> = {},
  ) {
    this.api = { orderDetail: orderApi.orderDetail, refundFee: api.refundFee, refundAdd: api.refundAdd, ...apiOverrides }
    makeAutoObservable<TrainRefundStore, 'api' | 'quoteSeq' | 'quoteKey'>(this, { api: false, quoteSeq: false, quoteKey: false })
  }

  get rows(): TicketRow[] {
    return ticketRows(this.order, 'refund')
  }

  get selectableIds(): string[] {
    return this.rows.filter((r) => r.selectable).map((r) => r.ticket.ticketId)
  }

  isSelected(ticketId: string): boolean {
    return this.ticketIds.includes(ticketId)
  }

  /** The server's quote of a chosen ticket (null while none is in for it). */
  quoteOf(ticketId: string): TrRefundQuoteItem | null {
    if (!this.quoteFresh) return null
    return this.quote?.items.find((i) => i.ticketId === ticketId) ?? null
  }

  /** The quote on screen is for exactly the tickets chosen now. */
  get quoteFresh(): boolean {
    return this.quoteStatus === 'ready' && !!this.quote && this.quoteKey === selectionKey(this.ticketIds)
  }

  get reasonOptions(): string[] {
    return tt('tr.refund.reasonOptions').split('|')
  }

  get reason(): string {
    const text = this.reasonText.trim()
    if (this.reasonChoice && text) return `${this.reasonChoice}：${text}`
    return this.reasonChoice || text
  }

  async load(): Promise<void> {
    if (!isIdText(this.orderId)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    this.loadError = ''
    let order: TrainOrderDetail
    try {
      order = await this.api.orderDetail(this.orderId, true)
    } catch (e) {
      runInAction(() => {
        const notFound = isNotFoundError(e)
        this.status = notFound ? 'notFound' : 'error'
        this.loadError = !notFound && isApiError(e) ? e.message : ''
      })
      return
    }
    runInAction(() => {
      this.order = order
      if (!order.allowedActions.refund || !this.selectableIds.length) {
        this.status = 'notAllowed'
        return
      }
      // One ticket: it is the one. Several: all of them, the common case being the whole trip.
      this.ticketIds = this.selectableIds
      this.status = 'ready'
    })
    if ((this.status as AfterSaleStatus) === 'ready') await this.refreshQuote()
  }

  toggle(ticketId: string): void {
    if (!this.selectableIds.includes(ticketId)) return
    this.ticketIds = this.isSelected(ticketId) ? this.ticketIds.filter((x) => x !== ticketId) : [...this.ticketIds, ticketId]
    this.error = ''
    void this.refreshQuote()
  }

  /** The server's fee and amount for the tickets chosen now. */
  async refreshQuote(): Promise<void> {
    const seq = ++this.quoteSeq
    const ids = this.ticketIds.slice()
    if (!ids.length || !this.order) {
      this.quote = null
      this.quoteStatus = 'idle'
      this.quoteError = ''
      this.quoteKey = ''
      return
    }
    this.quoteStatus = 'loading'
    this.quoteError = ''
    try {
      const quote = await this.api.refundFee({ orderId: this.order.orderId, ticketIds: ids })
      if (seq !== this.quoteSeq) return
      runInAction(() => {
        this.quote = quote
        this.quoteKey = selectionKey(ids)
        this.quoteStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.quoteSeq) return
      runInAction(() => {
        this.quote = null
        this.quoteKey = ''
        this.quoteStatus = 'error'
        this.quoteError = isApiError(e) && e.message ? e.message : tt('tr.refund.quoteFailed')
      })
    }
  }

  chooseReason(r: string): void {
    this.reasonChoice = this.reasonChoice === r ? '' : r
  }

  setReasonText(v: string): void {
    this.reasonText = v.slice(0, 150)
  }

  /** The first thing that stops the refund, or null. */
  validate(): string | null {
    if (!this.ticketIds.length) return tt('tr.refund.chooseTicket')
    if (!this.quoteFresh || !this.quote) return this.quoteStatus === 'error' ? this.quoteError || tt('tr.refund.quoteFailed') : tt('tr.refund.quoteWait')
    if (!this.quote.allowed) return this.quote.reason || tt('tr.refund.notAllowedNow')
    return null
  }

  /** The confirmation: the server's fee and amount for these tickets. */
  confirmText(): string {
    const q = this.quote
    if (!q) return ''
    return tt('tr.refund.confirm', { n: this.ticketIds.length, fee: q.totalFee, amount: q.totalAmount })
  }

  /** Refunds after `confirm` said yes; true when done. */
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
    try {
      const reply = await this.api.refundAdd({
        orderId: this.order.orderId,
        ticketIds: this.ticketIds.slice(),
        ...(this.reason ? { reason: this.reason.slice(0, 200) } : {}),
      })
      runInAction(() => {
        this.result = reply
        this.submitting = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('tr.common.failed')
      })
      // The time to departure may have crossed a tier: show what it costs now.
      void this.refreshQuote()
      return false
    }
  }
}
