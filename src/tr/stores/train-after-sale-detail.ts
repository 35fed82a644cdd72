/**
 * The refund and change records of a train order (/tr/RefundCmp, /tr/RefundDetail, /tr/AlterCmp,
 * /tr/ChangeDetail): each one loaded by its id through the core detail resource (loading, not
 * found for a missing or another company's id, error with retry, quiet reloads when the page is
 * shown again, e.g. back from paying a change), and the way back to the order's own screen.
 */
import { ORDER_TYPE, orderDetailRoute, type SpecRoute } from '../../core/domain/order-types'
import { DetailResource, isIdText } from '../../core/stores/detail-resource'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import type { TrChangeDetail, TrRefundDetail } from '../api/train-after-sale'

/** A refund of a train order by its id. */
export function refundDetailResource(refundId: string | undefined, read: typeof api.refundOrderDetail = api.refundOrderDetail): DetailResource<string, TrRefundDetail> {
  return new DetailResource(refundId ?? '', read, { valid: (id) => isIdText(id) })
}

/** A change of a train order by its id. */
export function changeDetailResource(changeId: string | undefined, read: typeof api.changeOrderDetail = api.changeOrderDetail): DetailResource<string, TrChangeDetail> {
  return new DetailResource(changeId ?? '', read, { valid: (id) => isIdText(id) })
}

/**
 * The screen of a train order: the transfer detail for an order of two legs, else the order detail
 * (spec §2.4, special cases). Asked of the server, because a refund or change record does not say;
 * when the question fails the order detail opens, which shows its own error.
 */
export async function trainOrderRoute(orderId: string, read: typeof orderApi.orderDetail = orderApi.orderDetail): Promise<SpecRoute> {
  const fallback: SpecRoute = { path: '/tr/OrderDetail', query: { orderId } }
  try {
    const o = await read(orderId, true)
    return orderDetailRoute({ orderType: ORDER_TYPE.TRAIN, orderId, transfer: o.transfer }) ?? fallback
  } catch {
    return fallback
  }
}

/** What the payment screen needs to pay a change that waits for the traveller's money (payScene 2). */
export function changePayQuery(d: Pick<TrChangeDetail, 'orderId' | 'changeId'>): Record<string, string> {
  return { orderIds: d.orderId, changeId: d.changeId, orderType: String(ORDER_TYPE.TRAIN_CHANGE) }
}
