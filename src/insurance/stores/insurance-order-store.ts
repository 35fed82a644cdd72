/**
 * /insurance/InOrderDetail?orderId=: an insurance order — its state, the pay countdown from the
 * server's seconds left, the policies once issued (and the policy PDF), cancelling an unpaid order
 * and refunding before the cover starts (after it starts the server's reason shows instead of the
 * button; a policy bought with a flight or train says it goes back with that order).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/insurance'
import type { InsuranceOrderDetail } from '../api/insurance'

export type InsuranceOrderApi = Pick<typeof api, 'orderDetail' | 'cancelOrder' | 'refundOrder' | 'policyUrl'>

export class InsuranceOrderStore {
  readonly resource: DetailResource<string | undefined, InsuranceOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''
  /** The refund just made (opens its detail). */
  refundId = ''

  private deadlineAt = 0
  private quietLoad = false
  private readonly api: InsuranceOrderApi

  constructor(readonly orderId: string | undefined, apiOverrides: Partial<InsuranceOrderApi> = {}, private readonly now: () => number = () => Date.now()) {
    this.api = { orderDetail: api.orderDetail, cancelOrder: api.cancelOrder, refundOrder: api.refundOrder, policyUrl: api.policyUrl, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.orderDetail(id as string, this.quietLoad), {
      valid: (id) => isIdText(id, 18),
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
      },
    })
    makeAutoObservable<InsuranceOrderStore, 'api' | 'now' | 'deadlineAt' | 'quietLoad'>(this, { api: false, now: false, deadlineAt: false, quietLoad: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): InsuranceOrderDetail | null {
    return this.resource.data
  }

  /** Paid, policies being issued: read again shortly. */
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

  /** The policy PDF's address (for the platform's document opener). */
  policyUrl(): Promise<string> {
    return this.api.policyUrl(this.order?.orderId ?? '')
  }

  private async act(run: (orderId: string) => Promise<void>): Promise<boolean> {
    const o = this.order
    if (!o || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await run(o.orderId)
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

  /** Cancels the unpaid order; false with the server's reason in `message`. */
  cancel(): Promise<boolean> {
    return this.act(async (id) => {
      await this.api.cancelOrder(id)
    })
  }

  /** Refunds the policy before its cover starts; false with the server's reason in `message`. */
  refund(): Promise<boolean> {
    return this.act(async (id) => {
      const r = await this.api.refundOrder(id)
      runInAction(() => {
        this.refundId = r.refundId
      })
    })
  }
}
