/**
 * One trip application (/tripDetail?ccsqdId=): the application, its approval progress, its
 * changes, and what the viewer may do now: edit or delete a draft, cancel, request a change,
 * withdraw a change in approval, book an open flight route. The server's flags decide (canEdit,
 * canDelete, canCancel, canChange); the store adds only what the flags do not say (who may book,
 * who may withdraw a change).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import * as tripApi from '../../core/api/trip'
import type { TripApplication, TripChange, TripRoute } from '../../core/api/trip'
import { scopedT } from '../../core/i18n/index'
import { tripDict } from '../i18n/trip'
import { DetailResource, isIdText, isNotFoundError, type DetailStatus } from '../../core/stores/detail-resource'
import { messageOf } from './trip-form-store'
import { compareDay, todayText } from './trip-rules'

const tt = scopedT(tripDict)

export type TripDetailApi = Pick<typeof tripApi, 'vipCcsqdGetInfo' | 'vipChangeGetByCcsqd' | 'vipCcsqdDel' | 'cancelTripApplication' | 'vipChangeDel'>

export interface TripDetailEnv {
  /** The signed-in employee's id. */
  selfId: () => string
  now: () => number
}

export type { DetailStatus }
export type DetailAction = 'delete' | 'cancel' | 'withdraw'

/** Route products the app can book today under an application (domestic flights). */
export const BOOKABLE_PRODUCTS: readonly number[] = [10901]

/** What the detail screen loads: the application and its change history. */
export interface TripDetailData {
  app: TripApplication
  changes: TripChange[]
}

export class TripDetailStore {
  /** The application by its id (core/stores/detail-resource): deleted meanwhile shows "not found" even on a quiet reload. */
  readonly resource: DetailResource<string | undefined, TripDetailData>
  /** The action running now. */
  busy: DetailAction | null = null
  message = ''

  private readonly api: TripDetailApi

  constructor(
    readonly ccsqdId: string | undefined,
    api: Partial<TripDetailApi> = {},
    private readonly env: TripDetailEnv = { selfId: () => '', now: () => Date.now() },
  ) {
    this.api = { ...tripApi, ...api }
    this.resource = new DetailResource(
      ccsqdId,
      async (id) => {
        const [app, changes] = await Promise.all([
          this.api.vipCcsqdGetInfo(id as string),
          // The history is a complement: without it the application still shows.
          this.api.vipChangeGetByCcsqd(id as string).catch(() => ({ list: [] as TripChange[] })),
        ])
        return { app, changes: changes.list }
      },
      { valid: isIdText, isNotFound: isNotFoundError, errorText: (e) => messageOf(e, tt('add.loadFailed')), showQuietNotFound: true },
    )
    makeAutoObservable<TripDetailStore, 'api' | 'env'>(this, { api: false, env: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get app(): TripApplication | null {
    return this.resource.data?.app ?? null
  }

  get changes(): TripChange[] {
    return this.resource.data?.changes ?? []
  }

  /** The application and its changes; a quiet reload (back from a change, pull to refresh) keeps the screen on failure. */
  async load(quiet = false): Promise<void> {
    await this.resource.load(quiet)
  }

  get isApplicant(): boolean {
    return !!this.app && this.app.applicant.empId === this.env.selfId()
  }

  get isTraveller(): boolean {
    const me = this.env.selfId()
    return !!this.app && this.app.travellers.some((t) => t.empId === me)
  }

  /** The change in approval, when there is one (status 5). */
  get pendingChange(): TripChange | null {
    if (!this.app) return null
    return this.app.pendingChange ?? (this.app.status === 5 ? this.changes.find((c) => c.status === 1) ?? null : null)
  }

  /** The applicant may withdraw a change still in approval. */
  get canWithdrawChange(): boolean {
    return !!this.pendingChange && this.pendingChange.status === 1 && this.isApplicant
  }

  /** Changes already decided or withdrawn (the pending one shows on its own above them). */
  get pastChanges(): TripChange[] {
    const pending = this.pendingChange?.changeId
    return this.changes.filter((c) => c.changeId !== pending)
  }

  /**
   * An open route of an approved application that the viewer travels on or applied for, of a
   * product the app books, not yet past. An application whose change is in approval (5) is not
   * offered until the change is decided.
   */
  canBook(route: TripRoute): boolean {
    const a = this.app
    if (!a || a.status !== 2) return false
    if (!BOOKABLE_PRODUCTS.includes(route.productType) || route.routeStatus !== 1) return false
    if (!this.isApplicant && !this.isTraveller) return false
    const last = route.dateEnd || route.dateBegin
    return compareDay(last, todayText(this.env.now())) >= 0
  }

  get hasActions(): boolean {
    const a = this.app
    return !!a && (a.canEdit || a.canDelete || a.canCancel || a.canChange || this.canWithdrawChange)
  }

  /** Deletes the draft; the page leaves when it answers true. */
  async remove(): Promise<boolean> {
    if (!this.app?.canDelete) return false
    return this.run('delete', () => this.api.vipCcsqdDel(this.app?.ccsqdId ?? ''), false)
  }

  /** Cancels (withdraws from approval, or cancels an approved application with nothing booked). */
  async cancel(): Promise<boolean> {
    if (!this.app?.canCancel) return false
    return this.run('cancel', () => this.api.cancelTripApplication(this.app?.ccsqdId ?? ''), true)
  }

  /** Withdraws the change in approval; the application is approved again as it was. */
  async withdrawChange(): Promise<boolean> {
    const change = this.pendingChange
    if (!change || !this.canWithdrawChange) return false
    return this.run('withdraw', () => this.api.vipChangeDel(change.changeId), true)
  }

  private async run(action: DetailAction, call: () => Promise<unknown>, reload: boolean): Promise<boolean> {
    if (this.busy) return false
    this.busy = action
    this.message = ''
    try {
      await call()
    } catch (e) {
      runInAction(() => {
        this.message = messageOf(e, tt('detail.actionFailed'))
        this.busy = null
      })
      // The state may have moved on meanwhile (approved, decided by someone else): show the current one.
      await this.load(true)
      return false
    }
    if (reload) await this.load(true)
    runInAction(() => {
      this.busy = null
    })
    return true
  }
}
