/** Helpers of the hotel suites: the clock in the day, plans from the supplier, booking bodies, rooms left. */
import { makePriceKey } from '../../../server/src/services/hotels/rules'
import type { HtBookBody, HtBookReply, HtOrderDetail } from '../../../server/src/schemas/hotel'
import { addDays } from '../../../server/src/suppliers/hotels/simulator'
import type { QuotedPlan, QuotedRoom, SupplierHotel } from '../../../server/src/suppliers/hotels/types'
import { chinaDatePlusDays, formatChinaTime } from '../../../server/src/util/time'
import { clientToken } from './flights'
import type { TestEnv } from './test-app'

const HOUR = 60 * 60 * 1000

/** A Visa test number that passes the Luhn check, and its security code. */
export const TEST_CARD = '4111111111111111'
export const TEST_CVV = '737'

/** Moves the test clock forward into 09:00–15:59 China time when outside it (today's stays stay bookable for the hours a test advances). */
export function toDaytime(env: TestEnv): void {
  const hour = Number(formatChinaTime(env.clock.now()).slice(11, 13))
  if (hour >= 9 && hour < 16) return
  env.clock.advance(((9 - hour + 24) % 24) * HOUR)
}

/** A China date `days` after the clock's today. */
export function hotelDay(env: TestEnv, days: number): string {
  return chinaDatePlusDays(env.clock.now(), days)
}

/** A plan the supplier quotes for a stay, with its hotel and room. */
export interface FoundPlan {
  hotel: SupplierHotel
  room: QuotedRoom
  plan: QuotedPlan
  checkIn: string
  checkOut: string
  priceKey: string
  avg: number
  total: number
}

/**
 * A plan of a city's hotel for a stay matching `want` (skipping `skip` matches), every night quoted
 * and at least `rooms` rooms sold by the supplier each night. Agreement plans only when asked.
 */
export function findPlan(
  env: TestEnv,
  options: { cityId?: string; days: number; nights?: number; rooms?: number; corpNo?: string; skip?: number; want?: (p: QuotedPlan, h: SupplierHotel, r: QuotedRoom) => boolean },
): FoundPlan {
  const checkIn = hotelDay(env, options.days)
  const checkOut = addDays(checkIn, options.nights ?? 1)
  let skip = options.skip ?? 0
  for (const hotel of env.app.ctx.hotels.hotelsOf(options.cityId ?? 'SHA')) {
    const quote = env.app.ctx.hotels.quote(hotel.hotelId, checkIn, checkOut, options.corpNo ?? 'HXKJ')
    for (const room of quote?.rooms ?? []) {
      if (room.capacity.some((c) => c.rooms < (options.rooms ?? 1) + 1)) continue
      for (const plan of room.plans) {
        if (plan.nightly.some((n) => n.price === null)) continue
        if (plan.agreement && !options.want) continue
        if (options.want && !options.want(plan, hotel, room)) continue
        if (skip-- > 0) continue
        const total = plan.nightly.reduce((s, n) => s + (n.price as number), 0)
        return {
          hotel, room, plan, checkIn, checkOut, total,
          avg: Math.round(total / plan.nightly.length),
          priceKey: makePriceKey({ hotelId: hotel.hotelId, ratePlanId: plan.ratePlanId, checkIn, checkOut, quotedAt: env.clock.now() }),
        }
      }
    }
  }
  throw new Error('no matching plan')
}

/** A fresh price key for a found plan (the quote time is now). */
export function freshKey(env: TestEnv, found: FoundPlan): string {
  return makePriceKey({ hotelId: found.hotel.hotelId, ratePlanId: found.plan.ratePlanId, checkIn: found.checkIn, checkOut: found.checkOut, quotedAt: env.clock.now() })
}

/** A booking body: one room per guest list (default one room with `empId`). */
export function hotelBookBody(priceKey: string, rooms: HtBookBody['rooms'], overrides: Partial<HtBookBody> = {}): HtBookBody {
  return {
    priceKey,
    roomCount: rooms.length,
    rooms,
    contact: { name: '联系人', phone: '13800138000' },
    tripType: 1,
    arrivalTime: '20:00',
    clientToken: clientToken('ht'),
    ...overrides,
  }
}

/** htOrder/book; the envelope. */
export function bookHotelOrder(env: TestEnv, token: string, body: HtBookBody, lang: 'zh' | 'en' = 'zh') {
  return env.post<HtBookReply>('/obt/hotel/htOrder/book', body, { token, lang })
}

/** The order detail envelope. */
export function hotelDetail(env: TestEnv, token: string, orderId: string, lang: 'zh' | 'en' = 'zh') {
  return env.get<HtOrderDetail>('/obt/hotel/htOrder/orderDetail', { orderId }, { token, lang })
}

/** Rooms left of a room type on a night (capacity − hotel_inventory.taken; the supplier's capacity without a row). */
export async function roomsLeft(env: TestEnv, found: FoundPlan, night = found.checkIn): Promise<number> {
  const row = await env.database.db.selectFrom('hotel_inventory').select(['capacity', 'taken'])
    .where('hotel_id', '=', found.hotel.hotelId).where('room_type_id', '=', found.room.room.roomTypeId).where('night', '=', night).executeTakeFirst()
  if (row) return row.capacity - row.taken
  return found.room.capacity.find((c) => c.night === night)?.rooms ?? 0
}

/** Sets the rooms left of a room type on a night (writes hotel_inventory directly). */
export async function setRoomsLeft(env: TestEnv, found: FoundPlan, left: number, night = found.checkIn): Promise<void> {
  const capacity = found.room.capacity.find((c) => c.night === night)?.rooms ?? 0
  await env.database.db
    .insertInto('hotel_inventory')
    .values({ hotel_id: found.hotel.hotelId, room_type_id: found.room.room.roomTypeId, night, city_code: found.hotel.cityCode, capacity, taken: capacity - left })
    .onConflict((oc) => oc.columns(['hotel_id', 'room_type_id', 'night']).doUpdateSet({ taken: capacity - left }))
    .execute()
}
