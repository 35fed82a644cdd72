/**
 * /service: the company's service lines (getCustomerInfoList), the complaint line
 * (getComplaintPhone), and online service when the tenant enables it (parameter 10013): a
 * question sent to the travel consultants and their answers (serviceRequest, kind ONLINE).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addServiceRequest, cancelServiceRequest, getCustomerInfoList, serviceRequestList, type CustomerInfo, type ServiceRequestItem } from '../api/mine'
import { getComplaintPhone, queryParameter } from '../../core/api/general'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { PagedList } from '../../core/stores/paged-list'
import { mineDict } from '../i18n/mine'
import { CopyKey, deviceCopies, isNetworkFailure, keepCopy, readCopy, savedNotice } from './offline-copy'
import { MINE_PAGE_SIZE } from './paged-store'
import type { OfflineDeps } from './schedule-store'

const tt = scopedT(mineDict)

/** The tenant flag of online customer service (overview §6). */
export const ONLINE_SERVICE_PARAM = '10013'
/** Longest question. */
export const QUESTION_MAX = 500

export interface ServiceApi {
  contacts: typeof getCustomerInfoList
  complaint: typeof getComplaintPhone
  parameters: typeof queryParameter
  list: typeof serviceRequestList
  add: typeof addServiceRequest
  cancel: typeof cancelServiceRequest
}

/** What is wrong with a question, or null. */
export function questionProblem(text: string): string | null {
  const q = text.trim()
  if (!q) return tt('service.required')
  if (q.length > QUESTION_MAX) return tt('service.tooLong')
  return null
}

export class ServiceStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadError = ''
  contacts: CustomerInfo[] = []
  complaintPhone = ''
  onlineOn = false
  question = ''
  sending = false
  /** Inline message under the question box. */
  message = ''
  readonly questions: PagedList<ServiceRequestItem>
  /** When the kept service lines on screen were saved (ms); null: read just now (issue 18 §3). */
  savedAt: number | null = null
  private readonly api: ServiceApi

  constructor(
    api: Partial<ServiceApi> = {},
    private readonly offline: OfflineDeps & { now?: () => number } = {},
  ) {
    this.api = {
      contacts: getCustomerInfoList, complaint: getComplaintPhone, parameters: queryParameter,
      list: serviceRequestList, add: addServiceRequest, cancel: cancelServiceRequest, ...api,
    }
    this.questions = new PagedList((pageNum) => this.api.list('ONLINE', pageNum, MINE_PAGE_SIZE), (r) => r.id)
    makeAutoObservable<ServiceStore, 'api' | 'offline'>(this, { api: false, questions: false, offline: false })
  }

  private get clock(): number {
    return (this.offline.now ?? Date.now)()
  }

  /** 'Offline · saved 14:05 (5 min ago)' while the kept lines show, else ''. */
  get notice(): string {
    return this.savedAt === null ? '' : savedNotice(this.savedAt, this.clock)
  }

  async load(): Promise<void> {
    const copies = this.offline.copies ?? deviceCopies
    const owner = this.offline.owner?.() ?? ''
    try {
      const [contacts, complaint, params] = await Promise.all([
        this.api.contacts(),
        this.api.complaint().catch(() => ({ phone: '' })),
        this.api.parameters([ONLINE_SERVICE_PARAM]).catch(() => ({ parameterResponses: [] })),
      ])
      const online = params.parameterResponses.find((p) => p.paramNo === ONLINE_SERVICE_PARAM)?.value1 === '1'
      keepCopy(copies, CopyKey.service, owner, { contacts, complaintPhone: complaint.phone }, this.clock)
      runInAction(() => {
        this.contacts = contacts
        this.complaintPhone = complaint.phone
        this.onlineOn = online
        this.status = 'ready'
        this.savedAt = null
      })
      if (online) await this.questions.reload()
    } catch (e) {
      // No network: the lines kept from the last good read, with their age (online service needs the network).
      const copy = isNetworkFailure(e) ? readCopy<{ contacts: CustomerInfo[]; complaintPhone: string }>(copies, CopyKey.service, owner) : null
      if (copy) {
        runInAction(() => {
          this.contacts = copy.data.contacts
          this.complaintPhone = copy.data.complaintPhone
          this.onlineOn = false
          this.status = 'ready'
          this.savedAt = copy.at
        })
        return
      }
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error'
        this.loadError = isApiError(e) ? e.message : ''
      })
    }
  }

  setQuestion(text: string): void {
    this.question = text
    if (this.message) this.message = ''
  }

  /** Sends the question; true when sent (the box empties and the list shows it first). */
  async send(): Promise<boolean> {
    const problem = questionProblem(this.question)
    if (problem) {
      this.message = problem
      return false
    }
    if (this.sending) return false
    this.sending = true
    try {
      await this.api.add({ kind: 'ONLINE', content: this.question.trim() })
      runInAction(() => {
        this.question = ''
        this.message = ''
      })
      await this.questions.reload()
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : tt('service.onlineOff')
      })
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }

  /** Withdraws a question still waiting. */
  async withdraw(id: string): Promise<boolean> {
    try {
      await this.api.cancel(id)
      await this.questions.reload()
      return true
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) ? e.message : ''
      })
      return false
    }
  }
}
