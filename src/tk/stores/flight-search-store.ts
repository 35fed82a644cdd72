/**
 * The flight search (booking flows §3.4): places, dates, cabin, passenger counts, trip type and
 * travellers of /tk/tkQuery, the lists of both legs, the chosen fares, and the hand-off to the
 * booking screen. One instance for the session, created lazily in the tk subpackage, so going
 * back to any search screen finds it as it was left.
 *
 * What the user entered is never cleared by a failed check: errors are derived from the state
 * (after the first search attempt) and disappear as the fields are fixed.
 *
 * Business trips of a company that books by application (booking style 2) search under an
 * approved business-trip application, optionally one flight route of it: choosing one prefills
 * the places, the date and the travellers, and the application (and route) travel with the
 * search to the booking screen. Arriving from a trip's "book" button (`?ccsqdId=&routeId=`)
 * applies it the same way for any company.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { Cabin, Flight, TripType } from '../api/flight-search'
import * as searchApi from '../api/flight-search'
import { DOMESTIC_FLIGHT, type BookableApplication, type TripRoute } from '../api/trip-application'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { MAX_TICKETS, validateTicketCounts, type TicketCounts } from '../../core/domain/passenger'
import { scopedT } from '../../core/i18n/index'
import { isApiError } from '../../core/http/envelope'
import { getItem, setItem, StorageKey } from '../../core/platform/storage'
import { ui } from '../../core/platform/ui'
import { rootStore } from '../../core/stores/root-store'
import { cityPlace, type AirportPlace } from '../../core/stores/geo-store'
import { searchDict } from '../i18n/search'
import type { ContextInput } from '../../core/domain/booking-context'
import { bookingContext } from './flight-context'
import { FlightListStore, type CabinFilter, type FlightListApi, type Leg, type ListQuery } from './flight-list-store'
import { addDaysStr, compareDates, isDateStr, lastSaleDay, todayStr } from './search-dates'
import {
  clampDate,
  flightRoutes,
  routeMatches,
  type ApplicationRef,
} from './trip-application-store'
import { ApplicationListStore, ROUTE_BOOKED, applicationBookApi, bookableTravellers, routeLabel, type ApplicationBookApi } from '../../core/stores/application-list'

const tt = scopedT(searchDict)

/** Someone the booking is for (their travel policy applies). */
export interface SearchTraveller {
  empId: string
  empName: string
  deptName: string
  empRank: string
  isSelf: boolean
}

/** A chosen fare of one leg, with the out-of-policy reason when one was asked for. */
export interface Selection {
  flight: Flight
  cabin: Cabin
  reasonId?: string
  note?: string
}

export interface SessionView {
  empInfo: EmpInfo | null
  vipCorp: VipCorp | null
}

export interface SearchDeps {
  session: () => SessionView
  /** Read by `errors` so messages follow a language switch. */
  locale: () => string
  now: () => Date
  /** A yes/no dialog (a booked route asks before it is chosen); the platform dialog when absent. */
  confirm?: (title: string, message: string) => Promise<boolean>
  /** Where the last searched route is kept (device storage when absent). */
  lastRoute?: { load(): unknown; save(route: { dep: AirportPlace; arr: AirportPlace }): void }
}

const storedRoute: NonNullable<SearchDeps['lastRoute']> = {
  load: () => getItem<unknown>(StorageKey.lastFlightRoute),
  save: (route) => setItem(StorageKey.lastFlightRoute, route),
}

function isPlace(v: unknown): v is AirportPlace {
  const p = v as Partial<AirportPlace> | null
  return !!p && typeof p === 'object' && (p.kind === 'city' || p.kind === 'airport') && CODE3.test(p.code ?? '') && typeof p.cityName === 'string' && typeof p.name === 'string' && typeof p.cityCode === 'string'
}

const CODE3 = /^[A-Z0-9]{3}$/

/** Field errors of the query form (each shown under its field). */
export interface SearchErrors {
  application?: string
  travellers?: string
  places?: string
  dates?: string
  counts?: string
}

/** What happens after a fare is chosen. */
export type SelectStep =
  | { kind: 'error'; message: string }
  | { kind: 'next-leg'; query: ListQuery }
  | { kind: 'handoff'; route: '/tk/tkEdit'; query: Record<string, string> }

/** Loading an application named in the URL (/tk/tkQuery?ccsqdId=&routeId=). */
export type EntryStatus = 'idle' | 'loading' | 'error'

const ID = /^\d{1,12}$/

export const MAX_TRAVELLERS = MAX_TICKETS

const defaultDeps: SearchDeps = {
  session: () => ({ empInfo: rootStore.session.empInfo, vipCorp: rootStore.session.vipCorp }),
  locale: () => rootStore.locale.locale,
  now: () => new Date(),
}

/** Short label of a place for titles and the list URL: the city, or the city and airport code. */
export function placeLabel(p: AirportPlace): string {
  return p.kind === 'city' ? p.cityName : `${p.cityName}(${p.code})`
}

/** The self traveller of a signed-in employee. */
export function selfTraveller(emp: EmpInfo): SearchTraveller {
  return { empId: emp.empId, empName: emp.empName, deptName: emp.deptName, empRank: emp.empRank, isSelf: true }
}

export class FlightSearchStore {
  tripMode: 'OW' | 'RT' = 'OW'
  dep: AirportPlace | null = null
  arr: AirportPlace | null = null
  depDate: string
  retDate: string
  cabin: CabinFilter = 'ALL'
  counts: TicketCounts = { adult: 1, child: 0, infant: 0 }
  tripType: TripType = 1
  travellers: SearchTraveller[] = []
  /** Errors show from the first search attempt on. */
  attempted = false
  /** The employee this search belongs to (a new login starts a new search). */
  ownerEmpId = ''
  readonly lists: Record<Leg, FlightListStore>
  outbound: Selection | null = null
  inbound: Selection | null = null
  /** The business-trip application the search books under, and the flight route of it (null: the application as a whole). */
  application: BookableApplication | null = null
  route: TripRoute | null = null
  /** A soft note under the application field (route dropped, travellers left out). */
  applicationNotice = ''
  /** The picker sheet's list. */
  readonly applications: ApplicationListStore
  entryStatus: EntryStatus = 'idle'
  entryError = ''
  private entrySeq = 0

  constructor(
    api: FlightListApi = searchApi,
    private readonly deps: SearchDeps = defaultDeps,
    private readonly tripBookApi: ApplicationBookApi = applicationBookApi,
  ) {
    const today = todayStr(deps.now())
    this.depDate = addDaysStr(today, 1)
    this.retDate = addDaysStr(today, 3)
    this.lists = { out: new FlightListStore(api), ret: new FlightListStore(api) }
    this.applications = new ApplicationListStore(DOMESTIC_FLIGHT, tripBookApi)
    makeAutoObservable<FlightSearchStore, 'deps' | 'tripBookApi' | 'entrySeq'>(this, {
      deps: false,
      tripBookApi: false,
      entrySeq: false,
      lists: false,
      applications: false,
      outbound: observable.ref,
      inbound: observable.ref,
      dep: observable.ref,
      arr: observable.ref,
      application: observable.ref,
      route: observable.ref,
    })
    this.syncSession()
    // The query opens on the route searched last, as travel apps do.
    const last = (deps.lastRoute ?? storedRoute).load() as { dep?: unknown; arr?: unknown } | undefined
    if (last && isPlace(last.dep) && isPlace(last.arr)) {
      this.dep = last.dep
      this.arr = last.arr
    }
  }

  /** Starts over for another signed-in employee; keeps everything for the same one. */
  syncSession(): void {
    const emp = this.deps.session().empInfo
    const id = emp?.empId ?? ''
    if (id === this.ownerEmpId) return
    this.ownerEmpId = id
    this.travellers = emp ? [selfTraveller(emp)] : []
    this.outbound = null
    this.inbound = null
    this.attempted = false
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
  }

  /** A booker (ifBooker=1) may choose who travels; everyone else travels alone. */
  get canChooseTravellers(): boolean {
    return this.deps.session().empInfo?.ifBooker === 1
  }

  /** Booking style 2 needs an approved business-trip application for business trips (unless sqdBookType=1). */
  get needsApplication(): boolean {
    const { empInfo, vipCorp } = this.deps.session()
    return this.tripType === 1 && requiresApplication(vipCorp?.bookStyle) && empInfo?.sqdBookType !== 1
  }

  /** The application the search books under: only business trips carry one. */
  get activeApplication(): BookableApplication | null {
    return this.tripType === 1 ? this.application : null
  }

  /** The application field shows on business trips that need one, or that have one (chosen or from the URL). */
  get showsApplication(): boolean {
    return this.tripType === 1 && (this.needsApplication || !!this.application || this.entryStatus !== 'idle')
  }

  /** The first and last day the calendar offers: the sale window, inside the application's dates when there is one. */
  get minDate(): string {
    const app = this.activeApplication
    return app && compareDates(app.dateBegin, this.today) > 0 && compareDates(app.dateBegin, this.lastDay) <= 0 ? app.dateBegin : this.today
  }

  get maxDate(): string {
    const app = this.activeApplication
    return app && compareDates(app.dateEnd, this.lastDay) < 0 && compareDates(app.dateEnd, this.minDate) >= 0 ? app.dateEnd : this.lastDay
  }

  /** What goes to the list, the cabins and the booking screen about the application. */
  get applicationRef(): ApplicationRef | null {
    const app = this.activeApplication
    if (!app) return null
    return {
      ccsqdId: app.ccsqdId,
      ccsqdNo: app.ccsqdNo,
      ...(this.route ? { routeId: this.route.routeId, routeStatus: this.route.routeStatus } : {}),
    }
  }

  get today(): string {
    return todayStr(this.deps.now())
  }

  get lastDay(): string {
    return lastSaleDay(this.deps.now())
  }

  get ticketTotal(): number {
    return this.counts.adult + this.counts.child + this.counts.infant
  }

  /** Upper bound of each counter under the ticket rules (the lower bounds are 1 adult, 0 others). */
  get countMax(): TicketCounts {
    const { adult, child, infant } = this.counts
    return {
      adult: MAX_TICKETS - child - infant,
      child: Math.max(child, Math.min(adult * 2, MAX_TICKETS - adult - infant)),
      infant: Math.max(infant, Math.min(adult, MAX_TICKETS - adult - child)),
    }
  }

  setTripMode(mode: 'OW' | 'RT'): void {
    this.tripMode = mode
    if (mode === 'RT' && compareDates(this.retDate, this.depDate) < 0) this.retDate = addDaysStr(this.depDate, 2)
  }

  setDep(place: AirportPlace): void {
    this.dep = place
    this.keepRouteIfMatching()
  }

  setArr(place: AirportPlace): void {
    this.arr = place
    this.keepRouteIfMatching()
  }

  swap(): void {
    const d = this.dep
    this.dep = this.arr
    this.arr = d
    this.keepRouteIfMatching()
  }

  /**
   * Places that no longer are the route's cities leave the route (the server would refuse it) but
   * keep the application: the user may fly another way under it. Said softly, not as an error.
   */
  private keepRouteIfMatching(): void {
    const route = this.route
    if (!route || routeMatches(route, this.dep, this.arr)) return
    this.route = null
    this.applicationNotice = tt('application.routeDropped', { no: this.application?.ccsqdNo ?? '' })
  }

  /** Departure (and return) dates; a return before the departure moves to the departure day. */
  setDates(depDate: string, retDate?: string): void {
    this.depDate = depDate
    if (retDate) this.retDate = retDate
    if (compareDates(this.retDate, this.depDate) < 0) this.retDate = this.depDate
  }

  setCabin(cabin: CabinFilter): void {
    this.cabin = cabin
  }

  setCount(kind: keyof TicketCounts, value: number): void {
    const min = kind === 'adult' ? 1 : 0
    this.counts = { ...this.counts, [kind]: Math.max(min, Math.min(MAX_TICKETS, Math.round(value))) }
  }

  setTripType(tripType: TripType): void {
    this.tripType = tripType
  }

  /**
   * The chosen travellers (at most 9). More travellers than tickets raise the adult count where
   * the ticket rules allow; otherwise the form shows why.
   */
  setTravellers(list: SearchTraveller[]): void {
    const unique = list.filter((t, i) => list.findIndex((x) => x.empId === t.empId) === i).slice(0, MAX_TRAVELLERS)
    this.travellers = unique
    const missing = unique.length - this.ticketTotal
    if (missing > 0) {
      const room = MAX_TICKETS - this.ticketTotal
      this.counts = { ...this.counts, adult: this.counts.adult + Math.min(missing, room) }
    }
  }

  removeTraveller(empId: string): void {
    this.travellers = this.travellers.filter((t) => t.empId !== empId)
  }

  /**
   * Chooses an application, and one of its flight routes or none (the application as a whole). A
   * route already booked (routeStatus 3) asks first (spec §4); "no" changes nothing and answers false.
   */
  async chooseApplication(app: BookableApplication, route: TripRoute | null): Promise<boolean> {
    if (route && route.routeStatus === ROUTE_BOOKED) {
      const confirm = this.deps.confirm ?? ((title: string, message: string) => ui.confirm(title, message))
      if (!(await confirm(tt('application.tips'), tt('application.routeBookedConfirm', { route: routeLabel(route) })))) return false
    }
    this.applyApplication(app, route)
    return true
  }

  /**
   * Takes the application (a business trip from now on) and prefills from it: the route's cities
   * as city places, its date (else the application's first day) inside the sale window and the
   * application's dates, and the application's travellers the user may book for.
   */
  applyApplication(app: BookableApplication, route: TripRoute | null): void {
    this.application = app
    this.route = route
    this.tripType = 1
    this.entryStatus = 'idle'
    this.entryError = ''
    const notes: string[] = []
    if (route) {
      if (route.fromCode) this.dep = cityPlace(route.fromCode, route.fromCity || route.fromCode)
      this.arr = cityPlace(route.toCode, route.toCity || route.toCode)
    }
    const date = clampDate(route?.dateBegin ?? app.dateBegin, this.minDate, this.maxDate)
    this.setDates(date, this.tripMode === 'RT' ? clampDate(app.dateEnd, date, this.maxDate) : undefined)

    const self = this.deps.session().empInfo
    const allowed = bookableTravellers(app, self)
    const list: SearchTraveller[] = allowed.map((t) => ({ empId: t.empId, empName: t.name, deptName: t.deptName, empRank: t.empRank, isSelf: t.empId === self?.empId }))
    const left = app.travellers.filter((t) => !allowed.some((a) => a.empId === t.empId))
    if (!list.length) notes.push(tt('application.noTraveller'))
    else if (left.length) notes.push(tt('application.travellersLeftOut', { names: left.map((t) => t.name).join(tt('application.sep')) }))
    this.setTravellers(list)
    this.applicationNotice = notes.join(' ')
  }

  /** Leaves the application (the field then asks again where one is needed). */
  clearApplication(): void {
    this.application = null
    this.route = null
    this.applicationNotice = ''
    this.entryStatus = 'idle'
    this.entryError = ''
  }

  /**
   * /tk/tkQuery?ccsqdId=&routeId= (a trip's "book" button): loads the application (vipCcsqdDetail4Book)
   * and applies it with the route, for any company. A route that is not a flight route of it, or
   * a "no" to booking a booked route again, leaves the application as a whole with a note.
   */
  async enterFromUrl(ccsqdId: string, routeId?: string): Promise<void> {
    if (!ID.test(ccsqdId)) return
    const id = ++this.entrySeq
    const wanted = routeId && ID.test(routeId) ? routeId : undefined
    this.entryStatus = 'loading'
    this.entryError = ''
    this.tripType = 1
    let app: BookableApplication
    try {
      app = await this.tripBookApi.vipCcsqdDetail4Book(wanted ? { ccsqdId, routeId: wanted } : { ccsqdId })
    } catch (e) {
      if (id !== this.entrySeq) return
      runInAction(() => {
        this.entryStatus = 'error'
        this.entryError = isApiError(e) && e.message ? e.message : tt('application.failed')
      })
      return
    }
    if (id !== this.entrySeq) return
    const bookable = { ...app, routes: flightRoutes(app) }
    const route = wanted ? (bookable.routes.find((r) => r.routeId === wanted) ?? null) : null
    const taken = await this.chooseApplication(bookable, route)
    if (id !== this.entrySeq) return
    runInAction(() => {
      if (!taken) {
        this.applyApplication(bookable, null)
        this.applicationNotice = tt('application.routeNotTaken')
      } else if (wanted && !route) {
        this.applicationNotice = [tt('application.routeNotFound'), this.applicationNotice].filter(Boolean).join(' ')
      }
    })
  }

  /** Every broken rule of the form, by field (spec booking flows §5.2 and §5.5). */
  validate(): SearchErrors {
    void this.deps.locale()
    const out: SearchErrors = {}
    const app = this.activeApplication
    if (this.needsApplication && !app) out.application = errorCodeMessage('C767') ?? ''
    if (!this.travellers.length) out.travellers = errorCodeMessage('F501') ?? ''
    else if (this.travellers.length > this.ticketTotal) out.travellers = tt('error.tooManyTravellers')
    else if (app) {
      // The server books employees of the application only (outside guests are chosen on the booking screen).
      const outside = this.travellers.filter((t) => !app.travellers.some((a) => a.empId === t.empId))
      if (outside.length) out.travellers = tt('error.notInApplication', { names: outside.map((t) => t.empName).join(tt('application.sep')) })
    }
    if (!this.dep || !this.arr) out.places = errorCodeMessage('F625') ?? ''
    else if (this.dep.cityCode === this.arr.cityCode || this.dep.code === this.arr.code) out.places = tt('error.sameCity')
    const today = this.today
    if (compareDates(this.depDate, today) < 0 || (this.tripMode === 'RT' && compareDates(this.retDate, today) < 0)) out.dates = tt('error.dateExpired')
    else if (compareDates(this.depDate, this.lastDay) > 0 || (this.tripMode === 'RT' && compareDates(this.retDate, this.lastDay) > 0))
      out.dates = tt('error.dateOutOfRange')
    else if (this.tripMode === 'RT' && compareDates(this.retDate, this.depDate) < 0) out.dates = tt('error.returnBeforeDepart')
    else if (app && (!within(this.depDate, app) || (this.tripMode === 'RT' && !within(this.retDate, app))))
      out.dates = tt('error.outsideApplication', { begin: app.dateBegin, end: app.dateEnd })
    const counts = validateTicketCounts(this.counts)
    if (counts) out.counts = counts
    return out
  }

  /** The errors to show: none before the first attempt. */
  get errors(): SearchErrors {
    return this.attempted ? this.validate() : {}
  }

  /** The first message, in the order the spec checks them (C767, F501, F625, same city, dates, counts). */
  firstError(errors: SearchErrors = this.validate()): string | null {
    return errors.application || errors.travellers || errors.places || errors.dates || errors.counts || null
  }

  private legQuery(leg: Leg): ListQuery | null {
    if (!this.dep || !this.arr) return null
    const [from, to] = leg === 'out' ? [this.dep, this.arr] : [this.arr, this.dep]
    const rt = this.tripMode === 'RT'
    const ref = this.applicationRef
    return {
      ...(ref ? { application: ref } : {}),
      leg,
      depCode: from.code,
      depName: placeLabel(from),
      arrCode: to.code,
      arrName: placeLabel(to),
      date: leg === 'out' ? this.depDate : this.retDate,
      cabin: this.cabin,
      tripType: this.tripType,
      travellerIds: this.travellers.map((t) => t.empId),
      otherDate: rt ? (leg === 'out' ? this.retDate : this.depDate) : undefined,
    }
  }

  /** Checks the form; on success the outbound list query (the page navigates to /tk/tkList with it). */
  search(): { ok: true; query: ListQuery } | { ok: false; message: string } {
    this.attempted = true
    const message = this.firstError()
    if (message) return { ok: false, message }
    const query = this.legQuery('out')
    if (!query) return { ok: false, message: errorCodeMessage('F625') ?? '' }
    this.outbound = null
    this.inbound = null
    if (this.dep && this.arr) (this.deps.lastRoute ?? storedRoute).save({ dep: this.dep, arr: this.arr })
    return { ok: true, query }
  }

  /** A list moved to another day: the form follows, so going back shows the date searched. */
  onListDateChanged(leg: Leg, date: string): void {
    if (leg === 'out') this.setDates(date)
    else this.retDate = date
  }

  /** The query of the return list (round trip), starting no earlier than the outbound date. */
  returnQuery(): ListQuery | null {
    const q = this.legQuery('ret')
    if (!q) return null
    const outDate = this.outbound?.flight.depTime.slice(0, 10) ?? this.depDate
    if (compareDates(q.date, outDate) < 0) q.date = outDate
    q.otherDate = outDate
    return q
  }

  /**
   * A fare was chosen on a cabin page (policy reason already settled). One way: the hand-off to
   * the booking screen. Round trip: the outbound leads to the return list; the return, once it
   * leaves after the outbound lands, to the hand-off with both. `standalone` (one leg of a
   * connection) always hands off as a one-way ticket.
   */
  select(leg: Leg, sel: Selection, ctx: { tripType: TripType; travellerIds: string[]; standalone?: boolean; application?: ApplicationRef }): SelectStep {
    if (leg === 'out' && this.tripMode === 'RT' && !ctx.standalone) {
      this.outbound = sel
      this.inbound = null
      const q = this.returnQuery()
      if (!q) return { kind: 'error', message: tt('cabin.outboundMissing') }
      return { kind: 'next-leg', query: q }
    }
    const handoff: ContextInput<typeof bookingContext.spec> = {
      tripType: ctx.tripType,
      travellerIds: ctx.travellerIds,
      adults: this.counts.adult,
      children: this.counts.child,
      infants: this.counts.infant,
    }
    const app = ctx.tripType === 1 ? ctx.application : undefined
    if (app) {
      handoff.ccsqdId = app.ccsqdId
      handoff.ccsqdNo = app.ccsqdNo
      // A transfer leg is its own one-way order between other cities than the route's: application only.
      // A route already booked was confirmed in the picker (§4); booking again goes under the
      // application without claiming the route, which stays with its first order.
      if (app.routeId && !ctx.standalone && app.routeStatus !== 3) {
        handoff.routeId = app.routeId
        handoff.routeStatus = app.routeStatus
      }
    }
    if (leg === 'ret') {
      const out = this.outbound
      if (!out) return { kind: 'error', message: tt('cabin.outboundMissing') }
      if (sel.flight.depTime <= out.flight.arrTime) return { kind: 'error', message: tt('cabin.returnBeforeOutbound') }
      this.inbound = sel
      handoff.flightKey = out.flight.flightKey
      handoff.cabinKey = out.cabin.cabinKey
      handoff.returnFlightKey = sel.flight.flightKey
      handoff.returnCabinKey = sel.cabin.cabinKey
      handoff.violationReasonId = out.reasonId ?? sel.reasonId
      if (out.reasonId && sel.reasonId && sel.reasonId !== out.reasonId) handoff.returnViolationReasonId = sel.reasonId
      handoff.violationNote = [out.note, sel.note].filter(Boolean).join('; ')
    } else {
      if (!ctx.standalone) this.outbound = sel
      handoff.flightKey = sel.flight.flightKey
      handoff.cabinKey = sel.cabin.cabinKey
      handoff.violationReasonId = sel.reasonId
      handoff.violationNote = sel.note
    }
    return { kind: 'handoff', route: '/tk/tkEdit', query: bookingContext.encode(handoff) }
  }
}

/** Whether a date lies inside the application's dates (the server books only those). */
function within(date: string, app: BookableApplication): boolean {
  return isDateStr(date) && compareDates(date, app.dateBegin) >= 0 && compareDates(date, app.dateEnd) <= 0
}

let instance: FlightSearchStore | null = null

/** The session's flight search, created on first use (inside the tk subpackage). */
export function getFlightSearchStore(): FlightSearchStore {
  instance ??= new FlightSearchStore()
  instance.syncSession()
  return instance
}
