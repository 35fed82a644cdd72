/**
 * /userCenter/CommonInfo/EditAddress: recipient, mobile, province and city from the province-city
 * data (geo type 10910, cached per language like every geo set), district, address, post code and
 * the default flag.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { geoStatic, type GeoProvince, type Lang } from '../../core/api/geo'
import { validateMobile, validatePostCode, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { getLocale, scopedT, t } from '../../core/i18n/index'
import { addressEdit, addressList, type AddressEditBody, type AddressView } from '../api/user-data'
import { commonInfo } from '../i18n/common-info'

const tt = scopedT(commonInfo)

export type AddressApi = {
  provinces: (lang: Lang) => Promise<GeoProvince[]>
  list: typeof addressList
  save: typeof addressEdit
}

const defaultApi: AddressApi = {
  provinces: async (lang) => (await geoStatic('10910', lang)).list as GeoProvince[],
  list: addressList,
  save: addressEdit,
}

type Field = 'recipient' | 'mobile' | 'area' | 'addr' | 'post'

export class AddressEditStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  provinces: GeoProvince[] = []
  recipient = ''
  mobile = ''
  provinceCode = ''
  cityCode = ''
  area = ''
  addr = ''
  post = ''
  isDefault = false
  /** Whether the address was the default when opened (the default cannot be unticked, only moved). */
  wasDefault = false
  errors: Partial<Record<Field | 'region', string>> = {}
  saving = false
  error = ''

  constructor(
    readonly id: string,
    private readonly api: AddressApi = defaultApi,
  ) {
    makeAutoObservable<AddressEditStore, 'api'>(this, { api: false })
  }

  get isNew(): boolean {
    return !this.id
  }

  get province(): GeoProvince | undefined {
    return this.provinces.find((p) => p.code === this.provinceCode)
  }

  get cities(): { code: string; name: string }[] {
    return this.province?.cities ?? []
  }

  get cityName(): string {
    return this.cities.find((c) => c.code === this.cityCode)?.name ?? ''
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const lang: Lang = getLocale() === 'en-US' ? 'en' : 'zh'
      const [provinces, list] = await Promise.all([this.api.provinces(lang), this.id ? this.api.list() : Promise.resolve(null)])
      runInAction(() => {
        this.provinces = provinces
        if (list) {
          const a = list.list.find((x) => x.id === this.id)
          if (!a) {
            this.status = 'notFound'
            return
          }
          this.fill(a)
        }
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  private fill(a: AddressView): void {
    this.recipient = a.recipient
    this.mobile = a.mobile
    this.provinceCode = a.provinceCode
    this.cityCode = a.cityCode
    this.area = a.area
    this.addr = a.addr
    this.post = a.post
    this.isDefault = a.isDefault === 1
    this.wasDefault = this.isDefault
  }

  set(field: Field, value: string): void {
    this[field] = field === 'mobile' || field === 'post' ? value.replace(/\s+/g, '') : value
    this.errors = { ...this.errors, [field]: '' }
    this.error = ''
  }

  pickProvince(code: string): void {
    if (code === this.provinceCode) return
    this.provinceCode = code
    // A city of another province would be a pair the server refuses.
    this.cityCode = ''
    this.errors = { ...this.errors, region: '' }
  }

  pickCity(code: string): void {
    this.cityCode = code
    this.errors = { ...this.errors, region: '' }
  }

  toggleDefault(): void {
    if (!this.wasDefault) this.isDefault = !this.isDefault
  }

  validate(): boolean {
    const e: AddressEditStore['errors'] = {
      recipient: validateRequired(this.recipient, tt('ci.recipient')) ?? undefined,
      mobile: validateMobile(this.mobile) ?? undefined,
      region: (!this.provinceCode ? validateRequired('', tt('ci.province')) : !this.cityCode ? validateRequired('', tt('ci.city')) : null) ?? undefined,
      addr: validateRequired(this.addr, tt('ci.addr')) ?? undefined,
      post: validatePostCode(this.post) ?? undefined,
    }
    this.errors = e
    return Object.values(e).every((m) => !m)
  }

  toBody(): AddressEditBody {
    return {
      ...(this.id ? { id: this.id } : {}),
      recipient: this.recipient.trim(),
      mobile: this.mobile,
      provinceCode: this.provinceCode,
      cityCode: this.cityCode,
      area: this.area.trim(),
      addr: this.addr.trim(),
      post: this.post,
      isDefault: this.isDefault ? 1 : 0,
    }
  }

  async save(): Promise<boolean> {
    if (this.saving || !this.validate()) return false
    this.saving = true
    try {
      await this.api.save(this.toBody())
      runInAction(() => (this.saving = false))
      return true
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.error = isApiError(e) && e.message ? e.message : t('account.failed')
      })
      return false
    }
  }
}
