/**
 * The page parameters of /tr/Transfer (core/domain/booking-context): what the train list hands
 * over when a pair has no direct train (or the user asks for transfer plans).
 *
 *   /tr/Transfer?from=BJS&fromName=北京&fromKind=city&to=CKG&toName=重庆&toKind=city
 *               &date=2026-11-27&tripType=1&travellers=101,102&ccsqdId=7&routeId=9
 *
 * from, to: a station telegraph code or a city code (3 letters, required); fromKind / toKind
 * 'station' | 'city' (optional: how to read a code that is both, as trSearch takes it); fromName /
 * toName: what the header shows (optional); date 'YYYY-MM-DD' (required); tripType 1 business,
 * 2 personal (default 1); travellers: employee ids of the search (optional, at most 9); ccsqdId /
 * routeId: the business-trip application and its train route (optional, a route only with its
 * application). Build the link with `transferContext.encode({...})`.
 */
import { defineContext, field } from '../../core/domain/booking-context'

/** Ids of employees, applications, routes. */
const ID = /^\d{1,12}$/
/** A station telegraph code or a city code. */
const PLACE = /^[A-Z]{3}$/
/** Travellers of one booking (§9). */
const MAX_TRAVELLERS = 9

/** The search fields a train screen opened from the list reads (shared with standby). */
export const trainSearchFields = {
  fromCode: field.string({ param: 'from', pattern: PLACE, upper: true, required: true }),
  fromName: field.string({ max: 32 }),
  fromKind: field.oneOf(['station', 'city'] as const),
  toCode: field.string({ param: 'to', pattern: PLACE, upper: true, required: true }),
  toName: field.string({ max: 32 }),
  toKind: field.oneOf(['station', 'city'] as const),
  date: field.date({ required: true }),
  tripType: field.oneOf([1, 2] as const, { fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, unique: true, max: MAX_TRAVELLERS }),
  ccsqdId: field.string({ pattern: ID }),
  routeId: field.string({ pattern: ID }),
}

/** /tr/Transfer: the transfer plans of a pair on a date. */
export const transferContext = defineContext(trainSearchFields)

export type TransferContext = NonNullable<ReturnType<typeof transferContext.decode>>
