import { makeAutoObservable, runInAction } from 'mobx'
import { getOpenId, smsCodeCheck, smsCodeGet, validPhoneWithCorp } from '../../../core/api/auth'
import { validateMobile, validateSmsCode } from '../../../core/domain/validators'
import { isApiError } from '../../../core/http/envelope'
import { t } from '../../../core/i18n/index'
import { miniProgramLoginCode } from '../../../core/platform/login'
import { getItem, setItem, StorageKey } from '../../../core/platform/storage'
import type { AutoLogin } from '../../../core/stores/session-store'

/** What binding proves to validPhoneWithCorp: the number, the WeChat user and the checked code. */
export interface BindProof {
  phone: string
  openId: string
  smsCode: string
}

export interface BindApi {
  /** The mini-program's wx.login code; null in a browser. */
  loginCode: () => Promise<string | null>
  getOpenId: (code: string) => Promise<{ openid: string }>
  sendCode: (phone: string) => Promise<unknown>
  checkCode: (phone: string, code: string) => Promise<{ ticket: string }>
  bind: (proof: BindProof) => Promise<{ token: string }>
  /** Opens a session from the token (SessionStore.adoptToken). */
  adoptToken: (token: string) => Promise<void>
  /** Browser path: the checked number becomes the remembered login name. */
  rememberLoginName: (phone: string) => void
}

export function defaultBindApi(adoptToken: (token: string) => Promise<void>): BindApi {
  return {
    loginCode: () => miniProgramLoginCode(),
    getOpenId: (code) => getOpenId(code),
    sendCode: (phone) => smsCodeGet(phone, 'bind'),
    checkCode: (phone, code) => smsCodeCheck(phone, 'bind', code),
    bind: (proof) => validPhoneWithCorp(proof),
    adoptToken,
    rememberLoginName: (phone) => {
      const saved = getItem<AutoLogin>(StorageKey.autoLogin)
      setItem(StorageKey.autoLogin, { loginName: phone, remember: true, corpNo: saved?.corpNo })
    },
  }
}

/**
 * 'connecting': asking WeChat who this is; 'ready': mini-program, can bind; 'browser': no WeChat
 * login here (H5), the number can only be verified; 'failed': getOpenId failed, retry offered.
 */
export type BindPhase = 'connecting' | 'ready' | 'browser' | 'failed'

export type BindOutcome = 'bound' | 'verified'

/**
 * /bindPhone: links the WeChat user of the mini-program to the employee with this mobile number,
 * then signs in. The platform difference is only whether miniProgramLoginCode() gives a code.
 */
export class BindPhoneStore {
  phase: BindPhase = 'connecting'
  openId = ''
  phone = ''
  smsCode = ''
  submitting = false
  done = false
  error = ''
  fieldErrors: { phone?: string; smsCode?: string } = {}
  codePhone = ''
  codeSentAt = 0

  constructor(
    private readonly api: BindApi,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<BindPhoneStore, 'api' | 'now'>(this, { api: false, now: false })
  }

  get canBind(): boolean {
    return this.phase === 'ready'
  }

  /** Resolves the WeChat user; in a browser settles on 'browser'. */
  async init(): Promise<void> {
    this.phase = 'connecting'
    const code = await this.api.loginCode()
    if (!code) {
      runInAction(() => {
        this.phase = 'browser'
      })
      return
    }
    try {
      const { openid } = await this.api.getOpenId(code)
      runInAction(() => {
        this.openId = openid
        this.phase = openid ? 'ready' : 'failed'
      })
    } catch {
      runInAction(() => {
        this.phase = 'failed'
      })
    }
  }

  set(key: 'phone' | 'smsCode', value: string): void {
    this[key] = value.replace(/\s+/g, '')
    this.error = ''
    this.fieldErrors[key] = undefined
  }

  setFieldError(key: 'phone' | 'smsCode', message: string | null): void {
    this.fieldErrors[key] = message ?? undefined
  }

  async sendCode(phone: string): Promise<unknown> {
    const reply = await this.api.sendCode(phone)
    runInAction(() => {
      this.codePhone = phone
      this.codeSentAt = this.now()
      this.fieldErrors.phone = undefined
    })
    return reply
  }

  validate(): boolean {
    const phone = validateMobile(this.phone)
    const code = validateSmsCode(this.smsCode)
    this.fieldErrors = { phone: phone ?? undefined, smsCode: code ?? undefined }
    return !phone && !code
  }

  /**
   * Mini-program: bind with the code, open the session ('bound'). Browser: check the code and
   * remember the number for password login ('verified'). Null when something failed; the fields
   * keep what was typed.
   */
  async submit(): Promise<BindOutcome | null> {
    if (this.submitting || this.done) return null
    if (this.phase !== 'ready' && this.phase !== 'browser') return null
    if (!this.validate()) return null
    this.submitting = true
    this.error = ''
    try {
      if (this.phase === 'browser') {
        await this.api.checkCode(this.phone, this.smsCode)
        this.api.rememberLoginName(this.phone)
        this.finish()
        return 'verified'
      }
      // The server checks the SMS code itself when binding (checking it first would use it up).
      const { token } = await this.api.bind({ phone: this.phone, openId: this.openId, smsCode: this.smsCode })
      if (!token) throw new Error('no token')
      await this.api.adoptToken(token)
      this.finish()
      return 'bound'
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return null
    }
  }

  private finish(): void {
    this.submitting = false
    this.done = true
  }
}
