/**
 * A train order on the core detail resource, for the screens of this slice that show one order
 * (/tr/trSferOrderDetail, a transfer: both legs; /tr/trBenthOrderDetail, a standby): loading, not
 * found, error with retry, quiet reloads; the pay countdown counted from the server's seconds
 * left; polling while tickets are being issued (or, for a standby, while it waits in the queue);
 * cancelling. What may be done is the server's allowedActions; the page only shows it.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysText, parseDateTime } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { DetailResource, isIdText, type DetailStatus } from '../../core/stores/detail-resource'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import type { TrainLegView, TrainOrderDetail, TrainTicketView, TrCancelReply } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'

const tt = scopedT(afterSale)

export type TrainOrderApi = Pick<typeof orderApi, 'orderDetail' | 'cancelTrOrder'> & Pick<typeof api, 'benchCancel'>

/** Polls of one visit while something is under way (issuing, a queue): at most this many. */
const MAX_POLLS = 40

export class TrainOrderStore {
  readonly resource: DetailResource<string, TrainOrderDetail>
  /** Seconds left to pay. */
  remaining = 0
  busy = false
  message = ''

  private deadlineAt = 0
  private polls = 0
  private quietLoad = false
  private readonly api: TrainOrderApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<TrainOrderApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { orderDetail: orderApi.orderDetail, cancelTrOrder: orderApi.cancelTrOrder, benchCancel: api.benchCancel, ...apiOverrides }
    this.resource = new DetailResource(orderId ?? '', (id) => this.api.orderDetail(id, this.quietLoad), {
      valid: (id) => isIdText(id),
      onLoad: (o) => {
        this.deadlineAt = this.now() + Math.max(0, o.paySecondsLeft) * 1000
        this.remaining = Math.max(0, o.paySecondsLeft)
      },
    })
    makeAutoObservable<TrainOrderStore, 'api' | 'now' | 'deadlineAt' | 'polls' | 'quietLoad'>(this, {
      api: false,
      now: false,
      deadlineAt: false,
      polls: false,
      quietLoad: false,
      resource: false,
    })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get order(): TrainOrderDetail | null {
    return this.resource.data
  }

  /** Loads the order; `quiet` keeps it on screen. */
  async load(quiet = false): Promise<void> {
    this.quietLoad = quiet
    await this.resource.load(quiet)
  }

  /** Something the server does on its own is under way: tickets being issued, or a standby in the queue. */
  get underWay(): boolean {
    const o = this.order
    if (!o) return false
    if (o.standby) return o.standby.state === 'WAITING' || o.status === 'PAID' || o.status === 'TICKETING'
    return o.status === 'PAID' || o.status === 'TICKETING'
  }

  /** One poll; answers whether to poll again. */
  async poll(): Promise<boolean> {
    if (!this.underWay || this.polls >= MAX_POLLS) return false
    this.polls += 1
    await this.load(true)
    return this.underWay && this.polls < MAX_POLLS
  }

  /** A new visit of the page polls afresh. */
  resetPolls(): void {
    this.polls = 0
  }

  /** The pay countdown; at zero the order is read again (the server cancels it). */
  tick(): void {
    if (this.order?.status !== 'AWAITING_PAYMENT' || !this.deadlineAt) return
    const left = Math.max(0, Math.ceil((this.deadlineAt - this.now()) / 1000))
    this.remaining = left
    if (left === 0) {
      this.deadlineAt = 0
      void this.load(true)
    }
  }

  /**
   * Cancels (the caller asked the user first): an unpaid order releases its seats; a standby still
   * queued leaves the queue and gets the prepaid amount back. Answers the server's reply, or null.
   */
  async cancel(): Promise<TrCancelReply | null> {
    const o = this.order
    if (!o || this.busy) return null
    this.busy = true
    this.message = ''
    try {
      const queued = o.standby?.state === 'WAITING'
      const reply = queued ? await this.api.benchCancel(o.orderId) : await this.api.cancelTrOrder(o.orderId)
      await this.load(true)
      return reply
    } catch (e) {
      runInAction(() => {
        this.message = isApiError(e) && e.message ? e.message : tt('tr.common.failed')
      })
      return null
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  /** The tickets of a passenger on a leg, the replaced ones too (a changed ticket shows what it became). */
  ticketsOn(passengerId: string, legNo: number): TrainTicketView[] {
    return this.order?.passengers.find((p) => p.id === passengerId)?.tickets.filter((t) => t.legNo === legNo) ?? []
  }

  get legs(): TrainLegView[] {
    return this.order?.legs.slice().sort((a, b) => a.legNo - b.legNo) ?? []
  }
}

/** Minutes between the first leg's arrival and the second's departure (China wall clock), or null. */
export function connectionMinutes(first: TrainLegView | undefined, second: TrainLegView | undefined): number | null {
  if (!first || !second) return null
  const arrive = parseDateTime(`${addDaysText(first.date, first.arriveDays)} ${first.arriveTime}`)
  const depart = parseDateTime(`${second.date} ${second.startTime}`)
  return arrive && depart ? Math.round((depart.getTime() - arrive.getTime()) / 60000) : null
}
