/**
 * The rows the next trip's documents are read from (services/mine/next-trip.ts): each product
 * table's rows of a set of orders, one query per table. Whole rows: the service picks what the
 * traveller shows and masks document numbers before anything leaves.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** Rows that say how long each order lasts (stay, tour, flight and train times). */
export async function tripSpanRows(db: Kysely<DB>, ids: number[]) {
  const [hotels, tours, segments, legs] = await Promise.all([
    db.selectFrom('hotel_orders').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('tour_orders').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('flight_order_segments').selectAll().where('order_id', 'in', ids).orderBy('segment_no').execute(),
    db.selectFrom('train_order_legs').selectAll().where('order_id', 'in', ids).orderBy('leg_no').execute(),
  ])
  return { hotels, tours, segments, legs }
}

/** The people of the orders and what they hold (tickets, vouchers). */
export async function tripPeopleRows(db: Kysely<DB>, ids: number[]) {
  const [flightPassengers, flightTickets, trainPassengers, trainTickets, hotelGuests, tourPeople, serviceOrders, serviceTravellers] = await Promise.all([
    db.selectFrom('flight_order_passengers').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('flight_tickets').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('train_order_passengers').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('train_tickets').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('hotel_order_guests').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('tour_participants').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('airport_service_orders').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('airport_service_travellers').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
  ])
  return { flightPassengers, flightTickets, trainPassengers, trainTickets, hotelGuests, tourPeople, serviceOrders, serviceTravellers }
}

/** Names and cities of airports by IATA code. */
export async function airportNames(db: Kysely<DB>, codes: string[]) {
  if (codes.length === 0) return []
  return db.selectFrom('airports').select(['iata', 'name_zh', 'name_en', 'city_zh', 'city_en']).where('iata', 'in', codes).execute()
}
