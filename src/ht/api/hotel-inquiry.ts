/**
 * Hotel price inquiry calls (询价, booking flows §7.6 "demand-order save, list, detail and note";
 * server/README.md, Hotels, Price inquiry): send a demand, read mine page by page, read one with
 * its quote and notes, add a note, cancel, accept the quote (a fresh price key for the booking
 * form). One typed function per call; shapes are the server's schemas (import type only). The
 * screens draw their own loading and failure states, so no call raises the global loading
 * indicator or a toast. Another company's id answers 4004 like a missing one.
 */
import { http } from '../../core/http/client'
import type {
  HtDemandAcceptReply,
  HtDemandCancelReply,
  HtDemandDetail,
  HtDemandItem,
  HtDemandListBody,
  HtDemandListReply,
  HtDemandNote,
  HtDemandQuote,
  HtDemandSaveBody,
  HtDemandSaveReply,
  InquiryStatus,
} from '../../../server/src/schemas/hotel-inquiry'

export type {
  HtDemandAcceptReply,
  HtDemandCancelReply,
  HtDemandDetail,
  HtDemandItem,
  HtDemandListBody,
  HtDemandListReply,
  HtDemandNote,
  HtDemandQuote,
  HtDemandSaveBody,
  HtDemandSaveReply,
  InquiryStatus,
}

const DEMAND = '/obt/hotel/htDemand'
const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** POST save: a new inquiry (WAITING). */
export function saveInquiry(body: HtDemandSaveBody): Promise<HtDemandSaveReply> {
  return http.post<HtDemandSaveReply>(`${DEMAND}/save`, body, OWN_STATES)
}

/** POST list: the caller's inquiries (made or travelling on), newest first. */
export function listInquiries(body: HtDemandListBody): Promise<HtDemandListReply> {
  return http.post<HtDemandListReply>(`${DEMAND}/list`, body, OWN_STATES)
}

/** POST detail: one inquiry, its quote, notes and allowed actions. */
export function inquiryDetail(id: string): Promise<HtDemandDetail> {
  return http.post<HtDemandDetail>(`${DEMAND}/detail`, { id }, OWN_STATES)
}

/** POST note: the user's note (1–200 characters); answers the detail. */
export function addInquiryNote(id: string, text: string): Promise<HtDemandDetail> {
  return http.post<HtDemandDetail>(`${DEMAND}/note`, { id, text }, OWN_STATES)
}

/** POST cancel: while WAITING or QUOTED. */
export function cancelInquiry(id: string): Promise<HtDemandCancelReply> {
  return http.post<HtDemandCancelReply>(`${DEMAND}/cancel`, { id }, OWN_STATES)
}

/** POST accept: the quote priced again, a fresh price key (4009 PLAN_GONE / PRICE_ROSE: back to WAITING). */
export function acceptInquiry(id: string): Promise<HtDemandAcceptReply> {
  return http.post<HtDemandAcceptReply>(`${DEMAND}/accept`, { id }, OWN_STATES)
}
