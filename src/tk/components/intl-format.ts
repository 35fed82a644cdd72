/** Formatting of the international screens: durations and times. */
import { scopedT } from '../../core/i18n/index'
import { intlDict } from '../i18n/intl'

const tt = scopedT(intlDict)

/** '11小时35分' / '11h 35m'. */
export function durationText(minutes: number): string {
  return tt('common.minutes', { h: Math.floor(minutes / 60), m: minutes % 60 })
}

/** 'HH:mm' of a local 'YYYY-MM-DD HH:mm'. */
export function hhmm(text: string): string {
  return text.slice(11, 16)
}

/** 'MM-DD' of a local 'YYYY-MM-DD HH:mm' or a date. */
export function mmdd(text: string): string {
  return text.slice(5, 10)
}
