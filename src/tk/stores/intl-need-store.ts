/**
 * Demand orders: the form of /tk/tkNeed (the trip described, sent with tkNeedOrderAdd), the
 * detail of /tk/tkNeedDetail (notes back and forth, the consultant's quote, accept → tkIntEdit,
 * cancel) and the list of /userCenter/NeedOrder.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { scopedT } from '../../core/i18n/index'
import { isApiError } from '../../core/http/envelope'
import * as api from '../api/intl-flight'
import type { NeedRow, TkNeedOrderDetail } from '../api/intl-flight'
import { intlDict } from '../i18n/intl'
import type { IntlQuery } from './intl-search'

const tt = scopedT(intlDict)

export type NeedApi = Pick<typeof api, 'tkNeedOrderAdd' | 'tkNeedOrderDetail' | 'tkNeedOrderCancel' | 'orderNoteAdd' | 'tkNeedOrderList'>

const message = (e: unknown, fallback: string) => (isApiError(e) && e.tips ? e.tips : fallback)

/** The new demand order form. */
export class NeedFormStore {
  remark = ''
  contactName = ''
  contactPhone = ''
  error = ''
  submitting = false

  constructor(readonly query: IntlQuery, private readonly deps: NeedApi = api) {
    makeAutoObservable<this, 'deps'>(this, { query: false, deps: false })
  }

  setRemark(v: string): void {
    this.remark = v
    this.error = ''
  }

  setContact(name: string, phone: string): void {
    this.contactName = name
    this.contactPhone = phone
  }

  /** Sends the demand; its id on success. */
  async submit(): Promise<string | null> {
    if (!this.remark.trim()) this.error = tt('need.remarkRequired')
    else if (!this.contactName.trim()) this.error = tt('edit.contactRequired')
    else if (!/^1[3-9]\d{9}$/.test(this.contactPhone)) this.error = tt('edit.phoneInvalid')
    if (this.error || this.submitting) return null
    this.submitting = true
    try {
      const q = this.query
      const reply = await this.deps.tkNeedOrderAdd({
        depCode: q.dep, arrCode: q.arr, depDate: q.depDate, ...(q.retDate ? { retDate: q.retDate } : {}), cabinClass: q.cabin,
        adults: q.adults, children: q.children, tripType: q.tripType, ...(q.travellerIds.length ? { travellerEmpIds: q.travellerIds } : {}),
        contact: { name: this.contactName.trim(), phone: this.contactPhone }, remark: this.remark.trim(),
      })
      return reply.need.id
    } catch (e) {
      runInAction(() => {
        this.error = message(e, tt('need.failed'))
      })
      return null
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }
}

/** One demand order with its notes. */
export class NeedDetailStore {
  status: 'loading' | 'ready' | 'notFound' | 'error' = 'loading'
  loadError = ''
  detail: TkNeedOrderDetail | null = null
  note = ''
  busy = false
  actionError = ''

  constructor(readonly id: string, private readonly deps: NeedApi = api) {
    makeAutoObservable<this, 'deps'>(this, { id: false, deps: false })
  }

  async load(): Promise<void> {
    if (!this.detail) this.status = 'loading'
    try {
      const d = await this.deps.tkNeedOrderDetail(this.id)
      runInAction(() => {
        this.detail = d
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.loadError = message(e, tt('need.loadFailed'))
      })
    }
  }

  setNote(v: string): void {
    this.note = v
    this.actionError = ''
  }

  async sendNote(): Promise<void> {
    if (!this.note.trim()) {
      this.actionError = tt('need.noteRequired')
      return
    }
    if (this.busy) return
    this.busy = true
    try {
      await this.deps.orderNoteAdd(this.id, this.note.trim())
      runInAction(() => {
        this.note = ''
      })
      await this.load()
    } catch (e) {
      runInAction(() => {
        this.actionError = message(e, tt('need.failed'))
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  async cancel(): Promise<void> {
    if (this.busy) return
    this.busy = true
    try {
      const d = await this.deps.tkNeedOrderCancel(this.id)
      runInAction(() => {
        this.detail = d
      })
    } catch (e) {
      runInAction(() => {
        this.actionError = message(e, tt('need.failed'))
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}

/** The caller's demand orders. */
export class NeedListStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  list: NeedRow[] = []

  constructor(private readonly deps: NeedApi = api) {
    makeAutoObservable<this, 'deps'>(this, { deps: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const r = await this.deps.tkNeedOrderList()
      runInAction(() => {
        this.list = r.list
        this.status = 'ready'
      })
    } catch {
      runInAction(() => {
        this.status = 'error'
      })
    }
  }
}
