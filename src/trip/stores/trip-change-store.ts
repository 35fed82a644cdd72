/**
 * Changing an approved application (/tripChange?ccsqdId=): the routes prefilled from it (booked
 * routes locked), the budgets after the change beside the total before, and a reason; the change
 * goes through approval again (vipChangeAdd), the application showing "change in approval".
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as tripApi from '../../core/api/trip'
import type { ChangeAddBody, ChangeStatus, TripApplication } from '../../core/api/trip'
import { validateRequired } from '../../core/domain/validators'
import { scopedT } from '../../core/i18n/index'
import { tripDict } from '../i18n/trip'
import { RouteList } from './route-list'
import { isIdText, isNotFoundError as isNotFound } from '../../core/stores/detail-resource'
import { messageOf, type BudgetField } from './trip-form-store'
import { MAX_REASON, amountText, normalizeAmountInput, checkAmount, checkLength, parseAmount, routeFromStored, routeToInput, sameRoute, sumAmounts } from './trip-rules'

const tt = scopedT(tripDict)

export type TripChangeApi = Pick<typeof tripApi, 'vipCcsqdGetInfo' | 'vipChangeAdd'>
export type ChangeField = 'changeYy' | BudgetField | 'routes'
export type ChangeStatusView = 'loading' | 'ready' | 'notFound' | 'error' | 'locked'
export type ChangeOutcome = { ok: true; changeId: string; status: ChangeStatus } | { ok: false; message: string | null }

export class TripChangeStore {
  status: ChangeStatusView = 'loading'
  loadError = ''
  app: TripApplication | null = null
  changeYy = ''
  jtys = ''
  zsys = ''
  qtys = ''
  readonly routeList: RouteList
  errors: Partial<Record<ChangeField, string>> = {}
  submitting = false
  error = ''

  private readonly api: TripChangeApi

  constructor(
    readonly ccsqdId: string | undefined,
    api: Partial<TripChangeApi> = {},
  ) {
    this.api = { ...tripApi, ...api }
    this.routeList = new RouteList(() => ({ begin: this.app?.dateBegin ?? '', end: this.app?.dateEnd ?? '' }))
    makeAutoObservable<TripChangeStore, 'api'>(this, { api: false, routeList: false })
  }

  async load(): Promise<void> {
    if (!isIdText(this.ccsqdId)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    try {
      const app = await this.api.vipCcsqdGetInfo(this.ccsqdId)
      runInAction(() => {
        this.app = app
        if (!app.canChange) {
          this.status = 'locked'
          return
        }
        this.jtys = amountText(app.jtys)
        this.zsys = amountText(app.zsys)
        this.qtys = amountText(app.qtys)
        this.routeList.replaceAll(app.routes.map(routeFromStored))
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = isNotFound(e) ? 'notFound' : 'error'
        this.loadError = isNotFound(e) ? '' : messageOf(e, tt('add.loadFailed'))
      })
    }
  }

  /** The approved total (bgqzys). */
  get totalBefore(): number {
    return this.app?.zys ?? 0
  }

  /** The total the change asks for (bghzys). */
  get totalAfter(): number {
    return sumAmounts([parseAmount(this.jtys), parseAmount(this.zsys), parseAmount(this.qtys)])
  }

  setReason(value: string): void {
    this.changeYy = value
    this.clear('changeYy')
  }

  setBudget(field: BudgetField, value: string): void {
    this[field] = normalizeAmountInput(value)
    this.clear(field)
  }

  private clear(field: ChangeField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined }
    this.error = ''
  }

  /** Whether the routes or budgets differ from the approved application. */
  get changed(): boolean {
    const a = this.app
    if (!a) return false
    const after = this.routeList.routes.map(routeToInput)
    const before = a.routes.map((r) => routeToInput(routeFromStored(r)))
    const sameRoutes = after.length === before.length && after.every((r) => before.some((b) => sameRoute(r, b)))
    const sameBudgets = parseAmount(this.jtys) === a.jtys && parseAmount(this.zsys) === a.zsys && parseAmount(this.qtys) === a.qtys
    return !(sameRoutes && sameBudgets)
  }

  validate(): string | null {
    const e: Partial<Record<ChangeField, string>> = {}
    e.changeYy = validateRequired(this.changeYy, tt('change.reason')) ?? checkLength(this.changeYy, MAX_REASON, tt('change.reason')) ?? undefined
    for (const f of ['jtys', 'zsys', 'qtys'] as const) e[f] = checkAmount(this[f]) ?? undefined
    const routes = this.routeList.checkAll()
    if (routes) e.routes = routes
    else if (!this.routeList.routes.length) e.routes = tt('error.needRoute')
    this.errors = e
    const order: ChangeField[] = ['changeYy', 'jtys', 'zsys', 'qtys', 'routes']
    for (const f of order) if (e[f]) return e[f] as string
    if (!this.changed) return tt('change.noChange')
    return null
  }

  body(): ChangeAddBody {
    return {
      ccsqdId: this.app?.ccsqdId ?? '',
      changeYy: this.changeYy.trim(),
      routes: this.routeList.routes.map(routeToInput),
      jtys: parseAmount(this.jtys) ?? 0,
      zsys: parseAmount(this.zsys) ?? 0,
      qtys: parseAmount(this.qtys) ?? 0,
    }
  }

  async submit(): Promise<ChangeOutcome> {
    if (this.submitting || this.status !== 'ready') return { ok: false, message: null }
    this.error = ''
    const invalid = this.validate()
    if (invalid) return this.fail(invalid)
    this.submitting = true
    try {
      const reply = await this.api.vipChangeAdd(this.body())
      return { ok: true, changeId: reply.changeId, status: reply.status }
    } catch (e) {
      return this.fail(messageOf(e, tt('error.saveFailed')))
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  private fail(message: string): ChangeOutcome {
    this.error = message
    return { ok: false, message }
  }
}
