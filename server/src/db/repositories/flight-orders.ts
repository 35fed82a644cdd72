/** Flight orders with their passengers, segments, tickets, insurance lines, history, refunds and changes. */
import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  DB,
  FlightChangeTable,
  FlightOrderPassengerTable,
  FlightOrderSegmentTable,
  OrderTable,
  FlightRefundTable,
  FlightTicketTable,
} from '../types'

export type FlightOrder = Selectable<OrderTable>
export type OrderPassenger = Selectable<FlightOrderPassengerTable>
export type OrderSegment = Selectable<FlightOrderSegmentTable>
export type Ticket = Selectable<FlightTicketTable>
export type Refund = Selectable<FlightRefundTable>
export type Change = Selectable<FlightChangeTable>

/** The next document number with a prefix: TK (order), TR (refund), TC (change) + China date + 6 digits. */
export async function nextDocNo(db: Kysely<DB>, prefix: 'TK' | 'TR' | 'TC', chinaDay: string): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('flight_doc_no_seq') as n`.execute(db)
  return `${prefix}${chinaDay.replace(/-/g, '')}${String(Number(rows[0].n) % 1_000_000).padStart(6, '0')}`
}

/** An order of a company by id. */
export function findOrder(db: Kysely<DB>, corpId: number, id: number): Promise<FlightOrder | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** An order of a company by id, row-locked until the end of the transaction. */
export function lockOrder(trx: Kysely<DB>, corpId: number, id: number): Promise<FlightOrder | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).forUpdate().executeTakeFirst()
}

/** The order a booker submitted with a client token. */
export function findOrderByToken(db: Kysely<DB>, bookerEmpId: number, clientToken: string): Promise<FlightOrder | undefined> {
  return db.selectFrom('orders').selectAll().where('booker_emp_id', '=', bookerEmpId).where('client_token', '=', clientToken).executeTakeFirst()
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

/** Records a status change. */
export async function insertEvent(
  db: Kysely<DB>,
  values: { orderId: number; from: string | null; to: string; event: string; actorEmpId: number | null; note?: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: values.orderId,
      from_status: values.from,
      to_status: values.to,
      event: values.event,
      actor_emp_id: values.actorEmpId,
      note: values.note ?? null,
      created_at: values.at,
    })
    .execute()
}

/** Sets an order's status (and other columns) after the state machine allowed it. */
export async function updateOrder(db: Kysely<DB>, id: number, values: Partial<Omit<FlightOrder, 'id'>>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute()
}

/** Ids of unpaid orders past their deadline (optionally of one company). */
export async function findDueOrderIds(db: Kysely<DB>, now: Date, corpId?: number): Promise<{ id: number; corp_id: number }[]> {
  let q = db.selectFrom('orders').select(['id', 'corp_id']).where('status', '=', 'AWAITING_PAYMENT').where('pay_deadline', '<=', now)
  if (corpId !== undefined) q = q.where('corp_id', '=', corpId)
  return q.orderBy('id').limit(500).execute()
}

/** Orders paid but not yet issued for longer than `before` (the issuing retry). */
export function findStuckTicketing(db: Kysely<DB>, before: Date): Promise<{ id: number; corp_id: number }[]> {
  return db.selectFrom('orders').select(['id', 'corp_id']).where('status', '=', 'TICKETING').where('updated_at', '<=', before).orderBy('id').limit(100).execute()
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
