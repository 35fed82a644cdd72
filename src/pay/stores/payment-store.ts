/**
 * Paying booked orders (/pay/payment): the orders and ways to pay (getPaySubject), the 15-minute
 * window (spec §9) counted down from the server's seconds-left, the SMS code that confirms the
 * payment, and pay/online. After payment, the ticketing status (queryOnlinePayStatus) until issued.
 * With a `changeId` the same screen pays a change of the order that waits for the traveller's
 * payment (payScene 2); the change is issued when paid.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { validateSmsCode } from '../../core/domain/validators'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as payApi from '../api/pay'
import type { GetPaySubjectReply, PayOnlineReply, PayStatusReply, PaySubject } from '../api/pay'
import { pay } from '../i18n/pay'

const tt = scopedT(pay)

export type PayApi = Pick<typeof payApi, 'getPaySubject' | 'getPaySmsCode' | 'payOnline' | 'queryOnlinePayStatus'>

/** Reads an id of the URL: digits only, else undefined. */
export function parseId(raw: string | undefined): string | undefined {
  const id = (raw ?? '').trim()
  return /^\d{1,12}$/.test(id) ? id : undefined
}

/** Reads `orderIds` of the URL ('1,2'): digits only, at most 10 (the call's limit). */
export function parseOrderIds(raw: string | undefined): string[] {
  return [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,12}$/.test(s)))].slice(0, 10)
}

export type PaymentStatus = 'loading' | 'ready' | 'error' | 'notFound' | 'expired' | 'inApproval' | 'paid' | 'notPayable'

const PAID_STATES = new Set(['PAID', 'TICKETING', 'ISSUED'])

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

export class PaymentStore {
  status: PaymentStatus = 'loading'
  loadError = ''
  info: GetPaySubjectReply | null = null
  subjectId = ''
  smsCode = ''
  codeError = ''
  codeSentAt = 0
  submitting = false
  error = ''
  /** Seconds left to pay; 0 once the window closed. */
  remaining = 0
  result: PayOnlineReply | null = null

  private deadlineAt = 0
  private readonly api: PayApi

  constructor(
    readonly orderIds: string[],
    api: Partial<PayApi> = {},
    private readonly now: () => number = () => Date.now(),
    /** A change of the (one) order to pay instead of the order. */
    readonly changeId?: string,
  ) {
    this.api = { ...payApi, ...api }
    makeAutoObservable<PaymentStore, 'api' | 'now' | 'deadlineAt'>(this, { api: false, now: false, deadlineAt: false })
  }

  get subject(): PaySubject | undefined {
    return this.info?.subjects.find((s) => s.subjectId === this.subjectId)
  }

  get needSms(): boolean {
    return this.subject?.needSms ?? true
  }

  async load(): Promise<void> {
    if (!this.orderIds.length) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    this.loadError = ''
    let info: GetPaySubjectReply
    try {
      info = await this.api.getPaySubject(this.orderIds, this.changeId)
    } catch (e) {
      runInAction(() => {
        if (isApiError(e) && e.errCode === 4004) {
          this.status = 'notFound'
        } else {
          this.status = 'error'
          this.loadError = isApiError(e) && e.message ? e.message : tt('pay.failed')
        }
      })
      return
    }
    runInAction(() => {
      this.info = info
      // The company account first when it can pay; otherwise the first that can.
      const usable = info.subjects.filter((s) => s.available)
      if (!this.subject?.available) this.subjectId = (usable.find((s) => s.payType === 'COMPANY') ?? usable[0])?.subjectId ?? ''
      this.deadlineAt = this.now() + Math.max(0, info.secondsLeft) * 1000
      this.remaining = Math.max(0, info.secondsLeft)
      this.status = this.statusOf(info)
    })
  }

  /** What the orders' states allow: paying, or one of the screens that say why not. */
  private statusOf(info: GetPaySubjectReply): PaymentStatus {
    const states = info.orders.map((o) => o.status)
    if (!states.length) return 'notFound'
    if (states.every((s) => PAID_STATES.has(s))) return 'paid'
    if (states.some((s) => s === 'CANCELLED' || s === 'CLOSED')) return 'expired'
    if (states.some((s) => s === 'IN_APPROVAL' || s === 'AWAITING_SUBMIT')) return 'inApproval'
    if (!states.every((s) => s === 'AWAITING_PAYMENT')) return 'notPayable'
    return info.secondsLeft > 0 ? 'ready' : 'expired'
  }

  /** One second of the countdown; counted from an end time, so a paused timer stays right. */
  tick(): void {
    if (this.status !== 'ready' || !this.deadlineAt) return
    this.remaining = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    if (this.remaining === 0) this.status = 'expired'
  }

  chooseSubject(id: string): void {
    const s = this.info?.subjects.find((x) => x.subjectId === id)
    if (!s) return
    this.subjectId = id
    this.error = s.available ? '' : tt('pay.subjectUnavailable')
  }

  setSmsCode(v: string): void {
    this.smsCode = v.replace(/\D+/g, '').slice(0, 6)
    this.codeError = ''
    this.error = ''
  }

  /** Sends the payment code (SmsCodeButton counts down when this resolves). */
  async sendCode(): Promise<unknown> {
    const reply = await this.api.getPaySmsCode(this.orderIds, this.changeId)
    runInAction(() => {
      this.codeSentAt = this.now()
      this.codeError = ''
    })
    return reply
  }

  /** Pays; true when paid. What was typed stays on every failure. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.status !== 'ready' || !this.info) return false
    this.error = ''
    const subject = this.subject
    if (!subject) {
      this.error = tt('pay.chooseSubject')
      return false
    }
    if (!subject.available) {
      this.error = tt('pay.subjectUnavailable')
      return false
    }
    if (subject.needSms) {
      const bad = validateSmsCode(this.smsCode)
      if (bad) {
        this.codeError = bad
        return false
      }
    }
    this.submitting = true
    try {
      const reply = await this.api.payOnline({
        orderIds: this.orderIds,
        ...(this.changeId ? { changeId: this.changeId, payScene: 2 } : { payScene: 1 }),
        subjectBeanList: [{ subjectId: subject.subjectId, payType: subject.payType, amount: this.info.amount }],
        smsCode: this.smsCode,
      })
      runInAction(() => {
        this.result = reply
        this.submitting = false
      })
      return true
    } catch (e) {
      const message = isApiError(e) && e.message ? e.message : tt('pay.failed')
      runInAction(() => {
        this.submitting = false
        this.error = message
      })
      // A refusal may mean the amount or the deadline moved: read the orders again (the code stays).
      if (isApiError(e) && e.kind === 'business') {
        const keep = this.error
        await this.load()
        runInAction(() => {
          this.error = keep
        })
      }
      return false
    }
  }
}

/** After payment: each order's payment and ticketing state, polled until tickets are issued. */
export class PayResultStore {
  states: PayStatusReply[] = []
  status: 'loading' | 'ready' | 'error' = 'loading'
  /** Polling stopped before every order was issued. */
  gaveUp = false
  private polls = 0
  private readonly api: Pick<PayApi, 'queryOnlinePayStatus'>

  constructor(
    readonly orderIds: string[],
    api: Partial<Pick<PayApi, 'queryOnlinePayStatus'>> = {},
    private readonly maxPolls = 20,
  ) {
    this.api = { queryOnlinePayStatus: payApi.queryOnlinePayStatus, ...api }
    makeAutoObservable<PayResultStore, 'api' | 'polls' | 'maxPolls'>(this, { api: false, polls: false, maxPolls: false })
  }

  get settled(): boolean {
    return this.states.length > 0 && this.states.every((s) => s.status !== 'TICKETING' && s.status !== 'PAID')
  }

  get issued(): boolean {
    return this.states.length > 0 && this.states.every((s) => s.status === 'ISSUED')
  }

  get amount(): number {
    return this.states.reduce((sum, s) => sum + s.paidAmount, 0)
  }

  /** One round of status calls; answers whether to poll again. */
  async poll(): Promise<boolean> {
    this.polls += 1
    try {
      const states = await Promise.all(this.orderIds.map((id) => this.api.queryOnlinePayStatus(id)))
      runInAction(() => {
        this.states = states
        this.status = 'ready'
      })
    } catch {
      runInAction(() => {
        if (!this.states.length) this.status = 'error'
      })
    }
    const again = !this.settled && this.polls < this.maxPolls
    runInAction(() => {
      this.gaveUp = !again && !this.settled
    })
    return again
  }

  /** Starts over (the refresh button after giving up). */
  restart(): void {
    this.polls = 0
    this.gaveUp = false
  }
}
