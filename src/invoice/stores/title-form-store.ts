/**
 * /userCenter/Invoice/addInvoiceTitle: a new title of the caller (or one of theirs, with `id`):
 * company or individual, the name, and the taxpayer number checked by the server's own rule
 * before sending (required for a company, optional for an individual).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/invoice'
import type { InvoiceTitle, UnitType } from '../api/invoice'
import { checkTaxNumber, normaliseTaxNumber } from '../domain/tax-number'
import { invoiceDict } from '../i18n/invoice'

const tt = scopedT(invoiceDict)

/** The title added last on this device: the invoice form picks it when it shows again. */
export const lastSaved: { id: string | null } = { id: null }

export type TitleApi = Pick<typeof api, 'editTitle' | 'titleDetail'>

export class TitleFormStore {
  unitType: UnitType = 1
  gsmc = ''
  nsrsbh = ''
  errors: { gsmc?: string; nsrsbh?: string } = {}
  message = ''
  busy = false
  private readonly api: TitleApi

  constructor(
    readonly id: string | undefined,
    apiOverrides: Partial<TitleApi> = {},
  ) {
    this.api = { editTitle: api.editTitle, titleDetail: api.titleDetail, ...apiOverrides }
    makeAutoObservable<TitleFormStore, 'api'>(this, { api: false })
  }

  /** Editing: reads the title. */
  async load(): Promise<void> {
    if (!this.id) return
    try {
      const t = await this.api.titleDetail(this.id)
      runInAction(() => {
        this.unitType = t.unitType
        this.gsmc = t.gsmc
        this.nsrsbh = t.nsrsbh
      })
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : ''
      })
    }
  }

  setUnitType(v: UnitType): void {
    this.unitType = v
    this.errors = {}
  }

  setGsmc(v: string): void {
    this.gsmc = v
    this.errors = { ...this.errors, gsmc: undefined }
  }

  setNsrsbh(v: string): void {
    this.nsrsbh = v
    this.errors = { ...this.errors, nsrsbh: undefined }
  }

  /** The form's errors by the rule (empty: it may go). */
  validate(): boolean {
    const errors: { gsmc?: string; nsrsbh?: string } = {}
    if (!this.gsmc.trim()) errors.gsmc = tt('inv.title.gsmcRequired')
    const verdict = checkTaxNumber(normaliseTaxNumber(this.nsrsbh))
    if (verdict !== 'OK' && !(verdict === 'EMPTY' && this.unitType === 2)) errors.nsrsbh = tt(`inv.title.tax${verdict}`)
    this.errors = errors
    return !errors.gsmc && !errors.nsrsbh
  }

  /** Saves; the saved title, or null (the message says why). */
  async save(): Promise<InvoiceTitle | null> {
    if (this.busy || !this.validate()) return null
    this.busy = true
    this.message = ''
    try {
      const saved = await this.api.editTitle({
        ...(this.id ? { id: this.id } : {}),
        gsmc: this.gsmc.trim(),
        nsrsbh: normaliseTaxNumber(this.nsrsbh),
        unitType: this.unitType,
      })
      lastSaved.id = saved.id
      return saved
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : ''
      })
      return null
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
