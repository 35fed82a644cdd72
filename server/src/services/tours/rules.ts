/**
 * Tour rules: limits, the cancellation table, money rounding and the supplier the services use.
 *
 * Cancellation (the spec is silent; our table, stated on the detail and order screens):
 *
 *   days before departure (China dates) | kept                  | back to the payer
 *   ≥ 7                                  | nothing               | everything, the service fee too
 *   3–6                                  | 20 % of the fare      | the rest of the fare (service fee kept)
 *   1–2                                  | 50 % of the fare      | the rest of the fare (service fee kept)
 *   departure day or later               | cannot be cancelled   | —
 *
 * An unpaid order (awaiting approval or payment) is cancelled free at any time before it lapses.
 */
import type { AppContext } from '../../context'
import type { Lang } from '../../messages'
import type { TourCancelQuote, TourCancelTier } from '../../schemas/tour'
import { SimulatedTourSupplier, daysBetween } from '../../suppliers/tours/simulator'
import type { TourSupplier } from '../../suppliers/tours/types'
import { chinaDate } from '../../util/time'
import { tourText } from './tour-messages'

/** The tour product code (10911) and order type (11032). */
export const TOUR_PRODUCT = '10911'
export const TOUR_ORDER_TYPE = 11032

/** Participants per booking: a group of up to 30. */
export const MAX_PARTICIPANTS = 30

/** The cancellation tiers, from the farthest; feePercent null: not cancellable. */
export const CANCEL_TIERS: readonly { fromDays: number; toDays: number | null; feePercent: number | null }[] = [
  { fromDays: Number.POSITIVE_INFINITY, toDays: 7, feePercent: 0 },
  { fromDays: 6, toDays: 3, feePercent: 20 },
  { fromDays: 2, toDays: 1, feePercent: 50 },
  { fromDays: 0, toDays: null, feePercent: null },
]

/** Rounds to fen. */
export function money(n: number): number {
  return Math.round(n * 100) / 100
}

/** The tier of a number of days before departure. */
export function tierAt(daysBefore: number): (typeof CANCEL_TIERS)[number] {
  if (daysBefore >= 7) return CANCEL_TIERS[0]
  if (daysBefore >= 3) return CANCEL_TIERS[1]
  if (daysBefore >= 1) return CANCEL_TIERS[2]
  return CANCEL_TIERS[3]
}

/** The table as the screens show it. */
export function cancelTiers(lang: Lang): TourCancelTier[] {
  return CANCEL_TIERS.map((t) => ({
    fromDays: Number.isFinite(t.fromDays) ? t.fromDays : (t.toDays as number),
    toDays: Number.isFinite(t.fromDays) ? t.toDays : null,
    feePercent: t.feePercent,
    text: t.feePercent === null
      ? tourText(lang, 'tierNone')
      : t.feePercent === 0
        ? tourText(lang, 'tierFree', { from: t.toDays as number })
        : tourText(lang, 'tierFee', { from: t.fromDays, to: t.toDays as number, pct: t.feePercent }),
  }))
}

/** Days from today (China date of `now`) to the departure. */
export function daysBeforeDeparture(depDate: string, now: Date): number {
  return daysBetween(chinaDate(now), depDate)
}

/**
 * What cancelling a paid order costs at `now`: the fee kept and what goes back. Free tier: the
 * whole paid amount (the service fee too); a fee tier: the fare less the fee (the service fee is kept).
 */
export function cancelQuoteOf(row: { dep_date: string; fare_total: number | string; service_fee: number | string }, paid: number, now: Date, lang: Lang): TourCancelQuote {
  const daysBefore = daysBeforeDeparture(row.dep_date, now)
  const tier = tierAt(daysBefore)
  if (tier.feePercent === null) return { allowed: false, daysBefore, feePercent: 100, fee: 0, refundAmount: 0, text: tourText(lang, 'cancelDeparted') }
  const fare = Number(row.fare_total)
  if (tier.feePercent === 0) {
    const amount = money(paid)
    return { allowed: true, daysBefore, feePercent: 0, fee: 0, refundAmount: amount, text: tourText(lang, 'quoteFree', { amount }) }
  }
  const fee = money((fare * tier.feePercent) / 100)
  const amount = money(Math.max(0, Math.min(paid, fare) - fee))
  return { allowed: true, daysBefore, feePercent: tier.feePercent, fee, refundAmount: amount, text: tourText(lang, 'quoteFee', { fee, pct: tier.feePercent, amount }) }
}

const suppliers = new WeakMap<AppContext, TourSupplier>()

/** The tour supplier of an app (the simulator on the app's clock; one per app context). */
export function tourSupplier(ctx: AppContext): TourSupplier {
  let supplier = suppliers.get(ctx)
  if (!supplier) {
    supplier = new SimulatedTourSupplier(ctx.clock)
    suppliers.set(ctx, supplier)
  }
  return supplier
}

/** A name in a language. */
export const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)
