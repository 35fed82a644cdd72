/**
 * The car booking form (/car/carEdit): the ride and the chosen car type (or day-car package) again,
 * checked by checkPreBook on entry (a quote lives 10 minutes: an expired one is quoted again), the
 * passenger (the user, or a colleague in the booking scope through the core traveller picker, with
 * the mobile the driver calls), the contact, cost centre and project (business trips), the reason
 * when out of policy (wb 1; wb 2 is not bookable), a remark and a note for the driver at the start.
 * Submitting: form checks → checkSameOrder (the user confirms the clashing rides) → bookCarOrder
 * with one clientToken per attempt, kept across network retries so a retry answers the order the
 * server may already have made; expectedPrice is the estimate shown, so a changed price is refused.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as generalApi from '../../core/api/general'
import type { CostCenter, ProjectPage } from '../../core/api/general'
import type { BookableEmployee } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { isBlank, validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { rootStore } from '../../core/stores/root-store'
import * as bookingApi from '../api/car-booking'
import type { CarBookBody, CarBookReply, PreBookReply, SameOrderReply, ViolationReason } from '../api/car-booking'
import * as searchApi from '../api/car-search'
import { carBookingDict } from '../i18n/booking'
import { USE, carListContext, placeOf, type CarEditContext } from './car-context'
import { listKeyOf, quote, takeSelection, type CarChoice, type CarRoute, type EstimateApi } from './car-estimate-store'

const tt = scopedT(carBookingDict)

/** The remark's limit (the server's too). */
export const REMARK_MAX = 100
/** The note for the driver at the start ('Gate 3'). */
export const PLACE_NOTE_MAX = 50

export type CarBookingApi = Pick<typeof bookingApi, 'checkPreBook' | 'checkSameOrder' | 'bookCar' | 'violationReasons'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'> &
  EstimateApi

const defaultApi: CarBookingApi = { ...generalApi, ...bookingApi, estimate: searchApi.estimate, dayCars: searchApi.dayCars }

export interface CarBookingEnv {
  self: () => EmpInfo | null
  newToken: () => string
}

function randomToken(): string {
  const part = () => Math.random().toString(36).slice(2, 10)
  return `car-${Date.now().toString(36)}-${part()}${part()}`
}

const defaultEnv: CarBookingEnv = { self: () => rootStore.session.empInfo, newToken: randomToken }

/** Who rides. */
export interface CarPassenger {
  empId?: string
  name: string
  mobile: string
  /** The mobile as the colleague list shows it (masked): a hint for typing the whole number. */
  mobileHint: string
  isSelf: boolean
}

export type SameRides = SameOrderReply['list']
/** Asks the user about rides of the passenger around the same time; true to book anyway. */
export type SameOrderConfirm = (rides: SameRides) => Promise<boolean>

export type CarSubmitOutcome = { ok: true; order: CarBookReply } | { ok: false; message: string | null }

function messageOf(e: unknown, fallback = tt('edit.failed')): string {
  return isApiError(e) && e.message ? e.message : fallback
}

/** The server refused a stale quote (4009 priceExpired) or a changed price. */
function isStaleQuote(e: unknown): boolean {
  if (!isApiError(e)) return false
  const data = (e as { data?: { reasonCode?: string } }).data
  return /priceExpired|priceChanged|PRICE_EXPIRED|PRICE_CHANGED/.test(`${data?.reasonCode ?? ''} ${e.message}`) || /过期|变动|expired|changed/i.test(e.message)
}

export class CarBookingStore {
  status: 'loading' | 'ready' | 'error' | 'gone' = 'loading'
  loadError = ''
  ctx: CarEditContext | null = null
  choice: CarChoice | null = null
  route: CarRoute | null = null
  check: PreBookReply | null = null
  checkError = ''
  passenger: CarPassenger = { name: '', mobile: '', mobileHint: '', isSelf: true }
  contact = { name: '', phone: '' }
  costCenters: CostCenter[] = []
  projects: ProjectPage['list'] = []
  reasons: ViolationReason[] = []
  costCenterId = ''
  projectId = ''
  reasonId = ''
  reasonNote = ''
  remark = ''
  placeNote = ''
  errors: Record<string, string> = {}
  submitting = false
  error = ''
  result: CarBookReply | null = null
  private clientToken: string

  constructor(
    private readonly api: CarBookingApi = defaultApi,
    private readonly env: CarBookingEnv = defaultEnv,
  ) {
    this.clientToken = env.newToken()
    makeAutoObservable<CarBookingStore, 'api' | 'env' | 'clientToken'>(this, {
      api: false,
      env: false,
      clientToken: false,
      ctx: observable.ref,
      choice: observable.ref,
      route: observable.ref,
      check: observable.ref,
      costCenters: observable.ref,
      projects: observable.ref,
      reasons: observable.ref,
      result: observable.ref,
    })
  }

  get isBusiness(): boolean {
    return this.ctx?.tripType === 1
  }

  get chartered(): boolean {
    return this.ctx?.useType === USE.CHARTERED
  }

  /** The verdict: the pre-book check's when there is one, else the estimate's. */
  get wb(): 0 | 1 | 2 {
    return this.check?.wb ?? this.choice?.wb ?? 0
  }

  get needReason(): boolean {
    return this.isBusiness && (this.check?.needReason ?? this.wb === 1)
  }

  get forbidden(): boolean {
    return this.wb === 2 || this.check?.bookable === false
  }

  get violations(): string[] {
    return (this.check?.violations ?? this.choice?.violations ?? []).map((v) => v.text)
  }

  get selectedReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  /** The start time of the ride ('YYYY-MM-DD HH:mm'; instant: the estimate's now; day car: 09:00 of the day). */
  get startTime(): string {
    const c = this.ctx
    if (!c) return ''
    if (c.useType === USE.CHARTERED) return `${c.dayDate ?? ''} 09:00`
    return c.startTime ?? this.route?.startTime ?? ''
  }

  /** The token of the current attempt (tests read it). */
  get attemptToken(): string {
    return this.clientToken
  }

  /** Loads the choice (the list's, else quoted again by its parameters), checks it, and what the form offers. */
  async load(ctx: CarEditContext): Promise<void> {
    this.ctx = ctx
    this.status = 'loading'
    this.loadError = ''
    this.error = ''
    const business = ctx.tripType === 1
    const side = Promise.all([
      business ? this.api.costCenterFindList().catch(() => [] as CostCenter[]) : Promise.resolve([] as CostCenter[]),
      business ? this.api.projectList().then((p) => p.list).catch(() => [] as ProjectPage['list']) : Promise.resolve([] as ProjectPage['list']),
    ])
    const listCtx = carListContext.decode(carListContext.encode(ctx))
    const kept = listCtx ? takeSelection(listKeyOf(listCtx)) : null
    let choice: CarChoice | null = kept && this.matches(kept.choice, ctx) ? kept.choice : null
    let route: CarRoute | null = kept?.route ?? null
    if (!choice) {
      const found = await this.requote()
      if (!found) return
      choice = found.choice
      route = found.route
    }
    const [costCenters, projects] = await side
    runInAction(() => {
      this.choice = choice
      this.route = route
      this.costCenters = costCenters
      this.projects = projects
      this.prefill()
      this.status = 'ready'
    })
    await this.preBook()
  }

  private matches(c: CarChoice, ctx: CarEditContext): boolean {
    return ctx.packageId ? c.pkg?.packageId === ctx.packageId : c.carType === ctx.carType
  }

  /** Quotes the ride again and finds the chosen car type (or package); null when it is gone. */
  private async requote(): Promise<{ choice: CarChoice; route: CarRoute | null } | null> {
    const ctx = this.ctx
    const listCtx = ctx ? carListContext.decode(carListContext.encode(ctx)) : null
    if (!ctx || !listCtx) return null
    try {
      const q = await quote(listCtx, this.api)
      const choice = q.choices.find((c) => this.matches(c, ctx)) ?? null
      if (!choice) {
        runInAction(() => {
          this.status = 'gone'
          this.loadError = tt('edit.gone')
        })
        return null
      }
      return { choice, route: q.route }
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = messageOf(e, tt('edit.loadFailed'))
      })
      return null
    }
  }

  private prefill(): void {
    const self = this.env.self()
    if (!self) return
    if (!this.passenger.name) this.passenger = { empId: self.empId, name: self.empName, mobile: self.phoneNumber, mobileHint: '', isSelf: true }
    if (!this.contact.name && !this.contact.phone) this.contact = { name: self.empName, phone: self.phoneNumber }
    if (!this.costCenterId && this.costCenters.length) {
      const mine = this.costCenters.find((c) => c.deptId && c.deptId === self.deptId)
      if (mine) this.costCenterId = String(mine.id)
    }
  }

  /** checkPreBook for the passenger; an expired quote is quoted again once. */
  async preBook(again = true): Promise<void> {
    const choice = this.choice
    if (!choice) return
    this.checkError = ''
    try {
      const reply = await this.api.checkPreBook({ priceKey: choice.priceKey, tripType: this.ctx?.tripType ?? 1, ...(this.passenger.empId ? { passengerEmpId: this.passenger.empId } : {}) })
      runInAction(() => (this.check = reply))
    } catch (e) {
      if (again && isStaleQuote(e)) {
        const found = await this.requote()
        if (!found) return
        runInAction(() => {
          this.choice = found.choice
          this.route = found.route ?? this.route
          this.error = tt('edit.requoted')
        })
        await this.preBook(false)
        return
      }
      runInAction(() => (this.checkError = messageOf(e, tt('edit.checkFailed'))))
    }
    await this.loadReasonsIfNeeded()
  }

  private async loadReasonsIfNeeded(): Promise<void> {
    if (!this.needReason || this.reasons.length) return
    const reasons = await this.api.violationReasons().catch(() => [] as ViolationReason[])
    runInAction(() => (this.reasons = reasons))
  }

  /** The user rides. */
  chooseSelf(): void {
    const self = this.env.self()
    if (!self) return
    this.passenger = { empId: self.empId, name: self.empName, mobile: self.phoneNumber, mobileHint: '', isSelf: true }
    delete this.errors.passenger
    void this.preBook()
  }

  /** A colleague rides (the picker's employee); their whole mobile is typed, the list shows it masked. */
  chooseColleague(e: BookableEmployee): void {
    if (e.isSelf) {
      this.chooseSelf()
      return
    }
    this.passenger = { empId: e.empId, name: e.empName, mobile: '', mobileHint: e.phoneMasked, isSelf: false }
    void this.preBook()
  }

  setPassengerMobile(v: string): void {
    this.passenger = { ...this.passenger, mobile: v.replace(/\s/g, '').slice(0, 11) }
    delete this.errors.passengerMobile
  }

  setContact(field: 'name' | 'phone', v: string): void {
    this.contact = { ...this.contact, [field]: v }
    delete this.errors[field === 'name' ? 'contactName' : 'contactPhone']
  }

  chooseCostCenter(id: string): void {
    this.costCenterId = id
    delete this.errors.costCenter
  }

  chooseProject(id: string): void {
    this.projectId = id
  }

  chooseReason(id: string): void {
    this.reasonId = id
    delete this.errors.reason
  }

  setReasonNote(v: string): void {
    this.reasonNote = v.slice(0, 100)
  }

  setRemark(v: string): void {
    this.remark = v
    delete this.errors.remark
  }

  setPlaceNote(v: string): void {
    this.placeNote = v.slice(0, PLACE_NOTE_MAX)
  }

  /** Every form check; errors go under their fields; answers the first message. */
  validate(): string | null {
    const e: Record<string, string> = {}
    const mobile = isBlank(this.passenger.mobile) ? validateRequired('', tt('edit.passengerMobile')) : validateMobile(this.passenger.mobile)
    if (mobile) e.passengerMobile = mobile
    const name = validateRequired(this.contact.name.trim(), tt('edit.contactName'))
    if (name) e.contactName = name
    const phone = isBlank(this.contact.phone) ? validateRequired('', tt('edit.contactPhone')) : validateMobile(this.contact.phone)
    if (phone) e.contactPhone = phone
    if ([...this.remark].length > REMARK_MAX) e.remark = tt('edit.remarkTooLong', { max: REMARK_MAX })
    if (this.isBusiness && this.costCenters.length && !this.costCenterId) e.costCenter = validateRequired('', tt('edit.costCenter')) ?? ''
    if (this.forbidden) e.reason = tt('edit.forbidden')
    else if (this.needReason && !this.reasonId) e.reason = tt('edit.reasonRequired')
    else if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) e.reason = tt('edit.reasonNoteRequired')
    this.errors = e
    const order = ['reason', 'passengerMobile', 'contactName', 'contactPhone', 'costCenter', 'remark']
    for (const k of order) if (e[k]) return e[k]
    return null
  }

  private body(): CarBookBody {
    const ctx = this.ctx as CarEditContext
    const choice = this.choice as CarChoice
    const withReason = this.needReason && !!this.reasonId
    return {
      priceKey: choice.priceKey,
      clientToken: this.clientToken,
      passenger: { ...(this.passenger.empId ? { empId: this.passenger.empId } : {}), name: this.passenger.name, mobile: this.passenger.mobile },
      contact: { name: this.contact.name.trim(), phone: this.contact.phone.trim() },
      tripType: ctx.tripType,
      ...(this.isBusiness && this.costCenterId ? { costCenterId: this.costCenterId } : {}),
      ...(this.isBusiness && this.projectId ? { projectId: this.projectId } : {}),
      ...(this.isBusiness && ctx.ccsqdId ? { ccsqdId: ctx.ccsqdId, ...(ctx.routeId ? { routeId: ctx.routeId } : {}) } : {}),
      ...(withReason ? { violationReasonId: this.reasonId } : {}),
      ...(withReason && this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}),
      ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
      ...(this.placeNote.trim() ? { startPlaceNote: this.placeNote.trim() } : {}),
      expectedPrice: choice.price,
    }
  }

  private fail(message: string | null): CarSubmitOutcome {
    this.error = message ?? ''
    return { ok: false, message }
  }

  /**
   * Books. Every stop leaves the form as typed. A network failure keeps the attempt's token (the
   * retry answers the order the server may have made); a refusal starts a new attempt.
   */
  async submit(confirmSame: SameOrderConfirm): Promise<CarSubmitOutcome> {
    if (this.submitting || this.status !== 'ready' || !this.choice || !this.ctx) return { ok: false, message: null }
    if (this.result) return { ok: true, order: this.result }
    this.error = ''
    const invalid = this.validate()
    if (invalid) return this.fail(invalid)
    this.submitting = true
    try {
      try {
        const same = await this.api.checkSameOrder({ startTime: this.startTime, passengerMobile: this.passenger.mobile })
        if (same.list.length && !(await confirmSame(same.list))) return { ok: false, message: null }
      } catch {
        /* the server checks the passenger's rides again at booking */
      }
      let order: CarBookReply
      try {
        order = await this.api.bookCar(this.body())
      } catch (e) {
        if (isApiError(e) && e.kind === 'business') runInAction(() => (this.clientToken = this.env.newToken()))
        if (isStaleQuote(e)) await this.preBook()
        return this.fail(messageOf(e))
      }
      runInAction(() => (this.result = order))
      return { ok: true, order }
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }

  /** The from and to of the ride (for the summary). */
  get places(): { from: string; to: string } {
    const c = this.ctx
    if (!c) return { from: '', to: '' }
    return { from: placeOf(c, 'from')?.name ?? '', to: placeOf(c, 'to')?.name ?? '' }
  }
}
