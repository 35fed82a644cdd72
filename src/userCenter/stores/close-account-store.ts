/**
 * /userCenter/settings/closeAccount (vipCancel): the warning, an SMS code sent to the mobile on
 * file (the number is never typed: the server uses its own), an explicit agreement, then the
 * closure. Once closed the session is gone on the server; the page shows the outcome and leads
 * back to sign-in.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateSmsCode } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT, t } from '../../core/i18n/index'
import { closeAccountCode, vipCancel } from '../api/user-data'
import { commonInfo } from '../i18n/common-info'

const tt = scopedT(commonInfo)

export type CloseAccountApi = { sendCode: typeof closeAccountCode; close: typeof vipCancel }
const defaultApi: CloseAccountApi = { sendCode: closeAccountCode, close: vipCancel }

export class CloseAccountStore {
  smsCode = ''
  agreed = false
  phoneMasked = ''
  /** When the last code was sent (ms), 0 before the first. */
  sentAt = 0
  sending = false
  submitting = false
  /** 'YYYY-MM-DD' until which the orders are kept, once closed. */
  keptUntil = ''
  error = ''
  codeError = ''

  constructor(
    /** The mobile on file, as the session knows it (the demo outbox is read by it). */
    readonly phone: string,
    private readonly api: CloseAccountApi = defaultApi,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<CloseAccountStore, 'api' | 'now'>(this, { api: false, now: false })
  }

  get closed(): boolean {
    return this.keptUntil !== ''
  }

  setCode(value: string): void {
    this.smsCode = value.replace(/\D+/g, '')
    this.codeError = ''
    this.error = ''
  }

  setAgreed(on: boolean): void {
    this.agreed = on
    this.error = ''
  }

  async sendCode(): Promise<boolean> {
    if (this.sending) return false
    this.sending = true
    try {
      const reply = await this.api.sendCode()
      runInAction(() => {
        this.phoneMasked = reply.phoneMasked
        this.sentAt = this.now()
        this.sending = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.sending = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
  }

  /** The checks before the confirmation dialog: a code was sent, it has 6 digits, the box is ticked. */
  check(): boolean {
    if (!this.sentAt) this.codeError = tt('ca.sendFirst')
    else this.codeError = validateSmsCode(this.smsCode) ?? ''
    if (!this.codeError && !this.agreed) this.error = tt('ca.mustAgree')
    return !this.codeError && !this.error
  }

  async submit(): Promise<boolean> {
    if (this.submitting || this.closed || !this.check()) return false
    this.submitting = true
    try {
      const reply = await this.api.close(this.smsCode)
      runInAction(() => {
        this.keptUntil = reply.ordersKeptUntil
        this.submitting = false
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
