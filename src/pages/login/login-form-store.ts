import { makeAutoObservable, runInAction } from 'mobx'
import { getValidateCode } from '../../core/api/auth'
import { scopedT, t } from '../../core/i18n/index'
import type { SessionStore, LoginOutcome } from '../../core/stores/session-store'
import { loginDict } from './login-dict'

type CaptchaApi = typeof getValidateCode
const tt = scopedT(loginDict)

/**
 * Where a successful login goes. `startSession`: load the menu rights and badges first.
 * `reload`: open it with a fresh start (a full page load on H5) rather than a relaunch.
 */
export interface Landing {
  route: string
  startSession: boolean
  reload: boolean
}

/**
 * A must-change-password account goes to the forced change screen and loads nothing else: the
 * server holds such a session to user info, the change and logout until the password is changed.
 * It goes there by a fresh start because the route guard sends a signed-in /login to /home the
 * moment the token is stored, and a second relaunch racing that one can leave /home on screen
 * under the change screen's address.
 */
export function landingAfterLogin(outcome: { mustChangePassword: boolean }): Landing {
  if (outcome.mustChangePassword) return { route: '/userCenter/settings/modifyPassword?force=1', startSession: false, reload: true }
  return { route: '/home', startSession: true, reload: false }
}

/** The login form: what the user typed survives every failure; the captcha appears when the server asks. */
export class LoginFormStore {
  loginName = ''
  password = ''
  remember = true
  showPassword = false
  needCaptcha = false
  captchaId = ''
  captchaImage = ''
  captchaCode = ''
  submitting = false
  error = ''
  fieldErrors: { loginName?: string; password?: string; captcha?: string } = {}

  constructor(
    private readonly session: SessionStore,
    private readonly corpNo: string | undefined,
    private readonly captchaApi: CaptchaApi = getValidateCode,
  ) {
    makeAutoObservable(this)
    const saved = session.autoLogin
    if (saved?.remember && saved.loginName) this.loginName = saved.loginName
    if (saved) this.remember = saved.remember
  }

  set<K extends 'loginName' | 'password' | 'captchaCode'>(key: K, value: string): void {
    this[key] = value
    this.error = ''
    if (key === 'captchaCode') this.fieldErrors.captcha = undefined
    else this.fieldErrors[key as 'loginName' | 'password'] = undefined
  }

  toggleRemember(): void {
    this.remember = !this.remember
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword
  }

  async refreshCaptcha(): Promise<void> {
    try {
      const c = await this.captchaApi()
      runInAction(() => {
        this.captchaId = c.validateCodeId
        this.captchaImage = c.image
        this.captchaCode = ''
      })
    } catch {
      /* the client already showed why; the user can tap the image again */
    }
  }

  private validate(): boolean {
    const errs: LoginFormStore['fieldErrors'] = {}
    if (!this.loginName.trim()) errs.loginName = t('common.required', { label: t('auth.loginName') })
    if (!this.password) errs.password = t('common.required', { label: t('auth.password') })
    if (this.needCaptcha && !this.captchaCode.trim()) errs.captcha = t('common.required', { label: t('auth.captcha') })
    this.fieldErrors = errs
    return Object.keys(errs).length === 0
  }

  /**
   * Returns the outcome; on failure the form keeps its values and shows the server's message once,
   * inline. When the server first asks for a captcha the form had not shown, the message says a
   * captcha is now required (the server's words when it gives some).
   */
  async submit(): Promise<LoginOutcome | null> {
    if (this.submitting || !this.validate()) return null
    const captchaShown = this.needCaptcha
    this.submitting = true
    this.error = ''
    const outcome = await this.session.login({
      loginName: this.loginName,
      password: this.password,
      remember: this.remember,
      validateCode: this.needCaptcha ? this.captchaCode.trim() : undefined,
      validateCodeId: this.needCaptcha ? this.captchaId : undefined,
      corpNo: this.corpNo,
    })
    runInAction(() => {
      this.submitting = false
      if (!outcome.ok) {
        this.error = outcome.message || (outcome.needValidateCode && !captchaShown ? tt('captchaNowRequired') : '')
        if (outcome.needValidateCode) this.needCaptcha = true
      }
    })
    if (!outcome.ok && this.needCaptcha) await this.refreshCaptcha()
    return outcome
  }
}
