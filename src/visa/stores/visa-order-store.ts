/**
 * A visa order (/visa/orderDetail/{id}, /visa/cmp/{id}; the app reads `id`, or `orderId` from
 * order-type routing on the mini-program): its state, the pay countdown from the server's seconds
 * left, what cancelling now costs (the server's quote by the rule), and cancelling.
 *
 * And its progress (/visa/OrderService?orderId=): the steps with when they happened or are
 * expected, the applicants' results, the return of the passports and changing it (fill send info:
 * by courier with recipient, phone and address, or collected at the visa centre) until the
 * passports are on their way back.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/visa'
import type { DeliveryMode, VisaOrderDetail, VisaProgressReply } from '../api/visa'
import { visaDict } from '../i18n/visa'
import { validatePhone, type DeliveryField } from './visa-booking-store'

const tt = scopedT(visaDict)

export type VisaOrderApi = Pick<typeof api, 'visaOrderDetail' | 'cancelVisa'>

export class VisaOrderStore {
  readonly resource: DetailResource<string | undefined, VisaOrderDetail>
  /** Seconds left to pay, counted down from the server's figure. */
  remaining = 0
  busy = false
  message = ''

  private deadlineAt = 0
  private quietLoad = false
  private readonly api: VisaOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<VisaOrderApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { visaOrderDetail: api.visaOrderDetail, cancelVisa: api.cancelVisa, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.visaOrderDetail(id as string, this.quietLoad), {
      valid: (id) => isIdText(id, 18),
      showQuietNotFound: true,
      onLoad: (order) => {
        this.remaining = Math.max(0, order.paySecondsLeft)
        this.deadlineAt = order.status === 'AWAITING_PAYMENT' ? this.now() + this.remaining * 1000 : 0
      },
    })
    makeAutoObservable<VisaOrderStore, 'api' | 'now' | 'deadlineAt' | 'quietLoad'>(this, { api: false, now: false, deadlineAt: false, quietLoad: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): VisaOrderDetail | null {
    return this.resource.data
  }

  /** The step the order is at, with its words (for the progress summary). */
  get currentStep() {
    return this.order?.steps.find((s) => s.current) ?? null
  }

  /** Loads the order (`quiet` keeps it on screen). */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** One second of the countdown; at zero the order is read again (it shows cancelled then). */
  tick(): void {
    if (this.order?.status !== 'AWAITING_PAYMENT' || !this.deadlineAt) return
    this.remaining = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    if (this.remaining === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /** Cancels (the page asked the user first, showing the quote); true when cancelled. */
  async cancel(): Promise<boolean> {
    const o = this.order
    if (!o || this.busy) return false
    this.busy = true
    this.message = ''
    try {
      await this.api.cancelVisa(o.orderId)
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('visa.order.cancelFailed')
      })
      // The order may have moved on meanwhile: show what it is now.
      await this.load(true)
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}

export type VisaProgressApi = Pick<typeof api, 'visaProgress' | 'fillSendInfo'>

export class VisaProgressStore {
  readonly resource: DetailResource<string | undefined, VisaProgressReply>
  editing = false
  mode: DeliveryMode = 'EXPRESS'
  recipient = ''
  phone = ''
  address = ''
  errors: Partial<Record<DeliveryField, string>> = {}
  saving = false
  message = ''
  private quietLoad = false
  private readonly api: VisaProgressApi

  constructor(readonly orderId: string | undefined, apiOverrides: Partial<VisaProgressApi> = {}) {
    this.api = { visaProgress: api.visaProgress, fillSendInfo: api.fillSendInfo, ...apiOverrides }
    this.resource = new DetailResource(orderId, (id) => this.api.visaProgress(id as string, this.quietLoad), { valid: (id) => isIdText(id, 18), showQuietNotFound: true })
    makeAutoObservable<VisaProgressStore, 'api' | 'quietLoad'>(this, { api: false, quietLoad: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get progress(): VisaProgressReply | null {
    return this.resource.data
  }

  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** Opens the delivery form with what is stored (the phone is stored masked: typed again). */
  startEdit(): void {
    const d = this.progress?.delivery
    if (!d || !this.progress?.canEditDelivery) return
    this.mode = d.mode
    this.recipient = d.recipient
    this.phone = ''
    this.address = d.address
    this.errors = {}
    this.message = ''
    this.editing = true
  }

  stopEdit(): void {
    this.editing = false
    this.errors = {}
    this.message = ''
  }

  setMode(mode: DeliveryMode): void {
    this.mode = mode
    this.errors = {}
  }

  setField(field: DeliveryField, value: string): void {
    if (field === 'recipient') this.recipient = value
    else if (field === 'phone') this.phone = value.trim()
    else this.address = value
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined }
  }

  /** Checks the form (booking flows §5.4: a courier needs recipient, phone and address). */
  validate(): boolean {
    if (this.mode === 'SELF') {
      this.errors = {}
      return true
    }
    const e: Partial<Record<DeliveryField, string>> = {
      recipient: validateRequired(this.recipient, tt('visa.edit.recipient')) ?? undefined,
      phone: validateRequired(this.phone, tt('visa.edit.recipientPhone')) ?? validatePhone(this.phone) ?? undefined,
      address: validateRequired(this.address, tt('visa.edit.address')) ?? undefined,
    }
    this.errors = e
    return !e.recipient && !e.phone && !e.address
  }

  /** Saves the delivery (true when saved; the page reads the progress again). */
  async save(): Promise<boolean> {
    if (this.saving || !this.orderId || !this.validate()) return false
    this.saving = true
    this.message = ''
    try {
      await this.api.fillSendInfo(this.orderId, this.mode === 'SELF'
        ? { mode: 'SELF' }
        : { mode: 'EXPRESS', recipient: this.recipient.trim(), phone: this.phone, address: this.address.trim() })
      runInAction(() => {
        this.editing = false
      })
      await this.load(true)
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('visa.service.saveFailed')
      })
      return false
    } finally {
      runInAction(() => {
        this.saving = false
      })
    }
  }
}
