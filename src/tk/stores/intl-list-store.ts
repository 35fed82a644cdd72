/**
 * /tk/tkIntList: itineraries of an international query, the first 20 then more; sort (price,
 * departure, duration) and filters (direct only, airlines, departure periods, highest price)
 * applied by the server; the facets (airlines with their lowest price) and the travellers'
 * international standard shown above the list.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { scopedT } from '../../core/i18n/index'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/intl-flight'
import type { DepPeriod, IntlItinerary, IntlSort, QueryGjFlightReply } from '../api/intl-flight'
import { intlDict } from '../i18n/intl'
import type { IntlQuery } from './intl-search'

const tt = scopedT(intlDict)
export const INTL_PAGE_SIZE = 20

/** The calls the list needs (tests pass fakes). */
export type IntlListApi = Pick<typeof api, 'queryGjFlight'>

export class IntlListStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  error = ''
  list: IntlItinerary[] = []
  total = 0
  pageNo = 1
  loadingMore = false
  facets: QueryGjFlightReply['facets'] | null = null
  standard: QueryGjFlightReply['standard'] = null
  sort: IntlSort = 'price'
  directOnly = false
  airlines: string[] = []
  periods: DepPeriod[] = []
  maxPrice: number | null = null
  private seq = 0

  constructor(readonly query: IntlQuery, private readonly deps: IntlListApi = api) {
    makeAutoObservable<this, 'deps' | 'seq'>(this, { query: false, deps: false, seq: false })
  }

  get hasMore(): boolean {
    return this.list.length < this.total
  }

  get filtered(): boolean {
    return this.directOnly || this.airlines.length > 0 || this.periods.length > 0 || this.maxPrice !== null
  }

  private body(pageNo: number) {
    const q = this.query
    return {
      depCode: q.dep, arrCode: q.arr, depDate: q.depDate, ...(q.retDate ? { retDate: q.retDate } : {}), cabinClass: q.cabin,
      adults: q.adults, children: q.children, infants: q.infants, tripType: q.tripType,
      ...(q.tripType === 1 && q.travellerIds.length ? { travellerEmpIds: q.travellerIds } : {}),
      sort: this.sort, maxStops: this.directOnly ? (0 as const) : (1 as const),
      ...(this.airlines.length ? { airlines: this.airlines } : {}), ...(this.periods.length ? { depPeriods: this.periods } : {}),
      ...(this.maxPrice !== null ? { maxPrice: this.maxPrice } : {}), pageNo, pageSize: INTL_PAGE_SIZE,
    }
  }

  /** The first page (again). */
  async load(): Promise<void> {
    const seq = ++this.seq
    this.status = 'loading'
    try {
      const reply = await this.deps.queryGjFlight(this.body(1))
      if (seq !== this.seq) return
      runInAction(() => {
        this.list = reply.list
        this.total = reply.total
        this.pageNo = 1
        this.standard = reply.standard
        if (!this.filtered || !this.facets) this.facets = reply.facets
        this.status = 'ready'
      })
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) && e.tips ? e.tips : tt('list.loadFailed')
      })
    }
  }

  /** The next page, appended. */
  async more(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return
    this.loadingMore = true
    const seq = this.seq
    try {
      const reply = await this.deps.queryGjFlight(this.body(this.pageNo + 1))
      if (seq !== this.seq) return
      runInAction(() => {
        const known = new Set(this.list.map((i) => i.itineraryKey))
        this.list = [...this.list, ...reply.list.filter((i) => !known.has(i.itineraryKey))]
        this.total = reply.total
        this.pageNo += 1
      })
    } catch {
      // The button stays; the user can try again.
    } finally {
      runInAction(() => {
        this.loadingMore = false
      })
    }
  }

  setSort(sort: IntlSort): void {
    this.sort = sort
    void this.load()
  }

  /** Applies a filter set from the sheet. */
  applyFilters(f: { directOnly: boolean; airlines: string[]; periods: DepPeriod[]; maxPrice: number | null }): void {
    this.directOnly = f.directOnly
    this.airlines = f.airlines
    this.periods = f.periods
    this.maxPrice = f.maxPrice
    void this.load()
  }

  clearFilters(): void {
    this.applyFilters({ directOnly: false, airlines: [], periods: [], maxPrice: null })
  }
}
