/**
 * The train booking context in the page parameters (core/domain/booking-context): what the list
 * hands to the train's detail (/tr/trDetail) and straight to the booking form (/tr/trEdit), and the
 * detail to the form once a seat is chosen. Parameter names are the ones the list sends:
 * trainKey, seatType, date, from, to, tripType, ccsqdId, routeId (and the search's travellers).
 * Decoding is strict, so a hand-edited H5 address gives the "search again" screen, never a crash.
 */
import { defineContext, field, type ContextInput, type ContextOf } from '../../core/domain/booking-context'

/** 12306 seat type codes (server/src/schemas/train-order.ts TrainSeatType). */
export const SEAT_TYPES = ['9', 'P', 'M', 'O', 'A', 'F', '6', '4', '3', '2', '1', 'WZ'] as const

/** Ids of employees, applications and routes. */
const ID = /^\d{1,12}$/
/** A station telegraph code or a city code. */
const PLACE = /^[A-Z]{3}$/
/** trainKey is opaque ('YYYYMMDD.TRAINCODE.FROM.TO' today): what a reply gave, within the schema's 8–64. */
const KEY = /^[\w.-]{8,64}$/

/** Travellers of a search: at most 9 (the most one train booking takes). */
export const MAX_CONTEXT_TRAVELLERS = 9

/** The fields of one train of a search. */
const trainFields = {
  trainKey: field.string({ required: true, pattern: KEY }),
  /** The departure date at the boarding station ('YYYY-MM-DD'). */
  date: field.date({ required: true }),
  /** The searched places (a station or a city code); the train is found again among that search's. */
  from: field.string({ required: true, pattern: PLACE, upper: true }),
  to: field.string({ required: true, pattern: PLACE, upper: true }),
  tripType: field.oneOf([1, 2] as const, { fallback: 1 }),
  /** The search's travellers (employees): whose policy the seats are judged by until the form has its own. */
  travellerIds: field.list({ param: 'travellers', item: ID, unique: true, max: MAX_CONTEXT_TRAVELLERS }),
  /** The business-trip application (and train route of it) the search books under. */
  ccsqdId: field.string({ pattern: ID }),
  routeId: field.string({ pattern: ID }),
}

/** /tr/trDetail: one train of a search (its timetable and seats). */
export const trainDetailContext = defineContext(trainFields)

/** /tr/trEdit: the booking form for a train and a seat type. */
export const trainBookingContext = defineContext({
  ...trainFields,
  seatType: field.oneOf(SEAT_TYPES, { required: true }),
})

export type TrainDetailContext = ContextOf<typeof trainDetailContext.spec>
export type TrainBookingContext = ContextOf<typeof trainBookingContext.spec>
export type TrainBookingContextInput = ContextInput<typeof trainBookingContext.spec>

/** The booking form's parameters for a seat of the train of a detail context. */
export function bookingParamsOf(c: TrainDetailContext, seatType: TrainBookingContext['seatType']): Record<string, string> {
  return trainBookingContext.encode({ ...c, seatType })
}

/** A route only with its application: a route without one is dropped (the server would refuse it). */
export function withApplicationRule<C extends { ccsqdId?: string; routeId?: string }>(c: C): C {
  return c.ccsqdId ? c : { ...c, routeId: undefined }
}
