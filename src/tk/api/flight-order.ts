/**
 * Flight order calls (booking flows §7.3): detail, cancel, refund, change and their details.
 * Another company's id answers 4004 like a missing one; the screens show one "not found" state.
 */
import { http } from '../../core/http/client'
import type {
  CancelOrderReply,
  ChangeAddBody,
  ChangeAddReply,
  ChangeDetail,
  ChangeFeeReply,
  OrderDetail,
  QueryChangeFeeBody,
  RefundAddBody,
  RefundAddReply,
  RefundDetail,
} from '../../../server/src/schemas/order'

export type { CancelOrderReply, ChangeAddBody, ChangeAddReply, ChangeDetail, ChangeFeeReply, OrderDetail, RefundAddBody, RefundAddReply, RefundDetail }
export type { OrderPassenger, OrderSegment, OrderTicket, OrderAfterSale } from '../../../server/src/schemas/order'

const TK_ORDER = '/obt/plane/tkOrder'

/** GET orderDetail (reading an unpaid order past its deadline cancels it first). */
export function orderDetail(orderId: string, quiet = false): Promise<OrderDetail> {
  return http.get<OrderDetail>(`${TK_ORDER}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST cancelTkOrder: cancels an order not yet paid. */
export function cancelTkOrder(orderId: string): Promise<CancelOrderReply> {
  return http.post<CancelOrderReply>(`${TK_ORDER}/cancelTkOrder`, { orderId }, { inlineErrors: true })
}

/** POST refundAdd: refunds the passengers' issued tickets. */
export function refundAdd(body: RefundAddBody): Promise<RefundAddReply> {
  return http.post<RefundAddReply>(`${TK_ORDER}/refundAdd`, body, { inlineErrors: true })
}

/** GET refundOrderDetail. */
export function refundOrderDetail(refundId: string): Promise<RefundDetail> {
  return http.get<RefundDetail>(`${TK_ORDER}/refundOrderDetail`, { refundId }, { quiet: true, inlineErrors: true })
}

/** POST queryChangeFee: what moving to another fare costs. */
export function queryChangeFee(body: QueryChangeFeeBody): Promise<ChangeFeeReply> {
  return http.post<ChangeFeeReply>(`${TK_ORDER}/queryChangeFee`, body, { quiet: true, inlineErrors: true })
}

/** POST tkChangeOrderAdd: moves the tickets to the new fare. */
export function tkChangeOrderAdd(body: ChangeAddBody): Promise<ChangeAddReply> {
  return http.post<ChangeAddReply>(`${TK_ORDER}/tkChangeOrderAdd`, body, { inlineErrors: true })
}

/** GET tkChangeOrderDetail. */
export function tkChangeOrderDetail(changeId: string): Promise<ChangeDetail> {
  return http.get<ChangeDetail>(`${TK_ORDER}/tkChangeOrderDetail`, { changeId }, { quiet: true, inlineErrors: true })
}
