/**
 * Calls of the international flight screens (booking flows §7.2; overview §7): airport and city
 * sets, itinerary search, fare rules, booking, the order's own detail part, the international
 * policy, demand orders and their notes. One typed function per call; shapes from the server
 * schemas (import type only).
 */
import { http } from '../../core/http/client'
import type {
  BookGjOrderBody,
  BookGjOrderReply,
  GjAirportReply,
  GjCityReply,
  IntlOrderExtraReply,
  IntlPolicyDetailReply,
  IntlPolicyListReply,
  OrderNoteListReply,
  QueryGjFareRuleBody,
  QueryGjFareRuleReply,
  QueryGjFlightBody,
  QueryGjFlightReply,
  TkNeedOrderAddBody,
  TkNeedOrderDetail,
  TkNeedOrderListReply,
} from '../../../server/src/schemas/intl-flight'

export type {
  BookGjOrderBody,
  BookGjOrderReply,
  GjAirportReply,
  GjCityReply,
  IntlOrderExtraReply,
  IntlPolicyDetailReply,
  IntlPolicyListReply,
  OrderNoteListReply,
  QueryGjFareRuleReply,
  QueryGjFlightBody,
  QueryGjFlightReply,
  TkNeedOrderAddBody,
  TkNeedOrderDetail,
  TkNeedOrderListReply,
}
export type { IntlItinerary, IntlJourneyView, IntlPassengerInput, IntlPolicyItem, IntlStandard, NeedNote, NeedRow, DepPeriod, IntlSort } from '../../../server/src/schemas/intl-flight'

const GJ = '/obt/plane/gj'
/** The spec's page size of the international airport list. */
export const GJ_GEO_PAGE_SIZE = 1999

/** getGjAirportData: every airport international flights serve. */
export function getGjAirportData(): Promise<GjAirportReply> {
  return http.post<GjAirportReply>('/obt/common/getGjAirportData', { pageNum: 1, pageSize: GJ_GEO_PAGE_SIZE }, { quiet: true, inlineErrors: true })
}

/** getGjCityData: their cities, hot ones first. */
export function getGjCityData(): Promise<GjCityReply> {
  return http.post<GjCityReply>('/obt/common/getGjCityData', { pageNum: 1, pageSize: GJ_GEO_PAGE_SIZE }, { quiet: true, inlineErrors: true })
}

/** queryGjFlight: a page of itineraries (filters and sort on the server). */
export function queryGjFlight(body: QueryGjFlightBody): Promise<QueryGjFlightReply> {
  return http.post<QueryGjFlightReply>(`${GJ}/queryGjFlight`, body, { quiet: true, inlineErrors: true })
}

/** queryGjFareRule: one itinerary priced again with its rules. */
export function queryGjFareRule(body: QueryGjFareRuleBody): Promise<QueryGjFareRuleReply> {
  return http.post<QueryGjFareRuleReply>(`${GJ}/queryGjFareRule`, body, { quiet: true, inlineErrors: true })
}

/** bookGjOrder: books the itinerary (order type 11004). */
export function bookGjOrder(body: BookGjOrderBody): Promise<BookGjOrderReply> {
  return http.post<BookGjOrderReply>(`${GJ}/bookGjOrder`, body, { inlineErrors: true })
}

/** What only an international order shows (documents, journeys, the service line). */
export function intlOrderExtra(orderId: string): Promise<IntlOrderExtraReply> {
  return http.post<IntlOrderExtraReply>(`${GJ}/orderExtra`, { orderId }, { quiet: true, inlineErrors: true })
}

/** The company's international standards. */
export function intlPolicyList(): Promise<IntlPolicyListReply> {
  return http.post<IntlPolicyListReply>(`${GJ}/intlPolicyList`, {}, { quiet: true, inlineErrors: true })
}

/** One international standard with its rules. */
export function intlPolicyDetail(id: string): Promise<IntlPolicyDetailReply> {
  return http.post<IntlPolicyDetailReply>(`${GJ}/intlPolicyDetail`, { id }, { quiet: true, inlineErrors: true })
}

/** tkNeedOrderAdd: a demand order. */
export function tkNeedOrderAdd(body: TkNeedOrderAddBody): Promise<TkNeedOrderDetail> {
  return http.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderAdd`, body, { inlineErrors: true })
}

/** tkNeedOrderList (page size 999 on the list screen). */
export function tkNeedOrderList(): Promise<TkNeedOrderListReply> {
  return http.post<TkNeedOrderListReply>(`${GJ}/tkNeedOrderList`, { pageNum: 1, count: 999 }, { quiet: true, inlineErrors: true })
}

/** tkNeedOrderDetail. */
export function tkNeedOrderDetail(id: string): Promise<TkNeedOrderDetail> {
  return http.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderDetail`, { id }, { quiet: true, inlineErrors: true })
}

/** tkNeedOrderCancel. */
export function tkNeedOrderCancel(id: string): Promise<TkNeedOrderDetail> {
  return http.post<TkNeedOrderDetail>(`${GJ}/tkNeedOrderCancel`, { id }, { inlineErrors: true })
}

/** orderNoteAdd (order type 20034). */
export function orderNoteAdd(orderId: string, text: string): Promise<OrderNoteListReply> {
  return http.post<OrderNoteListReply>('/obt/common/orderNoteAdd', { orderType: 20034, orderId, text }, { inlineErrors: true })
}

/** The company's out-of-policy reasons for international flights (cplx 10902). */
export function intlViolationReasons(): Promise<{ id: string; code: string; text: string; needNote?: boolean | number }[]> {
  return http.post<{ id: string; code: string; text: string; needNote?: boolean | number }[]>('/obt/common/vipWbyy/list', { cplx: '10902' }, { quiet: true, inlineErrors: true })
}
