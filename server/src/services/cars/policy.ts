/**
 * Car travel policy (用车标准) by scene. The car types come from the traveller's rank
 * (travel_policies.car_level: economy → economy; comfort → economy and comfort; business →
 * economy, comfort and business; luxury never), the out-of-policy action from the same row
 * (1 reason, 2 forbidden, 3 reason + approval). The company's scene policy (car_policies: DAILY
 * for instant and scheduled rides, TRANSFER for airport and station pick-ups and drop-offs, DAY for
 * chartered cars) adds the amount per ride, the cities and the time window. Personal trips and
 * ranks without a policy row have no standard.
 */
import type { AppContext } from '../../context'
import { findCarPolicy } from '../../db/repositories/car-orders'
import type { Employee } from '../../db/repositories/employees'
import { findTravelPolicies } from '../../db/repositories/flights'
import type { Lang } from '../../messages'
import type { CarStandard, CarWb } from '../../schemas/car'
import type { Violation } from '../../schemas/common'
import { carText } from './car-messages'

/** Car types allowed by a rank's car level. */
const TYPES_BY_LEVEL: Record<string, number[]> = { economy: [1], comfort: [1, 2], business: [1, 2, 3] }

/** The scene of a use type. */
export function sceneOf(useType: number): 'DAILY' | 'TRANSFER' | 'DAY' {
  if (useType === 7) return 'DAY'
  return useType >= 3 ? 'TRANSFER' : 'DAILY'
}

/** A standard with the city codes it names (the reply carries names). */
export interface CarStandardFacts {
  standard: CarStandard
  cityCodes: string[] | null
}

/** The car standard of a traveller (employee) for a scene; null: personal trip or no policy row. */
export async function carStandardFor(
  ctx: AppContext,
  corpId: number,
  traveller: Pick<Employee, 'emp_rank'>,
  tripType: number,
  useType: number,
  cityName: (code: string) => string,
  lang: Lang,
): Promise<CarStandardFacts | null> {
  if (tripType !== 1) return null
  const row = (await findTravelPolicies(ctx.db, corpId)).find((p) => p.emp_rank === traveller.emp_rank)
  if (!row) return null
  const scene = sceneOf(useType)
  const policy = await findCarPolicy(ctx.db, corpId, scene)
  const cityCodes = policy?.cities ? policy.cities.split(',').filter(Boolean) : null
  const rankName = lang === 'en' && row.name_en ? row.name_en : row.name
  const sceneName = carText(lang, `scene${scene}`)
  return {
    standard: {
      name: `${rankName} · ${policy ? (lang === 'en' ? policy.name_en : policy.name) : sceneName}`,
      carTypes: TYPES_BY_LEVEL[row.car_level] ?? [1],
      maxAmount: policy?.max_amount === null || policy?.max_amount === undefined ? null : Number(policy.max_amount),
      cities: cityCodes ? cityCodes.map(cityName) : null,
      timeWindow: policy?.time_from && policy.time_to ? { from: policy.time_from, to: policy.time_to } : null,
      overPolicyAction: (row.over_policy_action === 2 ? 2 : row.over_policy_action === 3 ? 3 : 1),
    },
    cityCodes,
  }
}

/** Whether 'HH:mm' lies in a window (a window ending before it starts runs past midnight). */
export function inWindow(hhmm: string, window: { from: string; to: string }): boolean {
  return window.from <= window.to ? hhmm >= window.from && hhmm <= window.to : hhmm >= window.from || hhmm <= window.to
}

/** The car type names of a list, joined. */
export function typeNames(types: number[], lang: Lang): string {
  return types.map((t) => CAR_TYPE_NAMES[t]?.[lang] ?? String(t)).join(lang === 'en' ? ', ' : '、')
}

/** Car type names (the supplier's names for the standard's text). */
export const CAR_TYPE_NAMES: Record<number, { zh: string; en: string }> = {
  1: { zh: '经济型', en: 'Economy' },
  2: { zh: '舒适型', en: 'Comfort' },
  3: { zh: '商务型', en: 'Business' },
  4: { zh: '豪华型', en: 'Luxury' },
}

/** The rules a ride breaks. */
export function carViolations(
  facts: CarStandardFacts | null,
  ride: { carType: number; amount: number; cityCode: string; startHhmm: string },
  lang: Lang,
): Violation[] {
  if (!facts) return []
  const { standard, cityCodes } = facts
  const out: Violation[] = []
  if (!standard.carTypes.includes(ride.carType)) out.push({ code: 'CAR_TYPE', text: carText(lang, 'violationType', { types: typeNames(standard.carTypes, lang) }) })
  if (standard.maxAmount !== null && ride.amount > standard.maxAmount) out.push({ code: 'CAR_AMOUNT', text: carText(lang, 'violationAmount', { amount: standard.maxAmount }) })
  if (cityCodes && !cityCodes.includes(ride.cityCode)) out.push({ code: 'CAR_CITY', text: carText(lang, 'violationCity') })
  if (standard.timeWindow && !inWindow(ride.startHhmm, standard.timeWindow)) out.push({ code: 'CAR_TIME', text: carText(lang, 'violationTime', standard.timeWindow) })
  return out
}

/** wb of violations under a standard. */
export function wbOf(facts: CarStandardFacts | null, violations: Violation[]): CarWb {
  if (!facts || violations.length === 0) return 0
  return facts.standard.overPolicyAction === 2 ? 2 : 1
}

/** The human lines of a standard. */
export function ruleLines(standard: CarStandard | null, lang: Lang): string[] {
  if (!standard) return []
  const lines = [carText(lang, 'ruleTypes', { types: typeNames(standard.carTypes, lang) })]
  if (standard.maxAmount !== null) lines.push(carText(lang, 'ruleAmount', { amount: standard.maxAmount }))
  if (standard.cities) lines.push(carText(lang, 'ruleCities', { cities: standard.cities.join(lang === 'en' ? ', ' : '、') }))
  if (standard.timeWindow) lines.push(carText(lang, 'ruleTime', standard.timeWindow))
  lines.push(carText(lang, `ruleAction${standard.overPolicyAction}`))
  return lines
}
