/**
 * What duty of care reads and writes. The trips are read like the carbon report reads them
 * (issued tickets of the company, by the passenger who is an employee), with what the screen needs
 * on top: who, and when the leg runs. Only employees are followed: a guest has no channel.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** An issued flight ticket of an employee departing on a China date in [from, to]. */
export function findEmployeeFlightLegs(db: Kysely<DB>, corpId: number, from: string, to: string) {
  return db
    .selectFrom('flight_tickets as t')
    .innerJoin('flight_order_segments as s', 's.id', 't.segment_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('flight_order_passengers as p', 'p.id', 't.passenger_id')
    .select(['p.emp_id', 's.flight_no', 's.dep_city', 's.arr_city', 's.dep_at', 's.snapshot'])
    .where('o.corp_id', '=', corpId)
    .where('t.status', '=', 'ISSUED')
    .where('p.emp_id', 'is not', null)
    .where('s.dep_date', '>=', from)
    .where('s.dep_date', '<=', to)
    .execute()
}

/** An issued train ticket of an employee whose leg departs on a China date in [from, to]. */
export function findEmployeeTrainLegs(db: Kysely<DB>, corpId: number, from: string, to: string) {
  return db
    .selectFrom('train_tickets as t')
    .innerJoin('train_order_legs as l', 'l.id', 't.leg_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('train_order_passengers as p', 'p.id', 't.passenger_id')
    .select(['p.emp_id', 'l.train_code', 'l.from_city', 'l.to_city', 'l.depart_at', 'l.arrive_at'])
    .where('o.corp_id', '=', corpId)
    .where('t.status', '=', 'ISSUED')
    .where('p.emp_id', 'is not', null)
    .where('l.train_date', '>=', from)
    .where('l.train_date', '<=', to)
    .execute()
}

/** Hotel stays of employees covering a China date (check-in on or before it, check-out on or after it). */
export function findEmployeeHotelStays(db: Kysely<DB>, corpId: number, day: string, statuses: readonly string[]) {
  return db
    .selectFrom('hotel_order_guests as g')
    .innerJoin('hotel_orders as h', 'h.order_id', 'g.order_id')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .select(['g.emp_id', 'h.hotel_snapshot', 'h.check_in', 'h.check_out'])
    .where('o.corp_id', '=', corpId)
    .where('h.corp_id', '=', corpId)
    .where('o.status', 'in', [...statuses])
    .where('g.emp_id', 'is not', null)
    .where('h.check_in', '<=', day)
    .where('h.check_out', '>=', day)
    .execute()
}

/**
 * Rides of employees starting in [start, end) that are or were under way: in a trip status, or
 * begun and waiting for the payment that follows the ride.
 */
export function findEmployeeRides(db: Kysely<DB>, corpId: number, start: Date, end: Date, statuses: readonly string[]) {
  return db
    .selectFrom('car_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['c.passenger_emp_id as emp_id', 'c.city_code', 'c.from_place', 'c.to_place', 'c.start_at', 'c.begun_at', 'c.finished_at'])
    .where('o.corp_id', '=', corpId)
    .where('c.corp_id', '=', corpId)
    .where('c.passenger_emp_id', 'is not', null)
    .where('c.start_at', '>=', start)
    .where('c.start_at', '<', end)
    .where((eb) => eb.or([eb('o.status', 'in', [...statuses]), eb.and([eb('o.status', '=', 'AWAITING_PAYMENT'), eb('c.begun_at', 'is not', null)])]))
    .execute()
}

/** The company's active employees of these ids, with their department names. */
export function findEmployeesOf(db: Kysely<DB>, corpId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.dept_id')
    .select(['e.id', 'e.emp_name', 'e.eng_name', 'e.mobile', 'd.name as dept_name', 'd.name_en as dept_name_en'])
    .where('e.corp_id', '=', corpId)
    .where('e.id', 'in', ids)
    .where('e.status', '=', 1)
    .execute()
}

/** Records a broadcast and its recipients; the new id. */
export async function insertBroadcast(db: Kysely<DB>, v: { corpId: number; senderEmpId: number; text: string; now: Date; recipients: number[] }): Promise<number> {
  const row = await db
    .insertInto('duty_broadcasts')
    .values({ corp_id: v.corpId, sender_emp_id: v.senderEmpId, text: v.text, created_at: v.now })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (v.recipients.length > 0) {
    await db
      .insertInto('duty_broadcast_recipients')
      .values(v.recipients.map((emp_id) => ({ broadcast_id: row.id, emp_id, corp_id: v.corpId, acked_at: null })))
      .execute()
  }
  return row.id
}

/** The company's latest broadcasts, newest first, with the sender's name. */
export function findRecentBroadcasts(db: Kysely<DB>, corpId: number, limit: number) {
  return db
    .selectFrom('duty_broadcasts as b')
    .leftJoin('employees as e', 'e.id', 'b.sender_emp_id')
    .select(['b.id', 'b.text', 'b.created_at', 'e.emp_name', 'e.eng_name'])
    .where('b.corp_id', '=', corpId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute()
}

/** The recipients of these broadcasts with their names. */
export function findRecipientsOf(db: Kysely<DB>, corpId: number, broadcastIds: number[]) {
  if (broadcastIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('duty_broadcast_recipients as r')
    .leftJoin('employees as e', 'e.id', 'r.emp_id')
    .select(['r.broadcast_id', 'r.emp_id', 'r.acked_at', 'e.emp_name', 'e.eng_name'])
    .where('r.corp_id', '=', corpId)
    .where('r.broadcast_id', 'in', broadcastIds)
    .orderBy('r.emp_id')
    .execute()
}

/** One broadcast as its recipient sees it (undefined when the employee is not a recipient in that company). */
export function findRecipientView(db: Kysely<DB>, corpId: number, empId: number, broadcastId: number) {
  return db
    .selectFrom('duty_broadcast_recipients as r')
    .innerJoin('duty_broadcasts as b', 'b.id', 'r.broadcast_id')
    .leftJoin('employees as e', 'e.id', 'b.sender_emp_id')
    .select(['b.id', 'b.text', 'b.created_at', 'r.acked_at', 'e.emp_name', 'e.eng_name'])
    .where('r.broadcast_id', '=', broadcastId)
    .where('r.emp_id', '=', empId)
    .where('r.corp_id', '=', corpId)
    .where('b.corp_id', '=', corpId)
    .executeTakeFirst()
}

/** Marks the recipient's acknowledgement once (a second call keeps the first time). */
export async function markAcked(db: Kysely<DB>, corpId: number, empId: number, broadcastId: number, at: Date): Promise<void> {
  await db
    .updateTable('duty_broadcast_recipients')
    .set({ acked_at: at })
    .where('broadcast_id', '=', broadcastId)
    .where('emp_id', '=', empId)
    .where('corp_id', '=', corpId)
    .where('acked_at', 'is', null)
    .execute()
}
