/**
 * Hotel travel policy (住宿标准). Each rank's policy (travel_policies) has a nightly cap per room
 * by city tier (`hotel_cap_tier1/2/3`: the tier of the hotel's city in cities.ts) and one for
 * international hotels (`hotel_cap_intl`: outside mainland China, Hong Kong, Macau and Taiwan
 * included), and what happens out of policy (`over_policy_action`: 1 allowed with a reason,
 * 2 forbidden, 3 allowed with a reason and approval).
 *
 * - A room's price is judged by its average nightly price (per room) against the cap.
 * - Several travellers: the strictest (the lowest cap, the strictest action); without travellers,
 *   the caller's. A room shared by several employees (travelPolicy sfpf 1) may use the highest cap
 *   of its employees. Guests who are not employees travel on the standard of the employees they
 *   travel with (the booker's when none).
 * - Personal trips (tripType 2) have no standard; a rank without a policy row neither.
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { findTravelPolicies, type TravelPolicy } from '../../db/repositories/flights'
import type { Lang } from '../../messages'
import type { HotelStandard, HotelWb } from '../../schemas/hotel'
import type { HotelCity } from '../../suppliers/hotels/types'
import { hotelText } from './hotel-messages'

/** Strictness of the out-of-policy action: forbidden > approval > reason. */
const ACTION_RANK: Record<number, number> = { 1: 0, 3: 1, 2: 2 }

/** The tier a city's cap is read from. */
export function cityTierOf(city: Pick<HotelCity, 'domestic' | 'tier'>): HotelStandard['cityTier'] {
  return city.domestic ? city.tier : 'INTL'
}

/** A policy row's nightly cap in a city. */
export function capOf(p: TravelPolicy, city: Pick<HotelCity, 'domestic' | 'tier'>): number {
  if (!city.domestic) return Number(p.hotel_cap_intl)
  return Number(city.tier === 1 ? p.hotel_cap_tier1 : city.tier === 2 ? p.hotel_cap_tier2 : p.hotel_cap_tier3)
}

/** A policy row as a hotel standard in a city. */
export function standardOf(p: TravelPolicy, city: Pick<HotelCity, 'domestic' | 'tier'>, lang: Lang): HotelStandard {
  return { empRank: p.emp_rank, name: lang === 'en' && p.name_en ? p.name_en : p.name, cap: capOf(p, city), cityTier: cityTierOf(city), overPolicyAction: p.over_policy_action }
}

/** The strictest of standards (null when none). */
export function strictest(standards: readonly HotelStandard[]): HotelStandard | null {
  if (standards.length === 0) return null
  const base = [...standards].sort((a, b) => a.cap - b.cap)[0]
  const action = standards.reduce((worst, s) => (ACTION_RANK[s.overPolicyAction] > ACTION_RANK[worst] ? s.overPolicyAction : worst), 1)
  return { ...base, overPolicyAction: action }
}

/** The most generous of standards (a shared room), with the strictest action. */
export function mostGenerous(standards: readonly HotelStandard[]): HotelStandard | null {
  if (standards.length === 0) return null
  const base = [...standards].sort((a, b) => b.cap - a.cap)[0]
  const action = standards.reduce((worst, s) => (ACTION_RANK[s.overPolicyAction] > ACTION_RANK[worst] ? s.overPolicyAction : worst), 1)
  return { ...base, overPolicyAction: action }
}

/** How long searches may reuse a company's policies (bookings read them fresh). */
const POLICY_CACHE_MS = 30_000
const policyCache = new WeakMap<object, Map<number, { at: number; byRank: Map<string, TravelPolicy> }>>()

/** A company's policies by rank; `cached` lets searches reuse a read of the last 30 s (by the app's clock). */
export async function companyPolicies(ctx: AppContext, corpId: number, cached: boolean): Promise<Map<string, TravelPolicy>> {
  let perDb = policyCache.get(ctx.db)
  if (!perDb) {
    perDb = new Map()
    policyCache.set(ctx.db, perDb)
  }
  const now = ctx.clock().getTime()
  const hit = perDb.get(corpId)
  if (cached && hit && now - hit.at >= 0 && now - hit.at < POLICY_CACHE_MS) return hit.byRank
  const rows = await findTravelPolicies(ctx.db, corpId)
  const byRank = new Map(rows.map((r) => [r.emp_rank, r]))
  perDb.set(corpId, { at: now, byRank })
  return byRank
}

/** Each employee's own standard in a city (null for a rank without a policy). */
export async function standardsOf(
  ctx: AppContext,
  corpId: number,
  employees: readonly Pick<Employee, 'id' | 'emp_rank'>[],
  city: Pick<HotelCity, 'domestic' | 'tier'>,
  options: { cached?: boolean; lang: Lang },
): Promise<Map<number, HotelStandard | null>> {
  if (employees.length === 0) return new Map()
  const byRank = await companyPolicies(ctx, corpId, options.cached ?? false)
  return new Map(employees.map((e) => {
    const row = byRank.get(e.emp_rank)
    return [e.id, row ? standardOf(row, city, options.lang) : null]
  }))
}

/** The standard of a search or booking: null for personal trips; else the strictest of the travellers' (the caller's when none). */
export async function hotelStandardFor(
  ctx: AppContext,
  caller: Caller,
  tripType: number,
  travellers: readonly Employee[],
  city: Pick<HotelCity, 'domestic' | 'tier'>,
  options: { cached?: boolean; lang: Lang },
): Promise<HotelStandard | null> {
  if (tripType !== 1) return null
  const people = travellers.length === 0 ? [caller.employee] : travellers
  const own = await standardsOf(ctx, caller.corpId, people, city, options)
  return strictest([...own.values()].filter((s): s is HotelStandard => s !== null))
}

/** A price's verdict under a standard. */
export interface PriceVerdict {
  wb: HotelWb
  text: string
}

/** The verdict on an average nightly price (null standard or price: in policy). */
export function priceVerdict(std: HotelStandard | null, avgPrice: number | null, lang: Lang): PriceVerdict {
  if (!std || avgPrice === null || avgPrice <= std.cap) return { wb: 0, text: '' }
  const forbidden = std.overPolicyAction === 2
  return { wb: forbidden ? 2 : 1, text: hotelText(lang, forbidden ? 'wbForbidden' : 'wbOver', { cap: std.cap }) }
}
