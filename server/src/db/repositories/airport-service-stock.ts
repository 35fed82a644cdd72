/**
 * Places of airport services per day (migration 016 `airport_service_stock`): copied from the
 * catalogue on first use, then taken and given back by conditional updates, so the last place is
 * decided by the database (CHECK 0 ≤ taken ≤ capacity) however many bookings race.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../types'

/** A service on a day, as its stock row is keyed. */
export interface StockKey {
  serviceId: string
  date: string
  airportCode: string
  capacity: number
}

/**
 * Takes `n` places of a service on a day inside the caller's transaction: the row is created with
 * the catalogue's capacity when missing, then one `UPDATE … WHERE taken + n <= capacity`. False:
 * not enough left (nothing taken).
 */
export async function takeStock(trx: Kysely<DB>, key: StockKey, n: number): Promise<boolean> {
  await trx
    .insertInto('airport_service_stock')
    .values({ service_id: key.serviceId, service_date: key.date, airport_code: key.airportCode, capacity: key.capacity, taken: 0 })
    .onConflict((oc) => oc.columns(['service_id', 'service_date']).doNothing())
    .execute()
  const result = await trx
    .updateTable('airport_service_stock')
    .set({ taken: sql`taken + ${n}` })
    .where('service_id', '=', key.serviceId)
    .where('service_date', '=', key.date)
    .where(sql<boolean>`taken + ${n} <= capacity`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives `n` places back (never below zero). */
export async function releaseStock(trx: Kysely<DB>, serviceId: string, date: string, n: number): Promise<void> {
  await trx
    .updateTable('airport_service_stock')
    .set({ taken: sql`greatest(taken - ${n}, 0)` })
    .where('service_id', '=', serviceId)
    .where('service_date', '=', date)
    .execute()
}

/** Places taken (and the stored capacity) of services on a day; services without a row are absent. */
export async function findStock(db: Kysely<DB>, serviceIds: string[], date: string): Promise<Map<string, { capacity: number; taken: number }>> {
  if (serviceIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('airport_service_stock')
    .select(['service_id', 'capacity', 'taken'])
    .where('service_id', 'in', serviceIds)
    .where('service_date', '=', date)
    .execute()
  return new Map(rows.map((r) => [r.service_id, { capacity: Number(r.capacity), taken: Number(r.taken) }]))
}

/** Sets the places left of a service on a day (tests and demo tools: the last-place race). */
export async function setStockLeft(db: Kysely<DB>, key: StockKey, left: number): Promise<void> {
  await db
    .insertInto('airport_service_stock')
    .values({ service_id: key.serviceId, service_date: key.date, airport_code: key.airportCode, capacity: key.capacity, taken: 0 })
    .onConflict((oc) => oc.columns(['service_id', 'service_date']).doNothing())
    .execute()
  await db
    .updateTable('airport_service_stock')
    .set({ capacity: sql`taken + ${left}` })
    .where('service_id', '=', key.serviceId)
    .where('service_date', '=', key.date)
    .execute()
}
