/**
 * /userCenter/Invoice/addInvoice?orderIds=1,2: the invoice for the chosen orders. The title (the
 * company's first), electronic (an e-mail address) or paper (a delivery address and the express
 * fee of its region), and the face the server computes for them (checkOrEditFace), which also
 * refuses an order that can no longer be invoiced. Submitting sends the fee the screen showed;
 * a changed fee comes back as a message and the face is read again.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateEmail } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/invoice'
import type { InvoiceDetail, InvoiceFace, InvoiceTitle, KpType } from '../api/invoice'
import { invoiceDict } from '../i18n/invoice'
import { DeliveryForm, type DeliveryApi } from './delivery-form'
import { MAX_ORDERS_PER_INVOICE } from './invoice-lists'
import { lastSaved } from './title-form-store'

const tt = scopedT(invoiceDict)

export type InvoiceFormApi = Pick<typeof api, 'titleList' | 'checkFace' | 'addInvoice'>

/** The order ids of the query ('1,2,3'): digits only, at most 50, no repeats. */
export function parseOrderIds(raw: string | undefined): string[] {
  const ids = (raw ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,10}$/.test(s))
  return [...new Set(ids)].slice(0, MAX_ORDERS_PER_INVOICE)
}

export class InvoiceFormStore {
  titles: InvoiceTitle[] = []
  titlesStatus: 'loading' | 'ready' | 'error' = 'loading'
  titleId = ''
  kpType: KpType = 1
  email: string
  emailError = ''
  remark = ''
  readonly delivery: DeliveryForm
  face: InvoiceFace | null = null
  faceError = ''
  message = ''
  busy = false
  private faceSeq = 0
  private readonly api: InvoiceFormApi

  constructor(
    readonly orderIds: string[],
    defaultEmail: string,
    apiOverrides: Partial<InvoiceFormApi> = {},
    deliveryApi: Partial<DeliveryApi> = {},
  ) {
    this.email = defaultEmail
    this.api = { titleList: api.titleList, checkFace: api.checkFace, addInvoice: api.addInvoice, ...apiOverrides }
    this.delivery = new DeliveryForm(deliveryApi)
    makeAutoObservable<InvoiceFormStore, 'api' | 'faceSeq'>(this, { api: false, faceSeq: false, delivery: false })
  }

  /** Reads the titles (again, back from adding one: that one is picked) and the face. */
  async loadTitles(): Promise<void> {
    try {
      const { list } = await this.api.titleList()
      runInAction(() => {
        this.titles = list
        this.titlesStatus = 'ready'
        const fresh = lastSaved.id && list.find((t) => t.id === lastSaved.id)
        if (fresh) {
          this.titleId = fresh.id
          lastSaved.id = null
        } else if (!list.some((t) => t.id === this.titleId)) this.titleId = list[0]?.id ?? ''
      })
      await this.refreshFace()
    } catch (e) {
      runInAction(() => {
        this.titlesStatus = 'error'
        this.message = isApiError(e) ? e.message : ''
      })
    }
  }

  async pickTitle(id: string): Promise<void> {
    this.titleId = id
    await this.refreshFace()
  }

  async setKpType(v: KpType): Promise<void> {
    this.kpType = v
    if (v === 2) void this.delivery.loadProvinces()
    await this.refreshFace()
  }

  setEmail(v: string): void {
    this.email = v
    this.emailError = ''
  }

  setRemark(v: string): void {
    this.remark = v
  }

  async pickProvince(code: string): Promise<void> {
    await this.delivery.pickProvince(code)
    await this.refreshFace()
  }

  /** The face for the current choice (an older answer never replaces a newer one). */
  async refreshFace(): Promise<void> {
    if (!this.titleId || this.orderIds.length === 0) return
    const seq = ++this.faceSeq
    try {
      const face = await this.api.checkFace({
        titleId: this.titleId,
        kpType: this.kpType,
        orderIds: this.orderIds,
        ...(this.kpType === 2 && this.delivery.province ? { province: this.delivery.province } : {}),
      })
      runInAction(() => {
        if (seq !== this.faceSeq) return
        this.face = face
        this.faceError = ''
      })
    } catch (e) {
      runInAction(() => {
        if (seq !== this.faceSeq) return
        this.face = null
        this.faceError = isApiError(e) && e.message ? e.message : tt('inv.detail.openFailed')
      })
    }
  }

  /** The express fee the screen shows (paper, province chosen). */
  get fee(): number | null {
    return this.kpType === 2 ? (this.delivery.fee?.fee ?? null) : null
  }

  /** Issues the invoice; its detail, or null (the fields or the message say why). */
  async submit(): Promise<InvoiceDetail | null> {
    if (this.busy) return null
    this.message = ''
    if (!this.titleId) {
      this.message = tt('inv.form.noTitle')
      return null
    }
    if (this.kpType === 1) {
      this.emailError = validateEmail(this.email.trim()) ?? ''
      if (this.emailError) return null
    } else if (!this.delivery.validate((f) => tt('inv.form.required', { label: tt(`inv.form.${f}`) }))) {
      return null
    }
    this.busy = true
    try {
      return await this.api.addInvoice({
        titleId: this.titleId,
        kpType: this.kpType,
        orderIds: this.orderIds,
        ...(this.kpType === 1 ? { email: this.email.trim() } : { delivery: this.delivery.toInput(), expectedFee: this.fee ?? undefined }),
        ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
      })
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('inv.detail.openFailed')
      })
      // A fee or an order that changed meanwhile: show what holds now.
      if (this.kpType === 2) await this.delivery.refreshFee()
      await this.refreshFace()
      return null
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
