/**
 * Account self-service: SMS codes by scene, registration, the three-step password reset,
 * password change, password-rule check and changing the mobile number.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller, RequestMeta } from '../../context'
import {
  findByMobile,
  findCompanyByCorpNo,
  findEmployee,
  findLoginCandidates,
  insertEmployee,
  isMobileUsedInCompany,
  isPhoneTaken,
  nextEmpNo,
  setMobile,
  setPasswordHash,
} from '../../db/repositories/employees'
import { clearLoginFailures } from '../../db/repositories/login-failures'
import type { DB } from '../../db/types'
import { revokeAllSessions } from '../../db/repositories/sessions'
import { findLatestResetRequest, findResetRequest, insertResetRequest, lockKey } from '../../db/repositories/verification'
import { AppError, ErrCode, badInput, conflict } from '../../errors'
import { fieldLabel, translate, type MessageKey } from '../../messages'
import type {
  DoneReply,
  EditPwdBody,
  PhoneBindingBody,
  ResetPwdBody,
  ResetPwdReply,
  SmsScene,
  SmsSentReply,
  UserRegisterBody,
  UserRegisterReply,
  ValidModifyPasswordReply,
} from '../../schemas/auth'
import { randomHex, sha256Hex } from '../../util/crypto'
import { maskPhone } from '../../util/mask'
import { addMs, minutes } from '../../util/time'
import { accountCounterKey, enforceRateLimits, loginKey } from './auth'
import { verifyCaptcha } from './captcha'
import { followsPasswordRule, hashPassword, verifyPassword } from './passwords'
import { SMS_RESEND_MS, checkSmsCode, issueTicket, proveSmsPossession, redeemTicket, sendSmsCode } from './sms-codes'

/** The company self-registrants join when they give no company code. */
export const PERSONAL_CORP_NO = 'PERSONAL'
/** How long a password-reset request stays usable. */
const RESET_TTL_MS = minutes(15)
/** Ticket purpose of the reset flow (step 2 -> step 3). */
const RESET_TICKET = 'resetPassword'
/** smsCodeGet: codes asked for from one client address per SMS_PER_IP_WINDOW_MS (each phone has its own limits too). */
export const SMS_PER_IP = 30
export const SMS_PER_IP_WINDOW_MS = minutes(60)

/** A 4000 reply naming a missing field, for fields required only in some variants of a call. */
function missing(lang: RequestMeta['lang'], field: string): AppError {
  return badInput('fieldRequired', { params: { label: fieldLabel(lang, field) } })
}

/**
 * GET /obt/smsCodeGet. The public scenes answer the same whether or not the number has an account,
 * so the call cannot be used to find out: register and bind send a code to any number (whether it
 * is registered is told only after the code proves the phone: userRegister, validPhoneWithCorp);
 * reset sends only to an account's number. modifyMobile: signed in only, and the number must be
 * free in the caller's company. Besides each phone's own limits, one client address may ask
 * for SMS_PER_IP codes an hour (4290).
 */
export async function requestSmsCode(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  caller: Caller | null,
  meta: RequestMeta,
  ip: string,
): Promise<SmsSentReply> {
  await enforceRateLimits(ctx, [{ bucket: `sms:ip:${ip}`, max: SMS_PER_IP, windowMs: SMS_PER_IP_WINDOW_MS }])
  switch (scene) {
    case 'register':
    case 'bind':
      return sendSmsCode(ctx, phone, scene, meta.lang)
    case 'reset': {
      const accounts = await findByMobile(ctx.db, phone)
      return sendSmsCode(ctx, phone, scene, meta.lang, accounts.some((a) => a.password_hash !== null))
    }
    case 'modifyMobile':
      if (!caller) throw new AppError(ErrCode.TOKEN_MISSING, 'tokenMissing')
      await assertMobileChangeAllowed(ctx, caller, phone)
      return sendSmsCode(ctx, phone, scene, meta.lang)
  }
}

/** GET /obt/smsCodeCheck: a right code becomes a single-use ticket for the same phone and scene. */
export async function checkCodeForTicket(ctx: AppContext, phone: string, scene: SmsScene, code: string): Promise<{ ticket: string }> {
  if (!(await checkSmsCode(ctx, phone, scene, code))) throw conflict('smsCodeWrong')
  return { ticket: await issueTicket(ctx, scene, phone, null) }
}

/**
 * POST /obt/userRegister: a traveller in the company with that code (or PERSONAL); login name = phone.
 * "Already registered" is said only once the code proved the phone, so the call tells no one else.
 */
export async function register(ctx: AppContext, body: UserRegisterBody, meta: RequestMeta): Promise<UserRegisterReply> {
  const company = await findCompanyByCorpNo(ctx.db, body.corpNo?.trim() || PERSONAL_CORP_NO)
  if (!company) throw conflict('corpNotFound')
  if (!company.allow_register) throw conflict('registerNotAllowed')
  if (!body.smsCode && !body.ticket) throw missing(meta.lang, 'smsCode')
  await proveSmsPossession(ctx, body.phone, 'register', body)
  if (await isPhoneTaken(ctx.db, body.phone)) throw conflict('phoneRegistered')
  const hash = await hashPassword(body.password)
  const now = ctx.clock()
  const empNo = await ctx.db.transaction().execute((trx) =>
    insertSelfRegistered(trx, { corpId: company.id, corpNo: company.corp_no, series: 'R', deptId: null, phone: body.phone, empName: body.empName, passwordHash: hash, now }),
  )
  return { empNo }
}

/**
 * Inserts a traveller who registered themselves (userRegister, or an invitation's userRegisterForQr):
 * login name = phone, rank P1, own bookings only; numbered `<corp prefix><series>NNNN`. Registrations
 * of one company are serialised, so the number sequence and the phone check cannot race. Returns the
 * employee number.
 */
export async function insertSelfRegistered(
  trx: Kysely<DB>,
  r: { corpId: number; corpNo: string; series: string; deptId: number | null; phone: string; empName: string; passwordHash: string; now: Date },
): Promise<string> {
  await lockKey(trx, `register:${r.corpId}`)
  if (await isPhoneTaken(trx, r.phone)) throw conflict('phoneRegistered')
  const number = await nextEmpNo(trx, r.corpId, `${r.corpNo.slice(0, 2)}${r.series}`)
  await insertEmployee(trx, {
    corp_id: r.corpId,
    dept_id: r.deptId,
    emp_no: number,
    login_name: r.phone,
    emp_name: r.empName.trim(),
    eng_name: null,
    mobile: r.phone,
    email: null,
    id_number: null,
    passport: null,
    passport_expiry: null,
    born: null,
    sex: null,
    nation_code: 'CN',
    emp_rank: 'P1',
    book_range: 1,
    password_hash: r.passwordHash,
    must_change_password: 0,
    status: 1,
    created_at: r.now,
    updated_at: r.now,
  })
  return number
}

/** A stable fake masked number for a login name without an account. */
function decoyMaskedPhone(key: string): string {
  const digest = sha256Hex(`reset-decoy:${key}`)
  const digits = [...digest].map((ch) => String(parseInt(ch, 16) % 10)).join('')
  return `1${'3589'[parseInt(digest[0], 16) % 4]}${digits[1]}****${digits.slice(2, 6)}`
}

/** POST /obt/vipEmpResetPwd, all three steps. */
export async function resetPassword(ctx: AppContext, body: ResetPwdBody, meta: RequestMeta): Promise<ResetPwdReply> {
  const now = ctx.clock()
  if (body.step === 1) {
    if (!body.loginName) throw missing(meta.lang, 'loginName')
    if (!body.validateCode || !body.validateCodeId) throw missing(meta.lang, 'validateCode')
    if (!(await verifyCaptcha(ctx, body.validateCodeId, body.validateCode))) throw conflict('captchaWrong')
    const key = loginKey(body.loginName)
    const previous = await findLatestResetRequest(ctx.db, key)
    const since = previous ? now.getTime() - previous.created_at.getTime() : Infinity
    if (since < SMS_RESEND_MS) {
      throw new AppError(ErrCode.TOO_MANY, 'smsTooFrequent', { params: { n: Math.ceil((SMS_RESEND_MS - since) / 1000) } })
    }
    const account = (await findLoginCandidates(ctx.db, key)).find((e) => e.password_hash !== null)
    if (account) await sendSmsCode(ctx, account.mobile, 'reset', meta.lang)
    const resetId = randomHex(16)
    await insertResetRequest(ctx.db, {
      id: resetId,
      login_key: key,
      emp_id: account?.id ?? null,
      phone: account?.mobile ?? null,
      created_at: now,
      expires_at: addMs(now, RESET_TTL_MS),
    })
    return { maskedPhone: account ? maskPhone(account.mobile) : decoyMaskedPhone(key), resetId }
  }
  if (body.step === 2) {
    if (!body.resetId) throw missing(meta.lang, 'resetId')
    if (!body.smsCode) throw missing(meta.lang, 'smsCode')
    const request = await findResetRequest(ctx.db, body.resetId, now)
    // No account behind the request: fail exactly like a wrong code.
    if (!request?.emp_id || !request.phone) throw conflict('smsCodeWrong')
    if (!(await checkSmsCode(ctx, request.phone, 'reset', body.smsCode))) throw conflict('smsCodeWrong')
    return { ticket: await issueTicket(ctx, RESET_TICKET, request.phone, request.emp_id) }
  }
  if (!body.ticket) throw missing(meta.lang, 'ticket')
  if (!body.pwd) throw missing(meta.lang, 'pwd')
  const ticket = await redeemTicket(ctx, body.ticket, RESET_TICKET)
  if (ticket.emp_id === null) throw conflict('ticketInvalid')
  const empId = ticket.emp_id
  const hash = await hashPassword(body.pwd)
  await ctx.db.transaction().execute(async (trx) => {
    const emp = await findEmployee(trx, empId)
    if (!emp) throw conflict('ticketInvalid')
    await setPasswordHash(trx, empId, hash, now)
    await clearLoginFailures(trx, [accountCounterKey(empId)])
    await revokeAllSessions(trx, empId, 'password_reset', now)
  })
  return { done: true }
}

/** POST /obt/vipEmpEditPwd: checks the current password, sets the new one and ends every session. */
export async function changePassword(ctx: AppContext, caller: Caller, body: EditPwdBody): Promise<DoneReply> {
  const current = caller.employee.password_hash
  if (!current || !(await verifyPassword(current, body.oldPwd))) throw conflict('oldPasswordWrong')
  if (body.oldPwd === body.pwd) throw conflict('samePassword')
  const hash = await hashPassword(body.pwd)
  const now = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, caller.empId, hash, now)
    await revokeAllSessions(trx, caller.empId, 'password_changed', now)
  })
  return { done: true }
}

/** GET /obt/validModifyPassword. */
export function checkPasswordRule(pwd: string, meta: RequestMeta): ValidModifyPasswordReply {
  const valid = followsPasswordRule(pwd)
  return { valid, msg: valid ? '' : translate(meta.lang, 'passwordRule') }
}

async function assertMobileChangeAllowed(ctx: AppContext, caller: Caller, phone: string): Promise<void> {
  let refusal: MessageKey | null = null
  if (phone === caller.employee.mobile) refusal = 'phoneUnchanged'
  else if (await isMobileUsedInCompany(ctx.db, caller.corpId, phone, caller.empId)) refusal = 'phoneInUse'
  if (refusal) throw conflict(refusal)
}

/** POST /obt/phoneBinding: changes the caller's mobile after proving the new number (scene modifyMobile). */
export async function changeMobile(ctx: AppContext, caller: Caller, body: PhoneBindingBody, meta: RequestMeta): Promise<DoneReply> {
  await assertMobileChangeAllowed(ctx, caller, body.phone)
  if (!body.smsCode && !body.ticket) throw missing(meta.lang, 'smsCode')
  await proveSmsPossession(ctx, body.phone, 'modifyMobile', body)
  await setMobile(ctx.db, caller.empId, body.phone, ctx.clock())
  return { done: true }
}

