/**
 * Order calls shared by several screens (overview §7 "Orders", §7.13 smsEmail): the all-orders list,
 * the PDF itinerary and e-mailing a document. Types come from the server schemas (import type only).
 */
import { http } from '../http/client'
import type {
  OrderListBody,
  OrderListItem,
  OrderListReply,
  PdfGenerateReply,
  SmsEmailBody,
  SmsEmailReply,
} from '../../../server/src/schemas/order'

export type { OrderListBody, OrderListItem, OrderListReply, PdfGenerateReply, SmsEmailBody, SmsEmailReply }

/** POST /obt/totalOrderList: orders of every product, newest first. The list shows its own error state. */
export function totalOrderList(body: OrderListBody): Promise<OrderListReply> {
  return http.post<OrderListReply>('/obt/totalOrderList', body, { quiet: true, inlineErrors: true })
}

/** POST /obt/vipOrder/pdf/generate: a one-time address of the order's PDF itinerary. */
export function generateOrderPdf(orderId: string): Promise<PdfGenerateReply> {
  return http.post<PdfGenerateReply>('/obt/vipOrder/pdf/generate', { orderId })
}

/** POST /obt/common/smsEmail: e-mails an order document (sendScene 1 itinerary). */
export function smsEmail(body: SmsEmailBody): Promise<SmsEmailReply> {
  return http.post<SmsEmailReply>('/obt/common/smsEmail', body, { inlineErrors: true })
}
