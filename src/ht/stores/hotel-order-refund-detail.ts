/**
 * A cancellation of a hotel order (order type 11008) by its id, for /ht/htOrder/htRefundDetail and
 * /ht/htRefundComplete: the core detail resource (loading, not found for a missing or another
 * company's id, error with retry). All orders, push and the order-type table open the detail with
 * the cancellation's id as `orderId` (core/domain/order-types: every type but trip applications
 * passes `orderId`); the order detail and the result screen pass `refundId`. Either is taken.
 */
import { DetailResource, isIdText } from '../../core/stores/detail-resource'
import * as api from '../api/hotel-order'
import type { HtRefundDetail } from '../api/hotel-order'

/** The cancellation's id of a screen's query: `refundId`, else `orderId` (the order-type table's name for it). */
export function refundIdOf(query: Readonly<Record<string, string | undefined>>): string | undefined {
  return query.refundId || query.orderId || undefined
}

/** A cancellation by its id. */
export function hotelRefundResource(refundId: string | undefined, read: typeof api.refundDetail = api.refundDetail): DetailResource<string, HtRefundDetail> {
  return new DetailResource(refundId ?? '', read, { valid: (id) => isIdText(id) })
}
