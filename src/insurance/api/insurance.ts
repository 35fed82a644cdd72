/**
 * Insurance calls (booking flows §7.10, overview §7) under /obt/bx: the standalone products by
 * kind, a product's detail, booking (bookDp), the order (getBxOrder), cancel, refund apply, refund
 * detail and the policy document link (bdDownload). One typed function per call; the shapes are
 * the server's schemas (server/src/schemas/insurance.ts, import type only). Paying is the spine's
 * pay screen.
 */
import { http } from '../../core/http/client'
import type {
  InsuranceBookBody,
  InsuranceBookReply,
  InsuranceCancelReply,
  InsuranceKind,
  InsuranceOrderDetail,
  InsuranceProductDetail,
  InsuranceProductListReply,
  InsuranceRefundDetail,
  InsuranceRefundReply,
  InsuredView,
  PolicyDownloadReply,
  StandaloneProductView,
} from '../../../server/src/schemas/insurance'

export type {
  InsuranceBookBody,
  InsuranceBookReply,
  InsuranceKind,
  InsuranceOrderDetail,
  InsuranceProductDetail,
  InsuranceProductListReply,
  InsuranceRefundDetail,
  InsuranceRefundReply,
  InsuredView,
  StandaloneProductView,
}

const BASE = '/obt/bx'

/** GET productList: the standalone products (every kind; the screen filters by tab). */
export function productList(): Promise<InsuranceProductListReply> {
  return http.get<InsuranceProductListReply>(`${BASE}/productList`, {}, { inlineErrors: true })
}

/** GET productDetail: a product with its terms and the first days of cover it may start on. */
export function productDetail(bxid: string): Promise<InsuranceProductDetail> {
  return http.get<InsuranceProductDetail>(`${BASE}/productDetail`, { bxid }, { inlineErrors: true })
}

/** POST bookDp: the order (awaiting payment, or in approval); refusals carry the server's tips. */
export function bookInsurance(body: InsuranceBookBody): Promise<InsuranceBookReply> {
  return http.post<InsuranceBookReply>(`${BASE}/bookDp`, body, { inlineErrors: true })
}

/** GET getBxOrder. `quiet`: a refresh without the loading indicator. */
export function orderDetail(orderId: string, quiet = false): Promise<InsuranceOrderDetail> {
  return http.get<InsuranceOrderDetail>(`${BASE}/getBxOrder`, { orderId }, { quiet, inlineErrors: true })
}

/** POST cancel: an unpaid order is cancelled. */
export function cancelOrder(orderId: string): Promise<InsuranceCancelReply> {
  return http.post<InsuranceCancelReply>(`${BASE}/cancel`, { orderId }, { inlineErrors: true })
}

/** POST refundApply: a full refund before the cover starts. */
export function refundOrder(orderId: string): Promise<InsuranceRefundReply> {
  return http.post<InsuranceRefundReply>(`${BASE}/refundApply`, { orderId }, { inlineErrors: true })
}

/** GET refundDetail (11027). */
export function refundDetail(refundId: string): Promise<InsuranceRefundDetail> {
  return http.get<InsuranceRefundDetail>(`${BASE}/refundDetail`, { refundId }, { inlineErrors: true })
}

/** GET bdDownload: the address of the policy PDF (one-time, 10 minutes). */
export async function policyUrl(orderId: string): Promise<string> {
  return (await http.get<PolicyDownloadReply>(`${BASE}/bdDownload`, { orderId }, { inlineErrors: true })).url
}
