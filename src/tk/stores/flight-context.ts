/**
 * The flight booking context in the page parameters, one codec per screen of the hand-off
 * (core/domain/booking-context): search form (a trip's "book" button) → list → cabins → booking
 * form. The fields are named once here; parameter names are the ones links and bookmarks already
 * carry (`trip` on list and cabins, `tripType` on the booking form).
 */
import { defineContext, field } from '../../core/domain/booking-context'
import type { ApplicationRef } from './trip-application-store'

/** Ids of employees, applications, routes, reasons. */
const ID = /^\d{1,12}$/
/** An airport or city code. */
const CODE = /^[A-Z0-9]{3}$/

/** Travellers of a search: at most 9 (the most one booking takes). */
const MAX_TRAVELLERS = 9

/** The business-trip application (and route) a search books under. */
const application = {
  ccsqdId: field.string({ pattern: ID }),
  ccsqdNo: field.string({ pattern: /^[A-Za-z0-9-]{1,32}$/ }),
  routeId: field.string({ pattern: ID }),
  routeStatus: field.int({ min: 0, max: 9 }),
}

const leg = field.oneOf(['out', 'ret'] as const, { fallback: 'out' })
const cabin = field.oneOf(['ALL', 'Y', 'CF'] as const, { fallback: 'ALL' })

/** /tk/tkQuery?ccsqdId=&routeId=: a trip's "book" button. */
export const queryEntryContext = defineContext({
  ccsqdId: application.ccsqdId,
  routeId: application.routeId,
})

/** /tk/tkList: one leg's search. */
export const listContext = defineContext({
  leg,
  depCode: field.string({ param: 'dep', pattern: CODE, upper: true, required: true }),
  depName: field.string({ max: 64 }),
  arrCode: field.string({ param: 'arr', pattern: CODE, upper: true, required: true }),
  arrName: field.string({ max: 64 }),
  date: field.date({ required: true }),
  cabin,
  tripType: field.oneOf([1, 2] as const, { param: 'trip', fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, max: MAX_TRAVELLERS }),
  /** Round trip: the return date (out leg) or the outbound date (ret leg). */
  otherDate: field.date({ param: 'other' }),
  ...application,
})

/** /tk/tkCabin: one flight's fares. */
export const cabinContext = defineContext({
  flightKey: field.string({ required: true, max: 512 }),
  leg,
  tripType: field.oneOf([1, 2] as const, { param: 'trip', fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, max: MAX_TRAVELLERS }),
  cabin,
  /** A transfer leg, booked as its own one-way ticket. */
  standalone: field.flag(),
  ...application,
})

/** /tk/tkEdit: the booking form (the keys of the chosen fares and what the search knew). */
export const bookingContext = defineContext({
  flightKey: field.string({ required: true, max: 512 }),
  cabinKey: field.string({ required: true, max: 512 }),
  tripType: field.oneOf([1, 2] as const, { fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, unique: true, max: MAX_TRAVELLERS }),
  adults: field.int({ min: 0, max: 9 }),
  children: field.int({ min: 0, max: 9 }),
  infants: field.int({ min: 0, max: 9 }),
  returnFlightKey: field.string({ max: 512 }),
  returnCabinKey: field.string({ max: 512 }),
  violationReasonId: field.string({ pattern: ID }),
  returnViolationReasonId: field.string({ pattern: ID }),
  violationNote: field.string({ max: 500 }),
  ...application,
})

/** The context fields of an application reference (none without one). */
export function applicationFields(ref: ApplicationRef | undefined): { ccsqdId?: string; ccsqdNo?: string; routeId?: string; routeStatus?: number } {
  return ref ? { ccsqdId: ref.ccsqdId, ccsqdNo: ref.ccsqdNo, routeId: ref.routeId, routeStatus: ref.routeStatus } : {}
}

/** An application reference of decoded context fields: a route only with its application, a route status only with its route. */
export function contextToApplication(c: { ccsqdId?: string; ccsqdNo?: string; routeId?: string; routeStatus?: number }): ApplicationRef | undefined {
  if (!c.ccsqdId) return undefined
  const ref: ApplicationRef = { ccsqdId: c.ccsqdId }
  if (c.ccsqdNo) ref.ccsqdNo = c.ccsqdNo
  if (c.routeId) {
    ref.routeId = c.routeId
    if (c.routeStatus !== undefined) ref.routeStatus = c.routeStatus
  }
  return ref
}
