/**
 * International flight tables (migration 023): travel documents and itineraries of orders,
 * demand orders and the notes on them. Orders themselves live in the flight tables
 * (repositories/flight-orders.ts) under order type 11004.
 */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, IntlFlightNeedTable, IntlOrderJourneyTable, IntlPassengerDocTable, OrderNoteTable } from '../types'

export type IntlPassengerDoc = Selectable<IntlPassengerDocTable>
export type IntlOrderJourney = Selectable<IntlOrderJourneyTable>
export type IntlNeed = Selectable<IntlFlightNeedTable>
export type OrderNote = Selectable<OrderNoteTable>

/** Writes a passenger's travel document. */
export async function insertPassengerDoc(trx: Kysely<DB>, values: Insertable<IntlPassengerDocTable>): Promise<void> {
  await trx.insertInto('intl_passenger_docs').values(values).execute()
}

/** The documents of passengers. */
export function findPassengerDocs(db: Kysely<DB>, passengerIds: number[]): Promise<IntlPassengerDoc[]> {
  if (passengerIds.length === 0) return Promise.resolve([])
  return db.selectFrom('intl_passenger_docs').selectAll().where('passenger_id', 'in', passengerIds).execute()
}

/** Writes the itinerary an order booked. */
export async function insertOrderJourneys(trx: Kysely<DB>, values: Insertable<IntlOrderJourneyTable>): Promise<void> {
  await trx.insertInto('intl_order_journeys').values(values).execute()
}

/** The itinerary of an order. */
export function findOrderJourneys(db: Kysely<DB>, orderId: number): Promise<IntlOrderJourney | undefined> {
  return db.selectFrom('intl_order_journeys').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

/** Writes a demand order; returns it. */
export function insertNeed(db: Kysely<DB>, values: Insertable<IntlFlightNeedTable>): Promise<IntlNeed> {
  return db.insertInto('intl_flight_needs').values(values).returningAll().executeTakeFirstOrThrow()
}

/** A demand order of a company. */
export function findNeed(db: Kysely<DB>, corpId: number, id: number): Promise<IntlNeed | undefined> {
  return db.selectFrom('intl_flight_needs').selectAll().where('corp_id', '=', corpId).where('id', '=', id).executeTakeFirst()
}

/** A demand order by id alone (the demo consultant, loopback only). */
export function findNeedById(db: Kysely<DB>, id: number): Promise<IntlNeed | undefined> {
  return db.selectFrom('intl_flight_needs').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The demand orders of a company, newest first (the service filters by scope). */
export function findNeeds(db: Kysely<DB>, corpId: number, status?: string): Promise<IntlNeed[]> {
  let q = db.selectFrom('intl_flight_needs').selectAll().where('corp_id', '=', corpId)
  if (status) q = q.where('status', '=', status)
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(2000).execute()
}

/** Moves a demand order from one of `from` to `to` (with more columns); false when it was not in `from`. */
export async function moveNeed(
  db: Kysely<DB>,
  id: number,
  from: string[],
  values: Partial<Pick<IntlNeed, 'status' | 'quote_key' | 'quote_price' | 'quoted_at' | 'order_id' | 'updated_at'>>,
): Promise<boolean> {
  const r = await db.updateTable('intl_flight_needs').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** Writes a note. */
export async function insertNote(db: Kysely<DB>, values: Insertable<OrderNoteTable>): Promise<void> {
  await db.insertInto('order_notes').values(values).execute()
}

/** The notes of a document, oldest first. */
export function findNotes(db: Kysely<DB>, orderType: number, subjectId: number): Promise<OrderNote[]> {
  return db.selectFrom('order_notes').selectAll().where('order_type', '=', orderType).where('subject_id', '=', subjectId).orderBy('id').limit(999).execute()
}
