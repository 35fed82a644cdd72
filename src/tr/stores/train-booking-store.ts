/**
 * The train booking form (/tr/trEdit): the train and seat again, travellers with their ticket and
 * seat types, the contact, cost allocation, insurance, the policy verdict and its reason, the price,
 * and the booking: form checks (booking flows §5.3) → validOrder (seats, sale, policy, duplicates,
 * the server's amounts) → trBookOrder, with one idempotency token per booking attempt kept across
 * retries of that attempt. What is typed stays on the form through every refusal, and in a memory
 * draft of the search (train-booking-draft.ts) while the user takes another train or seat.
 * Before validOrder the adults' identity check (§4, §5.7; train-account-store.ts): a traveller who
 * did not pass, or still has a code to answer, blocks the booking with the spec's message.
 */
import { makeAutoObservable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx'
import * as generalApi from '../../core/api/general'
import * as travellerApi from '../../core/api/travellers'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import type { TravellerErrors, TravellerField } from '../../core/components/traveller-form'
import type { CostCenter, ProjectPage } from '../../core/api/general'
import { isBlank, validateEmail, validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-order'
import type {
  InsuranceProduct,
  TicketType,
  Train,
  TrainFee,
  TrainSeat,
  TrainSeatType,
  TrainStandard,
  TrBookBody,
  TrBookReply,
  TrValidOrderReply,
  ViolationReason,
  Wb,
} from '../api/train-order'
import { trainBooking } from '../i18n/booking'
import { TrainIdentityChecks, type CheckTraveller, type TrainIdentityApi } from './train-account-store'
import { trainBookingContext, type TrainBookingContext } from './train-context'
import { trainBookingDrafts, type TrainBookingDraft, type TrainBookingDrafts, type TrainDraftSearch } from './train-booking-draft'
import { canBookSeat, findTrain, searchTrSearch, seatOf, TrainGone, trainRefusal, verdictOf, type TrainSearchApi } from './train-booking-train'
import {
  applyTravellerField,
  checkTrainTraveller,
  checkTravellerCount,
  fromContact,
  fromEmployee,
  fromSelf,
  MAX_TRAIN_TRAVELLERS,
  newGuest,
  retypeForDate,
  ticketTypeRefusal,
  toContactEdit,
  toTrainPassenger,
  type TrainTraveller,
} from './train-booking-travellers'
import type { RawParams } from '../../core/domain/page-params'

const tt = scopedT(trainBooking)

/** Reads the hand-off query (the list's or the detail's) through the booking codec; null when unusable. */
export function parseTrainBookingParams(q: RawParams): TrainBookingContext | null {
  const c = trainBookingContext.decode(q)
  if (!c) return null
  // A route only with its application; an application only on a business trip.
  if (c.tripType !== 1 || !c.ccsqdId) return { ...c, ccsqdId: undefined, routeId: undefined }
  return c
}

export type TrainBookingApi = TrainSearchApi &
  Pick<typeof api, 'trBookMatchClzc' | 'violationReasons' | 'getBxcpList' | 'validOrder' | 'trBookOrder'> &
  Pick<typeof travellerApi, 'empFindList' | 'vipEmpContactsEdit'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>

export interface TrainBookingEnv {
  /** The signed-in employee (booking scope, guests, default contact and traveller). */
  self: () => EmpInfo | null
  now: () => number
  /** A fresh idempotency token (8–64 of [A-Za-z0-9_-]). */
  newToken: () => string
  /** Where the form waits while the user takes another train (the session's drafts when absent). */
  drafts?: TrainBookingDrafts
}

const defaultApi: TrainBookingApi = { ...api, trSearch: searchTrSearch, ...travellerApi, ...generalApi }

function randomToken(): string {
  const part = () => Math.random().toString(36).slice(2, 10)
  return `tr-${Date.now().toString(36)}-${part()}${part()}`
}

export type TrainBookingStatus = 'loading' | 'ready' | 'error' | 'gone'

export type ContactField = 'name' | 'phone' | 'email'

export type TrainSubmitOutcome = { ok: true; order: TrBookReply } | { ok: false; message: string | null }

/** The price as the form shows it. */
export interface TrainBreakdown {
  fare: number
  serviceFee: number
  serviceFeePer: number
  insurance: number
  total: number
  passengers: number
  /** The figures are the server's (validOrder of exactly this form). */
  quoted: boolean
}

/** Child tickets are half the seat's fare, student tickets 75 % (12306), to the half yuan. */
const TICKET_FACTOR: Record<TicketType, number> = { 1: 1, 2: 0.5, 3: 0.75 }

function halfYuan(n: number): number {
  return Math.round(n * 2) / 2
}

/** validOrder refusals the app says in its own words (the others: the server's reason). */
const REFUSAL_KEYS = {
  NOT_ON_SALE: 'tr.edit.notOnSale',
  SOLD_OUT: 'tr.edit.soldOut',
  FORBIDDEN: 'tr.seat.forbidden',
  NEED_REASON: 'tr.edit.reasonRequired',
} as const

/**
 * Whether a refusal is about the business-trip application (not approved, a passenger not on it,
 * a date or route not matching): the server marks them with data.field ccsqdId / routeId or the
 * code C767.
 */
export function isApplicationRefusal(e: unknown, underApplication: boolean): boolean {
  if (!isApiError(e) || e.kind !== 'business') return false
  const data = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { field?: unknown; code?: unknown }
  if (data.field === 'ccsqdId' || data.field === 'routeId' || data.code === 'C767') return true
  return underApplication && /申请单|出差申请|application/i.test(e.message)
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : tt('tr.edit.bookFailed')
}

export class TrainBookingStore {
  status: TrainBookingStatus = 'loading'
  loadError = ''
  /** Why the train cannot be booked ('gone' screen): sold out of this seat, off sale, no longer listed. */
  goneReason = ''
  params: TrainBookingContext | null = null
  train: Train | null = null
  feeList: TrainFee[] = []
  travelStandard: TrainStandard | null = null
  /** The booking's seat type (each traveller may take another). */
  seatType: TrainSeatType = 'O'
  /** The travellers' verdict per seat type (trBookMatchClzc), over the search's. */
  verdicts: Record<string, Wb> = {}
  notice = ''

  travellers: TrainTraveller[] = []
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

  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  reasonError = ''
  /** The server said this booking is out of policy (validOrder), whatever the form's verdicts. */
  serverViolations: string[] = []
  serverNeedReason = false

  submitting = false
  error = ''
  applicationError = ''
  /** validOrder said the seats are gone and standby can be queued for. */
  standbyOffered = false
  /** The last validOrder answer and the form it was for. */
  quote: TrValidOrderReply | null = null
  quoteKey = ''
  result: TrBookReply | null = null
  /** The travellers' identity checks (the railway's 0 / 1 / 2). */
  readonly identity: TrainIdentityChecks

  private clientToken: string
  private readonly api: TrainBookingApi
  private policySeq = 0
  private stopDraft: IReactionDisposer | null = null

  constructor(
    apiOverrides: Partial<TrainBookingApi> = {},
    private readonly env: TrainBookingEnv = { self: () => null, now: () => Date.now(), newToken: randomToken },
    identityApi: Partial<TrainIdentityApi> = {},
  ) {
    this.api = { ...defaultApi, ...apiOverrides }
    this.clientToken = env.newToken()
    this.identity = new TrainIdentityChecks(identityApi, env.now)
    makeAutoObservable<TrainBookingStore, 'api' | 'env' | 'clientToken' | 'policySeq' | 'stopDraft'>(this, {
      identity: false,
      api: false,
      env: false,
      clientToken: false,
      policySeq: false,
      stopDraft: false,
    })
  }

  // ------------------------------------------------------------------ derived

  get tripType(): 1 | 2 {
    return this.params?.tripType ?? 1
  }

  get isBusiness(): boolean {
    return this.tripType === 1
  }

  /** The day of travel: ticket types are judged on it. */
  get travelDate(): string {
    return this.train?.date ?? this.params?.date ?? ''
  }

  get seats(): TrainSeat[] {
    return this.train?.seatList ?? []
  }

  get seat(): TrainSeat | undefined {
    return seatOf(this.train, this.seatType)
  }

  wbOf(seat: TrainSeat): Wb {
    return verdictOf(seat, this.verdicts, this.isBusiness)
  }

  /** Seats that can be booked now (the summary's and the travellers' choices). */
  get bookableSeats(): TrainSeat[] {
    const train = this.train
    if (!train) return []
    const now = this.env.now()
    return train.seatList.filter((s) => canBookSeat(train, s, this.wbOf(s), now))
  }

  isBookable(code: string): boolean {
    return this.bookableSeats.some((s) => s.seatType === code)
  }

  /** The seat types the order takes (the booking's when nobody is on the form yet). */
  get chosenSeatTypes(): TrainSeatType[] {
    const set = new Set<TrainSeatType>(this.travellers.length ? this.travellers.map((t) => t.seatType) : [this.seatType])
    return [...set]
  }

  private chosenSeats(): TrainSeat[] {
    return this.chosenSeatTypes.map((c) => seatOf(this.train, c)).filter((s): s is TrainSeat => !!s)
  }

  get forbidden(): boolean {
    return this.isBusiness && this.chosenSeats().some((s) => this.wbOf(s) === 2)
  }

  /** A type-1 violation among the chosen seats (or the server said so): a reason is required. */
  get needReason(): boolean {
    return this.isBusiness && !this.forbidden && (this.serverNeedReason || this.chosenSeats().some((s) => this.wbOf(s) === 1))
  }

  get inPolicy(): boolean {
    return !this.forbidden && !this.needReason
  }

  /** Out of policy with the company's "reason and approval" action, or the server's word. */
  get needApproval(): boolean {
    return (this.needReason && this.travelStandard?.overPolicyAction === 3) || (this.quote?.needApproval ?? false)
  }

  /** The broken rules, once each. */
  get violationTexts(): string[] {
    const out = new Set<string>()
    for (const s of this.chosenSeats()) {
      const wb = this.wbOf(s)
      if (wb === 0) continue
      out.add(s.wbText && wb === s.wb ? s.wbText : tt('tr.seat.outOfPolicy', { seat: s.seatName }))
    }
    for (const v of this.serverViolations) out.add(v)
    return [...out]
  }

  get selectedReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  get canAddMore(): boolean {
    return this.travellers.length < MAX_TRAIN_TRAVELLERS
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

  /** The cost centre is asked for on business trips of companies that have cost centres (§5.6). */
  get needCostCenter(): boolean {
    return this.isBusiness && this.costCenters.length > 0
  }

  get employeeIds(): string[] {
    return this.travellers.filter((t) => t.source === 'employee' && t.empId).map((t) => t.empId as string)
  }

  /** Service fee per ticket of the trip type (§6: business fee for trip type 1, else personal). */
  get serviceFeePer(): number {
    return this.feeList.find((f) => f.tripType === this.tripType)?.serviceFee ?? 0
  }

  /** Some traveller takes a child or student ticket (their fares are worked out here until validOrder answers). */
  get hasReducedTickets(): boolean {
    return this.travellers.some((t) => t.ticketType !== 1)
  }

  /** The ticket types a traveller may take: an adult or student ticket from 12, a child or adult one under 12. */
  ticketTypesFor(t: TrainTraveller): TicketType[] {
    return t.psgType === 1 ? [1, 3] : [2, 1]
  }

  /** The fare of one traveller's ticket. */
  fareOf(t: TrainTraveller): number {
    const seat = seatOf(this.train, t.seatType)
    return seat ? halfYuan(seat.price * TICKET_FACTOR[t.ticketType]) : 0
  }

  /** What the price depends on: a validOrder answer counts for exactly this. */
  get formKey(): string {
    return JSON.stringify([this.seatType, this.travellers.map((t) => [t.key, t.ticketType, t.seatType]), [...this.insuranceIds].sort()])
  }

  /** The price breakdown: the server's when validOrder answered for this very form, else worked out here. */
  get breakdown(): TrainBreakdown {
    const passengers = this.travellers.length
    const q = this.quote && this.quoteKey === this.formKey ? this.quote : null
    if (q) {
      return { fare: q.fare, serviceFee: q.serviceFee, serviceFeePer: this.serviceFeePer, insurance: q.insurance, total: q.totalAmount, passengers, quoted: true }
    }
    const fare = this.travellers.reduce((sum, t) => sum + this.fareOf(t), 0)
    const serviceFee = this.serviceFeePer * passengers
    const insurance = this.insurances.filter((i) => this.insuranceIds.includes(i.bxid)).reduce((sum, i) => sum + i.saleprice, 0) * passengers
    const total = Math.round((fare + serviceFee + insurance) * 100) / 100
    return { fare, serviceFee, serviceFeePer: this.serviceFeePer, insurance, total, passengers, quoted: false }
  }

  /** The token of the current booking attempt (tests read it). */
  get attemptToken(): string {
    return this.clientToken
  }

  // ------------------------------------------------------------------ draft

  private get drafts(): TrainBookingDrafts {
    return this.env.drafts ?? trainBookingDrafts
  }

  private get owner(): string {
    return this.env.self()?.empId ?? ''
  }

  get draftSearch(): TrainDraftSearch | null {
    const p = this.params
    return p ? { tripType: p.tripType, ccsqdId: p.ccsqdId, travellerIds: p.travellerIds } : null
  }

  get draftValue(): TrainBookingDraft {
    return {
      travellers: toJS(this.travellers),
      contact: { ...this.contact },
      costCenterId: this.costCenterId,
      projectId: this.projectId,
      insuranceIds: [...this.insuranceIds],
      reasonId: this.reasonId,
      reasonNote: this.reasonNote,
    }
  }

  /** Puts this search's draft back on the form; false when there is none. */
  private restoreDraft(): boolean {
    const search = this.draftSearch
    const draft = search ? this.drafts.load(this.owner, search) : null
    if (!draft || !draft.travellers.length) return false
    for (const t of draft.travellers) {
      retypeForDate(t, this.travelDate)
      // Another train may not have the seat a traveller had: the booking's seat then.
      if (!this.isBookable(t.seatType)) t.seatType = this.seatType
    }
    this.travellers = draft.travellers
    this.contact = draft.contact
    if (this.costCenters.some((c) => String(c.id) === draft.costCenterId)) this.costCenterId = draft.costCenterId
    if (this.projects.some((p) => String(p.id) === draft.projectId)) this.projectId = draft.projectId
    this.insuranceIds = draft.insuranceIds.filter((id) => this.insurances.some((i) => i.bxid === id))
    this.reasonId = draft.reasonId
    this.reasonNote = draft.reasonNote
    return true
  }

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

  /** The page goes away: the draft stays for the next visit, the watch on it ends. */
  dispose(): void {
    this.stopDraft?.()
    this.stopDraft = null
  }

  // ------------------------------------------------------------------ loading

  /** Loads the train and everything the form needs; the train is mandatory, the rest degrades to empty lists. */
  async load(params: TrainBookingContext): Promise<void> {
    this.params = params
    this.status = 'loading'
    this.loadError = ''
    this.goneReason = ''
    this.seatType = params.seatType
    const business = params.tripType === 1
    const side = Promise.all([
      this.api.getBxcpList(params.tripType).catch(() => [] as InsuranceProduct[]),
      business ? this.api.costCenterFindList().catch(() => [] as CostCenter[]) : Promise.resolve([] as CostCenter[]),
      business ? this.api.projectList().then((p) => p.list).catch(() => [] as ProjectPage['list']) : Promise.resolve([] as ProjectPage['list']),
      this.api.empFindList({ pageNum: 1, count: 999 }).catch(() => null),
    ])
    // Whose policy the seats are judged by: the form's employees when it has some (back from another train), else the search's.
    const policyIds = this.employeeIds.length ? this.employeeIds : params.travellerIds
    let found
    try {
      found = await findTrain(this.api, params, policyIds)
    } catch (e) {
      runInAction(() => {
        if (e instanceof TrainGone) {
          this.status = 'gone'
          this.goneReason = tt('tr.edit.trainGone')
        } else {
          this.status = 'error'
          this.loadError = isApiError(e) && e.message ? e.message : tt('tr.edit.loadFailed')
        }
      })
      return
    }
    const [insurances, costCenters, projects, emps] = await side
    runInAction(() => {
      this.train = found.train
      this.feeList = found.feeList
      this.travelStandard = found.travelStandard
      this.verdicts = {}
      const refusal = trainRefusal(found.train, this.env.now())
      if (refusal || !this.isBookable(params.seatType)) {
        // The list handed over a train or seat that cannot be booked (any more): say why, offer a new search.
        const seat = seatOf(found.train, params.seatType)
        this.goneReason = refusal ?? (seat && this.wbOf(seat) === 2 ? tt('tr.seat.forbidden') : tt('tr.edit.seatGone'))
        this.status = 'gone'
        return
      }
      this.insurances = insurances
      if (!this.insuranceIds.length) this.insuranceIds = insurances.filter((i) => i.defaultSelected === 1).map((i) => i.bxid)
      this.costCenters = costCenters
      this.projects = projects
      const restored = !this.travellers.length && this.restoreDraft()
      this.prefillContact()
      this.prefillCostCenter()
      if (!this.travellers.length) this.prefillTravellers(params.travellerIds, emps?.list ?? null)
      if (restored) this.notice = tt('tr.edit.draftRestored')
      this.status = 'ready'
    })
    // (read again: the action above may have set it to 'gone')
    if ((this.status as TrainBookingStatus) !== 'ready') return
    this.keepDraft()
    await this.refreshPolicy()
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

  /** The search's travellers, resolved in the booking scope; the caller when the search named none. */
  private prefillTravellers(ids: readonly string[], scope: BookableEmployee[] | null): void {
    const self = this.env.self()
    const date = this.travelDate
    if (!ids.length) {
      const me = scope?.find((e) => e.isSelf)
      if (me) this.travellers.push(fromEmployee(me, date, this.seatType))
      else if (self) this.travellers.push(fromSelf(self, date, this.seatType))
      return
    }
    let missing = 0
    for (const id of ids.slice(0, MAX_TRAIN_TRAVELLERS)) {
      const e = scope?.find((x) => x.empId === id)
      if (e) this.travellers.push(fromEmployee(e, date, this.seatType))
      else if (self && self.empId === id) this.travellers.push(fromSelf(self, date, this.seatType))
      else missing += 1
    }
    if (missing) this.notice = tt('tr.edit.notInScope')
  }

  /**
   * The travellers' verdict on every seat type (business trips): the strictest standard among the
   * employees on the form; guests alone travel on the booker's, which the server applies to an
   * empty list. A failure keeps the search's verdicts: validOrder checks again before booking.
   */
  async refreshPolicy(): Promise<void> {
    const seq = ++this.policySeq
    const p = this.params
    if (!p || !this.isBusiness || !this.train) return
    try {
      const reply = await this.api.trBookMatchClzc({
        tripType: p.tripType,
        travellerEmpIds: this.employeeIds.slice(0, 9),
        ...(p.ccsqdId ? { ccsqdId: p.ccsqdId } : {}),
        ...(p.ccsqdId && p.routeId ? { routeId: p.routeId } : {}),
      })
      if (seq !== this.policySeq) return
      runInAction(() => {
        const v: Record<string, Wb> = {}
        for (const row of reply.policyList) v[row.code] = row.wb
        this.verdicts = v
        if (reply.travelStandard) this.travelStandard = reply.travelStandard
      })
    } catch {
      /* the search's verdicts stay; the server decides at booking */
    }
    await this.loadReasonsIfNeeded()
  }

  private async loadReasonsIfNeeded(): Promise<void> {
    if (!this.needReason || this.reasons.length) return
    const reasons = await this.api.violationReasons().catch(() => [] as ViolationReason[])
    runInAction(() => {
      this.reasons = reasons
      if (this.reasonId && !reasons.some((r) => r.id === this.reasonId)) this.reasonId = ''
    })
  }

  // ------------------------------------------------------------------ seats and tickets

  /**
   * The booking's seat type; travellers who had the booking's seat follow it, those who chose their
   * own keep it. Answers why not when the seat cannot be booked.
   */
  chooseSeat(code: TrainSeatType): string | null {
    if (code === this.seatType) return null
    if (!this.isBookable(code)) return tt('tr.seat.notBookable')
    const old = this.seatType
    this.seatType = code
    for (const t of this.travellers) if (t.seatType === old) t.seatType = code
    this.afterFormChanged()
    void this.loadReasonsIfNeeded()
    return null
  }

  setTravellerSeat(key: string, code: TrainSeatType): string | null {
    const t = this.travellers.find((x) => x.key === key)
    if (!t) return null
    if (!this.isBookable(code)) return tt('tr.seat.notBookable')
    t.seatType = code
    this.afterFormChanged()
    void this.loadReasonsIfNeeded()
    return null
  }

  setTicketType(key: string, ticketType: TicketType): string | null {
    const t = this.travellers.find((x) => x.key === key)
    if (!t) return null
    const refusal = ticketTypeRefusal(t, ticketType)
    if (refusal) return refusal
    t.ticketType = ticketType
    this.afterFormChanged()
    return null
  }

  // ------------------------------------------------------------------ travellers

  private add(t: TrainTraveller): string | null {
    if (this.travellers.some((x) => x.key === t.key)) return tt('tr.edit.alreadyAdded', { name: t.name })
    if (!this.canAddMore) return tt('tr.edit.maxTravellers', { max: MAX_TRAIN_TRAVELLERS })
    this.travellers.push(t)
    this.afterTravellersChanged()
    return null
  }

  addEmployee(e: BookableEmployee): string | null {
    return this.add(fromEmployee(e, this.travelDate, this.seatType))
  }

  addContact(c: Contact): string | null {
    return this.add(fromContact(c, this.travelDate, this.seatType))
  }

  /** The caller, from the scope list when it answers (documents on file), else from the session. */
  async addSelf(): Promise<string | null> {
    const self = this.env.self()
    if (!self) return null
    if (this.hasSelf) return tt('tr.edit.alreadyAdded', { name: self.empName })
    const scope = await this.api.empFindList({ pageNum: 1, count: 20, keywords: self.empNo }).catch(() => null)
    const me = scope?.list.find((e) => e.isSelf || e.empId === self.empId)
    return this.add(me ? fromEmployee(me, this.travelDate, this.seatType) : fromSelf(self, this.travelDate, this.seatType))
  }

  addGuest(): string | null {
    if (!this.bookOutside) return null
    return this.add(newGuest(this.seatType))
  }

  removeTraveller(key: string): void {
    this.travellers = this.travellers.filter((t) => t.key !== key)
    delete this.travellerErrors[key]
    this.afterTravellersChanged()
  }

  setTravellerField(key: string, field: TravellerField, value: string | boolean): void {
    const t = this.travellers.find((x) => x.key === key)
    if (!t) return
    applyTravellerField(t, field, value, this.travelDate)
    const errs = this.travellerErrors[key]
    if (errs) {
      errs[field] = undefined
      if (field === 'cardType' || field === 'cardNumber') {
        // A new document decides sex, birth date and validity again: their old messages are stale.
        errs.cardType = undefined
        errs.cardNumber = undefined
        errs.sex = undefined
        errs.born = undefined
        errs.expiry = undefined
      }
    }
    this.afterFormChanged()
  }

  private afterFormChanged(): void {
    this.error = ''
    this.standbyOffered = false
    this.serverNeedReason = false
    this.serverViolations = []
  }

  private afterTravellersChanged(): void {
    this.afterFormChanged()
    void this.refreshPolicy()
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

  /** Every form check; errors go under their fields; answers the first message. */
  validate(): string | null {
    const messages: string[] = []
    const count = checkTravellerCount(this.travellers)
    if (count && !this.travellers.length) messages.push(count)
    const errs: Record<string, TravellerErrors> = {}
    const today = new Date(this.env.now())
    for (const t of this.travellers) {
      const check = checkTrainTraveller(t, this.travelDate, today)
      if (check.first) {
        errs[t.key] = check.errors
        messages.push(check.first)
      }
      const ticket = ticketTypeRefusal(t, t.ticketType)
      if (ticket) messages.push(ticket)
      if (!this.isBookable(t.seatType)) messages.push(tt('tr.edit.travellerSeatGone', { name: t.name || '—' }))
    }
    this.travellerErrors = errs
    if (count && this.travellers.length) messages.push(count)

    const c: Partial<Record<ContactField, string>> = {}
    const name = validateRequired(this.contact.name.trim(), tt('tr.edit.contactName'))
    if (name) c.name = name
    // The contact phone is required (§5.3); the spec's message for a wrong one.
    const phone = isBlank(this.contact.phone) ? validateRequired('', tt('tr.edit.contactPhone')) : validateMobile(this.contact.phone)
    if (phone) c.phone = phone
    if (!isBlank(this.contact.email)) {
      const email = validateEmail(this.contact.email.trim())
      if (email) c.email = email
    }
    this.contactErrors = c
    messages.push(...(['name', 'phone', 'email'] as const).map((k) => c[k]).filter((m): m is string => !!m))

    this.costCenterError = this.needCostCenter && !this.costCenterId ? (validateRequired('', tt('tr.edit.costCenter')) as string) : ''
    if (this.costCenterError) messages.push(this.costCenterError)

    this.reasonError = ''
    if (this.forbidden) messages.push(tt('tr.seat.forbidden'))
    else if (this.needReason && !this.reasonId) this.reasonError = tt('tr.edit.reasonRequired')
    else if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) this.reasonError = tt('tr.edit.reasonNoteRequired')
    if (this.reasonError) messages.push(this.reasonError)
    return messages[0] ?? null
  }

  // ------------------------------------------------------------------ booking

  /** A traveller as the booking names them (a guest kept as a frequent traveller by its new id). */
  private passengerOf(t: TrainTraveller) {
    return t.source === 'guest' && t.contactId
      ? { contactId: t.contactId, cardType: t.cardType, ticketType: t.ticketType, ...(t.seatType !== this.seatType ? { seatType: t.seatType } : {}) }
      : toTrainPassenger(t, this.seatType)
  }

  private body(params: TrainBookingContext): TrBookBody {
    const withReason = this.needReason && !!this.reasonId
    return {
      trainKey: params.trainKey,
      seatType: this.seatType,
      passengers: this.travellers.map((t) => this.passengerOf(t)),
      contact: {
        name: this.contact.name.trim(),
        phone: this.contact.phone,
        ...(this.contact.email.trim() ? { email: this.contact.email.trim() } : {}),
      },
      tripType: this.tripType,
      ...(this.isBusiness && this.costCenterId ? { costCenterId: this.costCenterId } : {}),
      ...(this.isBusiness && this.projectId ? { projectId: this.projectId } : {}),
      ...(this.insuranceIds.length ? { insuranceIds: [...this.insuranceIds] } : {}),
      ...(withReason ? { violationReasonId: this.reasonId } : {}),
      ...(withReason && this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}),
      ...(params.ccsqdId ? { ccsqdId: params.ccsqdId } : {}),
      ...(params.ccsqdId && params.routeId ? { routeId: params.routeId } : {}),
      clientToken: this.clientToken,
    }
  }

  /**
   * Books. Every stop leaves the form as typed: a failed check, a refusal of validOrder and a
   * refused booking all come back with a message. A network failure keeps the attempt's token, so
   * tapping again returns the order the server may already have made instead of a second one.
   */
  async submit(): Promise<TrainSubmitOutcome> {
    if (this.submitting || this.status !== 'ready' || !this.params) return { ok: false, message: null }
    this.error = ''
    this.applicationError = ''
    this.standbyOffered = false
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

  private async runSubmit(params: TrainBookingContext): Promise<TrainSubmitOutcome> {
    // Guests to keep as frequent travellers are saved first, so the booking names them.
    for (const t of this.travellers) {
      if (t.source !== 'guest' || !t.saveAsContact || t.contactId) continue
      try {
        const saved = await this.api.vipEmpContactsEdit(toContactEdit(t))
        runInAction(() => {
          t.contactId = saved.id
        })
      } catch (e) {
        return this.fail(tt('tr.edit.guestSaveFailed', { msg: messageOf(e) }))
      }
    }

    // The railway's identity check of the adults (children are not checked).
    const identity = await this.identity.checkBeforeBooking(this.travellers.map((t) => this.checkTravellerOf(t)), this.travelDate)
    if (!identity.ok) return this.fail(identity.message)

    // The server's check of exactly this booking: seats, sale, policy, duplicates, and its amounts.
    const key = this.formKey
    let check: TrValidOrderReply
    try {
      check = await this.api.validOrder(this.body(params))
    } catch (e) {
      if (isApplicationRefusal(e, !!params.ccsqdId)) runInAction(() => (this.applicationError = messageOf(e)))
      this.markIdentityRefusal(e)
      return this.fail(messageOf(e))
    }
    runInAction(() => {
      this.quote = check
      this.quoteKey = key
    })
    if (!check.valid || (check.needReason && !this.reasonId)) return this.refused(check)

    let order: TrBookReply
    try {
      order = await this.api.trBookOrder(this.body(params))
    } catch (e) {
      // The server said no: nothing was made, the next attempt is a new one. After a network
      // failure the order may exist: the retry keeps the token and gets that order back.
      if (isApiError(e) && e.kind === 'business') this.clientToken = this.env.newToken()
      if (isApplicationRefusal(e, !!params.ccsqdId)) runInAction(() => (this.applicationError = messageOf(e)))
      this.markIdentityRefusal(e)
      return this.fail(messageOf(e))
    }
    runInAction(() => {
      this.result = order
    })
    this.dispose()
    const search = this.draftSearch
    if (search) this.drafts.clear(this.owner, search)
    return { ok: true, order }
  }

  /** A validOrder refusal on the form: the reason box, the seats left, or the server's words. */
  private async refused(check: TrValidOrderReply): Promise<TrainSubmitOutcome> {
    const code = check.reasonCode ?? (check.needReason ? 'NEED_REASON' : undefined)
    runInAction(() => {
      if (check.violations.length) this.serverViolations = check.violations.map((v) => v.text)
      if (code === 'NEED_REASON') {
        this.serverNeedReason = true
        this.reasonError = tt('tr.edit.reasonRequired')
      }
      if (code === 'SOLD_OUT') this.standbyOffered = check.standbyAvailable
    })
    if (code === 'NEED_REASON') await this.loadReasonsIfNeeded()
    const message = code === 'DUPLICATE' || !code ? check.reason || tt('tr.edit.bookFailed') : tt(REFUSAL_KEYS[code])
    const extra = code === 'SOLD_OUT' && check.seatsLeft.length ? ` ${check.seatsLeft.map((s) => `${seatOf(this.train, s.seatType)?.seatName ?? s.seatType} ${tt('tr.seat.left', { n: s.count })}`).join('，')}` : ''
    return this.fail(`${message}${extra}`)
  }

  // ------------------------------------------------------------------ identity check

  /** A traveller as the identity check needs them. */
  checkTravellerOf(t: TrainTraveller): CheckTraveller {
    const { seatType: _seat, ...input } = this.passengerOf(t)
    // Guests are the identity typed in (a kept guest's new contact id names the same person).
    const who = t.source === 'employee' ? `emp:${t.empId}` : t.source === 'contact' ? `contact:${t.contactId}` : `guest:${t.cardNumber.trim().toUpperCase()}:${t.name.trim()}`
    return {
      key: t.key,
      name: t.name,
      signature: `${who}:${t.cardType}`,
      child: t.psgType !== 1 || t.ticketType === 2,
      input,
      phone: /^1[3-9]\d{9}$/.test(t.phone) ? t.phone : '',
    }
  }

  /** A traveller's check on the form, while it is for the identity shown. */
  identityOf(t: TrainTraveller) {
    return this.identity.entryOf(this.checkTravellerOf(t))
  }

  /** Sends the traveller a check code (code 2). */
  async sendIdentityCode(key: string): Promise<void> {
    const t = this.travellers.find((x) => x.key === key)
    if (t) await this.identity.sendCode(this.checkTravellerOf(t), this.travelDate)
  }

  setIdentityCode(key: string, value: string): void {
    const t = this.travellers.find((x) => x.key === key)
    if (t) this.identity.setSmsCode(this.checkTravellerOf(t), value)
  }

  /** Answers the code; once the traveller passes, the booking's identity message goes. */
  async verifyIdentity(key: string): Promise<boolean> {
    const t = this.travellers.find((x) => x.key === key)
    if (!t) return false
    const passed = await this.identity.verify(this.checkTravellerOf(t), this.travelDate)
    if (passed) runInAction(() => (this.error = ''))
    return passed
  }

  /** validOrder or the booking refused a traveller's identity (data.identityCheck, data.index): mark them. */
  private markIdentityRefusal(e: unknown): void {
    if (!isApiError(e) || e.kind !== 'business') return
    const data = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { identityCheck?: unknown; index?: unknown }
    const t = typeof data.index === 'number' ? this.travellers[data.index] : undefined
    if (!t || (data.identityCheck !== 0 && data.identityCheck !== 2)) return
    this.identity.markRefused(this.checkTravellerOf(t), data.identityCheck, e.message)
  }

  private fail(message: string): TrainSubmitOutcome {
    this.error = message
    return { ok: false, message }
  }
}
