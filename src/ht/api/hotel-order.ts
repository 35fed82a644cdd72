/**
 * Hotel order calls (booking flows §7.6): the order detail, cancelling an unpaid order, the
 * cancellation of a confirmed one (htRefund: its fee first, then refundAdd; order type 11008) and
 * its detail. One typed function per call; the shapes are the server's schemas
 * (server/src/schemas/hotel.ts, import type only). Another company's id, or one outside the
 * caller's booking scope, answers 4004 like a missing one. Paying is the spine's pay screen.
 */
import { http } from '../../core/http/client'
import type {
  CancelType,
  GuaranteeType,
  HtCancelReply,
  HtOrderDetail,
  HtRefundAddBody,
  HtRefundAddReply,
  HtRefundCancelReply,
  HtRefundDetail,
  HtRefundFeeReply,
  PaymentType,
  RefundRule,
} from '../../../server/src/schemas/hotel'

export type {
  CancelType,
  GuaranteeType,
  HtCancelReply,
  HtOrderDetail,
  HtRefundAddBody,
  HtRefundAddReply,
  HtRefundCancelReply,
  HtRefundDetail,
  HtRefundFeeReply,
  PaymentType,
  RefundRule,
}

const HT_ORDER = '/obt/hotel/htOrder'

/** GET orderDetail: the order as booked, its state, money and what may be done now. `quiet`: a refresh without the loading indicator. */
export function orderDetail(orderId: string, quiet = false): Promise<HtOrderDetail> {
  return http.get<HtOrderDetail>(`${HT_ORDER}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST cancel: an order not yet paid (or approved) is cancelled and its rooms released. */
export function cancelOrder(orderId: string): Promise<HtCancelReply> {
  return http.post<HtCancelReply>(`${HT_ORDER}/cancel`, { orderId }, { inlineErrors: true })
}

/** POST refundFee: what cancelling the confirmed order now costs (shown before the user confirms), or why it cannot be. */
export function refundFee(orderId: string): Promise<HtRefundFeeReply> {
  return http.post<HtRefundFeeReply>(`${HT_ORDER}/refundFee`, { orderId }, { quiet: true, inlineErrors: true })
}

/** POST refundAdd: cancels the confirmed order by its rate plan's rule (4009 with the rule's tips when refused). */
export function refundAdd(body: HtRefundAddBody): Promise<HtRefundAddReply> {
  return http.post<HtRefundAddReply>(`${HT_ORDER}/refundAdd`, body, { inlineErrors: true })
}

/** GET refundDetail: one cancellation (11008). */
export function refundDetail(refundId: string): Promise<HtRefundDetail> {
  return http.get<HtRefundDetail>(`${HT_ORDER}/refundDetail`, { refundId }, { quiet: true, inlineErrors: true })
}

/**
 * POST refundCancel: withdraws a cancellation the hotel has not settled. The simulated hotels
 * settle every one at once, so the server answers 4009 and no screen offers it (README: hotels).
 */
export function refundCancel(refundId: string): Promise<HtRefundCancelReply> {
  return http.post<HtRefundCancelReply>(`${HT_ORDER}/refundCancel`, { refundId }, { inlineErrors: true })
}
