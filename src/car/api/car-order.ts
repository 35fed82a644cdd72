/**
 * Car order calls after a ride is booked (booking flows §7.5): the ride's detail, the chartered
 * day car's detail, where the driver is now, what cancelling costs now, cancelling at that fee.
 * One typed function per call. Another company's id, or one outside the caller's booking scope,
 * answers 4004 like a missing one; paying is the spine's pay screen.
 * The shapes are the server's schemas (server/src/schemas/car.ts, import type only).
 */
import { http } from '../../core/http/client'
import type {
  CancelFeeReply,
  CarCancelReply,
  CarDriver,
  CarOrderDetail,
  CarPlace,
  CarPosition,
  DriverLocationReply,
  LatLngBlock,
} from '../../../server/src/schemas/car'

export type { CarCancelReply, CarDriver, CarOrderDetail, CarPlace, CarPosition }
/** A point, GCJ-02. */
export type LatLng = LatLngBlock
/** POST getDriverLocation. */
export type CarDriverLocation = DriverLocationReply
/** POST getCancelFee. */
export type CarCancelFee = CancelFeeReply
/** One step of the ride's timeline (China time 'YYYY-MM-DD HH:mm'). */
export type CarTimelineStep = CarOrderDetail['timeline'][number]
/** The chartered day car's package as used. */
export type CarDayCar = NonNullable<CarOrderDetail['dayCar']>

const CAR_ORDER = '/obt/car/carOrder'

/** GET QueryCarOrderDetail: the ride, its states, driver and money. `quiet`: a refresh without the loading indicator. */
export function orderDetail(orderId: string, quiet = false): Promise<CarOrderDetail> {
  return http.get<CarOrderDetail>(`${CAR_ORDER}/QueryCarOrderDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** GET vehicleClzcDetail: a chartered day car (useType 7) with its package block. */
export function charteredDetail(orderId: string, quiet = false): Promise<CarOrderDetail> {
  return http.get<CarOrderDetail>(`${CAR_ORDER}/vehicleClzcDetail`, { orderId }, { quiet, inlineErrors: true })
}

/** POST getDriverLocation: where the car is, how far and how long to go; always quiet (it runs every few seconds). */
export function driverLocation(orderId: string): Promise<CarDriverLocation> {
  return http.post<CarDriverLocation>(`${CAR_ORDER}/getDriverLocation`, { orderId }, { quiet: true, inlineErrors: true })
}

/** POST getCancelFee: what cancelling costs now, or why it cannot be (shown before the user confirms). */
export function cancelFee(orderId: string): Promise<CarCancelFee> {
  return http.post<CarCancelFee>(`${CAR_ORDER}/getCancelFee`, { orderId }, { quiet: true, inlineErrors: true })
}

/** POST cancel at the fee the user saw; 4009 when the fee changed meanwhile (a driver accepted) or the journey began. */
export function cancelOrder(orderId: string, expectedFee: number): Promise<CarCancelReply> {
  return http.post<CarCancelReply>(`${CAR_ORDER}/cancel`, { orderId, expectedFee }, { inlineErrors: true })
}
