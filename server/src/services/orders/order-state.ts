/**
 * The order state machine of flight orders. Status codes come from the contract the app shares
 * (server/src/contract/order-status.ts). Every status
 * change of an order goes through `assertTransition`; anything not in the table is refused (4009).
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──issue──> ISSUED
 *     └───book───────────────────────────────^      │                                        │
 *   IN_APPROVAL ──reject──> REJECTED                └─cancel / 15-min expiry─> CANCELLED     │
 *   IN_APPROVAL ──terminate──> APPROVAL_TERMINATED;  IN_APPROVAL ──cancel──> CANCELLED      │
 *   ISSUED / PARTIAL_REFUND / CHANGED / PARTIAL_CHANGE ──refund──> PARTIAL_REFUND | FULL_REFUND
 *   ISSUED / PARTIAL_REFUND / CHANGED / PARTIAL_CHANGE ──change──> CHANGED | PARTIAL_CHANGE
 */
import { ORDER_STATUS, type OrderStatus } from '../../contract/order-status'
import { conflict } from '../../errors'
import { minutes } from '../../util/time'

/** Time an order may wait for payment (from booking, or from approval). */
export const PAY_WINDOW_MS = minutes(15)

export { ORDER_STATUS, type OrderStatus }

/** Every status code. */
export const ALL_ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS)

const S = ORDER_STATUS

/** After-sale states: the tickets are out, refunds and changes may follow. */
const AFTER_SALE: readonly OrderStatus[] = [S.PARTIAL_REFUND, S.FULL_REFUND, S.CHANGED, S.PARTIAL_CHANGE]

/** States a new order may start in. */
export const INITIAL_STATUSES: readonly OrderStatus[] = [S.AWAITING_SUBMIT, S.IN_APPROVAL, S.AWAITING_PAYMENT]

/**
 * Allowed transitions of a flight order: from -> the statuses it may move to. Statuses that are
 * not keys (or map to []) are final for flight orders.
 */
export const FLIGHT_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  [S.TICKETING]: [S.ISSUED],
  [S.ISSUED]: AFTER_SALE,
  [S.PARTIAL_REFUND]: AFTER_SALE,
  [S.CHANGED]: AFTER_SALE,
  [S.PARTIAL_CHANGE]: AFTER_SALE,
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
}

/** Whether a status is a known order status code. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ALL_ORDER_STATUSES as readonly string[]).includes(value)
}

/** Whether a flight order may move from `from` (null: a new order) to `to`. */
export function canTransition(from: string | null, to: string): boolean {
  if (!isOrderStatus(to)) return false
  if (from === null) return INITIAL_STATUSES.includes(to)
  if (!isOrderStatus(from)) return false
  return (FLIGHT_ORDER_TRANSITIONS[from] ?? []).includes(to)
}

/** Throws 4009 (orderStateInvalid) unless the transition is allowed. */
export function assertTransition(from: string | null, to: string): void {
  if (!canTransition(from, to)) throw conflict('orderStateInvalid')
}

/** Statuses in which an order still holds seats and counts as active (for duplicates and the one-order rule). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  S.AWAITING_SUBMIT,
  S.IN_APPROVAL,
  S.AWAITING_PAYMENT,
  S.TICKETING,
  S.ISSUED,
  S.PARTIAL_REFUND,
  S.CHANGED,
  S.PARTIAL_CHANGE,
]

/** Statuses from which the tickets can be refunded or changed. */
export const AFTER_SALE_FROM: readonly OrderStatus[] = [S.ISSUED, S.PARTIAL_REFUND, S.CHANGED, S.PARTIAL_CHANGE]

/** Statuses that can be cancelled by the user (nothing paid yet). */
export const CANCELLABLE: readonly OrderStatus[] = [S.AWAITING_SUBMIT, S.IN_APPROVAL, S.AWAITING_PAYMENT]
