/**
 * Sale rules of train results (booking flows §4) and the flight departure prompts (§5.5).
 */
import { t } from '../i18n/index'
import { parseDateTime, type DateInput } from './calendar-date'

/** The train fields the sale rule reads. */
export interface TrainSaleInfo {
  saleDateTime?: string | null
  runTime?: string | null
}

/** The seat fields the seat rule reads; counts arrive as numbers or numeric strings. */
export interface SeatSaleInfo {
  seatCount?: number | string | null
  /** Violation flag of the travel policy; 2 is the kind that forbids booking. */
  wb?: number | string | null
}

/** bookable: can be booked now; paused: sale suspended; notOnSale: not open (yet). */
export type TrainSaleState = 'bookable' | 'paused' | 'notOnSale'

/**
 * Sale state of a train. A run time starting with '99' is the rail system's marker for a
 * suspended sale and wins over everything. Otherwise the train is bookable when saleDateTime
 * is a date-time that has been reached; a future one, or a value that is not a date-time,
 * means the sale is not open, since booking a train that is not on sale only fails later.
 */
export function trainSaleState(train: TrainSaleInfo, now: DateInput = new Date()): TrainSaleState {
  if ((train.runTime ?? '').startsWith('99')) return 'paused'
  const saleAt = parseDateTime(train.saleDateTime)
  const at = parseDateTime(now)
  if (!saleAt || !at) return 'notOnSale'
  return saleAt.getTime() <= at.getTime() ? 'bookable' : 'notOnSale'
}

/** Whether a train can be booked now. */
export function trainBookable(train: TrainSaleInfo, now: DateInput = new Date()): boolean {
  return trainSaleState(train, now) === 'bookable'
}

/** The label a list shows instead of a price for a train that cannot be booked; null when bookable. */
export function trainSaleLabel(train: TrainSaleInfo, now: DateInput = new Date()): string | null {
  const state = trainSaleState(train, now)
  if (state === 'paused') return t('domain.train.salePaused')
  if (state === 'notOnSale') return t('domain.train.notOnSale')
  return null
}

/** A seat class can be booked when seats remain and it is not a type-2 policy violation. */
export function seatBookable(seat: SeatSaleInfo): boolean {
  const count = Number(seat.seatCount ?? 0)
  return Number.isFinite(count) && count > 0 && Number(seat.wb) !== 2
}

/** none: no prompt; soon: departs within 2 hours; imminent: within 30 minutes (or already gone). */
export type DepartureWarning = 'none' | 'soon' | 'imminent'

const MINUTE = 60 * 1000

/**
 * Which confirmation a flight booking needs (§5.5): 30 minutes or less before departure
 * warns about check-in and security closing; more than 30 minutes up to 2 hours asks to
 * confirm the short time. An unreadable departure time gives no prompt; the server decides.
 */
export function flightDepartureWarning(
  departure: DateInput,
  now: DateInput = new Date(),
): DepartureWarning {
  const dep = parseDateTime(departure)
  const at = parseDateTime(now)
  if (!dep || !at) return 'none'
  const left = dep.getTime() - at.getTime()
  if (left <= 30 * MINUTE) return 'imminent'
  if (left <= 120 * MINUTE) return 'soon'
  return 'none'
}

/** The confirmation text of a departure warning, or null when none is needed. */
export function flightDepartureMessage(warning: DepartureWarning): string | null {
  if (warning === 'soon') return t('domain.flight.departureSoon')
  if (warning === 'imminent') return t('domain.flight.departureImminent')
  return null
}
