/**
 * Single sign-on from the workplace chat (booking-flows §2.5, §7.13):
 *
 * 1. The chat app's menu or message link opens GET /obt/workplace/authorize with the company code
 *    (corpId), the chat app (loginCli) and the landing target. The server remembers the target under
 *    a random state (ten minutes, single use) and sends the browser to that company's chat app OAuth.
 * 2. The chat app comes back to /obt/workplace/callback with code and state. The code is exchanged
 *    with THAT company's chat app, and the chat user is mapped to an employee of THAT company only
 *    (the state fixes the company: a chat user of company A never lands in company B).
 * 3. The employee gets the product's normal session; the target is stored as the employee's
 *    ssoJsonParam (user info carries it, §2.5) and the browser goes to /sso?token=… , where the app
 *    loads the user info and lands.
 *
 * Every failure in the dance lands on /sso with an empty token: the app says "token invalid" and
 * goes to login (§8), and the reason is logged here.
 */
import type { AppContext } from '../../context'
import {
  findCompanyIdByNo,
  findEmployeeForChatUser,
  findWorkplaceApps,
  insertSimCode,
  insertWorkplaceLogin,
  consumeWorkplaceLogin,
  setSsoJsonParam,
} from '../../db/repositories/workplace-apps'
import { findEmployee } from '../../db/repositories/employees'
import { WorkplaceError } from '../../providers/workplace'
import type { SimAuthorizeQuery, SsoCallbackQuery, SsoStartQuery } from '../../schemas/workplace'
import { randomHex, sha256Hex } from '../../util/crypto'
import { addMs, minutes } from '../../util/time'
import { openSession } from '../identity/sessions'
import { workplaceHub } from './hub'
import { withChatToken } from './sdk-sign'

/** The app's landing route (documented in the README: /sso?token=…[&ssoJsonParam=…]). */
export const SSO_LANDING = '/sso'
export const CALLBACK_PATH = '/obt/workplace/callback'
const STATE_TTL_MS = minutes(10)
const SIM_CODE_TTL_MS = minutes(5)
/** H5: the chat apps open the product in their browser. */
const H5_PLATFORM = '10506'

/** Where a step of the dance sends the browser, and what to log when it failed. */
export interface SsoStep {
  location: string
  failure?: string
}

const failed = (failure: string): SsoStep => ({ location: `${SSO_LANDING}?token=`, failure })

/** The landing target (ssoJsonParam) from the launch parameters: only the fields §2.5 names. */
export function targetOf(q: SsoStartQuery): Record<string, string> {
  const out: Record<string, string> = { targetModule: q.targetModule || 'index' }
  for (const key of ['orderId', 'orderNo', 'orderType', 'travelNo', 'workItemId', 'productCode', 'autoQuery', 'backUrl'] as const) {
    const value = q[key]
    if (value) out[key] = value
  }
  return out
}

/** Step 1: remember the target, then off to the company's chat app. */
export async function startSso(ctx: AppContext, q: SsoStartQuery, origin: string): Promise<SsoStep> {
  const company = await findCompanyIdByNo(ctx.db, q.corpId.trim())
  if (!company) return failed(`unknown company ${q.corpId}`)
  const apps = await findWorkplaceApps(ctx.db, company.id)
  const app = q.loginCli ? apps.find((a) => a.kind === q.loginCli) : apps[0]
  if (!app) return failed(`company ${q.corpId} has no ${q.loginCli ?? 'chat app'}`)
  const state = randomHex(16)
  await insertWorkplaceLogin(ctx.db, { state, corp_id: company.id, kind: app.kind, target: JSON.stringify(targetOf(q)), expires_at: addMs(ctx.clock(), STATE_TTL_MS) })
  const hub = workplaceHub(ctx)
  try {
    return { location: hub.providerFor(app).authorizeUrl(`${hub.publicBase || origin}${CALLBACK_PATH}`, state) }
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
}

/** Step 2 and 3: code -> chat user -> employee of the state's company -> session -> the landing. */
export async function finishSso(ctx: AppContext, q: SsoCallbackQuery): Promise<SsoStep> {
  const code = q.code || q.authCode
  if (!code || !q.state) return failed('callback without code or state')
  const login = await consumeWorkplaceLogin(ctx.db, q.state, ctx.clock())
  if (!login) return failed('state unknown, used or expired')
  const app = (await findWorkplaceApps(ctx.db, login.corp_id)).find((a) => a.kind === login.kind)
  if (!app) return failed('chat app removed')
  let chatUserId: string
  try {
    const provider = workplaceHub(ctx).providerFor(app)
    chatUserId = await withChatToken(ctx, app, provider, (token) => provider.userIdFromCode(token, code))
  } catch (error) {
    if (error instanceof WorkplaceError) return failed(error.message)
    throw error
  }
  const match = await findEmployeeForChatUser(ctx.db, login.corp_id, login.kind, chatUserId)
  const employee = match && (await findEmployee(ctx.db, match.id))
  if (!employee || employee.corp_id !== login.corp_id) return failed(`chat user ${chatUserId} is no employee of company ${login.corp_id}`)
  await setSsoJsonParam(ctx.db, employee.id, login.target)
  const token = await openSession(ctx, employee, H5_PLATFORM, `sso:${login.kind}:${chatUserId}`)
  return { location: `${SSO_LANDING}?token=${token}` }
}

/**
 * The simulated chat app's consent: issues a single-use code for the chosen member and goes back
 * to the product's callback (same origin only: the page is no open redirect).
 */
export async function simulatedConsent(ctx: AppContext, q: SimAuthorizeQuery & { userId: string }): Promise<string | null> {
  if (!q.redirect_uri.startsWith(CALLBACK_PATH) && !/^https?:\/\/[^/]+\/obt\/workplace\/callback$/.test(q.redirect_uri)) return null
  const code = randomHex(16)
  await insertSimCode(ctx.db, { code_hash: sha256Hex(code), chat_corp_id: q.appid, kind: q.kind, chat_user_id: q.userId, expires_at: addMs(ctx.clock(), SIM_CODE_TTL_MS) })
  const path = q.redirect_uri.replace(/^https?:\/\/[^/]+/, '')
  return `${path}?${new URLSearchParams({ code, state: q.state }).toString()}`
}
