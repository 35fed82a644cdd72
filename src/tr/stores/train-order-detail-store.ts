/**
 * A train order (/tr/OrderDetail, and the booked screen /tr/trCmp and the service page
 * /tr/OrderService, which read the same order): its state and what may be done with it now (the
 * server's allowedActions), the pay countdown from the server's seconds left, polling while the
 * tickets are being issued, and cancelling. A transfer order (two legs) and a standby order have
 * screens of their own: `elsewhere` names them.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { TRAIN_TRANSFER_DETAIL_PATH } from '../../core/domain/order-types'
import { isApiError } from '../../core/http/envelope'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-order'
import type { TrainOrderDetail, TrainPassengerView, TrainTicketView } from '../api/train-order'
import { cardTypeLabel } from '../../core/domain/card-types'
import { trainBooking } from '../i18n/booking'

const tt = scopedT(trainBooking)

export type { DetailStatus }

export type TrainOrderApi = Pick<typeof api, 'orderDetail' | 'cancelTrOrder'>

/** The standby (候补) order screen. */
export const TRAIN_STANDBY_DETAIL_PATH = '/tr/trBenthOrderDetail'

/** How many reads while tickets are being issued before the page stops asking. */
const ISSUING_POLLS = 20

/** Order ids in the URL are digits; anything else cannot name an order ("not found" without a call). */
export function isOrderIdText(id: string | undefined): id is string {
  return isIdText(id, 18)
}

/** A passenger's document line: the server masks the number and the screen shows it exactly as given. */
export function documentLine(p: Pick<TrainPassengerView, 'cardType' | 'cardNumber'>): string {
  return `${cardTypeLabel(p.cardType)} ${p.cardNumber}`
}

/** A ticket's seat as the server words it ('05车07F号' / 'Car 05, seat 07F'), its car and seat numbers without one; '' until issued. */
export function seatLine(t: Pick<TrainTicketView, 'seatLabel' | 'carriage' | 'seatNo'>): string {
  return t.seatLabel || (t.carriage && t.seatNo ? `${t.carriage} · ${t.seatNo}` : '')
}

export class TrainOrderDetailStore {
  readonly resource: DetailResource<string | undefined, TrainOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''

  private deadlineAt = 0
  private polls = 0
  private quietLoad = false
  private readonly api: TrainOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<TrainOrderApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { orderDetail: api.orderDetail, cancelTrOrder: api.cancelTrOrder, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.orderDetail(id as string, this.quietLoad), {
      valid: isOrderIdText,
      // A refresh that finds the order gone (another company's or deleted) shows so.
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
      },
    })
    makeAutoObservable<TrainOrderDetailStore, 'api' | 'now' | 'deadlineAt' | 'polls' | 'quietLoad'>(this, {
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

  get order(): TrainOrderDetail | null {
    return this.resource.data
  }

  /** The screen of an order this page does not show: a transfer's or a standby's; null for a direct order. */
  get elsewhere(): string | null {
    const o = this.order
    if (!o) return null
    if (o.standby || o.orderType === 20031) return TRAIN_STANDBY_DETAIL_PATH
    if (o.transfer) return TRAIN_TRANSFER_DETAIL_PATH
    return null
  }

  /** Paid, tickets being issued: the page polls until they are. */
  get issuing(): boolean {
    const s = this.order?.status
    return s === 'PAID' || s === 'TICKETING'
  }

  /** Every ticket of the order. */
  get tickets(): TrainTicketView[] {
    return this.order?.passengers.flatMap((p) => p.tickets) ?? []
  }

  /** Some ticket is out: carriage and seat numbers exist. */
  get hasIssuedTicket(): boolean {
    return this.tickets.some((t) => t.status === 'ISSUED' || t.ticketNo !== '')
  }

  /** The pay deadline 'YYYY-MM-DD HH:mm' while awaiting payment, else null. */
  get payDeadline(): string | null {
    return this.order?.status === 'AWAITING_PAYMENT' ? this.order.payDeadline : null
  }

  /** Loads the order; `quiet` keeps it on screen and shows no loading indicator. */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** One read while tickets are being issued; answers whether to read again. */
  async pollIssuing(): Promise<boolean> {
    if (!this.issuing || this.polls >= ISSUING_POLLS) return false
    this.polls += 1
    await this.load(true)
    return this.issuing && this.polls < ISSUING_POLLS
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

  /** Cancels the unpaid order (the page asked the user first); true when cancelled. */
  async cancel(): Promise<boolean> {
    const o = this.order
    if (!o || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await this.api.cancelTrOrder(o.orderId)
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('tr.order.cancelFailed')
      })
      // The order may have moved on meanwhile (paid, expired): show what it is now.
      await this.load(true)
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
