/**
 * The completion screens after a booking (/tk/tkCmp), a refund (/tk/tkRefundCmp) and a change
 * (/tk/tkChangeCmp). They read the server's record by id rather than trusting what the previous
 * screen passed along, so a reload, a shared link or a payment that already happened shows the
 * truth; only the id travels in the address.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import * as orderApi from '../api/flight-order'
import type { ChangeDetail, OrderDetail, RefundDetail } from '../api/flight-order'
import { isIdText } from './flight-order-detail'

export type CompletionApi = Pick<typeof orderApi, 'orderDetail' | 'refundOrderDetail' | 'tkChangeOrderDetail'>

type Status = 'loading' | 'ready' | 'notFound' | 'error'

/** What the booking waits for next. */
export type BookingNext = 'pay' | 'approval' | 'none'

/** A completion screen's record: loaded by id, with its whole-page states. */
export class CompletionStore<T> {
  status: Status = 'loading'
  error = ''
  record: T | null = null

  constructor(
    readonly id: string | undefined,
    private readonly fetch: (id: string) => Promise<T>,
  ) {
    makeAutoObservable<CompletionStore<T>, 'fetch'>(this, { id: false, fetch: false })
  }

  /** Loads the record; a malformed, missing or other company's id is "not found" (the server answers 4004 alike). */
  async load(): Promise<void> {
    if (!isIdText(this.id)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    try {
      const r = await this.fetch(this.id)
      runInAction(() => {
        this.record = r
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        const missing = isApiError(e) && (e.errCode === 4004 || e.errCode === 4000)
        this.status = missing ? 'notFound' : 'error'
        this.error = !missing && isApiError(e) ? e.message : ''
      })
    }
  }
}

const withDefaults = (api: Partial<CompletionApi>): CompletionApi => ({
  orderDetail: orderApi.orderDetail,
  refundOrderDetail: orderApi.refundOrderDetail,
  tkChangeOrderDetail: orderApi.tkChangeOrderDetail,
  ...api,
})

/** /tk/tkCmp?orderId= */
export function bookingCompletion(id: string | undefined, api: Partial<CompletionApi> = {}): CompletionStore<OrderDetail> {
  const a = withDefaults(api)
  return new CompletionStore(id, (x) => a.orderDetail(x, true))
}

/** /tk/tkRefundCmp?refundId= */
export function refundCompletion(id: string | undefined, api: Partial<CompletionApi> = {}): CompletionStore<RefundDetail> {
  const a = withDefaults(api)
  return new CompletionStore(id, (x) => a.refundOrderDetail(x))
}

/** /tk/tkChangeCmp?changeId= */
export function changeCompletion(id: string | undefined, api: Partial<CompletionApi> = {}): CompletionStore<ChangeDetail> {
  const a = withDefaults(api)
  return new CompletionStore(id, (x) => a.tkChangeOrderDetail(x))
}

/** What a booking waits for: pay when the server allows paying now, approval while in approval, else nothing. */
export function bookingNext(o: OrderDetail | null): BookingNext {
  if (!o) return 'none'
  if (o.allowedActions.pay) return 'pay'
  if (o.status === 'IN_APPROVAL') return 'approval'
  return 'none'
}
