/**
 * The international travel policy (/tkIntel/policy): each rank's policy row names the highest
 * class on international flights (`intl_flight_cabin`) and from how many hours a journey counts as
 * long-haul (`intl_long_haul_hours`): a journey at least that long may be flown in that class,
 * shorter ones in economy. For several travellers the strictest applies (the lowest class, the
 * longest threshold, the strictest out-of-policy action); without travellers the caller's.
 * Personal trips have no policy. The out-of-policy action is the rank's general one (1 reason,
 * 2 forbidden, 3 reason and approval).
 */
import type { AppContext, Caller } from '../../context'
import type { Employee } from '../../db/repositories/employees'
import { findTravelPolicies, type TravelPolicy } from '../../db/repositories/flights'
import type { TravelSettings } from '../../db/repositories/settings'
import { notFound } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { Violation } from '../../schemas/common'
import type { IntlPolicyDetailReply, IntlPolicyItem, IntlPolicyListReply, IntlStandard } from '../../schemas/intl-flight'
import type { IntlCabinClass, IntlJourney } from '../../suppliers/intl-flights/simulator'
import type { ApprovalFacts } from '../booking/approval'
import { cabinName } from './common'

const CLASS_RANK: Record<string, number> = { Y: 0, C: 1, F: 2 }
const ACTION_RANK: Record<number, number> = { 1: 0, 3: 1, 2: 2 }
const classOf = (v: string): IntlCabinClass => (v === 'C' || v === 'F' ? v : 'Y')

/** The standard of one policy row. */
export interface IntlStd {
  name: string
  cabinClass: IntlCabinClass
  longHaulHours: number
  overPolicyAction: number
}

function stdOf(row: TravelPolicy, lang: Lang): IntlStd {
  return {
    name: lang === 'en' && row.name_en ? row.name_en : row.name,
    cabinClass: classOf(row.intl_flight_cabin),
    longHaulHours: row.intl_long_haul_hours,
    overPolicyAction: row.over_policy_action,
  }
}

/** The strictest of several standards (null when none). */
export function strictestIntl(list: IntlStd[]): IntlStd | null {
  if (list.length === 0) return null
  const sorted = [...list].sort((a, b) => CLASS_RANK[a.cabinClass] - CLASS_RANK[b.cabinClass] || b.longHaulHours - a.longHaulHours)
  return {
    name: sorted[0].name,
    cabinClass: sorted[0].cabinClass,
    longHaulHours: Math.max(...list.map((s) => s.longHaulHours)),
    overPolicyAction: list.reduce((worst, s) => (ACTION_RANK[s.overPolicyAction] > ACTION_RANK[worst] ? s.overPolicyAction : worst), 1),
  }
}

/** The international standard of a search or booking (null for personal trips or ranks without a policy). */
export async function intlStandardFor(ctx: AppContext, caller: Caller, tripType: number, travellers: Employee[], lang: Lang = 'zh'): Promise<IntlStd | null> {
  if (tripType !== 1) return null
  const people = travellers.length ? travellers : [caller.employee]
  const rows = await findTravelPolicies(ctx.db, caller.corpId)
  const byRank = new Map(rows.map((r) => [r.emp_rank, r]))
  return strictestIntl(people.flatMap((p) => {
    const row = byRank.get(p.emp_rank)
    return row ? [stdOf(row, lang)] : []
  }))
}

/** The class a journey of this length may be flown in. */
export function allowedClass(std: IntlStd, durationMinutes: number): IntlCabinClass {
  return durationMinutes >= std.longHaulHours * 60 ? std.cabinClass : 'Y'
}

/** The rules an itinerary breaks: a journey above the class its length allows. */
export function evaluateItinerary(std: IntlStd | null, cabinClass: IntlCabinClass, journeys: IntlJourney[], lang: Lang): Violation[] {
  if (!std) return []
  const broken = journeys.some((j) => CLASS_RANK[cabinClass] > CLASS_RANK[allowedClass(std, j.durationMinutes)])
  return broken ? [{ code: 'CABIN_CLASS', text: translate(lang, 'intlViolationCabin', { hours: std.longHaulHours, cabin: cabinName(std.cabinClass, lang) }) }] : []
}

function actionText(action: number, lang: Lang): string {
  const zh: Record<number, string> = { 1: '超标须填写原因后预订', 2: '超标不允许预订', 3: '超标须填写原因并经审批' }
  const en: Record<number, string> = { 1: 'Out of policy: book with a reason', 2: 'Out of policy: not bookable', 3: 'Out of policy: a reason and approval' }
  return (lang === 'en' ? en : zh)[action] ?? ''
}

function standardText(std: IntlStd, lang: Lang): string {
  if (std.cabinClass === 'Y' || std.longHaulHours >= 99) return lang === 'en' ? 'Economy on all international flights' : '国际航班均乘坐经济舱'
  const cabin = cabinName(std.cabinClass, lang)
  return lang === 'en' ? `${cabin} on journeys of ${std.longHaulHours} hours or more; economy otherwise` : `飞行${std.longHaulHours}小时及以上可乘坐${cabin}，其余乘坐经济舱`
}

/** The standard in the reply shape. */
export function standardView(std: IntlStd | null, lang: Lang): IntlStandard | null {
  if (!std) return null
  return { ...std, cabinName: cabinName(std.cabinClass, lang), text: standardText(std, lang) }
}

/** Approval facts of an international booking (the company's flight settings apply to both). */
export function intlApprovalFacts(tripType: number, settings: TravelSettings, std: IntlStd | null, violated: boolean): ApprovalFacts {
  return {
    tripType,
    approveAll: settings.approve_all_flight_orders === 1,
    violated,
    overPolicyAction: std?.overPolicyAction,
    approveOutOfPolicy: settings.approve_out_of_policy === 1,
  }
}

function itemOf(row: TravelPolicy, caller: Caller, lang: Lang): IntlPolicyItem {
  const std = stdOf(row, lang)
  return {
    id: String(row.id),
    empRank: row.emp_rank,
    name: std.name,
    cabinClass: std.cabinClass,
    cabinName: cabinName(std.cabinClass, lang),
    longHaulHours: std.longHaulHours,
    overPolicyAction: std.overPolicyAction,
    actionText: actionText(std.overPolicyAction, lang),
    text: standardText(std, lang),
    mine: row.emp_rank === caller.employee.emp_rank,
  }
}

/** POST /obt/plane/gj/intlPolicyList: the company's international standards, the caller's first. */
export async function intlPolicyList(ctx: AppContext, caller: Caller, lang: Lang): Promise<IntlPolicyListReply> {
  const rows = await findTravelPolicies(ctx.db, caller.corpId)
  const list = rows.map((r) => itemOf(r, caller, lang)).sort((a, b) => Number(b.mine) - Number(a.mine) || a.empRank.localeCompare(b.empRank))
  return { list }
}

/** POST /obt/plane/gj/intlPolicyDetail: one standard with its rules (another company's id answers 4004). */
export async function intlPolicyDetail(ctx: AppContext, caller: Caller, id: number, lang: Lang): Promise<IntlPolicyDetailReply> {
  const rows = await findTravelPolicies(ctx.db, caller.corpId)
  const row = rows.find((r) => r.id === id)
  if (!row) throw notFound()
  const policy = itemOf(row, caller, lang)
  const en = lang === 'en'
  return {
    policy,
    rules: [
      { title: en ? 'Cabin class' : '舱位标准', text: policy.text },
      { title: en ? 'Long-haul threshold' : '长航程标准', text: policy.longHaulHours >= 99 ? (en ? 'None: economy throughout' : '无：全程经济舱') : (en ? `${policy.longHaulHours} hours of flying, connections included` : `含转机的全程飞行时间达到${policy.longHaulHours}小时`) },
      { title: en ? 'Out of policy' : '超标处理', text: policy.actionText },
      { title: en ? 'Refunds and changes' : '退改说明', text: translate(lang, 'intlNoOnlineAfterSale') },
    ],
  }
}
