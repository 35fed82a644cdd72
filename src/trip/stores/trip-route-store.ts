/**
 * /tripRoute: an application's routes with their booking state, each open route bookable from
 * there. Booking opens the product's query screen with the application and the route
 * (`?ccsqdId=&routeId=&tripType=1`, the hand-off every query screen reads: tk, tr, ht, car); a
 * booked route opens its order through the order-type table. Without an application in the
 * address the screen lists the user's approved applications to choose from.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { vipCcsqdGetInfo, vipCcsqdGetList, type TripApplication } from '../../core/api/trip'
import type { TripApplicationListItem } from '../../../server/src/schemas/trip'
import { chinaTodayText } from '../../core/domain/calendar-date'
import { ssoQueryTarget, type HotelVersion } from '../../core/domain/codes'
import { orderDetailRoute, type SpecRoute } from '../../core/domain/order-types'
import { isApiError } from '../../core/http/envelope'

type TripRoute = TripApplication['routes'][number]

/** The order type a route's product books (booking flows §2.4). */
export const ORDER_TYPE_OF_ROUTE: Readonly<Record<number, number>> = { 10901: 11001, 10902: 11004, 10903: 11007, 10904: 11009, 10906: 11018 }

/** Approved applications (status 2, with a change in approval: 5). */
const APPROVED = 2
const CHANGE_IN_APPROVAL = 5
/** Route status of a booked route. */
const BOOKED = 3

export interface TripRouteApi {
  info: typeof vipCcsqdGetInfo
  list: typeof vipCcsqdGetList
}

export class TripRouteStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  app: TripApplication | null = null
  /** The chooser's rows when no application is named. */
  choices: TripApplicationListItem[] = []
  private readonly api: TripRouteApi

  constructor(
    readonly ccsqdId: string,
    api: Partial<TripRouteApi> = {},
    private readonly env: { selfId: () => string; now: () => number; hotelVersion: () => HotelVersion } = { selfId: () => '', now: () => Date.now(), hotelVersion: () => 2 },
  ) {
    this.api = { info: vipCcsqdGetInfo, list: vipCcsqdGetList, ...api }
    makeAutoObservable<TripRouteStore, 'api' | 'env'>(this, { api: false, env: false, ccsqdId: false })
  }

  /** Whether the screen shows one application (else the chooser). */
  get choosing(): boolean {
    return !this.ccsqdId
  }

  async load(): Promise<void> {
    try {
      if (this.choosing) {
        const page = await this.api.list({ status: APPROVED, pageNum: 1, count: 50 })
        runInAction(() => {
          this.choices = page.list
          this.status = 'ready'
        })
        return
      }
      if (!/^\d{1,12}$/.test(this.ccsqdId)) {
        this.status = 'notFound'
        return
      }
      const app = await this.api.info(this.ccsqdId)
      runInAction(() => {
        this.app = app
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (isApiError(e) && e.errCode === 4004) this.status = 'notFound'
        else if (this.status !== 'ready') {
          this.status = 'error'
          this.loadError = isApiError(e) ? e.message : ''
        }
      })
    }
  }

  /** China today ('YYYY-MM-DD'). */
  get today(): string {
    return chinaTodayText(this.env.now())
  }

  get routes(): TripRoute[] {
    return this.app?.routes ?? []
  }

  /** How many routes are booked. */
  get bookedCount(): number {
    return this.routes.filter((r) => r.routeStatus === BOOKED).length
  }

  isBooked(route: TripRoute): boolean {
    return route.routeStatus === BOOKED
  }

  /**
   * Whether the user may book a route from here: the application approved, the route open and
   * not over, the user its applicant or one of its travellers, a product with a query screen.
   */
  canBook(route: TripRoute): boolean {
    const a = this.app
    if (!a || (a.status !== APPROVED && a.status !== CHANGE_IN_APPROVAL) || route.routeStatus === BOOKED) return false
    const me = this.env.selfId()
    if (a.applicant.empId !== me && !a.travellers.some((t) => t.empId === me)) return false
    if ((route.dateEnd || route.dateBegin) < chinaTodayText(this.env.now())) return false
    return ssoQueryTarget(route.productType, this.env.hotelVersion()) !== null
  }

  /** The query screen that books a route under this application. */
  bookTarget(route: TripRoute): SpecRoute | null {
    const path = ssoQueryTarget(route.productType, this.env.hotelVersion())
    if (!path || !this.app) return null
    return { path, query: { ccsqdId: this.app.ccsqdId, routeId: route.routeId, tripType: '1' } }
  }

  /** The order a booked route opened. */
  orderTarget(route: TripRoute): SpecRoute | null {
    if (!route.orderId) return null
    return orderDetailRoute({ orderType: ORDER_TYPE_OF_ROUTE[route.productType] ?? 11001, orderId: route.orderId })
  }
}
