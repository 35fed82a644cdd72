/**
 * The visa search state (booking flows §3.7: continent, country, consular district, trip date)
 * shared by /visa (countries by continent, searched by keyword) and /visa/list (the products of a
 * country for a district, judged against the trip date). The trip date starts 30 days ahead
 * (booking flows §9). Kept for the session, so coming back keeps the continent, the keyword, the
 * country and its district.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/visa'
import type { VisaConsular, VisaContinent, VisaCountryItem, VisaCountryListReply, VisaListItem } from '../api/visa'

export type VisaSearchApi = Pick<typeof api, 'getCountryList' | 'getConsularList' | 'visaList'>

/** The trip date a search starts on: 30 days ahead (booking flows §9). */
export const DEFAULT_TRIP_DAYS = 30
/** The latest trip date offered (the server's limit too). */
export const MAX_TRIP_DAYS = 365

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export class VisaSearchStore {
  continent: VisaContinent | '' = ''
  keyword = ''
  tripDate: string
  countries: VisaCountryItem[] = []
  continents: VisaCountryListReply['continents'] = []
  countriesStatus: LoadStatus = 'idle'
  countriesError = ''

  countryCode = ''
  countryName = ''
  consulars: VisaConsular[] = []
  consularId = ''
  products: VisaListItem[] = []
  productsStatus: LoadStatus = 'idle'
  productsError = ''

  private readonly api: VisaSearchApi
  /** Answers of older requests are dropped (a quick second tap must not be overwritten by the first). */
  private countrySeq = 0
  private productSeq = 0

  constructor(apiOverrides: Partial<VisaSearchApi> = {}, private readonly now: () => number = () => Date.now()) {
    this.api = { getCountryList: api.getCountryList, getConsularList: api.getConsularList, visaList: api.visaList, ...apiOverrides }
    this.tripDate = addDaysText(chinaTodayText(now()), DEFAULT_TRIP_DAYS)
    makeAutoObservable<VisaSearchStore, 'api' | 'now' | 'countrySeq' | 'productSeq'>(this, { api: false, now: false, countrySeq: false, productSeq: false })
  }

  /** Today (China date). */
  get today(): string {
    return chinaTodayText(this.now())
  }

  /** The first and last trip date offered. */
  get tripRange(): { min: string; max: string } {
    return { min: addDaysText(this.today, 1), max: addDaysText(this.today, MAX_TRIP_DAYS) }
  }

  get consular(): VisaConsular | null {
    return this.consulars.find((c) => c.consularId === this.consularId) ?? null
  }

  /** Loads the countries once (coming back keeps them). */
  async open(): Promise<void> {
    if (this.countriesStatus === 'idle') await this.loadCountries()
  }

  async loadCountries(): Promise<void> {
    const seq = ++this.countrySeq
    this.countriesStatus = 'loading'
    this.countriesError = ''
    try {
      const reply = await this.api.getCountryList({ ...(this.continent ? { continent: this.continent } : {}), ...(this.keyword.trim() ? { keyword: this.keyword.trim() } : {}) })
      if (seq !== this.countrySeq) return
      runInAction(() => {
        this.countries = reply.list
        this.continents = reply.continents
        this.countriesStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.countrySeq) return
      runInAction(() => {
        this.countriesStatus = 'error'
        this.countriesError = isApiError(e) ? e.message : ''
      })
    }
  }

  setContinent(continent: VisaContinent | ''): void {
    if (this.continent === continent) return
    this.continent = continent
    void this.loadCountries()
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }

  search(): void {
    void this.loadCountries()
  }

  /** A trip date within the offered range; the products are judged again. */
  setTripDate(date: string): void {
    const { min, max } = this.tripRange
    if (date < min || date > max || date === this.tripDate) return
    this.tripDate = date
    if (this.countryCode) void this.loadProducts()
  }

  /**
   * Opens a country (a tap on /visa, or /visa/list opened by its address): its districts (the one
   * asked, the one chosen before for this country, or the first) and its products.
   */
  async openCountry(countryCode: string, consularId?: string, tripDate?: string): Promise<void> {
    if (tripDate && /^\d{4}-\d{2}-\d{2}$/.test(tripDate)) {
      const { min, max } = this.tripRange
      if (tripDate >= min && tripDate <= max) this.tripDate = tripDate
    }
    const same = countryCode === this.countryCode && this.consulars.length > 0
    if (!same) {
      this.countryCode = countryCode
      this.countryName = this.countries.find((c) => c.countryCode === countryCode)?.name ?? ''
      this.consulars = []
      this.products = []
      this.consularId = ''
      this.productsStatus = 'loading'
      try {
        const reply = await this.api.getConsularList(countryCode)
        if (this.countryCode !== countryCode) return
        runInAction(() => {
          this.consulars = reply.list
        })
      } catch (e) {
        runInAction(() => {
          this.productsStatus = 'error'
          this.productsError = isApiError(e) ? e.message : ''
        })
        return
      }
    }
    runInAction(() => {
      const asked = consularId && this.consulars.some((c) => c.consularId === consularId) ? consularId : ''
      this.consularId = asked || this.consularId || this.consulars[0]?.consularId || ''
    })
    await this.loadProducts()
  }

  setConsular(consularId: string): void {
    if (consularId === this.consularId || !this.consulars.some((c) => c.consularId === consularId)) return
    this.consularId = consularId
    void this.loadProducts()
  }

  async loadProducts(): Promise<void> {
    if (!this.countryCode) return
    const seq = ++this.productSeq
    this.productsStatus = 'loading'
    this.productsError = ''
    try {
      const reply = await this.api.visaList({ countryCode: this.countryCode, ...(this.consularId ? { consularId: this.consularId } : {}), tripDate: this.tripDate })
      if (seq !== this.productSeq) return
      runInAction(() => {
        this.products = reply.list
        this.countryName = reply.countryName
        this.productsStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.productSeq) return
      runInAction(() => {
        this.productsStatus = 'error'
        this.productsError = isApiError(e) ? e.message : ''
      })
    }
  }
}

let kept: VisaSearchStore | null = null

/** The search store, kept for the session (queries are kept alive, overview §2). Created lazily in the subpackage. */
export function visaSearchStore(): VisaSearchStore {
  kept ??= new VisaSearchStore()
  return kept
}
