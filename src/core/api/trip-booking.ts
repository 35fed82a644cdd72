/**
 * Booking under a business-trip application (出差申请单, ccsqd), the same for every product: the
 * approved applications the caller may book under with their routes of one product
 * (vipCcsqdList4Book) and one of them by id, as the trip detail's "book" button hands it over
 * (vipCcsqdDetail4Book). Shapes come from the server schemas (import type only). The search screens
 * draw their own loading and error states, so no call raises the global indicator or a toast.
 */
import { http } from '../http/client'
import type { BookableApplication, Detail4BookBody, List4BookBody, List4BookReply } from '../../../server/src/schemas/trip'

export type { BookableApplication, Detail4BookBody, List4BookBody, List4BookReply, RouteProductType, RouteStatus, TripRoute, TripTraveller } from '../../../server/src/schemas/trip'

const OWN_STATES = { quiet: true, inlineErrors: true } as const

/** POST /obt/vipCcsqdList4Book: approved applications (ending today or later) with their routes of the product. */
export function vipCcsqdList4Book(body: List4BookBody): Promise<List4BookReply> {
  return http.post<List4BookReply>('/obt/vipCcsqdList4Book', body, OWN_STATES)
}

/** POST /obt/vipCcsqdDetail4Book: one bookable application (every product's routes; routeId narrows them); 4004 when not bookable. */
export function vipCcsqdDetail4Book(body: Detail4BookBody): Promise<BookableApplication> {
  return http.post<BookableApplication>('/obt/vipCcsqdDetail4Book', body, OWN_STATES)
}
