/**
 * Booking a flight under a business-trip application (出差申请单): the rules only flights have —
 * which routes are flights, whether the places still match a route, the date a route prefills
 * inside the sale window — and what the search carries on. The picker's list and the rules every
 * product shares are core/stores/application-list.ts.
 */
import { DOMESTIC_FLIGHT, type BookableApplication, type TripRoute } from '../api/trip-application'
import type { AirportPlace } from '../../core/stores/geo-store'
import { routesOf } from '../../core/stores/application-list'
import { compareDates } from './search-dates'

/** What the search carries to the booking screen about the application (URL parameters on the way). */
export interface ApplicationRef {
  ccsqdId: string
  /** The number, shown on the booking screen's summary. */
  ccsqdNo?: string
  routeId?: string
  routeStatus?: number
}

/** The domestic flight routes of an application (vipCcsqdDetail4Book answers every product's routes). */
export function flightRoutes(app: BookableApplication): TripRoute[] {
  return routesOf(app, DOMESTIC_FLIGHT)
}

/** Whether a route's from / to cities are the searched places (an airport matches its city, as the server compares city codes). */
export function routeMatches(route: TripRoute, dep: AirportPlace | null, arr: AirportPlace | null): boolean {
  if (!dep || !arr) return false
  return (!route.fromCode || dep.cityCode === route.fromCode) && arr.cityCode === route.toCode
}

/** `date` moved into [min, max] (a window that is empty keeps the lower bound). */
export function clampDate(date: string, min: string, max: string): string {
  if (compareDates(date, min) < 0) return min
  if (compareDates(max, min) >= 0 && compareDates(date, max) > 0) return max
  return date
}
