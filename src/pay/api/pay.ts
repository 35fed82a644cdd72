/**
 * Payment calls (overview §7 "Pay"). The pay folder is its own subpackage: it reads orders only
 * through these calls (getPaySubject carries the order summary) and never imports a product folder.
 */
import { http } from '../../core/http/client'
import type {
  GetPaySubjectReply,
  PayOnlineBody,
  PayOnlineReply,
  PaySmsCodeReply,
  PayStatusReply,
} from '../../../server/src/schemas/pay'

export type { GetPaySubjectReply, PayOnlineBody, PayOnlineReply, PaySmsCodeReply, PayStatusReply }
export type { PayOrder, PaySubject, PayType } from '../../../server/src/schemas/pay'

/** POST /obt/getPaySubject: the orders (or the change of one, with changeId) to pay and the ways to pay them. */
export function getPaySubject(orderIds: string[], changeId?: string): Promise<GetPaySubjectReply> {
  return http.post<GetPaySubjectReply>('/obt/getPaySubject', { orderIds, ...(changeId ? { changeId } : {}) }, { quiet: true, inlineErrors: true })
}

/** POST /obt/pay/getSmsCode: the code that confirms the payment goes to the caller's phone. */
export function getPaySmsCode(orderIds: string[], changeId?: string): Promise<PaySmsCodeReply> {
  return http.post<PaySmsCodeReply>('/obt/pay/getSmsCode', { orderIds, ...(changeId ? { changeId } : {}) })
}

/** POST /obt/pay/online: pays (payScene 1: booked orders; 2: a change, with changeId). */
export function payOnline(body: PayOnlineBody): Promise<PayOnlineReply> {
  return http.post<PayOnlineReply>('/obt/pay/online', body, { inlineErrors: true })
}

/** GET /obt/queryOnlinePayStatus: payment and ticketing state of one order. */
export function queryOnlinePayStatus(orderId: string): Promise<PayStatusReply> {
  return http.get<PayStatusReply>('/obt/queryOnlinePayStatus', { orderId }, { quiet: true, inlineErrors: true })
}
