/**
 * Applying for a visa (/visa/edit?productId=&consularId=&tripDate=), booking flows §5.4:
 *
 * - applicants from the traveller picker (colleagues in the booking scope, the caller's frequent
 *   travellers), each with the applicant kind (employed, retired, student, child — a child by age
 *   on the trip date to start with), the passport on file or typed (at most 9 letters or digits,
 *   valid 6 months after the trip date), and the checklist of the kind: each material's files
 *   checked (the spec's types, images up to 10 MB) and uploaded at once through the attachment
 *   upload, retried or removed;
 * - the visa centre's appointment day for a product that needs a visit;
 * - the contact (phone required), the return of the passports: by courier with recipient, phone
 *   and address required, or collected at the visa centre;
 * - business or personal trip, cost centre and project, a remark;
 * - the price the server will charge (visa price and the company's service fee per applicant),
 *   and the submission with one idempotency token per attempt kept across retries.
 *
 * The server checks everything again. The store lives for the session per product, district and
 * trip date, so leaving and coming back keeps what was typed and uploaded.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as generalApi from '../../core/api/general'
import type { CostCenter, ProjectPage } from '../../core/api/general'
import * as tripApi from '../../core/api/trip'
import * as travellersApi from '../../core/api/travellers'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { addDaysText } from '../../core/domain/calendar-date'
import { validateMobile, validatePassport, validateRequired, validateUpload } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT, t } from '../../core/i18n/index'
import type { PickedFile } from '../../core/platform/file-picker-common'
import * as api from '../api/visa'
import type { ApplicantKind, DeliveryMode, VisaAppointmentReply, VisaBookBody, VisaBookReply, VisaDetailReply, VisaMaterialView } from '../api/visa'
import { visaDict } from '../i18n/visa'

const tt = scopedT(visaDict)

/** Applicants of one booking (the server's limit too). */
export const MAX_APPLICANTS = 9
/** Files per material (the server's limit too). */
export const MAX_FILES_PER_MATERIAL = 5
/** A passport must be valid this many days after the trip date (the server's rule). */
export const PASSPORT_VALID_AFTER_TRIP_DAYS = 183
/** The remark's limit (the server's too). */
export const REMARK_MAX = 200

export type VisaBookingApi = Pick<typeof api, 'visaDetail' | 'appointment' | 'visaBook'> &
  Pick<typeof generalApi, 'costCenterFindList' | 'projectList'> &
  Pick<typeof tripApi, 'uploadCons'> &
  Pick<typeof travellersApi, 'empFindList'>

const defaultApi: VisaBookingApi = {
  visaDetail: api.visaDetail,
  appointment: api.appointment,
  visaBook: api.visaBook,
  costCenterFindList: generalApi.costCenterFindList,
  projectList: generalApi.projectList,
  uploadCons: tripApi.uploadCons,
  empFindList: travellersApi.empFindList,
}

/** A file of a material on the form. */
export interface MaterialFile {
  key: string
  name: string
  size: number
  mime?: string
  /** The device's file (temp path or object URL), kept for retries and previews. */
  localPath?: string
  /** The upload's id once done. */
  id?: string
  status: 'uploading' | 'done' | 'failed'
  error?: string
}

/** An applicant on the form. */
export interface Applicant {
  /** 'emp-<empId>' or 'contact-<contactId>' (the picker's keys). */
  key: string
  source: 'employee' | 'contact'
  empId?: string
  contactId?: string
  name: string
  born: string
  isSelf?: boolean
  kind: ApplicantKind
  /** The passport on file (masked), if any. */
  passportOnFile: { masked: string; expiry: string } | null
  /** Typed when none is on file. */
  passportNo: string
  passportExpiry: string
  /** Files per material code. */
  files: Record<string, MaterialFile[]>
}

export type DeliveryField = 'recipient' | 'phone' | 'address'

/** Age in whole years on a day ('YYYY-MM-DD' both). */
export function ageOn(born: string, day: string): number {
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The kind an applicant starts with: a child under 18 on the trip date, else employed. */
export function defaultKind(born: string, tripDate: string): ApplicantKind {
  return /^\d{4}-\d{2}-\d{2}$/.test(born) && ageOn(born, tripDate) < 18 ? 'CHILD' : 'EMPLOYED'
}

/**
 * Telephone (overview §5): a landline starting with 0 (area code and number, as the server takes
 * it), else a mobile. The message is the spec's mobile wording either way.
 */
export function validatePhone(value: string): string | null {
  const v = value.trim()
  if (v.startsWith('0')) return /^0\d{2,3}-?\d{7,8}$/.test(v) ? null : t('validation.mobile')
  return validateMobile(v)
}

let tokenSeq = 0
function newToken(): string {
  tokenSeq += 1
  return `visa-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${tokenSeq}`
}

let fileSeq = 0

export class VisaBookingStore {
  visa: VisaDetailReply | null = null
  appointmentInfo: VisaAppointmentReply | null = null
  loadStatus: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  applicants: Applicant[] = []
  appointmentDate = ''
  contactName = ''
  contactPhone = ''
  deliveryMode: DeliveryMode = 'EXPRESS'
  recipient = ''
  recipientPhone = ''
  address = ''
  deliveryErrors: Partial<Record<DeliveryField, string>> = {}
  tripType: 1 | 2 = 1
  costCenterId = ''
  projectId = ''
  remark = ''
  costCenters: CostCenter[] = []
  projects: ProjectPage['list'] = []
  /** The form's message ('' when fine). */
  message = ''
  submitting = false
  booked: VisaBookReply | null = null

  /** One token per attempt: a retry after a lost reply books nothing twice. */
  private token = newToken()
  private readonly api: VisaBookingApi

  constructor(
    readonly productId: string,
    readonly consularId: string,
    readonly tripDate: string,
    private readonly me: EmpInfo | null,
    apiOverrides: Partial<VisaBookingApi> = {},
  ) {
    this.api = { ...defaultApi, ...apiOverrides }
    if (me) {
      this.contactName = me.empName
      this.contactPhone = /^1\d{10}$/.test(me.phoneNumber) ? me.phoneNumber : ''
      this.recipient = me.empName
      this.recipientPhone = this.contactPhone
    }
    makeAutoObservable<VisaBookingStore, 'api' | 'me' | 'token'>(this, { api: false, me: false, token: false })
  }

  /** May outside people (frequent travellers) apply on a business trip? (bookOutside or the guests' scope) */
  get mayBookOutside(): boolean {
    return !!this.me && (this.me.bookOutside === 1 || Number(this.me.bookRange) === 4)
  }

  get selectedKeys(): string[] {
    return this.applicants.map((a) => a.key)
  }

  /** The checklist of a kind. */
  checklistOf(kind: ApplicantKind): VisaMaterialView[] {
    return this.visa?.checklists.find((c) => c.kind === kind)?.materials ?? []
  }

  /** The visa centre's open days (a product that needs a visit). */
  get appointmentDays(): { date: string; slotsLeft: number }[] {
    return this.appointmentInfo?.required ? this.appointmentInfo.days.filter((d) => d.date < this.tripDate) : []
  }

  get needsAppointment(): boolean {
    return this.visa?.interview === true
  }

  get feePerApplicant(): number {
    if (!this.visa) return 0
    return this.tripType === 1 ? this.visa.serviceFee.business : this.visa.serviceFee.personal
  }

  /** The price lines the form shows (the server decides the amount it charges). */
  get priceLines(): { key: string; label: string; amount: number }[] {
    if (!this.visa) return []
    const n = this.applicants.length
    return [
      { key: 'visa', label: tt('visa.edit.priceLine', { price: this.visa.price, n }), amount: this.visa.price * n },
      { key: 'fee', label: tt('visa.edit.feeLine', { fee: this.feePerApplicant, n }), amount: this.feePerApplicant * n },
    ]
  }

  get total(): number {
    return Math.round(this.priceLines.reduce((s, l) => s + l.amount, 0) * 100) / 100
  }

  /** Whether any file is still on its way. */
  get uploading(): boolean {
    return this.applicants.some((a) => Object.values(a.files).some((list) => list.some((f) => f.status === 'uploading')))
  }

  /** Loads the product (checklists, prices, fees), the appointment days, and the company's cost centres and projects. */
  async load(): Promise<void> {
    if (this.visa) return
    this.loadStatus = 'loading'
    try {
      const [visa, centres, projects] = await Promise.all([
        this.api.visaDetail({ productId: this.productId, consularId: this.consularId, tripDate: this.tripDate }),
        this.api.costCenterFindList().catch(() => [] as CostCenter[]),
        this.api.projectList().catch(() => ({ list: [], total: 0 }) as ProjectPage),
      ])
      const [appointment, self] = await Promise.all([
        visa.interview ? this.api.appointment(this.productId, this.consularId) : Promise.resolve(null),
        // The caller's own row of the colleague list: the passport on the profile (masked) with its expiry.
        this.me && this.applicants.length === 0 ? this.api.empFindList({ pageNum: 1, count: 1 }).then((r) => r.list.find((e) => e.isSelf) ?? null).catch(() => null) : Promise.resolve(null),
      ])
      runInAction(() => {
        this.visa = visa
        this.appointmentInfo = appointment
        this.costCenters = centres
        this.projects = projects.list.filter((p) => p.status === 1)
        this.loadStatus = visa.consular ? 'ready' : 'notFound'
        if (this.me && this.applicants.length === 0) this.addSelf(self)
      })
    } catch (e) {
      runInAction(() => {
        this.loadStatus = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** The booker applies first, with the passport on the profile when there is one. */
  private addSelf(self: BookableEmployee | null): void {
    const me = this.me as EmpInfo
    const pp = self?.cards.find((c) => c.cardType === 'PP')
    this.applicants.push({
      key: `emp-${me.empId}`, source: 'employee', empId: me.empId, name: me.empName, born: me.born, isSelf: true,
      kind: defaultKind(me.born, this.tripDate),
      passportOnFile: pp && pp.expiry ? { masked: pp.cardNumberMasked, expiry: pp.expiry } : null,
      passportNo: '', passportExpiry: '', files: {},
    })
  }

  /** The picker's toggle: answers a message when it cannot add. */
  toggle(item: BookableEmployee | Contact, selected: boolean, key: string): string | null {
    if (!selected) {
      this.remove(key)
      return null
    }
    if (this.applicants.length >= MAX_APPLICANTS) return tt('visa.edit.tooMany', { n: MAX_APPLICANTS })
    const pp = item.cards.find((c) => c.cardType === 'PP')
    const onFile = pp && pp.expiry ? { masked: pp.cardNumberMasked, expiry: pp.expiry } : null
    if ('empId' in item) {
      this.applicants.push({ key, source: 'employee', empId: item.empId, name: item.empName, born: item.born, isSelf: item.isSelf, kind: defaultKind(item.born, this.tripDate), passportOnFile: onFile, passportNo: '', passportExpiry: '', files: {} })
    } else {
      this.applicants.push({ key, source: 'contact', contactId: item.contactId, name: item.chName, born: item.born, kind: defaultKind(item.born, this.tripDate), passportOnFile: onFile, passportNo: '', passportExpiry: '', files: {} })
    }
    this.message = ''
    this.resetAttempt()
    return null
  }

  remove(key: string): void {
    this.applicants = this.applicants.filter((a) => a.key !== key)
    this.resetAttempt()
  }

  setKind(key: string, kind: ApplicantKind): void {
    const a = this.applicants.find((x) => x.key === key)
    if (!a || a.kind === kind) return
    a.kind = kind
    // Files of materials the new checklist does not have are dropped (they would be refused).
    const codes = new Set(this.checklistOf(kind).map((m) => m.code))
    for (const code of Object.keys(a.files)) if (!codes.has(code)) delete a.files[code]
    this.message = ''
    this.resetAttempt()
  }

  setPassport(key: string, field: 'passportNo' | 'passportExpiry', value: string): void {
    const a = this.applicants.find((x) => x.key === key)
    if (!a) return
    a[field] = field === 'passportNo' ? value.trim().toUpperCase() : value.trim()
    this.message = ''
    this.resetAttempt()
  }

  /**
   * Takes the files the user chose for a material: each is checked (type, 10 MB images) before it
   * travels, the good ones upload at once. Answers the first refusal, for a toast.
   */
  async addFiles(key: string, code: string, picked: readonly PickedFile[]): Promise<string | null> {
    const a = this.applicants.find((x) => x.key === key)
    if (!a) return null
    const list = a.files[code] ?? []
    let refusal: string | null = null
    const accepted: MaterialFile[] = []
    for (const f of picked) {
      if (list.length + accepted.length >= MAX_FILES_PER_MATERIAL) {
        refusal ??= tt('visa.edit.maxFiles', { n: MAX_FILES_PER_MATERIAL })
        break
      }
      const problem = validateUpload({ name: f.name, size: f.size, type: f.type })
      if (problem) {
        refusal ??= `${f.name}：${problem}`
        continue
      }
      fileSeq += 1
      accepted.push({ key: `file-${fileSeq}`, name: f.name, size: f.size, mime: f.type, localPath: f.path, status: 'uploading' })
    }
    a.files[code] = [...list, ...accepted]
    this.message = ''
    this.resetAttempt()
    await Promise.all(accepted.map((f) => this.upload(key, code, f.key)))
    return refusal
  }

  /** Uploads (or retries) one file. */
  async upload(key: string, code: string, fileKey: string): Promise<void> {
    const find = () => this.applicants.find((x) => x.key === key)?.files[code]?.find((f) => f.key === fileKey)
    const item = find()
    if (!item?.localPath) return
    item.status = 'uploading'
    item.error = undefined
    try {
      const reply = await this.api.uploadCons({ filePath: item.localPath, fileName: item.name })
      runInAction(() => {
        const now = find()
        if (!now) return
        now.status = 'done'
        now.id = reply.id
        now.mime = reply.mime || now.mime
      })
    } catch (e) {
      runInAction(() => {
        const now = find()
        if (!now) return
        now.status = 'failed'
        now.error = isApiError(e) && e.message ? e.message : tt('visa.edit.uploadFailed')
      })
    }
  }

  removeFile(key: string, code: string, fileKey: string): void {
    const a = this.applicants.find((x) => x.key === key)
    if (!a?.files[code]) return
    a.files[code] = a.files[code].filter((f) => f.key !== fileKey)
    this.resetAttempt()
  }

  setAppointment(date: string): void {
    const day = this.appointmentDays.find((d) => d.date === date)
    if (!day || day.slotsLeft <= 0) return
    this.appointmentDate = date
    this.resetAttempt()
  }

  setContact(field: 'name' | 'phone', value: string): void {
    if (field === 'name') this.contactName = value
    else this.contactPhone = value.trim()
    this.message = ''
  }

  setDeliveryMode(mode: DeliveryMode): void {
    this.deliveryMode = mode
    this.deliveryErrors = {}
    this.message = ''
  }

  setDelivery(field: DeliveryField, value: string): void {
    if (field === 'recipient') this.recipient = value
    else if (field === 'phone') this.recipientPhone = value.trim()
    else this.address = value
    if (this.deliveryErrors[field]) this.deliveryErrors = { ...this.deliveryErrors, [field]: undefined }
    this.message = ''
  }

  setTripType(tripType: 1 | 2): void {
    this.tripType = tripType
    this.message = ''
    this.resetAttempt()
  }

  setCostCenter(id: string): void {
    this.costCenterId = id
  }

  setProject(id: string): void {
    this.projectId = id
  }

  setRemark(value: string): void {
    this.remark = value.slice(0, REMARK_MAX)
  }

  /** The applicant's passport problem ('' when fine). */
  private passportProblem(a: Applicant): string {
    if (a.passportOnFile && !a.passportNo) {
      if (a.passportOnFile.expiry && a.passportOnFile.expiry < addDaysText(this.tripDate, PASSPORT_VALID_AFTER_TRIP_DAYS)) return tt('visa.edit.passportExpiring', { name: a.name })
      return ''
    }
    if (!a.passportNo || !/^\d{4}-\d{2}-\d{2}$/.test(a.passportExpiry)) return tt('visa.edit.passportNeeded', { name: a.name })
    if (validatePassport(a.passportNo)) return tt('visa.edit.passportInvalid', { name: a.name })
    if (a.passportExpiry < addDaysText(this.tripDate, PASSPORT_VALID_AFTER_TRIP_DAYS)) return tt('visa.edit.passportExpiring', { name: a.name })
    return ''
  }

  /** Every check of the form (booking flows §5.4 and the checklist); the first problem is the message. */
  validate(): boolean {
    this.message = ''
    this.deliveryErrors = {}
    const problems: string[] = []
    if (this.applicants.length === 0) problems.push(tt('visa.edit.noApplicants'))
    if (this.tripType === 1 && !this.mayBookOutside && this.applicants.some((a) => a.source === 'contact')) problems.push(tt('visa.edit.outsideNotAllowed'))
    for (const a of this.applicants) {
      const passport = this.passportProblem(a)
      if (passport) problems.push(passport)
      const missing = this.checklistOf(a.kind).find((m) => m.required && !(a.files[m.code] ?? []).some((f) => f.status === 'done'))
      if (missing) problems.push(tt('visa.edit.materialMissing', { name: a.name, material: missing.name }))
    }
    if (this.uploading) problems.push(tt('visa.edit.stillUploading'))
    if (this.needsAppointment && !this.appointmentDate) problems.push(tt('visa.edit.pickAppointment'))
    const name = validateRequired(this.contactName, tt('visa.edit.contactName'))
    if (name) problems.push(name)
    const phone = validateRequired(this.contactPhone, tt('visa.edit.contactPhone')) ?? validatePhone(this.contactPhone)
    if (phone) problems.push(phone)
    if (this.deliveryMode === 'EXPRESS') {
      const e: Partial<Record<DeliveryField, string>> = {}
      e.recipient = validateRequired(this.recipient, tt('visa.edit.recipient')) ?? undefined
      e.phone = validateRequired(this.recipientPhone, tt('visa.edit.recipientPhone')) ?? validatePhone(this.recipientPhone) ?? undefined
      e.address = validateRequired(this.address, tt('visa.edit.address')) ?? undefined
      this.deliveryErrors = e
      for (const f of ['recipient', 'phone', 'address'] as const) if (e[f]) problems.push(e[f] as string)
    }
    this.message = problems[0] ?? ''
    return this.message === ''
  }

  /** The request the server receives. */
  body(): VisaBookBody {
    return {
      productId: this.productId,
      consularId: this.consularId,
      tripDate: this.tripDate,
      applicants: this.applicants.map((a) => ({
        ...(a.source === 'employee' ? { empId: a.empId } : { contactId: a.contactId }),
        kind: a.kind,
        ...(a.passportNo ? { passportNo: a.passportNo, passportExpiry: a.passportExpiry } : {}),
        materials: this.checklistOf(a.kind).flatMap((m) => {
          const ids = (a.files[m.code] ?? []).flatMap((f) => (f.status === 'done' && f.id ? [f.id] : []))
          return ids.length ? [{ code: m.code, fileIds: ids }] : []
        }),
      })),
      contact: { name: this.contactName.trim(), phone: this.contactPhone },
      delivery: this.deliveryMode === 'EXPRESS'
        ? { mode: 'EXPRESS', recipient: this.recipient.trim(), phone: this.recipientPhone, address: this.address.trim() }
        : { mode: 'SELF' },
      ...(this.needsAppointment && this.appointmentDate ? { appointmentDate: this.appointmentDate } : {}),
      tripType: this.tripType,
      ...(this.costCenterId ? { costCenterId: this.costCenterId } : {}),
      ...(this.projectId ? { projectId: this.projectId } : {}),
      ...(this.remark.trim() ? { remark: this.remark.trim() } : {}),
      expectedTotal: this.total,
      clientToken: this.token,
    }
  }

  /** Checks and submits (answers the order, or null with the message). */
  async submit(): Promise<VisaBookReply | null> {
    if (this.submitting) return null
    if (this.booked) return this.booked
    if (!this.validate()) return null
    this.submitting = true
    try {
      const reply = await this.api.visaBook(this.body())
      runInAction(() => {
        this.booked = reply
      })
      return reply
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('visa.edit.failed')
        // A refusal is final for this attempt: the next submission is a new one.
        if (isApiError(e) && e.errCode !== undefined) this.token = newToken()
      })
      return null
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  /** What changes the booking makes the next submission a new attempt. */
  private resetAttempt(): void {
    this.booked = null
    this.token = newToken()
  }
}

const kept = new Map<string, VisaBookingStore>()

/** The booking store of a product, district and trip date, kept for the session. */
export function visaBookingStore(productId: string, consularId: string, tripDate: string, me: EmpInfo | null): VisaBookingStore {
  const key = `${productId}~${consularId}~${tripDate}`
  let store = kept.get(key)
  if (!store) {
    store = new VisaBookingStore(productId, consularId, tripDate, me)
    kept.set(key, store)
  }
  return store
}

/** Forgets a booked store (a new application of the same product starts clean). */
export function forgetBookingStore(store: VisaBookingStore): void {
  kept.delete(`${store.productId}~${store.consularId}~${store.tripDate}`)
}
