/**
 * The hotel tables under the order header (migration 012): the hotel order row, its nights and
 * guests, the guests' claims on nights, refunds (11008), the company's hotel settings and the
 * all-orders source of the hotel kind.
 */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { ListScope } from './orders'
import type { DB, HotelOrderGuestTable, HotelOrderTable, HotelRefundTable } from '../types'

/** A hotel order row. */
export type HotelOrder = Selectable<HotelOrderTable>
/** A guest row. */
export type HotelGuest = Selectable<HotelOrderGuestTable>
/** A refund row. */
export type HotelRefund = Selectable<HotelRefundTable>

const HOTEL_ORDER_TYPE = 11007
const HOTEL_REFUND_TYPE = 11008

/** A company's hotel settings. */
export interface HotelSettings {
  /** Per room-night. */
  serviceFeeBusiness: number
  serviceFeePersonal: number
  approveAll: boolean
}

/** The company's hotel settings (no row: the booking service fees of company_travel_settings, no blanket approval). */
export async function findHotelSettings(db: Kysely<DB>, corpId: number): Promise<HotelSettings> {
  const own = await db.selectFrom('hotel_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst()
  if (own) {
    return { serviceFeeBusiness: Number(own.service_fee_business), serviceFeePersonal: Number(own.service_fee_personal), approveAll: own.approve_all_orders === 1 }
  }
  const travel = await db
    .selectFrom('company_travel_settings')
    .select(['flight_service_fee_business', 'flight_service_fee_personal'])
    .where('corp_id', '=', corpId)
    .executeTakeFirst()
  return {
    serviceFeeBusiness: Number(travel?.flight_service_fee_business ?? 0),
    serviceFeePersonal: Number(travel?.flight_service_fee_personal ?? 0),
    approveAll: false,
  }
}

/** Writes (or replaces) a company's hotel settings (tests and administration). */
export async function saveHotelSettings(db: Kysely<DB>, corpId: number, settings: HotelSettings): Promise<void> {
  const values = { service_fee_business: settings.serviceFeeBusiness, service_fee_personal: settings.serviceFeePersonal, approve_all_orders: settings.approveAll ? 1 : 0 }
  await db.insertInto('hotel_settings').values({ corp_id: corpId, ...values }).onConflict((oc) => oc.column('corp_id').doUpdateSet(values)).execute()
}

// ---------------------------------------------------------------- writing a booking

/** Writes the hotel row of an order. */
export async function insertHotelOrder(trx: Kysely<DB>, values: Insertable<HotelOrderTable>): Promise<void> {
  await trx.insertInto('hotel_orders').values(values).execute()
}

/** Writes the nights of an order with their prices. */
export async function insertHotelNights(trx: Kysely<DB>, orderId: number, nights: { night: string; price: number }[]): Promise<void> {
  if (nights.length === 0) return
  await trx.insertInto('hotel_order_nights').values(nights.map((n) => ({ order_id: orderId, night: n.night, price: n.price }))).execute()
}

/** Writes the guests of an order; their ids in the same order. */
export async function insertHotelGuests(trx: Kysely<DB>, guests: Insertable<HotelOrderGuestTable>[]): Promise<number[]> {
  if (guests.length === 0) return []
  const rows = await trx.insertInto('hotel_order_guests').values(guests).returning('id').execute()
  return rows.map((r) => r.id)
}

/** A claim to write: a guest's identity on a night. */
export interface HotelClaimRequest {
  guestId: number
  identity: string
  night: string
}

/**
 * Claims nights for guests (one live booking per guest identity and night in a company); returns
 * the requests another order already holds (nothing written for them). Sorted, so parallel
 * bookings of the same guests lock in one order.
 */
export async function claimHotelNights(trx: Kysely<DB>, corpId: number, orderId: number, requests: HotelClaimRequest[]): Promise<HotelClaimRequest[]> {
  if (requests.length === 0) return []
  const rows = requests
    .map((r) => ({ corp_id: corpId, identity: r.identity, night: r.night, order_id: orderId, guest_id: r.guestId }))
    .sort((x, y) => `${x.night}|${x.identity}`.localeCompare(`${y.night}|${y.identity}`))
  const written = await trx
    .insertInto('hotel_guest_claims')
    .values(rows)
    .onConflict((oc) => oc.columns(['corp_id', 'identity', 'night']).doNothing())
    .returning(['identity', 'night'])
    .execute()
  const done = new Set(written.map((w) => `${w.identity}|${w.night}`))
  return requests.filter((r) => !done.has(`${r.identity}|${r.night}`))
}

/** Lets go of an order's claims (cancelled, expired, rejected, refunded). */
export async function releaseHotelClaims(trx: Kysely<DB>, orderId: number): Promise<void> {
  await trx.deleteFrom('hotel_guest_claims').where('order_id', '=', orderId).execute()
}

/**
 * Live bookings of any of these nights held by any of these identities in a company, in orders of
 * these statuses: the duplicate check's answer (and the name a refusal gives).
 */
export function findHotelClaims(
  db: Kysely<DB>,
  corpId: number,
  nights: string[],
  identities: string[],
  statuses: readonly string[],
): Promise<{ order_id: number; order_no: string; name: string }[]> {
  if (identities.length === 0 || nights.length === 0) return Promise.resolve([])
  return db
    .selectFrom('hotel_guest_claims as c')
    .innerJoin('hotel_order_guests as g', 'g.id', 'c.guest_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.id as order_id', 'o.order_no', 'g.name'])
    .distinct()
    .where('c.corp_id', '=', corpId)
    .where('c.identity', 'in', identities)
    .where('c.night', 'in', nights)
    .where('o.status', 'in', [...statuses])
    .orderBy('o.id')
    .orderBy('g.name')
    .execute()
}

// ---------------------------------------------------------------- reading

/** The hotel rows of orders. */
export function findHotelOrders(db: Kysely<DB>, orderIds: number[]): Promise<HotelOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_orders').selectAll().where('order_id', 'in', orderIds).execute()
}

/** The nights of orders, in date order. */
export function findHotelNights(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_order_nights').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('night').execute()
}

/** The guests of orders, room by room. */
export function findHotelGuests(db: Kysely<DB>, orderIds: number[]): Promise<HotelGuest[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_order_guests').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute()
}

/** The employees of an order's guests. */
export async function findHotelGuestEmpIds(db: Kysely<DB>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('hotel_order_guests').select('emp_id').where('order_id', '=', orderId).where('emp_id', 'is not', null).execute()
  return rows.map((r) => r.emp_id as number)
}

/** Company and department of employees (the visibility of an order by booking scope). */
export function findEmployeeScopes(db: Kysely<DB>, empIds: number[]): Promise<{ id: number; corp_id: number; dept_id: number | null }[]> {
  if (empIds.length === 0) return Promise.resolve([])
  return db.selectFrom('employees').select(['id', 'corp_id', 'dept_id']).where('id', 'in', empIds).execute()
}

/** Records the hotel's confirmation. */
export async function setHotelConfirmation(trx: Kysely<DB>, orderId: number, confirmNo: string, at: Date): Promise<void> {
  await trx.updateTable('hotel_orders').set({ confirm_no: confirmNo, confirmed_at: at }).where('order_id', '=', orderId).execute()
}

/** Moves the guarantee on (HELD -> RELEASED / CHARGED). */
export async function setGuaranteeStatus(trx: Kysely<DB>, orderId: number, status: string): Promise<void> {
  await trx.updateTable('hotel_orders').set({ guarantee_status: status }).where('order_id', '=', orderId).execute()
}

/** Writes a refund; its id. */
export async function insertHotelRefund(trx: Kysely<DB>, values: Insertable<HotelRefundTable>): Promise<number> {
  const row = await trx.insertInto('hotel_refunds').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** A refund of a company by id (another company's id answers like a missing one). */
export function findHotelRefund(db: Kysely<DB>, corpId: number, id: number): Promise<HotelRefund | undefined> {
  return db.selectFrom('hotel_refunds').selectAll().where('id', '=', id).where('corp_id', '=', corpId).executeTakeFirst()
}

/** The refunds of orders, oldest first. */
export function findHotelRefundsOf(db: Kysely<DB>, orderIds: number[]): Promise<HotelRefund[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Refunds by id (list rows). */
export function findHotelRefundsByIds(db: Kysely<DB>, ids: number[]): Promise<HotelRefund[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('hotel_refunds').selectAll().where('id', 'in', ids).execute()
}

/**
 * Pay-at-hotel orders in a status (the sweep: approved ones wait in AWAITING_PAYMENT for nothing,
 * as nothing is paid online; they move on to the hotel's confirmation).
 */
export function findPayAtHotelIn(db: Kysely<DB>, status: string): Promise<{ id: number; corp_id: number }[]> {
  return db
    .selectFrom('orders as o')
    .innerJoin('hotel_orders as h', 'h.order_id', 'o.id')
    .select(['o.id', 'o.corp_id'])
    .where('o.order_type', '=', HOTEL_ORDER_TYPE)
    .where('o.status', '=', status)
    .where('h.payment_type', '=', 'PAY_AT_HOTEL')
    .orderBy('o.id')
    .limit(100)
    .execute()
}

/** Guarantees whose release our side has decided and the vault has not been told yet (the sweep tells it). */
export function findGuaranteesReleasing(db: Kysely<DB>): Promise<{ order_id: number; guarantee_token: string | null }[]> {
  return db
    .selectFrom('hotel_orders')
    .select(['order_id', 'guarantee_token'])
    .where('guarantee_status', '=', 'RELEASING')
    .orderBy('order_id')
    .limit(100)
    .execute()
}

/** Moves a guarantee from one status to the next only if it still has the first; whether it did. */
export async function moveGuaranteeStatus(trx: Kysely<DB>, orderId: number, from: string, to: string): Promise<boolean> {
  const r = await trx.updateTable('hotel_orders').set({ guarantee_status: to }).where('order_id', '=', orderId).where('guarantee_status', '=', from).executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Confirmed stays whose check-out day has come (China date 'YYYY-MM-DD'): the hotel reports them stayed. */
export function findStaysEnded(db: Kysely<DB>, today: string, status: string): Promise<{ id: number; corp_id: number }[]> {
  return db
    .selectFrom('orders as o')
    .innerJoin('hotel_orders as h', 'h.order_id', 'o.id')
    .select(['o.id', 'o.corp_id'])
    .where('o.order_type', '=', HOTEL_ORDER_TYPE)
    .where('o.status', '=', status)
    .where('h.check_out', '<=', today)
    .orderBy('o.id')
    .limit(100)
    .execute()
}

// ---------------------------------------------------------------- the all-orders list

/**
 * The hotel kind's rows of the all-orders list: orders (11007) where the caller is a guest (and,
 * with findScope 2, booked), and their refunds (11008); the ListSourceRow columns. The amount of
 * an order is what it costs (a pay-at-hotel order's room total and fee, paid at the hotel).
 */
export function hotelListSource(db: Kysely<DB>, scope: ListScope) {
  const inScope = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) => {
    const stays = eb.exists(eb.selectFrom('hotel_order_guests as sg').select('sg.id').whereRef('sg.order_id', '=', 'o.id').where('sg.emp_id', '=', scope.empId))
    const conditions = [eb('o.corp_id', '=', scope.corpId), eb('o.order_type', '=', HOTEL_ORDER_TYPE), scope.findScope === 2 ? eb.or([stays, eb('o.booker_emp_id', '=', scope.empId)]) : stays]
    if (scope.linkTel) conditions.push(eb('o.contact_phone', 'like', `%${scope.linkTel}%`))
    if (scope.empName) {
      conditions.push(eb.exists(eb.selectFrom('hotel_order_guests as ng').select('ng.id').whereRef('ng.order_id', '=', 'o.id').where('ng.name', 'like', `%${scope.empName}%`)))
    }
    return eb.and(conditions)
  }
  const orders = db
    .selectFrom('orders as o')
    .innerJoin('hotel_orders as h', 'h.order_id', 'o.id')
    .where(inScope)
    .select(['o.id as row_id', 'o.id as order_id', sql<number>`${sql.lit(HOTEL_ORDER_TYPE)}::int`.as('order_type'), 'o.order_no as no', 'o.status', 'o.pay_deadline',
      sql<number>`(h.room_total + h.service_fee)`.as('amount'), 'o.created_at', 'o.first_dep_at as dep_at'])
  const refunds = db
    .selectFrom('hotel_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(inScope)
    .select(['r.id as row_id', 'r.order_id', sql<number>`${sql.lit(HOTEL_REFUND_TYPE)}::int`.as('order_type'), 'r.refund_no as no', 'r.order_status as status',
      sql<Date | null>`null::timestamptz`.as('pay_deadline'), 'r.amount', 'r.created_at', 'o.first_dep_at as dep_at'])
  return orders.unionAll(refunds)
}

// ---------------------------------------------------------------- tests and tools

/** Every stored text of the hotel tables of an order, as one string (tests: nothing sensitive is stored). */
export async function dumpHotelOrder(db: Kysely<DB>, orderId: number): Promise<string> {
  const [order, hotel, nights, guests, claims, refunds, events] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
    db.selectFrom('hotel_orders').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('hotel_order_nights').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('hotel_order_guests').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('hotel_guest_claims').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('hotel_refunds').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute(),
  ])
  return JSON.stringify({ order, hotel, nights, guests, claims, refunds, events })
}
