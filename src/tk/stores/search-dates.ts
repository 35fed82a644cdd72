/**
 * Calendar days of the flight search, as 'YYYY-MM-DD' strings in local time (the server's dates are
 * China calendar days, and the app runs in China): today, day arithmetic and the sale window.
 */
import { compareYmd, formatYmd, toYmd } from '../../core/domain/calendar-date'

/** Flights are sold up to this many days ahead (today + 365 is the last day). */
export const SALE_WINDOW_DAYS = 365

/** Today's date, 'YYYY-MM-DD'. */
export function todayStr(now: Date = new Date()): string {
  return formatYmd({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
}

/** The date `n` days after `date` ('YYYY-MM-DD'; negative n goes back). */
export function addDaysStr(date: string, n: number): string {
  const ymd = toYmd(date)
  if (!ymd) return date
  const d = new Date(ymd.year, ymd.month - 1, ymd.day + n)
  return formatYmd({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })
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
  return ymd ? new Date(ymd.year, ymd.month - 1, ymd.day).getDay() : 0
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
