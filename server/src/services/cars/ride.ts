/**
 * The ride state machine of car orders (booking flows §4 car states), advancing on the app's clock:
 *
 *   order IN_PROGRESS:  CAR_WAITING ──(30 min before the start)──> CAR_DISPATCHING ──(~15 s)──> CAR_DRIVER_ACCEPTED
 *     ──(~45 s, not before the start)──> CAR_ARRIVED ──(pick-ups: ~20 s)──> CAR_PICKED_UP ──(~20 s)──> CAR_JOURNEY_BEGUN
 *     ──(the ride, compressed to ≤ 2 min)──> order COMPLETED (company account, final fare paid)
 *                                          or AWAITING_PAYMENT (personal payment) ──pay──> PAID ──> COMPLETED
 *   CAR_DISPATCHING with no driver for 10 min ──> order CANCELLED (reason NO_DRIVER)
 *   an approved ride (AWAITING_PAYMENT before its ride) ──> IN_PROGRESS with CAR_WAITING / CAR_DISPATCHING
 *
 * Durations scale with env CAR_CLOCK_SCALE (default 1). Every step is one transaction whose first
 * write is the conditional UPDATE on the previous car status (repositories/car-orders stepRide) or
 * on the previous order status (setStatus): of two processes advancing one ride, one moves it and
 * the other finds nothing to do. Steps run on reads (detail, driver location), in the kind's sweep
 * and from the demo tool; a step due in the past is dated when it was due, not when it ran.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { CAR_STATUS, type CarStatus } from '../../contract/order-status'
import { ORDER_TYPE } from '../../contract/order-types'
import { findCarOrder, stepRide, type CarOrder } from '../../db/repositories/car-orders'
import { findOrder, recordPayment, setStatus, updateOrderColumns, type Order } from '../../db/repositories/orders'
import { takeCredit } from '../../db/repositories/settings'
import type { DB } from '../../db/types'
import type { CarPlace } from '../../schemas/car'
import type { Driver } from '../../suppliers/cars/types'
import { sendMessage } from '../messages/emp-messages'
import { closeUnpaid } from '../orders/lifecycle'
import { ORDER_STATUS } from '../orders/order-state'
import { newPayNo } from '../payment/money'
import { drivingRoute, pointAlong, type LatLng } from '../maps/route'
import { carBiText } from './car-messages'

const S = CAR_STATUS
const SECOND = 1000

/** The demo clock's scale (CAR_CLOCK_SCALE, e.g. 0.1 for ten times faster). */
function scale(): number {
  const v = Number(process.env.CAR_CLOCK_SCALE ?? 1)
  return Number.isFinite(v) && v > 0 ? v : 1
}

/** Scheduled rides wait until this long before their start. */
export const DISPATCH_BEFORE_MS = 30 * 60 * SECOND
/** Dispatching without a driver this long: the order is cancelled. */
export const NO_DRIVER_MS = 10 * 60 * SECOND
/** How long a personal payment after the ride may wait. */
export const PERSONAL_PAY_MS = 7 * 24 * 3600 * SECOND
const ACCEPT_S = 15
const ARRIVE_S = 45
const PICKUP_S = 20
const BEGIN_S = 20
const RIDE_MAX_S = 120

/** What moves next. */
export type RideTarget = CarStatus | 'COMPLETED' | 'NO_DRIVER' | 'START'

/** A step: where to, and when it is due. */
interface Step {
  to: RideTarget
  from: string | null
  due: Date
}

const money = (n: number): number => Math.round(n * 100) / 100
const at = (d: Date | null, seconds: number): Date => new Date((d as Date).getTime() + seconds * SECOND * scale())
const pickUp = (useType: number): boolean => useType === 3 || useType === 5

/** The ride's key: decides its driver, distance factor and day-car use. */
export const rideKey = (row: Pick<CarOrder, 'order_id'>): string => `car-${row.order_id}`

/** The ride's real duration (for the compressed clock). */
function rideSeconds(row: CarOrder): number {
  return Math.min(row.use_type === 7 ? 4 * 3600 : row.duration_s, RIDE_MAX_S)
}

/** When the driver arrives: ~45 s after accepting, not before a scheduled start. */
function arriveDue(row: CarOrder): Date {
  const quick = at(row.accepted_at, ARRIVE_S)
  return row.use_type === 1 ? quick : new Date(Math.max(quick.getTime(), row.start_at.getTime()))
}

/** When the journey ends. */
function completeDue(row: CarOrder): Date {
  return at(row.begun_at, rideSeconds(row))
}

/** The next step of a ride (null: nothing more to move). */
export function nextStep(order: Order, row: CarOrder, hasDriver: boolean): Step | null {
  if (order.status === ORDER_STATUS.AWAITING_PAYMENT && row.finished_at === null && row.cancelled_at === null && row.car_status === null) {
    return { to: 'START', from: null, due: order.updated_at }
  }
  if (order.status !== ORDER_STATUS.IN_PROGRESS) return null
  switch (row.car_status) {
    case S.CAR_WAITING:
      return { to: S.CAR_DISPATCHING, from: row.car_status, due: new Date(row.start_at.getTime() - DISPATCH_BEFORE_MS) }
    case S.CAR_DISPATCHING:
      return hasDriver
        ? { to: S.CAR_DRIVER_ACCEPTED, from: row.car_status, due: at(row.dispatch_at, ACCEPT_S) }
        : { to: 'NO_DRIVER', from: row.car_status, due: new Date((row.dispatch_at as Date).getTime() + NO_DRIVER_MS) }
    case S.CAR_DRIVER_ACCEPTED:
      return { to: S.CAR_ARRIVED, from: row.car_status, due: arriveDue(row) }
    case S.CAR_ARRIVED:
      return pickUp(row.use_type)
        ? { to: S.CAR_PICKED_UP, from: row.car_status, due: at(row.arrived_at, PICKUP_S) }
        : { to: S.CAR_JOURNEY_BEGUN, from: row.car_status, due: at(row.arrived_at, BEGIN_S) }
    case S.CAR_PICKED_UP:
      return { to: S.CAR_JOURNEY_BEGUN, from: row.car_status, due: at(row.picked_up_at, BEGIN_S) }
    case S.CAR_JOURNEY_BEGUN:
      return { to: 'COMPLETED', from: row.car_status, due: completeDue(row) }
    default:
      return null
  }
}

/** The first car status of a ride that starts now (instant, or a start within 30 minutes) or later. */
export function firstCarStatus(startAt: Date, now: Date): CarStatus {
  return startAt.getTime() - DISPATCH_BEFORE_MS <= now.getTime() ? S.CAR_DISPATCHING : S.CAR_WAITING
}

/** The final fare and actual distance of a finished ride. */
export function finalFareOf(ctx: AppContext, row: CarOrder): { price: number; actualDistanceM: number; overHours: number; overKm: number } {
  const key = rideKey(row)
  if (row.use_type === 7 && row.day_car) {
    const day = JSON.parse(row.day_car) as { hours: number; km: number; price: number; overHourPrice: number; overKmPrice: number }
    const over = ctx.cars.dayCarOverUse(key, day)
    return {
      price: money(day.price + over.overHours * day.overHourPrice + over.overKm * day.overKmPrice),
      actualDistanceM: Math.round(day.km * 1000 * 0.8 + over.overKm * 1000),
      overHours: over.overHours,
      overKm: over.overKm,
    }
  }
  const factor = ctx.cars.distanceFactor(key)
  const actualDistanceM = Math.round(row.distance_m * factor)
  const fare = ctx.cars.fare({ cityCode: row.city_code, carType: row.car_type as 1 | 2 | 3 | 4, useType: row.use_type, distanceM: actualDistanceM, durationS: Math.round(row.duration_s * factor), startAt: row.begun_at ?? row.start_at })
  return { price: fare.total, actualDistanceM, overHours: 0, overKm: 0 }
}

/** Who hears about the ride: the booker and the passenger employee. */
function listeners(order: Order, row: CarOrder): number[] {
  return [...new Set([order.booker_emp_id, ...(row.passenger_emp_id !== null ? [row.passenger_emp_id] : [])])]
}

async function tell(trx: Kysely<DB>, order: Order, row: CarOrder, content: { zh: string; en: string }, now: Date): Promise<void> {
  for (const empId of listeners(order, row)) {
    await sendMessage(trx, { corpId: order.corp_id, empId, title: carBiText('msgTitle'), content, yycj: 1, orderId: String(order.id), orderType: ORDER_TYPE.CAR, now })
  }
}

/** Charges the company account for an amount of a ride (false: no credit left). */
async function chargeCompany(trx: Kysely<DB>, order: Order, amount: number, now: Date): Promise<boolean> {
  if (amount <= 0) return true
  if (!(await takeCredit(trx, order.corp_id, amount))) return false
  await recordPayment(trx, { payNo: newPayNo(now), corpId: order.corp_id, empId: order.booker_emp_id, payType: 'COMPANY', scene: 'order', amount, providerRef: `CAR-${order.order_no}`, at: now }, [order.id])
  return true
}

/**
 * Settles an amount of a ride that ended (final fare or cancel fee): the company account pays it at
 * once (→ `done`); personal payment (or no credit left) waits for the passenger (AWAITING_PAYMENT).
 * Inside the step's transaction, after the car row moved.
 */
export async function settle(trx: Kysely<DB>, order: Order, amount: number, payment: string, done: string, event: string, now: Date): Promise<string> {
  const company = payment === 'COMPANY' && (await chargeCompany(trx, order, amount, now))
  if (amount <= 0 || company) {
    const paid = amount > 0
    const moved = await setStatus(trx, {
      orderId: order.id, from: order.status, to: done, event, actorEmpId: null, at: now,
      set: { fare_total: amount, total_amount: amount, pay_deadline: null, ...(paid ? { paid_amount: amount, paid_at: now, pay_type: 'COMPANY' } : {}) },
    })
    return moved ? done : order.status
  }
  const moved = await setStatus(trx, {
    orderId: order.id, from: order.status, to: ORDER_STATUS.AWAITING_PAYMENT, event, actorEmpId: null, at: now,
    set: { fare_total: amount, total_amount: amount, pay_deadline: new Date(now.getTime() + PERSONAL_PAY_MS) },
  })
  return moved ? ORDER_STATUS.AWAITING_PAYMENT : order.status
}

/** The driver of a ride in both languages (null: no driver takes it). */
function driverOf(ctx: AppContext, row: CarOrder): { zh: Driver; en: Driver } | null {
  const zh = ctx.cars.dispatch(rideKey(row), row.city_code, row.car_type, 'zh')
  const en = ctx.cars.dispatch(rideKey(row), row.city_code, row.car_type, 'en')
  return zh && en ? { zh, en } : null
}

/** Applies one step in its own transaction; false when another process (or a cancel) moved the ride first. */
async function applyStep(ctx: AppContext, order: Order, row: CarOrder, step: Step, when: Date): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = when
    switch (step.to) {
      case 'START': {
        const first = firstCarStatus(row.start_at, now)
        if (!(await setStatus(trx, { orderId: order.id, from: ORDER_STATUS.AWAITING_PAYMENT, to: ORDER_STATUS.IN_PROGRESS, event: 'dispatch', actorEmpId: null, at: now, set: { pay_deadline: null } }))) return false
        return stepRide(trx, order.id, null, { car_status: first, dispatch_at: first === S.CAR_DISPATCHING ? now : null })
      }
      case S.CAR_DISPATCHING:
        return stepRide(trx, order.id, step.from, { car_status: S.CAR_DISPATCHING, dispatch_at: now })
      case S.CAR_DRIVER_ACCEPTED: {
        const driver = driverOf(ctx, row)
        if (!driver) return false
        if (!(await stepRide(trx, order.id, step.from, { car_status: S.CAR_DRIVER_ACCEPTED, accepted_at: now, driver: JSON.stringify(driver) }))) return false
        const d = (lang: 'zh' | 'en') => ({ driver: driver[lang].name, plate: driver[lang].plate, color: driver[lang].color, model: driver[lang].carModel, phone: driver[lang].phone })
        await tell(trx, order, row, { zh: carBiText('msgAccepted', d('zh')).zh, en: carBiText('msgAccepted', d('en')).en }, now)
        return true
      }
      case S.CAR_ARRIVED: {
        if (!(await stepRide(trx, order.id, step.from, { car_status: S.CAR_ARRIVED, arrived_at: now }))) return false
        const driver = row.driver ? (JSON.parse(row.driver) as { zh: Driver }) : null
        await tell(trx, order, row, carBiText('msgArrived', { plate: driver?.zh.plate ?? '' }), now)
        return true
      }
      case S.CAR_PICKED_UP:
        return stepRide(trx, order.id, step.from, { car_status: S.CAR_PICKED_UP, picked_up_at: now })
      case S.CAR_JOURNEY_BEGUN:
        return stepRide(trx, order.id, step.from, { car_status: S.CAR_JOURNEY_BEGUN, begun_at: now })
      case 'COMPLETED': {
        const fare = finalFareOf(ctx, { ...row, begun_at: row.begun_at ?? now })
        if (!(await stepRide(trx, order.id, step.from, { car_status: null, finished_at: now, final_price: fare.price, actual_distance_m: fare.actualDistanceM }))) return false
        const status = await settle(trx, order, fare.price, row.payment, ORDER_STATUS.COMPLETED, 'complete', now)
        const params = { km: (fare.actualDistanceM / 1000).toFixed(1), fare: fare.price.toFixed(2) }
        await tell(trx, order, row, carBiText(status === ORDER_STATUS.AWAITING_PAYMENT ? 'msgCompletedToPay' : 'msgCompleted', params), now)
        return true
      }
      case 'NO_DRIVER': {
        if (!(await stepRide(trx, order.id, step.from, { car_status: null, cancelled_at: now, cancel_fee: 0, cancel_reason: 'NO_DRIVER' }))) return false
        await closeUnpaid(trx, order, ORDER_STATUS.CANCELLED, 'noDriver', null, now)
        await tell(trx, order, row, carBiText('msgNoDriver', { no: order.order_no }), now)
        return true
      }
      default:
        return false
    }
  })
}

/**
 * Moves a ride through every step due by now (or, with `force`, the next step now, up to the given
 * state). Returns the order and car row as they are afterwards. Another process moving the ride
 * at the same time is harmless: a lost conditional update just re-reads.
 */
export async function advanceRide(
  ctx: AppContext,
  corpId: number,
  orderId: number,
  force?: { to?: RideTarget | 'NEXT' },
): Promise<{ order: Order; row: CarOrder } | null> {
  for (let i = 0; i < 12; i += 1) {
    const [order, row] = await Promise.all([findOrder(ctx.db, corpId, orderId), findCarOrder(ctx.db, orderId)])
    if (!order || !row) return null
    const step = nextStep(order, row, row.car_status !== S.CAR_DISPATCHING || driverOf(ctx, row) !== null)
    const now = ctx.clock()
    if (!step) return { order, row }
    if (force?.to && step.to !== 'START') {
      // The demo tool: the next step now; a ride without a driver is given up on.
      if (force.to !== 'NEXT' && reached(row, force.to)) return { order, row }
    } else if (step.due.getTime() > now.getTime()) {
      return { order, row }
    }
    const when = force?.to ? now : new Date(Math.min(Math.max(step.due.getTime(), order.created_at.getTime()), now.getTime()))
    await applyStep(ctx, order, row, step, when)
    if (force?.to === 'NEXT' && step.to !== 'START') force = undefined
  }
  const [order, row] = await Promise.all([findOrder(ctx.db, corpId, orderId), findCarOrder(ctx.db, orderId)])
  return order && row ? { order, row } : null
}

const ORDER_OF: readonly string[] = [S.CAR_WAITING, S.CAR_DISPATCHING, S.CAR_DRIVER_ACCEPTED, S.CAR_ARRIVED, S.CAR_PICKED_UP, S.CAR_JOURNEY_BEGUN, 'COMPLETED']

/** Whether a ride is at or past a state. */
function reached(row: CarOrder, to: RideTarget): boolean {
  const now = row.car_status ?? (row.finished_at ? 'COMPLETED' : null)
  if (now === null) return row.cancelled_at !== null
  return ORDER_OF.indexOf(now) >= ORDER_OF.indexOf(to)
}

/** Where the car is (null before a driver accepts), the ETA and distance left. */
export function positionOf(row: CarOrder, now: Date): { lat: number; lng: number; heading: number; etaMin: number | null; distanceLeftM: number | null } | null {
  const from = JSON.parse(row.from_place) as CarPlace
  const to = JSON.parse(row.to_place) as CarPlace
  const pickup: LatLng = { lat: from.lat, lng: from.lng }
  const fraction = (start: Date | null, end: Date): number => {
    if (!start) return 0
    const total = end.getTime() - start.getTime()
    return total <= 0 ? 1 : Math.min(1, Math.max(0, (now.getTime() - start.getTime()) / total))
  }
  switch (row.car_status) {
    case S.CAR_DRIVER_ACCEPTED: {
      const approach = drivingRoute(approachStart(row, pickup), pickup)
      const end = arriveDue(row)
      const f = fraction(row.accepted_at, end)
      const p = pointAlong(approach.points, f)
      return { lat: p.lat, lng: p.lng, heading: p.heading, etaMin: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 60_000)), distanceLeftM: Math.round(approach.distanceM * (1 - f)) }
    }
    case S.CAR_ARRIVED:
    case S.CAR_PICKED_UP:
      return { ...pickup, heading: 0, etaMin: 0, distanceLeftM: 0 }
    case S.CAR_JOURNEY_BEGUN: {
      const route = drivingRoute(pickup, { lat: to.lat, lng: to.lng })
      const f = fraction(row.begun_at, completeDue(row))
      const p = pointAlong(route.points, f)
      return { lat: p.lat, lng: p.lng, heading: p.heading, etaMin: Math.ceil(((1 - f) * row.duration_s) / 60), distanceLeftM: Math.round(route.distanceM * (1 - f)) }
    }
    default:
      if (row.finished_at) return { lat: to.lat, lng: to.lng, heading: 0, etaMin: null, distanceLeftM: null }
      return null
  }
}

/** Where the driver set off from: about 1.5–3 km from the pick-up, in a direction of the ride's key. */
function approachStart(row: CarOrder, pickup: LatLng): LatLng {
  let h = 0x811c9dc5
  for (const ch of rideKey(row)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  const angle = ((h >>> 0) % 360) * (Math.PI / 180)
  const km = 1.5 + ((h >>> 9) % 150) / 100
  return { lat: pickup.lat + (km / 111) * Math.cos(angle), lng: pickup.lng + (km / (111 * Math.cos((pickup.lat * Math.PI) / 180))) * Math.sin(angle) }
}

/** Re-exported for the cancel: the moves of an order's amounts. */
export { updateOrderColumns }
