/** Flight orders with their passengers, segments, tickets, insurance lines, history, refunds and changes. */
import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  DB,
  FlightChangeTable,
  FlightOrderPassengerTable,
  FlightOrderSegmentTable,
  FlightOrderTable,
  FlightRefundTable,
  FlightTicketTable,
} from '../types'

export type FlightOrder = Selectable<FlightOrderTable>
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
  return db.selectFrom('flight_orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** An order of a company by id, row-locked until the end of the transaction. */
export function lockOrder(trx: Kysely<DB>, corpId: number, id: number): Promise<FlightOrder | undefined> {
  return trx.selectFrom('flight_orders').selectAll().where('id', '=', id).where('corp_id', '=', corpId).forUpdate().executeTakeFirst()
}

/** The order a booker submitted with a client token. */
export function findOrderByToken(db: Kysely<DB>, bookerEmpId: number, clientToken: string): Promise<FlightOrder | undefined> {
  return db.selectFrom('flight_orders').selectAll().where('booker_emp_id', '=', bookerEmpId).where('client_token', '=', clientToken).executeTakeFirst()
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
    .insertInto('flight_order_events')
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
  await db.updateTable('flight_orders').set(values).where('id', '=', id).execute()
}

/** Ids of unpaid orders past their deadline (optionally of one company). */
export async function findDueOrderIds(db: Kysely<DB>, now: Date, corpId?: number): Promise<{ id: number; corp_id: number }[]> {
  let q = db.selectFrom('flight_orders').select(['id', 'corp_id']).where('status', '=', 'AWAITING_PAYMENT').where('pay_deadline', '<=', now)
  if (corpId !== undefined) q = q.where('corp_id', '=', corpId)
  return q.orderBy('id').limit(500).execute()
}

/** Orders paid but not yet issued for longer than `before` (the issuing retry). */
export function findStuckTicketing(db: Kysely<DB>, before: Date): Promise<{ id: number; corp_id: number }[]> {
  return db.selectFrom('flight_orders').select(['id', 'corp_id']).where('status', '=', 'TICKETING').where('updated_at', '<=', before).orderBy('id').limit(100).execute()
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
