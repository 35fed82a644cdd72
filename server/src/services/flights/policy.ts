/**
 * Domestic flight travel policy (差旅标准). Each rank of a company has a policy (travel_policies):
 * highest cabin class, highest share of the full economy fare, advance-booking days, the
 * lowest-fare window, and what happens out of policy (1 allowed with a reason, 2 forbidden,
 * 3 allowed with a reason and approval). For several travellers the strictest value of each rule
 * applies; without travellers, the caller's. Personal trips (tripType 2) have no policy.
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { findTravelPolicies, type TravelPolicy } from '../../db/repositories/flights'
import type { TravelSettings } from '../../db/repositories/settings'
import { translate, type Lang } from '../../messages'
import type { TravelStandard, Violation } from '../../schemas/flight'
import { daysBetween } from '../../suppliers/flights/simulator'
import type { ApprovalFacts } from '../booking/approval'
import { cabinName } from './common'

type PolicyRow = TravelPolicy

const CLASS_RANK: Record<string, number> = { Y: 0, C: 1, F: 2 }
/** Strictness of the out-of-policy action: forbidden > approval > reason. */
const ACTION_RANK: Record<number, number> = { 1: 0, 3: 1, 2: 2 }

const classOf = (value: string): 'Y' | 'C' | 'F' => (value === 'C' || value === 'F' ? value : 'Y')

function standardOf(p: PolicyRow, lang: Lang): TravelStandard {
  return {
    empRank: p.emp_rank,
    // A policy without an English name keeps its Chinese one rather than showing nothing.
    name: lang === 'en' && p.name_en ? p.name_en : p.name,
    maxCabinClass: classOf(p.flight_cabin),
    maxDiscount: p.flight_max_discount,
    advanceDays: p.flight_advance_days,
    lowestFareMinutes: p.flight_lowest_fare_minutes,
    overPolicyAction: p.over_policy_action,
  }
}

/** The strictest combination of several standards (null when there is none). */
export function strictest(standards: TravelStandard[]): TravelStandard | null {
  if (standards.length === 0) return null
  const sorted = [...standards].sort(
    (a, b) => CLASS_RANK[a.maxCabinClass] - CLASS_RANK[b.maxCabinClass] || a.maxDiscount - b.maxDiscount || b.advanceDays - a.advanceDays,
  )
  const base = sorted[0]
  return {
    empRank: base.empRank,
    name: base.name,
    maxCabinClass: base.maxCabinClass,
    maxDiscount: Math.min(...standards.map((s) => s.maxDiscount)),
    advanceDays: Math.max(...standards.map((s) => s.advanceDays)),
    lowestFareMinutes: Math.max(...standards.map((s) => s.lowestFareMinutes)),
    overPolicyAction: standards.reduce((worst, s) => (ACTION_RANK[s.overPolicyAction] > ACTION_RANK[worst] ? s.overPolicyAction : worst), 1),
  }
}

/** How long searches may reuse a company's policies (booking always reads them fresh). */
const POLICY_CACHE_MS = 30_000
const policyCache = new WeakMap<object, Map<number, { at: number; byRank: Map<string, PolicyRow> }>>()

/** A company's policies by rank; `cached` lets searches reuse a read of the last 30 s. */
async function companyPolicies(ctx: AppContext, corpId: number, cached: boolean): Promise<Map<string, PolicyRow>> {
  let perDb = policyCache.get(ctx.db)
  if (!perDb) {
    perDb = new Map()
    policyCache.set(ctx.db, perDb)
  }
  const hit = perDb.get(corpId)
  if (cached && hit && Date.now() - hit.at < POLICY_CACHE_MS) return hit.byRank
  const rows = await findTravelPolicies(ctx.db, corpId)
  const byRank = new Map(rows.map((r) => [r.emp_rank, r]))
  perDb.set(corpId, { at: Date.now(), byRank })
  return byRank
}

/** Each employee's own standard (null for a rank the company has no policy for), named in `lang`. */
export async function standardsOf(ctx: AppContext, corpId: number, employees: Employee[], cached = false, lang: Lang = 'zh'): Promise<Map<number, TravelStandard | null>> {
  if (employees.length === 0) return new Map()
  const byRank = await companyPolicies(ctx, corpId, cached)
  return new Map(employees.map((e) => {
    const row = byRank.get(e.emp_rank)
    return [e.id, row ? standardOf(row, lang) : null]
  }))
}

/**
 * The standard of a search or booking: null for personal trips; else the strictest of the
 * travellers' (the caller's when none is given: guests alone travel on the booker's standard;
 * guests with employees on the employees'; `withCaller` adds the caller anyway).
 */
export async function travelStandardFor(
  ctx: AppContext,
  caller: Caller,
  tripType: number,
  travellers: Employee[],
  withCaller = false,
  cached = false,
  lang: Lang = 'zh',
): Promise<TravelStandard | null> {
  if (tripType !== 1) return null
  const people = travellers.length === 0 || withCaller ? [...travellers, caller.employee] : travellers
  const standards = await standardsOf(ctx, caller.corpId, people, cached, lang)
  return strictest([...standards.values()].filter((s): s is TravelStandard => s !== null))
}

/** A fare to judge. */
export interface FareFacts {
  cabinClass: 'Y' | 'C' | 'F'
  price: number
  yFullPrice: number
  depDate: string
}

/**
 * The rules a fare breaks. `windowLowest`: the lowest economy fare with seats departing within
 * ± lowestFareMinutes (null: not computed / no rule).
 */
export function evaluateFare(std: TravelStandard | null, fare: FareFacts, today: string, windowLowest: number | null, lang: Lang): Violation[] {
  if (!std) return []
  const violations: Violation[] = []
  if (CLASS_RANK[fare.cabinClass] > CLASS_RANK[std.maxCabinClass]) {
    violations.push({ code: 'CABIN_CLASS', text: translate(lang, 'violationCabinClass', { cabin: cabinName(std.maxCabinClass, lang) }) })
  }
  if (fare.cabinClass === 'Y' && fare.price * 100 > fare.yFullPrice * std.maxDiscount) {
    violations.push({ code: 'DISCOUNT', text: translate(lang, 'violationDiscount', { n: std.maxDiscount }) })
  }
  if (std.advanceDays > 0 && daysBetween(today, fare.depDate) < std.advanceDays) {
    violations.push({ code: 'ADVANCE_DAYS', text: translate(lang, 'violationAdvanceDays', { n: std.advanceDays }) })
  }
  if (std.lowestFareMinutes > 0 && windowLowest !== null && fare.cabinClass === 'Y' && fare.price > windowLowest) {
    violations.push({ code: 'LOWEST_FARE', text: translate(lang, 'violationLowestFare', { n: std.lowestFareMinutes, price: windowLowest }) })
  }
  return violations
}

/** For each flight (by index), the lowest economy fare with seats among flights departing within ± `minutes`. */
export function windowLowestFares(flights: { depAt: Date; lowestEconomy: number | null }[], minutes: number): (number | null)[] {
  if (minutes <= 0) return flights.map(() => null)
  const span = minutes * 60 * 1000
  return flights.map((f) => {
    let best: number | null = null
    for (const other of flights) {
      if (other.lowestEconomy === null || Math.abs(other.depAt.getTime() - f.depAt.getTime()) > span) continue
      if (best === null || other.lowestEconomy < best) best = other.lowestEconomy
    }
    return best
  })
}

/** The approval facts of a flight booking: the company's flight settings and the travellers' standard. */
export function flightApprovalFacts(tripType: number, settings: TravelSettings, std: TravelStandard | null, violated: boolean): ApprovalFacts {
  return {
    tripType,
    approveAll: settings.approve_all_flight_orders === 1,
    violated,
    overPolicyAction: std?.overPolicyAction,
    approveOutOfPolicy: settings.approve_out_of_policy === 1,
  }
}
