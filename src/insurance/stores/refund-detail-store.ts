/**
 * /insurance/InRefundOrderDetail?orderId=<refund id> (the all-orders list and order-type routing
 * pass the row's id; refundId is read too): an insurance refund (11027).
 */
import { DetailResource } from '../../core/stores/detail-resource'
import { isIdText } from '../../core/stores/detail-resource'
import * as api from '../api/insurance'
import type { InsuranceRefundDetail } from '../api/insurance'

/** The refund's detail resource. */
export function refundDetailResource(refundId: string | undefined, load: typeof api.refundDetail = api.refundDetail): DetailResource<string | undefined, InsuranceRefundDetail> {
  return new DetailResource(refundId, (id) => load(id as string), { valid: (id) => isIdText(id, 18) })
}
