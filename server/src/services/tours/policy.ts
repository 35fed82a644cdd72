/**
 * The tour standard (旅游标准). Each rank's standard (tour_standards) has the highest price per
 * person and what happens above it (`over_policy_action`: 1 allowed with a reason, 2 forbidden,
 * 3 allowed with a reason and approval).
 *
 * - A tour is judged by its adult price per person (children pay less, so they never break it).
 * - Several employees: the strictest (the lowest price, the strictest action); none: the caller's.
 *   Outside guests travel on the standard of the employees they go with (the booker's when none).
 * - Personal trips (tripType 2) have no standard; a rank without a row neither.
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { findTourStandards } from '../../db/repositories/tour-orders'
import type { Lang } from '../../messages'
import type { TourStandard, TourWb } from '../../schemas/tour'
import { tourText } from './tour-messages'

/** Strictness of the out-of-policy action: forbidden > approval > reason. */
const ACTION_RANK: Record<number, number> = { 1: 0, 3: 1, 2: 2 }

/** The strictest of standards (null when none). */
export function strictest(standards: readonly TourStandard[]): TourStandard | null {
  if (standards.length === 0) return null
  const base = [...standards].sort((a, b) => a.maxPerPerson - b.maxPerPerson)[0]
  const action = standards.reduce((worst, s) => ((ACTION_RANK[s.overPolicyAction] ?? 0) > (ACTION_RANK[worst] ?? 0) ? s.overPolicyAction : worst), 1)
  return { ...base, overPolicyAction: action }
}

/** The standard of a booking: null for personal trips; else the strictest of the employees' (the caller's when none). */
export async function tourStandardFor(ctx: AppContext, caller: Caller, tripType: number, employees: readonly Employee[], lang: Lang): Promise<TourStandard | null> {
  if (tripType !== 1) return null
  const people = employees.length === 0 ? [caller.employee] : employees
  const rows = await findTourStandards(ctx.db, caller.corpId)
  const own = people.flatMap((e) => {
    const row = rows.find((r) => r.emp_rank === e.emp_rank)
    return row ? [{ empRank: row.emp_rank, name: lang === 'en' ? row.name_en : row.name, maxPerPerson: Number(row.max_per_person), overPolicyAction: row.over_policy_action }] : []
  })
  return strictest(own)
}

/** A price's verdict under a standard. */
export interface PriceVerdict {
  wb: TourWb
  text: string
}

/** The verdict on a price per person (null standard: in policy). */
export function priceVerdict(std: TourStandard | null, price: number, lang: Lang): PriceVerdict {
  if (!std || price <= std.maxPerPerson) return { wb: 0, text: '' }
  const forbidden = std.overPolicyAction === 2
  return { wb: forbidden ? 2 : 1, text: tourText(lang, forbidden ? 'wbForbidden' : 'wbOver', { cap: std.maxPerPerson }) }
}
