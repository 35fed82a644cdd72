/**
 * Hotel room inventory (`hotel_inventory`, migration 012): per hotel, room type and night the
 * rooms the supplier sells (copied on first use) and what is taken now. A room-night without a row
 * has nothing taken.
 *
 * Rooms are taken with one conditional UPDATE per night (`taken + n <= capacity`), nights in date
 * order, so parallel bookings of the last room are decided by the database: one update wins, the
 * others find it full and their transaction rolls back. The CHECK constraint refuses anything below
 * zero or above capacity whatever the code does.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../types'

/** A room type's night with the supplier's capacity (used when it has no row yet). */
export interface RoomNight {
  hotelId: string
  roomTypeId: string
  cityCode: string
  night: string
  capacity: number
}

/** The map key of a room-night in the `taken*` answers. */
export function roomNightKey(hotelId: string, roomTypeId: string, night: string): string {
  return `${hotelId}~${roomTypeId}~${night}`
}

/** Rooms taken per room-night of a city's stay (only room-nights with a row), in one indexed query. */
export async function takenInCity(db: Kysely<DB>, cityCode: string, nights: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (nights.length === 0) return out
  const rows = await db
    .selectFrom('hotel_inventory')
    .select(['hotel_id', 'room_type_id', 'night', 'taken'])
    .where('city_code', '=', cityCode)
    .where('night', 'in', nights)
    .where('taken', '>', 0)
    .execute()
  for (const r of rows) out.set(roomNightKey(r.hotel_id, r.room_type_id, r.night), r.taken)
  return out
}

/** Rooms taken per room-night of one hotel's stay. */
export async function takenInHotel(db: Kysely<DB>, hotelId: string, nights: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (nights.length === 0) return out
  const rows = await db
    .selectFrom('hotel_inventory')
    .select(['hotel_id', 'room_type_id', 'night', 'taken'])
    .where('hotel_id', '=', hotelId)
    .where('night', 'in', nights)
    .execute()
  for (const r of rows) out.set(roomNightKey(r.hotel_id, r.room_type_id, r.night), r.taken)
  return out
}

/**
 * Takes `count` rooms of each night inside the caller's transaction (nights in date order, so two
 * bookings of overlapping stays cannot deadlock); false as soon as a night has fewer left (the
 * caller's transaction then rolls back what it took).
 */
export async function takeRooms(trx: Kysely<DB>, nights: RoomNight[], count: number): Promise<boolean> {
  if (count <= 0) return true
  for (const n of [...nights].sort((x, y) => x.night.localeCompare(y.night))) {
    await trx
      .insertInto('hotel_inventory')
      .values({ hotel_id: n.hotelId, room_type_id: n.roomTypeId, night: n.night, city_code: n.cityCode, capacity: n.capacity, taken: 0 })
      .onConflict((oc) => oc.columns(['hotel_id', 'room_type_id', 'night']).doNothing())
      .execute()
    const updated = await trx
      .updateTable('hotel_inventory')
      .set((eb) => ({ taken: eb('taken', '+', count) }))
      .where('hotel_id', '=', n.hotelId)
      .where('room_type_id', '=', n.roomTypeId)
      .where('night', '=', n.night)
      .where((eb) => eb(eb('taken', '+', count), '<=', eb.ref('capacity')))
      .returning('taken')
      .executeTakeFirst()
    if (!updated) return false
  }
  return true
}

/** Gives rooms back on nights (never below zero). */
export async function releaseRooms(trx: Kysely<DB>, hotelId: string, roomTypeId: string, nights: string[], count: number): Promise<void> {
  if (count <= 0 || nights.length === 0) return
  await trx
    .updateTable('hotel_inventory')
    .set((eb) => ({ taken: eb.fn('greatest', [eb.lit(0), eb('taken', '-', count)]) }))
    .where('hotel_id', '=', hotelId)
    .where('room_type_id', '=', roomTypeId)
    .where('night', 'in', nights)
    .execute()
}

/** The stored rows of a room type's nights (tests and tools). */
export function findInventoryRows(db: Kysely<DB>, hotelId: string, roomTypeId: string) {
  return db.selectFrom('hotel_inventory').selectAll().where('hotel_id', '=', hotelId).where('room_type_id', '=', roomTypeId).orderBy('night').execute()
}
