/**
 * Where a paper invoice goes: recipient, mobile, province and city from the province-city data
 * (geo 10910), district, address and post code, and the express fee the server matches for the
 * province (matchFee). Shared by the invoice form and the change of address on the detail.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { geoStatic, type GeoProvince } from '../../core/api/geo'
import { validateMobile } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { getLocale } from '../../core/i18n/index'
import * as api from '../api/invoice'
import type { DeliveryInput, MatchFeeReply } from '../api/invoice'

export type DeliveryField = 'recipient' | 'mobile' | 'province' | 'city' | 'addr' | 'post'

export type DeliveryApi = Pick<typeof api, 'matchFee'> & { provinces: () => Promise<GeoProvince[]> }

const defaultApi: DeliveryApi = {
  matchFee: api.matchFee,
  provinces: async () => (await geoStatic('10910', getLocale() === 'en-US' ? 'en' : 'zh')).list as GeoProvince[],
}

export class DeliveryForm {
  recipient = ''
  mobile = ''
  province = ''
  city = ''
  area = ''
  addr = ''
  post = ''
  provinces: GeoProvince[] = []
  fee: MatchFeeReply | null = null
  feeError = ''
  errors: Partial<Record<DeliveryField, string>> = {}
  private readonly api: DeliveryApi

  constructor(apiOverrides: Partial<DeliveryApi> = {}) {
    this.api = { ...defaultApi, ...apiOverrides }
    makeAutoObservable<DeliveryForm, 'api'>(this, { api: false })
  }

  /** Reads the provinces once (the pickers need them). */
  async loadProvinces(): Promise<void> {
    if (this.provinces.length) return
    try {
      const list = await this.api.provinces()
      runInAction(() => {
        this.provinces = list
      })
    } catch {
      /* the picker shows none and the form says the province is missing */
    }
  }

  get provinceName(): string {
    return this.provinces.find((p) => p.code === this.province)?.name ?? ''
  }

  get cities(): { code: string; name: string }[] {
    return this.provinces.find((p) => p.code === this.province)?.cities ?? []
  }

  get cityName(): string {
    return this.cities.find((c) => c.code === this.city)?.name ?? ''
  }

  set(field: 'recipient' | 'mobile' | 'area' | 'addr' | 'post', value: string): void {
    this[field] = value
    if (field in this.errors) this.errors = { ...this.errors, [field]: undefined }
  }

  /** A province picked: its cities apply, and the fee is matched again. */
  async pickProvince(code: string): Promise<void> {
    if (code === this.province) return
    this.province = code
    this.city = ''
    this.errors = { ...this.errors, province: undefined }
    this.fee = null
    await this.refreshFee()
  }

  /** Matches the fee of the chosen province again (it may have changed: the server decides it). */
  async refreshFee(): Promise<void> {
    const code = this.province
    if (!code) return
    this.feeError = ''
    try {
      const fee = await this.api.matchFee(code)
      runInAction(() => {
        if (this.province === code) this.fee = fee
      })
    } catch (e) {
      runInAction(() => {
        if (this.province === code) this.feeError = isApiError(e) ? e.message : ''
      })
    }
  }

  pickCity(code: string): void {
    this.city = code
    this.errors = { ...this.errors, city: undefined }
  }

  /** Fills the form from a stored delivery (change of address). */
  fill(d: { recipient: string; mobile: string; province: string; city: string; area: string; addr: string; post: string }): void {
    Object.assign(this, { recipient: d.recipient, mobile: d.mobile, city: d.city, area: d.area, addr: d.addr, post: d.post })
    void this.pickProvince(d.province).then(() => this.pickCity(d.city))
  }

  /** Checks every field (messages from `msg`); true when all hold. */
  validate(msg: (field: DeliveryField) => string): boolean {
    const errors: Partial<Record<DeliveryField, string>> = {}
    if (!this.recipient.trim()) errors.recipient = msg('recipient')
    const mobile = validateMobile(this.mobile.trim())
    if (mobile) errors.mobile = mobile
    if (!this.province) errors.province = msg('province')
    if (!this.city) errors.city = msg('city')
    if (!this.addr.trim()) errors.addr = msg('addr')
    if (this.post.trim() && !/^\d{6}$/.test(this.post.trim())) errors.post = msg('post')
    this.errors = errors
    return Object.keys(errors).length === 0 && !this.feeError
  }

  toInput(): DeliveryInput {
    return {
      recipient: this.recipient.trim(),
      mobile: this.mobile.trim(),
      province: this.province,
      city: this.city,
      area: this.area.trim(),
      addr: this.addr.trim(),
      post: this.post.trim(),
    }
  }
}
