/**
 * The car tables (migration 014): settings and scene policies, quotes, the car row of an order and
 * its ride steps, favourite places, and the car rows of the all-orders list.
 *
 * Every ride step is `stepRide`: one `UPDATE car_orders … WHERE order_id = ? AND car_status IS NOT
 * DISTINCT FROM expected`, so of two server processes advancing the same ride only one moves it;
 * the loser changes nothing and reads the ride again.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { CarOrderTable, CarPlaceTable, CarPolicyTable, DB } from '../types'
import type { ListScope } from './orders'

/** A car row. */
export type CarOrder = Selectable<CarOrderTable>
/** A scene policy row. */
export type CarPolicy = Selectable<CarPolicyTable>
/** A favourite place row. */
export type CarPlaceRow = Selectable<CarPlaceTable>

const CAR_ORDER_TYPE = 11018

/** How a company pays rides and whether it approves every business ride (defaults when no row). */
export async function findCarSettings(db: Kysely<DB>, corpId: number): Promise<{ payment: 'COMPANY' | 'PERSONAL'; approveAll: boolean }> {
  const row = await db.selectFrom('car_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  return { payment: row?.payment === 'PERSONAL' ? 'PERSONAL' : 'COMPANY', approveAll: row?.approve_all_orders === 1 }
}

/** A company's car policy of a scene. */
export function findCarPolicy(db: Kysely<DB>, corpId: number, scene: string): Promise<CarPolicy | undefined> {
  return db.selectFrom('car_policies').selectAll().where('corp_id', '=', corpId).where('scene', '=', scene).executeTakeFirst()
}

/** Stores quotes (and drops expired ones of anyone: they can never be booked). */
export async function insertQuotes(db: Kysely<DB>, rows: { priceKey: string; corpId: number; empId: number; quote: string; at: Date; expiresAt: Date }[]): Promise<void> {
  if (rows.length === 0) return
  await db.deleteFrom('car_quotes').where('expires_at', '<', new Date(rows[0].at.getTime() - 3_600_000)).execute()
  await db.insertInto('car_quotes').values(rows.map((r) => ({ price_key: r.priceKey, corp_id: r.corpId, emp_id: r.empId, quote: r.quote, created_at: r.at, expires_at: r.expiresAt }))).execute()
}

/** A quote of the caller's company by key. */
export function findQuote(db: Kysely<DB>, corpId: number, priceKey: string) {
  return db.selectFrom('car_quotes').selectAll().where('price_key', '=', priceKey).where('corp_id', '=', corpId).executeTakeFirst()
}

/** Writes the car row of a new order (in the booking's transaction). */
export async function insertCarOrder(trx: Kysely<DB>, values: Insertable<CarOrderTable>): Promise<void> {
  await trx.insertInto('car_orders').values(values).execute()
}

/** Car rows by order id. */
export function findCarOrders(db: Kysely<DB>, orderIds: number[]): Promise<CarOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('car_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The car row of one order. */
export function findCarOrder(db: Kysely<DB>, orderId: number): Promise<CarOrder | undefined> {
  return db.selectFrom('car_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

/**
 * One ride step: the columns `set` only when the ride is still in `from` (null: no car state).
 * Returns whether this call moved it.
 */
export async function stepRide(trx: Kysely<DB>, orderId: number, from: string | null, set: Updateable<CarOrderTable>): Promise<boolean> {
  const result = await trx
    .updateTable('car_orders')
    .set(set)
    .where('order_id', '=', orderId)
    .where((eb) => (from === null ? eb('car_status', 'is', null) : eb('car_status', '=', from)))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Order ids of rides that may have a step due: a car state, or an approved ride waiting to start. */
export async function findLiveRides(db: Kysely<DB>, limit: number): Promise<{ order_id: number; corp_id: number }[]> {
  return db
    .selectFrom('car_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['c.order_id', 'c.corp_id'])
    .where((eb) => eb.or([
      eb('c.car_status', 'is not', null),
      eb.and([eb('o.status', '=', 'AWAITING_PAYMENT'), eb('c.finished_at', 'is', null), eb('c.cancelled_at', 'is', null)]),
    ]))
    .orderBy('c.order_id')
    .limit(limit)
    .execute()
}

/** Live rides of a passenger (by mobile) in a company starting between two instants. */
export function findRidesOfPassenger(db: Kysely<DB>, corpId: number, mobile: string, from: Date, to: Date, statuses: readonly string[]) {
  return db
    .selectFrom('car_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.id', 'o.order_no', 'c.start_at', 'c.from_place', 'c.to_place'])
    .where('c.corp_id', '=', corpId)
    .where('c.passenger_mobile', '=', mobile)
    .where('c.start_at', '>=', from)
    .where('c.start_at', '<=', to)
    .where('o.status', 'in', [...statuses])
    .orderBy('c.start_at')
    .execute()
}

/** The places of an employee's latest rides (as booker or passenger), newest first. */
export function findRecentRidePlaces(db: Kysely<DB>, corpId: number, empId: number, limit: number) {
  return db
    .selectFrom('car_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['c.from_place', 'c.to_place'])
    .where('c.corp_id', '=', corpId)
    .where((eb) => eb.or([eb('o.booker_emp_id', '=', empId), eb('c.passenger_emp_id', '=', empId)]))
    .orderBy('o.created_at', 'desc')
    .limit(limit)
    .execute()
}

/** An employee's favourite places. */
export function findPlaces(db: Kysely<DB>, corpId: number, empId: number): Promise<CarPlaceRow[]> {
  return db.selectFrom('car_places').selectAll().where('corp_id', '=', corpId).where('emp_id', '=', empId).orderBy('id').execute()
}

/** Saves a favourite; a label already used (home, office...) is replaced. */
export async function savePlace(db: Kysely<DB>, values: { corpId: number; empId: number; label: string; place: string; at: Date }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const same = await trx.selectFrom('car_places').select('id').where('emp_id', '=', values.empId).where('label', '=', values.label).forUpdate().executeTakeFirst()
    if (same) {
      await trx.updateTable('car_places').set({ place: values.place, created_at: values.at }).where('id', '=', same.id).execute()
      return same.id
    }
    const row = await trx.insertInto('car_places').values({ corp_id: values.corpId, emp_id: values.empId, label: values.label, place: values.place, created_at: values.at })
      .returning('id').executeTakeFirstOrThrow()
    return row.id
  })
}

/** Deletes one of an employee's favourites; false when it is not theirs (or missing). */
export async function deletePlace(db: Kysely<DB>, corpId: number, empId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('car_places').where('id', '=', id).where('corp_id', '=', corpId).where('emp_id', '=', empId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** How many live or done orders each application route carries (car routes). */
export async function countRouteOrders(db: Kysely<DB>, routeIds: number[]): Promise<Map<number, number>> {
  if (routeIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('orders')
    .select(['route_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('route_id', 'in', routeIds.map(String))
    .where('order_type', '=', CAR_ORDER_TYPE)
    .where('status', 'not in', ['CANCELLED', 'REJECTED', 'APPROVAL_TERMINATED'])
    .groupBy('route_id')
    .execute()
  return new Map(rows.map((r) => [Number(r.route_id), Number(r.n)]))
}

/** The car rows of the all-orders list, limited to the caller's scope (booker or passenger). */
export function carListSource(db: Kysely<DB>, scope: ListScope) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders']; c: DB['car_orders'] }, 'o' | 'c'>) => {
    const rides = eb('c.passenger_emp_id', '=', scope.empId)
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', CAR_ORDER_TYPE), scope.findScope === 2 ? eb.or([rides, eb('o.booker_emp_id', '=', scope.empId)]) : rides]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) conditions.push(eb('c.passenger_name', 'like', `%${scope.empName}%`))
    return eb.and(conditions)
  }
  return db
    .selectFrom('orders as o')
    .innerJoin('car_orders as c', 'c.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(CAR_ORDER_TYPE)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      sql<number>`coalesce(c.final_price, c.cancel_fee, c.estimate_price)`.as('amount'), 'o.created_at', 'c.start_at as dep_at'])
}

/** Employees' company and department (visibility of a ride to colleagues in scope). */
export function findEmployeeScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** Inserts a car route into an application (tripCar/add), after its other routes. */
export async function insertCarRoute(trx: Kysely<DB>, values: { applicationId: number; cityCode: string; cityName: string; dateBegin: string; dateEnd: string; budget: number | null; remark: string; useTypes: string }): Promise<number> {
  const last = await trx.selectFrom('trip_routes').select((eb) => eb.fn.max('sort').as('sort')).where('application_id', '=', values.applicationId).executeTakeFirst()
  const row = await trx
    .insertInto('trip_routes')
    .values({
      application_id: values.applicationId, change_id: null, origin_route_id: null, sort: Number(last?.sort ?? 0) + 1, product_type: 10906,
      from_city: null, from_code: null, to_city: values.cityName, to_code: values.cityCode, date_begin: values.dateBegin, date_end: values.dateEnd,
      cabin: values.useTypes, flight_no: null, fyys: values.budget, remark: values.remark, route_status: 1, order_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
