import { makeAutoObservable, runInAction } from 'mobx'
import { phoneBinding, smsCodeGet } from '../../../core/api/auth'
import { validateMobile, validateSmsCode } from '../../../core/domain/validators'
import { isApiError } from '../../../core/http/envelope'
import { scopedT, t } from '../../../core/i18n/index'
import { modifyMobileWords } from '../../../userCenter/i18n/modify-mobile'

const ta = scopedT(modifyMobileWords)

export interface ModifyMobileApi {
  sendCode: (phone: string) => Promise<unknown>
  bind: (phone: string, smsCode: string) => Promise<unknown>
}

const defaultApi: ModifyMobileApi = {
  sendCode: (phone) => smsCodeGet(phone, 'modifyMobile'),
  bind: (phone, smsCode) => phoneBinding(phone, smsCode),
}

/** What the store needs of the session: the current number and a fresh user info after the change. */
export interface MobileSession {
  readonly empInfo: { phoneNumber?: string } | null
  loadUserInfo(): Promise<void>
}

/** 13800000001 -> 138****0001; anything else (already masked, a landline) is shown as it is. */
export function maskMobile(phone: string | undefined | null): string {
  const p = (phone ?? '').trim()
  return /^\d{11}$/.test(p) ? `${p.slice(0, 3)}****${p.slice(7)}` : p
}

/** /userCenter/settings/modifyMobile: a new mobile number proven by an SMS code (scene modifyMobile). */
export class ModifyMobileStore {
  phone = ''
  smsCode = ''
  submitting = false
  done = false
  error = ''
  fieldErrors: { phone?: string; smsCode?: string } = {}
  codePhone = ''
  codeSentAt = 0

  constructor(
    private readonly session: MobileSession,
    private readonly api: ModifyMobileApi = defaultApi,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<ModifyMobileStore, 'session' | 'api' | 'now'>(this, { session: false, api: false, now: false })
  }

  get currentPhone(): string {
    return this.session.empInfo?.phoneNumber ?? ''
  }

  get maskedCurrent(): string {
    return maskMobile(this.currentPhone)
  }

  set(key: 'phone' | 'smsCode', value: string): void {
    this[key] = value.replace(/\s+/g, '')
    this.error = ''
    this.fieldErrors[key] = undefined
  }

  setFieldError(key: 'phone' | 'smsCode', message: string | null): void {
    this.fieldErrors[key] = message ?? undefined
  }

  /** The new number must be valid and differ from the current one (same rule before sending). */
  phoneError(phone: string): string | null {
    return validateMobile(phone) ?? (phone === this.currentPhone ? ta('account.sameMobile') : null)
  }

  /** Sends the code; the button has already checked the number with phoneError. */
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
    const phone = this.phoneError(this.phone)
    const code = validateSmsCode(this.smsCode)
    this.fieldErrors = { phone: phone ?? undefined, smsCode: code ?? undefined }
    return !phone && !code
  }

  /** True once the number is changed and the user info reloaded; fields keep their values on failure. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.done || !this.validate()) return false
    this.submitting = true
    this.error = ''
    try {
      await this.api.bind(this.phone, this.smsCode)
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
    // The change is made; a failed reload only leaves the old number on screen until the next one.
    await this.session.loadUserInfo().catch(() => undefined)
    runInAction(() => {
      this.submitting = false
      this.done = true
    })
    return true
  }
}
