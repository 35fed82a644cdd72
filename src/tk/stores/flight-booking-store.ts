/**
 * The flight booking form (/tk/tkEdit): the fare again, travellers, contact, cost allocation,
 * insurance, policy, the price, and the booking with its checks in the spec's order (§4, §5.5):
 * form checks → departure prompt → route already booked → duplicate orders → fare still valid →
 * book (one idempotency token per booking attempt, reused on retry). What is entered stays in a
 * draft of the search (booking-draft.ts) while the user goes back for another fare.
 */
import { makeAutoObservable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx'
import * as generalApi from '../../core/api/general'
import * as travellerApi from '../../core/api/travellers'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import type { TravellerErrors, TravellerField } from '../../core/components/traveller-form'
import { chinaTodayText } from '../../core/domain/calendar-date'
import { MAX_TICKETS } from '../../core/domain/passenger'
import { flightDepartureMessage, flightDepartureWarning } from '../../core/domain/train-sale'
import { isBlank, validateEmail, validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as bookingApi from '../api/flight-booking'
import type {
  BookReply,
  Cabin,
  CostCenter,
  Flight,
  InsuranceProduct,
  MatchClbzReply,
  ProjectPage,
  TripType,
  ViolationReason,
} from '../api/flight-booking'
import { booking } from '../i18n/booking'
import type { RawParams } from '../../core/domain/page-params'
import { bookingContext, contextToApplication } from './flight-context'
import { bookingDrafts, type BookingDraft, type BookingDrafts, type DraftSearch } from './booking-draft'
import {
  applyField,
  checkTicketCounts,
  checkTraveller,
  fromContact,
  fromEmployee,
  fromSelf,
  newGuest,
  sameOrderRef,
  toContactEdit,
  toPassengerInput,
  type Traveller,
} from './flight-order-travellers'

const tt = scopedT(booking)

/** What the cabin page hands over in the URL (the only contract between the two flows). */
export interface BookingParams {
  flightKey: string
  cabinKey: string
  tripType: TripType
  travellerEmpIds: string[]
  returnFlightKey?: string
  returnCabinKey?: string
  violationReasonId?: string
  /** Booking against a business-trip application (and its route), when the search came from one. */
  ccsqdId?: string
  /** The application's number, for the summary (display only). */
  ccsqdNo?: string
  routeId?: string
  /** 3: the route is already booked (§4): the user confirms before booking it again. */
  routeStatus?: string
}

/**
 * Reads the hand-off query (raw page parameters, through the flight booking codec); null when the
 * flight or fare is missing. A return fare needs its flight; a route needs its application.
 */
export function parseBookingParams(q: RawParams): BookingParams | null {
  const c = bookingContext.decode(q)
  if (!c) return null
  const hasReturn = !!(c.returnFlightKey && c.returnCabinKey)
  const app = contextToApplication(c)
  return {
    flightKey: c.flightKey,
    cabinKey: c.cabinKey,
    tripType: c.tripType,
    travellerEmpIds: c.travellerIds,
    returnFlightKey: hasReturn ? c.returnFlightKey : undefined,
    returnCabinKey: hasReturn ? c.returnCabinKey : undefined,
    violationReasonId: c.violationReasonId,
    ccsqdId: app?.ccsqdId,
    ccsqdNo: app?.ccsqdNo,
    routeId: app?.routeId,
    routeStatus: app?.routeStatus !== undefined ? String(app.routeStatus) : undefined,
  }
}

/**
 * Whether a refused booking is about the business-trip application (not approved or not
 * bookable, a passenger not of it, a date outside it, a route not matching): the server marks
 * them with `data.field` ccsqdId / routeId or the code C767; a refusal without the mark that names
 * the application while booking under one counts too.
 */
export function isApplicationRefusal(e: unknown, underApplication: boolean): boolean {
  if (!isApiError(e) || e.kind !== 'business') return false
  const data = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { field?: unknown; code?: unknown }
  if (data.field === 'ccsqdId' || data.field === 'routeId' || data.code === 'C767') return true
  return underApplication && /申请单|出差申请|application/i.test(e.message)
}

export type BookingApi = Pick<
  typeof bookingApi,
  | 'queryCabin'
  | 'patForFlight'
  | 'getAddConPrice'
  | 'matchClbz'
  | 'validateTimeOut'
  | 'checkSameOrder'
  | 'book'
  | 'getBxcpList'
  | 'violationReasons'
> &
  Pick<typeof travellerApi, 'empFindList' | 'vipEmpContactsPage' | 'vipEmpContactsEdit'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>

export interface BookingEnv {
  /** The signed-in employee (booking scope, outside guests, default contact). */
  self: () => EmpInfo | null
  /** A yes/no dialog; resolves true to go on. */
  confirm: (title: string, message: string, confirmText?: string) => Promise<boolean>
  now: () => number
  /** A fresh idempotency token (8–64 of [A-Za-z0-9_-]). */
  newToken: () => string
  /** Where the form's values wait while the user takes another fare (the session's drafts when absent). */
  drafts?: BookingDrafts
}

const defaultApi: BookingApi = { ...bookingApi, ...travellerApi, ...generalApi }

function randomToken(): string {
  const rnd = () => Math.random().toString(36).slice(2, 10)
  return `bk-${Date.now().toString(36)}-${rnd()}${rnd()}`
}

/** A segment of the booking: the flight, its fare and the fare's current price. */
export interface BookingSegment {
  flight: Flight
  cabin: Cabin
  /** The key to book with (patForFlight may hand out a new one). */
  cabinKey: string
  /** Current adult fare. */
  price: number
  airportFee: number
  fuelFee: number
}

export type LoadStatus = 'loading' | 'ready' | 'error' | 'gone'

export type SubmitOutcome = { ok: true; order: BookReply } | { ok: false; message: string | null }

export type ContactField = 'name' | 'phone' | 'email'

/** Messages of the server's validateTimeOut reasons, in the app's language. */
const TIMEOUT_KEYS = { DEPARTED: 'tk.edit.departed', SOLD_OUT: 'tk.edit.soldOut', FARE_CHANGED: 'tk.edit.timeoutFareChanged' } as const

export class FlightBookingStore {
  status: LoadStatus = 'loading'
  loadError = ''
  params: BookingParams | null = null
  segments: BookingSegment[] = []
  /** Price-changed notices from patForFlight, shown above the form. */
  priceNotices: string[] = []
  /** A notice about the hand-off (travellers outside the scope). */
  notice = ''

  travellers: Traveller[] = []
  travellerErrors: Record<string, TravellerErrors> = {}
  contact: Record<ContactField, string> = { name: '', phone: '', email: '' }
  contactErrors: Partial<Record<ContactField, string>> = {}

  costCenters: CostCenter[] = []
  costCenterId = ''
  costCenterError = ''
  projects: ProjectPage['list'] = []
  projectId = ''

  insurances: InsuranceProduct[] = []
  insuranceIds: string[] = []
  /** Service fee per ticket (passenger and segment). */
  serviceFee = 0

  /** Policy verdicts per segment (business trips with employees). */
  policies: MatchClbzReply[] = []
  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  reasonError = ''

  submitting = false
  error = ''
  /** The server's refusal about the business-trip application, shown at the application summary. */
  applicationError = ''
  result: BookReply | null = null

  private clientToken: string
  private readonly api: BookingApi
  private policySeq = 0
  private feeSeq = 0
  private stopDraft: IReactionDisposer | null = null

  constructor(
    api: Partial<BookingApi> = {},
    private readonly env: BookingEnv = {
      self: () => null,
      confirm: async () => true,
      now: () => Date.now(),
      newToken: randomToken,
    },
  ) {
    this.api = { ...defaultApi, ...api }
    this.clientToken = env.newToken()
    makeAutoObservable<FlightBookingStore, 'api' | 'env' | 'clientToken' | 'policySeq' | 'feeSeq' | 'stopDraft'>(this, {
      api: false,
      env: false,
      clientToken: false,
      policySeq: false,
      feeSeq: false,
      stopDraft: false,
    })
  }

  private get drafts(): BookingDrafts {
    return this.env.drafts ?? bookingDrafts
  }

  private get owner(): string {
    return this.env.self()?.empId ?? ''
  }

  /** The search this form belongs to (its draft's key). */
  get draftSearch(): DraftSearch | null {
    const p = this.params
    return p ? { tripType: p.tripType, ccsqdId: p.ccsqdId, travellerEmpIds: p.travellerEmpIds } : null
  }

  /** What the draft keeps of the form. */
  get draftValue(): BookingDraft {
    return {
      travellers: toJS(this.travellers),
      contact: { ...this.contact },
      costCenterId: this.costCenterId,
      projectId: this.projectId,
      insuranceIds: [...this.insuranceIds],
      reasonNote: this.reasonNote,
    }
  }

  /** Puts a draft of this search back on the form; false when there is none. */
  private restoreDraft(): boolean {
    const search = this.draftSearch
    const draft = search ? this.drafts.load(this.owner, search) : null
    if (!draft || !draft.travellers.length) return false
    // Passenger types follow the day of travel, which another fare may have moved.
    for (const t of draft.travellers) if (t.born) applyField(t, 'born', t.born, this.travelDate)
    this.travellers = draft.travellers
    this.contact = draft.contact
    if (draft.costCenterId && this.costCenters.some((c) => String(c.id) === draft.costCenterId)) this.costCenterId = draft.costCenterId
    if (draft.projectId && this.projects.some((p) => String(p.id) === draft.projectId)) this.projectId = draft.projectId
    this.insuranceIds = draft.insuranceIds.filter((id) => this.insurances.some((i) => i.bxid === id))
    this.reasonNote = draft.reasonNote
    return true
  }

  /** Keeps the draft of this search up to date from now on (until booked or disposed). */
  private keepDraft(): void {
    this.stopDraft?.()
    this.stopDraft = reaction(
      () => JSON.stringify(this.draftValue),
      () => {
        const search = this.draftSearch
        if (search) this.drafts.save(this.owner, search, this.draftValue)
      },
      { fireImmediately: true },
    )
  }

  /** Stops keeping the draft (the page goes away; the draft stays for the next visit). */
  dispose(): void {
    this.stopDraft?.()
    this.stopDraft = null
  }

  // ------------------------------------------------------------------ derived

  get tripType(): TripType {
    return this.params?.tripType ?? 1
  }

  get isBusiness(): boolean {
    return this.tripType === 1
  }

  /** The day of travel (outbound departure): passenger types and document validity are judged on it. */
  get travelDate(): string {
    const dep = this.segments[0]?.flight.depTime ?? ''
    return dep.slice(0, 10) || chinaTodayText(this.env.now())
  }

  get canAddMore(): boolean {
    return this.travellers.length < MAX_TICKETS
  }

  get bookOutside(): boolean {
    const self = this.env.self()
    return self?.bookOutside === 1 || self?.bookRange === 4
  }

  /** Colleagues can be chosen unless the scope is "only for oneself". */
  get canPickColleagues(): boolean {
    return (this.env.self()?.bookRange ?? 1) > 1
  }

  get hasSelf(): boolean {
    const me = this.env.self()?.empId
    return !!me && this.travellers.some((t) => t.empId === me)
  }

  /** Cost centre is asked for business trips of companies that have cost centres (§5.6). */
  get needCostCenter(): boolean {
    return this.isBusiness && this.costCenters.length > 0
  }

  get employeeIds(): string[] {
    return this.travellers.filter((t) => t.source === 'employee' && t.empId).map((t) => t.empId as string)
  }

  get inPolicy(): boolean {
    return this.policies.every((p) => p.inPolicy)
  }

  get forbidden(): boolean {
    return this.policies.some((p) => p.forbidden)
  }

  get needReason(): boolean {
    return !this.forbidden && this.policies.some((p) => p.needReason)
  }

  get needApproval(): boolean {
    return this.policies.some((p) => p.needApproval)
  }

  /** The broken rules, once each, for the policy box. */
  get violationTexts(): string[] {
    const out = new Set<string>()
    for (const p of this.policies) for (const tr of p.travellers) for (const v of tr.violations) out.add(`${tr.empName}：${v.text}`)
    return [...out]
  }

  get selectedReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  /** The price breakdown the form shows; the server's total on the order is the one charged. */
  get breakdown(): { fare: number; taxes: number; serviceFee: number; insurance: number; total: number; passengers: number; segments: number } {
    let fare = 0
    let taxes = 0
    for (const s of this.segments) {
      for (const t of this.travellers) {
        if (t.psgType === 3) {
          fare += s.cabin.infantPrice
        } else if (t.psgType === 2) {
          // Children pay no airport fee (queryCabin: childPrice), the fuel surcharge applies.
          fare += s.cabin.childPrice
          taxes += s.fuelFee
        } else {
          fare += s.price
          taxes += s.airportFee + s.fuelFee
        }
      }
    }
    const passengers = this.travellers.length
    const segments = this.segments.length
    const serviceFee = this.serviceFee * passengers * segments
    const perPerson = this.insurances.filter((i) => this.insuranceIds.includes(i.bxid)).reduce((sum, i) => sum + i.saleprice, 0)
    const insurance = perPerson * passengers * segments
    const total = Math.round((fare + taxes + serviceFee + insurance) * 100) / 100
    return { fare, taxes, serviceFee, insurance, total, passengers, segments }
  }

  // ------------------------------------------------------------------ loading

  /** Loads everything the form needs. The fare is mandatory; the rest degrades to empty lists. */
  async load(params: BookingParams): Promise<void> {
    this.params = params
    this.status = 'loading'
    this.loadError = ''
    this.reasonId = params.violationReasonId ?? this.reasonId
    const legs: { flightKey: string; cabinKey: string }[] = [{ flightKey: params.flightKey, cabinKey: params.cabinKey }]
    if (params.returnFlightKey && params.returnCabinKey) legs.push({ flightKey: params.returnFlightKey, cabinKey: params.returnCabinKey })

    const side = Promise.all([
      this.api.getBxcpList(params.tripType).catch(() => [] as InsuranceProduct[]),
      params.tripType === 1 ? this.api.costCenterFindList().catch(() => [] as CostCenter[]) : Promise.resolve([] as CostCenter[]),
      params.tripType === 1 ? this.api.projectList().then((p) => p.list).catch(() => [] as ProjectPage['list']) : Promise.resolve([] as ProjectPage['list']),
      this.api.empFindList({ pageNum: 1, count: 999 }).catch(() => null),
    ])

    let segments: BookingSegment[]
    try {
      segments = await Promise.all(legs.map((leg) => this.loadSegment(leg.flightKey, leg.cabinKey)))
    } catch (e) {
      runInAction(() => {
        if (e instanceof FareGone) {
          this.status = 'gone'
        } else {
          this.status = 'error'
          this.loadError = isApiError(e) && e.message ? e.message : tt('tk.edit.loadFailed')
        }
      })
      return
    }
    const [insurances, costCenters, projects, emps] = await side
    runInAction(() => {
      this.segments = segments
      this.insurances = insurances
      if (!this.insuranceIds.length) this.insuranceIds = insurances.filter((i) => i.defaultSelected === 1).map((i) => i.bxid)
      this.costCenters = costCenters
      this.projects = projects
      // Back from another fare of the same search: the travellers and the rest as they were left.
      const restored = !this.travellers.length && this.restoreDraft()
      this.prefillContact()
      this.prefillCostCenter()
      if (!this.travellers.length) this.prefillTravellers(params.travellerEmpIds, emps?.list ?? null)
      if (restored) this.notice = tt('tk.edit.draftRestored')
      this.status = 'ready'
    })
    this.keepDraft()
    await Promise.all([this.refreshPolicy(), this.refreshServiceFee()])
  }

  /** queryCabin for the flight and fare, then patForFlight for today's price. */
  private async loadSegment(flightKey: string, cabinKey: string): Promise<BookingSegment> {
    const reply = await this.api.queryCabin({ flightKey, tripType: this.tripType, travellerEmpIds: this.params?.travellerEmpIds.slice(0, 9) })
    const cabin = reply.cabins.find((c) => c.cabinKey === cabinKey)
    if (!cabin) throw new FareGone()
    const seg: BookingSegment = { flight: reply.flight, cabin, cabinKey, price: cabin.price, airportFee: cabin.airportFee, fuelFee: cabin.fuelFee }
    await this.repriceSegment(seg)
    return seg
  }

  /** patForFlight: takes the current price (and its new key); a change is told to the user. */
  private async repriceSegment(seg: BookingSegment): Promise<boolean> {
    const pat = await this.api.patForFlight(seg.cabinKey)
    const before = seg.price
    runInAction(() => {
      seg.cabinKey = pat.cabinKey || seg.cabinKey
      seg.price = pat.price
      seg.airportFee = pat.airportFee
      seg.fuelFee = pat.fuelFee
      if (pat.priceChanged || pat.price !== before) {
        this.priceNotices.push(tt('tk.edit.priceChanged', { flight: seg.flight.flightNo, old: pat.quotedPrice || before, new: pat.price }))
      }
    })
    return pat.priceChanged || pat.price !== before
  }

  private prefillContact(): void {
    const self = this.env.self()
    if (!self || this.contact.name || this.contact.phone) return
    this.contact = { name: self.empName, phone: self.phoneNumber, email: self.email }
  }

  private prefillCostCenter(): void {
    if (this.costCenterId || !this.costCenters.length) return
    const dept = this.env.self()?.deptId
    const mine = this.costCenters.find((c) => c.deptId && c.deptId === dept)
    if (mine) this.costCenterId = String(mine.id)
  }

  /** The travellers chosen on the search: resolved in the booking scope; the caller when none. */
  private prefillTravellers(ids: string[], scope: BookableEmployee[] | null): void {
    const self = this.env.self()
    if (!ids.length) {
      const me = scope?.find((e) => e.isSelf)
      if (me) this.travellers.push(fromEmployee(me, this.travelDate))
      else if (self) this.travellers.push(fromSelf(self, this.travelDate))
      return
    }
    let missing = 0
    for (const id of ids.slice(0, MAX_TICKETS)) {
      const e = scope?.find((x) => x.empId === id)
      if (e) this.travellers.push(fromEmployee(e, this.travelDate))
      else if (self && self.empId === id) this.travellers.push(fromSelf(self, this.travelDate))
      else missing += 1
    }
    if (missing) this.notice = tt('tk.edit.notInScope')
  }

  /**
   * The policy verdict for the travellers on the form (business trips only): the employees'
   * standard; guests alone travel on the booker's, which the server applies to an empty list.
   */
  async refreshPolicy(): Promise<void> {
    const seq = ++this.policySeq
    const ids = this.employeeIds
    if (!this.isBusiness || !this.travellers.length || !this.segments.length) {
      this.policies = []
      return
    }
    try {
      const replies = await Promise.all(
        this.segments.map((s) => this.api.matchClbz({ cabinKey: s.cabinKey, travellerEmpIds: ids.slice(0, 9), tripType: this.tripType })),
      )
      if (seq !== this.policySeq) return
      runInAction(() => {
        this.policies = replies
      })
      if (this.needReason && !this.reasons.length) {
        const reasons = await this.api.violationReasons().catch(() => [] as ViolationReason[])
        runInAction(() => {
          this.reasons = reasons
          if (this.reasonId && !reasons.some((r) => r.id === this.reasonId)) this.reasonId = ''
        })
      }
    } catch {
      // The server checks the policy again when booking; the form just shows no verdict.
      if (seq === this.policySeq) runInAction(() => (this.policies = []))
    }
  }

  /** The service fee per ticket for the trip type and passenger count. */
  async refreshServiceFee(): Promise<void> {
    const seq = ++this.feeSeq
    const n = Math.min(Math.max(this.travellers.length, 1), MAX_TICKETS)
    try {
      const fee = await this.api.getAddConPrice(this.tripType, n)
      if (seq === this.feeSeq) runInAction(() => (this.serviceFee = fee.serviceFee))
    } catch {
      /* keep the last known fee; the order carries the one charged */
    }
  }

  // ------------------------------------------------------------------ travellers

  /** Adds a traveller; answers the reason when it cannot (limit reached, already on the form). */
  private add(t: Traveller): string | null {
    if (this.travellers.some((x) => x.key === t.key)) return tt('tk.edit.alreadyAdded', { name: t.name })
    if (!this.canAddMore) return tt('tk.edit.maxTravellers', { max: MAX_TICKETS })
    this.travellers.push(t)
    this.error = ''
    this.afterTravellersChanged()
    return null
  }

  addEmployee(e: BookableEmployee): string | null {
    return this.add(fromEmployee(e, this.travelDate))
  }

  addContact(c: Contact): string | null {
    return this.add(fromContact(c, this.travelDate))
  }

  /** The caller, from the scope list when it is there (documents on file), else from the session. */
  async addSelf(): Promise<string | null> {
    const self = this.env.self()
    if (!self) return null
    if (this.hasSelf) return tt('tk.edit.alreadyAdded', { name: self.empName })
    const scope = await this.api.empFindList({ pageNum: 1, count: 20, keywords: self.empNo }).catch(() => null)
    const me = scope?.list.find((e) => e.isSelf || e.empId === self.empId)
    return this.add(me ? fromEmployee(me, this.travelDate) : fromSelf(self, this.travelDate))
  }

  addGuest(): string | null {
    if (!this.bookOutside) return null
    return this.add(newGuest())
  }

  removeTraveller(key: string): void {
    this.travellers = this.travellers.filter((t) => t.key !== key)
    delete this.travellerErrors[key]
    this.afterTravellersChanged()
  }

  /** Selected keys, for the picker's ticks. */
  isOnForm(key: string): boolean {
    return this.travellers.some((t) => t.key === key)
  }

  setTravellerField(key: string, field: TravellerField, value: string | boolean): void {
    const t = this.travellers.find((x) => x.key === key)
    if (!t) return
    applyField(t, field, value, this.travelDate)
    const errs = this.travellerErrors[key]
    if (errs) {
      errs[field] = undefined
      // A new number (or type) also decides sex and birth date: their old messages are stale.
      if (field === 'cardType' || field === 'cardNumber') {
        errs.cardNumber = undefined
        errs.sex = undefined
        errs.born = undefined
        errs.expiry = undefined
      }
    }
    this.error = ''
  }

  private afterTravellersChanged(): void {
    void this.refreshPolicy()
    void this.refreshServiceFee()
  }

  // ------------------------------------------------------------------ the rest of the form

  setContact(field: ContactField, value: string): void {
    this.contact[field] = field === 'name' ? value : value.replace(/\s+/g, '')
    this.contactErrors[field] = undefined
    this.error = ''
  }

  chooseCostCenter(id: string): void {
    this.costCenterId = id
    this.costCenterError = ''
  }

  chooseProject(id: string): void {
    this.projectId = id
  }

  toggleInsurance(bxid: string): void {
    this.insuranceIds = this.insuranceIds.includes(bxid) ? this.insuranceIds.filter((i) => i !== bxid) : [...this.insuranceIds, bxid].slice(0, 3)
  }

  chooseReason(id: string): void {
    this.reasonId = id
    this.reasonError = ''
  }

  setReasonNote(note: string): void {
    this.reasonNote = note
    this.reasonError = ''
  }

  /** Runs every form check; errors go under their fields; answers the first message. */
  validate(): string | null {
    const messages: string[] = []
    if (!this.travellers.length) messages.push(tt('tk.edit.noTravellers'))
    const errs: Record<string, TravellerErrors> = {}
    for (const t of this.travellers) {
      const check = checkTraveller(t, this.travelDate, new Date(this.env.now()))
      if (check.first) {
        errs[t.key] = check.errors
        messages.push(check.first)
      }
    }
    this.travellerErrors = errs
    if (this.travellers.length && !messages.length) {
      const counts = checkTicketCounts(this.travellers)
      if (counts) messages.push(counts)
    }

    const c: Partial<Record<ContactField, string>> = {}
    const name = validateRequired(this.contact.name.trim(), tt('tk.edit.contactName'))
    if (name) c.name = name
    const phone = validateMobile(this.contact.phone)
    if (phone) c.phone = phone
    if (!isBlank(this.contact.email)) {
      const email = validateEmail(this.contact.email.trim())
      if (email) c.email = email
    }
    this.contactErrors = c
    messages.push(...(['name', 'phone', 'email'] as const).map((k) => c[k]).filter((m): m is string => !!m))

    this.costCenterError = this.needCostCenter && !this.costCenterId ? (validateRequired('', tt('tk.edit.costCenter')) as string) : ''
    if (this.costCenterError) messages.push(this.costCenterError)

    this.reasonError = ''
    if (this.forbidden) messages.push(tt('tk.edit.forbidden'))
    else if (this.needReason && !this.reasonId) this.reasonError = tt('tk.edit.reasonRequired')
    else if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) this.reasonError = tt('tk.edit.reasonNoteRequired')
    if (this.reasonError) messages.push(this.reasonError)
    return messages[0] ?? null
  }

  // ------------------------------------------------------------------ booking

  /**
   * Books. Every stop leaves the form as typed: a failed check, a "no" to a prompt, a changed fare
   * and a refused booking all return here with a message (or none, when the user said no).
   */
  async submit(): Promise<SubmitOutcome> {
    if (this.submitting || this.status !== 'ready' || !this.params) return { ok: false, message: null }
    this.error = ''
    this.applicationError = ''
    const invalid = this.validate()
    if (invalid) return this.fail(invalid)
    this.submitting = true
    try {
      return await this.runSubmit(this.params)
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  private async runSubmit(params: BookingParams): Promise<SubmitOutcome> {
    const tips = tt('tk.edit.tips')
    // Departure within 2 hours / 30 minutes (§5.5).
    const warning = flightDepartureWarning(this.segments[0].flight.depTime, this.env.now())
    const departureText = flightDepartureMessage(warning)
    if (departureText && !(await this.env.confirm(tips, departureText))) return { ok: false, message: null }
    // Route of a trip application already booked (§4).
    if (params.routeStatus === '3' && !(await this.env.confirm(tips, tt('tk.edit.routeBooked')))) return { ok: false, message: null }

    // Guests to keep as frequent travellers are saved first, so the booking names them.
    for (const t of this.travellers) {
      if (t.source !== 'guest' || !t.saveAsContact || t.contactId) continue
      try {
        const saved = await this.api.vipEmpContactsEdit(toContactEdit(t))
        runInAction(() => {
          t.contactId = saved.id
        })
      } catch (e) {
        return this.fail(tt('tk.edit.guestSaveFailed', { msg: messageOf(e) }))
      }
    }

    // Duplicate orders: the user decides.
    try {
      const passengers = this.travellers.map((t) => (t.source === 'guest' && t.contactId ? { contactId: t.contactId } : sameOrderRef(t)))
      const dupReplies = await Promise.all(this.segments.map((s) => this.api.checkSameOrder({ flightKey: s.flight.flightKey, passengers })))
      const dups = dupReplies.flatMap((r) => r.duplicates)
      if (dups.length) {
        const list = [...new Set(dups.map((d) => tt('tk.edit.duplicateItem', { name: d.passengerName, no: d.orderNo })))].join('\n')
        if (!(await this.env.confirm(tt('tk.edit.duplicateTitle'), tt('tk.edit.duplicate', { list }), tt('tk.edit.continue')))) return { ok: false, message: null }
      }
    } catch (e) {
      return this.fail(messageOf(e))
    }

    // The fare must still be bookable right now.
    for (const seg of this.segments) {
      let check
      try {
        check = await this.api.validateTimeOut(seg.cabinKey)
      } catch (e) {
        return this.fail(messageOf(e))
      }
      if (!check.valid) {
        if (check.reasonCode === 'FARE_CHANGED') {
          try {
            await this.repriceSegment(seg)
          } catch {
            /* the message below still applies */
          }
          void this.refreshPolicy()
          return this.fail(tt('tk.edit.timeoutFareChanged'))
        }
        return this.fail(check.reasonCode ? tt(TIMEOUT_KEYS[check.reasonCode]) : check.reason || tt('tk.edit.bookFailed'))
      }
      // The server's clock decides when ours did not see the departure as close.
      if (seg === this.segments[0] && check.warning && warning === 'none') {
        const text = flightDepartureMessage(check.warning === 'VERY_SOON' ? 'imminent' : 'soon')
        if (text && !(await this.env.confirm(tips, text))) return { ok: false, message: null }
      }
    }

    let order: BookReply
    try {
      order = await this.api.book({
        segments: this.segments.map((s) => ({ cabinKey: s.cabinKey })),
        passengers: this.travellers.map((t) => (t.source === 'guest' && t.contactId ? { contactId: t.contactId, cardType: t.cardType } : toPassengerInput(t))),
        contact: {
          name: this.contact.name.trim(),
          phone: this.contact.phone,
          ...(this.contact.email.trim() ? { email: this.contact.email.trim() } : {}),
        },
        tripType: this.tripType,
        ...(this.isBusiness && this.costCenterId ? { costCenterId: this.costCenterId } : {}),
        ...(this.isBusiness && this.projectId ? { projectId: this.projectId } : {}),
        ...(this.insuranceIds.length ? { insuranceIds: this.insuranceIds } : {}),
        ...(this.needReason && this.reasonId ? { violationReasonId: this.reasonId } : {}),
        ...(this.needReason && this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}),
        ...(params.ccsqdId ? { ccsqdId: params.ccsqdId } : {}),
        // A route already booked stays with its order (the server keeps one order per route): the
        // user confirmed booking again, so this order goes under the application without the route.
        ...(params.routeId && params.routeStatus !== '3' ? { routeId: params.routeId } : {}),
        clientToken: this.clientToken,
      })
    } catch (e) {
      // The server answered "no": nothing was created, so the next attempt is a new one. After a
      // network failure the order may exist: the retry keeps the token and gets that order back.
      if (isApiError(e) && e.kind === 'business') this.clientToken = this.env.newToken()
      if (isApplicationRefusal(e, !!params.ccsqdId)) runInAction(() => (this.applicationError = messageOf(e)))
      return this.fail(messageOf(e))
    }
    runInAction(() => {
      this.result = order
    })
    // Booked: the next search starts from its own travellers again.
    this.dispose()
    const search = this.draftSearch
    if (search) this.drafts.clear(this.owner, search)
    return { ok: true, order }
  }

  /** The token of the current booking attempt (tests read it). */
  get attemptToken(): string {
    return this.clientToken
  }

  private fail(message: string): SubmitOutcome {
    this.error = message
    return { ok: false, message }
  }
}

class FareGone extends Error {
  constructor() {
    super('fare gone')
  }
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : tt('tk.edit.bookFailed')
}
