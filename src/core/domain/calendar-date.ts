/**
 * Calendar-date helpers shared by the domain rules.
 *
 * Dates such as a birth date or a travel date are calendar days, not instants: parsing
 * 'YYYY-MM-DD' with `new Date()` would read it as UTC midnight and shift the day in
 * any timezone west of Greenwich, so these helpers work on plain year/month/day numbers.
 */

/** A calendar day with a 1-based month. */
export interface Ymd {
  year: number
  month: number
  day: number
}

/** What callers may hand in for a date: a Date, epoch milliseconds or a date(-time) string. */
export type DateInput = Date | number | string

const DATE_TIME =
  /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/

/** True for a leap year of the proleptic Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Whether year/month/day name a day that exists (no 31 April, 29 February only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  return day <= lengths[month - 1]
}

/**
 * Reads a date-time as a local-time Date.
 * Strings of the form 'YYYY-MM-DD[ HH:mm[:ss]]' (also with '/' or '.' or no separator) are read
 * by hand because iOS WebViews reject the space-separated form that the server sends;
 * anything else (ISO with a zone) goes to Date.parse. Returns null when it cannot be read.
 */
export function parseDateTime(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null
  const text = value.trim()
  const m = DATE_TIME.exec(text)
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
    const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
    if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null
    return new Date(year, month - 1, day, hour, minute, second)
  }
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? null : new Date(ms)
}

/** The calendar day of a value (local time for instants); null when it is not a real date. */
export function toYmd(value: DateInput | null | undefined): Ymd | null {
  if (typeof value === 'string') {
    // Take the day straight from the text so a bare date never goes through a timezone.
    const m = DATE_TIME.exec(value.trim())
    if (m) {
      const ymd = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
      return isRealDate(ymd.year, ymd.month, ymd.day) ? ymd : null
    }
  }
  const d = parseDateTime(value)
  if (!d) return null
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareYmd(a: Ymd, b: Ymd): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** 'YYYY-MM-DD', the format the server and the pickers exchange. */
export function formatYmd(ymd: Ymd): string {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0')
  return `${pad(ymd.year, 4)}-${pad(ymd.month, 2)}-${pad(ymd.day, 2)}`
}

/**
 * Completed years from born to on. Someone born on 29 February becomes a year older on
 * 1 March in common years, which is how both airlines and the ID rules count it.
 */
export function fullYearsBetween(born: Ymd, on: Ymd): number {
  let years = on.year - born.year
  if (on.month < born.month || (on.month === born.month && on.day < born.day)) years -= 1
  return years
}
