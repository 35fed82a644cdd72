/**
 * Calls of the visa journey (booking flows §7.8): countries by continent, consular districts,
 * visa products, a product's detail and related products, the visa centre's appointment days,
 * booking, the order detail, its progress, the delivery (fill send info) and cancelling. One typed
 * function per call; the shapes are the server's (server/src/schemas/visa.ts, import type only).
 * Material files upload through the attachment upload (core/api/trip.ts uploadCons); paying goes
 * through the core pay flow (/pay/payment with the order id).
 */
import { http } from '../../core/http/client'
import type {
  ApplicantKind,
  DeliveryMode,
  VisaAppointmentReply,
  VisaAssociationReply,
  VisaBookBody,
  VisaBookReply,
  VisaCancelQuote,
  VisaCancelReply,
  VisaChecklist,
  VisaConsular,
  VisaConsularListReply,
  VisaContinent,
  VisaCountryItem,
  VisaCountryListBody,
  VisaCountryListReply,
  VisaDeliveryInput,
  VisaDeliveryView,
  VisaDetailReply,
  VisaFillSendInfoReply,
  VisaListItem,
  VisaListReply,
  VisaMaterialFile,
  VisaMaterialView,
  VisaOrderDetail,
  VisaProgressReply,
  VisaProgressStep,
  VisaStep,
} from '../../../server/src/schemas/visa'

export type {
  ApplicantKind,
  DeliveryMode,
  VisaAppointmentReply,
  VisaAssociationReply,
  VisaBookBody,
  VisaBookReply,
  VisaCancelQuote,
  VisaCancelReply,
  VisaChecklist,
  VisaConsular,
  VisaConsularListReply,
  VisaContinent,
  VisaCountryItem,
  VisaCountryListBody,
  VisaCountryListReply,
  VisaDeliveryInput,
  VisaDeliveryView,
  VisaDetailReply,
  VisaFillSendInfoReply,
  VisaListItem,
  VisaListReply,
  VisaMaterialFile,
  VisaMaterialView,
  VisaOrderDetail,
  VisaProgressReply,
  VisaProgressStep,
  VisaStep,
}

const QUERY = '/obt/visa/VisaQuery'
const ORDER = '/obt/visa/visaOrder'
/** Visa lists read up to 999 rows a page (booking flows §9). */
export const VISA_PAGE_SIZE = 999

/** The screen shows its own loading, empty and error states. */
const OWN = { quiet: true, inlineErrors: true } as const

/** POST VisaQuery/GetCountryList: countries of a continent (none: all) by keyword, with the continents. */
export function getCountryList(body: VisaCountryListBody): Promise<VisaCountryListReply> {
  return http.post<VisaCountryListReply>(`${QUERY}/GetCountryList`, { pageNum: 1, count: VISA_PAGE_SIZE, ...body }, OWN)
}

/** POST VisaQuery/GetConsularList: the consular districts of a country. */
export function getConsularList(countryCode: string): Promise<VisaConsularListReply> {
  return http.post<VisaConsularListReply>(`${QUERY}/GetConsularList`, { countryCode }, OWN)
}

/** POST VisaQuery/VisaList: a country's products judged against the trip date. */
export function visaList(body: { countryCode: string; consularId?: string; tripDate?: string }): Promise<VisaListReply> {
  return http.post<VisaListReply>(`${QUERY}/VisaList`, { pageNum: 1, count: VISA_PAGE_SIZE, ...body }, OWN)
}

/** POST VisaQuery/VisaDetail: checklists per applicant kind, notes, cancellation rules, the service fee. */
export function visaDetail(body: { productId: string; consularId?: string; tripDate?: string }): Promise<VisaDetailReply> {
  return http.post<VisaDetailReply>(`${QUERY}/VisaDetail`, body, OWN)
}

/** POST VisaQuery/VisaAssociation: related products. */
export function visaAssociation(productId: string, tripDate?: string): Promise<VisaAssociationReply> {
  return http.post<VisaAssociationReply>(`${QUERY}/VisaAssociation`, { productId, ...(tripDate ? { tripDate } : {}) }, OWN)
}

/** POST VisaQuery/appointment: the visa centre's open days for a product that needs a visit. */
export function appointment(productId: string, consularId: string): Promise<VisaAppointmentReply> {
  return http.post<VisaAppointmentReply>(`${QUERY}/appointment`, { productId, consularId }, OWN)
}

/** POST visaOrder/visaBook: the order; the same clientToken again answers the same order. */
export function visaBook(body: VisaBookBody): Promise<VisaBookReply> {
  return http.post<VisaBookReply>(`${ORDER}/visaBook`, body, { inlineErrors: true })
}

/** GET visaOrder/orderDetail. `quiet`: a refresh without the loading indicator. */
export function visaOrderDetail(orderId: string, quiet = false): Promise<VisaOrderDetail> {
  return http.get<VisaOrderDetail>(`${ORDER}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** GET visaOrder/progress: the steps, the applicants' results and the delivery. */
export function visaProgress(orderId: string, quiet = false): Promise<VisaProgressReply> {
  return http.get<VisaProgressReply>(`${ORDER}/progress`, { orderId }, { quiet, inlineErrors: true })
}

/** POST visaOrder/fillSendInfo: the delivery of the passports, until they are on their way back. */
export function fillSendInfo(orderId: string, delivery: VisaDeliveryInput): Promise<VisaFillSendInfoReply> {
  return http.post<VisaFillSendInfoReply>(`${ORDER}/fillSendInfo`, { orderId, delivery }, { inlineErrors: true })
}

/** POST visaOrder/cancel: unpaid free; paid by the rule until submitted to the consulate. */
export function cancelVisa(orderId: string): Promise<VisaCancelReply> {
  return http.post<VisaCancelReply>(`${ORDER}/cancel`, { orderId }, { inlineErrors: true })
}
