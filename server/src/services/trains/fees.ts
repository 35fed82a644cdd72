/**
 * Train refund and change fees by time to departure (pure: no database, no clock).
 *
 * The fee table is configuration; the default is 12306's rule:
 * - refund: free from 8 days (192 h) before departure; 5 % from 48 h; 10 % from 24 h; 20 % under
 *   24 h; no online refund once the train has left (the station handles that).
 * - change (改签): free from 48 h before departure; within 48 h, a change to a train on a LATER date
 *   than the ticket's costs the refund percentage of that time (10 % from 24 h, 20 % under 24 h) of
 *   the old fare, while a change on the same date (or earlier) stays free. This is the simplest
 *   faithful reading of 12306: within 48 h, moving to a later day is treated as refunding the old
 *   ticket at that time, and moving within the day is the free 改签 it always was.
 * - When the new fare is lower, the difference is refunded less the refund fee on the difference
 *   (12306: "差额部分核收退票费"); when higher, the difference is paid with no fee.
 *
 * Rounding (12306): a fee is counted in ¥0.5 steps: a tail under ¥0.25 is dropped, from ¥0.25 up to
 * ¥0.75 counts as ¥0.5, from ¥0.75 up counts as ¥1 (i.e. the nearest ¥0.5, halves up). A fee that
 * applies is at least ¥2 (but never more than the fare). Computed in integer fen; amounts go in and
 * out as CNY numbers with at most two decimals, like the rest of the server (services/payment/money.ts).
 * Tiers compare hours with ≥, so exactly 192 h is free and exactly 48 h is 5 %.
 */

/** A tier: applies when the hours before departure are at least `minHours` (the highest matching tier wins). */
export interface FeeTier {
  minHours: number
  /** Percentage of the fare. */
  percent: number
}

/** The fee configuration. */
export interface TrainFeeTable {
  /** Refund tiers, any order; hours below every tier's minimum (after departure) refuse a refund. */
  refundTiers: readonly FeeTier[]
  /** Change tiers; they apply to changes to a later date only when `changeSameDateFree`. */
  changeTiers: readonly FeeTier[]
  /** A change to a train on the ticket's date (or earlier) is free. */
  changeSameDateFree: boolean
  /** Rounding step of a fee, fen (50 = ¥0.5). */
  roundingFen: number
  /** Lowest fee when one applies, fen (200 = ¥2). */
  minimumFeeFen: number
}

/** 12306's rules. */
export const DEFAULT_TRAIN_FEE_TABLE: TrainFeeTable = {
  refundTiers: [
    { minHours: 192, percent: 0 },
    { minHours: 48, percent: 5 },
    { minHours: 24, percent: 10 },
    { minHours: 0, percent: 20 },
  ],
  changeTiers: [
    { minHours: 48, percent: 0 },
    { minHours: 24, percent: 10 },
    { minHours: 0, percent: 20 },
  ],
  changeSameDateFree: true,
  roundingFen: 50,
  minimumFeeFen: 200,
}

/** A fee answer. `allowed` false after departure (no tier matches); amounts are CNY. */
export interface FeeQuote {
  allowed: boolean
  percent: number
  fee: number
}

/** A refund answer: the fee and what goes back. */
export interface RefundQuote extends FeeQuote {
  refund: number
}

/** What a change costs or gives back. */
export interface ChangeSettlement extends FeeQuote {
  /** new fare − old fare. */
  difference: number
  /** Fee on a lower new fare's difference (refund rule at this time). */
  differenceFee: number
  /** To pay: the higher new fare's difference plus the change fee. */
  payable: number
  /** To give back: the lower new fare's difference less its fee, less the change fee. */
  refundable: number
}

const toFen = (cny: number): number => Math.round(cny * 100)
const toCny = (fen: number): number => fen / 100

/** Hours from `now` to `departAt` (negative once departed). */
export function hoursBeforeDeparture(departAt: Date, now: Date): number {
  return (departAt.getTime() - now.getTime()) / 3_600_000
}

/** The tier for a number of hours: the one with the highest minimum not above them; null when none. */
function tierFor(tiers: readonly FeeTier[], hoursBefore: number): FeeTier | null {
  let best: FeeTier | null = null
  for (const tier of tiers) if (hoursBefore >= tier.minHours && (!best || tier.minHours > best.minHours)) best = tier
  return best
}

/**
 * The fee in fen of `percent` of `fareFen`: to the nearest rounding step (halves up), at least the
 * minimum when the percentage is above 0, never above the fare.
 */
export function feeFen(fareFen: number, percent: number, table: TrainFeeTable = DEFAULT_TRAIN_FEE_TABLE): number {
  if (percent <= 0 || fareFen <= 0) return 0
  const step = table.roundingFen
  // fare × percent / 100 in hundredths of a fen stays an integer: compare without floating error.
  const raw = fareFen * percent
  const rounded = Math.floor((raw + (step * 100) / 2) / (step * 100)) * step
  return Math.min(fareFen, Math.max(table.minimumFeeFen, rounded))
}

/** The refund fee of a fare (CNY) at `hoursBefore` departure. */
export function refundFee(fare: number, hoursBefore: number, table: TrainFeeTable = DEFAULT_TRAIN_FEE_TABLE): RefundQuote {
  const tier = tierFor(table.refundTiers, hoursBefore)
  if (!tier) return { allowed: false, percent: 0, fee: 0, refund: 0 }
  const fareFen = toFen(fare)
  const fee = feeFen(fareFen, tier.percent, table)
  return { allowed: true, percent: tier.percent, fee: toCny(fee), refund: toCny(fareFen - fee) }
}

/**
 * The change fee of a ticket (old fare, CNY) at `hoursBefore` its departure. `toLaterDate`: the new
 * train leaves on a later date than the ticket's.
 */
export function changeFee(fare: number, hoursBefore: number, toLaterDate: boolean, table: TrainFeeTable = DEFAULT_TRAIN_FEE_TABLE): FeeQuote {
  const tier = tierFor(table.changeTiers, hoursBefore)
  if (!tier) return { allowed: false, percent: 0, fee: 0 }
  if (table.changeSameDateFree && !toLaterDate) return { allowed: true, percent: 0, fee: 0 }
  return { allowed: true, percent: tier.percent, fee: toCny(feeFen(toFen(fare), tier.percent, table)) }
}

/** Everything a change settles: the change fee and the fare difference (with its fee when lower). */
export function changeSettlement(
  oldFare: number,
  newFare: number,
  hoursBefore: number,
  toLaterDate: boolean,
  table: TrainFeeTable = DEFAULT_TRAIN_FEE_TABLE,
): ChangeSettlement {
  const change = changeFee(oldFare, hoursBefore, toLaterDate, table)
  if (!change.allowed) return { ...change, difference: 0, differenceFee: 0, payable: 0, refundable: 0 }
  const diffFen = toFen(newFare) - toFen(oldFare)
  const refundTier = tierFor(table.refundTiers, hoursBefore)
  const differenceFeeFen = diffFen < 0 ? feeFen(-diffFen, refundTier?.percent ?? 0, table) : 0
  const changeFeeFen = toFen(change.fee)
  // Money back and money due net out: a lower fare's refund first pays the change fee.
  const net = (diffFen < 0 ? diffFen + differenceFeeFen : diffFen) + changeFeeFen
  return {
    ...change,
    difference: toCny(diffFen),
    differenceFee: toCny(differenceFeeFen),
    payable: toCny(Math.max(0, net)),
    refundable: toCny(Math.max(0, -net)),
  }
}

/**
 * A fee table from configuration: `overrides` on top of the default, checked (percentages 0–100,
 * finite hours, a positive rounding step, a minimum ≥ 0). Throws on a table that cannot be used.
 */
export function resolveFeeTable(overrides: Partial<TrainFeeTable> = {}): TrainFeeTable {
  const table: TrainFeeTable = { ...DEFAULT_TRAIN_FEE_TABLE, ...overrides }
  const checkTiers = (name: string, tiers: readonly FeeTier[]): void => {
    if (tiers.length === 0) throw new Error(`train fee table: ${name} has no tier`)
    for (const t of tiers) {
      if (!Number.isFinite(t.minHours) || !Number.isFinite(t.percent) || t.percent < 0 || t.percent > 100) {
        throw new Error(`train fee table: bad ${name} tier ${JSON.stringify(t)}`)
      }
    }
  }
  checkTiers('refundTiers', table.refundTiers)
  checkTiers('changeTiers', table.changeTiers)
  if (!Number.isInteger(table.roundingFen) || table.roundingFen <= 0) throw new Error('train fee table: roundingFen must be a positive integer')
  if (!Number.isInteger(table.minimumFeeFen) || table.minimumFeeFen < 0) throw new Error('train fee table: minimumFeeFen must be an integer ≥ 0')
  return table
}
