import { makeAutoObservable, runInAction } from 'mobx'
import { getRegisterSmsCode } from '../../../core/api/auth'
import { isApiError } from '../../../core/http/envelope'
import { t } from '../../../core/i18n/index'
import { setItem, StorageKey } from '../../../core/platform/storage'
import type { AutoLogin } from '../../../core/stores/session-store'
import { registrationErrors } from '../register/register-form-store'
import { userRegisterForQr, vipDeptTreeForEmpQr, type DeptTreeReply } from './invite-api'

export interface InviteFormApi {
  tree: typeof vipDeptTreeForEmpQr
  sendCode: (phone: string) => Promise<unknown>
  register: typeof userRegisterForQr
  /** Remembers the new login for the login page (never a password). */
  remember: (saved: AutoLogin) => void
}

const defaultApi: InviteFormApi = {
  tree: vipDeptTreeForEmpQr,
  sendCode: (phone) => getRegisterSmsCode(phone),
  register: userRegisterForQr,
  remember: (saved) => setItem(StorageKey.autoLogin, saved),
}

export type InviteField = 'empName' | 'phone' | 'smsCode' | 'password' | 'confirm'

/**
 * Registering through an administrator's invitation (/Invitation?code=): the link's company and
 * departments (vipDeptTreeForEmpQr), then name, mobile with its SMS code, password and department
 * (userRegisterForQr). What the user typed survives every error.
 */
export class InviteFormStore {
  status: 'loading' | 'ready' | 'invalid' | 'error' = 'loading'
  invite: DeptTreeReply | null = null
  deptId = ''
  empName = ''
  phone = ''
  smsCode = ''
  password = ''
  confirm = ''
  submitting = false
  done = false
  error = ''
  fieldErrors: Partial<Record<InviteField, string>> = {}
  codePhone = ''
  codeSentAt = 0
  private readonly api: InviteFormApi

  constructor(
    readonly code: string,
    api: Partial<InviteFormApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { ...defaultApi, ...api }
    makeAutoObservable<InviteFormStore, 'api' | 'now'>(this, { api: false, now: false })
  }

  get deptName(): string {
    return this.invite?.departments.find((d) => d.id === this.deptId)?.name ?? ''
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const invite = await this.api.tree(this.code)
      runInAction(() => {
        this.invite = invite
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        // 4009: unknown, forged or expired; 4000: not even shaped like a token.
        this.status = isApiError(e) && (e.errCode === 4009 || e.errCode === 4000) ? 'invalid' : 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  set(key: InviteField, value: string): void {
    this[key] = key === 'phone' || key === 'smsCode' ? value.replace(/\s+/g, '') : value
    this.error = ''
    this.fieldErrors[key] = undefined
    if (key === 'password') this.fieldErrors.confirm = undefined
  }

  setFieldError(key: InviteField, message: string | null): void {
    this.fieldErrors[key] = message ?? undefined
  }

  setDept(id: string): void {
    this.deptId = id
  }

  async sendCode(phone: string): Promise<unknown> {
    const reply = await this.api.sendCode(phone)
    runInAction(() => {
      this.codePhone = phone
      this.codeSentAt = this.now()
    })
    return reply
  }

  validate(): boolean {
    const errs: InviteFormStore['fieldErrors'] = registrationErrors(this)
    this.fieldErrors = errs
    return Object.keys(errs).length === 0
  }

  /** True when registered; the page then goes to /login with the mobile filled in. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.done || !this.validate()) return false
    this.submitting = true
    this.error = ''
    try {
      const reply = await this.api.register({
        code: this.code,
        empName: this.empName.trim(),
        phone: this.phone,
        smsCode: this.smsCode,
        password: this.password,
        deptId: this.deptId,
      })
      this.api.remember({ loginName: reply.loginName, remember: true, corpNo: this.invite?.corpNo })
      runInAction(() => {
        this.submitting = false
        this.done = true
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
  }
}
