/**
 * Booking a flight under a business-trip application (出差申请单): the picker's list of approved
 * applications (vipCcsqdList4Book, domestic flight routes only) and the pure rules the search
 * applies with a chosen application or route — which routes are flights, whether the places
 * still match a route, which of the application's travellers the user may book for, and the date
 * a route prefills inside the sale window.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as tripApi from '../api/trip-application'
import { DOMESTIC_FLIGHT, type BookableApplication, type TripRoute, type TripTraveller } from '../api/trip-application'
import type { EmpInfo } from '../../core/api/types'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import type { AirportPlace } from '../../core/stores/geo-store'
import { searchDict } from '../i18n/search'
import type { LoadStatus } from './flight-list-store'
import { compareDates } from './search-dates'

const tt = scopedT(searchDict)

export type TripBookApi = Pick<typeof tripApi, 'vipCcsqdList4Book' | 'vipCcsqdDetail4Book'>

/** The route status of a route an active order already references (spec §4: confirm before booking it again). */
export const ROUTE_BOOKED = 3

/** What the search carries to the booking screen about the application (URL parameters on the way). */
export interface ApplicationRef {
  ccsqdId: string
  /** The number, shown on the booking screen's summary. */
  ccsqdNo?: string
  routeId?: string
  routeStatus?: number
}

/** The domestic flight routes of an application (vipCcsqdDetail4Book answers every product's routes). */
export function flightRoutes(app: BookableApplication): TripRoute[] {
  return app.routes.filter((r) => r.productType === DOMESTIC_FLIGHT)
}

/** Whether a route's from / to cities are the searched places (an airport matches its city, as the server compares city codes). */
export function routeMatches(route: TripRoute, dep: AirportPlace | null, arr: AirportPlace | null): boolean {
  if (!dep || !arr) return false
  return (!route.fromCode || dep.cityCode === route.fromCode) && arr.cityCode === route.toCode
}

/** `date` moved into [min, max] (a window that is empty keeps the lower bound). */
export function clampDate(date: string, min: string, max: string): string {
  if (compareDates(date, min) < 0) return min
  if (compareDates(max, min) >= 0 && compareDates(date, max) > 0) return max
  return date
}

/**
 * The application's travellers the user may book for: everyone in the booking scope for a booker
 * (ifBooker=1: own department for bookRange 2, the company for 3 and 4), only the user otherwise.
 * The server checks again; this keeps the prefill from naming people it would refuse.
 */
export function bookableTravellers(app: BookableApplication, self: EmpInfo | null): TripTraveller[] {
  if (!self) return []
  const isBooker = self.ifBooker === 1
  const range = self.bookRange
  return app.travellers.filter((t) => {
    if (t.empId === self.empId) return true
    if (!isBooker || range <= 1) return false
    return range >= 3 || t.deptName === self.deptName
  })
}

/** "北京 → 上海" of a route (hotel and car routes have no from city). */
export function routeLabel(route: TripRoute): string {
  return route.fromCity ? `${route.fromCity} → ${route.toCity}` : route.toCity
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : tt('application.failed')
}

/** The picker sheet's list: the caller's approved applications with their flight routes, loaded each time the sheet opens. */
export class ApplicationListStore {
  status: LoadStatus = 'idle'
  error = ''
  list: BookableApplication[] = []
  private seq = 0

  constructor(private readonly api: TripBookApi = tripApi) {
    makeAutoObservable<ApplicationListStore, 'api' | 'seq'>(this, { api: false, seq: false, list: observable.ref })
  }

  /** Loads (again): route statuses change as orders are booked and cancelled, so a kept list would lie. */
  async load(): Promise<void> {
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.api.vipCcsqdList4Book({ productType: DOMESTIC_FLIGHT })
      if (id !== this.seq) return
      runInAction(() => {
        // The server already answers flight routes only; the filter keeps the sheet right if it ever sends more.
        this.list = reply.list.map((a) => ({ ...a, routes: flightRoutes(a) }))
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.list = []
        this.status = 'error'
        this.error = messageOf(e)
      })
    }
  }
}
