/**
 * Calendar-date helpers shared by the domain rules.
 *
 * Dates such as a birth date or a travel date are calendar days, not instants: parsing
 * 'YYYY-MM-DD' with `new Date()` would read it as UTC midnight and shift the day in
 * any timezone west of Greenwich, so these helpers work on plain year/month/day numbers.
 *
 * Business dates and times are China time (Asia/Shanghai) wherever the phone is: the server sends
 * zone-less 'YYYY-MM-DD HH:mm' in China time, and "today" is China's today. China has kept UTC+8
 * without daylight saving since 1991, so a fixed offset is exact and needs no Intl time-zone data
 * (which some mini-program JS engines lack).
 */

/** China's offset from UTC in milliseconds (UTC+8, no daylight saving). */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

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
 * Reads a date-time as an instant.
 * Strings of the form 'YYYY-MM-DD[ HH:mm[:ss]]' (also with '/' or '.' or no separator) carry no
 * zone and are China time, whatever zone the phone is in; they are read by hand because iOS
 * WebViews reject the space-separated form that the server sends. Anything else (ISO with a zone)
 * goes to Date.parse. Returns null when it cannot be read.
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
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS)
  }
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? null : new Date(ms)
}

/** The calendar day of a value (China's day for instants); null when it is not a real date. */
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
  const { year, month, day } = chinaParts(d.getTime())
  return { year, month, day }
}

/** China's wall clock at an instant: calendar day, hour and minute. */
export function chinaParts(ms: number): Ymd & { hour: number; minute: number } {
  const d = new Date(ms + CHINA_OFFSET_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() }
}

/** Today in China as a calendar day. */
export function chinaToday(now: DateInput = Date.now()): Ymd {
  return toYmd(now instanceof Date || typeof now === 'number' ? now : (parseDateTime(now) ?? Date.now())) ?? toYmd(Date.now())!
}

/** Today in China as 'YYYY-MM-DD'. */
export function chinaTodayText(now: DateInput = Date.now()): string {
  return formatYmd(chinaToday(now))
}

/** 'YYYY-MM-DD HH:mm' of an instant on China's wall clock. */
export function formatChinaDateTime(ms: number): string {
  const p = chinaParts(ms)
  const pad = (n: number): string => String(n).padStart(2, '0')
  return `${formatYmd(p)} ${pad(p.hour)}:${pad(p.minute)}`
}

/** The day `n` days after a day (negative goes back), across months and years, with no zone involved. */
export function addDaysYmd(ymd: Ymd, n: number): Ymd {
  const d = new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day) + n * DAY_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 'YYYY-MM-DD' `n` days after a 'YYYY-MM-DD'; '' when it is not a date. */
export function addDaysText(date: string, n: number): string {
  const ymd = toYmd(date)
  return ymd ? formatYmd(addDaysYmd(ymd, n)) : ''
}

/** Day of the week of a calendar day, 0 Sunday (the same in every zone). */
export function weekdayOfYmd(ymd: Ymd): number {
  return new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day)).getUTCDay()
}

/** Whether the phone's clock is on another zone than China's at this instant (times shown then say "Beijing time"). */
export function phoneOutsideChinaTime(now: number = Date.now()): boolean {
  return new Date(now).getTimezoneOffset() !== -CHINA_OFFSET_MS / 60000
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
