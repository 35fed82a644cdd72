/**
 * The hotel list of htList and htSignList on both route families (booking flows §3.5, §9): a
 * city's hotels for a stay, 20 a page (the next page when the list reaches its end), sorted by the
 * server's codes (12 recommended by default) and filtered by price, stars, brands, district,
 * distance from the centre or a landmark, agreement (协议) hotels only and in-policy only; the
 * travel standard of the search and each hotel's verdict; the stay's dates changed in place. The
 * signed list (htSignList) is the same list with agreement hotels only. One instance per list kind
 * and session (kept alive: back from the rooms screen finds the list as it was). Result arrays are
 * `observable.ref`: replaced whole. The page's `bench=N` parameter (core/domain/bench-rows.ts) is
 * read here and nowhere else.
 *
 * Also here, because the query, the list and the map share them: the stay's date rules (China's
 * calendar, the 4-hour lead time, the server's limits) and the page parameters of the filters.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { addDaysText, chinaParts, chinaTodayText, toYmd } from '../../core/domain/calendar-date'
import { benchRows, parseBench } from '../../core/domain/bench-rows'
import { defineContext, field, isDateText } from '../../core/domain/booking-context'
import type { RawParams } from '../../core/domain/page-params'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/hotel-search'
import type { HotelListItem, HotelStandard, HtGeoByCityReply, HtListBody, HtListReply } from '../api/hotel-search'
import { hotelSearchDict } from '../i18n/search'
import { hotelContext, hotelListContext, type HotelListContext, type HotelScreen, type HotelVersionNo } from './hotel-context'

const tt = scopedT(hotelSearchDict)

// ---------------------------------------------------------------- the stay's rules

/** Booking lead time (§5.6, §9): today's stay closes 4 hours before the day ends (20:00 China time; server/README.md, Hotels). */
export const LEAD_HOURS = 4
/** Longest stay and furthest check-in (the spec is silent; the server's limits). */
export const MAX_NIGHTS = 28
export const MAX_DAYS_AHEAD = 180

/** Whole days from one 'YYYY-MM-DD' to another. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = toYmd(checkIn)
  const b = toYmd(checkOut)
  if (!a || !b) return 0
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000)
}

/** The first check-in day now: today until the lead time closes it (20:00 China time), then tomorrow. */
export function firstCheckIn(now: Date): string {
  const today = chinaTodayText(now)
  return chinaParts(now.getTime()).hour >= 24 - LEAD_HOURS ? addDaysText(today, 1) : today
}

/** The calendar's last day: the furthest check-in and one night. */
export function lastCalendarDay(now: Date): string {
  return addDaysText(chinaTodayText(now), MAX_DAYS_AHEAD + 1)
}

/** The stay's dates checked as the server checks them; null when fine. */
export function stayError(checkIn: string, checkOut: string, now: Date): string | null {
  if (!isDateText(checkIn) || !isDateText(checkOut)) return tt('error.dates')
  const today = chinaTodayText(now)
  if (checkIn < today) return tt('error.checkInPast')
  if (checkIn < firstCheckIn(now)) return tt('error.leadTime', { n: LEAD_HOURS, time: `${24 - LEAD_HOURS}:00` })
  if (checkOut <= checkIn) return tt('error.checkOutOrder')
  if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) return tt('error.tooManyNights', { n: MAX_NIGHTS })
  if (nightsBetween(today, checkIn) > MAX_DAYS_AHEAD) return tt('error.tooFarAhead', { n: MAX_DAYS_AHEAD })
  return null
}

// ---------------------------------------------------------------- filters and their page parameters

/**
 * The sort codes of the server (schema HotelSort: 12 recommended, 1 distance, 2 price up, 3 price
 * down, 4 stars, 5 rating), in the sheet's order.
 */
export type SortCode = 12 | 1 | 2 | 3 | 4 | 5
export const SORTS: readonly SortCode[] = [12, 2, 3, 4, 1, 5]

/** Distances offered (km from the centre or the landmark); 0: no limit. The server's default is 15. */
export const DISTANCES: readonly number[] = [1, 3, 5, 10, 15, 0]
export const DEFAULT_DISTANCE = 15

/** The list's filters (booking flows §3.5: star rate, price range, brand ids, distance). */
export interface HotelListFilters {
  stars: number[]
  minPrice?: number
  maxPrice?: number
  brandIds: string[]
  districtId?: string
  landmarkId?: string
  /** Km; undefined: the server's default (15). */
  distance?: number
  agreementOnly: boolean
  inPolicyOnly: boolean
}

export const NO_FILTERS: HotelListFilters = { stars: [], brandIds: [], agreementOnly: false, inPolicyOnly: false }

/** The list's page parameters beyond the stay: sort and filters (what the query hands over, and the map carries on). */
const filterCodec = defineContext({
  sort: field.oneOf([12, 1, 2, 3, 4, 5] as const, { fallback: 12 }),
  stars: field.list({ item: /^[1-5]$/, unique: true, max: 5 }),
  minPrice: field.int({ param: 'priceMin', min: 0, max: 100000 }),
  maxPrice: field.int({ param: 'priceMax', min: 0, max: 100000 }),
  brandIds: field.list({ param: 'brands', item: /^[A-Za-z0-9_-]{1,32}$/, unique: true, max: 30 }),
  districtId: field.string({ param: 'district', pattern: /^[A-Z0-9-]{1,16}$/, upper: true }),
  landmarkId: field.string({ param: 'landmark', pattern: /^[A-Z0-9-]{1,16}$/, upper: true }),
  distance: field.int({ min: 0, max: 100 }),
  agreementOnly: field.flag({ param: 'agreement' }),
  inPolicyOnly: field.flag({ param: 'inPolicy' }),
})

/** The page parameters of a sort and filters (defaults left out). */
export function encodeFilters(f: Partial<HotelListFilters> & { sort?: SortCode }): Record<string, string> {
  return filterCodec.encode({
    ...f,
    sort: f.sort && f.sort !== 12 ? f.sort : undefined,
    stars: f.stars?.map(String),
  })
}

/** The sort and filters of page parameters (whatever does not fit is left out). */
export function decodeFilters(raw: RawParams): { sort: SortCode; filters: HotelListFilters } {
  const c = filterCodec.decode(raw) ?? { sort: 12 as const, stars: [], brandIds: [], agreementOnly: false, inPolicyOnly: false }
  const filters: HotelListFilters = {
    stars: c.stars.map(Number).sort(),
    brandIds: c.brandIds,
    agreementOnly: c.agreementOnly,
    inPolicyOnly: c.inPolicyOnly,
    ...(c.minPrice !== undefined ? { minPrice: c.minPrice } : {}),
    ...(c.maxPrice !== undefined && (c.minPrice === undefined || c.maxPrice >= c.minPrice) ? { maxPrice: c.maxPrice } : {}),
    ...(c.districtId ? { districtId: c.districtId } : {}),
    ...(c.landmarkId ? { landmarkId: c.landmarkId } : {}),
    ...(c.distance !== undefined ? { distance: c.distance } : {}),
  }
  return { sort: c.sort, filters }
}

/** How many filter groups are set (agreement only does not count on the signed list, where it is the list itself). */
export function activeFilterCount(f: HotelListFilters, mode: ListMode = 'list'): number {
  return (
    Number(f.stars.length > 0) +
    Number(f.minPrice !== undefined || f.maxPrice !== undefined) +
    Number(f.brandIds.length > 0) +
    Number(!!f.districtId) +
    Number(!!f.landmarkId) +
    Number(f.distance !== undefined && f.distance !== DEFAULT_DISTANCE) +
    Number(f.agreementOnly && mode !== 'sign') +
    Number(f.inPolicyOnly)
  )
}

// ---------------------------------------------------------------- the list

/** htList or htSignList (agreement hotels only). */
export type ListMode = 'list' | 'sign'

/** The query of page parameters (raw, as the router gives them): the stay, then the sort and filters; null when the stay is missing or malformed. */
export function listQueryOf(raw: RawParams): { query: HotelListContext; sort: SortCode; filters: HotelListFilters } | null {
  const c = hotelListContext.decode(raw)
  if (!c) return null
  // A route only with its application.
  const query: HotelListContext = c.ccsqdId ? c : { ...c, routeId: undefined }
  return { query, ...decodeFilters(raw) }
}

/** Whether two stays ask the server the same question. */
export function sameQuery(a: HotelListContext | null, b: HotelListContext | null): boolean {
  if (!a || !b) return false
  return (
    a.cityId === b.cityId &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    a.rooms === b.rooms &&
    a.adults === b.adults &&
    a.children === b.children &&
    a.tripType === b.tripType &&
    a.travellerIds.join(',') === b.travellerIds.join(',') &&
    (a.ccsqdId ?? '') === (b.ccsqdId ?? '') &&
    (a.routeId ?? '') === (b.routeId ?? '') &&
    (a.keyword ?? '') === (b.keyword ?? '')
  )
}

function sameFilters(a: HotelListFilters, b: HotelListFilters): boolean {
  return JSON.stringify(encodeFilters(a)) === JSON.stringify(encodeFilters(b))
}

/** The request body of a page. */
export function listBody(q: HotelListContext, sort: SortCode, f: HotelListFilters, mode: ListMode, pageNum: number, count: number): HtListBody {
  return {
    cityId: q.cityId,
    checkInDate: q.checkIn,
    checkOutDate: q.checkOut,
    roomCount: q.rooms,
    adultCount: q.adults,
    childCount: q.children,
    sort,
    ...(f.stars.length ? { stars: f.stars } : {}),
    ...(f.minPrice !== undefined ? { minPrice: f.minPrice } : {}),
    ...(f.maxPrice !== undefined ? { maxPrice: f.maxPrice } : {}),
    ...(f.brandIds.length ? { brandIds: f.brandIds } : {}),
    ...(f.districtId ? { districtId: f.districtId } : {}),
    ...(f.landmarkId ? { landmarkId: f.landmarkId } : {}),
    ...(f.distance !== undefined ? { distance: f.distance } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(f.agreementOnly || mode === 'sign' ? { agreementOnly: 1 as const } : {}),
    ...(f.inPolicyOnly && q.tripType === 1 ? { inPolicyOnly: 1 as const } : {}),
    tripType: q.tripType,
    ...(q.travellerIds.length ? { travellerEmpIds: q.travellerIds } : {}),
    ...(q.tripType === 1 && q.ccsqdId ? { ccsqdId: q.ccsqdId, ...(q.routeId ? { routeId: q.routeId } : {}) } : {}),
    pageNum,
    count,
  }
}

export type HotelListApi = Pick<typeof api, 'hotelList' | 'geoByCity'>

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Page size (booking flows §9: 20). */
export const PAGE_SIZE = 20
/** Rows of the first page fetched in benchmark mode, repeated to N. */
export const BENCH_PAGE = 50

export interface HotelListDeps {
  now: () => Date
}

function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.message ? e.message : fallback
}

/** Where a tap on a hotel leads. */
export interface HotelTap {
  screen: Extract<HotelScreen, 'rooms' | 'intlRooms'>
  params: Record<string, string>
}

export class HotelListStore {
  version: HotelVersionNo = 2
  query: HotelListContext | null = null
  sort: SortCode = 12
  filters: HotelListFilters = NO_FILTERS
  items: HotelListItem[] = []
  total = 0
  pageNum = 0
  status: LoadStatus = 'idle'
  error = ''
  moreStatus: 'idle' | 'loading' | 'error' = 'idle'
  moreError = ''
  city: HtListReply['city'] | null = null
  center: HtListReply['center'] | null = null
  nights = 0
  travelStandard: HotelStandard | null = null
  geo: HtGeoByCityReply | null = null
  geoStatus: LoadStatus = 'idle'
  loadedAt = 0
  /** Rows of benchmark mode (0: off). */
  bench = 0
  /** Bumped when the list is replaced as a whole: the list scrolls back to the top. */
  resetKey = 0
  private seq = 0
  private geoSeq = 0

  constructor(
    readonly mode: ListMode = 'list',
    private readonly calls: HotelListApi = api,
    private readonly deps: HotelListDeps = { now: () => new Date() },
  ) {
    makeAutoObservable<HotelListStore, 'calls' | 'deps' | 'seq' | 'geoSeq'>(this, {
      mode: false,
      calls: false,
      deps: false,
      seq: false,
      geoSeq: false,
      items: observable.ref,
      query: observable.ref,
      filters: observable.ref,
      city: observable.ref,
      center: observable.ref,
      travelStandard: observable.ref,
      geo: observable.ref,
    })
  }

  /** Shows the list of a query: kept when it already holds (or is loading) this result, loaded otherwise. */
  ensure(version: HotelVersionNo, query: HotelListContext, sort: SortCode = 12, filters: HotelListFilters = NO_FILTERS, benchParam?: string): void {
    const bench = parseBench(benchParam)
    const same = sameQuery(this.query, query) && this.version === version && bench === this.bench
    if (same && (this.status === 'ready' || this.status === 'loading')) return
    const cityChanged = this.query?.cityId !== query.cityId
    this.version = version
    this.bench = bench
    this.query = query
    this.sort = sort
    this.filters = filters
    if (cityChanged) {
      this.geo = null
      this.geoStatus = 'idle'
    }
    void this.load()
  }

  /** Whether the list holds a query's result with these sort and filters (the map reuses it then). */
  holds(version: HotelVersionNo, query: HotelListContext, sort: SortCode, filters: HotelListFilters): boolean {
    return this.version === version && sameQuery(this.query, query) && this.sort === sort && sameFilters(this.filters, filters) && this.status !== 'idle'
  }

  /** More pages on the server (none in benchmark mode). */
  get hasMore(): boolean {
    return !this.bench && this.status === 'ready' && this.items.length < this.total
  }

  get activeFilters(): number {
    return activeFilterCount(this.filters, this.mode)
  }

  /** Business trips with a standard: policy marks and the standard line show. */
  get policyApplies(): boolean {
    return this.query?.tripType === 1 && this.travelStandard !== null
  }

  /** Whether the city is outside mainland China (international rooms screen). */
  get international(): boolean {
    return this.city ? !this.city.domestic : false
  }

  /** (Re)loads the first page. */
  async load(): Promise<void> {
    const q = this.query
    if (!q) return
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    this.moreStatus = 'idle'
    this.moreError = ''
    const count = this.bench ? BENCH_PAGE : PAGE_SIZE
    try {
      const reply = await this.calls.hotelList(this.version, listBody(q, this.sort, this.filters, this.mode, 1, count))
      if (id !== this.seq) return
      runInAction(() => {
        this.items = this.bench ? benchRows(reply.list, this.bench) : reply.list
        this.total = this.bench ? this.items.length : reply.total
        this.pageNum = 1
        this.city = reply.city
        this.center = reply.center
        this.nights = reply.nights
        this.travelStandard = reply.travelStandard
        this.status = 'ready'
        this.loadedAt = this.deps.now().getTime()
        this.resetKey += 1
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.items = []
        this.total = 0
        this.status = 'error'
        this.error = messageOf(e, tt('list.failed'))
      })
    }
  }

  /** The next page, appended (the list's end was reached). */
  async loadMore(): Promise<void> {
    const q = this.query
    if (!q || !this.hasMore || this.moreStatus === 'loading') return
    const id = this.seq
    const next = this.pageNum + 1
    this.moreStatus = 'loading'
    this.moreError = ''
    try {
      const reply = await this.calls.hotelList(this.version, listBody(q, this.sort, this.filters, this.mode, next, PAGE_SIZE))
      if (id !== this.seq) return
      runInAction(() => {
        const seen = new Set(this.items.map((h) => h.hotelId))
        this.items = [...this.items, ...reply.list.filter((h) => !seen.has(h.hotelId))]
        this.total = reply.total
        this.pageNum = next
        this.moreStatus = 'idle'
        // A page that brought nothing new ends the list (the server's total moved).
        if (!reply.list.length) this.total = this.items.length
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.moreStatus = 'error'
        this.moreError = messageOf(e, tt('list.failed'))
      })
    }
  }

  setSort(sort: SortCode): void {
    if (sort === this.sort) return
    this.sort = sort
    void this.load()
  }

  setFilters(filters: HotelListFilters): void {
    this.filters = filters
    void this.load()
  }

  clearFilters(): void {
    this.setFilters(NO_FILTERS)
  }

  /** Other dates for the same search (the calendar); refused with the rule's message, which the page shows; null when changed. */
  changeDates(checkIn: string, checkOut: string): string | null {
    if (!this.query) return tt('list.startOver')
    const outDay = checkOut <= checkIn ? addDaysText(checkIn, 1) : checkOut
    const refused = stayError(checkIn, outDay, this.deps.now())
    if (refused) return refused
    if (checkIn === this.query.checkIn && outDay === this.query.checkOut) return null
    this.query = { ...this.query, checkIn, checkOut: outDay }
    void this.load()
    return null
  }

  /** The city's districts, landmarks and brands for the filter sheet (once per city). */
  async loadGeo(): Promise<void> {
    const q = this.query
    if (!q || this.geoStatus === 'loading' || (this.geoStatus === 'ready' && this.geo?.city.cityId === q.cityId)) return
    const id = ++this.geoSeq
    this.geoStatus = 'loading'
    try {
      const reply = await this.calls.geoByCity({ cityId: q.cityId })
      if (id !== this.geoSeq) return
      runInAction(() => {
        this.geo = reply
        this.geoStatus = 'ready'
      })
    } catch {
      if (id !== this.geoSeq) return
      runInAction(() => {
        this.geoStatus = 'error'
      })
    }
  }

  /** The name of the point distances are measured from (a landmark or the centre). */
  get referenceName(): string {
    return this.center?.name ?? this.query?.cityName ?? ''
  }

  /** Where a tap on a hotel leads: its rooms (the international screen outside mainland China) for the stay. */
  tapHotel(h: HotelListItem): HotelTap | null {
    const q = this.query
    if (!q) return null
    const params = hotelContext.encode({
      cityId: q.cityId,
      cityName: this.city?.name ?? q.cityName,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      rooms: q.rooms,
      adults: q.adults,
      children: q.children,
      tripType: q.tripType,
      travellerIds: q.travellerIds,
      ...(q.tripType === 1 && q.ccsqdId ? { ccsqdId: q.ccsqdId, routeId: q.routeId } : {}),
      hotelId: h.hotelId,
    })
    return { screen: this.international ? 'intlRooms' : 'rooms', params }
  }

  /** The page parameters of this list as it is now (the map shows the same hotels; a reload finds them again). */
  pageParams(): Record<string, string> | null {
    const q = this.query
    if (!q) return null
    return { ...hotelListContext.encode(q), ...encodeFilters({ ...this.filters, sort: this.sort }) }
  }
}

const instances: Partial<Record<ListMode, HotelListStore>> = {}

/** The session's list of a kind (htList or htSignList), created on first use (inside the ht subpackage). */
export function getHotelListStore(mode: ListMode): HotelListStore {
  let s = instances[mode]
  if (!s) {
    s = new HotelListStore(mode)
    instances[mode] = s
  }
  return s
}
