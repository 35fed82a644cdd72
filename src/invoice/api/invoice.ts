/**
 * Invoice calls (overview §7 "Invoices"): titles (vipCorpSwxx list, edit, detail), invoiceable
 * orders, the face check, requests (kp/order add, detail, list, sendKpEmail, pdf) and delivery
 * (express fee table, matchFee, lookExpressInfo, editPsdz). One typed function per call; shapes
 * are the server's (server/src/schemas/invoice.ts, import type only). Screens show their own
 * loading, empty and error states, so the calls are quiet.
 */
import { http } from '../../core/http/client'
import type {
  DeliveryInput,
  EditPsdzBody,
  ExpressInfoReply,
  ExpressSettingsReply,
  ExpressState,
  ExpressTrace,
  FaceCheckBody,
  InvoiceAddBody,
  InvoiceDetail,
  InvoiceFace,
  InvoiceListItem,
  InvoiceListReply,
  InvoicePdfReply,
  InvoiceTitle,
  InvoiceableListReply,
  InvoiceableOrder,
  InvoicedOrder,
  KpType,
  MatchFeeReply,
  SendKpEmailReply,
  TitleEditBody,
  TitleListReply,
  UnitType,
} from '../../../server/src/schemas/invoice'

export type {
  DeliveryInput,
  ExpressInfoReply,
  ExpressSettingsReply,
  ExpressState,
  ExpressTrace,
  InvoiceAddBody,
  InvoiceDetail,
  InvoiceFace,
  InvoiceListItem,
  InvoiceTitle,
  InvoiceableOrder,
  InvoicedOrder,
  KpType,
  MatchFeeReply,
  TitleEditBody,
  UnitType,
}

const OWN = { quiet: true, inlineErrors: true } as const

/** POST admin/vipCorpSwxx/list: the company's titles first, then the caller's. */
export function titleList(): Promise<TitleListReply> {
  return http.post<TitleListReply>('/obt/admin/vipCorpSwxx/list', {}, OWN)
}

/** POST admin/vipCorpSwxx/edit: adds (no id) or changes one of the caller's titles. */
export function editTitle(body: TitleEditBody): Promise<InvoiceTitle> {
  return http.post<InvoiceTitle>('/obt/admin/vipCorpSwxx/edit', body, OWN)
}

/** GET admin/vipCorpSwxx/detail. */
export function titleDetail(id: string): Promise<InvoiceTitle> {
  return http.get<InvoiceTitle>('/obt/admin/vipCorpSwxx/detail', { id }, OWN)
}

/** POST kp/order/orderList: a page of the caller's invoiceable orders. */
export function invoiceableOrders(pageNum: number, count = 20): Promise<InvoiceableListReply> {
  return http.post<InvoiceableListReply>('/obt/kp/order/orderList', { pageNum, count }, OWN)
}

/** POST kp/order/checkOrEditFace: the face the invoice will have (after the same checks as add). */
export function checkFace(body: FaceCheckBody): Promise<InvoiceFace> {
  return http.post<InvoiceFace>('/obt/kp/order/checkOrEditFace', body, OWN)
}

/** POST kp/order/add. */
export function addInvoice(body: InvoiceAddBody): Promise<InvoiceDetail> {
  return http.post<InvoiceDetail>('/obt/kp/order/add', body, OWN)
}

/** POST kp/order/detail. */
export function invoiceDetail(id: string): Promise<InvoiceDetail> {
  return http.post<InvoiceDetail>('/obt/kp/order/detail', { id }, OWN)
}

/** POST kp/order/list: a page of the caller's invoices. */
export function invoiceList(pageNum: number, count = 20): Promise<InvoiceListReply> {
  return http.post<InvoiceListReply>('/obt/kp/order/list', { pageNum, count }, OWN)
}

/** POST kp/order/sendKpEmail. */
export function sendKpEmail(id: string, email: string): Promise<SendKpEmailReply> {
  return http.post<SendKpEmailReply>('/obt/kp/order/sendKpEmail', { id, email }, OWN)
}

/** POST kp/order/pdf: a 10-minute link to the electronic invoice's PDF. */
export function invoicePdf(id: string): Promise<InvoicePdfReply> {
  return http.post<InvoicePdfReply>('/obt/kp/order/pdf', { id }, OWN)
}

/** POST express/set/address/fee: the fee table by region. */
export function expressSettings(): Promise<ExpressSettingsReply> {
  return http.post<ExpressSettingsReply>('/obt/express/set/address/fee', {}, OWN)
}

/** POST express/matchFee: the fee to a province. */
export function matchFee(province: string): Promise<MatchFeeReply> {
  return http.post<MatchFeeReply>('/obt/express/matchFee', { province }, OWN)
}

/** POST express/order/lookExpressInfo. */
export function lookExpressInfo(id: string): Promise<ExpressInfoReply> {
  return http.post<ExpressInfoReply>('/obt/express/order/lookExpressInfo', { id }, OWN)
}

/** POST express/order/editPsdz. */
export function editPsdz(body: EditPsdzBody): Promise<InvoiceDetail> {
  return http.post<InvoiceDetail>('/obt/express/order/editPsdz', body, OWN)
}
