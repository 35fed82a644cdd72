/**
 * Seat inventory and travel policies. The simulator gives each fare bucket a capacity;
 * flight_seats holds what is taken. Taking seats is one conditional UPDATE
 * (`taken + n <= capacity`), which PostgreSQL evaluates under the row lock (a concurrent
 * transaction waits and re-checks the condition after the first commits), so the count never
 * goes past capacity nor below zero; the table's CHECK constraint is the last guard. On PGlite
 * transactions are serialised by the driver's mutex.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB, TravelPolicyTable } from '../types'

/** Capacity and taken seats of a bucket, when a row exists. */
export interface SeatRow {
  capacity: number
  taken: number
  /** The demo market's fare movement of the bucket, percent (0: as the supplier publishes it). */
  movePct: number
}

/** Seat rows of flights: flight_key -> cabin_code -> row. */
export async function findSeatRows(db: Kysely<DB>, flightKeys: string[]): Promise<Map<string, Map<string, SeatRow>>> {
  const result = new Map<string, Map<string, SeatRow>>()
  const unique = [...new Set(flightKeys)]
  if (unique.length === 0) return result
  const rows = await db
    .selectFrom('flight_seats')
    .select(['flight_key', 'cabin_code', 'capacity', 'taken', 'fare_move_pct'])
    .where('flight_key', 'in', unique)
    .execute()
  for (const r of rows) {
    let byCabin = result.get(r.flight_key)
    if (!byCabin) {
      byCabin = new Map()
      result.set(r.flight_key, byCabin)
    }
    byCabin.set(r.cabin_code, { capacity: r.capacity, taken: r.taken, movePct: Number(r.fare_move_pct) })
  }
  return result
}

/**
 * Takes `count` seats of a bucket inside the caller's transaction. Creates the row from the
 * simulator's capacity on first use. Returns false (nothing changed) when fewer seats are left.
 */
export async function takeSeats(
  trx: Kysely<DB>,
  seat: { flightKey: string; cabinCode: string; depDate: string; capacity: number },
  count: number,
): Promise<boolean> {
  if (count <= 0) return true
  await trx
    .insertInto('flight_seats')
    .values({ flight_key: seat.flightKey, cabin_code: seat.cabinCode, dep_date: seat.depDate, capacity: seat.capacity, taken: 0 })
    .onConflict((oc) => oc.columns(['flight_key', 'cabin_code']).doNothing())
    .execute()
  const updated = await trx
    .updateTable('flight_seats')
    .set((eb) => ({ taken: eb('taken', '+', count) }))
    .where('flight_key', '=', seat.flightKey)
    .where('cabin_code', '=', seat.cabinCode)
    .where((eb) => eb(eb('taken', '+', count), '<=', eb.ref('capacity')))
    .returning('taken')
    .executeTakeFirst()
  return updated !== undefined
}

/**
 * The demo market moves a bucket's fare by `percent` (of the published fare): what the airline
 * does between a quote and an approval. Creates the row like `takeSeats`.
 */
export async function setFareMove(trx: Kysely<DB>, seat: { flightKey: string; cabinCode: string; depDate: string; capacity: number }, percent: number): Promise<void> {
  await trx
    .insertInto('flight_seats')
    .values({ flight_key: seat.flightKey, cabin_code: seat.cabinCode, dep_date: seat.depDate, capacity: seat.capacity, taken: 0, fare_move_pct: percent })
    .onConflict((oc) => oc.columns(['flight_key', 'cabin_code']).doUpdateSet({ fare_move_pct: percent }))
    .execute()
}

/** Gives seats back (never below zero). */
export async function releaseSeats(trx: Kysely<DB>, flightKey: string, cabinCode: string, count: number): Promise<void> {
  if (count <= 0) return
  await trx
    .updateTable('flight_seats')
    .set((eb) => ({ taken: eb.fn('greatest', [eb.lit(0), eb('taken', '-', count)]) }))
    .where('flight_key', '=', flightKey)
    .where('cabin_code', '=', cabinCode)
    .execute()
}

/** A rank's travel policy row. */
export type TravelPolicy = Selectable<TravelPolicyTable>

/** The travel policies of a company (one per rank). */
export function findTravelPolicies(db: Kysely<DB>, corpId: number): Promise<TravelPolicy[]> {
  return db.selectFrom('travel_policies').selectAll().where('corp_id', '=', corpId).execute()
}
