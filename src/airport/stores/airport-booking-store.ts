/**
 * The booking form of a service (/restRoom/edit, /fastCheck/edit, ...): the service and day, the
 * flight — one of my issued flights from the service's airport (which fills flight number, day and
 * time), or typed in — the travellers (me, colleagues in my booking scope), contact, trip type and
 * remark. The form checks what it can (a flight where the kind needs one, formats, at least one
 * traveller); the time rules (fast security 40 minutes, shuttle 30 days) and every amount are the
 * server's, whose refusal shows as the page's error.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { BookableEmployee } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { validateMobile, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/airport-service'
import type { AirportBookBody, AirportBookReply, MyFlight, ServiceDetailReply } from '../api/airport-service'
import { airportDict } from '../i18n/airport'
import type { ServiceQuery } from './airport-context'

const tt = scopedT(airportDict)

export type AirportBookingApi = Pick<typeof api, 'serviceDetail' | 'myFlights' | 'bookService'>

export interface AirportBookingEnv {
  self: () => EmpInfo | null
  newToken: () => string
}

function randomToken(): string {
  const part = () => Math.random().toString(36).slice(2, 10)
  return `as-${Date.now().toString(36)}-${part()}${part()}`
}

const defaultEnv: AirportBookingEnv = { self: () => rootStore.session.empInfo, newToken: randomToken }

/** Most travellers on one order (the server's limit). */
export const MAX_TRAVELLERS = 9
const FLIGHT_NO = /^[A-Za-z0-9]{2}[0-9]{1,4}[A-Za-z]?$/
const DEP_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/

/** A traveller of the form. */
export interface FormTraveller {
  key: string
  empId: string
  name: string
  isSelf: boolean
}

/** How the flight is named: one of mine, typed in, or none (lounges only). */
export type FlightMode = 'mine' | 'typed' | 'none'

export type BookingStatus = 'loading' | 'ready' | 'error' | 'gone'

export class AirportBookingStore {
  status: BookingStatus = 'loading'
  loadError = ''
  detail: ServiceDetailReply | null = null
  flights: MyFlight[] = []
  flightMode: FlightMode = 'none'
  flightOrderId = ''
  flightNo = ''
  depTime = ''
  date = ''
  travellers: FormTraveller[] = []
  contact = { name: '', phone: '' }
  tripType: 1 | 2 = 1
  remark = ''
  errors: Record<string, string | null> = {}
  /** The server's refusal (time rules, sold out...). */
  error = ''
  submitting = false

  private token: string
  private readonly api: AirportBookingApi
  private readonly env: AirportBookingEnv

  constructor(readonly query: ServiceQuery, apiOverrides: Partial<AirportBookingApi> = {}, env: Partial<AirportBookingEnv> = {}) {
    this.api = { serviceDetail: api.serviceDetail, myFlights: api.myFlights, bookService: api.bookService, ...apiOverrides }
    this.env = { ...defaultEnv, ...env }
    this.token = this.env.newToken()
    this.date = query.date
    makeAutoObservable<AirportBookingStore, 'api' | 'env' | 'token'>(this, { api: false, env: false, token: false })
  }

  get service() {
    return this.detail?.service ?? null
  }

  get needsFlight(): boolean {
    return this.service?.needsFlight ?? true
  }

  get chosenFlight(): MyFlight | undefined {
    return this.flights.find((f) => f.flightOrderId === this.flightOrderId)
  }

  /** The day the order is for: the chosen flight's, else the day typed or picked. */
  get serviceDate(): string {
    if (this.flightMode === 'mine' && this.chosenFlight) return this.chosenFlight.depDate
    if (this.flightMode === 'typed' && DEP_TIME.test(this.depTime)) return this.depTime.slice(0, 10)
    return this.date
  }

  /** What the screen shows as the total (the server prices it again; a difference is refused). */
  get total(): number {
    return (this.service?.price ?? 0) * this.travellers.length
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const detail = await this.api.serviceDetail(this.query.serviceId, this.query.date || undefined)
      const flights = await this.api.myFlights(detail.service.airportCode).catch(() => [] as MyFlight[])
      runInAction(() => {
        this.detail = detail
        this.flights = flights
        if (!this.date) this.date = detail.service.date
        const preset = this.query.flightOrderId && flights.find((f) => f.flightOrderId === this.query.flightOrderId)
        const first = preset || (detail.service.needsFlight ? flights[0] : undefined)
        if (first) this.chooseFlight(first.flightOrderId)
        else this.flightMode = detail.service.needsFlight ? 'typed' : 'none'
        const me = this.env.self()
        if (me && this.travellers.length === 0) {
          this.travellers = [{ key: `emp-${me.empId}`, empId: me.empId, name: me.empName, isSelf: true }]
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

  chooseFlight(flightOrderId: string): void {
    this.flightMode = 'mine'
    this.flightOrderId = flightOrderId
    this.errors.flight = null
  }

  setFlightMode(mode: FlightMode): void {
    if (mode === 'none' && this.needsFlight) return
    this.flightMode = mode
    this.errors.flight = null
  }

  setFlightNo(v: string): void {
    this.flightNo = v.trim().toUpperCase()
    this.errors.flightNo = null
  }

  setDepTime(v: string): void {
    this.depTime = v.trim()
    this.errors.depTime = null
  }

  setDate(v: string): void {
    this.date = v
    this.errors.date = null
  }

  /** Adds or removes a colleague from the picker; the picker's answer (null: fine). */
  toggleColleague(e: BookableEmployee, selected: boolean): string | null {
    const key = `emp-${e.empId}`
    if (!selected) {
      this.travellers = this.travellers.filter((t) => t.key !== key)
      return null
    }
    if (this.travellers.some((t) => t.key === key)) return null
    if (this.travellers.length >= MAX_TRAVELLERS) return null
    this.travellers = [...this.travellers, { key, empId: String(e.empId), name: e.empName, isSelf: !!e.isSelf }]
    this.errors.travellers = null
    return null
  }

  removeTraveller(key: string): void {
    this.travellers = this.travellers.filter((t) => t.key !== key)
  }

  setContact(field: 'name' | 'phone', v: string): void {
    this.contact = { ...this.contact, [field]: v }
    this.errors[field === 'name' ? 'contactName' : 'contactPhone'] = null
  }

  setTripType(v: 1 | 2): void {
    this.tripType = v
  }

  setRemark(v: string): void {
    this.remark = v.slice(0, 200)
  }

  /** The form's own checks; true when it may be sent. */
  validate(): boolean {
    const e: Record<string, string | null> = {}
    if (this.flightMode === 'mine' && !this.chosenFlight) e.flight = tt('edit.needFlight')
    if (this.flightMode === 'typed') {
      e.flightNo = FLIGHT_NO.test(this.flightNo) ? null : this.flightNo ? tt('edit.flightNoInvalid') : tt('edit.needFlight')
      e.depTime = DEP_TIME.test(this.depTime) ? null : tt('edit.depTimeInvalid')
    }
    if (this.flightMode === 'none') e.date = /^\d{4}-\d{2}-\d{2}$/.test(this.date) ? null : tt('edit.needDate')
    e.travellers = this.travellers.length ? null : tt('edit.needTraveller')
    e.contactName = validateRequired(this.contact.name, tt('edit.contactName'))
    e.contactPhone = validateMobile(this.contact.phone)
    this.errors = e
    return Object.values(e).every((x) => !x)
  }

  /** The request of the form. */
  get body(): AirportBookBody {
    const base: AirportBookBody = {
      serviceId: this.query.serviceId,
      travellers: this.travellers.map((t) => ({ empId: t.empId })),
      contact: { name: this.contact.name.trim(), phone: this.contact.phone.trim() },
      tripType: this.tripType,
      clientToken: this.token,
      expectedTotal: this.total,
      ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
    }
    if (this.flightMode === 'mine') return { ...base, flightOrderId: this.flightOrderId }
    if (this.flightMode === 'typed') return { ...base, flightNo: this.flightNo, depTime: this.depTime }
    return { ...base, serviceDate: this.date }
  }

  /** Sends the booking; the order, or null with the server's refusal in `error`. */
  async submit(): Promise<AirportBookReply | null> {
    this.error = ''
    if (this.submitting || !this.validate()) return null
    this.submitting = true
    try {
      const order = await this.api.bookService(this.body)
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
