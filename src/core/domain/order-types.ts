/**
 * Order-type code → detail screen (booking flows §2.4). Order lists, push messages and
 * single sign-on all open an order through orderDetailRoute, so the table lives here once.
 * Paths are the spec's routes; core/routes.ts maps them to page paths per build target.
 */
import { ORDER_TYPE as CONTRACT_ORDER_TYPE, PRODUCT_CODE } from '../../../server/src/contract/order-types'
import { PRODUCT_FAMILIES, type ProductFamily } from '../product-registry'

/** Order-type codes of the table (the contract's), plus the car product code that routes chartered rides. */
export const ORDER_TYPE = {
  ...CONTRACT_ORDER_TYPE,
  /** Car product code; only its chartered rides have a screen of their own. */
  CAR_PRODUCT: PRODUCT_CODE.CAR,
} as const

/** The detail screen of each order type, as the product families of the registry declare them. */
export const ORDER_DETAIL_PATHS: Readonly<Record<number, string>> = Object.assign(
  {},
  ...(PRODUCT_FAMILIES as readonly ProductFamily[]).map((f) => f.orderDetails ?? {}),
) as Record<number, string>

/** The registry family whose order types include this one (its detail screens), if any. */
export function familyOfOrderType(orderType: number | string): ProductFamily | undefined {
  const type = Number(orderType)
  return (PRODUCT_FAMILIES as readonly ProductFamily[]).find((f) => f.orderDetails && type in f.orderDetails)
}

/** What follows payment for an order type: tickets issued, or the supplier's confirmation (hotels). */
export function afterPaymentOf(orderType: number | string): 'issue' | 'confirm' {
  return familyOfOrderType(orderType)?.afterPayment ?? 'issue'
}

/**
 * The search screen of the product an order type belongs to (its family's first route, e.g.
 * /tk/tkQuery, /tr/trQuery), for "search again" after an order lapsed; /home for a type no family owns.
 */
export function searchRouteOfOrderType(orderType: number | string): string {
  return familyOfOrderType(orderType)?.routes[0]?.route ?? '/home'
}

/** The train transfer (connecting trip) order screen. */
export const TRAIN_TRANSFER_DETAIL_PATH = '/tr/trSferOrderDetail'
/** The chartered-car screen; the spec route carries the id as a path segment. */
export const CHARTERED_CAR_DETAIL_PATH = '/car/carJsycDetail'
/** productType of a chartered car ride within car orders. */
export const CHARTERED_CAR_PRODUCT_TYPE = 8

// Screens whose spec route takes the id as a path segment ({id}) rather than a query value.
const ID_IN_PATH = new Set<string>([
  '/visa/orderDetail',
  '/travel/travelOrder/travelOrderDetail',
  CHARTERED_CAR_DETAIL_PATH,
])

/** What identifies the order to open; server values arrive as numbers or strings. */
export interface OrderRef {
  orderType: number | string
  orderId: string | number
  /** Set on train orders that are a transfer (two legs); 1, '1' and true count. */
  transfer?: boolean | number | string | null
  productType?: number | string | null
  status?: number | string | null
}

/** A spec route: the path and its query values. */
export interface SpecRoute {
  path: string
  query: Record<string, string>
}

function isFlagSet(flag: OrderRef['transfer']): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}

function toInt(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isInteger(n) ? n : null
}

/** Whether an order is a chartered car ride still open (status 0–5), which has its own screen. */
export function isCharteredCarOrder(
  ref: Pick<OrderRef, 'orderType' | 'productType' | 'status'>,
): boolean {
  const status = toInt(ref.status)
  return (
    toInt(ref.orderType) === ORDER_TYPE.CAR_PRODUCT &&
    toInt(ref.productType) === CHARTERED_CAR_PRODUCT_TYPE &&
    status !== null &&
    status >= 0 &&
    status <= 5
  )
}

/**
 * The detail screen of an order as a spec route, or null for an order type the table does
 * not know (the caller then leaves the user where they are rather than opening a blank page).
 * The trip application screen reads its id from `ccsqdId`; every other screen from `orderId`,
 * or from the path where the spec route has an {id} segment.
 */
export function orderDetailRoute(ref: OrderRef): SpecRoute | null {
  const id = String(ref.orderId)
  const type = toInt(ref.orderType)
  if (type === null) return null

  let path: string | undefined
  if (isCharteredCarOrder(ref)) path = CHARTERED_CAR_DETAIL_PATH
  else if (type === ORDER_TYPE.TRAIN && isFlagSet(ref.transfer)) path = TRAIN_TRANSFER_DETAIL_PATH
  else path = ORDER_DETAIL_PATHS[type]
  if (!path) return null

  if (ID_IN_PATH.has(path)) return { path: `${path}/${encodeURIComponent(id)}`, query: {} }
  if (type === ORDER_TYPE.TRIP_APPLICATION) return { path, query: { ccsqdId: id } }
  return { path, query: { orderId: id } }
}
