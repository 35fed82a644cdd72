/**
 * Booking under a business-trip application, the part every product shares: the picker's list of
 * the caller's approved applications with their routes of one product (vipCcsqdList4Book), and
 * the pure rules of a route: its label, whether it is booked, which of the application's
 * travellers the user may book for. Each product adds its own matching of places and dates.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as tripBookingApi from '../api/trip-booking'
import type { BookableApplication, RouteProductType, TripRoute, TripTraveller } from '../api/trip-booking'
import type { EmpInfo } from '../api/types'
import { isApiError } from '../http/envelope'
import { scopedT } from '../i18n/index'
import { applicationPickerDict } from '../i18n/application-picker'

const tt = scopedT(applicationPickerDict)

export type ApplicationBookApi = Pick<typeof tripBookingApi, 'vipCcsqdList4Book' | 'vipCcsqdDetail4Book'>

/** The calls themselves (stores take them as a default, tests pass fakes). */
export const applicationBookApi: ApplicationBookApi = tripBookingApi

/** The route status of a route an active order already references (spec §4: confirm before booking it again). */
export const ROUTE_BOOKED = 3

/** The routes of one product (vipCcsqdDetail4Book answers every product's routes). */
export function routesOf(app: BookableApplication, productType: RouteProductType): TripRoute[] {
  return app.routes.filter((r) => r.productType === productType)
}

/** "北京 → 上海" of a route (hotel and car routes have no from city). */
export function routeLabel(route: TripRoute): string {
  return route.fromCity ? `${route.fromCity} → ${route.toCity}` : route.toCity
}

/**
 * The application's travellers the user may book for: everyone in the booking scope for a booker
 * (ifBooker=1: own department for bookRange 2, the company for 3 and 4), only the user otherwise.
 * The server checks again; this keeps the prefill from naming people it would refuse.
 */
export function bookableTravellers(app: BookableApplication, self: EmpInfo | null): TripTraveller[] {
  if (!self) return []
  const range = self.bookRange
  return app.travellers.filter((t) => {
    if (t.empId === self.empId) return true
    if (self.ifBooker !== 1 || range <= 1) return false
    return range >= 3 || t.deptName === self.deptName
  })
}

export type ApplicationListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The picker sheet's list of one product, loaded each time the sheet opens (route statuses change as orders come and go). */
export class ApplicationListStore {
  status: ApplicationListStatus = 'idle'
  error = ''
  list: BookableApplication[] = []
  private seq = 0

  constructor(
    readonly productType: RouteProductType,
    private readonly api: Pick<ApplicationBookApi, 'vipCcsqdList4Book'> = applicationBookApi,
  ) {
    makeAutoObservable<ApplicationListStore, 'api' | 'seq'>(this, { api: false, seq: false, productType: false, list: observable.ref })
  }

  async load(): Promise<void> {
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.api.vipCcsqdList4Book({ productType: this.productType })
      if (id !== this.seq) return
      runInAction(() => {
        // The server answers the product's routes only; the filter keeps the sheet right if it ever sends more.
        this.list = reply.list.map((a) => ({ ...a, routes: routesOf(a, this.productType) }))
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.list = []
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('failed')
      })
    }
  }
}
