/**
 * The deadline of a standby (候补) order (booking flows §9, "ticket grabbing: up to 3 hours before
 * the latest departure"): the queue may run until 3 hours before the latest departure among the
 * trains chosen, never later. The user picks one of a few offered deadlines (3, 6, 12, 24 or 48
 * hours before that departure) that are still at least half an hour ahead. All of it is China's
 * wall clock, whatever zone the phone is in: departures are read as China time and the deadline is
 * written as China time ('YYYY-MM-DD HH:mm'), which is what the server checks.
 */
import { formatChinaDateTime, parseDateTime } from '../../core/domain/calendar-date'

/** The latest deadline: this many hours before the latest departure. */
export const STANDBY_CUTOFF_HOURS = 3
/** Hours before the latest departure that are offered, latest deadline first. */
export const DEADLINE_OFFSETS_HOURS = [3, 6, 12, 24, 48] as const
/** An offered deadline is at least this far ahead (a deadline due at once is no use). */
export const DEADLINE_MIN_LEAD_MINUTES = 30

const HOUR_MS = 3600_000

export interface DeadlineChoice {
  /** 'YYYY-MM-DD HH:mm', China time. */
  value: string
  /** Hours before the latest departure. */
  hoursBefore: number
}

/** The latest departure (epoch ms) among trains given by China date and 'HH:mm'; null when none can be read. */
export function latestDeparture(trains: readonly { date: string; startTime: string }[]): number | null {
  let latest: number | null = null
  for (const t of trains) {
    const at = parseDateTime(`${t.date} ${t.startTime}`)
    if (at && (latest === null || at.getTime() > latest)) latest = at.getTime()
  }
  return latest
}

/** The deadlines offered for a latest departure at `now` (both epoch ms), latest first; empty when too late. */
export function deadlineChoices(latestDepartureMs: number | null, nowMs: number): DeadlineChoice[] {
  if (latestDepartureMs === null) return []
  const earliest = nowMs + DEADLINE_MIN_LEAD_MINUTES * 60_000
  const out: DeadlineChoice[] = []
  for (const h of DEADLINE_OFFSETS_HOURS) {
    const at = latestDepartureMs - h * HOUR_MS
    if (at >= earliest) out.push({ value: formatChinaDateTime(at), hoursBefore: h })
  }
  return out
}

/** Whether a deadline text is no later than 3 hours before the latest departure (the rule the server applies too). */
export function deadlineAllowed(deadline: string, latestDepartureMs: number | null): boolean {
  const at = parseDateTime(deadline)
  return !!at && latestDepartureMs !== null && at.getTime() <= latestDepartureMs - STANDBY_CUTOFF_HOURS * HOUR_MS
}
