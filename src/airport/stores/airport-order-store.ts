/**
 * An airport service order (/restRoom/order?orderId=, /fastCheck/order, ...): its state, the pay
 * countdown from the server's seconds left, the voucher code per traveller once paid, and
 * cancelling (unpaid: cancelled; paid: refunded in full before the service day — on and after it
 * the server's reason shows instead of the button).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/airport-service'
import type { AirportOrderDetail } from '../api/airport-service'

export type AirportOrderApi = Pick<typeof api, 'orderDetail' | 'cancelOrder'>

export class AirportOrderStore {
  readonly resource: DetailResource<string | undefined, AirportOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''

  private deadlineAt = 0
  private quietLoad = false
  private readonly api: AirportOrderApi

  constructor(readonly orderId: string | undefined, apiOverrides: Partial<AirportOrderApi> = {}, private readonly now: () => number = () => Date.now()) {
    this.api = { orderDetail: api.orderDetail, cancelOrder: api.cancelOrder, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.orderDetail(id as string, this.quietLoad), {
      valid: (id) => isIdText(id, 18),
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
      },
    })
    makeAutoObservable<AirportOrderStore, 'api' | 'now' | 'deadlineAt' | 'quietLoad'>(this, { api: false, now: false, deadlineAt: false, quietLoad: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): AirportOrderDetail | null {
    return this.resource.data
  }

  /** Every traveller holds a voucher (the order is paid and issued). */
  get vouchersIssued(): boolean {
    const o = this.order
    return !!o && o.travellers.length > 0 && o.travellers.every((t) => !!t.voucherCode)
  }

  /** Paid, vouchers being written: read again shortly. */
  get issuing(): boolean {
    return this.order?.status === 'TICKETING'
  }

  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** One second of the countdown; at zero the order is read again (the server says it lapsed). */
  tick(): void {
    if (!this.deadlineAt) return
    const left = Math.max(0, Math.round((this.deadlineAt - this.now()) / 1000))
    this.remaining = left
    if (left === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /** Cancels the order; false with the server's reason in `message`. */
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
        this.message = isApiError(e) ? e.message : ''
      })
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
