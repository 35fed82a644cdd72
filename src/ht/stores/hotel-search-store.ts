/**
 * The hotel search of htQuery on both route families (booking flows §3.5 search state, §5.6, §9):
 * the city (domestic or international), the keyword (free text or a completion: a hotel, brand,
 * district or landmark), check-in and check-out (China's calendar: no past day, today only until
 * the 4-hour lead time closes it), rooms, adults and children within the limits, business or
 * personal trip, the travellers, the business-trip application (and hotel route) when the company
 * books by application, and the star and price quick filters. One instance per session, created
 * lazily in the ht subpackage, so going back to the form finds it as it was left; what was entered
 * is also kept on the device (per employee), so an H5 reload shows the same form.
 *
 * The checks run in the spec's order: C767 (application), F501 (travellers), the city, then the
 * dates and the guests. What the user entered is never cleared by a failed check: errors are
 * derived from the state (after the first attempt) and go away as the fields are fixed.
 *
 * Also here: the hotel cities (the picker's domestic and international tabs, hot cities, search
 * by name, pinyin, initials or code, the recent picks) and the debounced keyword completion.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { addDaysText, chinaTodayText, compareYmd, toYmd } from '../../core/domain/calendar-date'
import { isDateText } from '../../core/domain/booking-context'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { geoCacheKey, getItem, setItem } from '../../core/platform/storage'
import { ui } from '../../core/platform/ui'
import { ApplicationListStore, ROUTE_BOOKED, applicationBookApi, bookableTravellers, routeLabel, routesOf, type ApplicationBookApi } from '../../core/stores/application-list'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/hotel-search'
import { HOTEL_ROUTE, type BookableApplication, type GeoCity, type HotelKeywordItem, type Lang, type TripRoute } from '../api/hotel-search'
import { hotelSearchDict } from '../i18n/search'
import { hotelListContext } from './hotel-context'
import { LEAD_HOURS, MAX_DAYS_AHEAD, MAX_NIGHTS, encodeFilters, firstCheckIn, nightsBetween, stayError, type HotelListFilters } from './hotel-list-store'

export { LEAD_HOURS, MAX_DAYS_AHEAD, MAX_NIGHTS, firstCheckIn, nightsBetween, stayError }

const tt = scopedT(hotelSearchDict)

/** Booking flows §9: 1 room and 1 adult by default; up to 10 rooms, 10 children, 10 guests. */
export const MAX_ROOMS = 10
export const MAX_CHILDREN = 10
export const MAX_GUESTS = 10
/** Travellers whose standard a search applies (the guests' limit). */
export const MAX_TRAVELLERS = 10
/** Recent cities kept. */
export const CITY_HISTORY_MAX = 10

/** A hotel city: its geo code (10903), its name in the language it was picked in, and whether it is in mainland China. */
export interface HotelCity {
  cityId: string
  name: string
  domestic: boolean
}

/** The keyword field: free text, or a completion of the keyword call. */
export interface KeywordPick {
  type: 'TEXT' | HotelKeywordItem['type']
  /** The completion's id (a hotel, brand, district or landmark id); the text itself for TEXT. */
  id: string
  name: string
}

/** The star quick filter: a star count (2: two stars and below, the server's reading). */
export const STAR_CHOICES = [2, 3, 4, 5] as const
export type StarChoice = (typeof STAR_CHOICES)[number]

/** The price quick filter: bands of the lowest nightly price (max null: no upper bound). */
export interface PriceBand {
  min: number
  max: number | null
}
export const PRICE_BANDS: readonly PriceBand[] = [
  { min: 0, max: 200 },
  { min: 200, max: 350 },
  { min: 350, max: 500 },
  { min: 500, max: 800 },
  { min: 800, max: null },
]

/** Someone the booking is for (their travel standard applies). */
export interface SearchTraveller {
  empId: string
  empName: string
  deptName: string
  empRank: string
  isSelf: boolean
}

export interface SessionView {
  empInfo: EmpInfo | null
  vipCorp: VipCorp | null
}

/** What is kept on the device between visits (per employee). */
export interface StoredSearch {
  owner: string
  city: HotelCity | null
  checkIn: string
  checkOut: string
  rooms: number
  adults: number
  children: number
  tripType: 1 | 2
  keyword: KeywordPick | null
  stars: number[]
  price: PriceBand | null
  travellers: SearchTraveller[]
}

export interface HotelSearchDeps {
  session: () => SessionView
  /** Read by `errors`, so messages follow a language switch. */
  locale: () => string
  now: () => Date
  /** A yes/no dialog (a booked route asks before it is chosen). */
  confirm?: (title: string, message: string) => Promise<boolean>
  /** Where the form is kept (device storage when absent). */
  storage?: { load(): unknown; save(value: StoredSearch): void }
}

/**
 * The form on the device. It is search history, so it lives under the geo prefix that the 48-hour
 * rule clears (overview §3: cached geo and city history are cleared 48 hours after the last login).
 */
export const SEARCH_KEY = geoCacheKey('10903', 'search')
/** The recent hotel cities (cleared with the other histories). */
export const CITY_HISTORY_KEY = geoCacheKey('10903', 'history')

const storedSearch: NonNullable<HotelSearchDeps['storage']> = {
  load: () => getItem<unknown>(SEARCH_KEY),
  save: (value) => setItem(SEARCH_KEY, value),
}

const defaultDeps: HotelSearchDeps = {
  session: () => ({ empInfo: rootStore.session.empInfo, vipCorp: rootStore.session.vipCorp }),
  locale: () => rootStore.locale.locale,
  now: () => new Date(),
}

/** Field errors of the form (each shown under its field). */
export interface HotelSearchErrors {
  application?: string
  travellers?: string
  city?: string
  dates?: string
  guests?: string
}

const ID = /^\d{1,12}$/
const CITY_ID = /^[A-Za-z0-9]{2,8}$/

/** The self traveller of a signed-in employee. */
export function selfTraveller(emp: EmpInfo): SearchTraveller {
  return { empId: emp.empId, empName: emp.empName, deptName: emp.deptName, empRank: emp.empRank, isSelf: true }
}

/** Rooms and guests checked as the server checks them (§9); null when fine. */
export function guestsError(rooms: number, adults: number, children: number): string | null {
  if (rooms < 1 || rooms > MAX_ROOMS) return tt('error.roomsRange', { n: MAX_ROOMS })
  if (adults < rooms) return tt('error.adultsPerRoom')
  if (children > MAX_CHILDREN) return tt('error.childrenRange', { n: MAX_CHILDREN })
  if (adults + children > MAX_GUESTS) return tt('error.guestsRange', { n: MAX_GUESTS })
  return null
}

function isCity(v: unknown): v is HotelCity {
  const c = v as Partial<HotelCity> | null
  return !!c && typeof c === 'object' && CITY_ID.test(c.cityId ?? '') && typeof c.name === 'string' && !!c.name && typeof c.domestic === 'boolean'
}

function isPick(v: unknown): v is KeywordPick {
  const k = v as Partial<KeywordPick> | null
  return !!k && typeof k === 'object' && ['TEXT', 'HOTEL', 'BRAND', 'DISTRICT', 'LANDMARK'].includes(k.type ?? '') && typeof k.id === 'string' && typeof k.name === 'string' && !!k.name && k.name.length <= 50
}

function isTraveller(v: unknown): v is SearchTraveller {
  const t = v as Partial<SearchTraveller> | null
  return !!t && typeof t === 'object' && ID.test(t.empId ?? '') && typeof t.empName === 'string'
}

const intIn = (v: unknown, min: number, max: number): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null)

/** A stored form read back (anything malformed is left out); null when it is someone else's or unreadable. */
export function readStored(raw: unknown, owner: string): Partial<StoredSearch> | null {
  if (!raw || typeof raw !== 'object') return null
  const s = raw as Record<string, unknown>
  if (!owner || s.owner !== owner) return null
  const out: Partial<StoredSearch> = {}
  if (isCity(s.city)) out.city = s.city
  if (typeof s.checkIn === 'string' && isDateText(s.checkIn) && typeof s.checkOut === 'string' && isDateText(s.checkOut)) {
    out.checkIn = s.checkIn
    out.checkOut = s.checkOut
  }
  const rooms = intIn(s.rooms, 1, MAX_ROOMS)
  const adults = intIn(s.adults, 1, MAX_GUESTS)
  const children = intIn(s.children, 0, MAX_CHILDREN)
  if (rooms !== null && adults !== null && children !== null && !guestsError(rooms, adults, children)) Object.assign(out, { rooms, adults, children })
  if (s.tripType === 1 || s.tripType === 2) out.tripType = s.tripType
  if (isPick(s.keyword)) out.keyword = s.keyword
  if (Array.isArray(s.stars)) out.stars = s.stars.filter((n): n is number => STAR_CHOICES.includes(n as StarChoice))
  const p = s.price as Partial<PriceBand> | null
  if (p && typeof p === 'object') {
    const band = PRICE_BANDS.find((b) => b.min === p.min && b.max === p.max)
    if (band) out.price = band
  }
  if (Array.isArray(s.travellers)) out.travellers = s.travellers.filter(isTraveller).slice(0, MAX_TRAVELLERS)
  return out
}

export type EntryStatus = 'idle' | 'loading' | 'error'

export class HotelSearchStore {
  city: HotelCity | null = null
  checkIn: string
  checkOut: string
  rooms = 1
  adults = 1
  children = 0
  tripType: 1 | 2 = 1
  keyword: KeywordPick | null = null
  stars: number[] = []
  price: PriceBand | null = null
  travellers: SearchTraveller[] = []
  /** The tab shown while no city is chosen. */
  emptyTab: CityTab = 'domestic'
  /** Errors show from the first search attempt on. */
  attempted = false
  ownerEmpId = ''
  application: BookableApplication | null = null
  route: TripRoute | null = null
  applicationNotice = ''
  entryStatus: EntryStatus = 'idle'
  entryError = ''
  readonly applications: ApplicationListStore
  private entrySeq = 0

  constructor(
    private readonly deps: HotelSearchDeps = defaultDeps,
    private readonly appApi: ApplicationBookApi = applicationBookApi,
  ) {
    const first = firstCheckIn(deps.now())
    this.checkIn = first
    this.checkOut = addDaysText(first, 1)
    this.applications = new ApplicationListStore(HOTEL_ROUTE, appApi)
    makeAutoObservable<HotelSearchStore, 'deps' | 'appApi' | 'entrySeq'>(this, {
      deps: false,
      appApi: false,
      entrySeq: false,
      applications: false,
      city: observable.ref,
      keyword: observable.ref,
      price: observable.ref,
      stars: observable.ref,
      application: observable.ref,
      route: observable.ref,
      travellers: observable.ref,
    })
    this.syncSession()
  }

  private get storage(): NonNullable<HotelSearchDeps['storage']> {
    return this.deps.storage ?? storedSearch
  }

  /** Starts over for another signed-in employee (from what that employee left on the device); keeps everything for the same one. */
  syncSession(): void {
    const emp = this.deps.session().empInfo
    const id = emp?.empId ?? ''
    if (id === this.ownerEmpId) return
    this.ownerEmpId = id
    this.travellers = emp ? [selfTraveller(emp)] : []
    this.attempted = false
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
    this.city = null
    this.keyword = null
    this.stars = []
    this.price = null
    this.rooms = 1
    this.adults = 1
    this.children = 0
    this.tripType = 1
    const first = firstCheckIn(this.deps.now())
    this.checkIn = first
    this.checkOut = addDaysText(first, 1)
    const stored = readStored(this.storage.load(), id)
    if (!stored) return
    if (stored.city) this.city = stored.city
    if (stored.checkIn && stored.checkOut) this.setDates(stored.checkIn, stored.checkOut, false)
    if (stored.rooms) {
      this.rooms = stored.rooms
      this.adults = stored.adults ?? stored.rooms
      this.children = stored.children ?? 0
    }
    if (stored.tripType) this.tripType = stored.tripType
    if (stored.keyword) this.keyword = stored.keyword
    if (stored.stars) this.stars = stored.stars
    if (stored.price) this.price = stored.price
    // Only a booker chooses others; anyone else travels alone whatever was stored.
    if (stored.travellers?.length && this.canChooseTravellers) this.travellers = stored.travellers
  }

  /** Writes the form to the device (after each change). */
  private persist(): void {
    if (!this.ownerEmpId) return
    this.storage.save({
      owner: this.ownerEmpId,
      city: this.city,
      checkIn: this.checkIn,
      checkOut: this.checkOut,
      rooms: this.rooms,
      adults: this.adults,
      children: this.children,
      tripType: this.tripType,
      keyword: this.keyword,
      stars: this.stars,
      price: this.price,
      travellers: this.travellers,
    })
  }

  /** China's today. */
  get today(): string {
    return chinaTodayText(this.deps.now())
  }

  /** The calendar's first day: the first check-in (inside the application's dates when there is one). */
  get minDate(): string {
    const first = firstCheckIn(this.deps.now())
    const app = this.activeApplication
    return app && app.dateBegin > first && app.dateBegin <= this.maxWindowDate ? app.dateBegin : first
  }

  /** The last day of the window: the furthest check-in plus a night. */
  private get maxWindowDate(): string {
    return addDaysText(this.today, MAX_DAYS_AHEAD + 1)
  }

  /** The calendar's last day (the application's last day when it ends earlier). */
  get maxDate(): string {
    const app = this.activeApplication
    const last = this.maxWindowDate
    return app && app.dateEnd < last && app.dateEnd > this.minDate ? app.dateEnd : last
  }

  get nights(): number {
    return nightsBetween(this.checkIn, this.checkOut)
  }

  /** A booker (ifBooker=1) may choose who travels; everyone else travels alone. */
  get canChooseTravellers(): boolean {
    return this.deps.session().empInfo?.ifBooker === 1
  }

  /** Booking style 2 needs an approved application for business trips (unless sqdBookType=1 or appBook=1). */
  get needsApplication(): boolean {
    const { empInfo, vipCorp } = this.deps.session()
    return this.tripType === 1 && requiresApplication(vipCorp?.bookStyle) && empInfo?.sqdBookType !== 1 && empInfo?.appBook !== 1
  }

  /** The application the search books under: only business trips carry one. */
  get activeApplication(): BookableApplication | null {
    return this.tripType === 1 ? this.application : null
  }

  /** The application field shows on business trips that need one or have one. */
  get showsApplication(): boolean {
    return this.tripType === 1 && (this.needsApplication || !!this.application || this.entryStatus !== 'idle')
  }

  /** The tab of the form (the city picker opens on it): the city's, else the one chosen last. */
  get cityTab(): CityTab {
    return this.city ? (this.city.domestic ? 'domestic' : 'international') : this.emptyTab
  }

  /** Domestic or international: a city of the other kind gives way to the last one picked of this kind (or none). */
  setCityTab(tab: CityTab): void {
    this.emptyTab = tab
    if (this.cityTab === tab) return
    const recent = getHotelCityStore().history.find((c) => c.domestic === (tab === 'domestic'))
    if (recent) this.setCity(recent)
    else {
      this.city = null
      if (this.keyword && this.keyword.type !== 'TEXT') this.keyword = null
      this.persist()
    }
  }

  setCity(city: HotelCity): void {
    const changed = this.city?.cityId !== city.cityId
    this.city = city
    // A keyword completion belongs to its city; free text may go on.
    if (changed && this.keyword && this.keyword.type !== 'TEXT') this.keyword = null
    if (changed && this.route && this.route.toCode.toUpperCase() !== city.cityId.toUpperCase()) {
      this.route = null
      this.applicationNotice = tt('application.routeDropped', { no: this.application?.ccsqdNo ?? '' })
    }
    this.persist()
  }

  /**
   * The stay (the calendar's range). The same day twice means one night; a check-in before the
   * first day moves to it keeping the nights (a form kept from an earlier day).
   */
  setDates(checkIn: string, checkOut: string, save = true): void {
    if (!isDateText(checkIn) || !isDateText(checkOut)) return
    let inDay = checkIn
    let outDay = checkOut <= checkIn ? addDaysText(checkIn, 1) : checkOut
    const first = firstCheckIn(this.deps.now())
    if (inDay < first) {
      const nights = Math.max(1, Math.min(MAX_NIGHTS, nightsBetween(inDay, outDay)))
      inDay = first
      outDay = addDaysText(first, nights)
    }
    this.checkIn = inDay
    this.checkOut = outDay
    if (save) this.persist()
  }

  /** Rooms; adults follow (one per room at least) and children give way to the 10-guest limit. */
  setRooms(n: number): void {
    this.rooms = Math.max(1, Math.min(MAX_ROOMS, Math.floor(n)))
    if (this.adults < this.rooms) this.adults = this.rooms
    if (this.adults + this.children > MAX_GUESTS) this.children = Math.max(0, MAX_GUESTS - this.adults)
    this.persist()
  }

  setAdults(n: number): void {
    this.adults = Math.max(this.rooms, Math.min(MAX_GUESTS - this.children, Math.floor(n)))
    this.persist()
  }

  setChildren(n: number): void {
    this.children = Math.max(0, Math.min(MAX_CHILDREN, MAX_GUESTS - this.adults, Math.floor(n)))
    this.persist()
  }

  /** The counters' bounds (the Counter never leaves them). */
  get adultsMax(): number {
    return MAX_GUESTS - this.children
  }

  get childrenMax(): number {
    return Math.min(MAX_CHILDREN, MAX_GUESTS - this.adults)
  }

  setTripType(tripType: 1 | 2): void {
    this.tripType = tripType
    this.persist()
  }

  setKeyword(pick: KeywordPick | null): void {
    this.keyword = pick && pick.name.trim() ? { ...pick, name: pick.name.trim().slice(0, 50) } : null
    this.persist()
  }

  toggleStar(star: number): void {
    this.stars = this.stars.includes(star) ? this.stars.filter((s) => s !== star) : [...this.stars, star].sort()
    this.persist()
  }

  setPrice(band: PriceBand | null): void {
    this.price = band && this.price && band.min === this.price.min && band.max === this.price.max ? null : band
    this.persist()
  }

  /** The chosen travellers (at most 10, no one twice). */
  setTravellers(list: SearchTraveller[]): void {
    this.travellers = list.filter((t, i) => list.findIndex((x) => x.empId === t.empId) === i).slice(0, MAX_TRAVELLERS)
    this.persist()
  }

  removeTraveller(empId: string): void {
    this.setTravellers(this.travellers.filter((t) => t.empId !== empId))
  }

  /** Chooses an application and one of its hotel routes (or none). A booked route asks first (§4); "no" changes nothing. */
  async chooseApplication(app: BookableApplication, route: TripRoute | null): Promise<boolean> {
    if (route && route.routeStatus === ROUTE_BOOKED) {
      const confirm = this.deps.confirm ?? ((title: string, message: string) => ui.confirm(title, message))
      if (!(await confirm(tt('application.tips'), tt('application.routeBookedConfirm', { route: routeLabel(route) })))) return false
    }
    this.applyApplication(app, route)
    return true
  }

  /**
   * Takes the application (a business trip from now on) and prefills from it: the route's city,
   * its dates (check-in and check-out; else the application's) inside the window, and the
   * application's travellers the user may book for.
   */
  applyApplication(app: BookableApplication, route: TripRoute | null): void {
    this.application = app
    this.route = route
    this.tripType = 1
    this.entryStatus = 'idle'
    this.entryError = ''
    if (route && CITY_ID.test(route.toCode)) {
      const known = getHotelCityStore().find(route.toCode)
      this.city = { cityId: route.toCode.toUpperCase(), name: known?.name ?? route.toCity, domestic: known ? known.countryCode === 'CN' : this.city?.cityId === route.toCode ? this.city.domestic : true }
    }
    const begin = route?.dateBegin ?? app.dateBegin
    const end = route?.dateEnd ?? app.dateEnd
    const checkIn = begin < this.minDate ? this.minDate : begin
    this.setDates(checkIn, end && end > checkIn ? end : addDaysText(checkIn, 1), false)
    const self = this.deps.session().empInfo
    const allowed = bookableTravellers(app, self)
    const left = app.travellers.filter((t) => !allowed.some((a) => a.empId === t.empId))
    this.travellers = allowed.map((t) => ({ empId: t.empId, empName: t.name, deptName: t.deptName, empRank: t.empRank, isSelf: t.empId === self?.empId })).slice(0, MAX_TRAVELLERS)
    this.applicationNotice = !allowed.length
      ? tt('application.noTraveller')
      : left.length
        ? tt('application.travellersLeftOut', { names: left.map((t) => t.name).join(tt('application.sep')) })
        : ''
    this.persist()
  }

  clearApplication(): void {
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
  }

  /** htQuery?ccsqdId=&routeId= (a trip's "book" button): loads the application and applies it with the route. */
  async enterFromUrl(ccsqdId: string, routeId?: string): Promise<void> {
    if (!ID.test(ccsqdId)) return
    const id = ++this.entrySeq
    const wanted = routeId && ID.test(routeId) ? routeId : undefined
    this.entryStatus = 'loading'
    this.entryError = ''
    this.tripType = 1
    let app: BookableApplication
    try {
      app = await this.appApi.vipCcsqdDetail4Book(wanted ? { ccsqdId, routeId: wanted } : { ccsqdId })
    } catch (e) {
      if (id !== this.entrySeq) return
      runInAction(() => {
        this.entryStatus = 'error'
        this.entryError = isApiError(e) && e.message ? e.message : tt('application.failed')
      })
      return
    }
    if (id !== this.entrySeq) return
    const bookable = { ...app, routes: routesOf(app, HOTEL_ROUTE) }
    const route = wanted ? (bookable.routes.find((r) => r.routeId === wanted) ?? null) : null
    const taken = await this.chooseApplication(bookable, route)
    if (id !== this.entrySeq) return
    if (!taken) runInAction(() => this.applyApplication(bookable, null))
  }

  /** Every broken rule of the form, by field (booking flows §5.2 order for the shared codes, §5.6, §9). */
  validate(): HotelSearchErrors {
    void this.deps.locale()
    const out: HotelSearchErrors = {}
    const app = this.activeApplication
    if (this.needsApplication && !app) out.application = errorCodeMessage('C767') ?? ''
    if (!this.travellers.length) out.travellers = errorCodeMessage('F501') ?? ''
    else if (app) {
      const outside = this.travellers.filter((t) => !app.travellers.some((a) => a.empId === t.empId))
      if (outside.length) out.travellers = tt('error.notInApplication', { names: outside.map((t) => t.empName).join(tt('application.sep')) })
    }
    if (!this.city) out.city = tt('error.city')
    const stay = stayError(this.checkIn, this.checkOut, this.deps.now())
    if (stay) out.dates = stay
    else if (app && (this.checkIn < app.dateBegin || this.checkOut > app.dateEnd)) out.dates = tt('error.outsideApplication', { begin: app.dateBegin, end: app.dateEnd })
    const guests = guestsError(this.rooms, this.adults, this.children)
    if (guests) out.guests = guests
    return out
  }

  /** The errors to show: none before the first attempt. */
  get errors(): HotelSearchErrors {
    return this.attempted ? this.validate() : {}
  }

  /** The first message, in the order the checks run. */
  firstError(errors: HotelSearchErrors = this.validate()): string | null {
    return errors.application || errors.travellers || errors.city || errors.dates || errors.guests || null
  }

  /** The filters the form hands to the list: the quick filters and a keyword completion. */
  get listFilters(): Partial<HotelListFilters> {
    const k = this.keyword
    return {
      ...(this.stars.length ? { stars: this.stars } : {}),
      ...(this.price ? { minPrice: this.price.min, ...(this.price.max !== null ? { maxPrice: this.price.max } : {}) } : {}),
      ...(k?.type === 'BRAND' ? { brandIds: [k.id] } : {}),
      ...(k?.type === 'DISTRICT' ? { districtId: k.id } : {}),
      ...(k?.type === 'LANDMARK' ? { landmarkId: k.id } : {}),
    }
  }

  /** The list's page parameters of the form as it is (no checks); null without a city. */
  listParams(extra: Partial<HotelListFilters> = {}): Record<string, string> | null {
    const city = this.city
    if (!city) return null
    const app = this.activeApplication
    const k = this.keyword
    return {
      ...hotelListContext.encode({
        cityId: city.cityId,
        cityName: city.name,
        checkIn: this.checkIn,
        checkOut: this.checkOut,
        rooms: this.rooms,
        adults: this.adults,
        children: this.children,
        tripType: this.tripType,
        travellerIds: this.travellers.map((t) => t.empId),
        ...(app ? { ccsqdId: app.ccsqdId, ...(this.route && this.route.routeStatus !== ROUTE_BOOKED ? { routeId: this.route.routeId } : {}) } : {}),
        // Completions that are filters go as filters; a hotel's name and free text are searched as text.
        keyword: k && (k.type === 'TEXT' || k.type === 'HOTEL') ? k.name : undefined,
      }),
      ...encodeFilters({ ...this.listFilters, ...extra }),
    }
  }

  /** Checks the form; on success the list's page parameters (the page navigates with them). */
  search(extra: Partial<HotelListFilters> = {}): { ok: true; params: Record<string, string> } | { ok: false; message: string } {
    this.attempted = true
    const message = this.firstError()
    const params = this.listParams(extra)
    if (message || !params) return { ok: false, message: message ?? tt('error.city') }
    if (this.city) getHotelCityStore().remember(this.city)
    this.persist()
    return { ok: true, params }
  }

  /** The list moved to other dates: the form follows, so going back shows the stay searched. */
  onListDatesChanged(checkIn: string, checkOut: string): void {
    this.setDates(checkIn, checkOut)
  }
}

let instance: HotelSearchStore | null = null

/** The session's hotel search, created on first use (inside the ht subpackage). */
export function getHotelSearchStore(): HotelSearchStore {
  instance ??= new HotelSearchStore()
  instance.syncSession()
  return instance
}

// ---------------------------------------------------------------- cities

export type CityTab = 'domestic' | 'international'

/** A city as the picker shows it. */
export function hotelCityOf(c: GeoCity): HotelCity {
  return { cityId: c.code, name: c.name, domestic: c.countryCode === 'CN' }
}

/**
 * Ranks cities for a keyword: the code, then an exact name or pinyin, prefixes of name, pinyin and
 * initials, then names containing it; hot cities first among equals.
 */
export function matchCities(list: readonly GeoCity[], keyword: string, limit = 30): GeoCity[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const scored: { c: GeoCity; score: number }[] = []
  for (const c of list) {
    const name = c.name.toLowerCase()
    let score = -1
    if (c.code.toLowerCase() === k) score = 0
    else if (name === k || c.pinyin === k) score = 1
    else if (name.startsWith(k) || c.pinyin.startsWith(k) || c.initials === k) score = 2
    else if (c.initials.startsWith(k)) score = 3
    else if (name.includes(k)) score = 4
    if (score >= 0) scored.push({ c, score })
  }
  scored.sort((a, b) => a.score - b.score || Number(b.c.hot) - Number(a.c.hot) || a.c.pinyin.localeCompare(b.c.pinyin))
  return scored.slice(0, limit).map((x) => x.c)
}

export type CityApi = Pick<typeof api, 'hotelCities'>

/** A letter group of the full city list. */
export interface CityGroup {
  letter: string
  cities: GeoCity[]
}

/**
 * The hotel cities of each language (the geo service's whole set, loaded once per session), split
 * into the picker's tabs: mainland China (domestic) and everything else (international, with Hong
 * Kong, Macau and Taiwan, as the hotel policy reads them). The recent picks live on the device.
 */
export class HotelCityStore {
  sets = observable.map<Lang, GeoCity[]>({}, { deep: false })
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  history: HotelCity[] = []
  private inflight = new Map<Lang, Promise<GeoCity[]>>()

  constructor(
    private readonly calls: CityApi = api,
    private readonly storage: { load(): unknown; save(list: HotelCity[]): void } = { load: () => getItem<unknown>(CITY_HISTORY_KEY), save: (l) => setItem(CITY_HISTORY_KEY, l) },
  ) {
    const raw = storage.load()
    this.history = Array.isArray(raw) ? raw.filter(isCity).slice(0, CITY_HISTORY_MAX) : []
    makeAutoObservable<HotelCityStore, 'calls' | 'storage' | 'inflight'>(this, { calls: false, storage: false, inflight: false, history: observable.ref })
  }

  /** Loads a language's set (once). */
  load(lang: Lang): Promise<GeoCity[]> {
    const have = this.sets.get(lang)
    if (have) return Promise.resolve(have)
    let p = this.inflight.get(lang)
    if (!p) {
      this.status = 'loading'
      p = this.calls
        .hotelCities(lang)
        .then((list) => {
          runInAction(() => {
            this.sets.set(lang, list)
            this.status = 'ready'
          })
          return list
        })
        .catch((e: unknown) => {
          runInAction(() => {
            this.status = 'error'
          })
          throw e
        })
        .finally(() => this.inflight.delete(lang))
      this.inflight.set(lang, p)
    }
    return p
  }

  /** The cities of a tab in a language (empty until loaded). */
  citiesOf(tab: CityTab, lang: Lang): GeoCity[] {
    const set = this.sets.get(lang) ?? []
    return set.filter((c) => (c.countryCode === 'CN') === (tab === 'domestic'))
  }

  /** Hot cities of a tab. */
  hot(tab: CityTab, lang: Lang): GeoCity[] {
    return this.citiesOf(tab, lang).filter((c) => c.hot)
  }

  /** A tab's cities by the first letter of their pinyin (international ones by their name in English). */
  groups(tab: CityTab, lang: Lang): CityGroup[] {
    const map = new Map<string, GeoCity[]>()
    for (const c of this.citiesOf(tab, lang)) {
      const letter = (c.pinyin || c.name).charAt(0).toUpperCase()
      const key = /[A-Z]/.test(letter) ? letter : '#'
      const list = map.get(key)
      if (list) list.push(c)
      else map.set(key, [c])
    }
    return [...map.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([letter, cities]) => ({ letter, cities: cities.sort((a, b) => (a.pinyin || a.name).localeCompare(b.pinyin || b.name)) }))
  }

  /** Keyword search over both tabs. */
  search(keyword: string, lang: Lang): GeoCity[] {
    return matchCities(this.sets.get(lang) ?? [], keyword)
  }

  /** A city of any loaded set by code. */
  find(code: string): GeoCity | undefined {
    const c = code.toUpperCase()
    for (const set of this.sets.values()) {
      const hit = set.find((x) => x.code === c)
      if (hit) return hit
    }
    return undefined
  }

  /** The city's name in a language (a city picked or stored in the other language). */
  localize(city: HotelCity, lang: Lang): HotelCity {
    const c = this.sets.get(lang)?.find((x) => x.code === city.cityId)
    return c ? { ...city, name: c.name } : city
  }

  /** Recent picks of a tab, newest first. */
  historyOf(tab: CityTab, lang: Lang): HotelCity[] {
    return this.history.filter((c) => c.domestic === (tab === 'domestic')).map((c) => this.localize(c, lang))
  }

  remember(city: HotelCity): void {
    this.history = [city, ...this.history.filter((c) => c.cityId !== city.cityId)].slice(0, CITY_HISTORY_MAX)
    this.storage.save(this.history)
  }

  clearHistory(): void {
    this.history = []
    this.storage.save([])
  }
}

let cityInstance: HotelCityStore | null = null

/** The session's hotel cities. */
export function getHotelCityStore(): HotelCityStore {
  cityInstance ??= new HotelCityStore()
  return cityInstance
}

// ---------------------------------------------------------------- keyword completion

/** Waits this long after the last keystroke before asking the server. */
export const KEYWORD_DELAY_MS = 300

export type KeywordApi = Pick<typeof api, 'hotelKeyword'>

/** Timers (tests pass fake ones). */
export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }

/** The keyword sheet's completion: the text typed, debounced, answered by the keyword call for the city. */
export class HotelKeywordStore {
  text = ''
  cityId = ''
  items: HotelKeywordItem[] = []
  /** The text the items answer. */
  answered = ''
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  private seq = 0
  private timer: unknown = null

  constructor(
    private readonly calls: KeywordApi = api,
    private readonly timers: Timers = realTimers,
  ) {
    makeAutoObservable<HotelKeywordStore, 'calls' | 'timers' | 'seq' | 'timer'>(this, { calls: false, timers: false, seq: false, timer: false, items: observable.ref })
  }

  /** Opens for a city with the current text. */
  open(cityId: string, text: string): void {
    this.cityId = cityId
    this.items = []
    this.answered = ''
    this.status = 'idle'
    this.setText(text)
  }

  setText(text: string): void {
    this.text = text.slice(0, 50)
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = null
    const k = this.text.trim()
    if (!k || !this.cityId) {
      this.seq++
      this.items = []
      this.answered = ''
      this.status = 'idle'
      return
    }
    this.timer = this.timers.set(() => void this.fetch(k), KEYWORD_DELAY_MS)
  }

  /** Asks now (the debounce's end, or a retry). */
  async fetch(keyword = this.text.trim()): Promise<void> {
    this.timer = null
    if (!keyword || !this.cityId) return
    const id = ++this.seq
    this.status = 'loading'
    try {
      const list = await this.calls.hotelKeyword({ cityId: this.cityId, keyword })
      if (id !== this.seq) return
      runInAction(() => {
        this.items = list
        this.answered = keyword
        this.status = 'ready'
      })
    } catch {
      if (id !== this.seq) return
      runInAction(() => {
        this.status = 'error'
      })
    }
  }

  close(): void {
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = null
    this.seq++
  }
}

/** Whether a date text is inside [min, max] (the calendar's bounds). */
export function inWindow(date: string, min: string, max: string): boolean {
  const d = toYmd(date)
  const a = toYmd(min)
  const b = toYmd(max)
  return !!d && !!a && !!b && compareYmd(d, a) >= 0 && compareYmd(d, b) <= 0
}
