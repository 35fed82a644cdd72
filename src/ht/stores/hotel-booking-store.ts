/**
 * The hotel booking form (/htV2/htEdit, /ht/htOrder; international /htV2/htIntEdit, /ht/htOrderInt):
 * the chosen hotel, room and rate plan again (the quote checked at once: priceValidate), the guests of
 * each room (employees in the booking scope, frequent travellers, named guests; English names for
 * international hotels), arrival time, remark (at most 200 characters: the server's reading of the
 * spec's "50 words or 200 characters"), the guest's member card for the hotel's brand group, the
 * contact, cost centre and project, the policy verdict with its reason, the business-trip
 * application of the search, the hotel rules checkbox (company parameter H083, H252 for the group
 * variant), the price with the service fee of the trip type, and the guarantee card of pay-at-hotel
 * plans that need one (hotel-card.ts). Submitting: form checks → cardValidate → checkSameOrder (the
 * user confirms) → book, with one idempotency token per attempt kept across network retries.
 * What is typed stays on the form through every refusal, and in a memory draft of the hotel and
 * stay while the user goes back for another rate plan; the card is never part of the draft.
 */
import { makeAutoObservable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx'
import * as generalApi from '../../core/api/general'
import type { CostCenter, ProjectPage } from '../../core/api/general'
import * as travellerApi from '../../core/api/travellers'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { isBlank, validateEmail, validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/hotel-booking'
import type {
  HotelGuestInput,
  HtBookBody,
  HtBookReply,
  HtDetailReply,
  HtOrderDetail,
  HtPricePlanReply,
  HtPriceValidateReply,
  MemberCardView,
  RatePlanView,
  RoomTypeView,
  ViolationReason,
} from '../api/hotel-booking'
import { hotelBooking } from '../i18n/booking'
import { GuaranteeCardForm, type CardField } from './hotel-card'
import type { HotelBookingContext } from './hotel-context'
import { validateRefusal } from './hotel-rooms-store'

const tt = scopedT(hotelBooking)

/** Guests of one booking (booking flows §5.6, §9: up to 10). */
export const MAX_HOTEL_GUESTS = 10
/** The remark's limit: 200 characters (the server's too). */
export const REMARK_MAX = 200
/** Latest arrival choices on the check-in day (the server's default is 18:00). */
export const ARRIVAL_TIMES = ['14:00', '16:00', '18:00', '20:00', '22:00', '23:59'] as const
export const DEFAULT_ARRIVAL = '18:00'

const LETTERS = /^[A-Za-z][A-Za-z ]*$/

export type HotelBookingApi = Pick<
  typeof api,
  'hotelDetail' | 'pricePlan' | 'priceValidate' | 'checkSameOrder' | 'cardValidate' | 'bookHotel' | 'memberCardList' | 'violationReasons' | 'queryParameter'
> &
  Pick<typeof travellerApi, 'empFindList'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>

const defaultApi: HotelBookingApi = { ...travellerApi, ...generalApi, ...api }

/** A guest of a room. */
export interface HotelGuest {
  /** 'emp-<empId>', 'contact-<contactId>' (the picker's keys) or 'guest-<n>'. */
  key: string
  source: 'employee' | 'contact' | 'guest'
  empId?: string
  contactId?: string
  name: string
  /** English surname and given name (international hotels). */
  surname: string
  given: string
  isSelf?: boolean
}

export type GuestField = 'name' | 'surname' | 'given'

export type ContactField = 'name' | 'phone' | 'email'

export type HotelBookingStatus = 'loading' | 'ready' | 'error' | 'gone'

export type HotelSubmitOutcome = { ok: true; order: HtBookReply } | { ok: false; message: string | null }

/** Asks the user about guests already booked on these nights; true to book anyway. */
export type SameOrderConfirm = (names: string, orders: string) => Promise<boolean>

export interface HotelBookingEnv {
  self: () => EmpInfo | null
  now: () => number
  newToken: () => string
  drafts?: HotelBookingDrafts
}

/** The form's values worth keeping while the user takes another rate plan (no card). */
export interface HotelBookingDraft {
  rooms: HotelGuest[][]
  contact: Record<ContactField, string>
  costCenterId: string
  projectId: string
  reasonId: string
  reasonNote: string
  arrival: string
  remark: string
  rulesAccepted: boolean
  useMemberCard: boolean
}

/** The session's hotel booking drafts (memory only: names and phones do not stay on the phone), one per hotel and stay. */
export class HotelBookingDrafts {
  private readonly byKey = new Map<string, string>()

  save(owner: string, key: string, draft: HotelBookingDraft): void {
    if (!owner) return
    for (const k of [...this.byKey.keys()]) if (!k.startsWith(`${owner}|`)) this.byKey.delete(k)
    this.byKey.set(`${owner}|${key}`, JSON.stringify(draft))
  }

  load(owner: string, key: string): HotelBookingDraft | null {
    const d = owner ? this.byKey.get(`${owner}|${key}`) : undefined
    return d ? (JSON.parse(d) as HotelBookingDraft) : null
  }

  clear(owner: string, key: string): void {
    this.byKey.delete(`${owner}|${key}`)
  }

  /** Everything kept (tests check no card ever gets here). */
  dump(): string {
    return [...this.byKey.values()].join('\n')
  }
}

export const hotelBookingDrafts = new HotelBookingDrafts()

function randomToken(): string {
  const part = () => Math.random().toString(36).slice(2, 10)
  return `ht-${Date.now().toString(36)}-${part()}${part()}`
}

function messageOf(e: unknown, fallback = tt('ht.edit.bookFailed')): string {
  return isApiError(e) && e.message ? e.message : fallback
}

function dataOf(e: unknown): Record<string, unknown> {
  return isApiError(e) && typeof e.data === 'object' && e.data !== null ? (e.data as Record<string, unknown>) : {}
}

/** Whether a refusal is about the business-trip application (C767, or a field ccsqdId / routeId). */
function isApplicationRefusal(e: unknown, underApplication: boolean): boolean {
  if (!isApiError(e) || e.kind !== 'business') return false
  const d = dataOf(e)
  if (d.field === 'ccsqdId' || d.field === 'routeId' || d.code === 'C767') return true
  return underApplication && /申请单|出差申请|application/i.test(e.message)
}

/** 'ZHANG/SAN' → ['ZHANG', 'SAN']. */
function splitEnglish(engName: string): [string, string] {
  const [s = '', g = ''] = engName.split('/')
  return [s.trim().toUpperCase(), g.trim().toUpperCase()]
}

let guestSeq = 0

export function guestFromEmployee(e: BookableEmployee): HotelGuest {
  const [surname, given] = splitEnglish(e.engName)
  return { key: `emp-${e.empId}`, source: 'employee', empId: e.empId, name: e.empName, surname, given, isSelf: e.isSelf }
}

export function guestFromSelf(e: EmpInfo): HotelGuest {
  const [surname, given] = splitEnglish(e.engName)
  return { key: `emp-${e.empId}`, source: 'employee', empId: e.empId, name: e.empName, surname, given, isSelf: true }
}

export function guestFromContact(c: Contact): HotelGuest {
  const [surname, given] = splitEnglish(c.enName)
  return { key: `contact-${c.contactId}`, source: 'contact', contactId: c.contactId, name: c.chName, surname, given }
}

export function newGuest(): HotelGuest {
  guestSeq += 1
  return { key: `guest-${Date.now().toString(36)}-${guestSeq}`, source: 'guest', name: '', surname: '', given: '' }
}

/** The plan of a reply the context's price key names: the key itself, else the same rate plan (a later quote of it). */
export function findPlan(reply: HtPricePlanReply, priceKey: string): { room: RoomTypeView; plan: RatePlanView } | null {
  for (const room of reply.rooms) for (const plan of room.plans) if (plan.priceKey === priceKey) return { room, plan }
  // A key names hotel, plan and stay before its quote stamp: the same plan quoted again has a new stamp.
  const parts = priceKey.split('.')
  for (const room of reply.rooms) for (const plan of room.plans) if (parts.includes(plan.ratePlanId)) return { room, plan }
  return null
}

export class HotelBookingStore {
  status: HotelBookingStatus = 'loading'
  loadError = ''
  goneReason = ''
  params: HotelBookingContext | null = null
  intl = false

  detail: HtDetailReply | null = null
  room: RoomTypeView | null = null
  plan: RatePlanView | null = null
  quote: HtPriceValidateReply | null = null
  travelStandard: HtPricePlanReply['travelStandard'] = null
  notice = ''

  rooms: HotelGuest[][] = [[]]
  guestErrors: Record<string, string> = {}
  contact: Record<ContactField, string> = { name: '', phone: '', email: '' }
  contactErrors: Partial<Record<ContactField, string>> = {}
  arrival: string = DEFAULT_ARRIVAL
  remark = ''
  remarkError = ''

  memberCards: MemberCardView[] = []
  useMemberCard = true

  costCenters: CostCenter[] = []
  costCenterId = ''
  costCenterError = ''
  projects: ProjectPage['list'] = []
  projectId = ''

  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  reasonError = ''

  rulesRequired = false
  rulesAccepted = false
  rulesError = ''

  bookOutside = false
  bookRange = 1

  readonly card: GuaranteeCardForm

  submitting = false
  error = ''
  applicationError = ''
  result: HtBookReply | null = null

  private clientToken: string
  private readonly api: HotelBookingApi
  private policySeq = 0
  private memberSeq = 0
  private stopDraft: IReactionDisposer | null = null

  constructor(
    apiOverrides: Partial<HotelBookingApi> = {},
    private readonly env: HotelBookingEnv = { self: () => null, now: () => Date.now(), newToken: randomToken },
  ) {
    this.api = { ...defaultApi, ...apiOverrides }
    this.clientToken = env.newToken()
    this.card = new GuaranteeCardForm(env.now)
    makeAutoObservable<HotelBookingStore, 'api' | 'env' | 'clientToken' | 'policySeq' | 'memberSeq' | 'stopDraft'>(this, {
      card: false,
      api: false,
      env: false,
      clientToken: false,
      policySeq: false,
      memberSeq: false,
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

  get nights(): number {
    return this.quote?.nightly.length ?? this.plan?.nightly.length ?? 0
  }

  get roomCount(): number {
    return this.rooms.length
  }

  /** Guests per room: the room type's occupancy. */
  get perRoom(): number {
    return Math.max(1, Math.min(this.room?.maxOccupancy ?? 2, MAX_HOTEL_GUESTS))
  }

  get guests(): HotelGuest[] {
    return this.rooms.flat()
  }

  get employeeIds(): string[] {
    return this.guests.filter((g) => g.source === 'employee' && g.empId).map((g) => g.empId as string)
  }

  get hasSelf(): boolean {
    const me = this.env.self()?.empId
    return !!me && this.guests.some((g) => g.empId === me)
  }

  get canPickColleagues(): boolean {
    return this.bookRange > 1
  }

  /** Frequent travellers and named guests: personal trips, or business trips with bookOutside (the server's rule). */
  get canAddOutside(): boolean {
    return !this.isBusiness || this.bookOutside
  }

  get wb(): 0 | 1 | 2 {
    return this.isBusiness ? this.plan?.wb ?? 0 : 0
  }

  get forbidden(): boolean {
    return this.wb === 2
  }

  get needReason(): boolean {
    return this.wb === 1
  }

  get needApproval(): boolean {
    return this.needReason && this.travelStandard?.overPolicyAction === 3
  }

  get selectedReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  get needCostCenter(): boolean {
    return this.isBusiness && this.costCenters.length > 0
  }

  get needsCard(): boolean {
    return (this.quote?.guarantee ?? this.plan?.guarantee ?? 'NONE') !== 'NONE'
  }

  get payAtHotel(): boolean {
    return (this.quote?.payment ?? this.plan?.payment) === 'PAY_AT_HOTEL'
  }

  /** The member card of the first employee guest for the hotel's brand group. */
  get memberCard(): MemberCardView | null {
    const group = this.detail?.groupId
    return (group && this.memberCards.find((c) => c.interfacePlat === group)) || null
  }

  get serviceFeeLabel(): string {
    return this.isBusiness ? tt('ht.edit.serviceFeeBusiness') : tt('ht.edit.serviceFeePersonal')
  }

  /** The price as the form shows it: the server's quote (priceValidate) of the stay and rooms. */
  get breakdown() {
    const q = this.quote
    const roomTotal = q?.roomTotal ?? this.plan?.totalPrice ?? 0
    const serviceFee = q?.serviceFee ?? 0
    const total = q?.totalAmount ?? roomTotal + serviceFee
    return { nightly: q?.nightly ?? this.plan?.nightly ?? [], roomTotal, serviceFee, total, online: this.payAtHotel ? 0 : total, rooms: this.roomCount, nights: this.nights }
  }

  get attemptToken(): string {
    return this.clientToken
  }

  // ------------------------------------------------------------------ draft

  private get drafts(): HotelBookingDrafts {
    return this.env.drafts ?? hotelBookingDrafts
  }

  private get owner(): string {
    return this.env.self()?.empId ?? ''
  }

  get draftKey(): string {
    const p = this.params
    return p ? [p.hotelId, p.checkIn, p.checkOut, p.rooms, p.tripType, p.ccsqdId ?? '', p.travellerIds.join(',')].join('|') : ''
  }

  get draftValue(): HotelBookingDraft {
    return {
      rooms: toJS(this.rooms),
      contact: { ...this.contact },
      costCenterId: this.costCenterId,
      projectId: this.projectId,
      reasonId: this.reasonId,
      reasonNote: this.reasonNote,
      arrival: this.arrival,
      remark: this.remark,
      rulesAccepted: this.rulesAccepted,
      useMemberCard: this.useMemberCard,
    }
  }

  private restoreDraft(): boolean {
    const d = this.draftKey ? this.drafts.load(this.owner, this.draftKey) : null
    if (!d || !d.rooms.some((r) => r.length)) return false
    const rooms = d.rooms.slice(0, this.rooms.length)
    while (rooms.length < this.rooms.length) rooms.push([])
    this.rooms = rooms.map((r) => r.slice(0, this.perRoom))
    this.contact = d.contact
    if (this.costCenters.some((c) => String(c.id) === d.costCenterId)) this.costCenterId = d.costCenterId
    if (this.projects.some((p) => String(p.id) === d.projectId)) this.projectId = d.projectId
    this.reasonId = d.reasonId
    this.reasonNote = d.reasonNote
    this.arrival = (ARRIVAL_TIMES as readonly string[]).includes(d.arrival) ? d.arrival : DEFAULT_ARRIVAL
    this.remark = d.remark
    this.rulesAccepted = d.rulesAccepted
    this.useMemberCard = d.useMemberCard
    return true
  }

  private keepDraft(): void {
    this.stopDraft?.()
    this.stopDraft = reaction(
      () => JSON.stringify(this.draftValue),
      () => {
        if (this.draftKey) this.drafts.save(this.owner, this.draftKey, this.draftValue)
      },
      { fireImmediately: true },
    )
  }

  dispose(): void {
    this.stopDraft?.()
    this.stopDraft = null
  }

  // ------------------------------------------------------------------ loading

  /**
   * Loads the hotel, the plan (priced again for the stay: a quote older than 30 minutes is taken
   * afresh by its rate plan) and its check, and what the form offers; the plan is mandatory, the
   * rest degrades to empty lists.
   */
  async load(params: HotelBookingContext, intl = false): Promise<void> {
    this.params = params
    this.intl = intl
    this.status = 'loading'
    this.loadError = ''
    this.goneReason = ''
    const business = params.tripType === 1
    const self = this.env.self()
    this.bookOutside = self?.bookOutside === 1 || self?.bookRange === 4
    this.bookRange = self?.bookRange ?? 1
    const side = Promise.all([
      this.api.hotelDetail(params.hotelId).catch(() => null),
      business ? this.api.costCenterFindList().catch(() => [] as CostCenter[]) : Promise.resolve([] as CostCenter[]),
      business ? this.api.projectList().then((p) => p.list).catch(() => [] as ProjectPage['list']) : Promise.resolve([] as ProjectPage['list']),
      this.api.empFindList({ pageNum: 1, count: 999 }).catch(() => null),
      this.api.queryParameter(api.HOTEL_RULES_PARAMS).catch(() => null),
    ])
    let found: { room: RoomTypeView; plan: RatePlanView } | null
    let quote: HtPriceValidateReply
    let reply: HtPricePlanReply
    try {
      reply = await this.api.pricePlan(this.planBody(params, params.travellerIds))
      found = findPlan(reply, params.priceKey)
      if (!found) {
        runInAction(() => {
          this.status = 'gone'
          this.goneReason = tt('ht.edit.gone')
        })
        return
      }
      quote = await this.api.priceValidate({ priceKey: found.plan.priceKey, roomCount: params.rooms, tripType: params.tripType })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = messageOf(e, tt('ht.edit.loadFailed'))
      })
      return
    }
    const [detail, costCenters, projects, emps, paramReply] = await side
    const chosen = found
    runInAction(() => {
      this.detail = detail
      this.room = chosen.room
      this.plan = chosen.plan
      this.travelStandard = reply.travelStandard
      if (!quote.valid) {
        this.status = 'gone'
        this.goneReason = validateRefusal(quote)
        return
      }
      this.quote = quote
      this.intl = intl || detail?.domestic === false
      this.costCenters = costCenters
      this.projects = projects
      if (emps) {
        this.bookRange = emps.bookRange
        this.bookOutside = this.bookOutside || emps.bookOutside === 1
      }
      const values = paramReply?.parameterResponses ?? []
      this.rulesRequired = values.some((p) => api.HOTEL_RULES_PARAMS.includes(p.paramNo as 'H083') && String(p.value1) === '1')
      if (this.rooms.length !== params.rooms || !this.guests.length) this.rooms = Array.from({ length: params.rooms }, () => [])
      const restored = this.restoreDraft()
      this.prefillContact()
      this.prefillCostCenter()
      if (!this.guests.length) this.prefillGuests(params.travellerIds, emps?.list ?? null)
      if (restored) this.notice = tt('ht.edit.draftRestored')
      this.status = 'ready'
    })
    if ((this.status as HotelBookingStatus) !== 'ready') return
    this.keepDraft()
    void this.loadMemberCards()
    await this.refreshPolicy()
  }

  private planBody(p: HotelBookingContext, empIds: readonly string[]) {
    return {
      hotelId: p.hotelId,
      checkInDate: p.checkIn,
      checkOutDate: p.checkOut,
      roomCount: p.rooms,
      adultCount: Math.max(p.adults, p.rooms),
      childCount: p.children,
      tripType: p.tripType,
      ...(empIds.length ? { travellerEmpIds: empIds.slice(0, MAX_HOTEL_GUESTS) } : {}),
      ...(p.tripType === 1 && p.ccsqdId ? { ccsqdId: p.ccsqdId } : {}),
      ...(p.tripType === 1 && p.ccsqdId && p.routeId ? { routeId: p.routeId } : {}),
    }
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

  /** The search's travellers in the booking scope, one room after the other; the caller when none were named. */
  private prefillGuests(ids: readonly string[], scope: BookableEmployee[] | null): void {
    const self = this.env.self()
    const found: HotelGuest[] = []
    if (!ids.length) {
      const me = scope?.find((e) => e.isSelf)
      if (me) found.push(guestFromEmployee(me))
      else if (self) found.push(guestFromSelf(self))
    } else {
      let missing = 0
      for (const id of ids.slice(0, MAX_HOTEL_GUESTS)) {
        const e = scope?.find((x) => x.empId === id)
        if (e) found.push(guestFromEmployee(e))
        else if (self && self.empId === id) found.push(guestFromSelf(self))
        else missing += 1
      }
      if (missing) this.notice = tt('ht.edit.notInScope')
    }
    for (const g of found) this.place(g, null)
  }

  /** Puts a guest in a room: the one asked, else the first empty one, else the first with space. */
  private place(g: HotelGuest, roomIndex: number | null): string | null {
    if (this.guests.some((x) => x.key === g.key)) return tt('ht.edit.alreadyAdded', { name: g.name })
    if (this.guests.length >= MAX_HOTEL_GUESTS) return tt('ht.edit.maxGuests', { max: MAX_HOTEL_GUESTS })
    let i = roomIndex ?? this.rooms.findIndex((r) => r.length === 0)
    if (i < 0) i = this.rooms.findIndex((r) => r.length < this.perRoom)
    if (i < 0 || !this.rooms[i] || this.rooms[i].length >= this.perRoom) return tt('ht.edit.roomFull', { max: this.perRoom })
    this.rooms[i].push(g)
    return null
  }

  /** The travellers' verdict on this plan (business trips): the employees among the guests (pricePlan prices it for them). */
  async refreshPolicy(): Promise<void> {
    const seq = ++this.policySeq
    const p = this.params
    if (!p || !this.isBusiness) return
    try {
      const reply = await this.api.pricePlan(this.planBody(p, this.employeeIds))
      if (seq !== this.policySeq) return
      const again = this.plan ? findPlan(reply, this.plan.priceKey) : null
      runInAction(() => {
        this.travelStandard = reply.travelStandard
        if (again && this.plan) this.plan = { ...this.plan, wb: again.plan.wb, wbText: again.plan.wbText }
      })
    } catch {
      /* the verdict stays; the server decides at booking */
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

  /** The first employee guest's member cards (the hotel's brand group is matched on screen). */
  async loadMemberCards(): Promise<void> {
    const seq = ++this.memberSeq
    const first = this.guests.find((g) => g.source === 'employee' && g.empId)
    if (!first) {
      this.memberCards = []
      return
    }
    const reply = await this.api.memberCardList(first.empId).catch(() => null)
    if (seq !== this.memberSeq) return
    runInAction(() => {
      this.memberCards = reply?.list ?? []
    })
  }

  // ------------------------------------------------------------------ guests

  private afterGuestsChanged(): void {
    this.error = ''
    void this.refreshPolicy()
    void this.loadMemberCards()
  }

  addEmployee(e: BookableEmployee, roomIndex: number | null = null): string | null {
    const said = this.place(guestFromEmployee(e), roomIndex)
    if (!said) this.afterGuestsChanged()
    return said
  }

  addContact(c: Contact, roomIndex: number | null = null): string | null {
    const said = this.place(guestFromContact(c), roomIndex)
    if (!said) this.afterGuestsChanged()
    return said
  }

  async addSelf(roomIndex: number | null = null): Promise<string | null> {
    const self = this.env.self()
    if (!self) return null
    if (this.hasSelf) return tt('ht.edit.alreadyAdded', { name: self.empName })
    const scope = await this.api.empFindList({ pageNum: 1, count: 20, keywords: self.empNo }).catch(() => null)
    const me = scope?.list.find((e) => e.isSelf || e.empId === self.empId)
    const said = this.place(me ? guestFromEmployee(me) : guestFromSelf(self), roomIndex)
    if (!said) this.afterGuestsChanged()
    return said
  }

  addGuest(roomIndex: number | null = null): string | null {
    if (!this.canAddOutside) return null
    const said = this.place(newGuest(), roomIndex)
    if (!said) this.error = ''
    return said
  }

  removeGuest(key: string): void {
    this.rooms = this.rooms.map((r) => r.filter((g) => g.key !== key))
    delete this.guestErrors[key]
    this.afterGuestsChanged()
  }

  setGuestField(key: string, field: GuestField, value: string): void {
    const g = this.guests.find((x) => x.key === key)
    if (!g) return
    g[field] = field === 'name' ? value.slice(0, 50) : value.toUpperCase().slice(0, 30)
    delete this.guestErrors[key]
    this.error = ''
  }

  // ------------------------------------------------------------------ the rest of the form

  setContact(field: ContactField, value: string): void {
    this.contact[field] = field === 'name' ? value : value.replace(/\s+/g, '')
    this.contactErrors[field] = undefined
    this.error = ''
  }

  setArrival(time: string): void {
    if ((ARRIVAL_TIMES as readonly string[]).includes(time)) this.arrival = time
  }

  setRemark(value: string): void {
    this.remark = value
    this.error = ''
    this.remarkError = [...value].length > REMARK_MAX ? tt('ht.edit.remarkTooLong', { max: REMARK_MAX }) : ''
  }

  toggleMemberCard(): void {
    this.useMemberCard = !this.useMemberCard
  }

  chooseCostCenter(id: string): void {
    this.costCenterId = id
    this.costCenterError = ''
    this.error = ''
  }

  chooseProject(id: string): void {
    this.projectId = id
  }

  chooseReason(id: string): void {
    this.reasonId = id
    this.reasonError = ''
    this.error = ''
  }

  setReasonNote(note: string): void {
    this.reasonNote = note
    this.reasonError = ''
    this.error = ''
  }

  /** A card field typed: the form's last message (often about the card) goes. */
  setCard(field: CardField, value: string): void {
    this.card.set(field, value)
    this.error = ''
  }

  toggleRules(): void {
    this.rulesAccepted = !this.rulesAccepted
    this.rulesError = ''
    this.error = ''
  }

  /** Every form check; errors go under their fields; answers the first message. */
  validate(): string | null {
    const messages: string[] = []
    const gErr: Record<string, string> = {}
    if (!this.guests.length) messages.push(tt('ht.edit.noGuests'))
    else if (this.rooms.some((r) => r.length === 0)) messages.push(tt('ht.edit.chooseGuests'))
    for (const g of this.guests) {
      if (!g.name.trim()) gErr[g.key] = tt('ht.edit.nameRequired')
      else if (this.intl && (!LETTERS.test(g.surname.trim()) || !LETTERS.test(g.given.trim()))) gErr[g.key] = tt('ht.edit.englishRequired', { name: g.name.trim() })
      if (gErr[g.key]) messages.push(gErr[g.key])
    }
    this.guestErrors = gErr

    const c: Partial<Record<ContactField, string>> = {}
    const name = validateRequired(this.contact.name.trim(), tt('ht.edit.contactName'))
    if (name) c.name = name
    const phone = isBlank(this.contact.phone) ? validateRequired('', tt('ht.edit.contactPhone')) : validateMobile(this.contact.phone)
    if (phone) c.phone = phone
    if (!isBlank(this.contact.email)) {
      const email = validateEmail(this.contact.email.trim())
      if (email) c.email = email
    }
    this.contactErrors = c
    messages.push(...(['name', 'phone', 'email'] as const).map((k) => c[k]).filter((m): m is string => !!m))

    this.remarkError = [...this.remark].length > REMARK_MAX ? tt('ht.edit.remarkTooLong', { max: REMARK_MAX }) : ''
    if (this.remarkError) messages.push(this.remarkError)

    this.costCenterError = this.needCostCenter && !this.costCenterId ? (validateRequired('', tt('ht.edit.costCenter')) as string) : ''
    if (this.costCenterError) messages.push(this.costCenterError)

    this.reasonError = ''
    if (this.forbidden) messages.push(tt('ht.edit.forbidden'))
    else if (this.needReason && !this.reasonId) this.reasonError = tt('ht.edit.reasonRequired')
    else if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) this.reasonError = tt('ht.edit.reasonNoteRequired')
    if (this.reasonError) messages.push(this.reasonError)

    if (this.needsCard) {
      const card = this.card.validate()
      if (card) messages.push(card)
    }

    this.rulesError = this.rulesRequired && !this.rulesAccepted ? tt('ht.edit.rulesRequired') : ''
    if (this.rulesError) messages.push(this.rulesError)
    return messages[0] ?? null
  }

  // ------------------------------------------------------------------ booking

  private guestInput(g: HotelGuest): HotelGuestInput {
    const engName = this.intl && g.surname.trim() && g.given.trim() ? { engName: `${g.surname.trim()}/${g.given.trim()}` } : {}
    if (g.source === 'employee' && g.empId) return { empId: g.empId, ...engName }
    if (g.source === 'contact' && g.contactId) return { contactId: g.contactId, ...engName }
    return { name: g.name.trim(), ...engName }
  }

  private body(withCard: boolean): HtBookBody {
    const p = this.params as HotelBookingContext
    const withReason = this.needReason && !!this.reasonId
    const member = this.memberCard && this.useMemberCard ? this.memberCard : null
    return {
      priceKey: this.quote?.priceKey ?? p.priceKey,
      roomCount: this.roomCount,
      rooms: this.rooms.map((r) => ({ guests: r.map((g) => this.guestInput(g)) })),
      contact: {
        name: this.contact.name.trim(),
        phone: this.contact.phone,
        ...(this.contact.email.trim() ? { email: this.contact.email.trim() } : {}),
      },
      tripType: this.tripType,
      ...(this.isBusiness && this.costCenterId ? { costCenterId: this.costCenterId } : {}),
      ...(this.isBusiness && this.projectId ? { projectId: this.projectId } : {}),
      ...(this.isBusiness && p.ccsqdId ? { ccsqdId: p.ccsqdId } : {}),
      ...(this.isBusiness && p.ccsqdId && p.routeId ? { routeId: p.routeId } : {}),
      ...(withReason ? { violationReasonId: this.reasonId } : {}),
      ...(withReason && this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}),
      arrivalTime: this.arrival,
      ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
      ...(member ? { memberCardId: member.id } : {}),
      ...(withCard ? { guarantee: this.card.toGuarantee() } : {}),
      ...(this.rulesRequired ? { rulesAccepted: this.rulesAccepted ? 1 : 0 } : {}),
      ...(this.quote?.totalAmount != null ? { expectedTotal: this.quote.totalAmount } : {}),
      clientToken: this.clientToken,
    }
  }

  /**
   * Books. Every stop leaves the form as typed. A network failure keeps the attempt's token (the
   * retry answers the order the server may have made); a refusal starts a new attempt. The card's
   * security code is cleared once a booking carrying it was sent.
   */
  async submit(confirmSame: SameOrderConfirm): Promise<HotelSubmitOutcome> {
    if (this.submitting || this.status !== 'ready' || !this.params) return { ok: false, message: null }
    this.error = ''
    this.applicationError = ''
    const invalid = this.validate()
    if (invalid) return this.fail(invalid)
    this.submitting = true
    try {
      return await this.runSubmit(confirmSame)
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  private async runSubmit(confirmSame: SameOrderConfirm): Promise<HotelSubmitOutcome> {
    const p = this.params as HotelBookingContext
    const withCard = this.needsCard
    if (withCard) {
      const { cardNumber, expiry, holder } = this.card.toGuarantee()
      try {
        const check = await this.api.cardValidate({ cardNumber, expiry, holder })
        if (!check.valid) {
          if (check.field) this.card.refuse(check.field, check.reason)
          return this.fail(check.reason || tt('ht.card.numberInvalid'))
        }
      } catch (e) {
        return this.fail(messageOf(e))
      }
    }

    try {
      const same = await this.api.checkSameOrder({ checkInDate: p.checkIn, checkOutDate: p.checkOut, guests: this.guests.map((g) => this.guestInput(g)) })
      if (same.list.length) {
        const names = [...new Set(same.list.map((o) => o.guestName))].join('、')
        const orders = [...new Set(same.list.map((o) => o.orderNo))].join('、')
        if (!(await confirmSame(names, orders))) return { ok: false, message: null }
      }
    } catch {
      /* the server checks each guest's nights again at booking */
    }

    let order: HtBookReply
    try {
      order = await this.api.bookHotel(this.body(withCard))
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') this.clientToken = this.env.newToken()
      if (isApplicationRefusal(e, !!p.ccsqdId)) runInAction(() => (this.applicationError = messageOf(e)))
      await this.afterRefusal(e)
      return this.fail(messageOf(e))
    } finally {
      if (withCard) this.card.clearCvv()
    }
    runInAction(() => {
      this.result = order
    })
    this.card.clearAll(order.guaranteeLast4 ?? '')
    this.dispose()
    if (this.draftKey) this.drafts.clear(this.owner, this.draftKey)
    return { ok: true, order }
  }

  /** A refused booking: a changed price or a stale quote is priced again on the form; a needed reason shows its box. */
  private async afterRefusal(e: unknown): Promise<void> {
    const code = dataOf(e).reasonCode
    if (code === 'PRICE_CHANGED' || code === 'EXPIRED') await this.requote()
    if (dataOf(e).field === 'violationReasonId' || (isApiError(e) && /超标原因|reason/i.test(e.message) && this.isBusiness)) {
      runInAction(() => {
        if (this.plan && this.plan.wb === 0) this.plan = { ...this.plan, wb: 1 }
      })
      await this.loadReasonsIfNeeded()
    }
  }

  /** The plan quoted again (new key, new totals). */
  async requote(): Promise<void> {
    const p = this.params
    if (!p || !this.plan) return
    try {
      const reply = await this.api.pricePlan(this.planBody(p, this.employeeIds))
      const again = findPlan(reply, this.plan.priceKey)
      if (!again) return
      const quote = await this.api.priceValidate({ priceKey: again.plan.priceKey, roomCount: this.roomCount, tripType: this.tripType })
      runInAction(() => {
        this.plan = again.plan
        this.room = again.room
        if (quote.valid) this.quote = quote
      })
    } catch {
      /* the next attempt says what is wrong */
    }
  }

  private fail(message: string): HotelSubmitOutcome {
    this.error = message
    return { ok: false, message }
  }
}

// ------------------------------------------------------------------ booked (htCmp / htOrderComplete)

export type HotelDoneStatus = 'loading' | 'ready' | 'notFound' | 'error'

/** Reads while the hotel is confirming a paid order before the screen stops asking. */
const CONFIRM_POLLS = 20

/**
 * The booked order on the completion screen: its state (awaiting approval, awaiting payment with the
 * countdown, confirmed with the hotel's number), the guarantee card's last four; read again when the
 * user comes back from payment, and a few times while the hotel confirms.
 */
export class HotelDoneStore {
  status: HotelDoneStatus = 'loading'
  loadError = ''
  order: HtOrderDetail | null = null
  /** Seconds left to pay, counted down here between reads. */
  remaining = 0

  private readonly api: Pick<typeof api, 'hotelOrderDetail'>
  private polls = 0

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<Pick<typeof api, 'hotelOrderDetail'>> = {},
  ) {
    this.api = { hotelOrderDetail: api.hotelOrderDetail, ...apiOverrides }
    makeAutoObservable<HotelDoneStore, 'api' | 'polls'>(this, { api: false, polls: false, orderId: false })
  }

  /** The order should be read again soon (paid, the hotel confirming). */
  get confirming(): boolean {
    return this.order?.status === 'TICKETING' && this.polls < CONFIRM_POLLS
  }

  async load(quiet = false): Promise<void> {
    const id = this.orderId
    if (!id || !/^\d{1,18}$/.test(id)) {
      this.status = 'notFound'
      return
    }
    if (!quiet) this.status = 'loading'
    try {
      const order = await this.api.hotelOrderDetail(id, quiet)
      runInAction(() => {
        this.order = order
        this.remaining = order.paySecondsLeft
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (this.order) return
        if (isApiError(e) && (e.errCode === 4004 || e.errCode === 4000)) this.status = 'notFound'
        else {
          this.status = 'error'
          this.loadError = messageOf(e, tt('ht.done.notFound'))
        }
      })
    }
  }

  /** One second passed; reads again while the hotel confirms (every third second). */
  tick(): void {
    if (this.remaining > 0) this.remaining -= 1
    if (this.order?.status === 'TICKETING' && this.polls < CONFIRM_POLLS) {
      this.polls += 1
      if (this.polls % 3 === 0) void this.load(true)
    }
  }
}
