/**
 * The flight product's tables under the order header (repositories/orders.ts): passengers,
 * segments, tickets, insurances, passenger claims, refunds and changes, and the flight rows of the
 * all-orders list.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type {
  DB,
  FlightChangeItemTable,
  FlightChangeTable,
  FlightOrderInsuranceTable,
  FlightOrderPassengerTable,
  FlightOrderSegmentTable,
  FlightRefundItemTable,
  FlightRefundTable,
  FlightTicketTable,
} from '../types'
import type { ListScope, Order } from './orders'

/** A flight order is an order header of type 11001. */
export type FlightOrder = Order
export type OrderPassenger = Selectable<FlightOrderPassengerTable>
export type OrderSegment = Selectable<FlightOrderSegmentTable>
export type Ticket = Selectable<FlightTicketTable>
export type Refund = Selectable<FlightRefundTable>
export type Change = Selectable<FlightChangeTable>
export type ChangeItem = Selectable<FlightChangeItemTable>
export type RefundItem = Selectable<FlightRefundItemTable>
export type OrderInsurance = Selectable<FlightOrderInsuranceTable>

/** The order type of a flight order's refunds and changes as rows of the all-orders list. */
const REFUND_ROW_TYPE = 11002
const CHANGE_ROW_TYPE = 11003

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

/** New fares of an unpaid order's tickets and segments (fare protection's re-pricing), in the caller's transaction. */
export async function repriceOrder(trx: Kysely<DB>, tickets: { id: number; fare: number }[], segments: { id: number; price: number }[]): Promise<void> {
  for (const t of tickets) await trx.updateTable('flight_tickets').set({ fare: t.fare }).where('id', '=', t.id).execute()
  for (const s of segments) await trx.updateTable('flight_order_segments').set({ price: s.price }).where('id', '=', s.id).execute()
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

/**
 * Items of the changes of orders that wait for payment within their deadline at `now` (one past
 * it has lapsed for everyone but the sweep, which has not written it yet).
 */
export function findPendingChangeItems(
  db: Kysely<DB>,
  orderIds: number[],
  now: Date,
): Promise<{ change_id: number; old_ticket_id: number; new_ticket_id: number }[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('flight_change_items')
    .innerJoin('flight_changes', 'flight_changes.id', 'flight_change_items.change_id')
    .select(['flight_change_items.change_id', 'flight_change_items.old_ticket_id', 'flight_change_items.new_ticket_id'])
    .where('flight_changes.order_id', 'in', orderIds)
    .where('flight_changes.order_status', '=', 'AWAITING_PAYMENT')
    .where('flight_changes.pay_deadline', '>', now)
    .execute()
}

// ---------------------------------------------------------------- people

/** Employee ids among an order's passengers. */
export async function findPassengerEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('flight_order_passengers').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (what a booking scope looks at), for the people of an order. */
export function findPeopleScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

// ---------------------------------------------------------------- booking

/** Writes a passenger of an order; returns its id. */
export async function insertPassenger(trx: Kysely<DB>, values: Insertable<FlightOrderPassengerTable>): Promise<number> {
  return (await trx.insertInto('flight_order_passengers').values(values).returning('id').executeTakeFirstOrThrow()).id
}

/** Writes a segment of an order (booked, or the new flight of a change); returns its id. */
export async function insertSegment(trx: Kysely<DB>, values: Insertable<FlightOrderSegmentTable>): Promise<number> {
  return (await trx.insertInto('flight_order_segments').values(values).returning('id').executeTakeFirstOrThrow()).id
}

/** Writes tickets in one statement; returns them (matched to their rows by passenger and segment, not by position). */
export function insertTickets(trx: Kysely<DB>, values: Insertable<FlightTicketTable>[]): Promise<Ticket[]> {
  if (values.length === 0) return Promise.resolve([])
  return trx.insertInto('flight_tickets').values(values).returningAll().execute()
}

/** Writes one ticket and returns it. */
export function insertTicket(trx: Kysely<DB>, values: Insertable<FlightTicketTable>): Promise<Ticket> {
  return trx.insertInto('flight_tickets').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Writes an insurance line of an order. */
export async function insertOrderInsurance(trx: Kysely<DB>, values: Insertable<FlightOrderInsuranceTable>): Promise<void> {
  await trx.insertInto('flight_order_insurances').values(values).execute()
}

/** The insurance lines of an order. */
export function findOrderInsurances(db: Kysely<DB>, orderId: number): Promise<OrderInsurance[]> {
  return db.selectFrom('flight_order_insurances').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

// ---------------------------------------------------------------- tickets

/** Sets the status of tickets (VOID, REFUNDED, CHANGED), whatever they were. */
export async function setTicketsStatus(trx: Kysely<DB>, ticketIds: number[], status: string): Promise<void> {
  if (ticketIds.length === 0) return
  await trx.updateTable('flight_tickets').set({ status }).where('id', 'in', ticketIds).execute()
}

/** Issues a booked ticket with its number (`WHERE status = 'BOOKED'`: an already issued one is left alone). */
export async function issueBookedTicket(trx: Kysely<DB>, ticketId: number, ticketNo: string): Promise<void> {
  await trx.updateTable('flight_tickets').set({ status: 'ISSUED', ticket_no: ticketNo }).where('id', '=', ticketId).where('status', '=', 'BOOKED').execute()
}

/** Issues the new ticket of a change with its number (the change is locked by the caller). */
export async function issueChangeTicket(trx: Kysely<DB>, ticketId: number, ticketNo: string): Promise<void> {
  await trx.updateTable('flight_tickets').set({ status: 'ISSUED', ticket_no: ticketNo }).where('id', '=', ticketId).execute()
}

// ---------------------------------------------------------------- refunds

/** Writes a refund and its items; returns the refund's id. */
export async function insertRefund(
  trx: Kysely<DB>,
  values: Insertable<FlightRefundTable>,
  items: Omit<Insertable<FlightRefundItemTable>, 'refund_id'>[],
): Promise<number> {
  const refund = await trx.insertInto('flight_refunds').values(values).returning('id').executeTakeFirstOrThrow()
  if (items.length > 0) await trx.insertInto('flight_refund_items').values(items.map((i) => ({ ...i, refund_id: refund.id }))).execute()
  return refund.id
}

/** A refund of a company by id (another company's id answers like a missing one). */
export function findRefund(db: Kysely<DB>, corpId: number, refundId: number): Promise<Refund | undefined> {
  return db.selectFrom('flight_refunds').selectAll().where('id', '=', refundId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Items of refunds, in their order. */
export function findRefundItems(db: Kysely<DB>, refundIds: number[]): Promise<RefundItem[]> {
  if (refundIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_refund_items').selectAll().where('refund_id', 'in', refundIds).orderBy('id').execute()
}

// ---------------------------------------------------------------- changes

/** Writes a change and its items; returns the change. */
export async function insertChange(
  trx: Kysely<DB>,
  values: Insertable<FlightChangeTable>,
  items: Omit<Insertable<FlightChangeItemTable>, 'change_id'>[],
): Promise<Change> {
  const change = await trx.insertInto('flight_changes').values(values).returningAll().executeTakeFirstOrThrow()
  if (items.length > 0) await trx.insertInto('flight_change_items').values(items.map((i) => ({ ...i, change_id: change.id }))).execute()
  return change
}

/** A change of an order by id. */
export function findChange(db: Kysely<DB>, orderId: number, changeId: number): Promise<Change | undefined> {
  return db.selectFrom('flight_changes').selectAll().where('id', '=', changeId).where('order_id', '=', orderId).executeTakeFirst()
}

/** A change of a company by id (another company's id answers like a missing one). */
export function findChangeOfCompany(db: Kysely<DB>, corpId: number, changeId: number): Promise<Change | undefined> {
  return db.selectFrom('flight_changes').selectAll().where('id', '=', changeId).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Items of changes, in their order. */
export function findChangeItems(db: Kysely<DB>, changeIds: number[]): Promise<ChangeItem[]> {
  if (changeIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_change_items').selectAll().where('change_id', 'in', changeIds).orderBy('id').execute()
}

/** A change is settled: the status it left the order in, no deadline any more, when and with which payment it was paid. */
export async function settleChange(trx: Kysely<DB>, changeId: number, values: { orderStatus: string; paidAt: Date | null; payNo: string | null }): Promise<void> {
  await trx
    .updateTable('flight_changes')
    .set({ order_status: values.orderStatus, pay_deadline: null, paid_at: values.paidAt, pay_no: values.payNo })
    .where('id', '=', changeId)
    .execute()
}

/** A change that waited for payment lapses (CANCELLED, no deadline); the caller holds its lock. */
export async function lapseChange(trx: Kysely<DB>, changeId: number, cancelled: string): Promise<void> {
  await trx.updateTable('flight_changes').set({ order_status: cancelled, pay_deadline: null }).where('id', '=', changeId).execute()
}

// ---------------------------------------------------------------- duplicates

/**
 * Live bookings of a flight (by flight key) held by any of these identities in a company: the
 * claims of the passengers (migration 008) on tickets of that flight, in orders of these statuses.
 */
export function findClaimsOnFlight(
  db: Kysely<DB>,
  corpId: number,
  flightKey: string,
  identities: string[],
  statuses: readonly string[],
): Promise<{ order_id: number; order_no: string; name: string }[]> {
  if (identities.length === 0) return Promise.resolve([])
  return db
    .selectFrom('flight_passenger_claims as c')
    .innerJoin('flight_tickets as t', 't.id', 'c.ticket_id')
    .innerJoin('flight_order_segments as s', 's.id', 't.segment_id')
    .innerJoin('flight_order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.id as order_id', 'o.order_no', 'p.name'])
    .distinct()
    .where('c.corp_id', '=', corpId)
    .where('c.identity', 'in', identities)
    .where('s.flight_key', '=', flightKey)
    .where('t.status', 'in', ['BOOKED', 'ISSUED'])
    .where('o.status', 'in', [...statuses])
    .orderBy('o.id')
    .orderBy('p.name')
    .execute()
}

// ---------------------------------------------------------------- the all-orders list

/**
 * The flight kind's rows of the all-orders list as SQL (services/orders/list.ts filters, counts
 * and pages the union of every kind's source in the database): the orders in the caller's scope
 * (findScope 1: where the caller travels; 2: also those the caller booked; empName and linkTel
 * filters), and their refunds and changes as rows of their own. dep_at is each row's own first
 * flight: the order as booked, what a refund refunded, a change's new flight.
 */
export function flightListSource(db: Kysely<DB>, scope: ListScope, orderType: number) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const travels = eb.exists(eb.selectFrom('flight_order_passengers as sp').select('sp.id').whereRef('sp.order_id', '=', 'o.id').where('sp.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', orderType), scope.findScope === 2 ? eb.or([travels, eb('o.booker_emp_id', '=', scope.empId)]) : travels]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('flight_order_passengers as np').select('np.id').whereRef('np.order_id', '=', 'o.id').where('np.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  const orders = db
    .selectFrom('orders as o')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(orderType)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      'o.total_amount as amount', 'o.created_at', 'o.first_dep_at as dep_at'])
  const refunds = db
    .selectFrom('flight_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(inScope)
    .select(['r.id as row_id', 'r.order_id', sql<number>`${sql.lit(REFUND_ROW_TYPE)}::int`.as('order_type'), 'r.refund_no as no', 'r.order_status as status',
      sql<Date | null>`null::timestamptz`.as('pay_deadline'), 'r.total_amount as amount', 'r.created_at',
      sql<Date>`(select min(s.dep_at) from flight_refund_items i join flight_tickets t on t.id = i.ticket_id join flight_order_segments s on s.id = t.segment_id where i.refund_id = r.id)`.as('dep_at')])
  const changes = db
    .selectFrom('flight_changes as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .where(inScope)
    .select(['c.id as row_id', 'c.order_id', sql<number>`${sql.lit(CHANGE_ROW_TYPE)}::int`.as('order_type'), 'c.change_no as no', 'c.order_status as status', 'c.pay_deadline',
      'c.total_amount as amount', 'c.created_at', sql<Date>`(select s.dep_at from flight_order_segments s where s.id = c.new_segment_id)`.as('dep_at')])
  return orders.unionAll(refunds).unionAll(changes)
}
