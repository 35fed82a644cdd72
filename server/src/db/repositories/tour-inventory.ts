/**
 * Tour places (`tour_departures`, migration 015): per product and departure day the places the
 * supplier sells (copied on first use) and what is taken now. A departure without a row has
 * nothing taken.
 *
 * Places are taken with one conditional UPDATE (`taken + n <= capacity`) inside the booking's
 * transaction. On PostgreSQL the row lock serialises parallel updaters and the loser re-reads the
 * row after the winner commits (READ COMMITTED), finds too few places and gets no row back, so its
 * booking rolls back; on PGlite transactions run one at a time. The CHECK constraint refuses
 * anything below zero or above capacity whatever the code does.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** The map key of a departure in `takenOf`'s answer. */
export function departureKey(productId: string, depDate: string): string {
  return `${productId}~${depDate}`
}

/** Places taken per departure of these products on these days (only departures with a row). */
export async function takenOf(db: Kysely<DB>, productIds: string[], fromDate: string): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (productIds.length === 0) return out
  const rows = await db
    .selectFrom('tour_departures')
    .select(['product_id', 'dep_date', 'taken'])
    .where('product_id', 'in', productIds)
    .where('dep_date', '>=', fromDate)
    .execute()
  for (const r of rows) out.set(departureKey(r.product_id, String(r.dep_date)), r.taken)
  return out
}

/** Takes `count` places of a departure in the caller's transaction; false when fewer are left. */
export async function takePlaces(
  trx: Kysely<DB>,
  departure: { productId: string; depDate: string; cityCode: string; capacity: number },
  count: number,
): Promise<boolean> {
  await trx
    .insertInto('tour_departures')
    .values({ product_id: departure.productId, dep_date: departure.depDate, city_code: departure.cityCode, capacity: departure.capacity, taken: 0 })
    .onConflict((oc) => oc.columns(['product_id', 'dep_date']).doNothing())
    .execute()
  const updated = await trx
    .updateTable('tour_departures')
    .set((eb) => ({ taken: eb('taken', '+', count) }))
    .where('product_id', '=', departure.productId)
    .where('dep_date', '=', departure.depDate)
    .where((eb) => eb(eb('taken', '+', count), '<=', eb.ref('capacity')))
    .returning('taken')
    .executeTakeFirst()
  return updated !== undefined
}

/** Gives `count` places of a departure back (never below zero). */
export async function releasePlaces(trx: Kysely<DB>, productId: string, depDate: string, count: number): Promise<void> {
  await trx
    .updateTable('tour_departures')
    .set((eb) => ({ taken: eb.fn('greatest', [eb.lit(0), eb('taken', '-', count)]) }))
    .where('product_id', '=', productId)
    .where('dep_date', '=', depDate)
    .execute()
}
