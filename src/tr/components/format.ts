/**
 * Display helpers of the train search screens: dates with weekday and "today/tomorrow", run times,
 * sale labels. No Intl (the mini-program's JS engine formats differently): plain strings.
 */
import { scopedT } from '../../core/i18n/index'
import { trainSearchDict } from '../i18n/search'
import { addDays, weekdayOf } from '../stores/train-dates'

const tt = scopedT(trainSearchDict)

/** '11月23日' / 'Nov 23' (every product's label). */
export { monthDayLabel } from '../../core/domain/date-labels'

/** '周一' / 'Mon'. */
export function weekdayLabel(date: string): string {
  return tt('query.weekday').split(',')[weekdayOf(date)] ?? ''
}

/** 'Today' / 'Tomorrow' / the weekday, relative to China's today. */
export function relativeDayLabel(date: string, today: string): string {
  if (date === today) return tt('query.today')
  if (date === addDays(today, 1)) return tt('query.tomorrow')
  return weekdayLabel(date)
}

/** '4时28分' / '4h 28m'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(Math.max(0, minutes) / 60)
  const m = Math.max(0, minutes) % 60
  return tt('train.duration', { h, m })
}

/** 'MM-DD HH:mm' of a 'YYYY-MM-DD HH:mm[:ss]' (the sale opening of a train). */
export function shortDateTime(value: string): string {
  return value.length >= 16 ? `${value.slice(5, 10)} ${value.slice(11, 16)}` : value
}
