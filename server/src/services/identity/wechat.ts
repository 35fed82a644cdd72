/**
 * Mini-program sign-in. getOpenId resolves a wx.login code and remembers the openid for 30
 * minutes; wxLogin and validPhoneWithCorp only accept an openid resolved that way, so knowing
 * someone's openid is not enough to sign in as them. Binding a phone needs proof of the phone
 * (WeChat's getPhoneNumber ticket or an SMS code).
 */
import type { AppContext, RequestMeta } from '../../context'
import { findByMobile, findCompanyByCorpNo, findEmployee } from '../../db/repositories/employees'
import { bindWechat, findWechatBindings, isWechatLoginLive, recordWechatLogin } from '../../db/repositories/wechat'
import { AppError, ErrCode, conflict } from '../../errors'
import { WechatError } from '../../providers/wechat'
import type {
  GenerateWxSchemeBody,
  GenerateWxSchemeReply,
  GetOpenIdBody,
  GetOpenIdReply,
  TokenReply,
  ValidPhoneWithCorpBody,
  WxLoginBody,
  WxMiniPhoneReply,
} from '../../schemas/auth'
import { addMs, formatChinaTime, minutes } from '../../util/time'
import { checkSmsCode, issueTicket, redeemTicket } from './sms-codes'
import { openSession } from './sessions'

/** How long an openid resolved by getOpenId may be used to sign in. */
const WECHAT_LOGIN_TTL_MS = minutes(30)
const PHONE_TICKET = 'wxPhone'

async function callWechat<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof WechatError) throw conflict('wechatFailed')
    throw error
  }
}

async function resolveCompany(ctx: AppContext, compId: string | undefined): Promise<number | undefined> {
  const value = compId?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  return (await findCompanyByCorpNo(ctx.db, value))?.id ?? -1
}

/** The device id of mini-program sessions: one device per openid. */
const deviceOf = (openid: string) => `wx:${openid}`

/** POST /obt/getOpenId. */
export async function getOpenId(ctx: AppContext, body: GetOpenIdBody): Promise<GetOpenIdReply> {
  const session = await callWechat(() => ctx.wechat.code2Session(body.code))
  const now = ctx.clock()
  await recordWechatLogin(ctx.db, session.openid, session.unionid ?? null, now, addMs(now, WECHAT_LOGIN_TTL_MS))
  return session.unionid ? { openid: session.openid, unionid: session.unionid } : { openid: session.openid }
}

async function requireLiveOpenId(ctx: AppContext, openId: string): Promise<void> {
  if (!(await isWechatLoginLive(ctx.db, openId, ctx.clock()))) throw conflict('wechatSessionExpired')
}

/** POST /obt/wxLogin: a token when the openid is bound to an employee; else 4009 needBind (quiet). */
export async function wxLogin(ctx: AppContext, body: WxLoginBody, meta: RequestMeta): Promise<TokenReply> {
  await requireLiveOpenId(ctx, body.openId)
  const bindings = await findWechatBindings(ctx.db, body.openId, await resolveCompany(ctx, body.compId))
  for (const binding of bindings) {
    const employee = await findEmployee(ctx.db, binding.emp_id)
    if (employee) return { token: await openSession(ctx, employee, meta.platform, deviceOf(body.openId)) }
  }
  throw new AppError(ErrCode.CONFLICT, 'needBindPhone', { data: { needBind: true }, quiet: true })
}

/** POST /obt/getWxMiniPhone: the verified number and a ticket proving it. */
export async function getWxMiniPhone(ctx: AppContext, code: string): Promise<WxMiniPhoneReply> {
  const { phone } = await callWechat(() => ctx.wechat.getPhoneNumber(code))
  return { phone, phoneTicket: await issueTicket(ctx, PHONE_TICKET, phone, null) }
}

/** POST /obt/validPhoneWithCorp: binds the openid to the employee with that phone and signs in. */
export async function bindPhoneAndLogin(ctx: AppContext, body: ValidPhoneWithCorpBody, meta: RequestMeta): Promise<TokenReply> {
  await requireLiveOpenId(ctx, body.openId)
  if (body.phoneTicket) {
    const ticket = await redeemTicket(ctx, body.phoneTicket, PHONE_TICKET)
    if (ticket.phone !== body.phone) throw conflict('phoneProofRequired')
  } else if (!body.smsCode) {
    throw conflict('phoneProofRequired')
  } else if (!(await checkSmsCode(ctx, body.phone, 'bind', body.smsCode))) {
    throw conflict('smsCodeWrong')
  }
  const corpId = await resolveCompany(ctx, body.compId)
  const [employee] = await findByMobile(ctx.db, body.phone, corpId)
  if (!employee) throw conflict('phoneNotRegistered')
  await bindWechat(ctx.db, body.openId, employee.corp_id, employee.id, null, ctx.clock())
  return { token: await openSession(ctx, employee, meta.platform, deviceOf(body.openId)) }
}

/** Days a generated scheme stays valid: WeChat's longest expire_interval. */
const SCHEME_DAYS = 30

/**
 * POST /obt/generateWxScheme: a signed-in user's link into the mini-program at a page (for an SMS,
 * an e-mail or a plain browser, where a mini-program cannot be opened otherwise). WeChat checks the
 * page exists in the released version and answers a refusal, which reads as wechatFailed.
 */
export async function generateWxScheme(ctx: AppContext, body: GenerateWxSchemeBody): Promise<GenerateWxSchemeReply> {
  let openlink: string
  try {
    openlink = (await ctx.wechat.generateScheme(body.path, body.query ?? '', SCHEME_DAYS)).openlink
  } catch (error) {
    if (error instanceof WechatError) throw conflict('wechatSchemeFailed')
    throw error
  }
  return { openlink, expireTime: formatChinaTime(addMs(ctx.clock(), SCHEME_DAYS * 24 * 60 * 60 * 1000)) }
}
