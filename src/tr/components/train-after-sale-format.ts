/**
 * Display helpers of the train after-sale, standby and transfer screens: durations, short dates,
 * ticket labels. Plain strings, no Intl (the mini-program's JS engine formats differently).
 */
import { toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'
import { scopedT } from '../../core/i18n/index'
import { afterSale } from '../i18n/after-sale'

const tt = scopedT(afterSale)

/** 330 → '5小时30分' / '5h 30m'; under an hour '45分' / '45m'. */
export function durationText(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  const h = Math.floor(total / 60)
  const m = total % 60
  return h ? tt('tr.common.hoursMinutes', { h, m }) : tt('tr.common.minutes', { m })
}

/** A run time 'HH:mm' (hours may pass 24) in minutes; null when unreadable (or the pause marker 99:59). */
export function runTimeMinutes(runTime: string): number | null {
  const m = /^(\d{1,3}):(\d{2})$/.exec(runTime)
  if (!m || runTime.startsWith('99')) return null
  return Number(m[1]) * 60 + Number(m[2])
}

/** 'YYYY-MM-DD' → 'MM-DD'. */
export function monthDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(5, 10) : date
}

/** 成人票 / Adult … */
export function ticketTypeLabel(type: number): string {
  return type === 2 ? tt('tr.ticket.type.2') : type === 3 ? tt('tr.ticket.type.3') : tt('tr.ticket.type.1')
}

const TICKET_STATUS = ['BOOKED', 'ISSUED', 'REFUNDED', 'CHANGED', 'VOID'] as const

/** A ticket's status in words. */
export function ticketStatusLabel(status: string): string {
  return (TICKET_STATUS as readonly string[]).includes(status) ? tt(`tr.ticket.status.${status as (typeof TICKET_STATUS)[number]}`) : status
}

/** 'YYYY-MM-DD' → '周四' / 'Thu' (the calendar day's, in no zone). */
export function weekday(date: string): string {
  const ymd = toYmd(date)
  return ymd ? (tt('tr.common.weekdays').split(',')[weekdayOfYmd(ymd)] ?? '') : ''
}

/** Names joined as a list reads in the current language ('二等座、一等座' / 'Second class, First class'). */
export function listText(items: readonly string[]): string {
  return items.join(tt('tr.common.listSep'))
}
