/**
 * In-memory stand-in for `@tarojs/taro` in unit tests (jest maps the module here).
 *
 * Storage is a Map, UI calls are recorded, navigation keeps a fake page stack, and `request` and
 * `login` answer through handlers a test can replace. Everything a test may want to read or steer
 * is on `taroMock`; call `taroMock.reset()` in a `beforeEach` to start clean.
 *
 *   import { taroMock } from '../mocks/taro'
 *   beforeEach(() => taroMock.reset())
 *   taroMock.setRequestHandler(async (opts) => ({ statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: {} } }))
 */

type AnyRecord = Record<string, unknown>

export interface MockPage {
  route: string
  options: Record<string, string>
}

export interface MockRequestOptions {
  url: string
  method?: string
  data?: unknown
  header?: Record<string, string>
  timeout?: number
  dataType?: string
}

export interface MockRequestReply {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

export type NavigationKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack'

const storage = new Map<string, unknown>()
const toasts: AnyRecord[] = []
const modals: AnyRecord[] = []
const navigations: { kind: NavigationKind; url?: string; delta?: number }[] = []
const titles: string[] = []
const tabItems: AnyRecord[] = []
let loading: AnyRecord | null = null
let pages: MockPage[] = []
let routerParams: Record<string, string> = {}
let modalAnswer = { confirm: true, cancel: false }
let requestHandler: (opts: MockRequestOptions) => Promise<MockRequestReply> = async () => ({
  statusCode: 200,
  data: { errCode: 1, status: 1, tips: '', data: null },
})
let loginHandler: () => Promise<{ code: string; errMsg: string }> = async () => ({ code: 'mock-login-code', errMsg: 'login:ok' })

function splitUrl(url: string): MockPage {
  const [path, qs = ''] = url.split('?')
  const options: Record<string, string> = {}
  for (const part of qs.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    options[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return { route: path.replace(/^\//, ''), options }
}

function ok<T extends AnyRecord>(name: string, extra?: T): Promise<T & { errMsg: string }> {
  return Promise.resolve({ errMsg: `${name}:ok`, ...(extra ?? ({} as T)) })
}

/** Test controls and records. */
export const taroMock = {
  storage,
  toasts,
  modals,
  navigations,
  titles,
  tabItems,
  get loading(): AnyRecord | null {
    return loading
  },
  get pages(): MockPage[] {
    return pages
  },
  /** The answer the next showModal calls give. */
  setModalAnswer(confirm: boolean): void {
    modalAnswer = { confirm, cancel: !confirm }
  },
  setRequestHandler(fn: (opts: MockRequestOptions) => Promise<MockRequestReply>): void {
    requestHandler = fn
  },
  setLoginHandler(fn: () => Promise<{ code: string; errMsg: string }>): void {
    loginHandler = fn
  },
  /** What useRouter() and getCurrentInstance().router.params answer. */
  setRouterParams(params: Record<string, string>): void {
    routerParams = { ...params }
  },
  setPages(stack: MockPage[]): void {
    pages = [...stack]
  },
  reset(): void {
    storage.clear()
    toasts.length = 0
    modals.length = 0
    navigations.length = 0
    titles.length = 0
    tabItems.length = 0
    loading = null
    pages = []
    routerParams = {}
    modalAnswer = { confirm: true, cancel: false }
    requestHandler = async () => ({ statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: null } })
    loginHandler = async () => ({ code: 'mock-login-code', errMsg: 'login:ok' })
  },
}

// Storage -----------------------------------------------------------------------------------

export function getStorageSync(key: string): unknown {
  // Like the real API: a missing key answers ''.
  return storage.has(key) ? storage.get(key) : ''
}

export function setStorageSync(key: string, value: unknown): void {
  storage.set(key, value)
}

export function removeStorageSync(key: string): void {
  storage.delete(key)
}

export function clearStorageSync(): void {
  storage.clear()
}

export function getStorageInfoSync(): { keys: string[]; currentSize: number; limitSize: number } {
  return { keys: [...storage.keys()], currentSize: storage.size, limitSize: 10240 }
}

// UI ----------------------------------------------------------------------------------------

export function showToast(opts: AnyRecord): Promise<{ errMsg: string }> {
  toasts.push(opts)
  return ok('showToast')
}

export function hideToast(): Promise<{ errMsg: string }> {
  return ok('hideToast')
}

export function showModal(opts: AnyRecord): Promise<{ errMsg: string; confirm: boolean; cancel: boolean }> {
  modals.push(opts)
  return ok('showModal', { ...modalAnswer })
}

export function showLoading(opts: AnyRecord): Promise<{ errMsg: string }> {
  loading = opts
  return ok('showLoading')
}

export function hideLoading(): Promise<{ errMsg: string }> {
  loading = null
  return ok('hideLoading')
}

export function setNavigationBarTitle(opts: { title: string }): Promise<{ errMsg: string }> {
  titles.push(opts.title)
  return ok('setNavigationBarTitle')
}

export function setTabBarItem(opts: AnyRecord): Promise<{ errMsg: string }> {
  tabItems.push(opts)
  return ok('setTabBarItem')
}

// Navigation --------------------------------------------------------------------------------

export function navigateTo(opts: { url: string }): Promise<{ errMsg: string }> {
  navigations.push({ kind: 'navigateTo', url: opts.url })
  pages.push(splitUrl(opts.url))
  return ok('navigateTo')
}

export function redirectTo(opts: { url: string }): Promise<{ errMsg: string }> {
  navigations.push({ kind: 'redirectTo', url: opts.url })
  pages = [...pages.slice(0, -1), splitUrl(opts.url)]
  return ok('redirectTo')
}

export function reLaunch(opts: { url: string }): Promise<{ errMsg: string }> {
  navigations.push({ kind: 'reLaunch', url: opts.url })
  pages = [splitUrl(opts.url)]
  return ok('reLaunch')
}

export function switchTab(opts: { url: string }): Promise<{ errMsg: string }> {
  navigations.push({ kind: 'switchTab', url: opts.url })
  pages = [splitUrl(opts.url)]
  return ok('switchTab')
}

export function navigateBack(opts: { delta?: number } = {}): Promise<{ errMsg: string }> {
  const delta = opts.delta ?? 1
  navigations.push({ kind: 'navigateBack', delta })
  pages = pages.slice(0, Math.max(1, pages.length - delta))
  return ok('navigateBack')
}

export function getCurrentPages(): MockPage[] {
  return pages
}

export function getCurrentInstance(): { router: { params: Record<string, string>; path: string }; page: object } {
  const top = pages[pages.length - 1]
  // A page is always mounted in unit tests (ui.alert waits for one).
  return { router: { params: { ...(top?.options ?? {}), ...routerParams }, path: top ? `/${top.route}` : '' }, page: top ?? {} }
}

export function useRouter(): { params: Record<string, string>; path: string } {
  return getCurrentInstance().router
}

// Lifecycle hooks are no-ops outside a Taro page.
export function useDidShow(_fn: () => void): void {}
export function useDidHide(_fn: () => void): void {}
export function useLoad(_fn: (params: Record<string, string>) => void): void {}
export function useReady(_fn: () => void): void {}
export function useUnload(_fn: () => void): void {}
export function usePullDownRefresh(_fn: () => void): void {}
export function useReachBottom(_fn: () => void): void {}

export function stopPullDownRefresh(): Promise<{ errMsg: string }> {
  return ok('stopPullDownRefresh')
}

// Network and login -------------------------------------------------------------------------

export function request(opts: MockRequestOptions): Promise<MockRequestReply> {
  return requestHandler(opts)
}

export function login(): Promise<{ code: string; errMsg: string }> {
  return loginHandler()
}

export function getEnv(): string {
  return 'WEB'
}

export const ENV_TYPE = { WEAPP: 'WEAPP', WEB: 'WEB', RN: 'RN', SWAN: 'SWAN', ALIPAY: 'ALIPAY', TT: 'TT', QQ: 'QQ', JD: 'JD' }

const Taro = {
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  getStorageInfoSync,
  showToast,
  hideToast,
  showModal,
  showLoading,
  hideLoading,
  setNavigationBarTitle,
  setTabBarItem,
  navigateTo,
  redirectTo,
  reLaunch,
  switchTab,
  navigateBack,
  getCurrentPages,
  getCurrentInstance,
  useRouter,
  useDidShow,
  useDidHide,
  useLoad,
  useReady,
  useUnload,
  usePullDownRefresh,
  useReachBottom,
  stopPullDownRefresh,
  request,
  login,
  getEnv,
  ENV_TYPE,
}

export default Taro
