/**
 * The train list of /tr/trList (booking flows §3.3, §4, §5.2, §9): the day's trains between two
 * places, sort (departure, arrival, duration, price) and filters (train type, departure and
 * arrival time bands, stations, only with seats), the date strip with the window rule, the seats'
 * sale and policy states, and transfer plans (shown by themselves when the day has no direct
 * train, or behind a tab). One instance per session (kept alive: going back from the booking
 * screen finds the list as it was). Result arrays are `observable.ref`: replaced whole. The page's
 * `bench=N` parameter (core/domain/bench-rows.ts) is read here and nowhere else.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { benchRows, parseBench } from '../../core/domain/bench-rows'
import { seatBookable, trainBookable, trainSaleState } from '../../core/domain/train-sale'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-search'
import type { Train, TrainFee, TrainSeat, TrainStandard, TrainTransfer, TrainType, TrSearchBody } from '../api/train-search'
import { shortDateTime } from '../components/format'
import { trainSearchDict } from '../i18n/search'
import { benchContext } from './train-bench-context'
import { trainBookingContext } from './train-context'
import { canGoNext, canGoPrev, checkTrainDate, compareDates, addDays, isDateText, onSaleDate, trainWindow, type TrainDateWindow } from './train-dates'
import { sameListQuery, type TrainListQuery } from './train-list-context'
import { transferContext } from './train-transfer-context'

const tt = scopedT(trainSearchDict)

export type TrainListApi = Pick<typeof api, 'trSearch' | 'trSearchTransfer' | 'queryParameter'>

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Train types of the "G/C/D only" switch (§9 recommended types). */
export const GCD_TYPES: readonly TrainType[] = ['G', 'C', 'D']
/** Every train type, in the filter's order. */
export const TRAIN_TYPES: readonly TrainType[] = ['G', 'D', 'C', 'Z', 'T', 'K']

/** Time bands of the filters: [0,6) night, [6,12) morning, [12,18) afternoon, [18,24) evening. */
export type TimeBand = 'night' | 'morning' | 'afternoon' | 'evening'
export const TIME_BANDS: readonly TimeBand[] = ['night', 'morning', 'afternoon', 'evening']

/** Minutes after midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h || 0) * 60 + (m || 0)
}

/** The band of a clock time. */
export function bandOf(time: string): TimeBand {
  const h = Math.floor(minutesOf(time) / 60)
  return h < 6 ? 'night' : h < 12 ? 'morning' : h < 18 ? 'afternoon' : 'evening'
}

export interface TrainFilters {
  types: TrainType[]
  departBands: TimeBand[]
  arriveBands: TimeBand[]
  fromStations: string[]
  toStations: string[]
  /** Only trains with a seat left. */
  seatsOnly: boolean
}

export const NO_FILTERS: TrainFilters = { types: [], departBands: [], arriveBands: [], fromStations: [], toStations: [], seatsOnly: false }

/** How many filter groups are set. */
export function activeFilterCount(f: TrainFilters): number {
  return (
    Number(f.types.length > 0) +
    Number(f.departBands.length > 0) +
    Number(f.arriveBands.length > 0) +
    Number(f.fromStations.length > 0) +
    Number(f.toStations.length > 0) +
    Number(f.seatsOnly)
  )
}

/** Whether a train has a seat left (any type). */
export function hasSeats(t: Train): boolean {
  return t.seatList.some((s) => s.seatCount > 0)
}

/** Trains passing every set filter (an empty group lets everything through). */
export function applyTrainFilters(trains: readonly Train[], f: TrainFilters): Train[] {
  if (!activeFilterCount(f)) return trains.slice()
  return trains.filter(
    (t) =>
      (!f.types.length || f.types.includes(t.trainType)) &&
      (!f.departBands.length || f.departBands.includes(bandOf(t.startTime))) &&
      (!f.arriveBands.length || f.arriveBands.includes(bandOf(t.arriveTime))) &&
      (!f.fromStations.length || f.fromStations.includes(t.fromStationCode)) &&
      (!f.toStations.length || f.toStations.includes(t.toStationCode)) &&
      (!f.seatsOnly || hasSeats(t)),
  )
}

export type SortKey = 'depart' | 'arrive' | 'duration' | 'price'
export const SORT_KEYS: readonly SortKey[] = ['depart', 'arrive', 'duration', 'price']

export interface SortState {
  key: SortKey
  asc: boolean
}

/** Minutes from the departure day's midnight to the arrival. */
export function arrivalMinutes(t: Train): number {
  return t.arriveDays * 1440 + minutesOf(t.arriveTime)
}

/**
 * Sorted copy. Ties fall back to the departure time, then the train code, so the order never
 * depends on the server's. On a price sort, trains without a seat left go last.
 */
export function sortTrains(trains: readonly Train[], sort: SortState): Train[] {
  const dir = sort.asc ? 1 : -1
  const byDepart = (a: Train, b: Train) => minutesOf(a.startTime) - minutesOf(b.startTime) || a.trainCode.localeCompare(b.trainCode)
  const copy = trains.slice()
  switch (sort.key) {
    case 'depart':
      return copy.sort((a, b) => dir * byDepart(a, b))
    case 'arrive':
      return copy.sort((a, b) => dir * (arrivalMinutes(a) - arrivalMinutes(b)) || byDepart(a, b))
    case 'duration':
      return copy.sort((a, b) => dir * (a.runMinutes - b.runMinutes) || byDepart(a, b))
    case 'price':
      return copy.sort((a, b) => Number(!hasSeats(a)) - Number(!hasSeats(b)) || dir * (a.lowestPrice - b.lowestPrice) || byDepart(a, b))
  }
}

/** A station of the filter with how many trains use it. */
export interface StationOption {
  code: string
  name: string
  count: number
}

function stationOptions(trains: readonly Train[], code: (t: Train) => string, name: (t: Train) => string): StationOption[] {
  const map = new Map<string, StationOption>()
  for (const t of trains) {
    const c = code(t)
    const o = map.get(c)
    if (o) o.count += 1
    else map.set(c, { code: c, name: name(t), count: 1 })
  }
  return [...map.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
}

/** What the filter sheet offers for a result: the types present and both ends' stations. */
export function trainFilterOptions(trains: readonly Train[]): { types: TrainType[]; fromStations: StationOption[]; toStations: StationOption[] } {
  const present = new Set(trains.map((t) => t.trainType))
  return {
    types: TRAIN_TYPES.filter((t) => present.has(t)),
    fromStations: stationOptions(trains, (t) => t.fromStationCode, (t) => t.fromStationName),
    toStations: stationOptions(trains, (t) => t.toStationCode, (t) => t.toStationName),
  }
}

/** The sale label of a train that cannot be booked now; null when it can (spec §4). */
export function saleLabel(t: Train, now: Date): string | null {
  if (trainBookable(t, now)) return null
  if (trainSaleState(t, now) === 'paused') return tt('train.paused')
  if (t.saleState === 'notYetOnSale' && t.saleDateTime) return tt('train.notYetOnSale', { time: shortDateTime(t.saleDateTime) })
  if (t.saleState === 'outsideHours' && t.saleDateTime) return tt('train.outsideHours', { time: shortDateTime(t.saleDateTime) })
  if (t.saleDateTime && t.saleState !== 'closed') return tt('train.notYetOnSale', { time: shortDateTime(t.saleDateTime) })
  return tt('train.closed')
}

/**
 * How a seat shows and what a tap does:
 * - book: bookable and within policy; overPolicy: bookable, a type-1 violation (a reason on booking);
 * - forbidden: a type-2 violation (not tappable, says why); bench: none left, standby can be queued;
 * - soldOut: none left; notOnSale: the train cannot be booked now (paused, not yet on sale, closed).
 */
export type SeatState = 'book' | 'overPolicy' | 'forbidden' | 'bench' | 'soldOut' | 'notOnSale'

/** A seat's state (§4: bookable when its count is above 0 and it is not a type-2 violation, on a train on sale). */
export function seatState(t: Train, s: TrainSeat, now: Date): SeatState {
  if (!trainBookable(t, now)) return 'notOnSale'
  if (Number(s.seatCount) <= 0) return s.isBench === 1 ? 'bench' : 'soldOut'
  if (!seatBookable(s)) return 'forbidden'
  return s.wb === 1 ? 'overPolicy' : 'book'
}

/** What a tap on a seat leads to. */
export type SeatTap =
  | { kind: 'navigate'; route: '/tr/trEdit' | '/tr/trBenchEdit'; params: Record<string, string>; notice?: string }
  | { kind: 'message'; message: string }

function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.message ? e.message : fallback
}

/** The request body of a list query. */
export function searchBody(q: TrainListQuery): TrSearchBody {
  return {
    date: q.date,
    fromStationCode: q.fromCode,
    toStationCode: q.toCode,
    ...(q.fromKind ? { fromKind: q.fromKind } : {}),
    ...(q.toKind ? { toKind: q.toKind } : {}),
    tripType: q.tripType,
    ...(q.gcdOnly ? { needTrainType: [...GCD_TYPES] } : {}),
    ...(q.travellerIds.length ? { travellerEmpIds: q.travellerIds } : {}),
    ...(q.tripType === 1 && q.ccsqdId ? { ccsqdId: q.ccsqdId, ...(q.routeId ? { routeId: q.routeId } : {}) } : {}),
  }
}

export interface TrainListDeps {
  now: () => Date
}

export class TrainListStore {
  query: TrainListQuery | null = null
  status: LoadStatus = 'idle'
  error = ''
  trains: Train[] = []
  feeList: TrainFee[] = []
  travelStandard: TrainStandard | null = null
  /** The server's window of the last answer (its clock decides); the phone's until then. */
  serverWindow: TrainDateWindow | null = null
  sort: SortState = { key: 'depart', asc: true }
  filters: TrainFilters = NO_FILTERS
  tab: 'direct' | 'transfer' = 'direct'
  transfers: TrainTransfer[] = []
  transferStatus: LoadStatus = 'idle'
  transferError = ''
  /** Company parameter 10914 value1 (transfers offered); unknown until read: then assumed open. */
  transferOpen = true
  private optionsRead = false
  loadedAt = 0
  /** Rows of benchmark mode (0: off). */
  bench = 0
  /** Bumped when the visible order changes as a whole: the list scrolls back to the top. */
  resetKey = 0
  private seq = 0

  constructor(
    private readonly calls: TrainListApi = api,
    private readonly deps: TrainListDeps = { now: () => new Date() },
  ) {
    makeAutoObservable<TrainListStore, 'calls' | 'deps' | 'seq' | 'optionsRead'>(this, {
      calls: false,
      deps: false,
      seq: false,
      optionsRead: false,
      trains: observable.ref,
      transfers: observable.ref,
      filters: observable.ref,
      feeList: observable.ref,
      travelStandard: observable.ref,
      query: observable.ref,
      serverWindow: observable.ref,
    })
  }

  /** The date window (the server's once it answered, else the phone's China calendar). */
  get window(): TrainDateWindow {
    const phone = trainWindow(this.deps.now())
    const server = this.serverWindow
    return server && server.today === phone.today ? server : phone
  }

  /** The trains shown: filtered, then sorted. */
  get visible(): Train[] {
    return sortTrains(applyTrainFilters(this.trains, this.filters), this.sort)
  }

  get filterOptions() {
    return trainFilterOptions(this.trains)
  }

  get activeFilters(): number {
    return activeFilterCount(this.filters)
  }

  get canPrev(): boolean {
    return !!this.query && canGoPrev(this.query.date, this.window)
  }

  get canNext(): boolean {
    return !!this.query && canGoNext(this.query.date, this.window)
  }

  /** The day searched has passed (a list kept open over midnight, an old link). */
  get datePassed(): boolean {
    return !!this.query && checkTrainDate(this.query.date, this.window) === 'expired'
  }

  /** After the pre-sale: trains are listed, none is on sale yet. */
  get beyondSale(): boolean {
    return !!this.query && !onSaleDate(this.query.date, this.window)
  }

  /** Whether policy marks apply (business trips with a standard). */
  get policyApplies(): boolean {
    return this.query?.tripType === 1 && this.travelStandard !== null
  }

  /** Shows the list of `query`: kept when it already holds (or is loading) this query's result, loaded otherwise. */
  ensure(query: TrainListQuery, benchParam?: string): void {
    const bench = parseBench(benchParam)
    if (sameListQuery(this.query, query) && bench === this.bench && (this.status === 'ready' || this.status === 'loading')) return
    this.bench = bench
    this.query = query
    this.filters = NO_FILTERS
    this.sort = { key: 'depart', asc: true }
    this.tab = 'direct'
    void this.readOptions()
    void this.load()
  }

  /** Reads whether transfers are offered (once per session; a failure leaves them offered: the server has the last word). */
  private async readOptions(): Promise<void> {
    if (this.optionsRead) return
    this.optionsRead = true
    try {
      const reply = await this.calls.queryParameter(api.TRAIN_PARAMS)
      const transfer = reply.parameterResponses.find((p) => p.paramNo === '10914')
      runInAction(() => {
        this.transferOpen = !transfer || transfer.value1 === '1'
      })
    } catch {
      this.optionsRead = false
    }
  }

  /** (Re)loads the day's trains; transfers follow when there is no direct train. */
  async load(): Promise<void> {
    const q = this.query
    if (!q) return
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    this.transfers = []
    this.transferStatus = 'idle'
    this.transferError = ''
    try {
      const reply = await this.calls.trSearch(searchBody(q))
      if (id !== this.seq) return
      runInAction(() => {
        this.trains = this.bench ? benchRows(reply.trainList, this.bench) : reply.trainList
        this.feeList = reply.feeList
        this.travelStandard = reply.travelStandard
        this.serverWindow = reply.window
        this.status = 'ready'
        this.loadedAt = this.deps.now().getTime()
        this.resetKey += 1
        if (!reply.trainList.length && this.transferOpen) this.tab = 'transfer'
      })
      if (!reply.trainList.length && this.transferOpen) void this.loadTransfers()
      else if (this.tab === 'transfer') void this.loadTransfers()
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.trains = []
        this.status = 'error'
        this.error = messageOf(e, tt('list.failed'))
      })
    }
  }

  /**
   * Another day of the same search (the strip or the calendar). Refused outside the window with the
   * spec's message (§5.2), which the page shows; null when the day changed.
   */
  changeDate(date: string): string | null {
    if (!this.query || !isDateText(date)) return tt('error.dateOutOfRange')
    if (date === this.query.date) return null
    const check = checkTrainDate(date, this.window)
    if (check === 'expired') return tt('error.dateExpired')
    if (check === 'outOfRange') return tt('error.dateOutOfRange')
    this.query = { ...this.query, date }
    this.filters = NO_FILTERS
    void this.load()
    return null
  }

  /** The previous day; refused at or before today or the minimum date (§5.2). */
  prevDay(): string | null {
    if (!this.query) return null
    if (!this.canPrev) return tt('error.dateOutOfRange')
    return this.changeDate(addDays(this.query.date, -1))
  }

  /** The next day; refused at or after the maximum date (§5.2). */
  nextDay(): string | null {
    if (!this.query) return null
    if (!this.canNext) return tt('error.dateOutOfRange')
    return this.changeDate(addDays(this.query.date, 1))
  }

  /** Tapping the active sort flips its direction; another one starts ascending. */
  toggleSort(key: SortKey): void {
    this.sort = this.sort.key === key ? { key, asc: !this.sort.asc } : { key, asc: true }
    this.resetKey += 1
  }

  setFilters(filters: TrainFilters): void {
    this.filters = filters
    this.resetKey += 1
  }

  clearFilters(): void {
    this.setFilters(NO_FILTERS)
  }

  setTab(tab: 'direct' | 'transfer'): void {
    this.tab = tab
    if (tab === 'transfer' && (this.transferStatus === 'idle' || this.transferStatus === 'error')) void this.loadTransfers()
  }

  /** Two-train plans via a hub city. */
  async loadTransfers(): Promise<void> {
    const q = this.query
    if (!q) return
    const id = this.seq
    this.transferStatus = 'loading'
    this.transferError = ''
    try {
      const { date, fromStationCode, toStationCode, fromKind, toKind, tripType, needTrainType, travellerEmpIds, ccsqdId, routeId } = searchBody(q)
      const reply = await this.calls.trSearchTransfer({ date, fromStationCode, toStationCode, fromKind, toKind, tripType, needTrainType, travellerEmpIds, ccsqdId, routeId })
      if (id !== this.seq) return
      runInAction(() => {
        this.transfers = reply.transferList
        this.transferStatus = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.transfers = []
        this.transferStatus = 'error'
        this.transferError = messageOf(e, tt('transfer.failed'))
      })
    }
  }

  /** The state of a seat now. */
  seatState(t: Train, s: TrainSeat): SeatState {
    return seatState(t, s, this.deps.now())
  }

  /** The sale label of a train (null when bookable). */
  saleLabel(t: Train): string | null {
    return saleLabel(t, this.deps.now())
  }

  /**
   * A tap on a seat: the booking form (/tr/trEdit) for a bookable one (a type-1 violation goes on
   * with a notice: the form asks for a reason); standby (/tr/trBenchEdit) for a sold-out one that
   * offers it; otherwise why it cannot be booked.
   */
  tapSeat(t: Train, s: TrainSeat): SeatTap {
    const q = this.query
    const state = this.seatState(t, s)
    if (!q) return { kind: 'message', message: tt('list.startOver') }
    const seatName = s.seatName
    switch (state) {
      case 'notOnSale':
        return { kind: 'message', message: tt('train.saleHint', { reason: this.saleLabel(t) ?? tt('train.closed') }) }
      case 'soldOut':
        return { kind: 'message', message: tt('train.soldOut', { seat: seatName }) }
      case 'forbidden':
        return { kind: 'message', message: s.wbText || tt('train.forbidden') }
      case 'bench':
        return {
          kind: 'navigate',
          route: '/tr/trBenchEdit',
          params: benchContext.encode({ ...this.searchFields(q), trainKey: t.trainKey, seatType: s.seatType }),
          notice: tt('train.benchHint', { seat: seatName }),
        }
      default: {
        // The train's own stations: the booking screens find it again by a station-to-station search.
        const params = trainBookingContext.encode({
          trainKey: t.trainKey,
          seatType: s.seatType,
          date: t.date,
          from: t.fromStationCode,
          to: t.toStationCode,
          tripType: q.tripType,
          travellerIds: q.travellerIds,
          ...(q.tripType === 1 && q.ccsqdId ? { ccsqdId: q.ccsqdId, routeId: q.routeId } : {}),
        })
        return { kind: 'navigate', route: '/tr/trEdit', params, ...(state === 'overPolicy' ? { notice: tt('train.overPolicyHint', { text: s.wbText }) } : {}) }
      }
    }
  }

  /** The search fields the transfer and standby screens read. */
  private searchFields(q: TrainListQuery) {
    return {
      fromCode: q.fromCode,
      fromName: q.fromName,
      fromKind: q.fromKind,
      toCode: q.toCode,
      toName: q.toName,
      toKind: q.toKind,
      date: q.date,
      tripType: q.tripType,
      travellerIds: q.travellerIds,
      ...(q.tripType === 1 && q.ccsqdId ? { ccsqdId: q.ccsqdId, routeId: q.routeId } : {}),
    }
  }

  /** The transfer screen's parameters for this search (it lists the plans and books one). */
  transferParams(): Record<string, string> | null {
    return this.query ? transferContext.encode(this.searchFields(this.query)) : null
  }

  /** A day to offer when the one searched has passed: the first day of the window. */
  get firstDay(): string {
    return this.window.minDate
  }

  /** Whether a date is inside the window (the calendar's bounds). */
  inWindow(date: string): boolean {
    return checkTrainDate(date, this.window) === 'ok' && compareDates(date, this.window.maxDate) <= 0
  }
}

let instance: TrainListStore | null = null

/** The session's train list, created on first use (inside the tr subpackage). */
export function getTrainListStore(): TrainListStore {
  instance ??= new TrainListStore()
  return instance
}
