/**
 * What the carbon report reads: a company's issued flight and train tickets travelling in a date
 * range, with the department each counts for (the passenger's when an employee, else the booker's).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** An issued flight ticket of the range. */
export interface FlightTicketRow {
  order_id: number
  ccsqd_id: string | null
  dept_id: number | null
  dep_airport: string
  arr_airport: string
  cabin_class: string
  snapshot: string
}

/** An issued train ticket of the range. */
export interface TrainTicketRow {
  order_id: number
  ccsqd_id: string | null
  dept_id: number | null
  train_key: string
  from_station: string
  to_station: string
}

/** Issued flight tickets of a company whose segment departs in [from, to) (China dates 'YYYY-MM-DD'). */
export async function findIssuedFlightTickets(db: Kysely<DB>, corpId: number, from: string, to: string): Promise<FlightTicketRow[]> {
  return db
    .selectFrom('flight_tickets as t')
    .innerJoin('flight_order_segments as s', 's.id', 't.segment_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('flight_order_passengers as p', 'p.id', 't.passenger_id')
    .leftJoin('employees as pe', 'pe.id', 'p.emp_id')
    .innerJoin('employees as b', 'b.id', 'o.booker_emp_id')
    .select((eb) => [
      'o.id as order_id',
      'o.ccsqd_id',
      eb.fn.coalesce('pe.dept_id', 'b.dept_id').as('dept_id'),
      's.dep_airport',
      's.arr_airport',
      's.cabin_class',
      's.snapshot',
    ])
    .where('o.corp_id', '=', corpId)
    .where('t.status', '=', 'ISSUED')
    .where('s.dep_date', '>=', from)
    .where('s.dep_date', '<', to)
    .execute()
}

/** Issued train tickets of a company whose leg runs on a date in [from, to). */
export async function findIssuedTrainTickets(db: Kysely<DB>, corpId: number, from: string, to: string): Promise<TrainTicketRow[]> {
  return db
    .selectFrom('train_tickets as t')
    .innerJoin('train_order_legs as l', 'l.id', 't.leg_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('train_order_passengers as p', 'p.id', 't.passenger_id')
    .leftJoin('employees as pe', 'pe.id', 'p.emp_id')
    .innerJoin('employees as b', 'b.id', 'o.booker_emp_id')
    .select((eb) => ['o.id as order_id', 'o.ccsqd_id', eb.fn.coalesce('pe.dept_id', 'b.dept_id').as('dept_id'), 'l.train_key', 'l.from_station', 'l.to_station'])
    .where('o.corp_id', '=', corpId)
    .where('t.status', '=', 'ISSUED')
    .where('l.train_date', '>=', from)
    .where('l.train_date', '<', to)
    .execute()
}

/** The company's departments (id and names). */
export function findDepartmentNames(db: Kysely<DB>, corpId: number) {
  return db.selectFrom('departments').select(['id', 'name', 'name_en']).where('corp_id', '=', corpId).execute()
}

/** Tickets still to travel or travelled (not refunded, changed away or void). */
const LIVE_TICKETS = ['BOOKED', 'ISSUED']

/** The live flight tickets of orders, with what the estimate needs (the schedule's figure per trip). */
export function findFlightLegsOfOrders(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('flight_tickets as t')
    .innerJoin('flight_order_segments as s', 's.id', 't.segment_id')
    .select(['t.order_id', 's.dep_airport', 's.arr_airport', 's.cabin_class', 's.snapshot'])
    .where('t.order_id', 'in', orderIds)
    .where('t.status', 'in', LIVE_TICKETS)
    .execute()
}

/** The live train tickets of orders, with their legs. */
export function findTrainLegsOfOrders(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('train_tickets as t')
    .innerJoin('train_order_legs as l', 'l.id', 't.leg_id')
    .select(['t.order_id', 'l.train_key', 'l.from_station', 'l.to_station'])
    .where('t.order_id', 'in', orderIds)
    .where('t.status', 'in', LIVE_TICKETS)
    .execute()
}
