/**
 * The administrator's fare protection settings (issue 18 §1, booking/fare-protection.ts). A
 * company without a travel settings row gets one with no fees and personal payment, as
 * findTravelSettings already treats it.
 */
import type { AppContext, Caller } from '../../context'
import { findTravelSettings, saveFareProtection } from '../../db/repositories/settings'
import type { Lang } from '../../messages'
import type { FareProtectionReply, FareProtectionSettings } from '../../schemas/company-admin'
import { protectionOf, ruleText } from '../booking/fare-protection'
import { requireAdmin } from './company-admin'

async function replyFor(ctx: AppContext, corpId: number, lang: Lang): Promise<FareProtectionReply> {
  const p = protectionOf(await findTravelSettings(ctx.db, corpId))
  return { enabled: p.enabled ? 1 : 0, tolerancePct: p.tolerancePct, holdMinutes: p.holdMinutes, rule: ruleText(p)[lang] }
}

/** GET /obt/vipCorpFareProtection */
export async function fareProtectionSettings(ctx: AppContext, caller: Caller, lang: Lang): Promise<FareProtectionReply> {
  requireAdmin(caller)
  return replyFor(ctx, caller.corpId, lang)
}

/** POST /obt/vipCorpFareProtectionEdit */
export async function editFareProtection(ctx: AppContext, caller: Caller, body: FareProtectionSettings, lang: Lang): Promise<FareProtectionReply> {
  requireAdmin(caller)
  const values = { fare_protection: body.enabled, fare_tolerance_pct: body.tolerancePct, fare_hold_minutes: body.holdMinutes }
  await saveFareProtection(ctx.db, await findTravelSettings(ctx.db, caller.corpId), values)
  return replyFor(ctx, caller.corpId, lang)
}
