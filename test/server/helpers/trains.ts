/** Helpers of the train order suites: the clock in booking hours, trains from the supplier, booking bodies, seats. */
import { seatKey } from '../../../server/src/db/repositories/train-seats'
import type { TrBookBody, TrBookReply, TrainOrderDetail } from '../../../server/src/schemas/train-order'
import type { SeatTypeCode, SupplierTrain, TransferPlan } from '../../../server/src/suppliers/trains/types'
import { chinaDatePlusDays, formatChinaTime } from '../../../server/src/util/time'
import { clientToken } from './flights'
import type { TestEnv } from './test-app'

export { seatKey }

const HOUR = 60 * 60 * 1000

/**
 * Moves the test clock forward into 09:00–19:59 China time when it is outside 08:00–19:59, so
 * trains are on sale (booking hours 05:00–23:59) for the hours a test then advances.
 */
export function toBookingHours(env: TestEnv): void {
  const hour = Number(formatChinaTime(env.clock.now()).slice(11, 13))
  if (hour >= 8 && hour < 20) return
  const hoursToNine = (9 - hour + 24) % 24
  env.clock.advance(hoursToNine * HOUR)
}

/** A China date `days` after the clock's today. */
export function trainDay(env: TestEnv, days: number): string {
  return chinaDatePlusDays(env.clock.now(), days)
}

/** 'YYYY-MM-DD HH:mm' China time of an instant. */
export function chinaMinute(date: Date): string {
  return formatChinaTime(date).slice(0, 16)
}

/**
 * A bookable train between two places on a day with `seatType` (skipping `skip` matches, and
 * trains whose key is in `exclude`).
 */
export async function findTrain(
  env: TestEnv,
  options: { from?: string; to?: string; days: number; seatType?: SeatTypeCode; skip?: number; exclude?: string[]; want?: (t: SupplierTrain) => boolean },
): Promise<SupplierTrain> {
  const answer = await env.app.ctx.trains.searchTrains(options.from ?? 'BJS', options.to ?? 'SHA', trainDay(env, options.days))
  if (!answer.ok) throw new Error(`search refused: ${answer.refusal}`)
  const seatType = options.seatType ?? 'O'
  const found = answer.result.filter((t) =>
    t.saleState === 'bookable' && t.seats.some((s) => s.seatType === seatType && s.capacity > 20) &&
    !(options.exclude ?? []).includes(t.trainKey) && (!options.want || options.want(t)))
  const train = found[options.skip ?? 0]
  if (!train) throw new Error('no matching train')
  return train
}

/** A two-train plan with both legs on sale and second-class (or any) seats. */
export async function findTransfer(env: TestEnv, options: { from: string; to: string; days: number }): Promise<TransferPlan> {
  const answer = await env.app.ctx.trains.searchTransfers(options.from, options.to, trainDay(env, options.days))
  if (!answer.ok) throw new Error(`transfer search refused: ${answer.refusal}`)
  const plan = answer.result.find((p) => p.legs.every((l) => l.saleState === 'bookable' && l.seats.some((s) => s.capacity > 20)))
  if (!plan) throw new Error('no transfer plan')
  return plan
}

/** The cheapest seat type of a listing with capacity. */
export function seatWithCapacity(train: SupplierTrain): SeatTypeCode {
  const seat = train.seats.find((s) => s.capacity > 20)
  if (!seat) throw new Error('no seats')
  return seat.seatType
}

/** A train booking body (passengers may be replaced). */
export function trainBookBody(trainKey: string, seatType: SeatTypeCode, overrides: Partial<TrBookBody> = {}): TrBookBody {
  return {
    trainKey,
    seatType,
    passengers: [{ empId: '0' }],
    contact: { name: '联系人', phone: '13800138000' },
    tripType: 1,
    clientToken: clientToken('tr'),
    ...overrides,
  }
}

/** trBookOrder; the envelope. */
export function bookTrainOrder(env: TestEnv, token: string, body: TrBookBody, lang: 'zh' | 'en' = 'zh') {
  return env.post<TrBookReply>('/obt/train/trQuery/trBookOrder', body, { token, lang })
}

/** The order detail envelope. */
export function trainDetail(env: TestEnv, token: string, orderId: string, lang: 'zh' | 'en' = 'zh') {
  return env.get<TrainOrderDetail>('/obt/train/trOrder/orderDetail', { orderId }, { token, lang })
}

/** Seats left of a listing's seat type (capacity − train_seats.taken). */
export async function trainSeatsLeft(env: TestEnv, train: SupplierTrain, seatType: string): Promise<number> {
  const row = await env.database.db.selectFrom('train_seats').select(['capacity', 'taken'])
    .where('inventory_key', '=', train.inventoryKey).where('seat_type', '=', seatType).executeTakeFirst()
  if (row) return row.capacity - row.taken
  return train.seats.find((s) => s.seatType === seatType)?.capacity ?? 0
}

/** Sets the seats left of a listing's seat type (writes train_seats directly). */
export async function setTrainSeatsLeft(env: TestEnv, train: SupplierTrain, seatType: string, left: number): Promise<void> {
  const capacity = train.seats.find((s) => s.seatType === seatType)?.capacity ?? 0
  await env.database.db
    .insertInto('train_seats')
    .values({ inventory_key: train.inventoryKey, seat_type: seatType, train_date: train.date, capacity, taken: capacity - left, issued: 0 })
    .onConflict((oc) => oc.columns(['inventory_key', 'seat_type']).doUpdateSet({ taken: capacity - left }))
    .execute()
}

/** A valid 18-digit national ID number (check digit computed) for a birth date 'YYYYMMDD'. */
export function idNumber(born: string, seq = '123', region = '110105'): string {
  const body = `${region}${born}${seq}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = body.split('').reduce((s, d, i) => s + Number(d) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}
