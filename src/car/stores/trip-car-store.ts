/**
 * The car routes of business-trip applications: /userCenter/tripCarList (each route with its city,
 * dates, ride types, budget and how often it was booked; "book" opens the car query with the
 * application and route) and /tripCarAdd (a car route added to one of the user's applications;
 * the server refuses it under appBook=1 or sqdBookType=1, booking flows §6, and its message shows).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { EmpInfo } from '../../core/api/types'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { ApplicationListStore, applicationBookApi, type ApplicationBookApi } from '../../core/stores/application-list'
import { rootStore } from '../../core/stores/root-store'
import * as api from '../api/car-search'
import { CAR_ROUTE, type BookableApplication, type CarCity, type TripCarRow } from '../api/car-search'
import { carSearchDict } from '../i18n/search'
import { USE_TYPES, type UseType } from './car-context'

const tt = scopedT(carSearchDict)

export type TripCarApi = Pick<typeof api, 'tripCarList' | 'tripCarAdd' | 'carCities'>

/** The car routes of the user's applications. */
export class TripCarListStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadError = ''
  list: TripCarRow[] = []

  constructor(private readonly calls: TripCarApi = api) {
    makeAutoObservable<TripCarListStore, 'calls'>(this, { calls: false, list: observable.ref })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.loadError = ''
    try {
      const reply = await this.calls.tripCarList()
      runInAction(() => {
        this.list = reply.list
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.message ? e.message : tt('list.failed')
      })
    }
  }
}

/** The form of a new car route. */
export class TripCarAddStore {
  application: BookableApplication | null = null
  cities: CarCity[] = []
  citiesStatus: 'loading' | 'ready' | 'error' = 'loading'
  cityId = ''
  dateStart: string
  dateEnd: string
  useTypes: UseType[] = [1, 2]
  budget = ''
  note = ''
  errors: Record<string, string> = {}
  submitting = false
  error = ''
  readonly applications: ApplicationListStore

  constructor(
    private readonly calls: TripCarApi = api,
    private readonly self: () => EmpInfo | null = () => rootStore.session.empInfo,
    now: () => Date = () => new Date(),
    appApi: ApplicationBookApi = applicationBookApi,
  ) {
    const today = chinaTodayText(now())
    this.dateStart = today
    this.dateEnd = addDaysText(today, 2)
    this.applications = new ApplicationListStore(CAR_ROUTE, appApi)
    makeAutoObservable<TripCarAddStore, 'calls' | 'self'>(this, { calls: false, self: false, applications: false, application: observable.ref, cities: observable.ref })
  }

  /** appBook=1 or sqdBookType=1: the car-application switch is off (booking flows §6); the server refuses. */
  get switchedOff(): boolean {
    const e = this.self()
    return e?.appBook === 1 || e?.sqdBookType === 1
  }

  /** The cities, and the application of `?ccsqdId=` among the user's. */
  async load(ccsqdId?: string): Promise<void> {
    this.citiesStatus = 'loading'
    const [cities] = await Promise.all([this.calls.carCities().catch(() => null), this.applications.load()])
    runInAction(() => {
      if (cities) {
        this.cities = cities.list
        this.citiesStatus = 'ready'
        if (!this.cityId && cities.list.length) this.cityId = cities.list[0].cityId
      } else this.citiesStatus = 'error'
      const app = ccsqdId ? this.applications.list.find((a) => a.ccsqdId === ccsqdId) : undefined
      if (app) this.chooseApplication(app)
    })
  }

  chooseApplication(app: BookableApplication): void {
    this.application = app
    this.dateStart = app.dateBegin
    this.dateEnd = app.dateEnd
    delete this.errors.application
  }

  setCity(id: string): void {
    this.cityId = id
  }

  setDates(start: string, end: string): void {
    this.dateStart = start
    this.dateEnd = end
  }

  toggleUseType(u: UseType): void {
    this.useTypes = this.useTypes.includes(u) ? this.useTypes.filter((x) => x !== u) : [...this.useTypes, u].sort()
  }

  setBudget(v: string): void {
    this.budget = v.replace(/[^\d.]/g, '').slice(0, 10)
  }

  setNote(v: string): void {
    this.note = v.slice(0, 200)
  }

  get city(): CarCity | undefined {
    return this.cities.find((c) => c.cityId === this.cityId)
  }

  validate(): string | null {
    const e: Record<string, string> = {}
    if (!this.application) e.application = tt('error.application')
    if (!this.cityId) e.city = tt('error.city')
    if (this.dateEnd < this.dateStart) e.dates = tt('error.tripDates')
    if (!this.useTypes.length) e.useTypes = tt('error.useTypes')
    if (this.budget && !/^\d{1,8}(\.\d{1,2})?$/.test(this.budget)) e.budget = tt('error.budget')
    this.errors = e
    return e.application || e.city || e.dates || e.useTypes || e.budget || null
  }

  /** Adds the route; the server's refusal (switched off, not editable) is the message. */
  async submit(): Promise<{ ok: true; routeId: string } | { ok: false; message: string }> {
    this.error = ''
    const invalid = this.validate()
    if (invalid || !this.application) return { ok: false, message: invalid ?? '' }
    this.submitting = true
    try {
      const reply = await this.calls.tripCarAdd({
        ccsqdId: this.application.ccsqdId,
        cityId: this.cityId,
        dateStart: this.dateStart,
        dateEnd: this.dateEnd,
        useTypes: this.useTypes,
        ...(this.budget ? { budget: Number(this.budget) } : {}),
        ...(this.note.trim() ? { note: this.note.trim() } : {}),
      })
      return { ok: true, routeId: reply.routeId }
    } catch (e) {
      const message = isApiError(e) && e.message ? e.message : tt('trip.failed')
      runInAction(() => (this.error = message))
      return { ok: false, message }
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}

export { USE_TYPES }
