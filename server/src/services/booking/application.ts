/**
 * The business-trip application step of the booking pipeline, for every product (spec §6, booking
 * style 2): a company that books by application needs one for business trips (4009 with data
 * code C767 when missing), unless the booker may book without one; an application given on a
 * business trip is always checked (approved, covering the travellers, the dates and the route;
 * trip-applications.checkBookingApplication) and its route is marked booked by the order in the
 * booking's transaction (pipeline.ts).
 */
import type { AppContext, Caller } from '../../context'
import { findCompany, type Employee } from '../../db/repositories/employees'
import { conflict } from '../../errors'
import { checkBookingApplication, type BookedFlight, type BookingUnderApplication } from '../trips/trip-applications'

/** Whether a booking of this trip type needs a business-trip application (booking style 2, spec §6). */
export function needsTripApplication(bookStyle: number, booker: Pick<Employee, 'app_book' | 'sqd_book_type'>, tripType: number): boolean {
  return tripType === 1 && bookStyle === 2 && booker.app_book !== 1 && booker.sqd_book_type !== 1
}

/** What the application step needs to know of a booking. */
export interface ApplicationFacts {
  tripType: number
  ccsqdId?: string
  routeId?: string
  /** The travellers (employees are checked against the application's). */
  travellers: { empId: number | null; name: string }[]
  /** What is booked, first leg first: cities (and station codes) and day of each (the first one picks the route). */
  legs: BookedFlight[]
  /** The product whose routes of the application the booking may use (10901 flights, 10904 trains...). */
  productCode?: number
}

/**
 * The application a booking goes under (null: none), or 4009: C767 when the company requires one
 * and none is given, or the application's own refusal.
 */
export async function checkApplication(ctx: AppContext, caller: Caller, facts: ApplicationFacts): Promise<BookingUnderApplication | null> {
  const ccsqdId = facts.ccsqdId?.trim()
  const company = await findCompany(ctx.db, caller.corpId)
  if (company && needsTripApplication(company.book_style, caller.employee, facts.tripType) && !ccsqdId) {
    throw conflict('tripApplicationRequired', { data: { code: 'C767' } })
  }
  // An application given is always checked, whether the company requires one or not.
  if (!ccsqdId || facts.tripType !== 1) return null
  return checkBookingApplication(ctx.db, caller, ccsqdId, facts.routeId, facts.travellers, facts.legs, facts.productCode)
}
