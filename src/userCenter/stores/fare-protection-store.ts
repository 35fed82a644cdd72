/**
 * The administrator's fare protection card on /userCenter/company (issue 18 §1): on or off, the
 * tolerance and the hold time, checked here as the server checks them so nothing typed is lost to
 * a refusal; the rule text comes back from the server in the reply's language.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { vipCorpFareProtection, vipCorpFareProtectionEdit, type FareProtectionReply } from '../api/company-admin-api'
import { fareProtectionAdmin } from '../i18n/fare-protection-admin'

const tt = scopedT(fareProtectionAdmin)

export type FareProtectionApi = { get: typeof vipCorpFareProtection; edit: typeof vipCorpFareProtectionEdit }
const defaultApi: FareProtectionApi = { get: vipCorpFareProtection, edit: vipCorpFareProtectionEdit }

export const TOLERANCE_MAX = 30
export const HOLD_MIN = 15
export const HOLD_MAX = 2880

/** A whole number within [min, max], or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null
  const n = Number(text.trim())
  return n >= min && n <= max ? n : null
}

export class FareProtectionStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  saved: FareProtectionReply | null = null
  enabled = false
  tolerance = ''
  hold = ''
  errors: Partial<Record<'tolerance' | 'hold', string>> = {}
  saving = false
  message = ''

  constructor(private readonly api: FareProtectionApi = defaultApi) {
    makeAutoObservable<FareProtectionStore, 'api'>(this, { api: false })
  }

  private take(reply: FareProtectionReply): void {
    this.saved = reply
    this.enabled = reply.enabled === 1
    this.tolerance = String(reply.tolerancePct)
    this.hold = String(reply.holdMinutes)
    this.status = 'ready'
  }

  async load(): Promise<void> {
    try {
      const reply = await this.api.get()
      runInAction(() => this.take(reply))
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.message = isApiError(e) ? e.message : ''
      })
    }
  }

  setEnabled(on: boolean): void {
    this.enabled = on
  }

  setTolerance(v: string): void {
    this.tolerance = v
    this.errors = { ...this.errors, tolerance: undefined }
  }

  setHold(v: string): void {
    this.hold = v
    this.errors = { ...this.errors, hold: undefined }
  }

  /** Whether the form differs from what the server holds. */
  get dirty(): boolean {
    const s = this.saved
    return !!s && (this.enabled !== (s.enabled === 1) || this.tolerance.trim() !== String(s.tolerancePct) || this.hold.trim() !== String(s.holdMinutes))
  }

  async save(): Promise<boolean> {
    if (this.saving) return false
    const tolerancePct = wholeIn(this.tolerance, 0, TOLERANCE_MAX)
    const holdMinutes = wholeIn(this.hold, HOLD_MIN, HOLD_MAX)
    this.errors = {
      tolerance: tolerancePct === null ? tt('fpa.toleranceBad', { max: TOLERANCE_MAX }) : undefined,
      hold: holdMinutes === null ? tt('fpa.holdBad', { min: HOLD_MIN, max: HOLD_MAX }) : undefined,
    }
    if (tolerancePct === null || holdMinutes === null) return false
    this.saving = true
    this.message = ''
    try {
      const reply = await this.api.edit({ enabled: this.enabled ? 1 : 0, tolerancePct, holdMinutes })
      runInAction(() => this.take(reply))
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('fpa.saveFailed')
      })
      return false
    } finally {
      runInAction(() => {
        this.saving = false
      })
    }
  }
}
