/**
 * Calendar days of the flight search, as 'YYYY-MM-DD' strings: today (China's, wherever the phone
 * is, because the server's dates are China calendar days), day arithmetic and the sale window.
 */
import { addDaysText, chinaTodayText, compareYmd, toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'

/** Flights are sold up to this many days ahead (today + 365 is the last day). */
export const SALE_WINDOW_DAYS = 365

/** Today's date in China, 'YYYY-MM-DD'. */
export function todayStr(now: Date = new Date()): string {
  return chinaTodayText(now)
}

/** The date `n` days after `date` ('YYYY-MM-DD'; negative n goes back); an unreadable date comes back as it was. */
export function addDaysStr(date: string, n: number): string {
  return addDaysText(date, n) || date
}

/** Negative when a is before b, 0 on the same day; unreadable dates sort first. */
export function compareDates(a: string, b: string): number {
  const x = toYmd(a)
  const y = toYmd(b)
  if (!x || !y) return x ? 1 : y ? -1 : 0
  return compareYmd(x, y)
}

/** The last bookable day. */
export function lastSaleDay(now: Date = new Date()): string {
  return addDaysStr(todayStr(now), SALE_WINDOW_DAYS)
}

/** Whether a 'YYYY-MM-DD' is a real day. */
export function isDateStr(value: string | undefined | null): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toYmd(value) !== null
}

/** 'MM-DD' of a date. */
export function monthDay(date: string): string {
  return date.slice(5)
}

/** Day of the week, 0 Sunday. */
export function weekdayOf(date: string): number {
  const ymd = toYmd(date)
  return ymd ? weekdayOfYmd(ymd) : 0
}

/** The 'HH:mm' of a 'YYYY-MM-DD HH:mm'. */
export function timeOf(dateTime: string): string {
  return dateTime.slice(11, 16)
}

/** Minutes since midnight of a 'YYYY-MM-DD HH:mm'. */
export function minutesOfDay(dateTime: string): number {
  const t = timeOf(dateTime)
  const [h, m] = t.split(':').map(Number)
  return (h || 0) * 60 + (m || 0)
}
