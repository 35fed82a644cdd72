/**
 * The caller's domestic flight standard for /tk/policy: exactly what a flight search without
 * travellers applies (flights/policy travelStandardFor, business trip), so the policy screen and
 * the list's "in policy" marks can never disagree.
 */
import type { AppContext, Caller } from '../../context'
import type { Lang } from '../../messages'
import type { TravelStandard } from '../../schemas/flight'
import { travelStandardFor } from '../flights/policy'

/** The standard, or null when the company set none for the caller's rank. */
export async function flightStandardOf(ctx: AppContext, caller: Caller, lang: Lang): Promise<{ standard: TravelStandard | null }> {
  return { standard: await travelStandardFor(ctx, caller, 1, [], false, true, lang) }
}
