/**
 * The train search of /tr/trQuery (booking flows §3.3 search state, §5.2 rules): from and to (a
 * station or a whole city), the date inside the window (§9), "G/C/D only", business or personal
 * trip, the travellers, the business-trip application (and train route) when the company books by
 * application, and the recent searches. One instance per session, created lazily in the tr
 * subpackage, so going back to the form finds it as it was left.
 *
 * The checks run in the spec's order: C767 (application), F501 (travellers), F625 (places), same
 * city, then the date (expired / outside the sale range), then the application's dates. What the
 * user entered is never cleared by a failed check: errors are derived from the state (after the
 * first attempt) and go away as the fields are fixed.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { geoCacheKey, getItem, setItem } from '../../core/platform/storage'
import { ui } from '../../core/platform/ui'
import { isStationPlace, stationPlace, type StationPlace } from '../../core/stores/place-sources'
import { rootStore } from '../../core/stores/root-store'
import { TRAIN_ROUTE } from '../api/train-search'
import type { BookableApplication, TripRoute } from '../api/train-search'
import { trainSearchDict } from '../i18n/search'
import { ApplicationListStore, ROUTE_BOOKED, applicationBookApi, bookableTravellers, routeLabel, routesOf, type ApplicationBookApi } from '../../core/stores/application-list'
import { checkTrainDate, clampDate, compareDates, isDateText, trainWindow, type TrainDateWindow } from './train-dates'
import type { TrainListQuery } from './train-list-context'

const tt = scopedT(trainSearchDict)

/** The most travellers one train booking takes (§9: up to 9). */
export const MAX_TRAVELLERS = 9
/** Recent searches kept. */
export const RECENT_MAX = 6

/** Someone the booking is for (their travel standard applies). */
export interface SearchTraveller {
  empId: string
  empName: string
  deptName: string
  empRank: string
  isSelf: boolean
}

/** A recent search: its two places. */
export interface RecentSearch {
  from: StationPlace
  to: StationPlace
}

export interface SessionView {
  empInfo: EmpInfo | null
  vipCorp: VipCorp | null
}

export interface TrainSearchDeps {
  session: () => SessionView
  /** Read by `errors`, so messages follow a language switch. */
  locale: () => string
  now: () => Date
  /** A yes/no dialog (a booked route asks before it is chosen). */
  confirm?: (title: string, message: string) => Promise<boolean>
  /** Where the recent searches live (device storage when absent). */
  recent?: { load(): unknown; save(list: RecentSearch[]): void }
}

/**
 * The recent train searches on the device. They are station history, so they live under the geo
 * prefix that the 48-hour rule clears (overview §3 "when more than 48 hours have passed since the
 * last login, cached geo, city, airport and station history are cleared").
 */
export const RECENT_KEY = geoCacheKey('10904', 'routes')

const storedRecent: NonNullable<TrainSearchDeps['recent']> = {
  load: () => getItem<unknown>(RECENT_KEY),
  save: (list) => setItem(RECENT_KEY, list),
}

const defaultDeps: TrainSearchDeps = {
  session: () => ({ empInfo: rootStore.session.empInfo, vipCorp: rootStore.session.vipCorp }),
  locale: () => rootStore.locale.locale,
  now: () => new Date(),
}

/** Field errors of the form (each shown under its field). */
export interface TrainSearchErrors {
  application?: string
  travellers?: string
  places?: string
  date?: string
}

const ID = /^\d{1,12}$/

/** The self traveller of a signed-in employee. */
export function selfTraveller(emp: EmpInfo): SearchTraveller {
  return { empId: emp.empId, empName: emp.empName, deptName: emp.deptName, empRank: emp.empRank, isSelf: true }
}

function readRecent(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return []
  return raw.filter((r): r is RecentSearch => !!r && typeof r === 'object' && isStationPlace((r as RecentSearch).from) && isStationPlace((r as RecentSearch).to)).slice(0, RECENT_MAX)
}

const placeKey = (p: StationPlace) => `${p.kind}:${p.code}`

export type EntryStatus = 'idle' | 'loading' | 'error'

export class TrainSearchStore {
  from: StationPlace | null = null
  to: StationPlace | null = null
  date: string
  gcdOnly = false
  tripType: 1 | 2 = 1
  travellers: SearchTraveller[] = []
  /** Errors show from the first search attempt on. */
  attempted = false
  ownerEmpId = ''
  recent: RecentSearch[] = []
  application: BookableApplication | null = null
  route: TripRoute | null = null
  applicationNotice = ''
  entryStatus: EntryStatus = 'idle'
  entryError = ''
  readonly applications: ApplicationListStore
  private entrySeq = 0

  constructor(
    private readonly deps: TrainSearchDeps = defaultDeps,
    private readonly appApi: ApplicationBookApi = applicationBookApi,
  ) {
    this.date = trainWindow(deps.now()).minDate
    this.applications = new ApplicationListStore(TRAIN_ROUTE, appApi)
    this.recent = readRecent((deps.recent ?? storedRecent).load())
    makeAutoObservable<TrainSearchStore, 'deps' | 'appApi' | 'entrySeq'>(this, {
      deps: false,
      appApi: false,
      entrySeq: false,
      applications: false,
      from: observable.ref,
      to: observable.ref,
      application: observable.ref,
      route: observable.ref,
      recent: observable.ref,
    })
    this.syncSession()
    // The form opens on the last search (recent searches are cleared with the station history).
    if (this.recent[0]) {
      this.from = this.recent[0].from
      this.to = this.recent[0].to
    }
  }

  /** Starts over for another signed-in employee; keeps everything for the same one. */
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
  }

  /** The window of today (China's calendar). */
  get window(): TrainDateWindow {
    return trainWindow(this.deps.now())
  }

  /** The calendar's first and last day: the window, inside the application's dates when there is one. */
  get minDate(): string {
    const app = this.activeApplication
    const w = this.window
    return app && compareDates(app.dateBegin, w.minDate) > 0 && compareDates(app.dateBegin, w.maxDate) <= 0 ? app.dateBegin : w.minDate
  }

  get maxDate(): string {
    const app = this.activeApplication
    const w = this.window
    return app && compareDates(app.dateEnd, w.maxDate) < 0 && compareDates(app.dateEnd, this.minDate) >= 0 ? app.dateEnd : w.maxDate
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

  setFrom(place: StationPlace): void {
    this.from = place
    this.keepRouteIfMatching()
  }

  setTo(place: StationPlace): void {
    this.to = place
    this.keepRouteIfMatching()
  }

  swap(): void {
    const f = this.from
    this.from = this.to
    this.to = f
    this.keepRouteIfMatching()
  }

  setDate(date: string): void {
    if (isDateText(date)) this.date = date
  }

  setGcdOnly(on: boolean): void {
    this.gcdOnly = on
  }

  setTripType(tripType: 1 | 2): void {
    this.tripType = tripType
  }

  /** The chosen travellers (at most 9, no one twice). */
  setTravellers(list: SearchTraveller[]): void {
    this.travellers = list.filter((t, i) => list.findIndex((x) => x.empId === t.empId) === i).slice(0, MAX_TRAVELLERS)
  }

  removeTraveller(empId: string): void {
    this.travellers = this.travellers.filter((t) => t.empId !== empId)
  }

  /** Places that are no longer the route's leave the route (the server would refuse it) but keep the application. */
  private keepRouteIfMatching(): void {
    const route = this.route
    if (!route) return
    const same = this.from?.code === route.fromCode && this.to?.code === route.toCode
    if (same) return
    this.route = null
    this.applicationNotice = tt('application.routeDropped', { no: this.application?.ccsqdNo ?? '' })
  }

  /** Chooses an application and one of its train routes (or none). A booked route asks first (§4); "no" changes nothing. */
  async chooseApplication(app: BookableApplication, route: TripRoute | null): Promise<boolean> {
    if (route && route.routeStatus === ROUTE_BOOKED) {
      const confirm = this.deps.confirm ?? ((title: string, message: string) => ui.confirm(title, message))
      if (!(await confirm(tt('application.tips'), tt('application.routeBookedConfirm', { route: routeLabel(route) })))) return false
    }
    this.applyApplication(app, route)
    return true
  }

  /**
   * Takes the application (a business trip from now on) and prefills from it: the route's stations,
   * its date (else the application's first day) inside the window and the application's dates,
   * and the application's travellers the user may book for.
   */
  applyApplication(app: BookableApplication, route: TripRoute | null): void {
    this.application = app
    this.route = route
    this.tripType = 1
    this.entryStatus = 'idle'
    this.entryError = ''
    if (route) {
      if (route.fromCode && /^[A-Z]{3}$/.test(route.fromCode)) {
        this.from = stationPlace({ code: route.fromCode, name: route.fromCity || route.fromCode, cityCode: route.fromCode, cityName: route.fromCity || route.fromCode })
      }
      if (/^[A-Z]{3}$/.test(route.toCode)) this.to = stationPlace({ code: route.toCode, name: route.toCity || route.toCode, cityCode: route.toCode, cityName: route.toCity || route.toCode })
    }
    this.date = clampDate(route?.dateBegin ?? app.dateBegin, this.minDate, this.maxDate)
    const self = this.deps.session().empInfo
    const allowed = bookableTravellers(app, self)
    const left = app.travellers.filter((t) => !allowed.some((a) => a.empId === t.empId))
    this.setTravellers(allowed.map((t) => ({ empId: t.empId, empName: t.name, deptName: t.deptName, empRank: t.empRank, isSelf: t.empId === self?.empId })))
    this.applicationNotice = !allowed.length
      ? tt('application.noTraveller')
      : left.length
        ? tt('application.travellersLeftOut', { names: left.map((t) => t.name).join(tt('application.sep')) })
        : ''
  }

  clearApplication(): void {
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
  }

  /** /tr/trQuery?ccsqdId=&routeId= (a trip's "book" button): loads the application and applies it with the route. */
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
    const bookable = { ...app, routes: routesOf(app, TRAIN_ROUTE) }
    const route = wanted ? (bookable.routes.find((r) => r.routeId === wanted) ?? null) : null
    const taken = await this.chooseApplication(bookable, route)
    if (id !== this.entrySeq) return
    if (!taken) runInAction(() => this.applyApplication(bookable, null))
  }

  /** Every broken rule of the form, by field (booking flows §5.2). */
  validate(): TrainSearchErrors {
    void this.deps.locale()
    const out: TrainSearchErrors = {}
    const app = this.activeApplication
    if (this.needsApplication && !app) out.application = errorCodeMessage('C767') ?? ''
    if (!this.travellers.length) out.travellers = errorCodeMessage('F501') ?? ''
    else if (app) {
      const outside = this.travellers.filter((t) => !app.travellers.some((a) => a.empId === t.empId))
      if (outside.length) out.travellers = tt('error.notInApplication', { names: outside.map((t) => t.empName).join(tt('application.sep')) })
    }
    if (!this.from || !this.to) out.places = errorCodeMessage('F625') ?? ''
    else if (this.from.code === this.to.code || this.from.cityCode === this.to.cityCode) out.places = tt('error.sameCity')
    const check = checkTrainDate(this.date, this.window)
    if (check === 'expired') out.date = tt('error.dateExpired')
    else if (check === 'outOfRange') out.date = tt('error.dateOutOfRange')
    else if (app && (compareDates(this.date, app.dateBegin) < 0 || compareDates(this.date, app.dateEnd) > 0)) {
      out.date = tt('error.outsideApplication', { begin: app.dateBegin, end: app.dateEnd })
    }
    return out
  }

  /** The errors to show: none before the first attempt. */
  get errors(): TrainSearchErrors {
    return this.attempted ? this.validate() : {}
  }

  /** The first message, in the order the spec checks them. */
  firstError(errors: TrainSearchErrors = this.validate()): string | null {
    return errors.application || errors.travellers || errors.places || errors.date || null
  }

  /** The list query of the form as it is (no checks). */
  get query(): TrainListQuery | null {
    if (!this.from || !this.to) return null
    const app = this.activeApplication
    return {
      fromCode: this.from.code,
      fromName: this.from.name,
      fromKind: this.from.kind,
      toCode: this.to.code,
      toName: this.to.name,
      toKind: this.to.kind,
      date: this.date,
      gcdOnly: this.gcdOnly,
      tripType: this.tripType,
      travellerIds: this.travellers.map((t) => t.empId),
      ...(app ? { ccsqdId: app.ccsqdId, ...(this.route && this.route.routeStatus !== ROUTE_BOOKED ? { routeId: this.route.routeId } : {}) } : {}),
    }
  }

  /** Checks the form; on success the list query (the page navigates to /tr/trList with it) and the search is remembered. */
  search(): { ok: true; query: TrainListQuery } | { ok: false; message: string } {
    this.attempted = true
    const message = this.firstError()
    const query = this.query
    if (message || !query) return { ok: false, message: message ?? errorCodeMessage('F625') ?? '' }
    this.remember()
    return { ok: true, query }
  }

  /** Puts the current places first in the recent searches. */
  private remember(): void {
    const { from, to } = this
    if (!from || !to) return
    const same = (r: RecentSearch) => placeKey(r.from) === placeKey(from) && placeKey(r.to) === placeKey(to)
    this.recent = [{ from, to }, ...this.recent.filter((r) => !same(r))].slice(0, RECENT_MAX)
    ;(this.deps.recent ?? storedRecent).save(this.recent)
  }

  /** Takes a recent search's places. */
  useRecent(r: RecentSearch): void {
    this.setFrom(r.from)
    this.setTo(r.to)
  }

  clearRecent(): void {
    this.recent = []
    ;(this.deps.recent ?? storedRecent).save([])
  }

  /** The list moved to another day: the form follows, so going back shows the date searched. */
  onListDateChanged(date: string): void {
    this.setDate(date)
  }
}

let instance: TrainSearchStore | null = null

/** The session's train search, created on first use (inside the tr subpackage). */
export function getTrainSearchStore(): TrainSearchStore {
  instance ??= new TrainSearchStore()
  instance.syncSession()
  return instance
}
