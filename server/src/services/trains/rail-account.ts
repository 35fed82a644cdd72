/**
 * The rail account (12306) and the railway's identity check of passengers (booking flows §3.3,
 * §4, §5.7, §7.7, §8; routes/obt/train/train-account-routes.ts, schemas/train-account.ts).
 *
 * - Account: FindClkList signs in at the railway (the supplier's login) with the account and
 *   password, binds the account to the caller (one per employee: binding again replaces it) and
 *   answers its passengers. The password goes to the supplier's login and nowhere else: it is not
 *   stored, returned or logged (`password` is a redacted key of every log line). getNewest reads
 *   the bound account back, deleteAccount unbinds it.
 * - Identity check: per company and identity (card type + number + name, kept as a SHA-256 only)
 *   the railway's last answer: 0 not passed, 1 passed, 2 needs a code. Children are not checked
 *   (the railway does not check them); an identity that passed is not asked again.
 *   checkRyxx asks the railway and, for 2, sends a 6-digit code to the passenger's mobile through
 *   the SMS provider (the outbox in the demo world): 15 minutes valid, 60 s between two codes, 10
 *   codes per identity in 24 hours (4290 otherwise). checkLocalHytgry compares the answer (5 wrong
 *   answers kill a code) and tells the railway, which then answers 1.
 * - Booking: every adult of a train booking (validOrder, trBookOrder, bookTransfer, trHbBookOrder)
 *   must have passed; an identity never checked is checked there and then (so a booking cannot skip
 *   the check), a 0 or a 2 not yet answered refuses the booking with the spec's message (4000).
 *
 * Passengers are resolved like a booking's (services/booking/travellers.ts): an employee within
 * the caller's booking scope, a frequent traveller of the caller, or a guest; another company's
 * employee answers 4004 like a missing one. A code goes to the mobile on file for employees and
 * frequent travellers (a mobile in the request is ignored for them), to the typed one for a guest.
 */
import type { AppContext, Caller } from '../../context'
import {
  addIdentityCodeAttempt,
  deleteRailAccount,
  findIdentityCheck,
  findIdentityChecks,
  findRailAccount,
  lockIdentity,
  saveIdentityCheck,
  setIdentityCode,
  upsertRailAccount,
  type RailAccount,
} from '../../db/repositories/rail-accounts'
import { AppError, ErrCode, badInput } from '../../errors'
import type { Lang, MessageParams } from '../../messages'
import type { TrainPassengerInput } from '../../schemas/train-order'
import type {
  RailAccountPassengerView,
  RailAccountView,
  RailCheckCode,
  RailCheckItem,
  RailCheckListBody,
  RailCheckListReply,
  RailCheckOneBody,
  RailCheckReply,
  RailCodeBody,
  RailDeleteReply,
  RailLoginBody,
  RailNewestReply,
} from '../../schemas/train-account'
import type { RailIdentity } from '../../suppliers/trains/types'
import { randomDigits, safeEqual, sha256Hex } from '../../util/crypto'
import { maskPhone } from '../../util/mask'
import { addMs, chinaDate, formatChinaTime, minutes } from '../../util/time'
import { resolveTravellers, type Traveller } from '../booking/travellers'
import { maskCard } from '../identity/travellers'
import { enforceRateLimits } from '../identity/auth'
import { trainOptions } from './search'

/** Code validity. */
export const RAIL_CODE_TTL_MS = minutes(15)
/** Minimum gap between two codes for one identity. */
export const RAIL_CODE_RESEND_MS = 60 * 1000
/** Codes per identity per 24 hours. */
export const RAIL_CODE_DAILY_LIMIT = 10
/** Wrong answers after which a code is dead. */
export const RAIL_CODE_MAX_CHECKS = 5

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The texts of this service in both languages. They stay here rather than in messages.ts: they
 * are the train product's own (the spec's rail account and identity messages, §5.7 and §8).
 */
const TEXT = {
  accountEmpty: { zh: '12306账号或密码不能为空', en: 'The 12306 account or password is empty' },
  loginFailed: { zh: '12306账号登录失败，请检查账号和密码', en: '12306 account login failed: check the account and password' },
  accountNotOpen: { zh: '贵司未开通12306账号登录，请联系管理员', en: '12306 account login is not open for your company; contact the administrator' },
  identityNotPassed: { zh: '{name}的身份信息未通过核验，请先核验', en: "{name}'s identity information did not pass verification: please verify it first" },
  identityNeedsCode: { zh: '{name}需要手机核验，请获取验证码完成核验', en: '{name} must be verified by mobile: get a code and enter it' },
  identityChild: { zh: '儿童无需核验', en: 'Children are not verified' },
  noMobile: { zh: '{name}没有手机号，无法发送核验验证码', en: '{name} has no mobile number to send the verification code to' },
  codeNotSent: { zh: '请先获取核验验证码', en: 'Please get a verification code first' },
  codeExpired: { zh: '验证码已过期，请重新获取', en: 'The verification code has expired, please get a new one' },
  codeWrong: { zh: '验证码错误，还可尝试{n}次', en: 'Incorrect verification code, {n} attempts left' },
  codeDead: { zh: '验证码错误次数过多，请重新获取', en: 'Too many incorrect attempts: please get a new code' },
  smsBody: {
    zh: '【商旅】{name}的12306身份核验验证码为{code}，15分钟内有效，请勿泄露给他人。',
    en: '[Shanglv] The 12306 identity verification code for {name} is {code}. It is valid for 15 minutes; do not share it.',
  },
} as const

type TextKey = keyof typeof TEXT

/** A text of this service in `lang`. */
export function railText(lang: Lang, key: TextKey, params: MessageParams = {}): string {
  return TEXT[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
}

/** 4000 with a text of this service. */
function refuse(lang: Lang, key: TextKey, params?: MessageParams, data?: unknown): AppError {
  return badInput('malformedRequest', { tips: railText(lang, key, params), data })
}

// ---------------------------------------------------------------- account

/** The stored passengers of an account (JSON written by bindAccount). */
function passengersOf(row: RailAccount): RailAccountPassengerView[] {
  try {
    const list = JSON.parse(row.passengers) as RailAccountPassengerView[]
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

function accountView(row: RailAccount): RailAccountView {
  return { accountName: row.account_name, boundAt: formatChinaTime(row.bound_at), passengers: passengersOf(row) }
}

/** POST trQuery/getNewest: the caller's bound rail account, or null. */
export async function newestAccount(ctx: AppContext, caller: Caller): Promise<RailNewestReply> {
  const row = await findRailAccount(ctx.db, caller.corpId, caller.empId)
  return row ? accountView(row) : null
}

/** Railway logins allowed per employee, and per railway account, in RAIL_LOGIN_WINDOW_MS. */
export const RAIL_LOGINS_PER_WINDOW = 10
export const RAIL_LOGIN_WINDOW_MS = minutes(10)

/**
 * POST trQuery/FindClkList: signs in at the railway, binds the account and answers its passengers.
 * Empty account or password, and a refused login, answer 4000 with the spec's messages (§8).
 */
export async function bindAccount(ctx: AppContext, caller: Caller, body: RailLoginBody, lang: Lang): Promise<RailAccountView> {
  const account = (body.account ?? '').trim()
  const password = body.password ?? ''
  if (!account || !password) throw refuse(lang, 'accountEmpty')
  // Company parameter 20019 opens the login (the app hides the row when closed; the server decides).
  if (!(await trainOptions(ctx, caller.corpId, true)).railAccount) {
    throw new AppError(ErrCode.CONFLICT, 'malformedRequest', { tips: railText(lang, 'accountNotOpen') })
  }
  // Every try reaches the railway's login: bounded per employee and per railway account, so
  // nobody can guess a 12306 password through us (4290 with the wait).
  await enforceRateLimits(ctx, [
    { bucket: `rail-login:emp:${caller.empId}`, max: RAIL_LOGINS_PER_WINDOW, windowMs: RAIL_LOGIN_WINDOW_MS },
    { bucket: `rail-login:account:${account.toLowerCase()}`, max: RAIL_LOGINS_PER_WINDOW, windowMs: RAIL_LOGIN_WINDOW_MS },
  ])
  const answer = await ctx.trains.login(account, password)
  if (!answer.ok) throw refuse(lang, 'loginFailed')
  const passengers: RailAccountPassengerView[] = answer.passengers.map((p) => ({
    name: p.name,
    cardType: p.cardType,
    cardNumberMasked: maskCard(p.cardType, p.cardNumber),
    born: p.born ?? '',
    code: p.checkCode,
  }))
  const row = await upsertRailAccount(ctx.db, {
    corpId: caller.corpId,
    empId: caller.empId,
    accountName: account,
    accountRef: answer.accountRef,
    passengers: JSON.stringify(passengers),
    boundAt: ctx.clock(),
  })
  return accountView(row)
}

/** POST trQuery/deleteAccount: unbinds the caller's rail account. */
export async function unbindAccount(ctx: AppContext, caller: Caller): Promise<RailDeleteReply> {
  return { deleted: await deleteRailAccount(ctx.db, caller.corpId, caller.empId) }
}

// ---------------------------------------------------------------- identities

/** What the check needs of a traveller. */
export interface CheckedTraveller {
  name: string
  cardType: string
  cardNumber: string
  psgType: number
  /** 2: a child ticket (not checked either). */
  ticketType?: number
}

/** The stored key of an identity: no document number is kept. */
export function identityHash(p: Pick<RailIdentity, 'name' | 'cardType' | 'cardNumber'>): string {
  return sha256Hex(`${p.cardType}:${p.cardNumber.trim().toUpperCase()}:${p.name.trim()}`)
}

/** Children (by age on the day, or on a child ticket) are not checked. */
function isChild(p: CheckedTraveller): boolean {
  return p.psgType !== 1 || p.ticketType === 2
}

function identityOf(p: CheckedTraveller): RailIdentity {
  return { name: p.name, cardType: p.cardType, cardNumber: p.cardNumber }
}

/**
 * Resolves passengers like a booking (scope, frequent travellers, guests) on the train's day.
 * The mobile of an employee or a frequent traveller is the one on file: a code never goes to a
 * number the request chose for someone else. Guests are allowed whatever the trip type: the
 * booking itself decides whether they may travel.
 */
async function resolvePassengers(ctx: AppContext, caller: Caller, inputs: TrainPassengerInput[], trainDate: string | undefined): Promise<(Traveller & { ticketType?: number })[]> {
  const cleaned = inputs.map((p) => (p.empId || p.contactId ? { ...p, phone: undefined } : p))
  const resolved = await resolveTravellers(ctx, caller, cleaned, { tripType: 2, useDate: trainDate ?? chinaDate(ctx.clock()) })
  return resolved.map((p, i) => ({ ...p, ticketType: inputs[i].ticketType }))
}

function itemOf(index: number, p: CheckedTraveller, code: RailCheckCode, lang: Lang, skipped = false): RailCheckItem {
  const message = skipped ? railText(lang, 'identityChild') : code === 0 ? railText(lang, 'identityNotPassed', { name: p.name }) : code === 2 ? railText(lang, 'identityNeedsCode', { name: p.name }) : ''
  return { index, name: p.name, cardType: p.cardType, cardNumberMasked: maskCard(p.cardType, p.cardNumber), code, skipped, message }
}

/**
 * The check of identities: the stored answer when it passed, else the railway's (stored). Children
 * answer null (not checked).
 */
async function checkIdentities(ctx: AppContext, corpId: number, travellers: CheckedTraveller[]): Promise<(RailCheckCode | null)[]> {
  const hashes = travellers.map((p) => identityHash(p))
  const stored = await findIdentityChecks(ctx.db, corpId, [...new Set(hashes)])
  const out: (RailCheckCode | null)[] = []
  for (const [i, p] of travellers.entries()) {
    if (isChild(p)) {
      out.push(null)
      continue
    }
    const row = stored.get(hashes[i])
    if (row?.result === 1) {
      out.push(1)
      continue
    }
    const code = await ctx.trains.checkPassenger(identityOf(p))
    if (!row || row.result !== code) stored.set(hashes[i], await saveIdentityCheck(ctx.db, { corpId, hash: hashes[i], cardType: p.cardType, result: code, checkedAt: ctx.clock() }))
    out.push(code)
  }
  return out
}

/** POST trQuery/getCheckResult: a code per passenger (children skipped, passed ones not asked again). */
export async function checkResults(ctx: AppContext, caller: Caller, body: RailCheckListBody, lang: Lang): Promise<RailCheckListReply> {
  const travellers = await resolvePassengers(ctx, caller, body.passengers, body.trainDate)
  const codes = await checkIdentities(ctx, caller.corpId, travellers)
  return { results: travellers.map((p, i) => itemOf(i, p, codes[i] ?? 1, lang, codes[i] === null)) }
}

/** What a send decided inside its transaction. */
type SendOutcome = { kind: 'done'; code: RailCheckCode } | { kind: 'send'; smsCode: string; phone: string } | { kind: 'refused'; error: AppError }

/**
 * POST trQuery/checkRyxx: checks one passenger at the railway; for code 2 sends a code to their
 * mobile (15 minutes valid, 60 s apart, 10 a day per identity: 4290 otherwise).
 */
export async function checkOne(ctx: AppContext, caller: Caller, body: RailCheckOneBody, lang: Lang): Promise<RailCheckReply> {
  const [p] = await resolvePassengers(ctx, caller, [body.passenger], body.trainDate)
  const none = { sent: false, phoneMasked: '', expiresIn: 0, resendIn: 0 }
  if (isChild(p)) return { ...itemOf(0, p, 1, lang, true), ...none }
  const hash = identityHash(p)
  const now = ctx.clock()
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<SendOutcome> => {
    await lockIdentity(trx, `rail:${caller.corpId}:${hash}`)
    const before = await findIdentityCheck(trx, caller.corpId, hash)
    if (before?.result === 1) return { kind: 'done', code: 1 }
    const code = await ctx.trains.checkPassenger(identityOf(p))
    const row = await saveIdentityCheck(trx, { corpId: caller.corpId, hash, cardType: p.cardType, result: code, checkedAt: now })
    if (code !== 2) return { kind: 'done', code }
    if (!p.phone) return { kind: 'refused', error: refuse(lang, 'noMobile', { name: p.name }) }
    const since = row.code_sent_at ? now.getTime() - row.code_sent_at.getTime() : Infinity
    if (since < RAIL_CODE_RESEND_MS) {
      return { kind: 'refused', error: new AppError(ErrCode.TOO_MANY, 'smsTooFrequent', { params: { n: Math.ceil((RAIL_CODE_RESEND_MS - since) / 1000) } }) }
    }
    const windowOpen = row.codes_window_start !== null && now.getTime() - row.codes_window_start.getTime() < DAY_MS
    const sent = windowOpen ? row.codes_sent : 0
    if (sent >= RAIL_CODE_DAILY_LIMIT) return { kind: 'refused', error: new AppError(ErrCode.TOO_MANY, 'smsDailyLimit') }
    const smsCode = randomDigits(6)
    await setIdentityCode(trx, row.id, {
      codeHash: sha256Hex(smsCode),
      sentAt: now,
      expiresAt: addMs(now, RAIL_CODE_TTL_MS),
      codesSent: sent + 1,
      windowStart: windowOpen && row.codes_window_start ? row.codes_window_start : now,
    })
    return { kind: 'send', smsCode, phone: p.phone }
  })
  if (outcome.kind === 'refused') throw outcome.error
  if (outcome.kind === 'done') return { ...itemOf(0, p, outcome.code, lang), ...none }
  // Sent once the code is stored (the outbox writes outside the transaction).
  await ctx.sms.send({ phone: outcome.phone, text: railText(lang, 'smsBody', { name: p.name, code: outcome.smsCode }), code: outcome.smsCode, scene: 'railCheck', sentAt: now })
  return { ...itemOf(0, p, 2, lang), sent: true, phoneMasked: maskPhone(outcome.phone), expiresIn: RAIL_CODE_TTL_MS / 1000, resendIn: RAIL_CODE_RESEND_MS / 1000 }
}

/** What an answer decided inside its transaction (a wrong answer is counted, then refused). */
type AnswerOutcome = { kind: 'done'; code: RailCheckCode } | { kind: 'refused'; key: TextKey; params?: MessageParams }

/**
 * POST trQuery/checkLocalHytgry: the code the passenger's mobile received. Right: the railway is
 * told and the identity passes (1). Wrong: 4000 with the attempts left; after 5 the code is dead.
 */
export async function verifyCheckCode(ctx: AppContext, caller: Caller, body: RailCodeBody, lang: Lang): Promise<RailCheckItem> {
  const [p] = await resolvePassengers(ctx, caller, [body.passenger], body.trainDate)
  if (isChild(p)) return itemOf(0, p, 1, lang, true)
  const hash = identityHash(p)
  const now = ctx.clock()
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<AnswerOutcome> => {
    await lockIdentity(trx, `rail:${caller.corpId}:${hash}`)
    const row = await findIdentityCheck(trx, caller.corpId, hash)
    if (row?.result === 1) return { kind: 'done', code: 1 }
    if (!row || !row.code_hash || !row.code_expires_at) return { kind: 'refused', key: 'codeNotSent' }
    if (row.code_attempts >= RAIL_CODE_MAX_CHECKS) return { kind: 'refused', key: 'codeDead' }
    if (row.code_expires_at.getTime() <= now.getTime()) return { kind: 'refused', key: 'codeExpired' }
    if (!safeEqual(row.code_hash, sha256Hex(body.smsCode))) {
      await addIdentityCodeAttempt(trx, row.id)
      const left = RAIL_CODE_MAX_CHECKS - row.code_attempts - 1
      return left > 0 ? { kind: 'refused', key: 'codeWrong', params: { n: left } } : { kind: 'refused', key: 'codeDead' }
    }
    const code = await ctx.trains.verifyCode(identityOf(p), p.phone ?? '')
    await saveIdentityCheck(trx, { corpId: caller.corpId, hash, cardType: p.cardType, result: code, checkedAt: now })
    return { kind: 'done', code }
  })
  if (outcome.kind === 'refused') throw refuse(lang, outcome.key, outcome.params)
  return itemOf(0, p, outcome.code, lang)
}

/**
 * The booking's rule (booking flows §5.7): every adult passenger has passed the railway's check.
 * An identity never checked is checked now; a 0, or a 2 whose code was not answered yet, refuses
 * the booking (4000, the spec's message naming the passenger; data.identityCheck the code and
 * data.index the passenger's position).
 */
export async function assertIdentitiesChecked(ctx: AppContext, corpId: number, travellers: CheckedTraveller[], lang: Lang): Promise<void> {
  const codes = await checkIdentities(ctx, corpId, travellers)
  const index = codes.findIndex((c) => c !== null && c !== 1)
  if (index < 0) return
  throw refuse(lang, 'identityNotPassed', { name: travellers[index].name }, { identityCheck: codes[index], index })
}
