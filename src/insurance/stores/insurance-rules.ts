/**
 * The insurance form's pure rules, as the server applies them (services/insurance/catalog.ts):
 * the premium per person for a length of cover (the smallest price tier covering the days), the
 * days of a cover (both dates counted), the age in whole years on the first day of cover, and the
 * flight and train number formats. The server decides again; these only let the form speak first.
 */

/** A price tier: the premium per person for cover up to `days` days. */
export interface Tier {
  days: number
  price: number
}

/** The premium per person for `days` days; null beyond the longest tier. */
export function premiumFor(tiers: readonly Tier[], days: number): number | null {
  return [...tiers].sort((a, b) => a.days - b.days).find((t) => t.days >= days)?.price ?? null
}

/** Days of a cover from one China date to another, both counted (0 when the end is before the start). */
export function coverDays(start: string, end: string): number {
  if (!start || !end || end < start) return 0
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
}

/** Age in whole years on a date ('YYYY-MM-DD' both). */
export function ageOn(born: string, date: string): number {
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = date.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Flight numbers: two letters (or a letter and a digit) and 1–4 digits. */
export const FLIGHT_NO = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}$/
/** Train numbers: an optional class letter and 1–4 digits. */
export const TRAIN_NO = /^[GCDZTKSYL]?\d{1,4}$/
