/**
 * Closing an account (overview §7 vipCancel, §9 privacy policy: deletion requests; trade records
 * kept at least three years). The holder proves the request with an SMS code sent to the mobile
 * on file (scene closeAccount); then, in one transaction, the personal data that is not a trade
 * record is erased and the employee row anonymised (db/repositories/user-data.ts closeAccountRows),
 * every session ends, and the closure is recorded with the date until which the orders are kept.
 * The login stops working at once: the row is no longer active and its login name and mobile are
 * placeholders. Orders stay for the company (all orders, invoices, reports).
 */
import type { AppContext, Caller } from '../../context'
import { closeAccountRows } from '../../db/repositories/user-data'
import { findClosuresDue, purgeClosedAccount } from '../../db/repositories/company-admin'
import { AppError, ErrCode } from '../../errors'
import type { Lang } from '../../messages'
import type { CloseAccountBody, CloseAccountCodeReply, CloseAccountReply } from '../../schemas/user-data'
import { maskPhone } from '../../util/mask'
import { chinaDate } from '../../util/time'
import { checkSmsCode, sendSmsCode } from './sms-codes'
import { userDataText } from './user-data-messages'

/** How long trade records outlive a closed account (privacy policy: at least three years). */
export const RETAIN_YEARS = 3

/** The date `years` calendar years after `date` (29 February lands on 1 March in a common year). */
export function yearsAfter(date: Date, years: number): Date {
  const out = new Date(date.getTime())
  out.setUTCFullYear(out.getUTCFullYear() + years)
  return out
}

/** POST /obt/vipCancel/smsCode: a code to the caller's own mobile; the number is never taken from the request. */
export async function sendCloseAccountCode(ctx: AppContext, caller: Caller, lang: Lang): Promise<CloseAccountCodeReply> {
  const phone = caller.employee.mobile
  const sent = await sendSmsCode(ctx, phone, 'closeAccount', lang)
  return { sent: true, phoneMasked: maskPhone(phone), expiresIn: sent.expiresIn, resendIn: sent.resendIn }
}

/** POST /obt/vipCancel. */
export async function closeAccount(ctx: AppContext, caller: Caller, body: CloseAccountBody, lang: Lang): Promise<CloseAccountReply> {
  const emp = caller.employee
  if (!(await checkSmsCode(ctx, emp.mobile, 'closeAccount', body.smsCode))) {
    throw new AppError(ErrCode.CONFLICT, 'smsCodeWrong', { tips: userDataText(lang, 'closeCodeWrong') })
  }
  const now = ctx.clock()
  const retainUntil = yearsAfter(now, RETAIN_YEARS)
  await ctx.db.transaction().execute(async (trx) => {
    await closeAccountRows(trx, { id: emp.id, corp_id: emp.corp_id, mobile: emp.mobile }, now, retainUntil)
  })
  return { done: true, ordersKeptUntil: chinaDate(retainUntil) }
}

/** Most closed accounts one sweep purges (the next sweep takes the rest). */
const PURGE_LIMIT = 50

/**
 * The sweep's purge step (services/orders/lifecycle.ts sweepOrders): once a closed account's
 * retention (retain_until, three years) has passed, what the trade records still say about the
 * person (traveller names, document numbers, phones on every product's orders, the booking
 * contact, duplicate-booking claims) is anonymised; amounts, routes and dates stay for the
 * company. Each account in its own transaction, claimed by a conditional update so two sweeping
 * processes purge it once. Returns how many were purged.
 */
export async function purgeExpiredClosures(ctx: AppContext): Promise<number> {
  const now = ctx.clock()
  let purged = 0
  for (const closure of await findClosuresDue(ctx.db, now, PURGE_LIMIT)) {
    if (await ctx.db.transaction().execute((trx) => purgeClosedAccount(trx, closure, now))) purged += 1
  }
  return purged
}
