/**
 * The rail account (12306) and the passengers' identity check (booking flows §3.3, §4, §5.7, §8).
 *
 * - TrainAccountStore (/tr/trAccount, and the entry row of /tr/trEdit): the bound account
 *   (getNewest), binding with account and password (FindClkList) and its passengers, unbinding.
 *   The password lives in this store's memory only while typed: it is never put in storage, and it
 *   is cleared once the account is bound (kept after a refusal, so a typo can be corrected).
 * - TrainIdentityChecks (part of the booking form): each traveller's check — 0 not passed (the
 *   spec's message, booking blocked), 1 passed (a small mark), 2 needs a code (send it with
 *   checkRyxx, type it, checkLocalHytgry). Children are not checked. A check belongs to the identity
 *   it was made for: a changed name or document forgets it.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-account'
import { queryParameter } from '../api/train-search'
import type { RailAccountView, RailCheckCode, RailCheckItem } from '../api/train-account'
import type { TrainPassengerInput } from '../api/train-order'
import { trainBooking } from '../i18n/booking'

const tt = scopedT(trainBooking)

export type TrainAccountApi = Pick<typeof api, 'getNewest' | 'findClkList' | 'deleteAccount'> & { queryParameter: typeof queryParameter }

/** Company parameter 20019 (火车票12306账号登录): value1 '1' offers the rail account on the booking form. */
export const RAIL_ACCOUNT_PARAM = '20019'

export type TrainIdentityApi = Pick<typeof api, 'getCheckResult' | 'checkRyxx' | 'checkLocalHytgry'>

function messageOf(e: unknown, fallback: string): string {
  return isApiError(e) && e.message ? e.message : fallback
}

export type TrainAccountStatus = 'loading' | 'ready' | 'error'

/** The rail account screen and the booking form's entry row. */
export class TrainAccountStore {
  status: TrainAccountStatus = 'loading'
  loadError = ''
  account: RailAccountView | null = null
  accountName = ''
  password = ''
  binding = false
  unbinding = false
  /** Why the last bind or unbind failed (the server's words: account or PIN empty, login failed). */
  error = ''
  /** The company offers the rail account on the booking form (parameter 20019); unknown until read. */
  offered = false

  private readonly api: TrainAccountApi

  constructor(apiOverrides: Partial<TrainAccountApi> = {}) {
    this.api = { ...api, queryParameter, ...apiOverrides }
    makeAutoObservable<TrainAccountStore, 'api'>(this, { api: false })
  }

  get bound(): boolean {
    return this.account !== null
  }

  /** Reads the bound account. `quiet`: a refresh that keeps what is shown while it runs. */
  async load(quiet = false): Promise<void> {
    if (!quiet) this.status = 'loading'
    this.loadError = ''
    try {
      const account = await this.api.getNewest()
      runInAction(() => {
        this.account = account
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (quiet && this.status === 'ready') return
        this.status = 'error'
        this.loadError = messageOf(e, tt('tr.account.loadFailed'))
      })
    }
  }

  /** Reads whether the company offers the rail account (20019); a failed read hides the optional row. */
  async loadOffer(): Promise<void> {
    try {
      const reply = await this.api.queryParameter([RAIL_ACCOUNT_PARAM])
      const param = reply.parameterResponses.find((p) => p.paramNo === RAIL_ACCOUNT_PARAM)
      runInAction(() => {
        this.offered = String(param?.value1 ?? '') === '1'
      })
    } catch {
      runInAction(() => {
        this.offered = false
      })
    }
  }

  setAccountName(value: string): void {
    this.accountName = value.replace(/\s+/g, '')
    this.error = ''
  }

  setPassword(value: string): void {
    this.password = value
    this.error = ''
  }

  /** Signs in at 12306 and binds; the form's message when it fails. Answers whether it bound. */
  async bind(): Promise<boolean> {
    if (this.binding) return false
    // The spec's message for an empty field (§8) without a round trip.
    if (!this.accountName.trim() || !this.password) {
      this.error = tt('tr.account.empty')
      return false
    }
    this.binding = true
    this.error = ''
    try {
      const account = await this.api.findClkList(this.accountName.trim(), this.password)
      runInAction(() => {
        this.account = account
        this.status = 'ready'
        this.password = ''
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.error = messageOf(e, tt('tr.account.loginFailed'))
      })
      return false
    } finally {
      runInAction(() => {
        this.binding = false
      })
    }
  }

  /** Unbinds the account; the account name stays on the form for binding again. */
  async unbind(): Promise<boolean> {
    if (this.unbinding || !this.account) return false
    this.unbinding = true
    this.error = ''
    try {
      await this.api.deleteAccount()
      runInAction(() => {
        this.accountName = this.account?.accountName ?? this.accountName
        this.account = null
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.error = messageOf(e, tt('tr.account.unbindFailed'))
      })
      return false
    } finally {
      runInAction(() => {
        this.unbinding = false
      })
    }
  }
}

// ---------------------------------------------------------------- identity checks of the booking form

/** A traveller as the check needs it. */
export interface CheckTraveller {
  key: string
  name: string
  /** Identity the check is for (name and document, or the person on file): a new one forgets the check. */
  signature: string
  /** Not checked (a child, or on a child ticket). */
  child: boolean
  /** The passenger as the server is told (like the booking's). */
  input: TrainPassengerInput
  /** The whole mobile when the form knows it (the demo's outbox hint), else ''. */
  phone: string
}

/** One traveller's check on the form. */
export interface IdentityEntry {
  signature: string
  code: RailCheckCode
  /** The server's words for 0 and 2. */
  message: string
  /** A code was sent (code 2): where to, and when (ms). */
  sentAt: number
  phoneMasked: string
  /** The code as typed. */
  smsCode: string
  sending: boolean
  verifying: boolean
  /** What the last send or verify said. */
  error: string
}

/** The outcome of the check before booking. */
export type IdentityOutcome = { ok: true } | { ok: false; message: string }

const SMS_CODE = /^\d{6}$/

/** The identity checks of the travellers of a booking form. */
export class TrainIdentityChecks {
  entries: Record<string, IdentityEntry> = {}
  checking = false

  private readonly api: TrainIdentityApi

  constructor(
    apiOverrides: Partial<TrainIdentityApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { ...api, ...apiOverrides }
    makeAutoObservable<TrainIdentityChecks, 'api' | 'now'>(this, { api: false, now: false })
  }

  /** A traveller's check while it is for the identity on the form. */
  entryOf(t: Pick<CheckTraveller, 'key' | 'signature'>): IdentityEntry | null {
    const e = this.entries[t.key]
    return e && e.signature === t.signature ? e : null
  }

  /** Forgets travellers no longer on the form. */
  keep(keys: readonly string[]): void {
    for (const key of Object.keys(this.entries)) if (!keys.includes(key)) delete this.entries[key]
  }

  private put(t: CheckTraveller, item: Pick<RailCheckItem, 'code' | 'message'>): IdentityEntry {
    const old = this.entryOf(t)
    const entry: IdentityEntry = {
      signature: t.signature,
      code: item.code,
      message: item.code === 1 ? '' : item.message,
      sentAt: old?.sentAt ?? 0,
      phoneMasked: old?.phoneMasked ?? '',
      smsCode: item.code === 1 ? '' : (old?.smsCode ?? ''),
      sending: false,
      verifying: false,
      error: '',
    }
    this.entries[t.key] = entry
    // The observable copy the map now holds (the plain object above is not watched).
    return this.entries[t.key]
  }

  /**
   * The check before booking (getCheckResult for the adults on the form). A 0 or an unanswered 2
   * blocks with the message to show; a failed call lets the booking go on: the server checks again
   * in validOrder and refuses with the same message.
   */
  async checkBeforeBooking(travellers: CheckTraveller[], trainDate: string): Promise<IdentityOutcome> {
    this.keep(travellers.map((t) => t.key))
    const adults = travellers.filter((t) => !t.child)
    if (!adults.length) return { ok: true }
    this.checking = true
    try {
      const reply = await this.api.getCheckResult({ passengers: adults.map((t) => t.input), ...(trainDate ? { trainDate } : {}) })
      runInAction(() => {
        for (const r of reply.results) {
          const t = adults[r.index]
          if (t) this.put(t, r)
        }
      })
    } catch {
      return { ok: true }
    } finally {
      runInAction(() => {
        this.checking = false
      })
    }
    const refused = adults.map((t) => ({ t, e: this.entryOf(t) })).find(({ e }) => e && e.code !== 1)
    if (!refused || !refused.e) return { ok: true }
    return { ok: false, message: refused.e.code === 0 ? refused.e.message || tt('tr.identity.notPassed', { name: refused.t.name }) : tt('tr.identity.verifyFirst', { name: refused.t.name }) }
  }

  /** The server refused the booking for a traveller's identity (validOrder's data): mark it. */
  markRefused(t: CheckTraveller, code: RailCheckCode, message: string): void {
    this.put(t, { code, message })
  }

  /** Seconds before another code may be sent (60 s after the last one). */
  cooldown(t: CheckTraveller): number {
    const e = this.entryOf(t)
    if (!e?.sentAt) return 0
    return Math.max(0, Math.ceil((e.sentAt + 60_000 - this.now()) / 1000))
  }

  /** Sends a check code to the traveller's mobile (checkRyxx); the entry says what happened. */
  async sendCode(t: CheckTraveller, trainDate: string): Promise<void> {
    const entry = this.entryOf(t) ?? this.put(t, { code: 2, message: '' })
    if (entry.sending) return
    entry.sending = true
    entry.error = ''
    try {
      const reply = await this.api.checkRyxx({ passenger: t.input, ...(trainDate ? { trainDate } : {}) })
      runInAction(() => {
        const e = this.put(t, reply)
        if (reply.sent) {
          e.sentAt = this.now()
          e.phoneMasked = reply.phoneMasked
        }
      })
    } catch (err) {
      runInAction(() => {
        const e = this.entryOf(t)
        if (e) {
          e.sending = false
          e.error = messageOf(err, tt('tr.identity.sendFailed'))
        }
      })
    }
  }

  setSmsCode(t: CheckTraveller, value: string): void {
    const e = this.entryOf(t)
    if (!e) return
    e.smsCode = value.replace(/\D/g, '').slice(0, 6)
    e.error = ''
  }

  /** Answers the code (checkLocalHytgry); right: the traveller passes. Answers whether it passed. */
  async verify(t: CheckTraveller, trainDate: string): Promise<boolean> {
    const entry = this.entryOf(t)
    if (!entry || entry.verifying) return false
    if (!SMS_CODE.test(entry.smsCode)) {
      entry.error = tt('tr.identity.codeFormat')
      return false
    }
    entry.verifying = true
    entry.error = ''
    try {
      const reply = await this.api.checkLocalHytgry({ passenger: t.input, smsCode: entry.smsCode, ...(trainDate ? { trainDate } : {}) })
      runInAction(() => {
        this.put(t, reply)
      })
      return reply.code === 1
    } catch (err) {
      runInAction(() => {
        const e = this.entryOf(t)
        if (e) {
          e.verifying = false
          e.error = messageOf(err, tt('tr.identity.verifyFailed'))
        }
      })
      return false
    }
  }
}
