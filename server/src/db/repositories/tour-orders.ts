/**
 * The tour tables under the order header (migration 015): the tour order row, its participants
 * and their claims on the departure, the companies' tour standards, and the all-orders source of
 * the tour kind.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { ListScope } from './orders'
import type { DB, TourOrderTable, TourParticipantTable, TourStandardTable } from '../types'

/** A tour order row. */
export type TourOrder = Selectable<TourOrderTable>
/** A participant row. */
export type TourParticipant = Selectable<TourParticipantTable>
/** A tour standard row. */
export type TourStandardRow = Selectable<TourStandardTable>

const TOUR_ORDER_TYPE = 11032

/** A company's tour standards, every rank. */
export function findTourStandards(db: Kysely<DB>, corpId: number): Promise<TourStandardRow[]> {
  return db.selectFrom('tour_standards').selectAll().where('corp_id', '=', corpId).execute()
}

/** Writes the tour row of an order. */
export async function insertTourOrder(trx: Kysely<DB>, values: Insertable<TourOrderTable>): Promise<void> {
  await trx.insertInto('tour_orders').values(values).execute()
}

/** Writes an order's participants; their ids in the given order. */
export async function insertTourParticipants(trx: Kysely<DB>, rows: Insertable<TourParticipantTable>[]): Promise<number[]> {
  if (rows.length === 0) return []
  const written = await trx.insertInto('tour_participants').values(rows).returning(['id', 'sort']).execute()
  return [...written].sort((a, b) => a.sort - b.sort).map((w) => w.id)
}

/** What a participant claims: an identity on a departure. */
export interface TourClaimRequest {
  participantId: number
  identity: string
}

/**
 * Claims the departure for each participant identity (in the caller's transaction, in identity
 * order so two bookings cannot deadlock); answers the requests another live booking already holds.
 */
export async function claimTourDeparture(
  trx: Kysely<DB>,
  corpId: number,
  orderId: number,
  departure: { productId: string; depDate: string },
  requests: TourClaimRequest[],
): Promise<TourClaimRequest[]> {
  if (requests.length === 0) return []
  const rows = requests
    .map((r) => ({ corp_id: corpId, identity: r.identity, product_id: departure.productId, dep_date: departure.depDate, order_id: orderId, participant_id: r.participantId }))
    .sort((x, y) => x.identity.localeCompare(y.identity))
  const written = await trx
    .insertInto('tour_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'product_id', 'dep_date']).doNothing())
    .returning('identity')
    .execute()
  const done = new Set(written.map((w) => w.identity))
  return requests.filter((r) => !done.has(r.identity))
}

/** Lets go of an order's claims (cancelled, expired, rejected, refunded). */
export async function releaseTourClaims(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.deleteFrom('tour_claims').where('order_id', '=', orderId).execute()
}

/** The tour rows of these orders. */
export function findTourOrders(db: Kysely<DB>, orderIds: number[]): Promise<TourOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('tour_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The participants of these orders, in booking order. */
export function findTourParticipants(db: Kysely<DB>, orderIds: number[]): Promise<TourParticipant[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('tour_participants').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** The employees taking part in an order. */
export async function findTourParticipantEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('tour_participants').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (visibility by booking scope). */
export function findTourPeopleScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** Records the supplier's confirmation. */
export async function setTourConfirmation(trx: Kysely<DB>, orderId: number, confirmNo: string, at: Date): Promise<void> {
  await trx.updateTable('tour_orders').set({ confirm_no: confirmNo, confirmed_at: at }).where('order_id', '=', orderId).execute()
}

/** Records what a cancellation of a paid order kept and gave back. */
export async function setTourCancellation(trx: Kysely<DB>, orderId: number, fee: number, refund: number, at: Date): Promise<void> {
  await trx.updateTable('tour_orders').set({ cancel_fee: fee, refund_amount: refund, cancelled_at: at }).where('order_id', '=', orderId).execute()
}

/**
 * The tour kind's rows of the all-orders list, limited to the caller's scope (findScope 1: orders
 * the caller takes part in; 2: also those the caller booked) and the name and phone filters.
 */
export function tourListSource(db: Kysely<DB>, scope: ListScope) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const goes = eb.exists(eb.selectFrom('tour_participants as tp').select('tp.id').whereRef('tp.order_id', '=', 'o.id').where('tp.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', TOUR_ORDER_TYPE), scope.findScope === 2 ? eb.or([goes, eb('o.booker_emp_id', '=', scope.empId)]) : goes]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('tour_participants as np').select('np.id').whereRef('np.order_id', '=', 'o.id').where('np.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  return db
    .selectFrom('orders as o')
    .innerJoin('tour_orders as t', 't.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(TOUR_ORDER_TYPE)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      sql<number>`(t.fare_total + t.service_fee)`.as('amount'), 'o.created_at', 'o.first_dep_at as dep_at'])
}

/** Every stored text of the tour tables of an order, as one string (tests: what is stored). */
export async function dumpTourOrder(db: Kysely<DB>, orderId: number): Promise<string> {
  const [order, tour, people, claims, events] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
    db.selectFrom('tour_orders').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('tour_participants').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('tour_claims').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute(),
  ])
  return JSON.stringify({ order, tour, people, claims, events })
}

/** Places taken of a departure (tests and tools). */
export async function placesTaken(db: Kysely<DB>, productId: string, depDate: string): Promise<number> {
  const row = await db.selectFrom('tour_departures').select('taken').where('product_id', '=', productId).where('dep_date', '=', depDate).executeTakeFirst()
  return row?.taken ?? 0
}
