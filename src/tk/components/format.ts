/**
 * Display helpers of the flight search screens: dates with weekday and "today/tomorrow", durations,
 * discounts. No Intl (the mini-program's JS engine formats differently): plain strings.
 */
import { getLocale, scopedT } from '../../core/i18n/index'
import { searchDict } from '../i18n/search'
import { addDaysStr, todayStr, weekdayOf } from '../stores/search-dates'

const tt = scopedT(searchDict)

/** '11月23日' / 'Nov 23' (every product's label). */
export { monthDayLabel } from '../../core/domain/date-labels'

/** '周一' / 'Mon'. */
export function weekdayLabel(date: string): string {
  return tt('query.weekday').split(',')[weekdayOf(date)] ?? ''
}

/** 'Today' / 'Tomorrow' / the weekday. */
export function relativeDayLabel(date: string, now: Date = new Date()): string {
  const today = todayStr(now)
  if (date === today) return tt('query.today')
  if (date === addDaysStr(today, 1)) return tt('query.tomorrow')
  return weekdayLabel(date)
}

/** '2小时15分' / '2h 15m'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return tt('cabin.duration', { h, m })
}

/** '4.5折' / '45% of full fare'; 100 and above: 'full fare'. */
export function discountLabel(percent: number): string {
  if (percent >= 100) return tt('list.fullFare')
  const zh = (percent / 10).toFixed(1).replace(/\.0$/, '')
  return tt('list.discount', { d: getLocale() === 'en-US' ? percent : zh })
}

/** 'Beijing Capital International Airport T3' / '首都国际机场T3' (a space only after Latin text). */
export function withTerminal(airportName: string, terminal: string): string {
  if (!terminal) return airportName
  return /[A-Za-z)]$/.test(airportName) ? `${airportName} ${terminal}` : `${airportName}${terminal}`
}
