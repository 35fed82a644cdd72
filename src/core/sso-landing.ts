/**
 * The single-sign-on landing flow (booking-flows §2.5, §8), run by the /sso page: the token in the
 * address logs the user in, the user info is loaded, and the target of ssoJsonParam opens.
 * - no token parameter (and nothing to open in a session already there): alert, then login;
 * - a token that is not 32 or 42 characters: "token invalid", then login;
 * - 100/101 on the user-info call: "token invalid", then login; any other failure: login.
 */
import { onSessionStart } from './bootstrap'
import { isApiError } from './http/envelope'
import { scopedT } from './i18n/index'
import { relaunch } from './platform/nav'
import { ui } from './platform/ui'
import { isSsoTokenShape, parseSsoParam, ssoTarget } from './sso'
import { rootStore } from './stores/root-store'

/** The landing's own words (only this flow uses them). */
export const ssoDict = {
  'zh-CN': {
    title: '正在登录',
    signingIn: '正在通过企业应用登录…',
    tipsTitle: '提示',
    tokenInvalid: 'token无效，请重新登录',
    tokenMissing: '缺少token参数，请重新登录',
  },
  'en-US': {
    title: 'Signing in',
    signingIn: 'Signing you in from your workplace app…',
    tipsTitle: 'Tips',
    tokenInvalid: 'The sign-in token is invalid. Please log in again',
    tokenMissing: 'The sign-in token is missing. Please log in again',
  },
} as const

const ts = scopedT(ssoDict)

async function toLogin(message: 'tokenInvalid' | 'tokenMissing' | null): Promise<void> {
  if (message) await ui.alert(ts('tipsTitle'), ts(message))
  rootStore.session.clear(false)
  rootStore.badges.reset()
  await relaunch('/login')
}

/** Runs the landing for the page's query (values already decoded). */
export async function landFromQuery(query: Record<string, string | undefined>): Promise<void> {
  const { session } = rootStore
  const token = query.token
  if (token === undefined) {
    // A push or subscribe message opening its target inside the session the app already has.
    if (session.loggedIn && query.ssoJsonParam) return relaunchTo(query.ssoJsonParam)
    return toLogin('tokenMissing')
  }
  if (!isSsoTokenShape(token)) return toLogin('tokenInvalid')
  try {
    // A landing is a new identity: whatever session was there gives way to it.
    session.clear(false)
    await session.adoptToken(token, { sessionErrors: 'caller' })
  } catch (e) {
    const code = isApiError(e) ? e.errCode : undefined
    return toLogin(code === 100 || code === 101 ? 'tokenInvalid' : null)
  }
  await onSessionStart().catch(() => undefined)
  return relaunchTo(query.ssoJsonParam ?? session.empInfo?.ssoJsonParam ?? null)
}

async function relaunchTo(raw: string | null): Promise<void> {
  const target = ssoTarget(parseSsoParam(raw), rootStore.session.vipCorp)
  await relaunch(target.route, target.query)
}
