/**
 * The order-kind registry: each product registers the order types it owns, its product code, its
 * transition table and its hooks. The shared pipeline (payment, approval decisions, the expiry
 * sweep, badges, the all-orders list) looks the kind up by the header's `order_type` and calls the
 * hooks; it never names a product. A new product registers here (see services/flights/kind.ts)
 * and writes nothing in the spine.
 */
import type { Expression, Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import type { ListScope, ListSourceRow, Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { conflict } from '../../errors'
import type { Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderListItem } from '../../schemas/order'
import type { ApprovalSubject } from '../approvals/approval-engine'

/** What an approver's list row says about an order. */
export interface ApprovalRowText {
  title: string
  travellerNames: string
  summary: string
}

/** A live booking of the same thing (flight, train, night...) held by a passenger: the duplicate-check's answer. */
export interface SameBooking {
  orderId: number
  orderNo: string
  passengerName: string
}

/** A change (or other after-sale document) of an order that waits for its own payment. */
export interface PendingAfterSalePayment {
  no: string
  amount: number
  deadline: Date
}

/** An order priced again at the supplier's current fares (fare protection, booking/fare-protection.ts). */
export interface Requote {
  /** The order's total at today's fares (same items, same fees). */
  total: number
  /** Writes those fares into the product's rows and the header's amounts (inside the caller's transaction). */
  apply(trx: Kysely<DB>): Promise<void>
}

/** What a product does at the points the spine calls it. */
export interface OrderKindHooks {
  /** Whether the caller may see the order (the product's scope rules; the company is already checked). */
  canSee(ctx: AppContext, caller: Caller, order: Order): Promise<boolean>
  /**
   * Gives back what an order that will never be paid holds (seats, passenger claims...), inside
   * the transaction that moves it to CANCELLED or REJECTED.
   */
  release(trx: Kysely<DB>, order: Order, now: Date): Promise<void>
  /** After the payment committed: issue with the supplier (paidStatus -> issuedStatus). True when issued; false leaves it for the sweep's retry. */
  issueAfterPayment(ctx: AppContext, order: Order): Promise<boolean>
  /** The approval subject (title, people, amount) for messages and instances, read through `db`. */
  approvalSubject(db: Kysely<DB>, order: Order): Promise<ApprovalSubject>
  /** The order as the approver's detail shows it. */
  approvalSummary(db: Kysely<DB>, order: Order, lang: Lang): Promise<ApprovalOrderSummary>
  /** The approver's list rows of orders of this kind (keyed by order id). */
  approvalRows(db: Kysely<DB>, orders: Order[], lang: Lang): Promise<Map<number, ApprovalRowText>>
  /**
   * The kind's rows of the all-orders list as one SELECT with the ListSourceRow columns, already
   * limited to the caller's scope; the spine unions every kind's source and filters, counts and
   * pages in the database.
   */
  listSource(db: Kysely<DB>, scope: ListScope): Expression<ListSourceRow>
  /** The reply rows of one page's rows of this kind (same order; status through lifecycle.effectiveStatus). */
  listRows(db: Kysely<DB>, rows: ListSourceRow[], lang: Lang, now: Date): Promise<OrderListItem[]>
  /**
   * Live bookings of `subject` (the product's key of what is booked: a flight key, ...) held by
   * any of these passenger identities (services/booking/duplicates.ts `identitiesOf`), in the
   * company: the duplicate check before booking (booking/duplicates.ts `sameBookings`).
   */
  sameBookings?(db: Kysely<DB>, corpId: number, subject: string, identities: string[]): Promise<SameBooking[]>
  /** Periodic work of the kind beyond expiring orders (flights: unpaid changes lapse). Returns how many it did. */
  sweep?(ctx: AppContext): Promise<number>
  /**
   * Prices the order again at the supplier's fares now: fare protection asks it when an approval
   * lands after the quote's hold. A kind without it keeps the price it booked (a confirmed rate).
   */
  requote?(ctx: AppContext, trx: Kysely<DB>, order: Order): Promise<Requote>
  /** Estimated kg CO2e of whole orders (every passenger and leg still travelling), by order id: the schedule's figure per trip. */
  carbonKg?(ctx: AppContext, orders: Order[]): Promise<Map<number, number>>
  /** A payment of an after-sale document (payScene 2, e.g. a flight change): what is due, and paying it. */
  afterSalePayment?: {
    due(ctx: AppContext, caller: Caller, order: Order, documentId: number): Promise<PendingAfterSalePayment>
    pay(ctx: AppContext, caller: Caller, order: Order, documentId: number, payNo: string, amount: number): Promise<string>
  }
}

/** A product's order kind. */
export interface OrderKind {
  /** For logs and errors. */
  name: string
  /** The order type of its headers first; then the types of its after-sale rows (refunds, changes) in the lists. */
  orderTypes: readonly number[]
  /** Product code (10901 ... 10913). */
  productCode: string
  /** from -> allowed next statuses; a status missing (or mapped to []) is final. */
  transitions: Readonly<Partial<Record<string, readonly string[]>>>
  /** Statuses a new order may start in. */
  initialStatuses: readonly string[]
  /** Status right after payment (before issuing). */
  paidStatus: string
  hooks: OrderKindHooks
}

const kinds = new Map<string, OrderKind>()

/** Registers (or replaces, by name) a kind. Two kinds may not claim the same header order type. */
export function registerOrderKind(kind: OrderKind): void {
  for (const other of kinds.values()) {
    if (other.name !== kind.name && other.orderTypes[0] === kind.orderTypes[0]) {
      throw new Error(`order type ${kind.orderTypes[0]} is already registered by ${other.name}`)
    }
  }
  kinds.set(kind.name, kind)
}

/** Every registered kind. */
export function orderKinds(): OrderKind[] {
  return [...kinds.values()]
}

/** The kind whose headers carry this order type (undefined: not an order of a registered product). */
export function kindOfType(orderType: number): OrderKind | undefined {
  for (const kind of kinds.values()) if (kind.orderTypes[0] === orderType) return kind
  return undefined
}

/** The kind of an order header; an unregistered type is a programming error. */
export function kindOf(order: Pick<Order, 'order_type' | 'id'>): OrderKind {
  const kind = kindOfType(order.order_type)
  if (!kind) throw new Error(`order ${order.id}: no kind registered for order type ${order.order_type}`)
  return kind
}

/** Whether a kind's order may move from `from` (null: a new order) to `to`. */
export function canMove(kind: OrderKind, from: string | null, to: string): boolean {
  if (from === null) return kind.initialStatuses.includes(to)
  return (kind.transitions[from] ?? []).includes(to)
}

/** Throws 4009 (orderStateInvalid) unless the kind allows the transition. */
export function assertMove(kind: OrderKind, from: string | null, to: string): void {
  if (!canMove(kind, from, to)) throw conflict('orderStateInvalid')
}
