/**
 * The flight product's tables under the order header (repositories/orders.ts): passengers,
 * segments, tickets, passenger claims, refunds and changes.
 */
import type { Kysely, Selectable } from 'kysely'
import type {
  DB,
  FlightChangeTable,
  FlightOrderPassengerTable,
  FlightOrderSegmentTable,
  FlightRefundTable,
  FlightTicketTable,
} from '../types'
import type { Order } from './orders'

/** A flight order is an order header of type 11001. */
export type FlightOrder = Order
export type OrderPassenger = Selectable<FlightOrderPassengerTable>
export type OrderSegment = Selectable<FlightOrderSegmentTable>
export type Ticket = Selectable<FlightTicketTable>
export type Refund = Selectable<FlightRefundTable>
export type Change = Selectable<FlightChangeTable>

/** The out-of-policy reason chosen at booking, in both languages. */
export function findViolationReasonName(db: Kysely<DB>, id: number): Promise<{ name_zh: string; name_en: string } | undefined> {
  return db.selectFrom('violation_reasons').select(['name_zh', 'name_en']).where('id', '=', id).executeTakeFirst()
}

/** Passengers of orders. */
export function findPassengers(db: Kysely<DB>, orderIds: number[]): Promise<OrderPassenger[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_order_passengers').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** Segments of orders (every version: changes add rows). */
export function findSegments(db: Kysely<DB>, orderIds: number[]): Promise<OrderSegment[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_order_segments').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('segment_no').orderBy('id').execute()
}

/** Tickets of orders. */
export function findTickets(db: Kysely<DB>, orderIds: number[]): Promise<Ticket[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_tickets').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Refunds of orders. */
export function findRefundsOf(db: Kysely<DB>, orderIds: number[]): Promise<Refund[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Changes of orders. */
export function findChangesOf(db: Kysely<DB>, orderIds: number[]): Promise<Change[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_changes').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** A live ticket's holds: its passenger's identities on one flight (operating number) and date. */
export interface ClaimRequest {
  ticketId: number
  passengerId: number
  identities: string[]
  flightNo: string
  depDate: string
}

/** The identities a passenger is recognised by: the document, and the employee when there is one. */
export function identitiesOf(p: { emp_id: number | null; card_type: string; card_number: string }): string[] {
  const card = `card:${p.card_type}:${p.card_number.trim().toUpperCase()}`
  return p.emp_id === null ? [card] : [card, `emp:${p.emp_id}`]
}

/**
 * Writes the claims of live tickets inside the caller's transaction and answers the ones that were
 * already held by another ticket (nothing written for those). Rows go in one statement in a fixed
 * order, so two bookings that share passengers wait for each other instead of deadlocking; on
 * PostgreSQL a claim another transaction is writing makes this wait for its commit (then it is
 * held) or rollback (then it is ours).
 */
export async function claimTickets(trx: Kysely<DB>, corpId: number, orderId: number, requests: ClaimRequest[]): Promise<ClaimRequest[]> {
  const rows = requests
    .flatMap((r) => r.identities.map((identity) => ({ corp_id: corpId, identity, flight_no: r.flightNo, dep_date: r.depDate, order_id: orderId, ticket_id: r.ticketId })))
    .sort((a, b) => `${a.flight_no}|${a.dep_date}|${a.identity}`.localeCompare(`${b.flight_no}|${b.dep_date}|${b.identity}`))
  if (rows.length === 0) return []
  const written = await trx
    .insertInto('flight_passenger_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'flight_no', 'dep_date']).doNothing())
    .returning(['ticket_id', 'identity'])
    .execute()
  const done = new Set(written.map((w) => `${w.ticket_id}|${w.identity}`))
  return requests.filter((r) => r.identities.some((identity) => !done.has(`${r.ticketId}|${identity}`)))
}

/** The tickets holding claims of these identities on a flight and date. */
export async function claimHolders(db: Kysely<DB>, corpId: number, identities: string[], flightNo: string, depDate: string): Promise<number[]> {
  if (identities.length === 0) return []
  const rows = await db
    .selectFrom('flight_passenger_claims')
    .select('ticket_id')
    .where('corp_id', '=', corpId)
    .where('identity', 'in', identities)
    .where('flight_no', '=', flightNo)
    .where('dep_date', '=', depDate)
    .execute()
  return rows.map((r) => r.ticket_id)
}

/** Lets go of the claims of tickets that no longer fly (cancelled, refunded, changed away). */
export async function releaseClaims(trx: Kysely<DB>, ticketIds: number[]): Promise<void> {
  if (ticketIds.length === 0) return
  await trx.deleteFrom('flight_passenger_claims').where('ticket_id', 'in', ticketIds).execute()
}

/** A change of an order, row-locked until the end of the transaction. */
export function lockChange(trx: Kysely<DB>, orderId: number, changeId: number): Promise<Change | undefined> {
  return trx.selectFrom('flight_changes').selectAll().where('id', '=', changeId).where('order_id', '=', orderId).forUpdate().executeTakeFirst()
}

/** Changes waiting for payment past their deadline (of a company, of an order, or all). */
export function findDueChanges(db: Kysely<DB>, now: Date, corpId?: number, orderId?: number): Promise<{ id: number; order_id: number; corp_id: number }[]> {
  let q = db.selectFrom('flight_changes').select(['id', 'order_id', 'corp_id']).where('order_status', '=', 'AWAITING_PAYMENT').where('pay_deadline', '<=', now)
  if (corpId !== undefined) q = q.where('corp_id', '=', corpId)
  if (orderId !== undefined) q = q.where('order_id', '=', orderId)
  return q.orderBy('id').limit(500).execute()
}

/** Items of the changes of orders that wait for payment. */
export function findPendingChangeItems(db: Kysely<DB>, orderIds: number[]): Promise<{ change_id: number; old_ticket_id: number; new_ticket_id: number }[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('flight_change_items')
    .innerJoin('flight_changes', 'flight_changes.id', 'flight_change_items.change_id')
    .select(['flight_change_items.change_id', 'flight_change_items.old_ticket_id', 'flight_change_items.new_ticket_id'])
    .where('flight_changes.order_id', 'in', orderIds)
    .where('flight_changes.order_status', '=', 'AWAITING_PAYMENT')
    .execute()
}
