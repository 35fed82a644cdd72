/**
 * Standby (候补, /tr/trBenchEdit): queue for sold-out seats of one date and route (booking flows
 * §3.3 isBench, §9 ticket grabbing). The day's trains come from trSearch; those on sale with a
 * sold-out seat type can be chosen (one to five), then the seat types sold out on them (one to
 * three), the travellers and contact, and a deadline from the offered ones (no later than 3 hours
 * before the latest chosen departure, China time). The prepaid amount shown is the highest fare
 * among the choices plus the service fee, per traveller, all figures the server sent; the server
 * charges its own figure (trHbBookOrder's totalAmount), refunds the difference when a seat is found
 * and everything at the deadline.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { EmpInfo } from '../../core/api/types'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import * as searchApi from '../api/train-search'
import type { Train, TrainFee, TrainSeatType, TrBookReply, ViolationReason } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'
import type { BenchContext } from './train-bench-context'
import { deadlineAllowed, deadlineChoices, latestDeparture, type DeadlineChoice } from './train-bench-deadline'
import { TrainTravellers, type TravellersApi } from './train-bench-travellers'

const tt = scopedT(afterSale)

export type BenchApi = Pick<typeof searchApi, 'trSearch'> & Pick<typeof api, 'trHbBookOrder'> & Pick<typeof orderApi, 'violationReasons'>

/** Trains and seat types one standby order may ask for (server: TrStandbyBookBody). */
export const MAX_BENCH_TRAINS = 5
export const MAX_BENCH_SEATS = 3

export interface BenchEnv {
  self: () => EmpInfo | null
  now: () => number
  /** A fresh idempotency key for one submit attempt. */
  newToken: () => string
}

/** A seat type the chosen trains are sold out of, with its highest fare among them. */
export interface BenchSeatOption {
  seatType: string
  seatName: string
  price: number
  /** The worst policy verdict among the chosen trains (2 is never offered). */
  wb: number
}

export type BenchStatus = 'invalid' | 'loading' | 'ready' | 'error'

/** A train that can be queued for: on sale, with a seat type sold out (isBench) that policy allows. */
export function benchable(t: Train): boolean {
  return t.saleState === 'bookable' && t.seatList.some((s) => s.isBench === 1 && s.wb !== 2)
}

export class TrainBenchEditStore {
  status: BenchStatus
  loadError = ''
  trains: Train[] = []
  feeList: TrainFee[] = []
  searchNames = { from: '', to: '' }
  trainKeys: string[] = []
  seatTypes: string[] = []
  deadline = ''
  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  submitting = false
  error = ''
  result: TrBookReply | null = null
  readonly travellers: TrainTravellers

  private token = ''
  private readonly api: BenchApi

  constructor(
    readonly ctx: BenchContext | null,
    private readonly env: BenchEnv,
    apiOverrides: Partial<BenchApi & TravellersApi> = {},
  ) {
    this.status = ctx ? 'loading' : 'invalid'
    const { empFindList, ...own } = apiOverrides
    this.api = { trSearch: searchApi.trSearch, trHbBookOrder: api.trHbBookOrder, violationReasons: orderApi.violationReasons, ...own }
    this.travellers = new TrainTravellers(env.self, empFindList ? { empFindList } : {})
    makeAutoObservable<TrainBenchEditStore, 'api' | 'env' | 'token'>(this, { api: false, env: false, token: false, travellers: false, ctx: false })
  }

  /** Trains of the day that can be queued for, the one tapped on the list first. */
  get candidates(): Train[] {
    const open = this.trains.filter(benchable)
    const first = open.find((t) => t.trainKey === this.ctx?.trainKey)
    return first ? [first, ...open.filter((t) => t !== first)] : open
  }

  /** The places as the search answered them (in the request's language), else as the list named them. */
  get fromName(): string {
    return this.searchNames.from || this.ctx?.fromName || this.ctx?.fromCode || ''
  }

  get toName(): string {
    return this.searchNames.to || this.ctx?.toName || this.ctx?.toCode || ''
  }

  get chosenTrains(): Train[] {
    return this.trainKeys.map((k) => this.trains.find((t) => t.trainKey === k)).filter((t): t is Train => !!t)
  }

  /** Seat types sold out on at least one chosen train, with their highest fare and worst verdict. */
  get seatOptions(): BenchSeatOption[] {
    const out = new Map<string, BenchSeatOption>()
    for (const t of this.chosenTrains) {
      for (const s of t.seatList) {
        if (s.isBench !== 1 || s.wb === 2) continue
        const o = out.get(s.seatType)
        if (!o) out.set(s.seatType, { seatType: s.seatType, seatName: s.seatName, price: s.price, wb: s.wb })
        else out.set(s.seatType, { ...o, price: Math.max(o.price, s.price), wb: Math.max(o.wb, s.wb) })
      }
    }
    return [...out.values()]
  }

  /** The latest departure among the chosen trains (epoch ms). */
  get latestDeparture(): number | null {
    return latestDeparture(this.chosenTrains)
  }

  /** The deadlines offered now (no later than 3 hours before the latest chosen departure). */
  get deadlineChoices(): DeadlineChoice[] {
    return deadlineChoices(this.latestDeparture, this.env.now())
  }

  /** Highest fare among the chosen trains and seat types (the server's fares). */
  get farePerTraveller(): number {
    let max = 0
    for (const t of this.chosenTrains) {
      for (const s of t.seatList) if (this.seatTypes.includes(s.seatType) && s.price > max) max = s.price
    }
    return max
  }

  get serviceFee(): number {
    const tripType = this.ctx?.tripType ?? 1
    return this.feeList.find((f) => f.tripType === tripType)?.serviceFee ?? 0
  }

  /** What is prepaid: (highest fare + service fee) × travellers. */
  get prepaid(): number {
    if (!this.seatTypes.length || !this.trainKeys.length) return 0
    return Math.round((this.farePerTraveller + this.serviceFee) * this.travellers.list.length * 100) / 100
  }

  /** A business trip asking for seats out of policy needs a reason. */
  get needReason(): boolean {
    if ((this.ctx?.tripType ?? 1) !== 1) return false
    return this.chosenTrains.some((t) => t.seatList.some((s) => this.seatTypes.includes(s.seatType) && s.isBench === 1 && s.wb === 1))
  }

  get selectedReason(): ViolationReason | undefined {
    return this.reasons.find((r) => r.id === this.reasonId)
  }

  async load(): Promise<void> {
    const c = this.ctx
    if (!c) return
    this.status = 'loading'
    this.loadError = ''
    const travellersReady = this.travellers.init(c.travellerIds)
    try {
      const reply = await this.api.trSearch({
        date: c.date,
        fromStationCode: c.fromCode,
        toStationCode: c.toCode,
        ...(c.fromKind ? { fromKind: c.fromKind } : {}),
        ...(c.toKind ? { toKind: c.toKind } : {}),
        tripType: c.tripType,
        ...(c.travellerIds.length ? { travellerEmpIds: c.travellerIds } : {}),
        ...(c.ccsqdId ? { ccsqdId: c.ccsqdId } : {}),
        ...(c.ccsqdId && c.routeId ? { routeId: c.routeId } : {}),
      })
      await travellersReady
      runInAction(() => {
        this.trains = reply.trainList
        this.feeList = reply.feeList
        this.searchNames = { from: reply.fromName, to: reply.toName }
        this.status = 'ready'
        // The train and seat tapped on the list, when they can still be queued for.
        const first = c.trainKey ? this.candidates.find((t) => t.trainKey === c.trainKey) : undefined
        this.trainKeys = first ? [first.trainKey] : []
        const seat = first?.seatList.find((s) => s.seatType === c.seatType && s.isBench === 1 && s.wb !== 2)
        this.seatTypes = seat ? [seat.seatType] : this.seatOptions.length === 1 ? [this.seatOptions[0].seatType] : []
        this.fitDeadline()
      })
      if (this.needReason) void this.loadReasons()
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.message ? e.message : tt('tr.bench.loadFailed')
      })
    }
  }

  private async loadReasons(): Promise<void> {
    if (this.reasons.length) return
    const list = await this.api.violationReasons().catch(() => [] as ViolationReason[])
    runInAction(() => {
      this.reasons = list
    })
  }

  /** Keeps the deadline one of those offered: the latest one unless the user chose another that still is. */
  private fitDeadline(): void {
    // Asked afresh (not the cached view): time has passed since the screen drew its choices.
    const choices = deadlineChoices(this.latestDeparture, this.env.now())
    if (!choices.some((c) => c.value === this.deadline)) this.deadline = choices[0]?.value ?? ''
  }

  toggleTrain(trainKey: string): void {
    const t = this.candidates.find((x) => x.trainKey === trainKey)
    if (!t) return
    this.error = ''
    if (this.trainKeys.includes(trainKey)) {
      this.trainKeys = this.trainKeys.filter((k) => k !== trainKey)
    } else {
      if (this.trainKeys.length >= MAX_BENCH_TRAINS) {
        this.error = tt('tr.bench.maxTrains', { max: MAX_BENCH_TRAINS })
        return
      }
      this.trainKeys = [...this.trainKeys, trainKey]
    }
    // Seat types no chosen train is sold out of any more drop out.
    const offered = this.seatOptions.map((o) => o.seatType)
    this.seatTypes = this.seatTypes.filter((s) => offered.includes(s))
    if (!this.seatTypes.length && offered.length === 1) this.seatTypes = [offered[0]]
    this.fitDeadline()
    if (this.needReason) void this.loadReasons()
  }

  toggleSeat(seatType: string): void {
    if (!this.seatOptions.some((o) => o.seatType === seatType)) return
    this.error = ''
    if (this.seatTypes.includes(seatType)) {
      this.seatTypes = this.seatTypes.filter((s) => s !== seatType)
      return
    }
    if (this.seatTypes.length >= MAX_BENCH_SEATS) {
      this.error = tt('tr.bench.maxSeats', { max: MAX_BENCH_SEATS })
      return
    }
    this.seatTypes = [...this.seatTypes, seatType]
    if (this.needReason) void this.loadReasons()
  }

  chooseDeadline(value: string): void {
    if (this.deadlineChoices.some((c) => c.value === value)) this.deadline = value
  }

  chooseReason(id: string): void {
    this.reasonId = id
  }

  setReasonNote(v: string): void {
    this.reasonNote = v.slice(0, 200)
  }

  /** The first thing missing, or null. */
  validate(): string | null {
    if (!this.trainKeys.length) return tt('tr.bench.chooseTrain')
    if (!this.seatTypes.length) return tt('tr.bench.chooseSeat')
    const travellers = this.travellers.validate()
    if (travellers) return travellers
    this.fitDeadline()
    if (!this.deadline || !deadlineAllowed(this.deadline, this.latestDeparture)) return tt('tr.bench.tooLate')
    if (this.needReason && !this.reasonId) return tt('tr.form.reasonRequired')
    if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) return tt('tr.form.reasonNoteRequired')
    return null
  }

  /** Queues after `confirm` said yes; true when the order is there. */
  async submit(confirm: (message: string) => Promise<boolean>): Promise<boolean> {
    const c = this.ctx
    if (this.submitting || this.status !== 'ready' || !c) return false
    const bad = this.validate()
    if (bad) {
      this.error = bad
      return false
    }
    const ok = await confirm(tt('tr.bench.confirm', { deadline: this.deadline, amount: this.prepaid }))
    if (!ok) return false
    this.submitting = true
    this.error = ''
    // One key per attempt that reached the server: a retry after a lost reply finds the same order.
    if (!this.token) this.token = this.env.newToken()
    try {
      const reply = await this.api.trHbBookOrder({
        trainKeys: this.trainKeys.slice(),
        seatTypes: this.seatTypes.slice() as TrainSeatType[],
        deadline: this.deadline,
        passengers: this.travellers.passengers,
        contact: this.travellers.contactInput,
        tripType: c.tripType,
        ...(c.ccsqdId ? { ccsqdId: c.ccsqdId } : {}),
        ...(c.ccsqdId && c.routeId ? { routeId: c.routeId } : {}),
        ...(this.needReason && this.reasonId ? { violationReasonId: this.reasonId } : {}),
        ...(this.needReason && this.reasonNote.trim() ? { violationNote: this.reasonNote.trim() } : {}),
        clientToken: this.token,
      })
      runInAction(() => {
        this.result = reply
        this.submitting = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('tr.common.failed')
        // A refusal is final for this attempt: the next one is a new booking.
        if (isApiError(e) && e.kind === 'business') this.token = ''
      })
      return false
    }
  }
}
