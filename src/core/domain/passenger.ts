/**
 * Passenger types, ages and the flight ticket-count limits (booking flows §3.1, §4, §5.5).
 */
import { t, type MessageKey } from '../i18n/index'
import { fullYearsBetween, toYmd, type DateInput } from './calendar-date'

/** psgType codes the server uses. */
export const PASSENGER_TYPE = { ADULT: 1, CHILD: 2, INFANT: 3 } as const

export type PassengerType = (typeof PASSENGER_TYPE)[keyof typeof PASSENGER_TYPE]

/** Age limits of the passenger types: infant under 2, child from 2 to under 12. */
export const INFANT_AGE_LIMIT = 2
export const CHILD_AGE_LIMIT = 12

/** Flight tickets bookable at once, and companions allowed per adult. */
export const MAX_TICKETS = 9
export const MAX_CHILDREN_PER_ADULT = 2
export const MAX_INFANTS_PER_ADULT = 1

const TYPE_KEYS: Record<PassengerType, MessageKey> = {
  1: 'domain.passengerType.adult',
  2: 'domain.passengerType.child',
  3: 'domain.passengerType.infant',
}

const SEX_KEYS: Record<'M' | 'F', MessageKey> = { M: 'domain.sex.M', F: 'domain.sex.F' }

/**
 * Passenger type for an age in completed years: under 2 infant, 2 to under 12 child, else
 * adult. The spec notes one old helper that counted 12 as a child; the stated rule
 * ("2 to under 12") wins, so a 12-year-old is an adult.
 */
export function passengerTypeFromAge(age: number): PassengerType {
  if (age < INFANT_AGE_LIMIT) return PASSENGER_TYPE.INFANT
  if (age < CHILD_AGE_LIMIT) return PASSENGER_TYPE.CHILD
  return PASSENGER_TYPE.ADULT
}

/** Completed years on a date, or null when either date cannot be read. */
export function ageOn(born: DateInput, date: DateInput): number | null {
  const b = toYmd(born)
  const d = toYmd(date)
  return b && d ? fullYearsBetween(b, d) : null
}

/**
 * Passenger type on the travel date, which is what fares use (a child who turns 12 before
 * the flight flies as an adult). An unreadable birth date gives an adult, the type that
 * never under-charges and never skips an identity check.
 */
export function passengerTypeFromBorn(born: DateInput, onDate: DateInput): PassengerType {
  const age = ageOn(born, onDate)
  return age === null ? PASSENGER_TYPE.ADULT : passengerTypeFromAge(age)
}

/** The passenger type's name in the current locale. */
export function passengerTypeLabel(type: number): string {
  const key = TYPE_KEYS[type as PassengerType]
  return key ? t(key) : String(type)
}

/** 'M' / 'F' as 男 / 女 or Male / Female. */
export function sexLabel(sex: string): string {
  return sex === 'M' || sex === 'F' ? t(SEX_KEYS[sex]) : sex
}

/** Ticket counts of one flight booking by passenger type. */
export interface TicketCounts {
  adult: number
  child: number
  infant: number
}

/**
 * Flight ticket limits: at least one adult, at most 9 tickets in all (infants hold tickets
 * too), up to two children and one infant per adult. Returns the first broken rule's message.
 */
export function validateTicketCounts(counts: TicketCounts): string | null {
  const { adult, child, infant } = counts
  if (adult < 1) return t('validation.ticketNeedAdult')
  if (adult + child + infant > MAX_TICKETS) return t('validation.ticketTotal', { max: MAX_TICKETS })
  if (child > adult * MAX_CHILDREN_PER_ADULT) return t('validation.ticketChild')
  if (infant > adult * MAX_INFANTS_PER_ADULT) return t('validation.ticketInfant')
  return null
}

/**
 * Splits an English name written 'SURNAME/GIVEN NAMES' (the airline convention) and
 * upper-cases both parts. Without a slash the whole name is the surname, as airlines file a
 * mononym. Only the first slash splits, so a stray second one stays in the given name.
 */
export function splitEnglishName(engName: string | null | undefined): {
  surName: string
  givenName: string
} {
  const text = (engName ?? '').trim().toUpperCase()
  const slash = text.indexOf('/')
  if (slash < 0) return { surName: text, givenName: '' }
  return { surName: text.slice(0, slash).trim(), givenName: text.slice(slash + 1).trim() }
}
