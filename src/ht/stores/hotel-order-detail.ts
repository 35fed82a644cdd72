/**
 * A hotel order (/ht/htOrder/htOrderDetail?orderId=, both hotel versions): its state and what may
 * be done with it now (the server's allowedActions), the pay countdown from the server's seconds
 * left, reading again while the hotel confirms (paid → confirmed with a confirmation number),
 * cancelling an unpaid order, what cancelling a confirmed one would cost now (refundFee: the
 * screen shows it, or why it cannot be, next to the cancellation rule), and the lines to call.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { getComplaintPhone } from '../../core/api/general'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/hotel-order'
import type { HtOrderDetail, HtRefundFeeReply } from '../api/hotel-order'
import { hotelOrder } from '../i18n/order'
import { guestsByRoom, priceLines, stayNights, type PriceLine, type RoomGuests } from './hotel-order-format'

const tt = scopedT(hotelOrder)

export type { DetailStatus }

export type HotelOrderApi = Pick<typeof api, 'orderDetail' | 'cancelOrder' | 'refundFee'> & { getComplaintPhone: typeof getComplaintPhone }

/** How many reads while the hotel confirms before the page stops asking (2 s apart: 40 s). */
const CONFIRM_POLLS = 20

/** Order ids in the URL are digits; anything else cannot name an order ("not found" without a call). */
export function isOrderIdText(id: string | undefined): id is string {
  return isIdText(id, 18)
}

export class HotelOrderDetailStore {
  readonly resource: DetailResource<string | undefined, HtOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''
  /** What cancelling the confirmed order would cost now (null: not confirmed, or not known). */
  quote: HtRefundFeeReply | null = null
  /** The company's service line ('' while unknown or when there is none). */
  servicePhone = ''

  private deadlineAt = 0
  private polls = 0
  private quietLoad = false
  private readonly api: HotelOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<HotelOrderApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { orderDetail: api.orderDetail, cancelOrder: api.cancelOrder, refundFee: api.refundFee, getComplaintPhone, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.orderDetail(id as string, this.quietLoad), {
      valid: isOrderIdText,
      // A refresh that finds the order gone (another company's, or out of scope now) shows so.
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
        if (order.status !== 'ISSUED') this.quote = null
      },
    })
    makeAutoObservable<HotelOrderDetailStore, 'api' | 'now' | 'deadlineAt' | 'polls' | 'quietLoad'>(this, {
      api: false,
      now: false,
      deadlineAt: false,
      polls: false,
      quietLoad: false,
      resource: false,
    })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): HtOrderDetail | null {
    return this.resource.data
  }

  /** Paid (or guaranteed), waiting for the hotel's confirmation: the page reads again until it comes. */
  get confirming(): boolean {
    const s = this.order?.status
    return s === 'PAID' || s === 'TICKETING'
  }

  /** A pay-at-hotel plan: nothing is paid online, the room is paid at the hotel. */
  get payAtHotel(): boolean {
    return this.order?.plan.payment === 'PAY_AT_HOTEL'
  }

  /** The pay deadline 'YYYY-MM-DD HH:mm' while awaiting payment, else null. */
  get payDeadline(): string | null {
    return this.order?.status === 'AWAITING_PAYMENT' ? this.order.payDeadline : null
  }

  /** Nights of the stay. */
  get nights(): number {
    const o = this.order
    return o ? o.nights.length || stayNights(o.checkInDate, o.checkOutDate) : 0
  }

  get rooms(): RoomGuests[] {
    return this.order ? guestsByRoom(this.order.guests) : []
  }

  get priceLines(): PriceLine[] {
    return this.order ? priceLines(this.order) : []
  }

  /** What the status header shows as the order's amount: paid online, or the stay's price at the hotel. */
  get headerTotal(): number {
    const o = this.order
    if (!o) return 0
    return this.payAtHotel ? o.price.roomTotal + o.price.serviceFee : o.price.total
  }

  /** Loads the order (`quiet` keeps it on screen, no loading indicator), then what cancelling it would cost now. */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
    if (this.order?.status === 'ISSUED') await this.loadQuote()
  }

  /** The service line, once (a failure leaves only the hotel's number to call). */
  async loadServicePhone(): Promise<void> {
    if (this.servicePhone) return
    try {
      const reply = await this.api.getComplaintPhone()
      runInAction(() => {
        this.servicePhone = reply.phone ?? ''
      })
    } catch {
      /* the hotel's number is still there */
    }
  }

  /** What cancelling the confirmed order costs now; a failure leaves the rule's words alone on screen. */
  private async loadQuote(): Promise<void> {
    const o = this.order
    if (!o) return
    try {
      const quote = await this.api.refundFee(o.orderId)
      runInAction(() => {
        if (this.order?.orderId === o.orderId && this.order.status === 'ISSUED') this.quote = quote
      })
    } catch {
      runInAction(() => {
        this.quote = null
      })
    }
  }

  /** One read while the hotel confirms; answers whether to read again. */
  async pollConfirming(): Promise<boolean> {
    if (!this.confirming || this.polls >= CONFIRM_POLLS) return false
    this.polls += 1
    await this.load(true)
    return this.confirming && this.polls < CONFIRM_POLLS
  }

  /** One second of the countdown (from an end time, so a paused timer stays right); at zero the order is read again. */
  tick(): void {
    if (this.order?.status !== 'AWAITING_PAYMENT' || !this.deadlineAt) return
    this.remaining = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    if (this.remaining === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /** Cancels the order not yet paid (the page asked the user first); true when cancelled. */
  async cancel(): Promise<boolean> {
    const o = this.order
    if (!o || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await this.api.cancelOrder(o.orderId)
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('ht.order.cancelFailed')
      })
      // The order may have moved on meanwhile (paid, expired, approved): show what it is now.
      await this.load(true)
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
