/**
 * Pure wording helpers of the car ride screens: distances in km, the state a ride's banner shows
 * (the car state while the ride runs, else the order's), its hint line, where paying goes.
 */
import { ORDER_STATUS } from '../../../server/src/contract/order-status'
import { ORDER_TYPE } from '../../../server/src/contract/order-types'
import type { CarOrderDetail } from '../api/car-order'
import type { CarOrderKey } from '../i18n/order'

/** 12345 m → '12.3' (km, one decimal; whole numbers without '.0'). */
export function kmText(metres: number): string {
  const km = Math.round(metres / 100) / 10
  return Number.isInteger(km) ? String(km) : km.toFixed(1)
}

/** The state code the banner shows: the car state while the order runs, else the order status. */
export function bannerCode(o: Pick<CarOrderDetail, 'status' | 'carStatus'>): string {
  return o.carStatus && o.status === ORDER_STATUS.IN_PROGRESS ? o.carStatus : o.status
}

const HINTS = new Set<string>([
  'CAR_WAITING',
  'CAR_DISPATCHING',
  'CAR_DRIVER_ACCEPTED',
  'CAR_ARRIVED',
  'CAR_PICKED_UP',
  'CAR_JOURNEY_BEGUN',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
  'IN_APPROVAL',
  'AWAITING_PAYMENT',
])

/** The dictionary key of the line under the banner (null for a state without one). */
export function hintKey(o: Pick<CarOrderDetail, 'status' | 'carStatus'>): CarOrderKey | null {
  const code = bannerCode(o)
  return HINTS.has(code) ? (`car.ride.hint.${code}` as CarOrderKey) : null
}

/** Whether the driver is still coming to the pick-up (ETA counts to it), rather than driving to the drop-off. */
export function headingToPickup(carStatus: string | null): boolean {
  return carStatus === 'CAR_DISPATCHING' || carStatus === 'CAR_DRIVER_ACCEPTED' || carStatus === 'CAR_ARRIVED'
}

/** The spine's pay screen for an order that may be paid now (personal payment after the ride); null otherwise. */
export function payRoute(o: Pick<CarOrderDetail, 'orderId' | 'canPay'> | null): { route: string; query: { orderIds: string; orderType: number } } | null {
  return o?.canPay ? { route: '/pay/payment', query: { orderIds: o.orderId, orderType: ORDER_TYPE.CAR } } : null
}
