/**
 * The flight search (booking flows §3.4): places, dates, cabin, passenger counts, trip type and
 * travellers of /tk/tkQuery, the lists of both legs, the chosen fares, and the hand-off to the
 * booking screen. One instance for the session, created lazily in the tk subpackage, so going
 * back to any search screen finds it as it was left.
 *
 * What the user entered is never cleared by a failed check: errors are derived from the state
 * (after the first search attempt) and disappear as the fields are fixed.
 */
import { makeAutoObservable, observable } from 'mobx'
import type { Cabin, Flight, TripType } from '../api/flight-search'
import * as searchApi from '../api/flight-search'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { MAX_TICKETS, validateTicketCounts, type TicketCounts } from '../../core/domain/passenger'
import { scopedT } from '../../core/i18n/index'
import { rootStore } from '../../core/stores/root-store'
import type { AirportPlace } from '../../core/stores/geo-store'
import { searchDict } from '../i18n/search'
import { FlightListStore, type CabinFilter, type FlightListApi, type Leg, type ListQuery } from './flight-list-store'
import { addDaysStr, compareDates, lastSaleDay, todayStr } from './search-dates'

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
}

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

  constructor(
    api: FlightListApi = searchApi,
    private readonly deps: SearchDeps = defaultDeps,
  ) {
    const today = todayStr(deps.now())
    this.depDate = addDaysStr(today, 1)
    this.retDate = addDaysStr(today, 3)
    this.lists = { out: new FlightListStore(api), ret: new FlightListStore(api) }
    makeAutoObservable<FlightSearchStore, 'deps'>(this, {
      deps: false,
      lists: false,
      outbound: observable.ref,
      inbound: observable.ref,
      dep: observable.ref,
      arr: observable.ref,
    })
    this.syncSession()
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
  }

  setArr(place: AirportPlace): void {
    this.arr = place
  }

  swap(): void {
    const d = this.dep
    this.dep = this.arr
    this.arr = d
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

  /** Every broken rule of the form, by field (spec booking flows §5.2 and §5.5). */
  validate(): SearchErrors {
    void this.deps.locale()
    const out: SearchErrors = {}
    if (this.needsApplication) out.application = errorCodeMessage('C767') ?? ''
    if (!this.travellers.length) out.travellers = errorCodeMessage('F501') ?? ''
    else if (this.travellers.length > this.ticketTotal) out.travellers = tt('error.tooManyTravellers')
    if (!this.dep || !this.arr) out.places = errorCodeMessage('F625') ?? ''
    else if (this.dep.cityCode === this.arr.cityCode || this.dep.code === this.arr.code) out.places = tt('error.sameCity')
    const today = this.today
    if (compareDates(this.depDate, today) < 0 || (this.tripMode === 'RT' && compareDates(this.retDate, today) < 0)) out.dates = tt('error.dateExpired')
    else if (compareDates(this.depDate, this.lastDay) > 0 || (this.tripMode === 'RT' && compareDates(this.retDate, this.lastDay) > 0))
      out.dates = tt('error.dateOutOfRange')
    else if (this.tripMode === 'RT' && compareDates(this.retDate, this.depDate) < 0) out.dates = tt('error.returnBeforeDepart')
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
    return {
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
  select(leg: Leg, sel: Selection, ctx: { tripType: TripType; travellerIds: string[]; standalone?: boolean }): SelectStep {
    if (leg === 'out' && this.tripMode === 'RT' && !ctx.standalone) {
      this.outbound = sel
      this.inbound = null
      const q = this.returnQuery()
      if (!q) return { kind: 'error', message: tt('cabin.outboundMissing') }
      return { kind: 'next-leg', query: q }
    }
    const handoff: Record<string, string> = {
      tripType: String(ctx.tripType),
      travellers: ctx.travellerIds.join(','),
      adults: String(this.counts.adult),
      children: String(this.counts.child),
      infants: String(this.counts.infant),
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
      const reason = out.reasonId ?? sel.reasonId
      if (reason) handoff.violationReasonId = reason
      if (out.reasonId && sel.reasonId && sel.reasonId !== out.reasonId) handoff.returnViolationReasonId = sel.reasonId
      const note = [out.note, sel.note].filter(Boolean).join('; ')
      if (note) handoff.violationNote = note
    } else {
      if (!ctx.standalone) this.outbound = sel
      handoff.flightKey = sel.flight.flightKey
      handoff.cabinKey = sel.cabin.cabinKey
      if (sel.reasonId) handoff.violationReasonId = sel.reasonId
      if (sel.note) handoff.violationNote = sel.note
    }
    return { kind: 'handoff', route: '/tk/tkEdit', query: handoff }
  }
}

let instance: FlightSearchStore | null = null

/** The session's flight search, created on first use (inside the tk subpackage). */
export function getFlightSearchStore(): FlightSearchStore {
  instance ??= new FlightSearchStore()
  instance.syncSession()
  return instance
}
