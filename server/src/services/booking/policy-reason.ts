/**
 * The out-of-policy reason step of the booking pipeline, for every product. The product judges
 * its offer against the travel standard (flights: services/flights/policy.ts) and hands the broken
 * rules here: a policy that forbids booking out of policy refuses (4009 naming the rules), else a
 * reason of the company's list for the product is required (4009 naming the rules), and a reason
 * marked so needs a note (4000). The reasons list call is here too, as it serves every product.
 */
import type { AppContext, Caller } from '../../context'
import { findViolationReason, findViolationReasons, type Order, type ViolationReason } from '../../db/repositories/orders'
import { badInput, conflict } from '../../errors'
import type { Lang } from '../../messages'
import type { Violation } from '../../schemas/common'
import type { ViolationReasonListReply } from '../../schemas/flight'

/** POST /obt/common/vipWbyy/list: the company's out-of-policy reasons for a product. */
export async function violationReasons(ctx: AppContext, caller: Caller, cplx: string, lang: Lang): Promise<ViolationReasonListReply> {
  const rows = await findViolationReasons(ctx.db, caller.corpId, cplx)
  return rows.map((r) => ({ id: String(r.id), code: r.code, text: lang === 'en' ? r.name_en : r.name_zh, needNote: r.need_note === 1 }))
}

/** A reason of the caller's company by id (4000 when unknown). */
export async function findReason(ctx: AppContext, corpId: number, id: number): Promise<ViolationReason> {
  const row = await findViolationReason(ctx.db, corpId, id)
  if (!row) throw badInput('violationReasonUnknown')
  return row
}

/** Texts of violations joined for a tips ('；' / '; '). */
export function violationSummary(violations: Violation[], lang: Lang): string {
  return [...new Set(violations.map((v) => v.text))].join(lang === 'en' ? '; ' : '；')
}

/** What the reason step needs: the rules broken, whether the policy forbids booking so, and what the request says. */
export interface ReasonFacts {
  /** The product booked: a reason of another product's list is unknown here. */
  productCode: number
  violations: Violation[]
  /** The travel standard's out-of-policy action is 2 (forbidden). */
  forbidden: boolean
  reasonId?: string
  note?: string
  lang: Lang
}

/** The reason an out-of-policy booking gives (null in policy), or the refusal. */
export async function checkViolationReason(ctx: AppContext, corpId: number, facts: ReasonFacts): Promise<ViolationReason | null> {
  if (facts.violations.length === 0) return null
  const rules = violationSummary(facts.violations, facts.lang)
  const data = { violations: facts.violations }
  if (facts.forbidden) throw conflict('violationForbidden', { params: { rules }, data })
  if (!facts.reasonId) throw conflict('violationReasonRequired', { params: { rules }, data })
  const reason = await findReason(ctx, corpId, Number(facts.reasonId))
  if (reason.product_code !== String(facts.productCode)) throw badInput('violationReasonUnknown')
  if (reason.need_note && !facts.note?.trim()) throw badInput('violationNoteRequired')
  return reason
}

/** The header columns of the policy verdict: the broken rules' codes, the reason and its note. */
export function violationColumns(
  violations: Violation[],
  reason: ViolationReason | null,
  note: string | undefined,
): Pick<Order, 'violations' | 'violation_reason_id' | 'violation_note'> {
  return {
    violations: violations.length ? JSON.stringify(violations.map((v) => ({ code: v.code }))) : null,
    violation_reason_id: reason?.id ?? null,
    violation_note: reason ? (note?.trim() ?? null) : null,
  }
}
