/**
 * The hotel flows' rules (booking flows §5.6, §9, and what the spec leaves open, decided here and
 * in server/README.md, Hotels):
 *
 * - dates: check-in not before today, check-out after check-in, at most 28 nights (spec silent),
 *   check-in at most 180 days ahead (spec silent);
 * - lead time (§5.6, §9 "at least 4 hours"): a stay must be booked at least 4 hours before its
 *   check-in day ends, so today's check-in closes at 20:00 China time;
 * - rooms and guests (§9): 1 to 10 rooms, an adult per room, at most 10 children, at most 10
 *   guests in all;
 * - price keys: a quote (pricePlan) is valid 30 minutes (then EXPIRED: "price plan expired");
 * - cancellation: the deadline of a plan is `cancelHour`:00 China time `cancelDaysBefore` days
 *   before the check-in day; the rule that applies now (FREE before it; after it FREE_UNTIL plans
 *   refuse and PENALTY_AFTER plans keep the first night of each room; non-cancellable plans
 *   refuse; nothing once the check-in day is over).
 */
import type { Lang } from '../../messages'
import type { RefundRule } from '../../schemas/hotel'
import type { SupplierRatePlan } from '../../suppliers/hotels/types'
import { addDays } from '../../suppliers/hotels/simulator'
import { chinaDate, formatChinaTime } from '../../util/time'
import { hotelBadInput, hotelText } from './hotel-messages'

/** Most nights of one booking (spec silent). */
export const MAX_NIGHTS = 28
/** Furthest check-in, days from today (spec silent). */
export const MAX_DAYS_AHEAD = 180
/** Booking lead time before the end of the check-in day (§5.6, §9). */
export const LEAD_HOURS = 4
/** Rooms, children and guests of one booking (§9: up to 10 guests, up to 10 children). */
export const MAX_ROOMS = 10
export const MAX_CHILDREN = 10
export const MAX_GUESTS = 10
/** How long a quote (price key) stays valid. */
export const QUOTE_VALID_MS = 30 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The instant of a China-local date at an hour. */
export function chinaAt(date: string, hour: number, minute = 0): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`)
}

/** 'YYYY-MM-DD HH:mm' China time. */
export function minuteText(date: Date): string {
  return formatChinaTime(date).slice(0, 16)
}

/** The stay checked against the date rules and the lead time (4000 with the rule's tips); the number of nights. */
export function checkStay(now: Date, checkIn: string, checkOut: string, lang: Lang): number {
  const today = chinaDate(now)
  if (checkIn < today) throw hotelBadInput(lang, 'checkInPast')
  if (checkOut <= checkIn) throw hotelBadInput(lang, 'checkOutOrder')
  const nights = daysBetween(checkIn, checkOut)
  if (nights > MAX_NIGHTS) throw hotelBadInput(lang, 'tooManyNights', { n: MAX_NIGHTS })
  if (daysBetween(today, checkIn) > MAX_DAYS_AHEAD) throw hotelBadInput(lang, 'tooFarAhead', { n: MAX_DAYS_AHEAD })
  const dayEnd = chinaAt(addDays(checkIn, 1), 0)
  if (now.getTime() + LEAD_HOURS * 60 * 60 * 1000 > dayEnd.getTime()) {
    throw hotelBadInput(lang, 'leadTime', { n: LEAD_HOURS, time: `${String(24 - LEAD_HOURS).padStart(2, '0')}:00` })
  }
  return nights
}

/** Rooms and guests of a search or booking, checked (4000 with the rule's tips); defaults filled. */
export function checkOccupancy(input: { roomCount?: number; adultCount?: number; childCount?: number }, lang: Lang): { rooms: number; adults: number; children: number } {
  const rooms = input.roomCount ?? 1
  const adults = input.adultCount ?? rooms
  const children = input.childCount ?? 0
  if (rooms < 1 || rooms > MAX_ROOMS) throw hotelBadInput(lang, 'roomsRange', { n: MAX_ROOMS })
  if (adults < rooms) throw hotelBadInput(lang, 'adultsPerRoom')
  if (children > MAX_CHILDREN) throw hotelBadInput(lang, 'childrenRange', { n: MAX_CHILDREN })
  if (adults + children > MAX_GUESTS) throw hotelBadInput(lang, 'guestsRange', { n: MAX_GUESTS })
  return { rooms, adults, children }
}

// ---------------------------------------------------------------- price keys

/** What a price key names. */
export interface PriceKeyParts {
  hotelId: string
  roomTypeId: string
  ratePlanId: string
  checkIn: string
  checkOut: string
  /** When it was quoted. */
  quotedAt: Date
}

const compact = (date: string) => date.replace(/-/g, '')
const expand = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`

/** 'SHA0042.R2-P1.20260310.20260312.<minute base 36>'. */
export function makePriceKey(parts: Omit<PriceKeyParts, 'roomTypeId'>): string {
  const minute = Math.floor(parts.quotedAt.getTime() / 60_000)
  return `${parts.hotelId}.${parts.ratePlanId}.${compact(parts.checkIn)}.${compact(parts.checkOut)}.${minute.toString(36)}`
}

/** A price key's parts (null when malformed). */
export function parsePriceKey(key: string): PriceKeyParts | null {
  const match = /^([A-Z]{3}\d{4})\.((R\d{1,2})-(?:P\d|A))\.(\d{8})\.(\d{8})\.([0-9a-z]{1,10})$/.exec(key.trim())
  if (!match) return null
  const checkIn = expand(match[4])
  const checkOut = expand(match[5])
  for (const d of [checkIn, checkOut]) {
    const ms = Date.parse(`${d}T00:00:00Z`)
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== d) return null
  }
  return { hotelId: match[1], ratePlanId: match[2], roomTypeId: match[3], checkIn, checkOut, quotedAt: new Date(parseInt(match[6], 36) * 60_000) }
}

/** Whether a quote has expired (or comes from the future). */
export function quoteExpired(parts: PriceKeyParts, now: Date): boolean {
  const age = now.getTime() - parts.quotedAt.getTime()
  return age > QUOTE_VALID_MS || age < -60_000
}

// ---------------------------------------------------------------- cancellation

/** The end of a plan's free cancellation for a check-in day (null: non-cancellable). */
export function cancelDeadline(plan: Pick<SupplierRatePlan, 'cancelType' | 'cancelDaysBefore' | 'cancelHour'>, checkIn: string): Date | null {
  if (plan.cancelType === 'NON_CANCELLABLE') return null
  return chinaAt(addDays(checkIn, -plan.cancelDaysBefore), plan.cancelHour)
}

/** The cancellation text of a plan for a stay. */
export function cancelText(plan: Pick<SupplierRatePlan, 'cancelType' | 'cancelDaysBefore' | 'cancelHour'>, checkIn: string, lang: Lang): string {
  const deadline = cancelDeadline(plan, checkIn)
  if (!deadline) return hotelText(lang, 'cancelNone')
  return hotelText(lang, plan.cancelType === 'FREE_UNTIL' ? 'cancelFree' : 'cancelPenalty', { deadline: minuteText(deadline) })
}

/** The breakfast text. */
export function breakfastText(breakfast: number, lang: Lang): string {
  return hotelText(lang, breakfast >= 2 ? 'breakfast2' : breakfast === 1 ? 'breakfast1' : 'breakfast0')
}

/** The cancellation rule that applies at `now`. */
export function refundRuleAt(plan: Pick<SupplierRatePlan, 'cancelType' | 'cancelDaysBefore' | 'cancelHour'>, checkIn: string, now: Date): RefundRule {
  if (now.getTime() >= chinaAt(addDays(checkIn, 1), 0).getTime()) return 'STAY_STARTED'
  const deadline = cancelDeadline(plan, checkIn)
  if (!deadline) return 'NON_CANCELLABLE'
  if (now.getTime() < deadline.getTime()) return 'FREE'
  return plan.cancelType === 'PENALTY_AFTER' ? 'PENALTY_FIRST_NIGHT' : 'PAST_DEADLINE'
}

/**
 * The fee of cancelling under a rule: FREE nothing; PENALTY_FIRST_NIGHT the first night of each
 * room; the refusing rules have no fee (the cancellation is refused).
 */
export function cancelFee(rule: RefundRule, firstNight: number, rooms: number): number {
  return rule === 'PENALTY_FIRST_NIGHT' ? Math.round(firstNight * rooms * 100) / 100 : 0
}

/** Rounds to fen. */
export const money = (n: number): number => Math.round(n * 100) / 100
