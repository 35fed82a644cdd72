/**
 * Password login, logout, the company list of a login name, and the rate limits of the public
 * account calls.
 *
 * Failures are counted per account (employee), whichever identifier (login name or mobile) is
 * used, and per identifier when it names no account, so an unknown name gets exactly the replies
 * a wrong password gets. Every attempt claims its place in the count atomically BEFORE the
 * password is checked (see claimLoginAttempt): from the 3rd failure a captcha is required, the
 * 5th locks the account for 15 minutes (even the right password is refused then), and parallel
 * attempts cannot get past either. A successful login clears the count.
 */
import type { AppContext, Caller, RequestMeta } from '../../context'
import { findCompanies, findCompanyByCorpNo, findLoginCandidates, type Employee } from '../../db/repositories/employees'
import { claimLoginAttempt, clearLoginFailures, findLoginFailure, hitRateWindow } from '../../db/repositories/login-failures'
import { revokeSession } from '../../db/repositories/sessions'
import { AppError, ErrCode } from '../../errors'
import { translate, type Lang } from '../../messages'
import type { CorpListReply, VipLoginBody, VipLoginFailure, VipLoginReply } from '../../schemas/auth'
import { addMs, minutes } from '../../util/time'
import { decryptLoginPassword } from './login-crypto'
import { verifyAgainstDummy, verifyPassword } from './passwords'
import { openSession } from './sessions'

/** Failures after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3
/** Failures that lock the account. */
export const LOCK_AFTER_FAILURES = 5
/** Lock duration. */
export const LOCK_MS = minutes(15)

/** getCorpList: requests per client address, and per identifier, in CORP_LIST_WINDOW_MS. */
export const CORP_LIST_PER_IP = 60
export const CORP_LIST_PER_NAME = 10
export const CORP_LIST_WINDOW_MS = minutes(10)

/** The normalised form of a login name or mobile. */
export function loginKey(loginName: string): string {
  return loginName.trim().toLowerCase()
}

/** The failure counter of an account. */
export function accountCounterKey(empId: number): string {
  return `emp:${empId}`
}

/** The failure counter of an identifier that names no account. */
function identifierCounterKey(key: string): string {
  return `name:${key}`
}

/** One rate limit: at most `max` requests per `windowMs` in `bucket`. */
export interface RateLimit {
  bucket: string
  max: number
  windowMs: number
}

/**
 * Counts the request in every bucket and answers 4290 when any is over its limit, naming the
 * longest wait. Every bucket is counted even when an earlier one refuses, so switching
 * identifiers from one address still spends that address's budget.
 */
export async function enforceRateLimits(ctx: AppContext, limits: RateLimit[]): Promise<void> {
  const now = ctx.clock()
  let waitMs = 0
  for (const limit of limits) {
    const window = await hitRateWindow(ctx.db, limit.bucket, now, limit.windowMs)
    if (window.hits > limit.max) waitMs = Math.max(waitMs, window.windowStart.getTime() + limit.windowMs - now.getTime())
  }
  if (waitMs > 0) throw new AppError(ErrCode.TOO_MANY, 'tooManyRequests', { params: { n: Math.max(1, Math.ceil(waitMs / 1000)) } })
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
  const corpFilter = await resolveCorpFilter(ctx, body.corpId ?? body.compId)
  const candidates = corpFilter === undefined ? [] : await findLoginCandidates(ctx.db, key, corpFilter ?? undefined)
  const counterKeys = candidates.length > 0 ? candidates.map((c) => accountCounterKey(c.id)) : [identifierCounterKey(key)]

  const claim = await claimLoginAttempt(ctx.db, counterKeys, {
    now,
    captchaAfter: CAPTCHA_AFTER_FAILURES,
    lockAt: LOCK_AFTER_FAILURES,
    lockUntil: addMs(now, LOCK_MS),
    captcha: { id: body.validateCodeId, answer: body.validateCode },
  })
  if (claim.state === 'locked') return lockedReply(meta, claim.failCount, claim.lockedUntil, now)
  if (claim.state === 'captcha') {
    // Someone never shown a captcha is told one is needed now, not that theirs was wrong.
    return { failCount: claim.failCount, msg: translate(meta.lang, claim.given ? 'captchaWrong' : 'captchaRequired'), needValidateCode: true }
  }

  const plain = body.loginType === 1 ? decryptLoginPassword(body.password) : body.password
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
    // The claim already counted this failure (and set the lock if it was the 5th).
    if (claim.lockedUntil) return lockedReply(meta, claim.failCount, claim.lockedUntil, now)
    const left = LOCK_AFTER_FAILURES - claim.failCount
    const msg =
      translate(meta.lang, 'loginWrong') +
      (claim.failCount >= CAPTCHA_AFTER_FAILURES ? translate(meta.lang, 'loginAttemptsLeft', { n: left }) : '')
    return { failCount: claim.failCount, msg, needValidateCode: claim.failCount >= CAPTCHA_AFTER_FAILURES }
  }

  // Every account this identifier named was counted; they share the mobile, so they share the success.
  await clearLoginFailures(ctx.db, counterKeys)
  const token = await openSession(ctx, matched, meta.platform, body.deviceId?.trim() ?? '')
  return { token, ifUpdatePwd: matched.must_change_password ? 1 : 0, empNo: matched.emp_no, corpId: String(matched.corp_id) }
}

/** POST /obt/vipLoginOut: ends the caller's session. */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId, 'logout', ctx.clock())
}

const EMPTY_CORP_LIST: CorpListReply = { responseBeans: [], msg: '', failCount: 0, updatePassword: 0 }

/**
 * GET /obt/getCorpList: the companies of a login name or mobile. Public, so without a session it
 * answers the same empty list for every name (it must not tell which names, mobiles or failure
 * counts exist); a signed-in caller asking about their own login name or mobile gets the
 * companies of the accounts it names. Rate-limited per address and per identifier.
 */
export async function corpList(ctx: AppContext, loginName: string, caller: Caller | null, lang: Lang, ip: string): Promise<CorpListReply> {
  const key = loginKey(loginName)
  await enforceRateLimits(ctx, [
    { bucket: `corpList:ip:${ip}`, max: CORP_LIST_PER_IP, windowMs: CORP_LIST_WINDOW_MS },
    { bucket: `corpList:name:${key}`, max: CORP_LIST_PER_NAME, windowMs: CORP_LIST_WINDOW_MS },
  ])
  if (!caller) return EMPTY_CORP_LIST
  const candidates = await findLoginCandidates(ctx.db, key)
  if (!candidates.some((c) => c.id === caller.empId)) return EMPTY_CORP_LIST
  const [companies, failure] = await Promise.all([
    findCompanies(ctx.db, [...new Set(candidates.map((c) => c.corp_id))]),
    findLoginFailure(ctx.db, accountCounterKey(caller.empId)),
  ])
  return {
    responseBeans: companies.map((c) => ({ corpId: String(c.id), corpNo: c.corp_no, fullname: lang === 'en' ? c.fullname_en : c.fullname })),
    msg: '',
    failCount: failure?.fail_count ?? 0,
    updatePassword: caller.employee.must_change_password ? 1 : 0,
  }
}
