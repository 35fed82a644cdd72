/**
 * One leg's flight list (/tk/tkList): the day's flights, the week's lowest prices, sort, filters
 * and the transfer fallback of an empty day. Result arrays are `observable.ref` (replaced whole,
 * never deep-converted): 1,000 rows must not cost 1,000 proxies before the first paint.
 *
 * The list page's `bench=N` query parameter is read here (core/domain/bench-rows.ts).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as searchApi from '../api/flight-search'
import type { CabinClass, Flight, QueryFlightReply, TrainSuggestion, TransferItinerary, TravelStandard, TripType, WeekPriceDay } from '../api/flight-search'
import { benchRows, parseBench } from '../../core/domain/bench-rows'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { searchDict } from '../i18n/search'
import { compareDates, isDateStr, minutesOfDay, todayStr } from './search-dates'
import type { ApplicationRef } from './trip-application-store'
import { applicationFields, contextToApplication, listContext } from './flight-context'
import type { RawParams } from '../../core/domain/page-params'

const tt = scopedT(searchDict)

/** Cabin choice of the search: any class, economy, or business and first together. */
export type CabinFilter = 'ALL' | 'Y' | 'CF'
export const CABIN_FILTERS: readonly CabinFilter[] = ['ALL', 'Y', 'CF']

/** out: the one-way flight or a round trip's outbound; ret: a round trip's return. */
export type Leg = 'out' | 'ret'

/** Everything a leg's list needs; it travels in the list page's URL so a reload (H5) restores it. */
export interface ListQuery {
  leg: Leg
  depCode: string
  depName: string
  arrCode: string
  arrName: string
  date: string
  cabin: CabinFilter
  tripType: TripType
  travellerIds: string[]
  /** Round trip: the return date (out leg) or the outbound date (ret leg, the first day allowed). */
  otherDate?: string
  /** The business-trip application (and route) the search books under, carried on to the cabins and the booking screen. */
  application?: ApplicationRef
}

/** The URL parameters of a list query (core/domain/booking-context through the flight codec). */
export function queryToParams(q: ListQuery): Record<string, string> {
  return listContext.encode({
    leg: q.leg,
    depCode: q.depCode,
    depName: q.depName,
    arrCode: q.arrCode,
    arrName: q.arrName,
    date: q.date,
    cabin: q.cabin,
    tripType: q.tripType,
    travellerIds: q.travellerIds,
    otherDate: q.otherDate,
    ...applicationFields(q.application),
  })
}

/** Reads a list query from URL parameters (raw, as the router gives them); null when a required part is missing or malformed. */
export function paramsToQuery(raw: RawParams): ListQuery | null {
  const c = listContext.decode(raw)
  if (!c) return null
  return {
    leg: c.leg,
    depCode: c.depCode,
    depName: c.depName ?? c.depCode,
    arrCode: c.arrCode,
    arrName: c.arrName ?? c.arrCode,
    date: c.date,
    cabin: c.cabin,
    tripType: c.tripType,
    travellerIds: c.travellerIds,
    otherDate: c.otherDate,
    application: contextToApplication(c),
  }
}

/** Whether two queries ask the server the same question. */
export function sameQuery(a: ListQuery | null, b: ListQuery | null): boolean {
  if (!a || !b) return false
  return (
    a.leg === b.leg &&
    a.depCode === b.depCode &&
    a.arrCode === b.arrCode &&
    a.date === b.date &&
    a.cabin === b.cabin &&
    a.tripType === b.tripType &&
    a.travellerIds.join(',') === b.travellerIds.join(',') &&
    // Another application or route is another search: its flights go on to another booking.
    a.application?.ccsqdId === b.application?.ccsqdId &&
    a.application?.routeId === b.application?.routeId
  )
}

/** Departure time bands of the filter. */
export type TimeBand = 'night' | 'morning' | 'afternoon' | 'evening'
export const TIME_BANDS: readonly TimeBand[] = ['night', 'morning', 'afternoon', 'evening']

/** The band of a 'YYYY-MM-DD HH:mm' departure: [0,6) night, [6,12) morning, [12,18) afternoon, [18,24) evening. */
export function timeBandOf(depTime: string): TimeBand {
  const h = Math.floor(minutesOfDay(depTime) / 60)
  return h < 6 ? 'night' : h < 12 ? 'morning' : h < 18 ? 'afternoon' : 'evening'
}

export interface FlightFilters {
  directOnly: boolean
  timeBands: TimeBand[]
  airlines: string[]
  depAirports: string[]
  arrAirports: string[]
}

export const NO_FILTERS: FlightFilters = { directOnly: false, timeBands: [], airlines: [], depAirports: [], arrAirports: [] }

/** How many filter groups are set. */
export function activeFilterCount(f: FlightFilters): number {
  return Number(f.directOnly) + Number(f.timeBands.length > 0) + Number(f.airlines.length > 0) + Number(f.depAirports.length > 0) + Number(f.arrAirports.length > 0)
}

/** Flights passing every set filter (an empty group lets everything through). */
export function applyFilters(flights: readonly Flight[], f: FlightFilters): Flight[] {
  if (!activeFilterCount(f)) return flights.slice()
  return flights.filter(
    (x) =>
      (!f.directOnly || x.stops === 0) &&
      (!f.timeBands.length || f.timeBands.includes(timeBandOf(x.depTime))) &&
      (!f.airlines.length || f.airlines.includes(x.airline)) &&
      (!f.depAirports.length || f.depAirports.includes(x.depAirport)) &&
      (!f.arrAirports.length || f.arrAirports.includes(x.arrAirport)),
  )
}

export type SortKey = 'time' | 'price'
export interface SortState {
  key: SortKey
  asc: boolean
}

/**
 * Sorted copy. Price ties (and sold-out flights, which go last on a price sort) fall back to the
 * departure time; time ties to the price, so the order never depends on the server's.
 */
export function sortFlights(flights: readonly Flight[], sort: SortState): Flight[] {
  const dir = sort.asc ? 1 : -1
  const byTime = (a: Flight, b: Flight) => (a.depTime < b.depTime ? -1 : a.depTime > b.depTime ? 1 : 0)
  const copy = flights.slice()
  if (sort.key === 'time') copy.sort((a, b) => dir * byTime(a, b) || a.lowestPrice - b.lowestPrice)
  else
    copy.sort((a, b) => {
      const soldA = a.seatsLeft <= 0 ? 1 : 0
      const soldB = b.seatsLeft <= 0 ? 1 : 0
      return soldA - soldB || dir * (a.lowestPrice - b.lowestPrice) || byTime(a, b)
    })
  return copy
}

/** A filter option with how many flights it has and its lowest price. */
export interface FilterOption {
  code: string
  name: string
  count: number
  lowest: number
}

function options(flights: readonly Flight[], code: (f: Flight) => string, name: (f: Flight) => string): FilterOption[] {
  const map = new Map<string, FilterOption>()
  for (const f of flights) {
    const c = code(f)
    const o = map.get(c)
    if (o) {
      o.count += 1
      o.lowest = Math.min(o.lowest, f.lowestPrice)
    } else map.set(c, { code: c, name: name(f), count: 1, lowest: f.lowestPrice })
  }
  return [...map.values()].sort((a, b) => a.lowest - b.lowest || a.code.localeCompare(b.code))
}

/** Airlines and airports present in a result, for the filter sheet. */
export function filterOptions(flights: readonly Flight[]): { airlines: FilterOption[]; depAirports: FilterOption[]; arrAirports: FilterOption[] } {
  return {
    airlines: options(flights, (f) => f.airline, (f) => f.airlineName),
    depAirports: options(flights, (f) => f.depAirport, (f) => f.depAirportName),
    arrAirports: options(flights, (f) => f.arrAirport, (f) => f.arrAirportName),
  }
}

/**
 * Business and first together: two class queries merged per flight (the same flight number and
 * departure), keeping the cheaper fare of the two.
 */
export function mergeClassReplies(replies: readonly QueryFlightReply[]): QueryFlightReply {
  const byFlight = new Map<string, Flight>()
  let lowestInPolicyPrice: number | undefined
  let travelStandard: TravelStandard | null = null
  let trainSuggestion: TrainSuggestion | undefined
  for (const r of replies) {
    travelStandard ??= r.travelStandard
    trainSuggestion ??= r.trainSuggestion
    if (r.lowestInPolicyPrice !== undefined) lowestInPolicyPrice = Math.min(lowestInPolicyPrice ?? Infinity, r.lowestInPolicyPrice)
    for (const f of r.flights) {
      const key = `${f.flightNo}|${f.depTime}`
      const have = byFlight.get(key)
      if (!have || (f.seatsLeft > 0 && (have.seatsLeft <= 0 || f.lowestPrice < have.lowestPrice))) byFlight.set(key, f)
    }
  }
  const flights = [...byFlight.values()].sort((a, b) => (a.depTime < b.depTime ? -1 : a.depTime > b.depTime ? 1 : 0))
  return { flights, lowestInPolicyPrice, travelStandard, ...(trainSuggestion ? { trainSuggestion } : {}) }
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The train list's route of the flight list's train suggestion (spec route + query only: tk never imports the train product). */
export const TRAIN_LIST_ROUTE = '/tr/trList'

/**
 * The train list parameters of a suggestion: the same cities (as city searches), date, trip type and
 * travellers (the /tr/trList page parameters: from, fromName, fromKind, to, ..., travellers). The
 * flight's application route is not a train route, so it is not carried.
 */
export function trainListParams(q: ListQuery, s: TrainSuggestion): Record<string, string> {
  return {
    from: s.fromCityCode,
    fromName: s.fromCityName,
    fromKind: 'city',
    to: s.toCityCode,
    toName: s.toCityName,
    toKind: 'city',
    date: s.date,
    tripType: String(q.tripType),
    ...(q.travellerIds.length ? { travellers: q.travellerIds.join(',') } : {}),
  }
}

export type FlightListApi = Pick<typeof searchApi, 'queryFlight' | 'queryFlightWeekPrice' | 'queryTransferCity'>

/** The class parameters of a cabin choice (CF asks twice). */
export function classesOf(cabin: CabinFilter): (CabinClass | undefined)[] {
  return cabin === 'Y' ? ['Y'] : cabin === 'CF' ? ['C', 'F'] : [undefined]
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : tt('list.failed')
}

/** One leg's list. */
export class FlightListStore {
  query: ListQuery | null = null
  status: LoadStatus = 'idle'
  error = ''
  flights: Flight[] = []
  lowestInPolicyPrice: number | undefined = undefined
  travelStandard: TravelStandard | null = null
  /** The server's train of at most 5 hours instead of flying, with its CO2 saving (null when none). */
  trainSuggestion: TrainSuggestion | null = null
  week: WeekPriceDay[] = []
  weekStatus: LoadStatus = 'idle'
  sort: SortState = { key: 'time', asc: true }
  filters: FlightFilters = NO_FILTERS
  transfers: TransferItinerary[] = []
  transferStatus: LoadStatus = 'idle'
  /** Rows of benchmark mode (0: off). */
  bench = 0
  /** Date.now() when the current result arrived (the benchmark reads it). */
  loadedAt = 0
  /** Bumped when the visible order changes as a whole: the list scrolls back to the top. */
  resetKey = 0
  private seq = 0

  constructor(private readonly api: FlightListApi = searchApi) {
    makeAutoObservable<FlightListStore, 'seq' | 'api'>(this, {
      flights: observable.ref,
      week: observable.ref,
      transfers: observable.ref,
      filters: observable.ref,
      travelStandard: observable.ref,
      trainSuggestion: observable.ref,
      query: observable.ref,
      seq: false,
      api: false,
    })
  }

  /** The flights shown: filtered, then sorted. */
  get visible(): Flight[] {
    return sortFlights(applyFilters(this.flights, this.filters), this.sort)
  }

  get filterOptions() {
    return filterOptions(this.flights)
  }

  get activeFilters(): number {
    return activeFilterCount(this.filters)
  }

  /** Days of the week strip, never before today nor (return leg) before the outbound date. */
  get weekDays(): WeekPriceDay[] {
    const first = this.firstDay
    return this.week.filter((d) => compareDates(d.date, first) >= 0)
  }

  /** First selectable date of this leg. */
  get firstDay(): string {
    const today = todayStr()
    const other = this.query?.leg === 'ret' ? this.query.otherDate : undefined
    return other && compareDates(other, today) > 0 ? other : today
  }

  /** The day asked for has passed (a list kept open over midnight, an old link): a retry offers the first open day instead. */
  get datePassed(): boolean {
    return !!this.query && compareDates(this.query.date, this.firstDay) < 0
  }

  /** The marked fare: the lowest in-policy price of the day, when the reply has one. */
  isLowestInPolicy(f: Flight): boolean {
    return this.lowestInPolicyPrice !== undefined && f.lowestInPolicy && f.seatsLeft > 0 && f.lowestPrice === this.lowestInPolicyPrice
  }

  /** Whether policy marks apply (business trips; the reply then has a travel standard). */
  get policyApplies(): boolean {
    return !!this.query && this.query.tripType === 1 && this.travelStandard !== null
  }

  /**
   * Shows the list of `query`: kept as it is when it already holds this query's result (going
   * back to a kept-alive list), loaded otherwise.
   */
  ensure(query: ListQuery, benchParam?: string): void {
    const bench = parseBench(benchParam)
    if (sameQuery(this.query, query) && bench === this.bench && (this.status === 'ready' || this.status === 'loading')) return
    this.bench = bench
    this.query = query
    this.filters = NO_FILTERS
    this.sort = { key: 'time', asc: true }
    this.week = []
    void this.load()
  }

  /** (Re)loads the day's flights, the week strip when the day is not in it, and resets transfers. */
  async load(): Promise<void> {
    const q = this.query
    if (!q) return
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    this.transfers = []
    this.transferStatus = 'idle'
    if (!this.week.some((d) => d.date === q.date)) void this.loadWeek(q)
    try {
      const replies = await Promise.all(
        classesOf(q.cabin).map((cabinClass) =>
          this.api.queryFlight({
            depCode: q.depCode,
            arrCode: q.arrCode,
            date: q.date,
            cabinClass,
            tripType: q.tripType,
            travellerEmpIds: q.travellerIds.length ? q.travellerIds : undefined,
            ...(q.application ? { ccsqdId: q.application.ccsqdId } : {}),
            ...(q.application?.routeId ? { routeId: q.application.routeId } : {}),
          }),
        ),
      )
      const reply = replies.length === 1 ? replies[0] : mergeClassReplies(replies)
      if (id !== this.seq) return
      runInAction(() => {
        this.flights = this.bench ? benchRows(reply.flights, this.bench) : reply.flights
        this.lowestInPolicyPrice = reply.lowestInPolicyPrice
        this.travelStandard = reply.travelStandard
        this.trainSuggestion = reply.trainSuggestion ?? null
        this.status = 'ready'
        this.loadedAt = Date.now()
        this.resetKey += 1
      })
      if (!reply.flights.length) void this.loadTransfers()
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.flights = []
        this.trainSuggestion = null
        this.status = 'error'
        this.error = messageOf(e)
      })
    }
  }

  private async loadWeek(q: ListQuery): Promise<void> {
    this.weekStatus = 'loading'
    try {
      const reply = await this.api.queryFlightWeekPrice({ depCode: q.depCode, arrCode: q.arrCode, date: q.date })
      runInAction(() => {
        if (this.query?.depCode !== q.depCode || this.query.arrCode !== q.arrCode) return
        this.week = reply.days
        this.weekStatus = 'ready'
      })
    } catch {
      // The strip is a shortcut: without it the date button and the calendar still work.
      runInAction(() => {
        this.weekStatus = 'error'
      })
    }
  }

  /** Another day of the same route (week strip or calendar). */
  changeDate(date: string): void {
    if (!this.query || !isDateStr(date) || date === this.query.date) return
    if (compareDates(date, this.firstDay) < 0) return
    this.query = { ...this.query, date }
    this.filters = NO_FILTERS
    void this.load()
  }

  /** Another cabin choice (from the filter sheet): a new question to the server. */
  changeCabin(cabin: CabinFilter): void {
    if (!this.query || cabin === this.query.cabin) return
    this.query = { ...this.query, cabin }
    void this.load()
  }

  /** Tapping the active sort flips its direction; the other one starts ascending. */
  toggleSort(key: SortKey): void {
    this.sort = this.sort.key === key ? { key, asc: !this.sort.asc } : { key, asc: true }
    this.resetKey += 1
  }

  setFilters(filters: FlightFilters): void {
    this.filters = filters
    this.resetKey += 1
  }

  clearFilters(): void {
    this.setFilters(NO_FILTERS)
  }

  /** Connections via a hub, offered when the day has no direct flight. */
  async loadTransfers(): Promise<void> {
    const q = this.query
    if (!q) return
    const id = this.seq
    this.transferStatus = 'loading'
    try {
      const cabinClass = q.cabin === 'Y' ? 'Y' : q.cabin === 'CF' ? 'C' : undefined
      const reply = await this.api.queryTransferCity({
        depCode: q.depCode,
        arrCode: q.arrCode,
        date: q.date,
        cabinClass,
        tripType: q.tripType,
        travellerEmpIds: q.travellerIds.length ? q.travellerIds : undefined,
      })
      if (id !== this.seq) return
      runInAction(() => {
        this.transfers = reply.itineraries
        this.transferStatus = 'ready'
      })
    } catch {
      if (id !== this.seq) return
      runInAction(() => {
        this.transferStatus = 'error'
      })
    }
  }
}
