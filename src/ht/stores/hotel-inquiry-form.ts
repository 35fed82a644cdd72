/**
 * The price inquiry form of htInquiry on both route families (booking flows §7.6): the city, the
 * hotel asked (by id when opened from a hotel, by name, or none), the stay (China's calendar: the
 * list's rules, stayError), rooms and adults, an optional nightly budget, a remark of at most 200
 * characters, the contact (the user by default), business or personal trip and the guests. One
 * instance per session, so going back to the form finds it as it was left; a failed send keeps
 * everything typed and shows the server's message. Errors are derived from the state after the
 * first attempt and go away as fields are fixed, in the current language.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { EmpInfo, VipCorp } from '../../core/api/types'
import { defineContext, field } from '../../core/domain/booking-context'
import { errorCodeMessage, requiresApplication } from '../../core/domain/codes'
import { ApplicationListStore, applicationBookApi, routeLabel, type ApplicationBookApi } from '../../core/stores/application-list'
import { HOTEL_ROUTE, type BookableApplication, type TripRoute } from '../api/hotel-search'
import { addDaysText } from '../../core/domain/calendar-date'
import { validateMobile } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/hotel-inquiry'
import type { HtDemandSaveBody } from '../api/hotel-inquiry'
import { hotelInquiryDict } from '../i18n/inquiry'
import { firstCheckIn, lastCalendarDay, nightsBetween, stayError } from './hotel-list-store'
import type { HotelCity } from './hotel-search-store'

const tt = scopedT(hotelInquiryDict)

/** The server's limits (schemas/hotel-inquiry.ts HtDemandSaveBody, rules.ts checkOccupancy). */
export const MAX_ROOMS = 10
export const MAX_GUESTS = 10
export const MAX_REMARK = 200
export const MAX_HOTEL_NAME = 60
export const MAX_BUDGET = 100000

/**
 * htInquiry's parameters when opened from a hotel screen (all optional): the stay of the search
 * (hotelContext's names: city, cityName, in, out, rooms, adults, tripType, travellers, ccsqdId,
 * routeId) and the hotel (hotel id and / or hotelName); `tab=mine` opens "my inquiries".
 */
export const inquiryEntryContext = defineContext({
  cityId: field.string({ param: 'city', pattern: /^[A-Za-z0-9]{2,8}$/, upper: true }),
  cityName: field.string({ max: 32 }),
  hotelId: field.string({ param: 'hotel', pattern: /^[A-Za-z]{3}\d{4}$/, upper: true }),
  hotelName: field.string({ max: MAX_HOTEL_NAME }),
  checkIn: field.date({ param: 'in' }),
  checkOut: field.date({ param: 'out' }),
  rooms: field.int({ min: 1, max: MAX_ROOMS }),
  adults: field.int({ min: 1, max: MAX_GUESTS }),
  tripType: field.oneOf([1, 2] as const),
  travellerIds: field.list({ param: 'travellers', item: /^\d{1,12}$/, unique: true, max: MAX_GUESTS }),
  ccsqdId: field.string({ pattern: /^\d{1,12}$/ }),
  routeId: field.string({ pattern: /^\d{1,12}$/ }),
  tab: field.oneOf(['new', 'mine'] as const),
})
export type InquiryEntry = NonNullable<ReturnType<typeof inquiryEntryContext.decode>>

/** A guest of the inquiry: an employee (the user, a colleague) or a frequent traveller. */
export interface InquiryGuest {
  /** 'emp-<empId>' or 'contact-<contactId>' (the traveller picker's keys). */
  key: string
  empId?: string
  contactId?: string
  name: string
  isSelf?: boolean
}

export type InquiryField = 'application' | 'city' | 'hotelName' | 'dates' | 'adults' | 'budget' | 'remark' | 'contactName' | 'contactPhone' | 'travellers'
export type InquiryErrors = Partial<Record<InquiryField, string>>

export interface InquiryFormDeps {
  self: () => EmpInfo | null
  /** The company (bookStyle 2: business trips book by application, C767). */
  corp: () => VipCorp | null
  /** Read by `errors`, so messages follow a language switch. */
  locale: () => string
  now: () => Date
  api: Pick<typeof api, 'saveInquiry'>
}

const realDeps: InquiryFormDeps = {
  self: () => rootStore.session.empInfo,
  corp: () => rootStore.session.vipCorp,
  locale: () => rootStore.locale.locale,
  now: () => new Date(),
  api,
}

/** Whole digits of a budget text, or NaN. */
function budgetOf(text: string): number {
  const t = text.trim()
  return /^\d{1,6}$/.test(t) ? Number(t) : NaN
}

export class HotelInquiryForm {
  city: HotelCity | null = null
  hotelId: string | null = null
  hotelName = ''
  checkIn: string
  checkOut: string
  rooms = 1
  adults = 1
  budget = ''
  remark = ''
  contactName = ''
  contactPhone = ''
  tripType: 1 | 2 = 1
  guests: InquiryGuest[] = []
  ccsqdId: string | null = null
  routeId: string | null = null
  /** What the application row shows ('SQ… · 上海 11/27-11/29'). */
  applicationLabel = ''
  /** The approved applications with hotel stays (the sheet's list). */
  readonly applications: ApplicationListStore
  /** Set by the first send: errors show from then on. */
  attempted = false
  submitting = false
  /** The server's refusal of the last send ('' when none). */
  error = ''
  /** The employee the form was filled for (a new sign-in starts afresh). */
  private owner = ''

  constructor(
    private readonly deps: InquiryFormDeps = realDeps,
    appApi: ApplicationBookApi = applicationBookApi,
  ) {
    this.applications = new ApplicationListStore(HOTEL_ROUTE, appApi)
    const first = firstCheckIn(deps.now())
    this.checkIn = first
    this.checkOut = addDaysText(first, 1)
    makeAutoObservable<HotelInquiryForm, 'deps' | 'owner'>(this, { deps: false, owner: false, applications: false })
  }

  get today(): string {
    return firstCheckIn(this.deps.now())
  }

  get minDate(): string {
    return firstCheckIn(this.deps.now())
  }

  get maxDate(): string {
    return lastCalendarDay(this.deps.now())
  }

  get nights(): number {
    return nightsBetween(this.checkIn, this.checkOut)
  }

  get remarkLength(): number {
    return this.remark.length
  }

  get selfId(): string {
    return this.deps.self()?.empId ?? ''
  }

  get hasSelf(): boolean {
    return !!this.selfId && this.guests.some((g) => g.empId === this.selfId)
  }

  /** Colleagues: a booking scope wider than oneself (bookRange > 1). */
  get canPickColleagues(): boolean {
    return (this.deps.self()?.bookRange ?? 1) > 1
  }

  /** Frequent travellers: personal trips, or business trips with bookOutside (the server's rule). */
  get canAddOutside(): boolean {
    const self = this.deps.self()
    return this.tripType === 2 || self?.bookOutside === 1 || self?.bookRange === 4
  }

  /** Business trips of a company that books by application (unless the employee is exempt): C767 without one. */
  get needsApplication(): boolean {
    const self = this.deps.self()
    return this.tripType === 1 && requiresApplication(this.deps.corp()?.bookStyle) && self?.sqdBookType !== 1 && self?.appBook !== 1
  }

  get showsApplication(): boolean {
    return this.tripType === 1 && (this.needsApplication || !!this.ccsqdId)
  }

  /** Every field's message, null-free: only after the first attempt. */
  get errors(): InquiryErrors {
    void this.deps.locale()
    if (!this.attempted) return {}
    return this.check()
  }

  get valid(): boolean {
    return Object.keys(this.check()).length === 0
  }

  /** The checks of a send, in the screen's order. */
  check(): InquiryErrors {
    const e: InquiryErrors = {}
    if (this.needsApplication && !this.ccsqdId) e.application = errorCodeMessage('C767') ?? ''
    if (!this.city) e.city = tt('err.city')
    if (this.hotelName.trim().length > MAX_HOTEL_NAME) e.hotelName = tt('err.hotelName', { max: MAX_HOTEL_NAME })
    const stay = stayError(this.checkIn, this.checkOut, this.deps.now())
    if (stay) e.dates = stay
    if (this.adults < this.rooms) e.adults = tt('err.adults')
    if (this.budget.trim()) {
      const b = budgetOf(this.budget)
      if (!(b >= 1 && b <= MAX_BUDGET)) e.budget = tt('err.budget')
    }
    if (this.remark.length > MAX_REMARK) e.remark = tt('err.remark', { max: MAX_REMARK })
    if (!this.contactName.trim()) e.contactName = tt('err.contactName')
    const phone = validateMobile(this.contactPhone.trim())
    if (phone) e.contactPhone = phone
    if (!this.guests.length) e.travellers = tt('err.travellers')
    else if (this.guests.length > this.adults) e.travellers = tt('err.tooManyTravellers', { n: this.adults })
    return e
  }

  /** Fills the user's own details once per signed-in employee (contact and the first guest); a new employee starts afresh. */
  syncSession(): void {
    const self = this.deps.self()
    const id = self?.empId ?? ''
    if (id === this.owner) return
    if (this.owner) this.reset()
    this.owner = id
    if (!self) return
    this.contactName = self.empName
    this.contactPhone = self.phoneNumber
    if (!this.guests.length) this.guests = [{ key: `emp-${self.empId}`, empId: self.empId, name: self.empName, isSelf: true }]
  }

  /** Takes what a hotel screen handed over (a stay, a hotel); the other fields stay as they are. */
  enter(p: InquiryEntry | null): void {
    if (!p) return
    if (p.cityId) this.city = { cityId: p.cityId, name: p.cityName ?? p.cityId, domestic: true }
    if (p.hotelId || p.hotelName) {
      this.hotelId = p.hotelId ?? null
      this.hotelName = p.hotelName ?? ''
    }
    if (p.checkIn && p.checkOut && p.checkOut > p.checkIn) {
      this.checkIn = p.checkIn
      this.checkOut = p.checkOut
    }
    if (p.rooms) this.rooms = p.rooms
    if (p.adults) this.adults = Math.max(p.adults, this.rooms)
    if (p.tripType) this.tripType = p.tripType
    if (p.ccsqdId) {
      this.ccsqdId = p.ccsqdId
      this.routeId = p.routeId ?? null
      this.applicationLabel = p.ccsqdId
    }
    const self = this.deps.self()
    if (p.travellerIds.length && self && p.travellerIds.includes(self.empId) && !this.hasSelf) this.addSelf()
  }

  setCity(city: HotelCity): void {
    if (this.city?.cityId !== city.cityId) this.hotelId = null
    this.city = city
  }

  /** Typing a name drops a hotel handed over by id (the name no longer names it). */
  setHotelName(v: string): void {
    this.hotelName = v
    this.hotelId = null
  }

  setDates(checkIn: string, checkOut: string): void {
    this.checkIn = checkIn
    this.checkOut = checkOut > checkIn ? checkOut : addDaysText(checkIn, 1)
  }

  setRooms(n: number): void {
    this.rooms = Math.min(MAX_ROOMS, Math.max(1, n))
    if (this.adults < this.rooms) this.adults = this.rooms
  }

  setAdults(n: number): void {
    this.adults = Math.min(MAX_GUESTS, Math.max(1, n))
  }

  setBudget(v: string): void {
    this.budget = v.replace(/[^\d]/g, '').slice(0, 6)
  }

  setRemark(v: string): void {
    this.remark = v.slice(0, MAX_REMARK)
  }

  setContactName(v: string): void {
    this.contactName = v
  }

  setContactPhone(v: string): void {
    this.contactPhone = v.replace(/\s/g, '')
  }

  /** Business or personal; frequent travellers leave a business trip that may not take them. */
  setTripType(v: 1 | 2): void {
    this.tripType = v
    if (!this.canAddOutside) this.guests = this.guests.filter((g) => !g.contactId)
    if (v === 2) this.clearApplication()
  }

  /** Takes an application (and one of its hotel stays): the stay's city and dates fill the form. */
  chooseApplication(app: BookableApplication, route: TripRoute | null): void {
    this.ccsqdId = app.ccsqdId
    this.routeId = route?.routeId ?? null
    this.applicationLabel = route ? `${app.ccsqdNo} · ${routeLabel(route)}` : app.ccsqdNo
    this.tripType = 1
    if (route && /^[A-Za-z0-9]{2,8}$/.test(route.toCode)) this.city = { cityId: route.toCode.toUpperCase(), name: route.toCity, domestic: true }
    const begin = route?.dateBegin ?? app.dateBegin
    const end = route?.dateEnd ?? app.dateEnd
    if (begin) {
      const checkIn = begin < this.minDate ? this.minDate : begin
      this.setDates(checkIn, end && end > checkIn ? end : addDaysText(checkIn, 1))
    }
  }

  clearApplication(): void {
    this.ccsqdId = null
    this.routeId = null
    this.applicationLabel = ''
  }

  addSelf(): void {
    const self = this.deps.self()
    if (!self || this.hasSelf || this.guests.length >= MAX_GUESTS) return
    this.guests = [{ key: `emp-${self.empId}`, empId: self.empId, name: self.empName, isSelf: true }, ...this.guests]
  }

  /** Adds a guest from the picker; answers a message when it cannot. */
  addGuest(g: InquiryGuest): string | null {
    if (this.guests.some((x) => x.key === g.key)) return null
    if (this.guests.length >= MAX_GUESTS || this.guests.length >= this.adults) return tt('err.tooManyTravellers', { n: this.adults })
    this.guests = [...this.guests, g]
    return null
  }

  removeGuest(key: string): void {
    this.guests = this.guests.filter((g) => g.key !== key)
  }

  /** The save body (only what was given). */
  get body(): HtDemandSaveBody {
    const name = this.hotelName.trim()
    const budget = budgetOf(this.budget)
    const remark = this.remark.trim()
    return {
      cityId: this.city?.cityId ?? '',
      ...(this.hotelId ? { hotelId: this.hotelId } : {}),
      ...(name ? { hotelName: name } : {}),
      checkInDate: this.checkIn,
      checkOutDate: this.checkOut,
      roomCount: this.rooms,
      adultCount: this.adults,
      childCount: 0,
      ...(budget >= 1 ? { budget } : {}),
      ...(remark ? { remark } : {}),
      contact: { name: this.contactName.trim(), phone: this.contactPhone.trim() },
      tripType: this.tripType,
      travellers: this.guests.map((g) => (g.empId ? { empId: g.empId } : { contactId: g.contactId as string })),
      ...(this.tripType === 1 && this.ccsqdId ? { ccsqdId: this.ccsqdId, ...(this.routeId ? { routeId: this.routeId } : {}) } : {}),
    }
  }

  /**
   * Sends the inquiry: answers its id, or null (the errors or the server's message show; nothing
   * typed is lost). A sent form starts afresh for the next inquiry (the contact and the user stay).
   */
  async submit(): Promise<string | null> {
    if (this.submitting) return null
    this.attempted = true
    this.error = ''
    if (!this.valid) return null
    this.submitting = true
    try {
      const reply = await this.deps.api.saveInquiry(this.body)
      runInAction(() => {
        this.submitting = false
        this.clearRequest()
      })
      return reply.id
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('err.saveFailed')
      })
      return null
    }
  }

  /** After a send: the request fields go, the city, stay, contact and guests stay for a similar one. */
  private clearRequest(): void {
    this.hotelId = null
    this.hotelName = ''
    this.budget = ''
    this.remark = ''
    this.attempted = false
    this.error = ''
  }

  private reset(): void {
    const first = firstCheckIn(this.deps.now())
    this.city = null
    this.clearRequest()
    this.checkIn = first
    this.checkOut = addDaysText(first, 1)
    this.rooms = 1
    this.adults = 1
    this.tripType = 1
    this.guests = []
    this.clearApplication()
    this.contactName = ''
    this.contactPhone = ''
  }
}

let instance: HotelInquiryForm | null = null

/** The session's inquiry form, created on first use (inside the ht subpackage). */
export function getHotelInquiryForm(): HotelInquiryForm {
  instance ??= new HotelInquiryForm()
  instance.syncSession()
  return instance
}
