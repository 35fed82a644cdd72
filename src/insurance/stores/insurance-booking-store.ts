/**
 * /insurance/InProductDetails?bxid=: the product (coverage, prices by days, ages, terms) and its
 * booking form — the cover (China dates: from tomorrow), the flight or train number for the
 * one-trip products, the insured persons from the traveller picker (me, colleagues in my booking
 * scope, my frequent travellers; each with the birth date the record holds), contact and trip type.
 * The form checks what it can (dates, formats, ages of those whose birth date it knows, at least
 * one person); every amount and the final word on ages are the server's, whose refusal shows as
 * the page's error.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/insurance'
import type { InsuranceBookBody, InsuranceBookReply, InsuranceProductDetail } from '../api/insurance'
import { insuranceDict } from '../i18n/insurance'
import { ageOn, coverDays, FLIGHT_NO, premiumFor, TRAIN_NO } from './insurance-rules'

const tt = scopedT(insuranceDict)

export type InsuranceBookingApi = Pick<typeof api, 'productDetail' | 'bookInsurance'>

export interface InsuranceBookingEnv {
  self: () => EmpInfo | null
  newToken: () => string
  today: () => string
}

function randomToken(): string {
  const part = () => Math.random().toString(36).slice(2, 10)
  return `bx-${Date.now().toString(36)}-${part()}${part()}`
}

const defaultEnv: InsuranceBookingEnv = { self: () => rootStore.session.empInfo, newToken: randomToken, today: () => chinaTodayText() }

/** Most insured persons on one order (the server's limit). */
export const MAX_INSURED = 9

/** An insured person of the form. */
export interface FormInsured {
  key: string
  empId?: string
  contactId?: string
  name: string
  /** 'YYYY-MM-DD' when the record shows one ('' : the server reads it from the record). */
  born: string
  isSelf: boolean
}

export type BookingStatus = 'loading' | 'ready' | 'error' | 'gone'

export class InsuranceBookingStore {
  status: BookingStatus = 'loading'
  loadError = ''
  product: InsuranceProductDetail | null = null
  startDate = ''
  endDate = ''
  tripNo = ''
  insureds: FormInsured[] = []
  contact = { name: '', phone: '' }
  tripType: 1 | 2 = 1
  errors: Record<string, string | null> = {}
  /** The server's refusal (ages, dates, price...). */
  error = ''
  submitting = false

  private token: string
  private readonly api: InsuranceBookingApi
  private readonly env: InsuranceBookingEnv

  constructor(readonly bxid: string | undefined, apiOverrides: Partial<InsuranceBookingApi> = {}, env: Partial<InsuranceBookingEnv> = {}) {
    this.api = { productDetail: api.productDetail, bookInsurance: api.bookInsurance, ...apiOverrides }
    this.env = { ...defaultEnv, ...env }
    this.token = this.env.newToken()
    makeAutoObservable<InsuranceBookingStore, 'api' | 'env' | 'token'>(this, { api: false, env: false, token: false })
  }

  /** Days of the chosen cover (0 before both dates are chosen). */
  get days(): number {
    return coverDays(this.startDate, this.endDate)
  }

  /** The premium per person for the chosen days (null beyond the product's longest cover). */
  get unitPrice(): number | null {
    if (!this.product) return null
    return premiumFor(this.product.priceTiers, Math.max(1, this.days))
  }

  /** What the screen shows as the total (the server prices it again; a difference is refused). */
  get total(): number {
    return Math.round((this.unitPrice ?? 0) * this.insureds.length * 100) / 100
  }

  /** Whether the product covers one trip (one day, a flight or train number). */
  get oneTrip(): boolean {
    return !!this.product?.needsTripNo
  }

  async load(): Promise<void> {
    if (!this.bxid || !/^[A-Z0-9-]{2,32}$/.test(this.bxid)) {
      this.status = 'gone'
      return
    }
    this.status = 'loading'
    try {
      const product = await this.api.productDetail(this.bxid)
      runInAction(() => {
        this.product = product
        const tomorrow = product.earliestStart || addDaysText(this.env.today(), 1)
        if (!this.startDate) {
          this.startDate = tomorrow
          this.endDate = product.maxDays === 1 ? tomorrow : addDaysText(tomorrow, Math.min(product.maxDays, 7) - 1)
        }
        const me = this.env.self()
        if (me && this.insureds.length === 0) {
          this.insureds = [{ key: `emp-${me.empId}`, empId: String(me.empId), name: me.empName, born: '', isSelf: true }]
          this.contact = { name: me.empName, phone: me.phoneNumber ?? '' }
        }
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        const gone = isApiError(e) && (e.errCode === 4000 || e.errCode === 4004)
        this.status = gone ? 'gone' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** The cover from the calendar (one-trip products: one day). */
  setDates(start: string, end?: string): void {
    this.startDate = start
    this.endDate = this.oneTrip ? start : end || start
    this.errors.dates = null
  }

  setTripNo(v: string): void {
    this.tripNo = v.trim().toUpperCase()
    this.errors.tripNo = null
  }

  /** Adds or removes a colleague or frequent traveller from the picker; the picker's answer (null: fine). */
  toggle(item: BookableEmployee | Contact, selected: boolean, key: string): string | null {
    if (!selected) {
      this.insureds = this.insureds.filter((t) => t.key !== key)
      return null
    }
    if (this.insureds.some((t) => t.key === key)) return null
    if (this.insureds.length >= MAX_INSURED) return tt('form.maxInsured', { n: MAX_INSURED })
    const next: FormInsured = 'empId' in item
      ? { key, empId: String(item.empId), name: item.empName, born: item.born ?? '', isSelf: !!item.isSelf }
      : { key, contactId: String(item.contactId), name: item.chName, born: item.born ?? '', isSelf: false }
    this.insureds = [...this.insureds, next]
    this.errors.insureds = null
    return null
  }

  remove(key: string): void {
    this.insureds = this.insureds.filter((t) => t.key !== key)
  }

  setContact(field: 'name' | 'phone', v: string): void {
    this.contact = { ...this.contact, [field]: v }
    this.errors[field === 'name' ? 'contactName' : 'contactPhone'] = null
  }

  setTripType(v: 1 | 2): void {
    this.tripType = v
  }

  /** The form's own checks; true when it may be sent. */
  validate(): boolean {
    const p = this.product
    if (!p) return false
    const e: Record<string, string | null> = {}
    if (!this.startDate || !this.endDate) e.dates = tt('form.needDates')
    else if (this.days > p.maxDays) e.dates = tt('form.tooManyDays', { n: p.maxDays })
    if (p.needsTripNo) {
      const what = tt(p.kind === 'TRAIN' ? 'form.trainNoWord' : 'form.flightNoWord')
      const ok = (p.kind === 'TRAIN' ? TRAIN_NO : FLIGHT_NO).test(this.tripNo)
      e.tripNo = this.tripNo ? (ok ? null : tt('form.tripNoInvalid', { what })) : tt('form.needTripNo', { what })
    }
    if (this.insureds.length === 0) e.insureds = tt('form.needInsured')
    else {
      const out = this.insureds.find((i) => i.born && this.startDate && (ageOn(i.born, this.startDate) < p.minAge || ageOn(i.born, this.startDate) > p.maxAge))
      e.insureds = out ? tt('form.ageOut', { name: out.name, age: ageOn(out.born, this.startDate), min: p.minAge, max: p.maxAge }) : null
    }
    e.contactName = validateRequired(this.contact.name, tt('form.contactName'))
    e.contactPhone = validateMobile(this.contact.phone)
    this.errors = e
    return Object.values(e).every((x) => !x)
  }

  /** The request of the form. */
  get body(): InsuranceBookBody {
    return {
      bxid: this.bxid as string,
      startDate: this.startDate,
      endDate: this.endDate,
      ...(this.oneTrip ? { tripNo: this.tripNo } : {}),
      insureds: this.insureds.map((t) => (t.empId ? { empId: t.empId } : { contactId: t.contactId as string })),
      contact: { name: this.contact.name.trim(), phone: this.contact.phone.trim() },
      tripType: this.tripType,
      clientToken: this.token,
      expectedTotal: this.total,
    }
  }

  /** Sends the booking; the order, or null with the server's refusal in `error`. */
  async submit(): Promise<InsuranceBookReply | null> {
    this.error = ''
    if (this.submitting || !this.validate()) return null
    this.submitting = true
    try {
      const order = await this.api.bookInsurance(this.body)
      runInAction(() => {
        this.submitting = false
      })
      return order
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('common.retry')
        // A refused booking made no order: the next try is a new submission.
        this.token = this.env.newToken()
      })
      return null
    }
  }
}
