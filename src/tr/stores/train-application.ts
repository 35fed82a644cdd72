/**
 * Booking trains under a business-trip application (出差申请单, booking flows §6, error C767): the
 * picker's list of approved applications with their train routes (vipCcsqdList4Book, productType
 * 10904) and the pure rules the search applies with a chosen application or route: which routes
 * are train routes, which of the application's travellers the user may book for, and a route's
 * label. Train routes carry station codes (fromCode / toCode) and names (fromCity / toCity).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import * as api from '../api/train-search'
import { TRAIN_ROUTE, type BookableApplication, type TripRoute, type TripTraveller } from '../api/train-search'
import type { EmpInfo } from '../../core/api/types'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { trainSearchDict } from '../i18n/search'

const tt = scopedT(trainSearchDict)

export type TrainApplicationApi = Pick<typeof api, 'vipCcsqdList4Book' | 'vipCcsqdDetail4Book'>

/** The route status of a route an active order already references (spec §4: confirm before booking it again). */
export const ROUTE_BOOKED = 3

/** The train routes of an application (Detail4Book answers every product's routes). */
export function trainRoutes(app: BookableApplication): TripRoute[] {
  return app.routes.filter((r) => r.productType === TRAIN_ROUTE)
}

/** "北京南 → 上海虹桥" of a route. */
export function routeLabel(route: TripRoute): string {
  return route.fromCity ? `${route.fromCity} → ${route.toCity}` : route.toCity
}

/**
 * The application's travellers the user may book for: everyone in the booking scope for a booker
 * (ifBooker=1: own department for bookRange 2, the company for 3 and 4), only the user otherwise.
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

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The picker sheet's list, loaded each time the sheet opens (route statuses change as orders come and go). */
export class TrainApplicationList {
  status: LoadStatus = 'idle'
  error = ''
  list: BookableApplication[] = []
  private seq = 0

  constructor(private readonly calls: TrainApplicationApi = api) {
    makeAutoObservable<TrainApplicationList, 'calls' | 'seq'>(this, { calls: false, seq: false, list: observable.ref })
  }

  async load(): Promise<void> {
    const id = ++this.seq
    this.status = 'loading'
    this.error = ''
    try {
      const reply = await this.calls.vipCcsqdList4Book()
      if (id !== this.seq) return
      runInAction(() => {
        this.list = reply.list.map((a) => ({ ...a, routes: trainRoutes(a) }))
        this.status = 'ready'
      })
    } catch (e) {
      if (id !== this.seq) return
      runInAction(() => {
        this.list = []
        this.status = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('application.failed')
      })
    }
  }
}
