/**
 * Train travel policy (火车席别标准). Each rank of a company has a policy (travel_policies): the
 * seat types it may take (`train_seats`, a comma list of 12306 seat codes, e.g. 'O,3,1' second
 * class, hard sleeper, hard seat) and what happens out of policy (`over_policy_action`: 1 allowed
 * with a reason, 2 forbidden, 3 allowed with a reason and approval).
 *
 * - A listed type allows its equivalents too, seats the policy lists do not name because they are
 *   the same class on another kind of train: 'WZ' no seat rides in the standard seat car (allowed
 *   with second class 'O' or hard seat '1'); 'F' moving sleeper is the EMU's soft sleeper ('4');
 *   'A' deluxe moving sleeper the EMU's deluxe soft sleeper ('6'); '2' soft seat is the
 *   conventional train's first class ('M'); 'P' special seat sits with business ('9').
 * - Several travellers: a seat type must be allowed for every one of them; the action is the
 *   strictest (forbidden > approval > reason). Without travellers, the caller's standard.
 *   Guests travel on the standard of the employees travelling with them (the booking side).
 * - Personal trips (tripType 2) have no standard: every seat is in policy (wb 0).
 * - wb: 0 in policy; 1 out of policy, bookable with a reason (action 1 or 3); 2 forbidden (action 2).
 * - A rank without a policy row has no standard (in policy), as for flights.
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { findTravelPolicies, type TravelPolicy } from '../../db/repositories/flights'
import { translate, type Lang } from '../../messages'
import type { SeatTypeCode, TrainStandard, Wb } from '../../schemas/train'
import { SEAT_TYPE_BY_CODE, SEAT_TYPES } from '../../suppliers/trains/catalog'

/** Every seat code in display order. */
export const SEAT_CODES: readonly SeatTypeCode[] = SEAT_TYPES.map((s) => s.code)

/** A seat type allowed by the policy also allows these (same class on another kind of train). */
const EQUIVALENTS: Partial<Record<SeatTypeCode, SeatTypeCode[]>> = {
  O: ['WZ'],
  '1': ['WZ'],
  '4': ['F'],
  '6': ['A'],
  M: ['2'],
  '9': ['P'],
}

/** Strictness of the out-of-policy action: forbidden > approval > reason. */
const ACTION_RANK: Record<number, number> = { 1: 0, 3: 1, 2: 2 }

/** A seat type's name in a language. */
export function seatName(code: string, lang: Lang): string {
  const info = SEAT_TYPE_BY_CODE.get(code as SeatTypeCode)
  if (!info) return code
  return lang === 'en' ? info.nameEn : info.nameZh
}

/** The seat codes a policy lists (unknown codes dropped), in display order. */
export function listedSeats(trainSeats: string): SeatTypeCode[] {
  const listed = new Set(trainSeats.split(',').map((s) => s.trim().toUpperCase()))
  return SEAT_CODES.filter((c) => listed.has(c))
}

/** The listed seat codes with their equivalents, in display order. */
export function allowedSeats(listed: readonly SeatTypeCode[]): SeatTypeCode[] {
  const out = new Set<SeatTypeCode>(listed)
  for (const code of listed) for (const eq of EQUIVALENTS[code] ?? []) out.add(eq)
  return SEAT_CODES.filter((c) => out.has(c))
}

/** The seat codes a standard lists itself (its names), kept beside the reply object. */
const listedOf = new WeakMap<TrainStandard, SeatTypeCode[]>()

function namesOf(codes: readonly SeatTypeCode[], lang: Lang): string {
  return codes.map((c) => seatName(c, lang)).join(lang === 'en' ? ', ' : '、')
}

/** A policy row as a train standard in a language. */
export function standardOf(p: TravelPolicy, lang: Lang): TrainStandard {
  const listed = listedSeats(p.train_seats)
  const std: TrainStandard = {
    empRank: p.emp_rank,
    name: lang === 'en' && p.name_en ? p.name_en : p.name,
    seatTypes: allowedSeats(listed),
    seatNames: namesOf(listed, lang),
    overPolicyAction: p.over_policy_action,
  }
  listedOf.set(std, listed)
  return std
}

/** The strictest combination of several standards (null when there is none). */
export function strictest(standards: readonly TrainStandard[], lang: Lang): TrainStandard | null {
  if (standards.length === 0) return null
  if (standards.length === 1) return standards[0]
  const seatTypes = SEAT_CODES.filter((c) => standards.every((s) => s.seatTypes.includes(c)))
  // Named after the standard allowing the fewest seats (the one that binds).
  const base = [...standards].sort((a, b) => a.seatTypes.length - b.seatTypes.length)[0]
  const listed = SEAT_CODES.filter((c) => standards.every((s) => (listedOf.get(s) ?? s.seatTypes).includes(c)))
  const std: TrainStandard = {
    empRank: base.empRank,
    name: base.name,
    seatTypes,
    seatNames: namesOf(listed, lang),
    overPolicyAction: standards.reduce((worst, s) => (ACTION_RANK[s.overPolicyAction] > ACTION_RANK[worst] ? s.overPolicyAction : worst), 1),
  }
  listedOf.set(std, listed)
  return std
}

/** How long searches may reuse a company's policies (bookings read them fresh). */
const POLICY_CACHE_MS = 30_000
const policyCache = new WeakMap<object, Map<number, { at: number; byRank: Map<string, TravelPolicy> }>>()

/** A company's policies by rank; `cached` lets searches reuse a read of the last 30 s (by the app's clock). */
async function companyPolicies(ctx: AppContext, corpId: number, cached: boolean): Promise<Map<string, TravelPolicy>> {
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

/** Each employee's own train standard (null for a rank without a policy). */
export async function trainStandardsOf(
  ctx: AppContext,
  corpId: number,
  employees: readonly Employee[],
  options: { cached?: boolean; lang?: Lang } = {},
): Promise<Map<number, TrainStandard | null>> {
  if (employees.length === 0) return new Map()
  const lang = options.lang ?? 'zh'
  const byRank = await companyPolicies(ctx, corpId, options.cached ?? false)
  return new Map(employees.map((e) => {
    const row = byRank.get(e.emp_rank)
    return [e.id, row ? standardOf(row, lang) : null]
  }))
}

/**
 * The train standard of a search or booking: null for personal trips; else the strictest of the
 * travellers' (the caller's when there is none).
 */
export async function trainStandardFor(
  ctx: AppContext,
  caller: Caller,
  tripType: number,
  travellers: readonly Employee[],
  options: { cached?: boolean; lang?: Lang } = {},
): Promise<TrainStandard | null> {
  if (tripType !== 1) return null
  const people = travellers.length === 0 ? [caller.employee] : travellers
  const standards = await trainStandardsOf(ctx, caller.corpId, people, options)
  return strictest([...standards.values()].filter((s): s is TrainStandard => s !== null), options.lang ?? 'zh')
}

/** A seat's verdict. */
export interface SeatVerdict {
  wb: Wb
  /** '' in policy; else why, in the language asked. */
  text: string
}

/** The verdict on a seat type under a standard (null: no standard, in policy). */
export function seatVerdict(std: TrainStandard | null, seatType: string, lang: Lang): SeatVerdict {
  if (!std || std.seatTypes.includes(seatType as SeatTypeCode)) return { wb: 0, text: '' }
  const forbidden = std.overPolicyAction === 2
  const text = translate(lang, forbidden ? 'trainSeatForbidden' : 'trainSeatOverPolicy', { seats: std.seatNames || translate(lang, 'trainNoSeatAllowed') })
  return { wb: forbidden ? 2 : 1, text }
}

/** The worse of verdicts (2 > 1 > 0). */
export function worstWb(values: readonly Wb[]): Wb {
  return values.reduce<Wb>((w, v) => (v > w ? v : w), 0)
}
