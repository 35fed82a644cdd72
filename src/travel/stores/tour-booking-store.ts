/**
 * Booking a tour, in two screens sharing this store:
 *
 * - /travelFillorder?productId=&depDate= — who goes and on whose account: participants from the
 *   traveller picker (colleagues in the booking scope, the caller's frequent travellers) or outside
 *   guests with name, mobile and ID number; the contact; business or personal trip; cost centre
 *   and project; a remark. "Next" checks the form here (the server checks again).
 * - /travelBook — the confirmation: the company's tour standard for these participants and its
 *   verdict (a reason when above it), the service fee per person, the price the server will
 *   charge (adults and children by age on the departure day), and the submission with one
 *   idempotency token per attempt kept across retries.
 *
 * The split follows the spec's two routes: filling is editing, booking is the last look at what
 * the server will charge. The store lives for the session per product and departure, so going
 * back from /travelBook keeps what was typed.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as generalApi from '../../core/api/general'
import type { CostCenter, ProjectPage } from '../../core/api/general'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { validateIdCard, validateMobile } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/tour'
import type { TourBookBody, TourBookReply, TourDetailReply, TourMatchServiceFeeReply, TourMatchStandardReply, ViolationReason } from '../api/tour'
import { tourDict } from '../i18n/tour'

const tt = scopedT(tourDict)

/** Participants of one booking (the server's limit too). */
export const MAX_PARTICIPANTS = 30
/** The remark's limit (the server's too). */
export const REMARK_MAX = 200

export type TourBookingApi = Pick<typeof api, 'tourDetail' | 'matchStandard' | 'matchServiceFee' | 'bookTour' | 'violationReasons'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>

const defaultApi: TourBookingApi = { ...api, costCenterFindList: generalApi.costCenterFindList, projectList: generalApi.projectList }

/** A participant on the form. */
export interface Participant {
  /** 'emp-<empId>', 'contact-<contactId>' (the picker's keys) or 'guest-<n>'. */
  key: string
  source: 'employee' | 'contact' | 'guest'
  empId?: string
  contactId?: string
  name: string
  /** Guests: typed; contacts: their stored mobile. */
  mobile: string
  /** Guests only: typed (contacts and employees use the number on file). */
  idNumber: string
  /** 'YYYY-MM-DD' when known (employees, contacts, a guest's ID number). */
  born: string
  isSelf?: boolean
}

export type GuestField = 'name' | 'mobile' | 'idNumber'

/** Age in whole years on a day ('YYYY-MM-DD' both). */
export function ageOn(born: string, day: string): number {
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** 1 adult, 2 child (2 to under 12 on the departure day); unknown birth dates count as adults. */
export function psgTypeOn(born: string, day: string): 1 | 2 | 3 {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(born)) return 1
  const age = ageOn(born, day)
  return age < 2 ? 3 : age < 12 ? 2 : 1
}

/** The birth date in an 18-digit ID number ('' when it has none). */
export function bornOfId(id: string): string {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(id.trim())
  return m ? `${m[1]}-${m[2]}-${m[3]}` : ''
}

let tokenSeq = 0
function newToken(): string {
  tokenSeq += 1
  return `tour-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${tokenSeq}`
}

export class TourBookingStore {
  tour: TourDetailReply | null = null
  loadStatus: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  participants: Participant[] = []
  guestErrors: Record<string, Partial<Record<GuestField, string>>> = {}
  contactName = ''
  contactPhone = ''
  tripType: 1 | 2 = 1
  costCenterId = ''
  projectId = ''
  remark = ''
  costCenters: CostCenter[] = []
  projects: ProjectPage['list'] = []
  /** The form's message ('' when fine). */
  message = ''

  standard: TourMatchStandardReply | null = null
  fee: TourMatchServiceFeeReply | null = null
  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  confirmStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  submitting = false
  booked: TourBookReply | null = null

  private guestSeq = 0
  /** One token per attempt: a retry after a lost reply books nothing twice. */
  private token = newToken()
  private readonly api: TourBookingApi

  constructor(
    readonly productId: string,
    readonly depDate: string,
    private readonly me: EmpInfo | null,
    apiOverrides: Partial<TourBookingApi> = {},
  ) {
    this.api = { ...defaultApi, ...apiOverrides }
    if (me) {
      this.contactName = me.empName
      this.contactPhone = /^1\d{10}$/.test(me.phoneNumber) ? me.phoneNumber : ''
      this.participants = [{ key: `emp-${me.empId}`, source: 'employee', empId: me.empId, name: me.empName, mobile: '', idNumber: '', born: '', isSelf: true }]
    }
    makeAutoObservable<TourBookingStore, 'api' | 'me' | 'guestSeq' | 'token'>(this, { api: false, me: false, guestSeq: false, token: false })
  }

  /** May outside people (frequent travellers, guests) go on a business trip? (bookOutside or the guests' scope) */
  get mayBookOutside(): boolean {
    return !!this.me && (this.me.bookOutside === 1 || Number(this.me.bookRange) === 4)
  }

  get departure() {
    return this.tour?.departures.find((d) => d.depDate === this.depDate) ?? null
  }

  get selectedKeys(): string[] {
    return this.participants.map((p) => p.key)
  }

  /** Adults and children on the departure day (what the server will price). */
  get counts(): { adults: number; children: number } {
    let adults = 0
    let children = 0
    for (const p of this.participants) {
      const born = p.source === 'guest' ? bornOfId(p.idNumber) : p.born
      if (psgTypeOn(born, this.depDate) === 2) children += 1
      else adults += 1
    }
    return { adults, children }
  }

  /** The price lines the confirmation shows (the server decides the amount it charges). */
  get priceLines(): { key: string; label: string; amount: number }[] {
    const d = this.departure
    if (!d) return []
    const { adults, children } = this.counts
    const lines = [{ key: 'adult', label: tt('tour.book.adultLine', { price: d.priceAdult, n: adults }), amount: d.priceAdult * adults }]
    if (children) lines.push({ key: 'child', label: tt('tour.book.childLine', { price: d.priceChild, n: children }), amount: d.priceChild * children })
    if (this.fee) lines.push({ key: 'fee', label: tt('tour.book.feeLine', { fee: this.fee.perPerson, n: this.participants.length }), amount: this.fee.total })
    return lines
  }

  get total(): number {
    return Math.round(this.priceLines.reduce((s, l) => s + l.amount, 0) * 100) / 100
  }

  /** The reason is needed (above the standard, not forbidden). */
  get needsReason(): boolean {
    return this.standard?.wb === 1
  }

  get chosenReason(): ViolationReason | null {
    return this.reasons.find((r) => r.id === this.reasonId) ?? null
  }

  /** Loads the tour (prices, departure) and the company's cost centres and projects. */
  async load(): Promise<void> {
    if (this.tour) return
    this.loadStatus = 'loading'
    try {
      const [tour, centres, projects] = await Promise.all([
        this.api.tourDetail(this.productId),
        this.api.costCenterFindList().catch(() => [] as CostCenter[]),
        this.api.projectList().catch(() => ({ list: [], total: 0 }) as ProjectPage),
      ])
      runInAction(() => {
        this.tour = tour
        this.costCenters = centres
        this.projects = projects.list.filter((p) => p.status === 1)
        this.loadStatus = tour.departures.some((d) => d.depDate === this.depDate) ? 'ready' : 'notFound'
      })
    } catch (e) {
      runInAction(() => {
        this.loadStatus = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** The picker's toggle: answers a message when it cannot add. */
  toggle(item: BookableEmployee | Contact, selected: boolean, key: string): string | null {
    if (!selected) {
      this.remove(key)
      return null
    }
    if (this.participants.length >= MAX_PARTICIPANTS) return tt('tour.fill.tooMany', { n: MAX_PARTICIPANTS })
    if ('empId' in item) {
      this.participants.push({ key, source: 'employee', empId: item.empId, name: item.empName, mobile: '', idNumber: '', born: item.born, isSelf: item.isSelf })
    } else {
      this.participants.push({ key, source: 'contact', contactId: item.contactId, name: item.chName, mobile: item.mobile, idNumber: '', born: item.born })
    }
    this.resetConfirmation()
    return null
  }

  addGuest(): void {
    if (this.participants.length >= MAX_PARTICIPANTS) {
      this.message = tt('tour.fill.tooMany', { n: MAX_PARTICIPANTS })
      return
    }
    this.guestSeq += 1
    this.participants.push({ key: `guest-${this.guestSeq}`, source: 'guest', name: '', mobile: '', idNumber: '', born: '' })
    this.resetConfirmation()
  }

  remove(key: string): void {
    this.participants = this.participants.filter((p) => p.key !== key)
    delete this.guestErrors[key]
    this.resetConfirmation()
  }

  setGuest(key: string, field: GuestField, value: string): void {
    const p = this.participants.find((x) => x.key === key)
    if (!p) return
    p[field] = field === 'idNumber' ? value.trim().toUpperCase() : value
    if (this.guestErrors[key]?.[field]) this.guestErrors[key] = { ...this.guestErrors[key], [field]: undefined }
    this.resetConfirmation()
  }

  setContact(field: 'name' | 'phone', value: string): void {
    if (field === 'name') this.contactName = value
    else this.contactPhone = value.trim()
  }

  setTripType(tripType: 1 | 2): void {
    this.tripType = tripType
    this.resetConfirmation()
  }

  setCostCenter(id: string): void {
    this.costCenterId = id
  }

  setProject(id: string): void {
    this.projectId = id
  }

  setRemark(value: string): void {
    this.remark = value.slice(0, REMARK_MAX)
  }

  setReason(id: string): void {
    this.reasonId = id
  }

  setReasonNote(value: string): void {
    this.reasonNote = value.slice(0, 200)
  }

  /** Checks the form before the confirmation (answers whether it may go on; the message says why not). */
  validate(): boolean {
    this.message = ''
    const errors: Record<string, Partial<Record<GuestField, string>>> = {}
    if (this.participants.length === 0) this.message = tt('tour.fill.noParticipants')
    for (const p of this.participants) {
      if (p.source !== 'guest') continue
      const e: Partial<Record<GuestField, string>> = {}
      if (!p.name.trim()) e.name = tt('tour.fill.required', { label: tt('tour.fill.guestName') })
      e.mobile = validateMobile(p.mobile) ?? undefined
      if (validateIdCard(p.idNumber)) e.idNumber = tt('tour.fill.idInvalid', { name: p.name.trim() || tt('tour.fill.guest') })
      if (e.name || e.mobile || e.idNumber) errors[p.key] = e
    }
    this.guestErrors = errors
    if (!this.message && Object.keys(errors).length) this.message = Object.values(errors).flatMap((e) => Object.values(e).filter(Boolean))[0] as string
    if (!this.message && this.tripType === 1 && !this.mayBookOutside && this.participants.some((p) => p.source !== 'employee')) this.message = tt('tour.fill.outsideNotAllowed')
    if (!this.message && !this.contactName.trim()) this.message = tt('tour.fill.required', { label: tt('tour.fill.contactName') })
    if (!this.message) this.message = validateMobile(this.contactPhone) ?? ''
    return this.message === ''
  }

  /** What changes the price or standard makes the confirmation read again (and a new token). */
  private resetConfirmation(): void {
    this.confirmStatus = 'idle'
    this.booked = null
    this.token = newToken()
  }

  /** The confirmation's reads: the standard for the employees, the fee per person, the reasons when above. */
  async loadConfirmation(): Promise<void> {
    if (this.confirmStatus === 'ready' || this.confirmStatus === 'loading') return
    this.confirmStatus = 'loading'
    this.message = ''
    try {
      const empIds = this.participants.flatMap((p) => (p.empId ? [p.empId] : []))
      const [standard, fee] = await Promise.all([
        this.api.matchStandard({ productId: this.productId, tripType: this.tripType, empIds }),
        this.api.matchServiceFee(this.tripType, this.participants.length),
      ])
      const reasons = standard.wb === 1 ? await this.api.violationReasons() : []
      runInAction(() => {
        this.standard = standard
        this.fee = fee
        this.reasons = reasons
        this.confirmStatus = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.confirmStatus = 'error'
        this.message = isApiError(e) && e.message ? e.message : tt('tour.book.failed')
      })
    }
  }

  /** The request the server receives. */
  body(): TourBookBody {
    return {
      productId: this.productId,
      depDate: this.depDate,
      participants: this.participants.map((p) =>
        p.source === 'employee'
          ? { empId: p.empId }
          : p.source === 'contact'
            ? { contactId: p.contactId, ...(p.mobile ? { mobile: p.mobile } : {}) }
            : { name: p.name.trim(), mobile: p.mobile.trim(), idNumber: p.idNumber.trim() }),
      contact: { name: this.contactName.trim(), phone: this.contactPhone },
      tripType: this.tripType,
      ...(this.costCenterId ? { costCenterId: this.costCenterId } : {}),
      ...(this.projectId ? { projectId: this.projectId } : {}),
      ...(this.needsReason && this.reasonId ? { violationReasonId: this.reasonId, ...(this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}) } : {}),
      ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
      clientToken: this.token,
    }
  }

  /** Submits (answers the order, or null with the message). */
  async submit(): Promise<TourBookReply | null> {
    if (this.submitting) return null
    if (this.booked) return this.booked
    this.message = ''
    if (this.standard?.wb === 2) {
      this.message = this.standard.text
      return null
    }
    if (this.needsReason && !this.reasonId) {
      this.message = tt('tour.book.pickReason')
      return null
    }
    if (this.needsReason && this.chosenReason?.needNote && !this.reasonNote.trim()) {
      this.message = tt('tour.book.note')
      return null
    }
    this.submitting = true
    try {
      const reply = await this.api.bookTour(this.body())
      runInAction(() => {
        this.booked = reply
      })
      return reply
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('tour.book.failed')
        // A refusal is final for this attempt: the next submission is a new one.
        if (isApiError(e) && e.errCode !== undefined) this.token = newToken()
      })
      return null
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }
}

const kept = new Map<string, TourBookingStore>()

/** The booking store of a product and departure, kept for the session (fill order and book share it). */
export function tourBookingStore(productId: string, depDate: string, me: EmpInfo | null): TourBookingStore {
  const key = `${productId}~${depDate}`
  let store = kept.get(key)
  if (!store) {
    store = new TourBookingStore(productId, depDate, me)
    kept.set(key, store)
  }
  return store
}

/** The store of a product and departure if the fill order screen made one (null after a reload). */
export function existingBookingStore(productId: string, depDate: string): TourBookingStore | null {
  return kept.get(`${productId}~${depDate}`) ?? null
}

/** Forgets a booked store (a new booking of the same departure starts clean). */
export function forgetBookingStore(store: TourBookingStore): void {
  kept.delete(`${store.productId}~${store.depDate}`)
}
