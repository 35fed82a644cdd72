/**
 * Fare protection in the approval window (issue 18 §1). Approval latency eats fares: a multi-level
 * approval takes days while the fare rises. Two rules, per company (company_travel_settings):
 *
 * 1. An approved business-trip application approved its routes' budgets too: a booking under it,
 *    in policy and within the route's budget plus the company's tolerance, needs no second round.
 * 2. A booking that still needs approval keeps its quoted total for the company's hold time. When
 *    approval lands after that, the product re-prices it: a move within the tolerance (or down)
 *    goes through at the new total; beyond it the traveller is asked before paying.
 *
 * The pure decisions are here (table-tested); the pipeline (pipeline.ts) and the approval's end
 * (orders/lifecycle.ts approveOrderIn) apply them.
 */
import type { Order } from '../../db/repositories/orders'
import type { TravelSettings } from '../../db/repositories/settings'
import type { Lang } from '../../messages'
import { formatChinaTime } from '../../util/time'
import type { BiText } from '../messages/emp-messages'

/** A company's protection settings. */
export interface FareProtection {
  enabled: boolean
  /** Percent over the budget, or over the quoted total, that still goes through. */
  tolerancePct: number
  /** How long an order in approval keeps its quoted total. */
  holdMinutes: number
}

/** The settings of a company's row. */
export function protectionOf(settings: Pick<TravelSettings, 'fare_protection' | 'fare_tolerance_pct' | 'fare_hold_minutes'>): FareProtection {
  return { enabled: settings.fare_protection === 1, tolerancePct: Number(settings.fare_tolerance_pct), holdMinutes: Number(settings.fare_hold_minutes) }
}

/** Amounts are compared in fen, so 0.1 + 0.2 never decides an approval. */
export const fen = (yuan: number): number => Math.round(yuan * 100)

/** The most that still counts as `base` with the tolerance (yuan, 2 decimals). */
export function withTolerance(base: number, tolerancePct: number): number {
  return Math.floor((fen(base) * (100 + Math.max(0, tolerancePct))) / 100) / 100
}

/**
 * Whether the application's approval covers a booking: protection on, the booking in policy, the
 * route with a budget (none or 0: the approver approved no amount), and the total within the
 * budget plus the tolerance.
 */
export function budgetCovers(p: FareProtection, booking: { inPolicy: boolean; total: number; budget: number | null }): boolean {
  if (!p.enabled || !booking.inPolicy || booking.budget === null || !(booking.budget > 0)) return false
  return fen(booking.total) <= fen(withTolerance(booking.budget, p.tolerancePct))
}

/** What happens to an order's fare when its approval lands. */
export type FareOutcome =
  /** The quote still holds (or the fare did not move): pay the quoted total. */
  | { outcome: 'held'; total: number }
  /** The hold ran out and the fare moved within the tolerance (or down): pay the new total. */
  | { outcome: 'moved'; total: number }
  /** The fare moved beyond the tolerance: the traveller confirms the new total or cancels. */
  | { outcome: 'ask'; total: number }

/**
 * The fare at approval: while `now` is within the hold the quoted total stands whatever the
 * market did; after it, the current total goes through when it is at most the quoted total plus
 * the tolerance, and is asked otherwise.
 */
export function fareOnApproval(p: FareProtection, fare: { quoted: number; current: number; holdUntil: Date; now: Date }): FareOutcome {
  if (fare.now.getTime() <= fare.holdUntil.getTime() || fen(fare.current) === fen(fare.quoted)) return { outcome: 'held', total: fare.quoted }
  if (fen(fare.current) <= fen(withTolerance(fare.quoted, p.tolerancePct))) return { outcome: 'moved', total: fare.current }
  return { outcome: 'ask', total: fare.current }
}

/** ¥1,234 / ¥1,234.50 */
function money(yuan: number): string {
  return `¥${yuan.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`
}

/** "2 小时" / "2 hours", "30 分钟" / "30 minutes". */
function holdText(minutes: number): BiText {
  if (minutes % 60 === 0) {
    const h = minutes / 60
    return { zh: `${h} 小时`, en: `${h} hour${h === 1 ? '' : 's'}` }
  }
  return { zh: `${minutes} 分钟`, en: `${minutes} minutes` }
}

/** The rule as approvers (and travellers) read it. */
export function ruleText(p: FareProtection): BiText {
  const hold = holdText(p.holdMinutes)
  return {
    zh: `票价保护：出差申请已批准的行程，合规且不超过预算 +${p.tolerancePct}% 的预订直接支付；需审批的订单报价保留 ${hold.zh}，之后票价变动在 ${p.tolerancePct}% 以内按新价放行，超出则请出行人确认`,
    en: `Fare protection: a booking under an approved trip application, in policy and within its budget +${p.tolerancePct}%, goes straight to payment; an order in approval keeps its quoted fare for ${hold.en}, after which a fare move within ${p.tolerancePct}% goes through at the new price and a larger one is confirmed by the traveller`,
  }
}

/** Why a booking needed no second approval: the name of its automatic approval (the timeline shows it). */
export function coveredText(p: FareProtection, applicationNo: string, total: number, budget: number): BiText {
  return {
    zh: `出差申请 ${applicationNo} 已批准：合规，${money(total)} 未超预算 ${money(budget)}（含 ${p.tolerancePct}% 容差）`,
    en: `Approved with trip application ${applicationNo}: in policy, ${money(total)} within the budget of ${money(budget)} (+${p.tolerancePct}% tolerance)`,
  }
}

/** The order event's note when approval re-priced an order. */
export function movedText(from: number, to: number): string {
  return `${money(from)} -> ${money(to)}`
}

/** What an order's detail says about its protection (undefined: the order was booked without it). */
export function protectionView(
  settings: Pick<TravelSettings, 'fare_protection' | 'fare_tolerance_pct' | 'fare_hold_minutes'>,
  order: Pick<Order, 'status' | 'quoted_total' | 'fare_hold_until' | 'fare_ask_total'>,
  lang: Lang,
  now: Date,
): { rule: string; heldUntil: string | null; holdEnded: boolean; quotedTotal: number | null; askTotal: number | null } | undefined {
  if (order.quoted_total === null && order.fare_ask_total === null) return undefined
  return {
    rule: ruleText(protectionOf(settings))[lang],
    heldUntil: order.status === 'IN_APPROVAL' && order.fare_hold_until ? formatChinaTime(order.fare_hold_until).slice(0, 16) : null,
    holdEnded: order.status === 'IN_APPROVAL' && order.fare_hold_until !== null && order.fare_hold_until.getTime() < now.getTime(),
    quotedTotal: order.quoted_total === null ? null : Number(order.quoted_total),
    askTotal: order.fare_ask_total === null ? null : Number(order.fare_ask_total),
  }
}
