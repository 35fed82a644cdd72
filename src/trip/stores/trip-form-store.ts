/**
 * The trip application form (/tripAdd, and /tripAdd?ccsqdId= for a draft): travellers, purpose,
 * dates, destination, cost centre and project, budgets, routes, attachments; save as a draft or
 * submit for approval. Every failure keeps what the user typed; a second tap while saving does
 * nothing.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as generalApi from '../../core/api/general'
import * as tripApi from '../../core/api/trip'
import type { CostCenter, ProjectPage, TripApplication, TripStatus, TripTraveller, CcsqdAddBody } from '../../core/api/trip'
import type { BookableEmployee } from '../../core/api/travellers'
import type { EmpInfo } from '../../core/api/types'
import { validateDateRange, validateRequired } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { addDaysText } from '../../core/domain/calendar-date'
import { scopedT } from '../../core/i18n/index'
import { isIdText, isNotFoundError } from '../../core/stores/detail-resource'
import type { PickedFile } from '../../core/platform/file-picker-common'
import { tripDict } from '../i18n/trip'
import { RouteList } from './route-list'
import {
  MAX_ATTACHMENTS,
  MAX_CCSY,
  MAX_MDD,
  MAX_TRAVELLERS,
  amountText,
  checkAmount,
  checkAttachment,
  checkLength,
  compareDay,
  endAfterStartChange,
  normalizeAmountInput,
  parseAmount,
  routeFromStored,
  routeToInput,
  sumAmounts,
  todayText,
  tripDayCount,
  DEFAULT_TRIP_DAYS,
} from './trip-rules'

const tt = scopedT(tripDict)

export type TripFormApi = Pick<typeof tripApi, 'vipCcsqdGetInfo' | 'vipCcsqdAdd' | 'uploadCons'> & Pick<typeof generalApi, 'costCenterFindList' | 'projectList'>

export interface TripFormEnv {
  /** The signed-in employee: the default traveller, the booking scope. */
  self: () => EmpInfo | null
  /** The company's ccsqdFjRequired: submitting needs at least one attachment. */
  attachmentsRequired: () => boolean
  now: () => number
}

export type Project = ProjectPage['list'][number]
export type BudgetField = 'jtys' | 'zsys' | 'qtys'
export type FormField = 'travellers' | 'ccsy' | 'mdd' | 'dateBegin' | 'dateEnd' | 'costCenter' | BudgetField | 'routes' | 'attachments'
export type FormStatus = 'loading' | 'ready' | 'error' | 'notFound' | 'locked'
/** 0 saves a draft, 1 submits for approval (vipCcsqdAdd addMethod). */
export type AddMethod = 0 | 1

/** An attachment on the form: uploading, uploaded (has the server's id) or failed (can be retried). */
export interface AttachmentItem {
  key: string
  name: string
  size: number
  mime?: string
  /** The local file (temp path / object URL) while it is on this device; previews and retries use it. */
  localPath?: string
  status: 'uploading' | 'done' | 'failed'
  id?: string
  url?: string
  error?: string
}

export type SaveOutcome = { ok: true; ccsqdId: string; status: TripStatus; method: AddMethod } | { ok: false; message: string | null }

const defaultApi: TripFormApi = { ...tripApi, ...generalApi }

/** The traveller entry of an employee of the booking scope. */
export function travellerOfEmployee(e: Pick<BookableEmployee, 'empId' | 'empName' | 'deptName' | 'empRank'>): TripTraveller {
  return { empId: e.empId, name: e.empName, deptName: e.deptName, empRank: e.empRank }
}

export function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.message ? e.message : fallback
}

let fileSeq = 0

export class TripFormStore {
  status: FormStatus = 'loading'
  loadError = ''
  /** Set when editing a draft (and after the first save, so the next save edits the same draft). */
  ccsqdId = ''
  travellers: TripTraveller[] = []
  ccsy = ''
  mdd = ''
  dateBegin = ''
  dateEnd = ''
  /** The user chose the end date (it no longer follows the start). */
  endChosen = false
  costCenters: CostCenter[] = []
  projects: Project[] = []
  costCenterId = ''
  projectId = ''
  jtys = ''
  zsys = ''
  qtys = ''
  readonly routeList: RouteList
  attachments: AttachmentItem[] = []
  errors: Partial<Record<FormField, string>> = {}
  /** The save running now (a draft or a submission), or null. */
  saving: AddMethod | null = null
  /** The last failure, shown above the buttons. */
  error = ''

  private readonly api: TripFormApi

  constructor(
    api: Partial<TripFormApi> = {},
    private readonly env: TripFormEnv = { self: () => null, attachmentsRequired: () => false, now: () => Date.now() },
  ) {
    this.api = { ...defaultApi, ...api }
    this.routeList = new RouteList(() => ({ begin: this.dateBegin, end: this.dateEnd }))
    makeAutoObservable<TripFormStore, 'api' | 'env'>(this, { api: false, env: false, routeList: false })
  }

  // ------------------------------------------------------------------ derived

  get editing(): boolean {
    return !!this.ccsqdId
  }

  get today(): string {
    return todayText(this.env.now())
  }

  /** The sum of the three budgets (unreadable ones count 0 until fixed). */
  get total(): number {
    return sumAmounts([parseAmount(this.jtys), parseAmount(this.zsys), parseAmount(this.qtys)])
  }

  /** Days of the trip, both ends counted (a day trip is 1); 0 while the dates are not in order. */
  get days(): number {
    return tripDayCount(this.dateBegin, this.dateEnd)
  }

  get attachmentsRequired(): boolean {
    return this.env.attachmentsRequired()
  }

  /** The attachments block shows where the company asks for them, or when a draft already has some. */
  get showAttachments(): boolean {
    return this.attachmentsRequired || this.attachments.length > 0
  }

  get uploading(): boolean {
    return this.attachments.some((a) => a.status === 'uploading')
  }

  get uploadedIds(): string[] {
    return this.attachments.filter((a) => a.status === 'done' && a.id).map((a) => a.id as string)
  }

  /** Colleagues can be chosen unless the booking scope is "only for oneself". */
  get canPickColleagues(): boolean {
    return (this.env.self()?.bookRange ?? 1) > 1
  }

  get selfId(): string {
    return this.env.self()?.empId ?? ''
  }

  get hasSelf(): boolean {
    return this.travellers.some((t) => t.empId === this.selfId)
  }

  get costCenter(): CostCenter | undefined {
    return this.costCenters.find((c) => String(c.id) === this.costCenterId)
  }

  get project(): Project | undefined {
    return this.projects.find((p) => String(p.id) === this.projectId)
  }

  // ------------------------------------------------------------------ loading

  /** A new application (no id) or a draft to edit. Cost centres and projects degrade to empty lists. */
  async load(ccsqdId?: string): Promise<void> {
    this.status = 'loading'
    this.loadError = ''
    const lists = Promise.all([
      this.api.costCenterFindList().catch(() => [] as CostCenter[]),
      this.api.projectList().then((p) => p.list).catch(() => [] as Project[]),
    ])
    let app: TripApplication | null = null
    if (ccsqdId !== undefined && ccsqdId !== '') {
      if (!isIdText(ccsqdId)) {
        this.status = 'notFound'
        return
      }
      try {
        app = await this.api.vipCcsqdGetInfo(ccsqdId)
      } catch (e) {
        runInAction(() => {
          this.status = isNotFoundError(e) ? 'notFound' : 'error'
          this.loadError = isNotFoundError(e) ? '' : messageOf(e, tt('add.loadFailed'))
        })
        return
      }
      if (!app.canEdit) {
        runInAction(() => {
          this.ccsqdId = app?.ccsqdId ?? ''
          this.status = 'locked'
        })
        return
      }
    }
    const [costCenters, projects] = await lists
    runInAction(() => {
      // A call answered without data (a session that ended meanwhile) leaves empty lists, not a crash.
      this.costCenters = costCenters ?? []
      this.projects = projects ?? []
      if (app) this.fillFrom(app)
      else this.fillDefaults()
      this.status = 'ready'
    })
  }

  private fillDefaults(): void {
    const self = this.env.self()
    if (self && !this.travellers.length) this.travellers = [{ empId: self.empId, name: self.empName, deptName: self.deptName, empRank: self.empRank }]
    if (!this.dateBegin) {
      this.dateBegin = this.today
      this.dateEnd = addDaysText(this.dateBegin, DEFAULT_TRIP_DAYS)
    }
    // The own department's cost centre is the likely one (the user can change it).
    const mine = this.costCenters.find((c) => c.deptId && c.deptId === self?.deptId)
    if (mine && !this.costCenterId) this.costCenterId = String(mine.id)
  }

  private fillFrom(a: TripApplication): void {
    this.ccsqdId = a.ccsqdId
    this.travellers = a.travellers.map((t) => ({ ...t }))
    this.ccsy = a.ccsy
    this.mdd = a.mdd
    this.dateBegin = a.dateBegin
    this.dateEnd = a.dateEnd
    this.endChosen = true
    this.costCenterId = a.costCenterId ?? ''
    this.projectId = a.projectId ?? ''
    this.jtys = amountText(a.jtys)
    this.zsys = amountText(a.zsys)
    this.qtys = amountText(a.qtys)
    this.routeList.replaceAll(a.routes.map(routeFromStored))
    this.attachments = a.attachments.map((f) => ({ key: `fj-${f.id}`, name: f.name, size: f.size, mime: f.mime, status: 'done', id: f.id, url: f.url }))
  }

  // ------------------------------------------------------------------ travellers

  /** Adds a colleague from the picker; answers why not when it cannot. */
  addEmployee(e: Pick<BookableEmployee, 'empId' | 'empName' | 'deptName' | 'empRank'>): string | null {
    if (this.travellers.some((t) => t.empId === e.empId)) return tt('error.already', { name: e.empName })
    if (this.travellers.length >= MAX_TRAVELLERS) return tt('error.maxTravellers', { max: MAX_TRAVELLERS })
    this.travellers = [...this.travellers, travellerOfEmployee(e)]
    this.clear('travellers')
    return null
  }

  addSelf(): string | null {
    const self = this.env.self()
    if (!self) return null
    return this.addEmployee(self)
  }

  removeTraveller(empId: string): void {
    this.travellers = this.travellers.filter((t) => t.empId !== empId)
  }

  // ------------------------------------------------------------------ fields

  setText(field: 'ccsy' | 'mdd', value: string): void {
    this[field] = value
    this.clear(field)
  }

  /** A new start: the end follows it (start + 7 days) unless the user chose an end still on or after it. */
  setDateBegin(value: string): void {
    this.dateBegin = value
    this.dateEnd = endAfterStartChange(value, this.dateEnd, this.endChosen)
    this.clear('dateBegin')
    this.clear('dateEnd')
    this.recheckRoutes()
  }

  setDateEnd(value: string): void {
    this.dateEnd = value
    this.endChosen = true
    this.clear('dateEnd')
    this.recheckRoutes()
  }

  setBudget(field: BudgetField, value: string): void {
    this[field] = normalizeAmountInput(value)
    this.clear(field)
  }

  chooseCostCenter(id: string): void {
    this.costCenterId = id
    this.clear('costCenter')
  }

  chooseProject(id: string): void {
    this.projectId = id
  }

  /** Route rows already marked keep their marks up to date while the dates move. */
  private recheckRoutes(): void {
    if (Object.keys(this.routeList.errors).length) this.routeList.checkAll()
  }

  private clear(field: FormField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined }
    this.error = ''
  }

  // ------------------------------------------------------------------ attachments

  /**
   * Takes the files the user chose: each is checked (type, 10 MB) before it travels, the good ones
   * upload at once. Answers the first refusal, for a toast; it also stays under the field.
   */
  async addFiles(files: readonly PickedFile[]): Promise<string | null> {
    let refusal: string | null = null
    const accepted: AttachmentItem[] = []
    for (const f of files) {
      if (this.attachments.length + accepted.length >= MAX_ATTACHMENTS) {
        refusal ??= tt('error.maxFiles', { max: MAX_ATTACHMENTS })
        break
      }
      const problem = checkAttachment({ name: f.name, size: f.size, type: f.type })
      if (problem) {
        refusal ??= `${f.name}：${problem}`
        continue
      }
      fileSeq += 1
      accepted.push({ key: `local-${fileSeq}`, name: f.name, size: f.size, mime: f.type, localPath: f.path, status: 'uploading' })
    }
    this.attachments = [...this.attachments, ...accepted]
    this.errors = { ...this.errors, attachments: refusal ?? undefined }
    await Promise.all(accepted.map((a) => this.upload(a.key)))
    return refusal
  }

  /** Uploads (or retries) one attachment. */
  async upload(key: string): Promise<void> {
    const item = this.attachments.find((a) => a.key === key)
    if (!item?.localPath) return
    item.status = 'uploading'
    item.error = undefined
    try {
      const reply = await this.api.uploadCons({ filePath: item.localPath, fileName: item.name })
      runInAction(() => {
        const now = this.attachments.find((a) => a.key === key)
        if (!now) return
        now.status = 'done'
        now.id = reply.id
        now.url = reply.url
        now.mime = reply.mime || now.mime
        // The file the form asked for has arrived: "please upload" and the banner go; a refusal of
        // another file in the same pick stays under the field.
        if (this.errors.attachments === tt('error.attachment')) this.clear('attachments')
        else this.error = ''
      })
    } catch (e) {
      runInAction(() => {
        const now = this.attachments.find((a) => a.key === key)
        if (!now) return
        now.status = 'failed'
        now.error = messageOf(e, tt('add.uploadFailed'))
      })
    }
  }

  removeAttachment(key: string): void {
    this.attachments = this.attachments.filter((a) => a.key !== key)
  }

  // ------------------------------------------------------------------ checks and saving

  /**
   * Every check of the mode; messages go under their fields and the first one is answered. A draft
   * needs what the server stores (travellers, purpose, destination, dates in order, readable
   * budgets and routes); a submission also a start not before today, a route, the cost centre
   * (where the company has them) and an attachment (where the company asks for one).
   */
  validate(method: AddMethod): string | null {
    const e: Partial<Record<FormField, string>> = {}
    if (!this.travellers.length) e.travellers = tt('error.travellers')
    e.ccsy = validateRequired(this.ccsy, tt('add.ccsy')) ?? checkLength(this.ccsy, MAX_CCSY, tt('add.ccsy')) ?? undefined
    e.mdd = validateRequired(this.mdd, tt('add.mdd')) ?? checkLength(this.mdd, MAX_MDD, tt('add.mdd')) ?? undefined
    e.dateBegin = validateRequired(this.dateBegin, tt('add.dateBegin')) ?? undefined
    e.dateEnd = validateRequired(this.dateEnd, tt('add.dateEnd')) ?? validateDateRange(this.dateBegin, this.dateEnd) ?? undefined
    if (method === 1 && !e.dateBegin && compareDay(this.dateBegin, this.today) < 0) e.dateBegin = tt('error.beginPast')
    if (method === 1 && this.costCenters.length && !this.costCenterId) e.costCenter = validateRequired('', tt('add.costCenter')) ?? undefined
    for (const f of ['jtys', 'zsys', 'qtys'] as const) e[f] = checkAmount(this[f]) ?? undefined
    const routes = this.routeList.checkAll()
    if (routes) e.routes = routes
    else if (method === 1 && !this.routeList.routes.length) e.routes = tt('error.needRoute')
    if (this.uploading) e.attachments = tt('error.uploading')
    else if (method === 1 && this.attachmentsRequired && !this.uploadedIds.length) e.attachments = tt('error.attachment')
    this.errors = e
    const order: FormField[] = ['travellers', 'ccsy', 'mdd', 'dateBegin', 'dateEnd', 'costCenter', 'jtys', 'zsys', 'qtys', 'routes', 'attachments']
    for (const f of order) if (e[f]) return e[f] as string
    return null
  }

  /** The request of a save. */
  body(method: AddMethod): CcsqdAddBody {
    const body: CcsqdAddBody = {
      addMethod: method,
      travellerEmpIds: this.travellers.map((t) => t.empId),
      ccsy: this.ccsy.trim(),
      dateBegin: this.dateBegin,
      dateEnd: this.dateEnd,
      mdd: this.mdd.trim(),
      jtys: parseAmount(this.jtys) ?? 0,
      zsys: parseAmount(this.zsys) ?? 0,
      qtys: parseAmount(this.qtys) ?? 0,
      routes: this.routeList.routes.map(routeToInput),
    }
    if (this.ccsqdId) body.ccsqdId = this.ccsqdId
    if (this.costCenterId) body.costCenterId = this.costCenterId
    if (this.projectId) body.projectId = this.projectId
    if (this.uploadedIds.length) body.attachmentIds = this.uploadedIds
    return body
  }

  /** Saves a draft (0) or submits (1). One save at a time; a failure leaves the form as it was. */
  async save(method: AddMethod): Promise<SaveOutcome> {
    if (this.saving !== null || this.status !== 'ready') return { ok: false, message: null }
    this.error = ''
    const invalid = this.validate(method)
    if (invalid) return this.fail(invalid)
    this.saving = method
    try {
      const reply = await this.api.vipCcsqdAdd(this.body(method))
      runInAction(() => {
        this.ccsqdId = reply.ccsqdId
      })
      return { ok: true, ccsqdId: reply.ccsqdId, status: reply.status, method }
    } catch (e) {
      return this.fail(messageOf(e, tt('error.saveFailed')))
    } finally {
      runInAction(() => {
        this.saving = null
      })
    }
  }

  private fail(message: string): SaveOutcome {
    this.error = message
    return { ok: false, message }
  }
}
