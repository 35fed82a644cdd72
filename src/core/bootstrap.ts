import { getOpenId, wxLogin } from './api/auth'
import { saveAppTsInfo } from './api/general'
import { getSdkQx } from './api/workplace'
import { http } from './http/client'
import { detectEnv, isLocalHost } from './platform/env'
import { platformTransport } from './platform/http-transport'
import { miniProgramLoginCode } from './platform/login'
import { PUSH_DELAY_MS, pushClient } from './platform/push'
import { signSdk } from './platform/sdk'
import { setItem, StorageKey } from './platform/storage'
import { reloadTo, relaunch } from './platform/nav'
import { launchCorpNo, launchDomain } from './platform/url'
import { ui } from './platform/ui'
import { onLocaleChange } from './i18n/index'
import { rootStore } from './stores/root-store'

let started = false

/** Wires the HTTP client to the session, locale and UI adapters; runs before any call. */
export function configureHttp(): void {
  const env = detectEnv()
  const { session, locale } = rootStore
  http.configure({
    transport: platformTransport,
    baseUrl: API_BASE,
    platformCode: env.platformCode,
    userAgent: env.userAgent,
    isLocalHost: isLocalHost(env.host),
    session: () => ({ ...session.headers, locale: locale.locale }),
    sessionReady: () => session.whenReady(),
    ui,
    endSession: (mode) => {
      session.clear(mode === 'reload')
      rootStore.badges.reset()
      if (mode === 'reload') reloadTo('/login')
      else void relaunch('/login')
    },
  })
}

/** Synchronous part of start-up, at module load: the first page must already see the session. */
export function initSync(): void {
  rootStore.locale.hydrate()
  configureHttp()
  rootStore.session.hydrate()
  // Page settings carry the company's name, slogan and banners per language.
  onLocaleChange(() => void rootStore.theme.reload())
}

/**
 * App start: language, HTTP, stored session, the company look, then what a session needs. Nothing
 * here may throw into the page: every call below handles its own failure.
 */
export async function bootstrap(): Promise<void> {
  if (started) return
  started = true
  const { session, theme, badges } = rootStore

  if (!session.loggedIn) await tryMiniProgramLogin()

  const corpNo = launchCorpNo() ?? session.autoLogin?.corpNo
  // The session the app started with: one adopted meanwhile (the /sso landing) loads its own user info.
  const startedLoggedIn = session.loggedIn
  await theme.load({ domainName: launchDomain(), corpNo: session.loggedIn ? undefined : corpNo })
  if (startedLoggedIn && session.loggedIn) {
    const info = session.loadUserInfo().catch(() => undefined)
    // Until a must-change password is changed the server answers only user info, the change and
    // logout: asking for rights and badges would only bring refusals (and their toasts). The stored
    // user info says so at once; otherwise the three calls go together.
    if (session.mustChangePassword) await info
    else await Promise.all([info, session.loadPermissions().catch(() => undefined), badges.refresh()])
  }
  // Inside WeChat/WeCom on H5 the JS-SDK is configured with the server's signature (only logged on failure).
  void signSdk(getSdkQx)
  // Spec §4: the push client registers 20 s after the platform is ready (only the native shell has one).
  setTimeout(() => {
    pushClient.register((clientId, device) => {
      setItem(StorageKey.clientId, clientId)
      if (rootStore.session.loggedIn) {
        void saveAppTsInfo(clientId, device).catch(() => undefined)
      }
    })
  }, PUSH_DELAY_MS)
}

/** After any login (password, mini-program, SSO): the company's look, the menu rights and badges. */
export async function onSessionStart(): Promise<void> {
  const { session, theme, badges } = rootStore
  await Promise.all([theme.load({ domainName: launchDomain() }), session.loadPermissions().catch(() => undefined), badges.refresh()])
}

/** Logout: the server call, then a clean start on the login page (a full reload on H5). */
export async function logoutAndLeave(): Promise<void> {
  await rootStore.session.logout()
  rootStore.badges.reset()
  rootStore.theme.reset()
  reloadTo('/login')
}

/** Mini-program: a silent login when this WeChat user is already bound to an employee. */
async function tryMiniProgramLogin(): Promise<void> {
  const code = await miniProgramLoginCode()
  if (!code) return
  try {
    const { openid } = await getOpenId(code)
    const { token } = await wxLogin(openid)
    if (token) await rootStore.session.adoptToken(token)
  } catch {
    // Not bound yet: the login page offers password login and phone binding.
  }
}
