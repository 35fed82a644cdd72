/**
 * The trip offline (issue 18 §3): the schedule's first page, the next trip and the service lines
 * are kept on the device after each good read (mini-program storage, H5 localStorage, through
 * core/platform/storage) and shown, with their age, when a read fails for want of a network. One
 * key per reply, holding its owner: another user signing in on the device never sees it, and the
 * next good read of theirs replaces it. A copy over COPY_MAX_CHARS is not kept (the mini-program
 * allows 1 MB a key; ours are a few KB).
 */
import { formatChinaDateTime } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { getItem, setItem } from '../../core/platform/storage'
import { tripOfflineDict } from '../i18n/trip-offline'

const tt = scopedT(tripOfflineDict)

/** Largest copy kept, in JSON characters. */
export const COPY_MAX_CHARS = 100_000

/** Device-storage keys of the kept replies. */
export const CopyKey = { schedule: 'offline_schedule', nextTrip: 'offline_next_trip', service: 'offline_service' } as const

/** A reply as kept: whose, when (ms) and what. */
export interface Copy<T> {
  owner: string
  at: number
  data: T
}

/** Where copies live (the device's storage; a map in tests). */
export interface CopyStore {
  get<T>(key: string): T | undefined
  set(key: string, value: unknown): void
}

export const deviceCopies: CopyStore = { get: getItem, set: setItem }

/** Whose copies: the signed-in user's company and employee number ('' when signed out: nothing is kept). */
export function ownerOf(h: { corpId?: string; empNo?: string }): string {
  return h.empNo ? `${h.corpId ?? ''}:${h.empNo}` : ''
}

/** Keeps a good reply of `owner` (nothing when there is no owner or it is too big). */
export function keepCopy(store: CopyStore, key: string, owner: string, data: unknown, now: number): void {
  if (!owner) return
  const copy: Copy<unknown> = { owner, at: now, data }
  if (JSON.stringify(copy).length > COPY_MAX_CHARS) return
  store.set(key, copy)
}

/** The kept copy of `owner`, or null. */
export function readCopy<T>(store: CopyStore, key: string, owner: string): Copy<T> | null {
  const copy = store.get<Copy<T>>(key)
  return copy && owner && copy.owner === owner && typeof copy.at === 'number' ? copy : null
}

/** A failure the network caused (no connection, time-out, no server behind the address): a kept copy may stand in. */
export function isNetworkFailure(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'bad-reply')
}

/** '5 minutes ago' of a copy made at `at`. */
export function ageText(at: number, now: number): string {
  const min = Math.max(0, Math.floor((now - at) / 60_000))
  if (min < 1) return tt('offline.justNow')
  if (min < 60) return tt('offline.minutes', { n: min })
  if (min < 24 * 60) return tt('offline.hours', { n: Math.floor(min / 60) })
  return tt('offline.days', { n: Math.floor(min / (24 * 60)) })
}

/** 'Offline · saved 14:05 (5 min ago)': China time; the date too when it was another day. */
export function savedNotice(at: number, now: number): string {
  const when = formatChinaDateTime(at)
  const time = when.slice(0, 10) === formatChinaDateTime(now).slice(0, 10) ? when.slice(11) : when.slice(5)
  return tt('offline.saved', { time, age: ageText(at, now) })
}
