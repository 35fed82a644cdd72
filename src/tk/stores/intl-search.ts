/**
 * The international side of the flight query (/tk/tkQuery's domestic/international switch): the
 * places (cities and airports abroad and the mainland gateways), the cabin class, and the hand-off
 * to /tk/tkIntList. Dates, passengers by type, trip type and travellers are the domestic search
 * store's, so switching keeps them.
 */
import { makeAutoObservable } from 'mobx'
import { scopedT } from '../../core/i18n/index'
import type { AirportPlace } from '../../core/stores/geo-store'
import { intlDict } from '../i18n/intl'
import type { FlightSearchStore } from './flight-search-store'

const tt = scopedT(intlDict)

export type IntlCabin = 'Y' | 'C' | 'F'

/** What /tk/tkIntList searches (its URL parameters). */
export interface IntlQuery {
  dep: string
  depName: string
  arr: string
  arrName: string
  depDate: string
  retDate?: string
  cabin: IntlCabin
  adults: number
  children: number
  infants: number
  tripType: 1 | 2
  travellerIds: string[]
}

/** URL parameters of a query. */
export function intlQueryToParams(q: IntlQuery): Record<string, string> {
  return {
    dep: q.dep, depName: q.depName, arr: q.arr, arrName: q.arrName, depDate: q.depDate, ...(q.retDate ? { retDate: q.retDate } : {}),
    cabin: q.cabin, adults: String(q.adults), children: String(q.children), infants: String(q.infants), tripType: String(q.tripType),
    travellerIds: q.travellerIds.join(','),
  }
}

const isDate = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v)
const count = (v: string | undefined, min: number): number | null => {
  const n = Number(v ?? min)
  return Number.isInteger(n) && n >= min && n <= 9 ? n : null
}

/** A query from URL parameters (null when a required part is missing or malformed). */
export function paramsToIntlQuery(raw: Record<string, string | undefined>): IntlQuery | null {
  const dec = (v: string | undefined) => (v ? decodeURIComponent(v) : '')
  const dep = dec(raw.dep).toUpperCase()
  const arr = dec(raw.arr).toUpperCase()
  const cabin = raw.cabin === 'C' || raw.cabin === 'F' ? raw.cabin : raw.cabin === 'Y' || raw.cabin === undefined ? 'Y' : null
  const adults = count(raw.adults, 1)
  const children = count(raw.children, 0)
  const infants = count(raw.infants, 0)
  const retDate = dec(raw.retDate) || undefined
  if (!/^[A-Z]{3}$/.test(dep) || !/^[A-Z]{3}$/.test(arr) || !isDate(dec(raw.depDate)) || (retDate !== undefined && !isDate(retDate))) return null
  if (!cabin || adults === null || children === null || infants === null) return null
  return {
    dep, depName: dec(raw.depName) || dep, arr, arrName: dec(raw.arrName) || arr, depDate: dec(raw.depDate), retDate, cabin, adults, children, infants,
    tripType: raw.tripType === '2' ? 2 : 1, travellerIds: dec(raw.travellerIds).split(',').filter((x) => /^\d+$/.test(x)),
  }
}

/** The switch and the international places and cabin of the query screen. */
export class IntlSearchState {
  intl = false
  dep: AirportPlace | null = null
  arr: AirportPlace | null = null
  cabin: IntlCabin = 'Y'

  constructor() {
    makeAutoObservable(this)
  }

  setIntl(on: boolean): void {
    this.intl = on
  }

  setDep(p: AirportPlace): void {
    this.dep = p
  }

  setArr(p: AirportPlace): void {
    this.arr = p
  }

  swap(): void {
    const d = this.dep
    this.dep = this.arr
    this.arr = d
  }

  setCabin(c: IntlCabin): void {
    this.cabin = c
  }

  /** The place error (F625 wording for a missing one), or null. */
  placeError(): string | null {
    if (!this.dep || !this.arr) return tt('query.placesMissing')
    if (this.dep.cityCode === this.arr.cityCode) return tt('query.sameCity')
    return null
  }

  /** Checks the form with the domestic store's dates, passengers and travellers; the list query on success. */
  search(store: Pick<FlightSearchStore, 'validate' | 'tripMode' | 'depDate' | 'retDate' | 'counts' | 'tripType' | 'travellers'>): { ok: true; query: IntlQuery } | { ok: false; message: string } {
    const errors = store.validate()
    const message = this.placeError() ?? errors.travellers ?? errors.dates ?? errors.counts ?? null
    if (message || !this.dep || !this.arr) return { ok: false, message: message ?? tt('query.placesMissing') }
    return {
      ok: true,
      query: {
        dep: this.dep.code, depName: this.dep.kind === 'city' ? this.dep.cityName : this.dep.name, arr: this.arr.code,
        arrName: this.arr.kind === 'city' ? this.arr.cityName : this.arr.name, depDate: store.depDate,
        retDate: store.tripMode === 'RT' ? store.retDate : undefined, cabin: this.cabin, adults: store.counts.adult, children: store.counts.child,
        infants: store.counts.infant, tripType: store.tripType, travellerIds: store.travellers.map((t) => t.empId),
      },
    }
  }
}

let state: IntlSearchState | null = null

/** The session's international query state (inside the tk subpackage). */
export function getIntlSearchState(): IntlSearchState {
  state ??= new IntlSearchState()
  return state
}
