/**
 * Order-type and product codes (booking flows §2.4, overview §3), shared as values by the server
 * and the app. The numbers are the contract's, not ours to change. Zero imports: the app's build
 * compiles this file as its own source.
 */

/** Order-type codes: what an order is, and so which detail screen opens it. */
export const ORDER_TYPE = {
  FLIGHT: 11001,
  FLIGHT_REFUND: 11002,
  FLIGHT_CHANGE: 11003,
  INTL_FLIGHT: 11004,
  INTL_FLIGHT_REFUND: 11005,
  INTL_FLIGHT_CHANGE: 11006,
  HOTEL: 11007,
  HOTEL_REFUND: 11008,
  TRAIN: 11009,
  TRAIN_REFUND: 11010,
  TRAIN_CHANGE: 11011,
  INSURANCE: 11015,
  CAR: 11018,
  VISA: 11023,
  INSURANCE_REFUND: 11027,
  REST_ROOM: 11028,
  FAST_CHECK: 11029,
  CHECK_IN: 11030,
  GUEST_PASS: 11031,
  TRAVEL: 11032,
  TRIP_APPLICATION: 11099,
  TRAIN_BENCH: 20031,
  INTEGRATED_PRODUCT: 21028,
} as const

/** An order-type code. */
export type OrderTypeCode = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]

/** Product codes (cplx): the product a search, a route of an application or an order belongs to. */
export const PRODUCT_CODE = {
  DOMESTIC_FLIGHT: 10901,
  INTERNATIONAL_FLIGHT: 10902,
  HOTEL: 10903,
  TRAIN: 10904,
  CAR: 10906,
  VISA: 10913,
} as const

/** A product code. */
export type ProductCodeValue = (typeof PRODUCT_CODE)[keyof typeof PRODUCT_CODE]

/** Whether a value (number or numeric string, as servers send either) is a known order type. */
export function isOrderTypeCode(value: unknown): value is OrderTypeCode {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof n === 'number' && (Object.values(ORDER_TYPE) as number[]).includes(n)
}
