import { makeAutoObservable, runInAction, when } from 'mobx'
import * as authApi from '../api/auth'
import * as groupApi from '../api/company-group'
import { getAuthorizationPnos } from '../api/general'
import type { EmpInfo, LoginReply, LoginUserInfo, VipCorp } from '../api/types'
import { isApiError } from '../http/envelope'
import type { RequestOptions } from '../http/client'
import { encryptPassword } from '../platform/login-cipher'
import { clearGeoCachesAndHistories, getItem, removeByPrefix, removeItem, setItem, StorageKey } from '../platform/storage'

/** Overview §4: caches and histories go 48 hours after the last login. */
export const CACHE_TTL_MS = 48 * 60 * 60 * 1000

/** What "remember me" keeps: never the password (overview §3 AutoLogin). */
export interface AutoLogin {
  loginName: string
  remember: boolean
  corpNo?: string
}

export type LoginOutcome =
  | { ok: true; mustChangePassword: boolean }
  | { ok: false; message: string; failCount?: number; needValidateCode: boolean; locked: boolean }

export interface LoginForm {
  loginName: string
  password: string
  remember: boolean
  validateCode?: string
  validateCodeId?: string
  corpNo?: string
}

type AuthApi = Pick<typeof authApi, 'vipLogin' | 'getLoginUserInfo' | 'vipLoginOut'>
type GroupApi = Pick<typeof groupApi, 'sso4ParnetCorpId'>

/**
 * The session: token and user info in storage (spec §3), permissions, login and logout. Pages never
 * touch the token directly; the HTTP client reads `headers`.
 */
export class SessionStore {
  token: string | null = null
  empInfo: EmpInfo | null = null
  vipCorp: VipCorp | null = null
  pnos: string[] | null = null
  /** The last user-info load failed: calls stop waiting for it rather than hang. */
  userInfoFailed = false

  constructor(
    private readonly api: AuthApi = authApi,
    private readonly fetchPnos: typeof getAuthorizationPnos = getAuthorizationPnos,
    private readonly now: () => number = () => Date.now(),
    private readonly deviceId: () => string = defaultDeviceId,
    private readonly groupCalls: GroupApi = groupApi,
  ) {
    makeAutoObservable(this)
  }

  get loggedIn(): boolean {
    return !!this.token
  }

  /** A session without its user info yet (just logged in, or a token adopted from a landing). */
  get awaitingUserInfo(): boolean {
    return !!this.token && !this.empInfo && !this.userInfoFailed
  }

  /** A wait until a private call may go out with the session's headers, or null when it may now (see HttpDeps.sessionReady). */
  whenReady(): Promise<void> | null {
    return this.awaitingUserInfo ? when(() => !this.awaitingUserInfo) : null
  }

  /** The account must change its password before anything else (the server holds it until then). */
  get mustChangePassword(): boolean {
    return this.empInfo?.mustChangePassword === 1
  }

  get headers(): { token?: string; empNo?: string; corpId?: string } {
    return { token: this.token ?? undefined, empNo: this.empInfo?.empNo, corpId: this.empInfo?.corpId ?? this.vipCorp?.corpId }
  }

  get autoLogin(): AutoLogin | undefined {
    return getItem<AutoLogin>(StorageKey.autoLogin)
  }

  /** Reads the stored session and applies the 48-hour cache rule. */
  hydrate(): void {
    const last = getItem<number>(StorageKey.lastLoginAt)
    if (typeof last === 'number' && this.now() - last > CACHE_TTL_MS) clearGeoCachesAndHistories()
    this.token = getItem<string>(StorageKey.token) ?? null
    const info = getItem<LoginUserInfo>(StorageKey.userInfo)
    this.empInfo = info?.empInfo ?? null
    this.vipCorp = info?.vipCorp ?? null
  }

  async login(form: LoginForm): Promise<LoginOutcome> {
    let reply: LoginReply
    try {
      reply = await this.api.vipLogin({
        loginType: 1,
        loginName: form.loginName.trim(),
        password: await encryptPassword(form.password),
        validateCode: form.validateCode,
        validateCodeId: form.validateCodeId,
        deviceId: this.deviceId(),
      })
    } catch (e) {
      return { ok: false, message: isApiError(e) ? e.message : String(e), needValidateCode: false, locked: false }
    }
    if (!reply.token || reply.failCount || reply.msg) {
      return {
        ok: false,
        message: reply.msg ?? '',
        failCount: reply.failCount,
        needValidateCode: !!reply.needValidateCode,
        locked: !!reply.lockedMinutes,
      }
    }
    this.saveToken(reply.token)
    const saved: AutoLogin = { loginName: form.remember ? form.loginName.trim() : '', remember: form.remember, corpNo: form.corpNo }
    setItem(StorageKey.autoLogin, saved)
    await this.loadUserInfo()
    return { ok: true, mustChangePassword: reply.ifUpdatePwd === 1 }
  }

  /** Token from the mini-program's wxLogin or a single-sign-on landing. */
  async adoptToken(token: string, opts?: RequestOptions): Promise<void> {
    this.saveToken(token)
    await this.loadUserInfo(opts)
  }

  /**
   * Moves the session to the user's account in another company of their group (sso4ParnetCorpId).
   * The server ended the old session, so its token, user info and rights go at once: calls made
   * meanwhile wait for the new account's user info rather than go out as the old one. A refused
   * switch throws and leaves the session as it was; a failing user-info load afterwards throws
   * too, with the new token already in place (the old one is dead either way).
   */
  async switchCompany(corpId: string): Promise<{ mustChangePassword: boolean }> {
    const reply = await this.groupCalls.sso4ParnetCorpId(corpId)
    removeItem(StorageKey.userInfo)
    runInAction(() => {
      this.empInfo = null
      this.vipCorp = null
      this.pnos = null
    })
    this.saveToken(reply.token)
    await this.loadUserInfo()
    return { mustChangePassword: reply.ifUpdatePwd === 1 || this.mustChangePassword }
  }

  async loadUserInfo(opts?: RequestOptions): Promise<void> {
    let info: LoginUserInfo
    try {
      info = await this.api.getLoginUserInfo({ timestamp: this.now() }, opts)
    } catch (e) {
      runInAction(() => {
        this.userInfoFailed = true
      })
      throw e
    }
    runInAction(() => {
      this.empInfo = info.empInfo
      this.vipCorp = info.vipCorp
      this.userInfoFailed = false
    })
    setItem(StorageKey.userInfo, info)
  }

  async loadPermissions(): Promise<string[]> {
    const { pnos } = await this.fetchPnos()
    runInAction(() => {
      this.pnos = pnos
    })
    return pnos
  }

  can(product: string | undefined): boolean {
    if (!product) return true
    return this.pnos === null || this.pnos.includes(product)
  }

  /** Logout calls the server, then clears token and user info (a failing call still logs out). */
  async logout(): Promise<void> {
    try {
      if (this.token) await this.api.vipLoginOut()
    } catch {
      /* the local session ends regardless */
    }
    this.clear(false)
  }

  /** Ends the session locally; a forced logout also blanks what auto-login kept. */
  clear(forced: boolean): void {
    removeItem(StorageKey.token)
    removeItem(StorageKey.userInfo)
    // The trip offline's copies (mine/stores/offline-copy.ts) are the user's own trips.
    removeByPrefix('offline_')
    if (forced) {
      const saved = this.autoLogin
      if (saved) setItem(StorageKey.autoLogin, { ...saved, remember: false, loginName: saved.remember ? saved.loginName : '' })
    }
    this.token = null
    this.empInfo = null
    this.vipCorp = null
    this.pnos = null
  }

  private saveToken(token: string): void {
    this.token = token
    this.userInfoFailed = false
    setItem(StorageKey.token, token)
    setItem(StorageKey.lastLoginAt, this.now())
  }
}

function defaultDeviceId(): string {
  let id = getItem<string>('deviceId')
  if (!id) {
    id = `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
    setItem('deviceId', id)
  }
  return id
}
