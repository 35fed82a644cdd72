import { makeAutoObservable, runInAction } from 'mobx'
import { getValidateCode, vipEmpResetPwd } from '../../../core/api/auth'
import type {
  ResetPwdStep1,
  ResetPwdStep1Reply,
  ResetPwdStep2,
  ResetPwdStep2Reply,
  ResetPwdStep3,
  ValidateCodeReply,
} from '../../../core/api/types'
import {
  validateMobile,
  validatePassword,
  validatePasswordConfirm,
  validateRequired,
  validateSmsCode,
} from '../../../core/domain/validators'
import { isApiError } from '../../../core/http/envelope'
import { scopedT, t } from '../../../core/i18n/index'
import { accountWords } from '../../../account/i18n/words'

const ta = scopedT(accountWords)

/** The three calls of vipEmpResetPwd plus the captcha; injectable so the stores test with fakes. */
export interface ResetApi {
  captcha: () => Promise<ValidateCodeReply>
  step1: (body: ResetPwdStep1) => Promise<ResetPwdStep1Reply>
  step2: (body: ResetPwdStep2) => Promise<ResetPwdStep2Reply>
  step3: (body: ResetPwdStep3) => Promise<unknown>
}

export const defaultResetApi: ResetApi = {
  captcha: () => getValidateCode(),
  step1: (body) => vipEmpResetPwd(body),
  step2: (body) => vipEmpResetPwd(body),
  step3: (body) => vipEmpResetPwd(body),
}

/**
 * Query values as the page gets them: the mini-program hands them over still percent-encoded,
 * H5 already decoded; decoding a decoded value that holds a stray '%' must not throw.
 */
export function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : t('account.failed')
}

/**
 * The full number behind a reset, kept in memory only (never in the URL) and only when the user
 * typed a mobile number as the account: step 2 passes it to the demo SMS inbox. Keyed by resetId so
 * a stale value never shows for another reset.
 */
const knownPhones = new Map<string, string>()

export function phoneForReset(resetId: string, maskedPhone: string): string {
  return knownPhones.get(resetId) ?? maskedPhone
}

/** Step 1 (/resetPassword/firstStep): account + captcha; the server then texts a code to the account's phone. */
export class ResetStep1Store {
  loginName = ''
  captchaCode = ''
  captchaId = ''
  captchaImage = ''
  captchaFailed = false
  submitting = false
  error = ''
  fieldErrors: { loginName?: string; captcha?: string } = {}

  constructor(private readonly api: ResetApi = defaultResetApi) {
    makeAutoObservable<ResetStep1Store, 'api'>(this, { api: false })
  }

  set(key: 'loginName' | 'captchaCode', value: string): void {
    this[key] = key === 'captchaCode' ? value.replace(/\s+/g, '') : value
    this.error = ''
    if (key === 'captchaCode') this.fieldErrors.captcha = undefined
    else this.fieldErrors.loginName = undefined
  }

  /** A fresh captcha (the server's are single-use): on open, on tap, after every refusal. */
  async refreshCaptcha(): Promise<void> {
    try {
      const c = await this.api.captcha()
      runInAction(() => {
        this.captchaId = c.validateCodeId
        this.captchaImage = c.image
        this.captchaCode = ''
        this.captchaFailed = false
      })
    } catch {
      runInAction(() => {
        this.captchaFailed = true
      })
    }
  }

  validate(): boolean {
    const errs: ResetStep1Store['fieldErrors'] = {}
    const name = validateRequired(this.loginName, ta('account.resetAccount'))
    const captcha = validateRequired(this.captchaCode, ta('account.captcha'))
    if (name) errs.loginName = name
    if (captcha) errs.captcha = captcha
    this.fieldErrors = errs
    return !name && !captcha
  }

  /** The reply for step 2, or null (the account stays filled in; the captcha is replaced). */
  async submit(): Promise<ResetPwdStep1Reply | null> {
    if (this.submitting || !this.validate()) return null
    this.submitting = true
    this.error = ''
    const loginName = this.loginName.trim()
    try {
      const reply = await this.api.step1({ step: 1, loginName, validateCode: this.captchaCode, validateCodeId: this.captchaId })
      if (!validateMobile(loginName)) knownPhones.set(reply.resetId, loginName)
      runInAction(() => {
        this.submitting = false
      })
      return reply
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = messageOf(e)
      })
      await this.refreshCaptcha()
      return null
    }
  }
}

/** Step 2 (/resetPassword/secondStep): the 6-digit code sent to the masked number. */
export class ResetStep2Store {
  smsCode = ''
  submitting = false
  error = ''
  readonly sentAt: number

  constructor(
    readonly resetId: string,
    readonly maskedPhone: string,
    private readonly api: ResetApi = defaultResetApi,
    now: () => number = () => Date.now(),
  ) {
    this.sentAt = now()
    makeAutoObservable<ResetStep2Store, 'api'>(this, { api: false, resetId: false, maskedPhone: false, sentAt: false })
  }

  /** Reached without what step 1 hands over (a typed or stale URL). */
  get missing(): boolean {
    return !this.resetId || !this.maskedPhone
  }

  set(value: string): void {
    this.smsCode = value.replace(/\s+/g, '')
    this.error = ''
  }

  /** The ticket for step 3, or null with the error under the code field. */
  async submit(): Promise<string | null> {
    if (this.submitting || this.missing) return null
    const invalid = validateSmsCode(this.smsCode)
    if (invalid) {
      this.error = invalid
      return null
    }
    this.submitting = true
    this.error = ''
    try {
      const { ticket } = await this.api.step2({ step: 2, resetId: this.resetId, smsCode: this.smsCode })
      knownPhones.delete(this.resetId)
      runInAction(() => {
        this.submitting = false
      })
      return ticket
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = messageOf(e)
      })
      return null
    }
  }
}

/** Step 3 (/resetPassword/thirdStep): the new password, proven by step 2's ticket. */
export class ResetStep3Store {
  password = ''
  confirm = ''
  showPassword = false
  submitting = false
  done = false
  error = ''
  fieldErrors: { password?: string; confirm?: string } = {}

  constructor(
    readonly ticket: string,
    private readonly api: ResetApi = defaultResetApi,
  ) {
    makeAutoObservable<ResetStep3Store, 'api'>(this, { api: false, ticket: false })
  }

  get missing(): boolean {
    return !this.ticket
  }

  set(key: 'password' | 'confirm', value: string): void {
    this[key] = value
    this.error = ''
    this.fieldErrors[key] = undefined
    if (key === 'password') this.fieldErrors.confirm = undefined
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword
  }

  validate(): boolean {
    const errs: ResetStep3Store['fieldErrors'] = {}
    const pwd = validatePassword(this.password)
    const confirm = validateRequired(this.confirm, ta('account.confirmPassword')) ?? validatePasswordConfirm(this.password, this.confirm)
    if (pwd) errs.password = pwd
    if (confirm) errs.confirm = confirm
    this.fieldErrors = errs
    return !pwd && !confirm
  }

  /** True once the password is changed; the page then shows the way back to login. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.done || this.missing || !this.validate()) return false
    this.submitting = true
    this.error = ''
    try {
      await this.api.step3({ step: 3, ticket: this.ticket, pwd: this.password })
      runInAction(() => {
        this.submitting = false
        this.done = true
        // Nothing of the new password stays in memory once it is set.
        this.password = ''
        this.confirm = ''
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = messageOf(e)
      })
      return false
    }
  }
}
