/**
 * Password login, logout and the company list of a login name.
 *
 * Failures are counted per normalised login name, for unknown names too, so an unknown name
 * gets exactly the reply a wrong password gets. From the 3rd failure a captcha is required;
 * the 5th failure locks the name for 15 minutes (even the right password is refused then).
 * A successful login clears the count.
 */
import type { AppContext, Caller, RequestMeta } from '../context'
import { findCompanies, findCompanyByCorpNo, findLoginCandidates, type Employee } from '../db/repositories/employees'
import { clearLoginFailures, findLoginFailure, recordLoginFailure } from '../db/repositories/login-failures'
import { revokeSession } from '../db/repositories/sessions'
import { translate, type Lang } from '../messages'
import type { CorpListReply, VipLoginBody, VipLoginFailure, VipLoginReply } from '../schemas/auth'
import { addMs, minutes } from '../util/time'
import { verifyCaptcha } from './captcha'
import { decryptLoginPassword } from './login-crypto'
import { verifyAgainstDummy, verifyPassword } from './passwords'
import { openSession } from './sessions'

/** Failures after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3
/** Failures that lock the login name. */
export const LOCK_AFTER_FAILURES = 5
/** Lock duration. */
export const LOCK_MS = minutes(15)

/** The key failures are counted under. */
export function loginKey(loginName: string): string {
  return loginName.trim().toLowerCase()
}

/** Resolves the company a login screen sent (numeric id, or a company code); null: no filter; undefined: unknown company. */
async function resolveCorpFilter(ctx: AppContext, value: string | undefined): Promise<number | null | undefined> {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const company = await findCompanyByCorpNo(ctx.db, trimmed)
  return company?.id
}

function lockedReply(meta: RequestMeta, failCount: number, lockedUntil: Date, now: Date): VipLoginFailure {
  const lockedMinutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60000))
  return { failCount, msg: translate(meta.lang, 'loginLocked', { n: lockedMinutes }), needValidateCode: true, lockedMinutes }
}

/** POST /obt/vipLogin. */
export async function login(ctx: AppContext, body: VipLoginBody, meta: RequestMeta): Promise<VipLoginReply> {
  const now = ctx.clock()
  const key = loginKey(body.loginName)

  let failure = await findLoginFailure(ctx.db, key)
  if (failure?.locked_until) {
    if (failure.locked_until.getTime() > now.getTime()) return lockedReply(meta, failure.fail_count, failure.locked_until, now)
    // The lock has been served: start counting afresh.
    await clearLoginFailures(ctx.db, [key])
    failure = undefined
  }
  const failCount = failure?.fail_count ?? 0
  if (failCount >= CAPTCHA_AFTER_FAILURES && !(await verifyCaptcha(ctx, body.validateCodeId, body.validateCode))) {
    // A missing or wrong captcha is not a password failure: the count stays.
    return { failCount, msg: translate(meta.lang, 'captchaWrong'), needValidateCode: true }
  }

  const plain = body.loginType === 1 ? decryptLoginPassword(body.password) : body.password
  const corpFilter = await resolveCorpFilter(ctx, body.corpId ?? body.compId)
  const candidates = corpFilter === undefined ? [] : await findLoginCandidates(ctx.db, key, corpFilter ?? undefined)
  let matched: Employee | undefined
  if (plain !== null) {
    for (const candidate of candidates) {
      if (candidate.password_hash && (await verifyPassword(candidate.password_hash, plain))) {
        matched = candidate
        break
      }
    }
  }
  // Spend the time of one hash check even when there was nothing to check, so timing does not reveal unknown names.
  if (plain === null || !candidates.some((c) => c.password_hash)) await verifyAgainstDummy(plain ?? '')

  if (!matched) {
    const row = await recordLoginFailure(ctx.db, key, now, LOCK_AFTER_FAILURES, addMs(now, LOCK_MS))
    if (row.locked_until) return lockedReply(meta, row.fail_count, row.locked_until, now)
    const left = LOCK_AFTER_FAILURES - row.fail_count
    const msg =
      translate(meta.lang, 'loginWrong') +
      (row.fail_count >= CAPTCHA_AFTER_FAILURES ? translate(meta.lang, 'loginAttemptsLeft', { n: left }) : '')
    return { failCount: row.fail_count, msg, needValidateCode: row.fail_count >= CAPTCHA_AFTER_FAILURES }
  }

  await clearLoginFailures(ctx.db, [...new Set([key, matched.login_name, matched.mobile])])
  const token = await openSession(ctx, matched, meta.platform, body.deviceId?.trim() ?? '')
  return { token, ifUpdatePwd: matched.must_change_password ? 1 : 0, empNo: matched.emp_no, corpId: String(matched.corp_id) }
}

/** POST /obt/vipLoginOut: ends the caller's session. */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId, 'logout', ctx.clock())
}

/** GET /obt/getCorpList: the companies a login name or mobile belongs to. */
export async function corpList(ctx: AppContext, loginName: string, lang: Lang): Promise<CorpListReply> {
  const key = loginKey(loginName)
  const [candidates, failure] = await Promise.all([findLoginCandidates(ctx.db, key), findLoginFailure(ctx.db, key)])
  const companies = await findCompanies(ctx.db, [...new Set(candidates.map((c) => c.corp_id))])
  return {
    responseBeans: companies.map((c) => ({ corpId: String(c.id), corpNo: c.corp_no, fullname: lang === 'en' ? c.fullname_en : c.fullname })),
    msg: '',
    failCount: failure?.fail_count ?? 0,
    updatePassword: candidates[0]?.must_change_password ? 1 : 0,
  }
}
