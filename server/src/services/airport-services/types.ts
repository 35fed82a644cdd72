/** The airport service kinds and their order types (booking flows §2.4). */
import { ORDER_TYPE } from '../../contract/order-types'
import type { AirportOrderType, AirportServiceType } from '../../schemas/airport-service'

/** Every kind, in the aggregate screen's order. */
export const SERVICE_TYPES: readonly AirportServiceType[] = ['LOUNGE', 'FAST_CHECK', 'CHECK_IN', 'GUEST_PASS', 'INTEGRATED']

/** The order type of each kind: 11028 lounge (rest room), 11029 fast check, 11030 check-in, 11031 guest pass, 21028 integrated. */
export const ORDER_TYPE_OF: Readonly<Record<AirportServiceType, AirportOrderType>> = {
  LOUNGE: ORDER_TYPE.REST_ROOM,
  FAST_CHECK: ORDER_TYPE.FAST_CHECK,
  CHECK_IN: ORDER_TYPE.CHECK_IN,
  GUEST_PASS: ORDER_TYPE.GUEST_PASS,
  INTEGRATED: ORDER_TYPE.INTEGRATED_PRODUCT,
}

/** Every airport order type. */
export const AIRPORT_ORDER_TYPES: readonly number[] = SERVICE_TYPES.map((t) => ORDER_TYPE_OF[t])

/** The kind of an airport order type. */
export function typeOfOrderType(orderType: number): AirportServiceType | undefined {
  return SERVICE_TYPES.find((t) => ORDER_TYPE_OF[t] === orderType)
}

/** Product code of airport services (the app's product registry: ours, the spec names none). */
export const AIRPORT_PRODUCT_CODE = '10912'
