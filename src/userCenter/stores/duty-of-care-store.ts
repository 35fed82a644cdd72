/**
 * Duty of care: the administrator's screen (/userCenter/dutyOfCare: who is travelling today, a
 * message to all of them, recent messages and who acknowledged) and the recipient's screen
 * (/userCenter/dutyOfCareAck: the message and "I'm safe").
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import {
  ackDuty,
  dutyBroadcasts,
  dutyMine,
  dutyTravellers,
  sendDutyBroadcast,
  type DutyBroadcast,
  type DutyMineReply,
  type DutyTravellersReply,
} from '../api/duty-of-care-api'
import { dutyOfCareDict } from '../i18n/duty-of-care'

const tt = scopedT(dutyOfCareDict)

/** Longest message (the server's limit too). */
export const DUTY_TEXT_MAX = 200

export type DutyOfCareApi = {
  travellers: typeof dutyTravellers
  broadcasts: typeof dutyBroadcasts
  send: typeof sendDutyBroadcast
}
const defaultApi: DutyOfCareApi = { travellers: dutyTravellers, broadcasts: dutyBroadcasts, send: sendDutyBroadcast }

type LoadStatus = 'loading' | 'ready' | 'notFound' | 'error'
const failure = (e: unknown, fallback: string) => (isApiError(e) && e.message ? e.message : fallback)

/** The administrator's screen. */
export class DutyOfCareStore {
  status: LoadStatus = 'loading'
  error = ''
  now: DutyTravellersReply | null = null
  broadcasts: DutyBroadcast[] = []
  text = ''
  sending = false
  sendError = ''

  constructor(private readonly api: DutyOfCareApi = defaultApi) {
    makeAutoObservable<DutyOfCareStore, 'api'>(this, { api: false })
  }

  get travellerCount(): number {
    return this.now?.travellers.length ?? 0
  }

  /** Why the message cannot go yet ('' when it can). */
  get blocker(): string {
    if (!this.text.trim()) return tt('doc.needText')
    if (this.travellerCount === 0) return tt('doc.noOne')
    return ''
  }

  setText(text: string): void {
    this.text = text.slice(0, DUTY_TEXT_MAX)
    this.sendError = ''
  }

  /** Loads the travellers and the recent messages together. */
  async load(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    try {
      const [now, list] = await Promise.all([this.api.travellers(), this.api.broadcasts()])
      runInAction(() => {
        this.now = now
        this.broadcasts = list.list
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        // 4004: not an administrator (the page's gate shows the not-open notice before asking).
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.error = failure(e, tt('doc.failed'))
      })
    }
  }

  /** Sends the message (the page has asked for confirmation); true when sent. The text stays on failure. */
  async send(): Promise<boolean> {
    if (this.sending) return false
    if (this.blocker) {
      this.sendError = this.blocker
      return false
    }
    this.sending = true
    this.sendError = ''
    try {
      const sent = await this.api.send(this.text.trim())
      runInAction(() => {
        this.broadcasts = [sent, ...this.broadcasts.filter((b) => b.id !== sent.id)]
        this.text = ''
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.sendError = failure(e, tt('doc.sendFailed'))
      })
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }
}

export type DutyAckApi = { mine: typeof dutyMine; ack: typeof ackDuty }
const defaultAckApi: DutyAckApi = { mine: dutyMine, ack: ackDuty }

/** The recipient's screen. */
export class DutyAckStore {
  status: LoadStatus = 'loading'
  error = ''
  data: DutyMineReply | null = null
  acking = false
  ackError = ''

  constructor(
    readonly id: string,
    private readonly api: DutyAckApi = defaultAckApi,
  ) {
    makeAutoObservable<DutyAckStore, 'api'>(this, { api: false, id: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    if (!/^\d{1,9}$/.test(this.id)) {
      this.status = 'notFound'
      this.error = tt('ack.failed')
      return
    }
    try {
      const data = await this.api.mine(this.id)
      runInAction(() => {
        this.data = data
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = isApiError(e) && e.errCode === 4004 ? 'notFound' : 'error'
        this.error = isApiError(e) && e.errCode === 4004 ? tt('ack.failed') : failure(e, tt('ack.failed'))
      })
    }
  }

  async ack(): Promise<void> {
    if (this.acking || !this.data) return
    this.acking = true
    this.ackError = ''
    try {
      const data = await this.api.ack(this.id)
      runInAction(() => {
        this.data = data
      })
    } catch (e) {
      runInAction(() => {
        this.ackError = failure(e, tt('ack.failed'))
      })
    } finally {
      runInAction(() => {
        this.acking = false
      })
    }
  }
}
