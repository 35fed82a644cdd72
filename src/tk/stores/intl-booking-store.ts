/**
 * /tk/tkIntCabin and /tk/tkIntEdit: the itinerary priced again with its rules, then the booking
 * form: passport-based passengers (English name SURNAME/GIVEN, nationality, document type among
 * those that allow the trip, number ≤ 9, validity six months past the return, place of issue,
 * birth date, sex), contact, cost centre and project, the out-of-policy reason; bookGjOrder with a
 * client token (the same submission never books twice).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { scopedT } from '../../core/i18n/index'
import * as generalApi from '../../core/api/general'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/intl-flight'
import type { BookGjOrderReply, IntlPassengerInput, QueryGjFareRuleReply } from '../api/intl-flight'
import type { CostCenter, ProjectPage } from '../api/flight-booking'
import { intlDict } from '../i18n/intl'
import { intlCardTypes, isPassportNumber, splitEngName, validLongEnough } from './intl-passport'

const tt = scopedT(intlDict)

/** One passenger of the form. */
export interface IntlPassengerForm {
  key: string
  empId: string | null
  name: string
  engName: string
  cardType: string
  cardNumber: string
  cardExpiry: string
  nationality: string
  placeOfIssue: string
  born: string
  sex: '' | 'M' | 'F'
  phone: string
}

/** What the booking starts from (URL parameters of tkIntCabin / tkIntEdit). */
export interface IntlBookingContext {
  itineraryKey: string
  tripType: 1 | 2
  adults: number
  children: number
  infants: number
  travellerIds: string[]
  needId?: string
}

export type IntlBookingApi = Pick<typeof api, 'queryGjFareRule' | 'bookGjOrder'> & Partial<Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>>

export class IntlBookingStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadError = ''
  fare: QueryGjFareRuleReply | null = null
  passengers: IntlPassengerForm[] = []
  contactName = ''
  contactPhone = ''
  /** The company's cost centres and projects (business trips only); a cost centre is required when there are any. */
  costCenters: CostCenter[] = []
  projects: ProjectPage['list'] = []
  costCenterId = ''
  projectId = ''
  reasonId = ''
  reasonNote = ''
  errors: Record<string, string> = {}
  submitting = false
  submitError = ''
  result: BookGjOrderReply | null = null
  private readonly token = `gj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

  constructor(readonly ctx: IntlBookingContext, private readonly deps: IntlBookingApi = { ...api, costCenterFindList: generalApi.costCenterFindList, projectList: generalApi.projectList }) {
    makeAutoObservable<this, 'deps' | 'token'>(this, { ctx: false, deps: false, token: false })
  }

  /** The countries and regions the itinerary touches. */
  get regions(): string[] {
    return [...new Set(this.fare?.itinerary.journeys.flatMap((j) => j.legs.flatMap((l) => [l.depCountry, l.arrCountry])) ?? [])]
  }

  /** Document types the form offers. */
  get cardTypes(): string[] {
    return intlCardTypes(this.regions)
  }

  /** The trip's last local day (return arrival, or the one-way arrival). */
  get lastDay(): string {
    const js = this.fare?.itinerary.journeys ?? []
    return js.length ? js[js.length - 1].arrTime.slice(0, 10) : ''
  }

  get violated(): boolean {
    return (this.fare?.itinerary.violations.length ?? 0) > 0
  }

  get total(): number {
    return this.fare?.itinerary.totalPrice ?? 0
  }

  /**
   * Loads the fare and its rules; `people` pre-fills the passengers, and the booker's department
   * (`selfDeptId`) its cost centre, as on the domestic form.
   */
  async load(people: Omit<IntlPassengerForm, 'key'>[] = [], selfDeptId?: string | number | null): Promise<void> {
    this.status = 'loading'
    try {
      const c = this.ctx
      const fare = await this.deps.queryGjFareRule({
        itineraryKey: c.itineraryKey, tripType: c.tripType, adults: c.adults, children: c.children, infants: c.infants,
        ...(c.tripType === 1 && c.travellerIds.length ? { travellerEmpIds: c.travellerIds } : {}),
      })
      const business = c.tripType === 1
      // The lists only offer choices: a failure to read them leaves the form usable (the server checks again).
      const [costCenters, projects] = await Promise.all([
        business && this.deps.costCenterFindList ? this.deps.costCenterFindList().catch(() => [] as CostCenter[]) : Promise.resolve([] as CostCenter[]),
        business && this.deps.projectList ? this.deps.projectList().then((p) => p.list).catch(() => [] as ProjectPage['list']) : Promise.resolve([] as ProjectPage['list']),
      ])
      runInAction(() => {
        this.fare = fare
        this.costCenters = costCenters
        this.projects = projects
        const mine = selfDeptId ? costCenters.find((cc) => cc.deptId && String(cc.deptId) === String(selfDeptId)) : undefined
        if (!this.costCenterId && mine) this.costCenterId = String(mine.id)
        if (this.passengers.length === 0) this.passengers = people.map((p, i) => ({ ...p, key: `p${i}` }))
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.tips ? e.tips : tt('cabin.loadFailed')
      })
    }
  }

  addGuest(): void {
    if (this.passengers.length >= 9) return
    this.passengers.push({ key: `g${Date.now()}`, empId: null, name: '', engName: '', cardType: 'PP', cardNumber: '', cardExpiry: '', nationality: 'CN', placeOfIssue: '', born: '', sex: '', phone: '' })
  }

  remove(key: string): void {
    this.passengers = this.passengers.filter((p) => p.key !== key)
  }

  setField<K extends keyof IntlPassengerForm>(key: string, field: K, value: IntlPassengerForm[K]): void {
    const p = this.passengers.find((x) => x.key === key)
    if (!p) return
    p[field] = (field === 'engName' || field === 'cardNumber' || field === 'nationality' ? String(value).toUpperCase() : value) as IntlPassengerForm[K]
    delete this.errors[`${key}.${String(field)}`]
  }

  setReason(id: string): void {
    this.reasonId = id
    delete this.errors.reason
  }

  chooseCostCenter(id: string): void {
    this.costCenterId = id
    delete this.errors.costCenter
  }

  chooseProject(id: string): void {
    this.projectId = id
  }

  setReasonNote(v: string): void {
    this.reasonNote = v
  }

  setContact(name: string, phone: string): void {
    this.contactName = name
    this.contactPhone = phone
  }

  /** The form's own checks (the server checks them again); true when nothing is wrong. */
  validate(): boolean {
    const out: Record<string, string> = {}
    if (this.passengers.length === 0) out.passengers = tt('edit.needPassenger')
    for (const p of this.passengers) {
      const who = p.name || p.engName || tt('edit.passenger')
      const put = (field: string, msg: string) => {
        out[`${p.key}.${field}`] = msg
      }
      if (!p.empId && !p.name.trim()) put('name', tt('edit.nameRequired'))
      if (!splitEngName(p.engName)) put('engName', tt('edit.engNameInvalid', { name: who }))
      if (!this.cardTypes.includes(p.cardType)) put('cardType', tt('edit.cardTypeInvalid', { name: who }))
      if (!isPassportNumber(p.cardNumber)) put('cardNumber', tt('edit.numberInvalid', { name: who }))
      if (!/^\d{4}-\d{2}-\d{2}$/.test(p.cardExpiry)) put('cardExpiry', tt('edit.expiryRequired', { name: who }))
      else if (this.lastDay && !validLongEnough(p.cardExpiry, this.lastDay)) put('cardExpiry', tt('edit.expiring', { name: who, date: p.cardExpiry, ret: this.lastDay }))
      if (!/^[A-Z]{2}$/.test(p.nationality)) put('nationality', tt('edit.nationalityInvalid', { name: who }))
      if (!p.placeOfIssue.trim()) put('placeOfIssue', tt('edit.placeRequired', { name: who }))
      if (!/^\d{4}-\d{2}-\d{2}$/.test(p.born)) put('born', tt('edit.bornInvalid', { name: who }))
      if (!p.sex) put('sex', tt('edit.sexRequired', { name: who }))
      if (!p.empId && !/^1[3-9]\d{9}$/.test(p.phone)) put('phone', tt('edit.phoneInvalid'))
    }
    if (!this.contactName.trim()) out.contactName = tt('edit.contactRequired')
    if (!/^1[3-9]\d{9}$/.test(this.contactPhone)) out.contactPhone = tt('edit.phoneInvalid')
    if (this.ctx.tripType === 1 && this.costCenters.length && !this.costCenters.some((c) => String(c.id) === this.costCenterId)) out.costCenter = tt('edit.costCenterRequired')
    if (this.violated && this.ctx.tripType === 1 && !this.reasonId) out.reason = tt('edit.reasonRequired')
    this.errors = out
    return Object.keys(out).length === 0
  }

  /** The first error message (for the toast). */
  get firstError(): string {
    return Object.values(this.errors)[0] ?? ''
  }

  /** Books; the reply (status, approval, deadline) on success. */
  async submit(): Promise<BookGjOrderReply | null> {
    if (this.submitting || !this.fare) return null
    if (!this.validate()) return null
    this.submitting = true
    this.submitError = ''
    try {
      const passengers: IntlPassengerInput[] = this.passengers.map((p) => ({
        ...(p.empId ? { empId: p.empId } : { name: p.name.trim(), phone: p.phone }),
        engName: p.engName, cardType: p.cardType as IntlPassengerInput['cardType'], cardNumber: p.cardNumber.trim(), cardExpiry: p.cardExpiry,
        nationality: p.nationality, placeOfIssue: p.placeOfIssue.trim(), born: p.born, sex: p.sex,
      }))
      const reply = await this.deps.bookGjOrder({
        itineraryKey: this.fare.itinerary.itineraryKey, passengers, tripType: this.ctx.tripType,
        contact: { name: this.contactName.trim(), phone: this.contactPhone }, clientToken: this.token,
        ...(this.costCenterId ? { costCenterId: this.costCenterId } : {}), ...(this.projectId ? { projectId: this.projectId } : {}),
        ...(this.reasonId ? { violationReasonId: this.reasonId, violationNote: this.reasonNote } : {}),
        ...(this.ctx.needId ? { needId: this.ctx.needId } : {}),
      })
      runInAction(() => {
        this.result = reply
      })
      return reply
    } catch (e) {
      runInAction(() => {
        this.submitError = isApiError(e) && e.tips ? e.tips : tt('edit.failed')
      })
      return null
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }
}
