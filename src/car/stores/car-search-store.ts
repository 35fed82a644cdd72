/**
 * The car search of /car/carQuery (booking flows §3.6, §7.5): the use type, the car city, from and
 * to with their coordinates, the start time (instant: now; scheduled: China time, not in the past,
 * within 30 days), the flight of an airport pick-up (queryFlightByHbh: the arrival hall becomes the
 * start and the arrival the start time), the chartered day car's date and half/full day, business
 * or personal trip, the business-trip application when the company books by application, and the
 * car policy of the scene (travelPolicy) shown as lines. One instance per session, created lazily
 * in the car subpackage, so going back to the form finds it as it was left.
 *
 * What the user entered is never cleared by a failed check: errors derive from the state after the
 * first attempt and go away as the fields are fixed.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { addDaysText, chinaTodayText, formatChinaDateTime, parseDateTime } from '../../core/domain/calendar-date'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { ui } from '../../core/platform/ui'
import { ApplicationListStore, ROUTE_BOOKED, applicationBookApi, routeLabel, routesOf, type ApplicationBookApi } from '../../core/stores/application-list'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/car-search'
import { CAR_ROUTE, type BookableApplication, type CarCity, type CarFlight, type CarPlace, type CarPolicyReply, type TripRoute } from '../api/car-search'
import { carSearchDict } from '../i18n/search'
import { TIME_TEXT, USE, carListContext, placeParams, type DayKind, type UseType } from './car-context'

const tt = scopedT(carSearchDict)

/** Scheduled rides and chartered days: at most 30 days ahead (booking flows §9, shuttle within 30 days). */
export const MAX_DAYS_AHEAD = 30
/** A scheduled ride starts at least this long from now (the dispatch needs the time). */
export const MIN_LEAD_MIN = 10
/** Time slots of the picker. */
export const SLOT_MIN = 10
/** A flight number as the server takes it (MU5101, 3U8881, CA1234A). */
export const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/
/** Two places closer than this are the same place (from ≠ to). */
const SAME_PLACE_M = 50

export type CarSearchApi = Pick<typeof api, 'carCities' | 'flightByNumber' | 'carPolicy' | 'carMiniProgram'>

export interface CarSearchDeps {
  session: () => { empInfo: EmpInfo | null; vipCorp: VipCorp | null }
  /** Read by `errors`, so messages follow a language switch. */
  locale: () => string
  now: () => Date
  confirm?: (title: string, message: string) => Promise<boolean>
}

const defaultDeps: CarSearchDeps = {
  session: () => ({ empInfo: rootStore.session.empInfo, vipCorp: rootStore.session.vipCorp }),
  locale: () => rootStore.locale.locale,
  now: () => new Date(),
}

/** Field errors of the form (each shown under its field). */
export interface CarSearchErrors {
  application?: string
  city?: string
  from?: string
  to?: string
  time?: string
  flight?: string
}

/** Metres between two points (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6371000
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * r * Math.asin(Math.sqrt(h))
}

/** Whether two places are the same spot (from ≠ to). */
export function samePlace(a: CarPlace, b: CarPlace): boolean {
  return (a.placeId && a.placeId === b.placeId) || distanceM(a, b) < SAME_PLACE_M
}

/** The instant of a China wall-clock time 'YYYY-MM-DD HH:mm' (null when malformed). */
export function instantOf(time: string): number | null {
  if (!TIME_TEXT.test(time)) return null
  return parseDateTime(time)?.getTime() ?? null
}

/** The earliest slot a scheduled ride may take: now plus the lead, rounded up to the slot. */
export function firstSlot(now: Date): string {
  const step = SLOT_MIN * 60000
  return formatChinaDateTime(Math.ceil((now.getTime() + MIN_LEAD_MIN * 60000) / step) * step)
}

/** The last moment a ride may be booked for: the end of the 30th day ahead (China). */
export function lastTime(now: Date): string {
  return `${addDaysText(chinaTodayText(now), MAX_DAYS_AHEAD)} 23:59`
}

/** A scheduled start time checked (China time); null when fine. */
export function timeError(time: string, now: Date): string | null {
  const at = instantOf(time)
  if (at === null) return tt('error.time')
  if (at < now.getTime()) return tt('error.timePast')
  if (at < now.getTime() + MIN_LEAD_MIN * 60000) return tt('error.timeLead', { n: MIN_LEAD_MIN })
  if (time > lastTime(now)) return tt('error.timeFar', { n: MAX_DAYS_AHEAD })
  return null
}

/** The start time of an airport pick-up: the flight's scheduled arrival. */
export function pickUpTime(flight: Pick<CarFlight, 'arrTime'>): string {
  return flight.arrTime
}

/** Whether a use type needs a destination (every one but the chartered day car). */
export function needsDestination(u: UseType): boolean {
  return u !== USE.CHARTERED
}

/** Whether the start time is chosen by the user (scheduled, drop-offs, station pick-up). */
export function choosesTime(u: UseType): boolean {
  return u === USE.SCHEDULED || u === USE.AIRPORT_DROPOFF || u === USE.STATION_PICKUP || u === USE.STATION_DROPOFF
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export class CarSearchStore {
  useType: UseType = USE.INSTANT
  cities: CarCity[] = []
  citiesStatus: LoadStatus = 'idle'
  citiesError = ''
  city: CarCity | null = null
  from: CarPlace | null = null
  to: CarPlace | null = null
  startTime = ''
  flightNo = ''
  flightDate: string
  flights: CarFlight[] = []
  flightStatus: LoadStatus = 'idle'
  flightError = ''
  flight: CarFlight | null = null
  dayDate: string
  dayKind: DayKind = 'FULL'
  tripType: 1 | 2 = 1
  attempted = false
  ownerEmpId = ''
  application: BookableApplication | null = null
  route: TripRoute | null = null
  applicationNotice = ''
  entryStatus: 'idle' | 'loading' | 'error' = 'idle'
  entryError = ''
  policy: CarPolicyReply | null = null
  policyStatus: LoadStatus = 'idle'
  /** The partner car mini-program of the company (tenant parameter 10970), when it has one. */
  miniProgram: { appId: string; path: string } | null = null
  readonly applications: ApplicationListStore
  private policySeq = 0
  private entrySeq = 0

  constructor(
    private readonly deps: CarSearchDeps = defaultDeps,
    private readonly calls: CarSearchApi = api,
    appApi: ApplicationBookApi = applicationBookApi,
  ) {
    const today = chinaTodayText(deps.now())
    this.flightDate = today
    this.dayDate = addDaysText(today, 1)
    this.startTime = this.defaultTime()
    this.applications = new ApplicationListStore(CAR_ROUTE, appApi)
    makeAutoObservable<CarSearchStore, 'deps' | 'calls' | 'policySeq' | 'entrySeq'>(this, {
      deps: false,
      calls: false,
      policySeq: false,
      entrySeq: false,
      applications: false,
      cities: observable.ref,
      city: observable.ref,
      from: observable.ref,
      to: observable.ref,
      flights: observable.ref,
      flight: observable.ref,
      application: observable.ref,
      route: observable.ref,
      policy: observable.ref,
      miniProgram: observable.ref,
    })
    this.syncSession()
  }

  /** Starts over for another signed-in employee; keeps everything for the same one. */
  syncSession(): void {
    const id = this.deps.session().empInfo?.empId ?? ''
    if (id === this.ownerEmpId) return
    this.ownerEmpId = id
    this.useType = USE.INSTANT
    this.from = null
    this.to = null
    this.flight = null
    this.flights = []
    this.flightNo = ''
    this.tripType = 1
    this.attempted = false
    this.clearApplication()
    this.policy = null
  }

  private defaultTime(): string {
    // Half an hour ahead by default: a usual scheduled ride, inside the window.
    return firstSlot(new Date(this.deps.now().getTime() + 20 * 60000))
  }

  get today(): string {
    return chinaTodayText(this.deps.now())
  }

  /** The last day a ride or a day car may be booked for. */
  get lastDay(): string {
    return addDaysText(this.today, MAX_DAYS_AHEAD)
  }

  /** The last moment of the window (the time picker's end). */
  get lastTime(): string {
    return lastTime(this.deps.now())
  }

  /** The earliest slot of the time picker. */
  get firstSlot(): string {
    return firstSlot(this.deps.now())
  }

  /** Booking style 2 needs an approved application for business trips (unless sqdBookType=1 or appBook=1). */
  get needsApplication(): boolean {
    const { empInfo, vipCorp } = this.deps.session()
    return this.tripType === 1 && requiresApplication(vipCorp?.bookStyle) && empInfo?.sqdBookType !== 1 && empInfo?.appBook !== 1
  }

  get activeApplication(): BookableApplication | null {
    return this.tripType === 1 ? this.application : null
  }

  get showsApplication(): boolean {
    return this.tripType === 1 && (this.needsApplication || !!this.application || this.entryStatus !== 'idle')
  }

  /** The cities of the tab: chartered day cars run in fewer cities. */
  get cityChoices(): CarCity[] {
    return this.useType === USE.CHARTERED ? this.cities.filter((c) => c.dayCar) : this.cities
  }

  /** The start place is the flight's arrival hall for an airport pick-up. */
  get fromLocked(): boolean {
    return this.useType === USE.AIRPORT_PICKUP
  }

  async loadCities(): Promise<void> {
    if (this.citiesStatus === 'loading' || this.citiesStatus === 'ready') return
    this.citiesStatus = 'loading'
    this.citiesError = ''
    // The partner mini-program is an offer next to the form: a failure to read it costs nothing.
    void this.calls.carMiniProgram().then(
      (m) => runInAction(() => (this.miniProgram = m)),
      () => undefined,
    )
    try {
      const reply = await this.calls.carCities()
      runInAction(() => {
        this.cities = reply.list
        this.citiesStatus = 'ready'
        // An application's car route chosen before the cities arrived (carQuery?ccsqdId=&routeId=) names the city.
        const route = this.route
        const ofRoute = route ? reply.list.find((c) => c.cityId === route.toCode || c.cityName === route.toCity) : undefined
        if (ofRoute) this.city = ofRoute
        else if (this.city) this.city = reply.list.find((c) => c.cityId === this.city?.cityId) ?? this.city
        else if (reply.list.length) this.city = reply.list[0]
      })
      void this.loadPolicy()
    } catch (e) {
      runInAction(() => {
        this.citiesStatus = 'error'
        this.citiesError = isApiError(e) && e.message ? e.message : tt('query.citiesFailed')
      })
    }
  }

  setUseType(u: UseType): void {
    if (u === this.useType) return
    const wasPickup = this.useType === USE.AIRPORT_PICKUP
    this.useType = u
    // The arrival hall belongs to the flight: another use type starts from somewhere else.
    if (wasPickup && this.flight) {
      this.from = null
      this.flight = null
    }
    if (u === USE.CHARTERED && this.city && !this.city.dayCar) this.city = this.cityChoices[0] ?? this.city
    if (choosesTime(u) && timeError(this.startTime, this.deps.now())) this.startTime = this.defaultTime()
    void this.loadPolicy()
  }

  setCity(city: CarCity): void {
    const changed = this.city?.cityId !== city.cityId
    this.city = city
    if (changed) {
      // Places belong to their city.
      if (!this.fromLocked) this.from = null
      this.to = null
      if (this.route && this.route.toCode && this.route.toCode !== city.cityId && this.route.toCity !== city.cityName) {
        this.route = null
        this.applicationNotice = tt('application.routeDropped', { no: this.application?.ccsqdNo ?? '' })
      }
      void this.loadPolicy()
    }
  }

  setPlace(side: 'from' | 'to', place: CarPlace | null): void {
    if (side === 'from') this.from = place
    else this.to = place
  }

  /** Swaps start and destination (not when the start is a flight's arrival hall). */
  swap(): void {
    if (this.fromLocked) return
    const f = this.from
    this.from = this.to
    this.to = f
  }

  setStartTime(time: string): void {
    if (TIME_TEXT.test(time)) this.startTime = time
    void this.loadPolicy()
  }

  setTripType(t: 1 | 2): void {
    this.tripType = t
    void this.loadPolicy()
  }

  setDayDate(date: string): void {
    this.dayDate = date
  }

  setDayKind(kind: DayKind): void {
    this.dayKind = kind
  }

  setFlightNo(text: string): void {
    this.flightNo = text.toUpperCase().replace(/\s/g, '').slice(0, 8)
    this.flightError = ''
  }

  setFlightDate(date: string): void {
    this.flightDate = date
  }

  /** Looks the flight up; one answer is taken at once, several are offered. */
  async lookupFlight(): Promise<boolean> {
    if (!FLIGHT_NO.test(this.flightNo)) {
      this.flightError = tt('error.flightNo')
      return false
    }
    this.flightStatus = 'loading'
    this.flightError = ''
    try {
      const reply = await this.calls.flightByNumber({ flightNo: this.flightNo, date: this.flightDate, pageNum: 1, count: 160 })
      runInAction(() => {
        this.flights = reply.list
        this.flightStatus = 'ready'
        if (!reply.list.length) this.flightError = tt('error.flightUnknown', { no: this.flightNo, date: this.flightDate })
      })
      if (reply.list.length === 1) this.chooseFlight(reply.list[0])
      return reply.list.length > 0
    } catch (e) {
      runInAction(() => {
        this.flightStatus = 'error'
        this.flightError = isApiError(e) && e.message ? e.message : tt('error.flightFailed')
      })
      return false
    }
  }

  /** Takes a flight: the arrival hall is the start, the arrival the start time, the arrival city the city. */
  chooseFlight(f: CarFlight): void {
    this.flight = f
    this.from = f.place
    this.startTime = pickUpTime(f)
    const city =
      this.cities.find((c) => c.cityId === f.arrCityId || c.cityName === f.arrCity) ??
      [...this.cities].sort((a, b) => distanceM(a, f.place) - distanceM(b, f.place))[0]
    if (city && city.cityId !== this.city?.cityId) {
      this.city = city
      if (this.to && distanceM(this.to, city) > 150000) this.to = null
    }
    void this.loadPolicy()
  }

  /** The car policy of the scene (business trips): who may take which car, where, when, for how much. */
  async loadPolicy(): Promise<void> {
    const seq = ++this.policySeq
    if (this.tripType !== 1 || !this.city) {
      this.policy = null
      this.policyStatus = 'idle'
      return
    }
    this.policyStatus = 'loading'
    const app = this.activeApplication
    try {
      const reply = await this.calls.carPolicy({
        useType: this.useType,
        cityId: this.city.cityId,
        tripType: 1,
        ...(choosesTime(this.useType) || this.useType === USE.AIRPORT_PICKUP ? { startTime: this.startTime } : {}),
        ...(app ? { ccsqdId: app.ccsqdId, ...(this.route ? { routeId: this.route.routeId } : {}) } : {}),
      })
      if (seq !== this.policySeq) return
      runInAction(() => {
        this.policy = reply
        this.policyStatus = 'ready'
      })
    } catch {
      if (seq !== this.policySeq) return
      runInAction(() => {
        this.policy = null
        this.policyStatus = 'error'
      })
    }
  }

  clearApplication(): void {
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
  }

  /** Chooses an application and one of its car routes (or none). A booked route asks first (§4). */
  async chooseApplication(app: BookableApplication, route: TripRoute | null): Promise<boolean> {
    if (route && route.routeStatus === ROUTE_BOOKED) {
      const confirm = this.deps.confirm ?? ((title: string, message: string) => ui.confirm(title, message))
      if (!(await confirm(tt('application.tips'), tt('application.routeBookedConfirm', { route: routeLabel(route) })))) return false
    }
    this.applyApplication(app, route)
    return true
  }

  /** Takes the application (a business trip from now on): the route's city when it is a car city. */
  applyApplication(app: BookableApplication, route: TripRoute | null): void {
    this.application = app
    this.route = route
    this.tripType = 1
    this.entryStatus = 'idle'
    this.entryError = ''
    this.applicationNotice = ''
    if (route) {
      const city = this.cities.find((c) => c.cityId === route.toCode || c.cityName === route.toCity)
      if (city) this.setCity(city)
      if (route.dateBegin && route.dateBegin > this.today && choosesTime(this.useType)) this.startTime = `${route.dateBegin} 09:00`
    }
    void this.loadPolicy()
  }

  /** carQuery?ccsqdId=&routeId= (the car routes list's "book"): loads the application and applies it with the route. */
  async enterFromUrl(ccsqdId: string, routeId: string | undefined, appApi: ApplicationBookApi = applicationBookApi): Promise<void> {
    if (!/^\d{1,12}$/.test(ccsqdId)) return
    const id = ++this.entrySeq
    this.entryStatus = 'loading'
    this.entryError = ''
    this.tripType = 1
    try {
      const app = await appApi.vipCcsqdDetail4Book(routeId ? { ccsqdId, routeId } : { ccsqdId })
      if (id !== this.entrySeq) return
      const bookable = { ...app, routes: routesOf(app, CAR_ROUTE) }
      const route = routeId ? (bookable.routes.find((r) => r.routeId === routeId) ?? null) : null
      if (!(await this.chooseApplication(bookable, route))) runInAction(() => this.applyApplication(bookable, null))
    } catch (e) {
      if (id !== this.entrySeq) return
      runInAction(() => {
        this.entryStatus = 'error'
        this.entryError = isApiError(e) && e.message ? e.message : tt('application.failed')
      })
    }
  }

  /** Every broken rule of the form, by field. */
  validate(): CarSearchErrors {
    void this.deps.locale()
    const out: CarSearchErrors = {}
    const now = this.deps.now()
    if (this.needsApplication && !this.activeApplication) out.application = errorCodeMessage('C767') ?? ''
    if (!this.city) out.city = tt('error.city')
    if (this.useType === USE.CHARTERED) {
      if (this.dayDate < this.today || this.dayDate > this.lastDay) out.time = tt('error.dayDate', { n: MAX_DAYS_AHEAD })
      return out
    }
    if (this.useType === USE.AIRPORT_PICKUP) {
      if (!this.flight) out.flight = tt('error.flightRequired')
      else {
        const at = instantOf(this.flight.arrTime)
        if (at !== null && at < now.getTime()) out.flight = tt('error.flightLanded')
        else if (this.flight.arrTime > lastTime(now)) out.flight = tt('error.timeFar', { n: MAX_DAYS_AHEAD })
      }
    } else if (!this.from) out.from = tt('error.from')
    if (!this.to) out.to = tt('error.to')
    if (this.from && this.to && samePlace(this.from, this.to)) out.to = tt('error.samePlace')
    if (choosesTime(this.useType)) {
      const time = timeError(this.startTime, now)
      if (time) out.time = time
    }
    return out
  }

  get errors(): CarSearchErrors {
    return this.attempted ? this.validate() : {}
  }

  firstError(errors: CarSearchErrors = this.validate()): string | null {
    return errors.application || errors.city || errors.flight || errors.from || errors.to || errors.time || null
  }

  /** The start time the ride asks for (instant: none, the server takes now). */
  get requestTime(): string | undefined {
    if (this.useType === USE.INSTANT || this.useType === USE.CHARTERED) return undefined
    if (this.useType === USE.AIRPORT_PICKUP) return this.flight ? pickUpTime(this.flight) : undefined
    return this.startTime
  }

  /** The list's page parameters of the form as it is. */
  listParams(): Record<string, string> | null {
    const city = this.city
    if (!city) return null
    const app = this.activeApplication
    const common = {
      useType: this.useType,
      cityId: city.cityId,
      cityName: city.cityName,
      tripType: this.tripType,
      ...(app ? { ccsqdId: app.ccsqdId, ...(this.route && this.route.routeStatus !== ROUTE_BOOKED ? { routeId: this.route.routeId } : {}) } : {}),
    }
    if (this.useType === USE.CHARTERED) return carListContext.encode({ ...common, dayDate: this.dayDate, dayKind: this.dayKind })
    return carListContext.encode({
      ...common,
      ...placeParams('from', this.from),
      ...placeParams('to', this.to),
      startTime: this.requestTime,
      ...(this.flight ? { flightNo: this.flight.flightNo, flightDate: this.flightDate } : {}),
    })
  }

  /** Checks the form; on success the list's page parameters. */
  search(): { ok: true; params: Record<string, string> } | { ok: false; message: string } {
    this.attempted = true
    const message = this.firstError()
    const params = this.listParams()
    if (message || !params) return { ok: false, message: message ?? tt('error.city') }
    return { ok: true, params }
  }
}

let instance: CarSearchStore | null = null

/** The session's car search, created on first use (inside the car subpackage). */
export function getCarSearchStore(): CarSearchStore {
  instance ??= new CarSearchStore()
  instance.syncSession()
  return instance
}
