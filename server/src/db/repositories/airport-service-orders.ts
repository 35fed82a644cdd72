/**
 * The airport service tables under the order header (migration 016): the order row, its people
 * and vouchers, their claims per service and day, the company's settings, the caller's flights a
 * service can be tied to, and the all-orders source of the airport kinds.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { ListScope } from './orders'
import type { AirportServiceOrderTable, AirportServiceTravellerTable, DB } from '../types'

/** An airport service order row. */
export type AirportServiceOrder = Selectable<AirportServiceOrderTable>
/** A person of an order. */
export type AirportServiceTraveller = Selectable<AirportServiceTravellerTable>

/** A company's airport service settings. */
export interface AirportServiceSettings {
  /** null: none set (the capital's main airport). */
  defaultAirport: string | null
  approveAll: boolean
}

/** The company's airport service settings. */
export async function findAirportServiceSettings(db: Kysely<DB>, corpId: number): Promise<AirportServiceSettings> {
  const row = await db.selectFrom('airport_service_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  return { defaultAirport: row?.default_airport ?? null, approveAll: row?.approve_all_orders === 1 }
}

/** Writes (or replaces) a company's settings (seed, tests and administration). */
export async function saveAirportServiceSettings(db: Kysely<DB>, corpId: number, settings: { defaultAirport: string; approveAll: boolean }): Promise<void> {
  const values = { default_airport: settings.defaultAirport, approve_all_orders: settings.approveAll ? 1 : 0 }
  await db.insertInto('airport_service_settings').values({ corp_id: corpId, ...values }).onConflict((oc) => oc.column('corp_id').doUpdateSet(values)).execute()
}

// ---------------------------------------------------------------- writing a booking

/** Writes the service row of an order. */
export async function insertAirportServiceOrder(trx: Kysely<DB>, values: Insertable<AirportServiceOrderTable>): Promise<void> {
  await trx.insertInto('airport_service_orders').values(values).execute()
}

/** Writes the people of an order; their ids in the same order. */
export async function insertAirportServiceTravellers(trx: Kysely<DB>, rows: Insertable<AirportServiceTravellerTable>[]): Promise<number[]> {
  if (rows.length === 0) return []
  return (await trx.insertInto('airport_service_travellers').values(rows).returning('id').execute()).map((r) => r.id)
}

/**
 * Claims a service on a day for people (one live booking per identity, service and day in a
 * company); returns the identities another order already holds (nothing written for them).
 * Sorted, so parallel bookings of the same people lock in one order.
 */
export async function claimAirportService(trx: Kysely<DB>, corpId: number, orderId: number, serviceId: string, date: string, identities: string[]): Promise<string[]> {
  if (identities.length === 0) return []
  const rows = [...identities].sort().map((identity) => ({ corp_id: corpId, identity, service_id: serviceId, service_date: date, order_id: orderId }))
  const written = await trx
    .insertInto('airport_service_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'service_id', 'service_date']).doNothing())
    .returning('identity')
    .execute()
  const done = new Set(written.map((w) => w.identity))
  return identities.filter((i) => !done.has(i))
}

/** Lets go of an order's claims (cancelled, expired, rejected, refunded). */
export async function releaseAirportClaims(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.deleteFrom('airport_service_claims').where('order_id', '=', orderId).execute()
}

/** Stores the voucher codes of an order's people (after payment). */
export async function setVoucherCodes(trx: Kysely<DB>, codes: { travellerId: number; code: string }[]): Promise<void> {
  for (const c of codes) {
    await trx.updateTable('airport_service_travellers').set({ voucher_code: c.code }).where('id', '=', c.travellerId).where('voucher_code', 'is', null).execute()
  }
}

/** Records the refund of a cancelled paid order. */
export async function setAirportRefund(trx: Kysely<DB>, orderId: number, amount: number, at: Date): Promise<void> {
  await trx.updateTable('airport_service_orders').set({ refund_amount: amount, cancelled_at: at }).where('order_id', '=', orderId).execute()
}

// ---------------------------------------------------------------- reading

/** The service rows of orders. */
export function findAirportServiceOrders(db: Kysely<DB>, orderIds: number[]): Promise<AirportServiceOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('airport_service_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The people of orders, in their order. */
export function findAirportServiceTravellers(db: Kysely<DB>, orderIds: number[]): Promise<AirportServiceTraveller[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('airport_service_travellers').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** The employees among an order's people. */
export async function findAirportTravellerEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('airport_service_travellers').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (the visibility of an order by booking scope). */
export function findAirportPeopleScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** Issued orders of these types whose service day has passed (the sweep completes them). */
export function findServicesEnded(db: Kysely<DB>, orderTypes: number[], today: string, status: string): Promise<{ id: number; corp_id: number }[]> {
  return db
    .selectFrom('orders as o')
    .innerJoin('airport_service_orders as a', 'a.order_id', 'o.id')
    .select(['o.id', 'o.corp_id'])
    .where('o.order_type', 'in', orderTypes)
    .where('o.status', '=', status)
    .where('a.service_date', '<', today)
    .orderBy('o.id')
    .limit(100)
    .execute()
}

// ---------------------------------------------------------------- the caller's flights

/** A flight segment of one of the caller's issued flight orders. */
export interface OwnFlightRow {
  order_id: number
  order_no: string
  segment_id: number
  flight_no: string
  dep_airport: string
  arr_city: string
  dep_city: string
  dep_date: string
  dep_at: Date
  snapshot: string
}

/**
 * Segments of flight orders (type 11001) of a company that the employee booked or flies on, in
 * these statuses, with an issued ticket on the segment, departing after `after` (from `airport`
 * when given), soonest first. `orderId` narrows to one order.
 */
export function findOwnFlightSegments(
  db: Kysely<DB>,
  filter: { corpId: number; empId: number; statuses: readonly string[]; after: Date; airport?: string; orderId?: number },
): Promise<OwnFlightRow[]> {
  let q = db
    .selectFrom('flight_order_segments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['o.id as order_id', 'o.order_no', 's.id as segment_id', 's.flight_no', 's.dep_airport', 's.arr_city', 's.dep_city', 's.dep_date', 's.dep_at', 's.snapshot'])
    .where('o.corp_id', '=', filter.corpId)
    .where('o.order_type', '=', 11001)
    .where('o.status', 'in', [...filter.statuses])
    .where('s.dep_at', '>', filter.after)
    .where((eb) => eb.or([
      eb('o.booker_emp_id', '=', filter.empId),
      eb.exists(eb.selectFrom('flight_order_passengers as p').select('p.id').whereRef('p.order_id', '=', 'o.id').where('p.emp_id', '=', filter.empId)),
    ]))
    .where((eb) => eb.exists(eb.selectFrom('flight_tickets as t').select('t.id').whereRef('t.segment_id', '=', 's.id').where('t.status', '=', 'ISSUED')))
  if (filter.airport) q = q.where('s.dep_airport', '=', filter.airport)
  if (filter.orderId !== undefined) q = q.where('o.id', '=', filter.orderId)
  return q.orderBy('s.dep_at').orderBy('s.id').limit(50).execute()
}

/** The passenger names of flight orders. */
export function findFlightPassengerNames(db: Kysely<DB>, orderIds: number[]): Promise<{ order_id: number; name: string }[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('flight_order_passengers').select(['order_id', 'name']).where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

// ---------------------------------------------------------------- the all-orders list

/**
 * One airport kind's rows of the all-orders list: its orders where the caller uses the service
 * (and, with findScope 2, booked it); the ListSourceRow columns. dep_at is the flight's departure,
 * else the service day's start.
 */
export function airportServiceListSource(db: Kysely<DB>, scope: ListScope, orderType: number) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const uses = eb.exists(eb.selectFrom('airport_service_travellers as st').select('st.id').whereRef('st.order_id', '=', 'o.id').where('st.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', orderType), scope.findScope === 2 ? eb.or([uses, eb('o.booker_emp_id', '=', scope.empId)]) : uses]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('airport_service_travellers as nt').select('nt.id').whereRef('nt.order_id', '=', 'o.id').where('nt.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  return db
    .selectFrom('orders as o')
    .innerJoin('airport_service_orders as a', 'a.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(orderType)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      'o.total_amount as amount', 'o.created_at', 'o.first_dep_at as dep_at'])
}

/** Every stored text of an order's airport tables, as one string (tests: nothing leaks). */
export async function dumpAirportServiceOrder(db: Kysely<DB>, orderId: number): Promise<string> {
  const [order, row, people, claims] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
    db.selectFrom('airport_service_orders').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('airport_service_travellers').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('airport_service_claims').selectAll().where('order_id', '=', orderId).execute(),
  ])
  return JSON.stringify({ order, row, people, claims })
}
