/**
 * Transfer booking (/tr/Transfer): the two-train plans of a pair without (enough) direct trains
 * (trSearchTransfer), one plan opened with its current seats and prices (trSearchTransferPrice),
 * a seat type on each leg, the policy verdict on both (matchClzc4Transfer: a reason when out of
 * policy, nothing when forbidden), travellers and contact, then bookTransfer: one order with both
 * legs, shown on /tr/trSferOrderDetail. Amounts shown are the server's fares and service fee per
 * ticket; the order's total is the server's.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { EmpInfo } from '../../core/api/types'
import { seatBookable } from '../../core/domain/train-sale'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import * as searchApi from '../api/train-search'
import type { Train, TrainFee, TrainSeat, TrainSeatType, TrainStandard, TrainTransfer, TrBookReply, TrTransferMatchReply, ViolationReason } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'
import { TrainTravellers, type TravellersApi } from './train-bench-travellers'
import type { TransferContext } from './train-transfer-context'

const tt = scopedT(afterSale)

export type TransferApi = Pick<typeof searchApi, 'trSearchTransfer' | 'trSearchTransferPrice' | 'matchClzc4Transfer'> & Pick<typeof api, 'bookTransfer'> & Pick<typeof orderApi, 'violationReasons'>

export interface TransferEnv {
  self: () => EmpInfo | null
  newToken: () => string
}

export type TransferStatus = 'invalid' | 'loading' | 'ready' | 'error'
type StepStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Whether a seat of a leg can be booked for n travellers: on sale, seats for all, policy allows. */
export function legSeatOpen(train: Train, seat: TrainSeat, travellers: number): boolean {
  return train.saleState === 'bookable' && seatBookable(seat) && seat.seatCount >= Math.max(1, travellers)
}

/**
 * The seat a leg starts with: the cheapest open one within policy, else the cheapest open one, else
 * none; a standing ticket (无座, sold at the seat's fare) only when nothing with a seat is open.
 */
export function defaultSeat(train: Train, travellers: number): string {
  const open = train.seatList
    .filter((s) => legSeatOpen(train, s, travellers))
    .sort((a, b) => Number(a.seatType === 'WZ') - Number(b.seatType === 'WZ') || a.price - b.price)
  return (open.find((s) => s.wb === 0) ?? open[0])?.seatType ?? ''
}

export class TrainTransferStore {
  status: TransferStatus
  loadError = ''
  plans: TrainTransfer[] = []
  standard: TrainStandard | null = null
  feeList: TrainFee[] = []
  planKey = ''
  /** The open plan's two trains as last priced. */
  legs: Train[] = []
  priceStatus: StepStatus = 'idle'
  priceError = ''
  connection = 0
  seats: [string, string] = ['', '']
  match: TrTransferMatchReply | null = null
  matchStatus: StepStatus = 'idle'
  reasons: ViolationReason[] = []
  reasonId = ''
  reasonNote = ''
  submitting = false
  error = ''
  result: TrBookReply | null = null
  readonly travellers: TrainTravellers

  private token = ''
  private priceSeq = 0
  private matchSeq = 0
  private readonly api: TransferApi

  constructor(
    readonly ctx: TransferContext | null,
    private readonly env: TransferEnv,
    apiOverrides: Partial<TransferApi & TravellersApi> = {},
  ) {
    this.status = ctx ? 'loading' : 'invalid'
    const { empFindList, ...own } = apiOverrides
    this.api = {
      trSearchTransfer: searchApi.trSearchTransfer,
      trSearchTransferPrice: searchApi.trSearchTransferPrice,
      matchClzc4Transfer: searchApi.matchClzc4Transfer,
      bookTransfer: api.bookTransfer,
      violationReasons: orderApi.violationReasons,
      ...own,
    }
    this.travellers = new TrainTravellers(env.self, empFindList ? { empFindList } : {})
    makeAutoObservable<TrainTransferStore, 'api' | 'env' | 'token' | 'priceSeq' | 'matchSeq'>(this, {
      api: false,
      env: false,
      token: false,
      priceSeq: false,
      matchSeq: false,
      travellers: false,
      ctx: false,
    })
  }

  get plan(): TrainTransfer | undefined {
    return this.plans.find((p) => p.transferKey === this.planKey)
  }

  /** The chosen seat of a leg (undefined until one is chosen). */
  seatOf(leg: 0 | 1): TrainSeat | undefined {
    return this.legs[leg]?.seatList.find((s) => s.seatType === this.seats[leg])
  }

  /** Service fee per ticket for the trip type (the search's feeList). */
  get serviceFee(): number {
    const tripType = this.ctx?.tripType ?? 1
    return this.feeList.find((f) => f.tripType === tripType)?.serviceFee ?? 0
  }

  /** Both fares of one traveller. */
  get farePerTraveller(): number {
    return (this.seatOf(0)?.price ?? 0) + (this.seatOf(1)?.price ?? 0)
  }

  /** (Both fares + a service fee per ticket) × travellers. */
  get total(): number {
    const n = this.travellers.list.length
    if (!this.seatOf(0) || !this.seatOf(1) || !n) return 0
    return Math.round((this.farePerTraveller + 2 * this.serviceFee) * n * 100) / 100
  }

  get needReason(): boolean {
    return !!this.match?.needReason && !this.match.forbidden
  }

  get forbidden(): boolean {
    return !!this.match?.forbidden
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
      const reply = await this.api.trSearchTransfer({
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
        this.plans = reply.transferList
        this.standard = reply.travelStandard
        this.feeList = reply.feeList
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.message ? e.message : tt('tr.transfer.loadFailed')
      })
    }
  }

  /** Opens a plan (or closes it when tapped again): its current seats, then a seat on each leg. */
  async choosePlan(key: string): Promise<void> {
    if (this.planKey === key) {
      this.planKey = ''
      return
    }
    const plan = this.plans.find((p) => p.transferKey === key)
    if (!plan) return
    this.planKey = key
    this.legs = plan.legs.slice()
    this.connection = plan.connectionMinutes
    this.seats = [defaultSeat(plan.legs[0], this.travellers.list.length), defaultSeat(plan.legs[1], this.travellers.list.length)]
    this.match = null
    this.error = ''
    await this.refreshPrices()
  }

  /** The plan's trains as they are now (seats sell while the user reads). */
  async refreshPrices(): Promise<void> {
    const plan = this.plan
    if (!plan) return
    const seq = ++this.priceSeq
    this.priceStatus = 'loading'
    this.priceError = ''
    try {
      const reply = await this.api.trSearchTransferPrice({
        trainKeys: [plan.legs[0].trainKey, plan.legs[1].trainKey],
        tripType: this.ctx?.tripType ?? 1,
        ...(this.travellers.empIds.length ? { travellerEmpIds: this.travellers.empIds } : {}),
      })
      if (seq !== this.priceSeq || this.planKey !== plan.transferKey) return
      runInAction(() => {
        this.legs = reply.legs.slice()
        this.connection = reply.connectionMinutes
        this.priceStatus = 'ready'
        // A chosen seat that closed meanwhile is dropped for the best open one.
        const n = this.travellers.list.length
        this.seats = [0, 1].map((i) => {
          const t = this.legs[i]
          const s = t?.seatList.find((x) => x.seatType === this.seats[i])
          return t && s && legSeatOpen(t, s, n) ? s.seatType : t ? defaultSeat(t, n) : ''
        }) as [string, string]
      })
      await this.refreshMatch()
    } catch (e) {
      if (seq !== this.priceSeq) return
      runInAction(() => {
        this.priceStatus = 'error'
        this.priceError = isApiError(e) && e.message ? e.message : tt('tr.transfer.priceFailed')
      })
    }
  }

  chooseSeat(leg: 0 | 1, seatType: string): void {
    const t = this.legs[leg]
    const s = t?.seatList.find((x) => x.seatType === seatType)
    if (!t || !s) return
    if (!legSeatOpen(t, s, this.travellers.list.length)) {
      this.error = s.wb === 2 ? tt('tr.transfer.seatForbidden') : tt('tr.transfer.seatClosed')
      return
    }
    const next: [string, string] = [...this.seats]
    next[leg] = seatType
    this.seats = next
    this.error = ''
    void this.refreshMatch()
  }

  /** The policy verdict on both chosen seats (for the travellers on the form). */
  async refreshMatch(): Promise<void> {
    const [a, b] = this.legs
    if (!a || !b || !this.seats[0] || !this.seats[1]) {
      this.match = null
      this.matchStatus = 'idle'
      return
    }
    const seq = ++this.matchSeq
    this.matchStatus = 'loading'
    try {
      const reply = await this.api.matchClzc4Transfer({
        legs: [
          { trainKey: a.trainKey, seatType: this.seats[0] as TrainSeatType },
          { trainKey: b.trainKey, seatType: this.seats[1] as TrainSeatType },
        ],
        tripType: this.ctx?.tripType ?? 1,
        ...(this.travellers.empIds.length ? { travellerEmpIds: this.travellers.empIds } : {}),
        ...(this.ctx?.ccsqdId ? { ccsqdId: this.ctx.ccsqdId } : {}),
      })
      if (seq !== this.matchSeq) return
      runInAction(() => {
        this.match = reply
        this.matchStatus = 'ready'
      })
      if (reply.needReason) await this.loadReasons()
    } catch {
      if (seq !== this.matchSeq) return
      runInAction(() => {
        this.match = null
        this.matchStatus = 'error'
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

  /** The travellers changed: their ranks may change the verdict. */
  travellersChanged(): void {
    void this.refreshMatch()
  }

  chooseReason(id: string): void {
    this.reasonId = id
  }

  setReasonNote(v: string): void {
    this.reasonNote = v.slice(0, 200)
  }

  validate(): string | null {
    if (!this.plan) return tt('tr.transfer.choosePlan')
    if (!this.seats[0] || !this.seats[1]) return tt('tr.transfer.chooseSeats')
    const travellers = this.travellers.validate()
    if (travellers) return travellers
    const n = this.travellers.list.length
    for (const i of [0, 1] as const) {
      const t = this.legs[i]
      const s = this.seatOf(i)
      if (!t || !s || !legSeatOpen(t, s, n)) return tt('tr.transfer.seatClosed')
    }
    if (this.matchStatus === 'loading') return tt('tr.transfer.policyWait')
    if (this.forbidden) return tt('tr.transfer.seatForbidden')
    if (this.needReason && !this.reasonId) return tt('tr.form.reasonRequired')
    if (this.needReason && this.selectedReason?.needNote && !this.reasonNote.trim()) return tt('tr.form.reasonNoteRequired')
    return null
  }

  /** Books both legs in one order; true when it is there. */
  async submit(): Promise<boolean> {
    const c = this.ctx
    const [a, b] = this.legs
    if (this.submitting || this.status !== 'ready' || !c || !a || !b) {
      if (!this.plan) this.error = tt('tr.transfer.choosePlan')
      return false
    }
    const bad = this.validate()
    if (bad) {
      this.error = bad
      return false
    }
    this.submitting = true
    this.error = ''
    if (!this.token) this.token = this.env.newToken()
    try {
      const reply = await this.api.bookTransfer({
        legs: [
          { trainKey: a.trainKey, seatType: this.seats[0] as TrainSeatType },
          { trainKey: b.trainKey, seatType: this.seats[1] as TrainSeatType },
        ],
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
        if (isApiError(e) && e.kind === 'business') this.token = ''
      })
      void this.refreshPrices()
      return false
    }
  }
}
