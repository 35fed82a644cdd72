/**
 * A flight order (/tk/tkOrderDetail): its state and what may be done with it now (the server's
 * allowedActions), the pay countdown, cancelling, the PDF itinerary and e-mailing it. Refund and
 * change details (/tk/tkRefundDetail, /tk/tkChangeDetail) load through the same "not found" rule.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { orderApproveList, type ApprovalProgress } from '../../core/api/approval'
import { generateOrderPdf, smsEmail } from '../../core/api/orders'
import { fareConfirm } from '../../core/api/fare-protection'
import { validateEmail } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { DetailResource, isIdText as isCoreIdText, type DetailStatus } from '../../core/stores/detail-resource'
import { scopedT } from '../../core/i18n/index'
import * as orderApi from '../api/flight-order'
import type { ChangeDetail, OrderDetail, RefundDetail } from '../api/flight-order'
import { booking } from '../i18n/booking'

const tt = scopedT(booking)

export type { DetailStatus }

/** Order ids in the URL are digits; anything else cannot name an order and reads as "not found". */
export function isIdText(id: string | undefined): id is string {
  return isCoreIdText(id, 12)
}

export interface OrderDetailApi {
  orderDetail: (orderId: string, quiet?: boolean) => Promise<OrderDetail>
  cancelTkOrder: typeof orderApi.cancelTkOrder
  generateOrderPdf: typeof generateOrderPdf
  smsEmail: typeof smsEmail
  /** The order's approval (levels, who decided, who is next); for orders that needed one or went under an application. */
  approvalProgress: (orderId: string) => Promise<ApprovalProgress>
  /** Fare protection: the traveller takes a fare that moved beyond the tolerance. */
  fareConfirm: typeof fareConfirm
}

const FLIGHT_ORDER_TYPE = 11001

const TICKETING_POLLS = 20

export class FlightOrderDetailStore {
  /** The order by its id: loading, not found, error, quiet reloads (core/stores/detail-resource). */
  readonly resource: DetailResource<string | undefined, OrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  emailOpen = false
  email = ''
  emailError = ''
  message = ''
  /** Progress of the order's approval; null when it needed none, or it could not be read. */
  progress: ApprovalProgress | null = null

  private deadlineAt = 0
  private polls = 0
  /** Whether the order call of the load under way hides the HTTP loading indicator. */
  private quietLoad = false
  private readonly api: OrderDetailApi

  constructor(
    readonly orderId: string | undefined,
    api: Partial<OrderDetailApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = {
      orderDetail: orderApi.orderDetail,
      cancelTkOrder: orderApi.cancelTkOrder,
      generateOrderPdf,
      smsEmail,
      approvalProgress: (orderId) => orderApproveList({ orderId, orderType: FLIGHT_ORDER_TYPE }).then((d) => d.progress),
      fareConfirm,
      ...api,
    }
    this.resource = new DetailResource(orderId, (id) => this.api.orderDetail(id as string, this.quietLoad), {
      valid: isIdText,
      onLoad: (order) => {
        this.deadlineAt = this.now() + Math.max(0, order.paySecondsLeft) * 1000
        this.remaining = Math.max(0, order.paySecondsLeft)
        // Under an application, fare protection may have approved it at once: the timeline says why.
        if (order.needApproval || order.ccsqdId) void this.loadProgress(order.orderId)
      },
    })
    makeAutoObservable<FlightOrderDetailStore, 'api' | 'now' | 'deadlineAt' | 'polls' | 'quietLoad'>(this, {
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

  get order(): OrderDetail | null {
    return this.resource.data
  }

  /** Any ticket issued: the itinerary exists. */
  get hasIssuedTicket(): boolean {
    return !!this.order?.passengers.some((p) => p.tickets.some((t) => t.status === 'ISSUED' || t.ticketNo !== ''))
  }

  /** Tickets are being issued: the page polls until they are. */
  get ticketing(): boolean {
    return this.order?.status === 'TICKETING' || this.order?.status === 'PAID'
  }

  /** Loads the order; `quiet` (a refresh) keeps it on screen and shows no loading indicator. */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** The approval timeline is extra: failing to read it leaves the order page as it is. */
  private async loadProgress(orderId: string): Promise<void> {
    try {
      const progress = await this.api.approvalProgress(orderId)
      runInAction(() => {
        this.progress = progress
      })
    } catch {
      /* the order itself is on screen; its status says where it stands */
    }
  }

  /** One poll while ticketing; answers whether to poll again. */
  async pollTicketing(): Promise<boolean> {
    if (!this.ticketing || this.polls >= TICKETING_POLLS) return false
    this.polls += 1
    await this.load(true)
    return this.ticketing && this.polls < TICKETING_POLLS
  }

  /** The pay countdown; at zero the order is read again (the server cancels it). */
  tick(): void {
    if (this.order?.status !== 'AWAITING_PAYMENT' || !this.deadlineAt) return
    const left = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    this.remaining = left
    if (left === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /**
   * Takes the new fare of an order whose fare moved beyond the company's tolerance during approval
   * (fare protection); a fare that moved again meanwhile comes back as the next one to accept.
   */
  acceptFare(): Promise<boolean> {
    return this.act((id) => this.api.fareConfirm(id), true)
  }

  /** Cancels an unpaid order; the caller asked the user first. */
  cancel(): Promise<boolean> {
    return this.act((id) => this.api.cancelTkOrder(id), false)
  }

  /** One action on the order, then the order read again (also after a refusal when `reloadOnError`); a refusal is the message. */
  private async act(action: (orderId: string) => Promise<unknown>, reloadOnError: boolean): Promise<boolean> {
    if (!this.order || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await action(this.order.orderId)
      await this.load(true)
      return true
    } catch (e) {
      if (reloadOnError) await this.load(true)
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('tk.edit.bookFailed')
      })
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  /** The PDF itinerary's one-time address. */
  async itineraryUrl(): Promise<string> {
    if (!this.order) throw new Error('no order')
    const pdf = await this.api.generateOrderPdf(this.order.orderId)
    return pdf.url
  }

  openEmail(defaultEmail: string): void {
    this.emailOpen = true
    if (!this.email) this.email = defaultEmail
    this.emailError = ''
  }

  closeEmail(): void {
    this.emailOpen = false
  }

  setEmail(v: string): void {
    this.email = v.trim()
    this.emailError = ''
  }

  /** E-mails the itinerary (smsEmail, scene 1); answers the masked address it went to. */
  async sendEmail(): Promise<string | null> {
    if (!this.order || this.busy) return null
    const bad = validateEmail(this.email)
    if (bad) {
      this.emailError = bad
      return null
    }
    this.busy = true
    try {
      const reply = await this.api.smsEmail({ orderNo: this.order.orderNo, orderType: this.order.orderType, sendScene: 1, email: this.email })
      runInAction(() => {
        this.emailOpen = false
      })
      return reply.emailMasked || this.email
    } catch (e) {
      runInAction(() => {
        this.emailError = isApiError(e) && e.message ? e.message : tt('tk.edit.bookFailed')
      })
      return null
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}

/** A refund or a change detail: one call, the same not-found rule. */
export class AfterSaleDetailStore<T extends RefundDetail | ChangeDetail> {
  readonly resource: DetailResource<string | undefined, T>

  constructor(id: string | undefined, fetch: (id: string) => Promise<T>) {
    this.resource = new DetailResource(id, (key) => fetch(key as string), { valid: isIdText })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get detail(): T | null {
    return this.resource.data
  }

  async load(): Promise<void> {
    await this.resource.load()
  }
}
