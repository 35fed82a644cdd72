/**
 * Train seat inventory (`train_seats`, migration 010): per seat quota (the supplier's inventoryKey
 * + seat type) the capacity the supplier sells, what is taken now and how many tickets were ever
 * issued. A quota without a row has nothing taken; its row is created (capacity copied from the
 * supplier) on the first take.
 *
 * Seats are taken with one conditional UPDATE (`taken + n <= capacity`), so parallel bookings of
 * the last seat are decided by the database: one row update wins, the others find it full. The
 * CHECK constraint refuses anything below zero or above capacity whatever the code does.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** A seat quota of a listing, with the supplier's capacity (used when it has no row yet). */
export interface SeatQuota {
  inventoryKey: string
  seatType: string
  capacity: number
}

/** The map key of a quota in `seatsLeft`'s answer: `${inventoryKey}~${seatType}`. */
export function seatKey(inventoryKey: string, seatType: string): string {
  return `${inventoryKey}~${seatType}`
}

/**
 * Seats left per quota (capacity − taken; the supplier's capacity for a quota never taken), keyed
 * by `seatKey(inventoryKey, seatType)`. One query for all the quotas of a search answer.
 */
export async function seatsLeft(db: Kysely<DB>, keys: SeatQuota[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const k of keys) out.set(seatKey(k.inventoryKey, k.seatType), Math.max(0, k.capacity))
  const inventoryKeys = [...new Set(keys.map((k) => k.inventoryKey))]
  if (inventoryKeys.length === 0) return out
  const rows = await db
    .selectFrom('train_seats')
    .select(['inventory_key', 'seat_type', 'capacity', 'taken'])
    .where('inventory_key', 'in', inventoryKeys)
    .execute()
  for (const r of rows) {
    const key = seatKey(r.inventory_key, r.seat_type)
    if (out.has(key)) out.set(key, Math.max(0, r.capacity - r.taken))
  }
  return out
}

/** Creates the quota's row when it has none (capacity from the supplier). */
async function ensureRow(db: Kysely<DB>, quota: SeatQuota & { trainDate: string }): Promise<void> {
  await db
    .insertInto('train_seats')
    .values({ inventory_key: quota.inventoryKey, seat_type: quota.seatType, train_date: quota.trainDate, capacity: quota.capacity, taken: 0, issued: 0 })
    .onConflict((oc) => oc.columns(['inventory_key', 'seat_type']).doNothing())
    .execute()
}

/**
 * Takes `count` seats of a quota inside the caller's transaction; false (nothing taken) when fewer
 * are left. The conditional update decides races: never below zero, never above capacity.
 */
export async function takeTrainSeats(trx: Kysely<DB>, quota: SeatQuota & { trainDate: string }, count: number): Promise<boolean> {
  if (count <= 0) return true
  await ensureRow(trx, quota)
  const updated = await trx
    .updateTable('train_seats')
    .set((eb) => ({ taken: eb('taken', '+', count) }))
    .where('inventory_key', '=', quota.inventoryKey)
    .where('seat_type', '=', quota.seatType)
    .where((eb) => eb(eb('taken', '+', count), '<=', eb.ref('capacity')))
    .returning('taken')
    .executeTakeFirst()
  return updated !== undefined
}

/** Gives seats back (never below zero). */
export async function releaseTrainSeats(trx: Kysely<DB>, inventoryKey: string, seatType: string, count: number): Promise<void> {
  if (count <= 0) return
  await trx
    .updateTable('train_seats')
    .set((eb) => ({ taken: eb.fn('greatest', [eb.lit(0), eb('taken', '-', count)]) }))
    .where('inventory_key', '=', inventoryKey)
    .where('seat_type', '=', seatType)
    .execute()
}

/**
 * Reserves `count` seat ordinals of a quota: `issued` grows by `count` in one UPDATE and the
 * ordinals issued-count … issued-1 are this caller's (0-based). Runs on its own (autocommit) before
 * the supplier is asked for seat numbers; an ordinal whose issue then fails is simply skipped (the
 * counter never goes back, so no seat number is ever given twice).
 */
export async function reserveOrdinals(db: Kysely<DB>, quota: SeatQuota & { trainDate: string }, count: number): Promise<number[]> {
  if (count <= 0) return []
  await ensureRow(db, quota)
  const row = await db
    .updateTable('train_seats')
    .set((eb) => ({ issued: eb('issued', '+', count) }))
    .where('inventory_key', '=', quota.inventoryKey)
    .where('seat_type', '=', quota.seatType)
    .returning('issued')
    .executeTakeFirstOrThrow()
  return Array.from({ length: count }, (_, i) => row.issued - count + i)
}

/** The stored row of a quota (tests and tools). */
export function findSeatRow(db: Kysely<DB>, inventoryKey: string, seatType: string) {
  return db.selectFrom('train_seats').selectAll().where('inventory_key', '=', inventoryKey).where('seat_type', '=', seatType).executeTakeFirst()
}
