/**
 * The service page of a train order (/tr/OrderService): the order's actions in one place (what the
 * server allows now: pay, cancel, refund, change; and the order itself) and the customer service
 * line of the company (getComplaintPhone), which the page offers to call.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { getComplaintPhone } from '../../core/api/general'
import type { DetailStatus } from '../../core/stores/detail-resource'
import type { TrainOrderDetail } from '../api/train-order'
import { TrainOrderDetailStore, type TrainOrderApi } from './train-order-detail-store'

export interface TrainOrderServiceApi extends TrainOrderApi {
  getComplaintPhone: typeof getComplaintPhone
}

/** One service of the page, in the order it lists them. */
export type TrainServiceKey = 'pay' | 'cancel' | 'refund' | 'change' | 'detail' | 'call'

export class TrainOrderServiceStore {
  readonly detail: TrainOrderDetailStore
  /** The service line ('' while unknown or when the company has none). */
  phone = ''
  private readonly phoneCall: typeof getComplaintPhone

  constructor(orderId: string | undefined, apiOverrides: Partial<TrainOrderServiceApi> = {}, now: () => number = () => Date.now()) {
    this.detail = new TrainOrderDetailStore(orderId, apiOverrides, now)
    this.phoneCall = apiOverrides.getComplaintPhone ?? getComplaintPhone
    makeAutoObservable<TrainOrderServiceStore, 'phoneCall'>(this, { detail: false, phoneCall: false })
  }

  get status(): DetailStatus {
    return this.detail.status
  }

  get loadError(): string {
    return this.detail.loadError
  }

  get order(): TrainOrderDetail | null {
    return this.detail.order
  }

  /** The services shown: the order's allowed actions, the order itself, and the call when there is a line. */
  get services(): TrainServiceKey[] {
    const o = this.order
    if (!o) return []
    const out: TrainServiceKey[] = []
    if (o.allowedActions.pay) out.push('pay')
    if (o.allowedActions.cancel) out.push('cancel')
    if (o.allowedActions.refund) out.push('refund')
    if (o.allowedActions.change) out.push('change')
    out.push('detail')
    if (this.phone) out.push('call')
    return out
  }

  async load(quiet = false): Promise<void> {
    await Promise.all([this.detail.load(quiet), this.phone ? Promise.resolve() : this.loadPhone()])
  }

  private async loadPhone(): Promise<void> {
    try {
      const reply = await this.phoneCall()
      runInAction(() => {
        this.phone = reply.phone ?? ''
      })
    } catch {
      /* no line shown; the rest of the page stands */
    }
  }
}
