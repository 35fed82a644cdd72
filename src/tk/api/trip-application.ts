/**
 * Booking a flight under a business-trip application: the route product type of flights. The calls
 * (vipCcsqdList4Book, vipCcsqdDetail4Book) are every product's: core/api/trip-booking.ts.
 */
export type { BookableApplication, Detail4BookBody, List4BookBody, List4BookReply, RouteStatus, TripRoute, TripTraveller } from '../../core/api/trip-booking'

/** Route product type of a domestic flight. */
export const DOMESTIC_FLIGHT = 10901 as const
