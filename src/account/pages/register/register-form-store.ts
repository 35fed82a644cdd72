import { makeAutoObservable, runInAction } from 'mobx'
import { getRegisterSmsCode, userRegister } from '../../../core/api/auth'
import type { RegisterRequest } from '../../../core/api/types'
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
import { setItem, StorageKey } from '../../../core/platform/storage'
import type { AutoLogin } from '../../../core/stores/session-store'

const ta = scopedT(accountWords)

export interface RegisterApi {
  sendCode: (phone: string) => Promise<unknown>
  register: (body: RegisterRequest) => Promise<{ empNo: string }>
  /** Remembers the new login for the login page (AutoLogin, never a password). */
  remember: (saved: AutoLogin) => void
}

const defaultApi: RegisterApi = {
  sendCode: (phone) => getRegisterSmsCode(phone),
  register: (body) => userRegister(body),
  remember: (saved) => setItem(StorageKey.autoLogin, saved),
}

export type RegisterField = 'empName' | 'phone' | 'smsCode' | 'password' | 'confirm' | 'corpNo'

/** Inputs whose spaces are typing noise (numbers and codes); names and passwords are kept as typed. */
const NO_SPACES: readonly RegisterField[] = ['phone', 'smsCode', 'corpNo']

/**
 * The registration form (/register, /register/{corpNo}). Every field is checked with the domain
 * validators; what the user typed survives every client and server error. Without a company code
 * the user registers as a personal user.
 */
/** A self-registration form's fields (userRegister, and an invitation's userRegisterForQr). */
export type RegistrationFields = Pick<RegisterFormStore, 'empName' | 'phone' | 'smsCode' | 'password' | 'confirm'>

/** The messages of a self-registration form's own fields, by field (none when all is well). */
export function registrationErrors(f: RegistrationFields): Partial<Record<Exclude<RegisterField, 'corpNo'>, string>> {
  const errs: Partial<Record<Exclude<RegisterField, 'corpNo'>, string>> = {}
  const put = (k: Exclude<RegisterField, 'corpNo'>, m: string | null) => {
    if (m) errs[k] = m
  }
  put('empName', validateRequired(f.empName, ta('account.name')))
  put('phone', validateMobile(f.phone))
  put('smsCode', validateSmsCode(f.smsCode))
  put('password', validatePassword(f.password))
  put('confirm', validateRequired(f.confirm, ta('account.confirmPassword')) ?? validatePasswordConfirm(f.password, f.confirm))
  return errs
}

export class RegisterFormStore {
  empName = ''
  phone = ''
  smsCode = ''
  password = ''
  confirm = ''
  corpNo = ''
  showPassword = false
  submitting = false
  /** Registered: the page is on its way to /login; further taps do nothing. */
  done = false
  error = ''
  fieldErrors: Partial<Record<RegisterField, string>> = {}
  /** The number and time of the last code sent (the demo SMS inbox reads them). */
  codePhone = ''
  codeSentAt = 0

  private readonly api: RegisterApi

  /** `api` replaces any of the real calls (tests pass fakes); the rest stay the real ones. */
  constructor(
    corpNo: string | undefined,
    api: Partial<RegisterApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { ...defaultApi, ...api }
    makeAutoObservable<RegisterFormStore, 'api' | 'now'>(this, { api: false, now: false })
    this.corpNo = (corpNo ?? '').trim()
  }

  set(key: RegisterField, value: string): void {
    this[key] = NO_SPACES.includes(key) ? value.replace(/\s+/g, '') : value
    this.error = ''
    this.fieldErrors[key] = undefined
    // A changed password makes the old mismatch message wrong.
    if (key === 'password') this.fieldErrors.confirm = undefined
  }

  setFieldError(key: RegisterField, message: string | null): void {
    this.fieldErrors[key] = message ?? undefined
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword
  }

  /** Sends the registration code; rejects (and the button resets) when the server refuses. */
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
    const errs: RegisterFormStore['fieldErrors'] = registrationErrors(this)
    this.fieldErrors = errs
    return Object.keys(errs).length === 0
  }

  /** True when the account was created; the page then says so and goes to /login. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.done) return false
    if (!this.validate()) return false
    this.submitting = true
    this.error = ''
    const corpNo = this.corpNo.trim() || undefined
    try {
      await this.api.register({
        phone: this.phone,
        smsCode: this.smsCode,
        password: this.password,
        empName: this.empName.trim(),
        corpNo,
      })
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = messageOf(e)
      })
      return false
    }
    // The login page opens with the new number filled in.
    this.api.remember({ loginName: this.phone, remember: true, corpNo })
    runInAction(() => {
      this.submitting = false
      this.done = true
    })
    return true
  }
}

function messageOf(e: unknown): string {
  return isApiError(e) && e.message ? e.message : t('account.failed')
}
