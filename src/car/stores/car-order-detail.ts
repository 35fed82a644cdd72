/**
 * A car order (/car/carOrderDetail?orderId=, /car/driving?orderId=, /car/carJsycDetail?id=): the
 * ride as the server has it, and while it is live (dispatching → driver accepted → arrived →
 * picked up → journey begun) where the driver is, read every 5 s with getDriverLocation. Polling
 * stops when the ride ends (completed or cancelled), when the page hides and when it unmounts; a
 * failing read waits longer each time (10, 20, 40, 60 s) so a dead network is not hammered. A
 * change of state seen in a position read reloads the order (timeline, driver, final fare).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { CAR_STATUS, ORDER_STATUS } from '../../../server/src/contract/order-status'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/car-order'
import type { CarDriverLocation, CarOrderDetail, LatLng } from '../api/car-order'

export type { DetailStatus }

export type CarOrderApi = Pick<typeof api, 'orderDetail' | 'charteredDetail' | 'driverLocation'>

/** How often the driver's position is read while the ride is live. */
export const POLL_MS = 5000
/** The longest wait between reads after failures. */
export const MAX_BACKOFF_MS = 60_000

/** The car states during which a driver is being found or is on the way / driving. */
export const LIVE_CAR_STATES: ReadonlySet<string> = new Set([
  CAR_STATUS.CAR_DISPATCHING,
  CAR_STATUS.CAR_DRIVER_ACCEPTED,
  CAR_STATUS.CAR_ARRIVED,
  CAR_STATUS.CAR_PICKED_UP,
  CAR_STATUS.CAR_JOURNEY_BEGUN,
])

/** Use type of a chartered day car (booking flows §2.4 special case). */
export const CHARTERED_USE_TYPE = 7

/** Order ids in the URL are digits; anything else cannot name an order ("not found" without a call). */
export function isCarOrderIdText(id: string | undefined): id is string {
  return isIdText(id, 18)
}

/** Whether a ride is live: its order still running and its car state one of the live ones. */
export function isLiveRide(o: Pick<CarOrderDetail, 'status' | 'carStatus'> | null | undefined): boolean {
  if (!o || !o.carStatus) return false
  if (o.status === ORDER_STATUS.COMPLETED || o.status === ORDER_STATUS.CANCELLED || o.status === ORDER_STATUS.REJECTED) return false
  return LIVE_CAR_STATES.has(o.carStatus)
}

/**
 * The screen a car order belongs on when opened on the ride screens: a chartered day car
 * (useType 7) has its own (/car/carJsycDetail, id in the query; the H5 router writes it as a path).
 * Null: stay.
 */
export function charteredRedirect(o: Pick<CarOrderDetail, 'useType' | 'orderId'> | null): { route: string; query: { id: string } } | null {
  return o && o.useType === CHARTERED_USE_TYPE ? { route: '/car/carJsycDetail', query: { id: o.orderId } } : null
}

/** Where the driver is now (from the last position read, else the order's own). */
export interface DriverSpot extends LatLng {
  heading: number
  at: string
}

/** Timer functions (the real ones; tests use Jest's fake timers through them). */
interface Timers {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

export class CarOrderDetailStore {
  readonly resource: DetailResource<string | undefined, CarOrderDetail>
  /** The last position read (null before one came, or before a driver accepted). */
  location: CarDriverLocation | null = null
  /** Consecutive failed position reads (drives the backoff). */
  failures = 0
  /** Whether a position read is scheduled or running. */
  polling = false

  private handle: unknown = null
  private visible = true
  private disposed = false
  private quietLoad = false
  private readonly api: CarOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<CarOrderApi> = {},
    /** The chartered screen reads vehicleClzcDetail (with its package block). */
    readonly chartered = false,
    private readonly timers: Timers = realTimers,
  ) {
    this.api = { orderDetail: api.orderDetail, charteredDetail: api.charteredDetail, driverLocation: api.driverLocation, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => (chartered ? this.api.charteredDetail(id as string, this.quietLoad) : this.api.orderDetail(id as string, this.quietLoad)), {
      valid: isCarOrderIdText,
      showQuietNotFound: true,
    })
    makeAutoObservable<CarOrderDetailStore, 'api' | 'timers' | 'handle' | 'visible' | 'disposed' | 'quietLoad'>(this, {
      api: false,
      timers: false,
      handle: false,
      visible: false,
      disposed: false,
      quietLoad: false,
      resource: false,
    })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): CarOrderDetail | null {
    return this.resource.data
  }

  /** Dispatching, on the way, waiting or driving: the driver's position is worth reading. */
  get live(): boolean {
    return isLiveRide(this.order)
  }

  /** The ride is over (completed, cancelled, rejected). */
  get ended(): boolean {
    const s = this.order?.status
    return s === ORDER_STATUS.COMPLETED || s === ORDER_STATUS.CANCELLED || s === ORDER_STATUS.REJECTED
  }

  /** Where the driver is: the last read, else what the order carried; null before a driver accepted. */
  get driverSpot(): DriverSpot | null {
    const l = this.location
    if (l && l.lat !== null && l.lng !== null) return { lat: l.lat, lng: l.lng, heading: l.heading ?? 0, at: l.at }
    const p = this.order?.position
    return p ? { lat: p.lat, lng: p.lng, heading: p.heading, at: p.at } : null
  }

  /** Minutes to the next stop (pick-up before boarding, drop-off after), when the server knows. */
  get etaMin(): number | null {
    return this.live ? (this.location?.etaMin ?? null) : null
  }

  /** Metres left to the next stop, when the server knows. */
  get distanceLeftM(): number | null {
    return this.live ? (this.location?.distanceLeftM ?? null) : null
  }

  /** The fare shown: the final one once the ride is done, else the estimate. */
  get fare(): { amount: number; final: boolean } {
    const o = this.order
    if (!o) return { amount: 0, final: false }
    if (o.finalPrice !== null) return { amount: o.finalPrice, final: true }
    if (o.status === ORDER_STATUS.CANCELLED) return { amount: o.cancelFee ?? 0, final: true }
    return { amount: o.estimatePrice, final: false }
  }

  /** Where a chartered order opened on a ride screen should go instead (null: stay). */
  get redirect(): ReturnType<typeof charteredRedirect> {
    return this.chartered ? null : charteredRedirect(this.order)
  }

  /** Loads the order (`quiet` keeps it on screen), then polls if the ride is live and the page shown. */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
    this.syncPolling()
  }

  /** The page came back (useDidShow): read the order again and resume polling if the ride is live. */
  show(): void {
    this.visible = true
    if (this.order) void this.load(true)
    else this.syncPolling()
  }

  /** The page went behind another or the app to the background: no reads while nobody looks. */
  hide(): void {
    this.visible = false
    this.stopPolling()
  }

  /** The page unmounted: stop for good. */
  dispose(): void {
    this.disposed = true
    this.stopPolling()
  }

  /** Starts or stops polling to match the ride and the page. */
  private syncPolling(): void {
    if (this.live && this.visible && !this.disposed) {
      if (!this.polling) this.schedule(POLL_MS)
    } else this.stopPolling()
  }

  private schedule(ms: number): void {
    this.polling = true
    this.handle = this.timers.set(() => void this.poll(), ms)
  }

  private stopPolling(): void {
    if (this.handle !== null) this.timers.clear(this.handle)
    this.handle = null
    this.polling = false
  }

  /** One position read; schedules the next (5 s, or longer after failures) while the ride stays live. */
  async poll(): Promise<void> {
    this.handle = null
    const o = this.order
    if (!o || this.disposed || !this.visible) {
      this.stopPolling()
      return
    }
    try {
      const loc = await this.api.driverLocation(o.orderId)
      if (this.disposed || !this.visible) return
      const moved = loc.status !== o.status || loc.carStatus !== o.carStatus
      runInAction(() => {
        this.location = loc
        this.failures = 0
      })
      // A new state brings a new timeline line, the driver, or the final fare: read the order.
      if (moved) {
        this.polling = false
        await this.load(true)
        return
      }
      if (this.handle === null && this.polling) this.schedule(POLL_MS)
    } catch {
      if (this.disposed || !this.visible) return
      runInAction(() => {
        this.failures += 1
      })
      if (this.handle === null && this.polling) this.schedule(backoffMs(this.failures))
    }
  }
}

/** The wait before the next read after `failures` failed ones in a row: 10, 20, 40, then 60 s. */
export function backoffMs(failures: number): number {
  if (failures <= 0) return POLL_MS
  return Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** failures)
}
