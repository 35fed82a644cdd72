/**
 * /userCenter/Invoice/distributionDetail?id=: an invoice: its face, the orders (a refund after
 * invoicing flagged), and either the electronic copy (open the PDF, send it to an address) or the
 * delivery (the courier's scans, the address changeable until pickup).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateEmail } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/invoice'
import type { ExpressInfoReply, InvoiceDetail } from '../api/invoice'
import { invoiceDict } from '../i18n/invoice'
import { DeliveryForm, type DeliveryApi } from './delivery-form'

const tt = scopedT(invoiceDict)

export type InvoiceDetailApi = Pick<typeof api, 'invoiceDetail' | 'lookExpressInfo' | 'sendKpEmail' | 'invoicePdf' | 'editPsdz'>

export class InvoiceDetailStore {
  readonly resource: DetailResource<string | undefined, InvoiceDetail>
  express: ExpressInfoReply | null = null
  email = ''
  emailError = ''
  sending = false
  message = ''
  editing = false
  saving = false
  readonly delivery: DeliveryForm
  private readonly api: InvoiceDetailApi

  constructor(
    readonly id: string | undefined,
    apiOverrides: Partial<InvoiceDetailApi> = {},
    deliveryApi: Partial<DeliveryApi> = {},
  ) {
    this.api = { invoiceDetail: api.invoiceDetail, lookExpressInfo: api.lookExpressInfo, sendKpEmail: api.sendKpEmail, invoicePdf: api.invoicePdf, editPsdz: api.editPsdz, ...apiOverrides }
    this.delivery = new DeliveryForm(deliveryApi)
    this.resource = new DetailResource(id, (key) => this.api.invoiceDetail(key as string), {
      valid: (key) => isIdText(key, 10),
      onLoad: (inv) => {
        if (!this.email) this.email = inv.email
      },
    })
    makeAutoObservable<InvoiceDetailStore, 'api'>(this, { api: false, resource: false, delivery: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get invoice(): InvoiceDetail | null {
    return this.resource.data
  }

  /** The invoice and, for a paper one, where the parcel is. */
  async load(quiet = false): Promise<void> {
    await this.resource.load(quiet)
    const inv = this.invoice
    if (inv?.kpType !== 2) return
    try {
      const express = await this.api.lookExpressInfo(inv.id)
      runInAction(() => {
        this.express = express
      })
    } catch {
      /* the detail shows the state it carries */
    }
  }

  setEmail(v: string): void {
    this.email = v
    this.emailError = ''
  }

  /** Sends the electronic invoice to the address; true when queued. */
  async sendEmail(): Promise<boolean> {
    const inv = this.invoice
    if (!inv || this.sending) return false
    this.emailError = validateEmail(this.email.trim()) ?? ''
    if (this.emailError) return false
    this.sending = true
    this.message = ''
    try {
      await this.api.sendKpEmail(inv.id, this.email.trim())
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('inv.detail.openFailed')
      })
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }

  /** A fresh address of the PDF (the platform opens it). */
  async pdfUrl(): Promise<string> {
    const inv = this.invoice
    if (!inv) throw new Error('no invoice')
    return (await this.api.invoicePdf(inv.id)).url
  }

  startEdit(): void {
    const d = this.invoice?.delivery
    if (!d) return
    this.editing = true
    void this.delivery.loadProvinces().then(() => this.delivery.fill(d))
  }

  stopEdit(): void {
    this.editing = false
  }

  /** Saves the new address (the fee of its region); true when saved. */
  async saveAddress(): Promise<boolean> {
    const inv = this.invoice
    if (!inv || this.saving) return false
    if (!this.delivery.validate((f) => tt('inv.form.required', { label: tt(`inv.form.${f}`) }))) return false
    this.saving = true
    this.message = ''
    try {
      await this.api.editPsdz({ id: inv.id, delivery: this.delivery.toInput(), expectedFee: this.delivery.fee?.fee })
      runInAction(() => {
        this.editing = false
      })
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('inv.detail.openFailed')
      })
      await this.load(true)
      return false
    } finally {
      runInAction(() => {
        this.saving = false
      })
    }
  }
}
