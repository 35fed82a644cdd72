/**
 * /approval/Detail?id=&workItemId=&orderType=: what is being approved (an application, a change of
 * one, or a flight order) with its progress, and the approver's decision.
 *
 * With a workItemId the approver's view loads (orderApproveList by workItemId) and, while the item
 * is pending, approve / reject are offered. Without one (a traveller following a link or a push with
 * id + orderType) the same screen is read only. A decision goes through a sheet (the confirm step)
 * with the remark rule of core/domain/approval: a rejection needs a reason, no remark passes 200.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import {
  orderApproveList,
  vipBpmReceiveAppResult,
  type ApprovalDetail,
  type ApprovalDetailBody,
  type ReceiveAppResultReply,
} from '../../core/api/approval'
import { DECISION, INSTANCE_STATUS, REMARK_MAX, remarkProblem, type Decision } from '../../core/domain/approval'
import { isApiError } from '../../core/http/envelope'
import { DetailResource, type DetailStatus } from '../../core/stores/detail-resource'
import { scopedT, t } from '../../core/i18n/index'
import { detailDict } from '../i18n/detail'

const tt = scopedT(detailDict)

export type { DetailStatus }

/** The query the screen is opened with (values as the URL gives them). */
export interface DetailQuery {
  id?: string
  workItemId?: string
  orderType?: string
}

export interface ApprovalDetailApi {
  load: typeof orderApproveList
  decide: typeof vipBpmReceiveAppResult
}

/** What submit() came to: the page acts on it (result screen, a dialog, nothing). */
export type SubmitOutcome = 'done' | 'handled' | 'invalid' | 'failed' | 'busy'

const ID = /^\d{1,12}$/
const ORDER_TYPES = new Set([11099, 11001])

/** The orderApproveList request for a query, or null when the query cannot name anything. */
export function detailRequest(q: DetailQuery): ApprovalDetailBody | null {
  if (q.workItemId && ID.test(q.workItemId)) return { workItemId: q.workItemId }
  const orderType = Number(q.orderType)
  if (q.id && ID.test(q.id) && ORDER_TYPES.has(orderType)) return { orderId: q.id, orderType: orderType as 11099 | 11001 }
  return null
}

export class ApprovalDetailStore {
  /** What is being approved, by its query (core/stores/detail-resource): a query that names nothing is "not found". */
  readonly resource: DetailResource<DetailQuery, ApprovalDetail>

  /** The decision sheet: open for approve or reject, or closed. */
  decision: Decision | null = null
  remark = ''
  remarkError = ''
  submitting = false
  submitError = ''
  /** The decision made here, once the server took it. */
  result: (ReceiveAppResultReply & { decision: Decision }) | null = null
  /** Why the decision did not go through (4009 already handled, 4004 gone): title and text for a dialog. */
  refusal: { title: string; text: string } | null = null

  private readonly api: ApprovalDetailApi

  constructor(
    readonly query: DetailQuery,
    api: Partial<ApprovalDetailApi> = {},
  ) {
    this.api = { load: orderApproveList, decide: vipBpmReceiveAppResult, ...api }
    this.resource = new DetailResource(query, (q) => this.fetch(detailRequest(q) as ApprovalDetailBody), {
      valid: (q) => detailRequest(q) !== null,
      // The server's reason, even an empty one: the page falls back to its own words.
      errorText: (e) => (isApiError(e) ? e.message : ''),
    })
    makeAutoObservable<ApprovalDetailStore, 'api' | 'fetch'>(this, { api: false, query: false, resource: false, fetch: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get detail(): ApprovalDetail | null {
    return this.resource.data
  }

  /** Opened with a work item: the approver's view. Without one: read only. */
  get approverView(): boolean {
    return !!this.query.workItemId && ID.test(this.query.workItemId)
  }

  /** Approve and reject are offered: my item, still pending, not decided here already. */
  get canDecide(): boolean {
    return !!this.detail?.workItem?.canDecide && !this.result
  }

  get remarkLength(): number {
    return this.remark.trim().length
  }

  /** Loads what is being approved; `quiet` (a refresh after a decision, back on the page) keeps the screen. */
  async load(quiet = false): Promise<void> {
    await this.resource.load(quiet)
  }

  /**
   * By work item first; an item no longer visible to me (withdrawn, or a link to someone else's
   * item) falls back to the read-only view by id + order type when the query has them.
   */
  private async fetch(first: ApprovalDetailBody): Promise<ApprovalDetail> {
    try {
      return await this.api.load(first)
    } catch (e) {
      const fallback = first.workItemId ? detailRequest({ id: this.query.id, orderType: this.query.orderType }) : null
      if (fallback && isApiError(e) && e.errCode === 4004) return this.api.load(fallback)
      throw e
    }
  }

  /** Opens the decision sheet. */
  open(decision: Decision): void {
    if (!this.canDecide || this.submitting) return
    this.decision = decision
    this.remarkError = ''
    this.submitError = ''
  }

  close(): void {
    if (this.submitting) return
    this.decision = null
  }

  setRemark(v: string): void {
    this.remark = v
    this.remarkError = ''
  }

  /** The remark's problem in the current language, or '' when it may go. */
  validate(): string {
    if (this.decision === null) return ''
    const problem = remarkProblem(this.decision, this.remark)
    if (problem === 'required') return tt('decide.err.required')
    if (problem === 'tooLong') return tt('decide.err.tooLong', { max: REMARK_MAX })
    return ''
  }

  /**
   * Sends the decision once: a second tap while one is on its way does nothing. 4009 (already
   * handled: another approver of the level, or the applicant withdrew) and 4004 (no longer mine)
   * close the sheet, explain, and reload what is on screen.
   */
  async submit(): Promise<SubmitOutcome> {
    if (this.submitting) return 'busy'
    const decision = this.decision
    const workItemId = this.detail?.workItem?.workItemId
    if (decision === null || !workItemId || !this.canDecide) return 'invalid'
    const problem = this.validate()
    if (problem) {
      this.remarkError = problem
      return 'invalid'
    }
    this.submitting = true
    this.submitError = ''
    this.refusal = null
    const remark = this.remark.trim()
    try {
      const reply = await this.api.decide({ workItemId, completeState: decision, ...(remark ? { appRemark: remark } : {}) })
      runInAction(() => {
        this.result = { ...reply, decision }
        this.decision = null
      })
      await this.load(true)
      return 'done'
    } catch (e) {
      const code = isApiError(e) ? e.errCode : undefined
      if (code === 4009 || code === 4004) {
        runInAction(() => {
          this.decision = null
          this.refusal =
            code === 4009
              ? { title: (isApiError(e) && e.message) || tt('decide.handledTitle'), text: tt('decide.handledText') }
              : { title: tt('decide.handledTitle'), text: tt('decide.goneText') }
        })
        await this.load(true)
        return 'handled'
      }
      runInAction(() => {
        this.submitError = isApiError(e) && e.message ? e.message : tt('decide.failed')
      })
      return 'failed'
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  /** The line shown once a decision went through. */
  get resultText(): string {
    const r = this.result
    if (!r) return ''
    if (r.decision === DECISION.REJECT) return tt('result.rejected')
    if (r.instanceStatus === INSTANCE_STATUS.PENDING && r.nextApprovers.length) return tt('result.next', { names: r.nextApprovers.join(t('approval.nameSep')) })
    return tt('result.approved')
  }
}
