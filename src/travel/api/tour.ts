/**
 * Calls of the tour journey (booking flows §7.9): list, detail, the company standard and service
 * fee, book, the order detail and cancelling, and the company's out-of-policy reasons for tours.
 * One typed function per call; the shapes are the server's (server/src/schemas/tour.ts, import type only).
 * Paying goes through the core pay flow (/pay/payment with the order id).
 */
import { http } from '../../core/http/client'
import type {
  TourBookBody,
  TourBookReply,
  TourCancelQuote,
  TourCancelReply,
  TourCancelTier,
  TourDayView,
  TourDepartureView,
  TourDetailReply,
  TourFacet,
  TourListBody,
  TourListItem,
  TourListReply,
  TourMatchServiceFeeReply,
  TourMatchStandardBody,
  TourMatchStandardReply,
  TourOrderDetail,
  TourParticipantInput,
  TourParticipantView,
  TourStandard,
  TourTheme,
} from '../../../server/src/schemas/tour'
import type { ViolationReason } from '../../../server/src/schemas/flight'

export type {
  TourBookBody,
  TourBookReply,
  TourCancelQuote,
  TourCancelReply,
  TourCancelTier,
  TourDayView,
  TourDepartureView,
  TourDetailReply,
  TourFacet,
  TourListBody,
  TourListItem,
  TourListReply,
  TourMatchServiceFeeReply,
  TourMatchStandardBody,
  TourMatchStandardReply,
  TourOrderDetail,
  TourParticipantInput,
  TourParticipantView,
  TourStandard,
  TourTheme,
  ViolationReason,
}

const BASE = '/obt/travel'
/** The tour product code (cplx) of the out-of-policy reasons. */
const TOUR_PRODUCT = '10911'

/** The screen shows its own loading, empty and error states. */
const OWN = { quiet: true, inlineErrors: true } as const

/** POST travel/list: products by city, theme and keyword, with the filters' values. */
export function tourList(body: TourListBody): Promise<TourListReply> {
  return http.post<TourListReply>(`${BASE}/list`, body, OWN)
}

/** POST travel/detail: itinerary, inclusions, departures with places left, the cancellation table. */
export function tourDetail(productId: string): Promise<TourDetailReply> {
  return http.post<TourDetailReply>(`${BASE}/detail`, { productId }, OWN)
}

/** POST travel/matchStandard: the company's tour standard for the participants and the verdict on the price. */
export function matchStandard(body: TourMatchStandardBody): Promise<TourMatchStandardReply> {
  return http.post<TourMatchStandardReply>(`${BASE}/matchStandard`, body, OWN)
}

/** POST travel/matchServiceFee: the service fee per person of the trip type. */
export function matchServiceFee(tripType: 1 | 2, persons: number): Promise<TourMatchServiceFeeReply> {
  return http.post<TourMatchServiceFeeReply>(`${BASE}/matchServiceFee`, { tripType, persons }, OWN)
}

/** POST travel/book: the order; the same clientToken again answers the same order. */
export function bookTour(body: TourBookBody): Promise<TourBookReply> {
  return http.post<TourBookReply>(`${BASE}/book`, body, { inlineErrors: true })
}

/** GET travel/orderDetail. `quiet`: a refresh without the loading indicator. */
export function tourOrderDetail(orderId: string, quiet = false): Promise<TourOrderDetail> {
  return http.get<TourOrderDetail>(`${BASE}/orderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST travel/cancel: unpaid free; confirmed by the cancellation table. */
export function cancelTour(orderId: string): Promise<TourCancelReply> {
  return http.post<TourCancelReply>(`${BASE}/cancel`, { orderId }, { inlineErrors: true })
}

/** The company's out-of-policy reasons for tours. */
export function violationReasons(): Promise<ViolationReason[]> {
  return http.post<ViolationReason[]>('/obt/common/vipWbyy/list', { cplx: TOUR_PRODUCT }, OWN)
}
