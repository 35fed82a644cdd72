/**
 * SMS verification codes: 6 digits, valid 15 minutes, stored hashed. One code per phone and
 * scene per 60 s (4290 otherwise), at most 10 codes per phone per day, at most 5 wrong checks
 * per code. A passed check can be traded for a single-use ticket (15 minutes).
 */
import type { AppContext } from '../../context'
import {
  addSmsCodeAttempt,
  consumeTicket,
  countSmsCodesSince,
  findLatestSmsCode,
  insertSmsCode,
  insertTicket,
  lockKey,
  markSmsCodeUsed,
  type Ticket,
} from '../../db/repositories/verification'
import { AppError, ErrCode, conflict } from '../../errors'
import { translate, type Lang, type MessageKey } from '../../messages'
import type { SmsScene, SmsSentReply } from '../../schemas/auth'
import { randomDigits, randomHex, safeEqual, sha256Hex } from '../../util/crypto'
import { addMs, minutes } from '../../util/time'

/** Code validity. */
export const SMS_CODE_TTL_MS = minutes(15)
/**
 * Minimum gap between two codes for the same phone and scene: 60 s, or SMS_RESEND_SECONDS from the
 * environment (the browser and mini-program runs shorten it: their tests pay with the same demo
 * phones, and a minute's wait between payments was a third of the browser run).
 */
export const SMS_RESEND_MS = (Number(process.env.SMS_RESEND_SECONDS) > 0 ? Number(process.env.SMS_RESEND_SECONDS) : 60) * 1000
/** Wrong checks after which a code is dead. */
export const SMS_MAX_CHECKS = 5
/**
 * Codes per phone per 24 hours: 10, or SMS_DAILY_LIMIT from the environment (a deployment's own
 * figure; the browser and mini-program runs raise it, since every test's payments share the demo
 * travellers' phones).
 */
export const SMS_DAILY_LIMIT = Number(process.env.SMS_DAILY_LIMIT) > 0 ? Number(process.env.SMS_DAILY_LIMIT) : 10
/** Ticket validity. */
export const TICKET_TTL_MS = minutes(15)

/** Scenes of codes: the account scenes the app can ask for by name, plus payment confirmation (pay/getSmsCode) and closing the account (vipCancel/smsCode). */
export type CodeScene = SmsScene | 'pay' | 'closeAccount'

const purposeKey: Record<CodeScene, MessageKey> = {
  register: 'smsPurposeRegister',
  reset: 'smsPurposeReset',
  bind: 'smsPurposeBind',
  modifyMobile: 'smsPurposeModifyMobile',
  pay: 'smsPurposePay',
  closeAccount: 'smsPurposeCloseAccount',
}

/**
 * Creates a code for a phone and scene and sends it. With `deliver: false` the code is created
 * (and the rate rules apply) but nothing is sent: used where a reply must not reveal whether the
 * number has an account.
 */
export async function sendSmsCode(ctx: AppContext, phone: string, scene: CodeScene, lang: Lang, deliver = true): Promise<SmsSentReply> {
  const now = ctx.clock()
  const code = randomDigits(6)
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, `sms:${phone}`)
    const latest = await findLatestSmsCode(trx, phone, scene)
    const since = latest ? now.getTime() - latest.created_at.getTime() : Infinity
    if (since < SMS_RESEND_MS) {
      throw new AppError(ErrCode.TOO_MANY, 'smsTooFrequent', { params: { n: Math.ceil((SMS_RESEND_MS - since) / 1000) } })
    }
    if ((await countSmsCodesSince(trx, phone, addMs(now, -24 * 60 * 60 * 1000))) >= SMS_DAILY_LIMIT) {
      throw new AppError(ErrCode.TOO_MANY, 'smsDailyLimit')
    }
    await insertSmsCode(trx, phone, scene, sha256Hex(code), now, addMs(now, SMS_CODE_TTL_MS))
  })
  if (deliver) {
    const text = translate(lang, 'smsBody', { purpose: translate(lang, purposeKey[scene]), code })
    await ctx.sms.send({ phone, text, code, scene, sentAt: now })
  }
  return { sent: true, expiresIn: SMS_CODE_TTL_MS / 1000, resendIn: SMS_RESEND_MS / 1000 }
}

/** Checks a code and uses it up when right; a wrong code counts towards the 5 allowed checks. */
export async function checkSmsCode(ctx: AppContext, phone: string, scene: CodeScene, code: string): Promise<boolean> {
  const now = ctx.clock()
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, `sms:${phone}`)
    const latest = await findLatestSmsCode(trx, phone, scene)
    if (!latest || latest.used_at || latest.expires_at.getTime() <= now.getTime() || latest.attempts >= SMS_MAX_CHECKS) return false
    if (!safeEqual(latest.code_hash, sha256Hex(code))) {
      await addSmsCodeAttempt(trx, latest.id)
      return false
    }
    await markSmsCodeUsed(trx, latest.id, now)
    return true
  })
}

/** Issues a single-use ticket proving `purpose` for a phone (and an employee, when known). */
export async function issueTicket(ctx: AppContext, purpose: string, phone: string, empId: number | null): Promise<string> {
  const ticket = randomHex(16)
  const now = ctx.clock()
  await insertTicket(ctx.db, { ticketHash: sha256Hex(ticket), purpose, phone, empId, now, expiresAt: addMs(now, TICKET_TTL_MS) })
  return ticket
}

/** Uses up a ticket; 4009 when it is unknown, used, expired or for something else. */
export async function redeemTicket(ctx: AppContext, ticket: string, purpose: string): Promise<Ticket> {
  const row = await consumeTicket(ctx.db, sha256Hex(ticket.toLowerCase()), purpose, ctx.clock())
  if (!row) throw conflict('ticketInvalid')
  return row
}

/**
 * Proves that the caller controls `phone` for `scene`: either a fresh SMS code, or a ticket that
 * smsCodeCheck issued for the same phone and scene. 4009 otherwise.
 */
export async function proveSmsPossession(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  proof: { smsCode?: string; ticket?: string },
): Promise<void> {
  if (proof.ticket) {
    const row = await redeemTicket(ctx, proof.ticket, scene)
    if (row.phone !== phone) throw conflict('ticketInvalid')
    return
  }
  if (!proof.smsCode || !(await checkSmsCode(ctx, phone, scene, proof.smsCode))) throw conflict('smsCodeWrong')
}
