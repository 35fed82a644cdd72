/**
 * The train date window (booking flows §5.2, §9), as 'YYYY-MM-DD' strings in China's calendar
 * wherever the phone is (core/domain/calendar-date):
 * - minDate: tomorrow ("minimum tomorrow": today's trains are no longer sold online here);
 * - maxSaleDate: today + 14 ("maximum 15 days in total": the 12306 pre-sale, today included);
 * - maxDate: today + 29 ("search on a date within 29 days": later trains are listed with the moment
 *   they go on sale, so a trip can be planned before the sale opens).
 * A date before today "has expired"; any other date outside [minDate, maxDate] is "outside the sale
 * range". Date navigation (§5.2): the previous day is refused at or before today or the minimum
 * date, the next day at or after the maximum date, with the sale-range message.
 */
import { addDaysText, chinaTodayText, compareYmd, toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'

/** Days of the pre-sale, today included. */
export const TRAIN_SALE_DAYS = 15
/** Days a search answers, today included. */
export const TRAIN_SEARCH_DAYS = 30

/** The window of a day. */
export interface TrainDateWindow {
  today: string
  minDate: string
  maxSaleDate: string
  maxDate: string
}

/** The window by the phone's clock read as China time. */
export function trainWindow(now: Date = new Date()): TrainDateWindow {
  const today = chinaTodayText(now)
  return {
    today,
    minDate: addDaysText(today, 1),
    maxSaleDate: addDaysText(today, TRAIN_SALE_DAYS - 1),
    maxDate: addDaysText(today, TRAIN_SEARCH_DAYS - 1),
  }
}

/** Negative when a is before b, 0 on the same day; unreadable dates sort first. */
export function compareDates(a: string, b: string): number {
  const x = toYmd(a)
  const y = toYmd(b)
  if (!x || !y) return x ? 1 : y ? -1 : 0
  return compareYmd(x, y)
}

/** 'YYYY-MM-DD' n days later (negative: earlier); an unreadable date stays as it was. */
export function addDays(date: string, n: number): string {
  return addDaysText(date, n) || date
}

/** Whether a text is a real 'YYYY-MM-DD'. */
export function isDateText(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toYmd(value) !== null
}

/** Weekday of a date, 0 Sunday. */
export function weekdayOf(date: string): number {
  const ymd = toYmd(date)
  return ymd ? weekdayOfYmd(ymd) : 0
}

/** ok, expired (before today), or outOfRange (today, or after maxDate, or unreadable). */
export type DateCheck = 'ok' | 'expired' | 'outOfRange'

/** Where a travel date stands in the window. */
export function checkTrainDate(date: string, w: TrainDateWindow): DateCheck {
  if (!isDateText(date)) return 'outOfRange'
  if (compareDates(date, w.today) < 0) return 'expired'
  if (compareDates(date, w.minDate) < 0 || compareDates(date, w.maxDate) > 0) return 'outOfRange'
  return 'ok'
}

/** The previous day may be shown: the date is after today and after the minimum date. */
export function canGoPrev(date: string, w: TrainDateWindow): boolean {
  return compareDates(date, w.today) > 0 && compareDates(date, w.minDate) > 0
}

/** The next day may be shown: the date is before the maximum date. */
export function canGoNext(date: string, w: TrainDateWindow): boolean {
  return compareDates(date, w.maxDate) < 0
}

/** Whether trains of a date are inside the pre-sale (bookable days) rather than only listed. */
export function onSaleDate(date: string, w: TrainDateWindow): boolean {
  return compareDates(date, w.maxSaleDate) <= 0
}

/** A date moved into [min, max] (an empty window keeps the lower bound). */
export function clampDate(date: string, min: string, max: string): string {
  if (!isDateText(date) || compareDates(date, min) < 0) return min
  if (compareDates(max, min) >= 0 && compareDates(date, max) > 0) return max
  return date
}
