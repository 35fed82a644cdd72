/**
 * Change (改签) of train tickets (/tr/ApplyAlter?orderId=): the tickets of one leg (a ticket is
 * changed at most once: one that came from a change, or was refunded, is listed with why and not
 * offered), a date within the sale window, that day's trains between the same cities (trSearch,
 * any station of each city), a seat type with enough seats, then the server's quote of the change
 * fee and the fare difference (changeFee) before the user confirms, and changeAdd. A change that
 * costs more than the ticket and was paid personally waits for payment (AlterCmp hands it to
 * /pay/payment); the rest is settled at once.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { seatBookable } from '../../core/domain/train-sale'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import { isIdText, isNotFoundError } from '../../core/stores/detail-resource'
import * as api from '../api/train-after-sale'
import * as orderApi from '../api/train-order'
import * as searchApi from '../api/train-search'
import type { Train, TrainLegView, TrainOrderDetail, TrainSeat, TrainSeatType, TrainWindow, TrChangeAddReply, TrChangeFeeReply } from '../api/train-after-sale'
import { afterSale } from '../i18n/after-sale'
import type { AfterSaleStatus, QuoteStatus } from './train-after-sale-refund'
import { shortDateTime, ticketRows, type TicketRow } from './train-after-sale-tickets'

const tt = scopedT(afterSale)

export type ChangeApi = Pick<typeof orderApi, 'orderDetail'> & Pick<typeof searchApi, 'trSearch' | 'getCityDataByName'> & Pick<typeof api, 'changeFee' | 'changeAdd'>

type ListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Days a train change may look ahead before the first search says (the 15-day pre-sale: today + 14). */
const PRESALE_DAYS = 14

/** Why a seat of a listed train cannot be taken for this change (null when it can). */
export type SeatBlock = 'notOnSale' | 'soldOut' | 'tooFew' | 'forbidden'

export class TrainChangeStore {
  status: AfterSaleStatus = 'loading'
  loadError = ''
  order: TrainOrderDetail | null = null
  legNo = 1
  ticketIds: string[] = []
  date = ''
  window: TrainWindow | null = null
  trains: Train[] = []
  trainsStatus: ListStatus = 'idle'
  trainsError = ''
  trainKey = ''
  seatType = ''
  fee: TrChangeFeeReply | null = null
  feeStatus: QuoteStatus = 'idle'
  feeError = ''
  reason = ''
  submitting = false
  error = ''
  result: TrChangeAddReply | null = null
  /** City codes of the leg's stations (any station of each city will do); '' when unknown. */
  fromCity = ''
  toCity = ''

  private searchSeq = 0
  private feeSeq = 0
  private readonly api: ChangeApi

  constructor(
    readonly orderId: string | undefined,
    apiOverrides: Partial<ChangeApi> = {},
    private readonly today: () => string = () => chinaTodayText(),
  ) {
    this.api = {
      orderDetail: orderApi.orderDetail,
      trSearch: searchApi.trSearch,
      getCityDataByName: searchApi.getCityDataByName,
      changeFee: api.changeFee,
      changeAdd: api.changeAdd,
      ...apiOverrides,
    }
    makeAutoObservable<TrainChangeStore, 'api' | 'today' | 'searchSeq' | 'feeSeq'>(this, { api: false, today: false, searchSeq: false, feeSeq: false })
  }

  /** Every ticket of the order, with why the ones not offered are not. */
  get rows(): TicketRow[] {
    return ticketRows(this.order, 'change')
  }

  /** Legs with a ticket that can be changed (a transfer has two). */
  get legs(): TrainLegView[] {
    const o = this.order
    if (!o) return []
    return o.legs.filter((l) => this.rows.some((r) => r.selectable && r.ticket.legNo === l.legNo))
  }

  get leg(): TrainLegView | undefined {
    return this.order?.legs.find((l) => l.legNo === this.legNo)
  }

  /** Tickets of the chosen leg (all of them, offered or not). */
  get legRows(): TicketRow[] {
    return this.rows.filter((r) => r.ticket.legNo === this.legNo)
  }

  /** Tickets not offered on other legs (shown with why under the leg's own). */
  get otherRows(): TicketRow[] {
    return this.rows.filter((r) => r.ticket.legNo !== this.legNo)
  }

  get train(): Train | undefined {
    return this.trains.find((t) => t.trainKey === this.trainKey)
  }

  get seat(): TrainSeat | undefined {
    return this.train?.seatList.find((s) => s.seatType === this.seatType)
  }

  /** Days the date strip offers: the sale window of the last search, else tomorrow … today + 14. */
  get dates(): string[] {
    const first = this.window?.minDate ?? addDaysText(this.today(), 1)
    const last = this.window?.maxSaleDate ?? addDaysText(this.today(), PRESALE_DAYS)
    const out: string[] = []
    for (let d = first; d && d <= last && out.length < 31; d = addDaysText(d, 1)) out.push(d)
    return out
  }

  /** Whether a listed train is the one the tickets are on now. */
  isCurrent(t: Train): boolean {
    const l = this.leg
    const row = this.legRows.find((r) => this.ticketIds.includes(r.ticket.ticketId)) ?? this.legRows[0]
    const code = row?.ticket.trainCode ?? l?.trainCode
    const day = row?.ticket.departAt.slice(0, 10) ?? l?.date
    return t.trainCode === code && t.date === day
  }

  /** Why a seat cannot be chosen for the tickets chosen now (null when it can). */
  seatBlock(t: Train, s: TrainSeat): SeatBlock | null {
    if (t.saleState !== 'bookable') return 'notOnSale'
    if (s.wb === 2) return 'forbidden'
    if (!seatBookable(s)) return 'soldOut'
    if (s.seatCount < Math.max(1, this.ticketIds.length)) return 'tooFew'
    return null
  }

  async load(): Promise<void> {
    if (!isIdText(this.orderId)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    this.loadError = ''
    let order: TrainOrderDetail
    try {
      order = await this.api.orderDetail(this.orderId, true)
    } catch (e) {
      runInAction(() => {
        const notFound = isNotFoundError(e)
        this.status = notFound ? 'notFound' : 'error'
        this.loadError = !notFound && isApiError(e) ? e.message : ''
      })
      return
    }
    runInAction(() => {
      this.order = order
      const first = this.legs[0]
      if (!order.allowedActions.change || !first) {
        this.status = 'notAllowed'
        return
      }
      this.pickLeg(first.legNo)
      this.status = 'ready'
    })
    if ((this.status as AfterSaleStatus) !== 'ready') return
    await this.findCities()
    await this.search()
  }

  /** Chooses a leg: its changeable tickets, its date (kept inside the sale days). */
  private pickLeg(legNo: number): void {
    this.legNo = legNo
    this.ticketIds = this.legRows.filter((r) => r.selectable).map((r) => r.ticket.ticketId)
    const leg = this.leg
    const days = this.dates
    const wanted = leg?.date ?? ''
    this.date = days.includes(wanted) ? wanted : wanted && days.length && wanted > days[days.length - 1] ? days[days.length - 1] : (days[0] ?? wanted)
    this.clearChoice()
  }

  chooseLeg(legNo: number): void {
    if (legNo === this.legNo || !this.legs.some((l) => l.legNo === legNo)) return
    this.pickLeg(legNo)
    void this.findCities().then(() => this.search())
  }

  /** The cities of the leg's stations; without them the search stays on the two stations. */
  private async findCities(): Promise<void> {
    const leg = this.leg
    if (!leg) return
    const [from, to] = await Promise.all([
      this.api.getCityDataByName(leg.fromStation.name).catch(() => null),
      this.api.getCityDataByName(leg.toStation.name).catch(() => null),
    ])
    runInAction(() => {
      this.fromCity = from?.stations.some((s) => s.code === leg.fromStation.code) ? from.cityCode : ''
      this.toCity = to?.stations.some((s) => s.code === leg.toStation.code) ? to.cityCode : ''
    })
  }

  toggleTicket(ticketId: string): void {
    const row = this.legRows.find((r) => r.ticket.ticketId === ticketId)
    if (!row?.selectable) return
    this.ticketIds = this.ticketIds.includes(ticketId) ? this.ticketIds.filter((x) => x !== ticketId) : [...this.ticketIds, ticketId]
    this.error = ''
    // A seat that had enough seats for fewer tickets may not for more.
    const t = this.train
    const s = this.seat
    if (t && s && this.seatBlock(t, s)) {
      this.seatType = ''
      this.fee = null
      this.feeStatus = 'idle'
      return
    }
    void this.refreshFee()
  }

  chooseDate(date: string): void {
    if (date === this.date || !this.dates.includes(date)) return
    this.date = date
    void this.search()
  }

  private clearChoice(): void {
    this.trainKey = ''
    this.seatType = ''
    this.fee = null
    this.feeStatus = 'idle'
    this.feeError = ''
    this.error = ''
  }

  /** The day's trains between the leg's cities. */
  async search(): Promise<void> {
    const leg = this.leg
    const o = this.order
    if (!leg || !o) return
    const seq = ++this.searchSeq
    this.clearChoice()
    this.trainsStatus = 'loading'
    this.trainsError = ''
    const empIds = [...new Set(this.legRows.filter((r) => this.ticketIds.includes(r.ticket.ticketId)).map((r) => r.passenger.empId).filter((x): x is string => !!x))]
    try {
      const reply = await this.api.trSearch({
        date: this.date,
        fromStationCode: this.fromCity || leg.fromStation.code,
        toStationCode: this.toCity || leg.toStation.code,
        ...(this.fromCity ? { fromKind: 'city' as const } : { fromKind: 'station' as const }),
        ...(this.toCity ? { toKind: 'city' as const } : { toKind: 'station' as const }),
        tripType: o.tripType,
        ...(empIds.length ? { travellerEmpIds: empIds } : {}),
      })
      if (seq !== this.searchSeq) return
      runInAction(() => {
        this.trains = reply.trainList
        this.window = reply.window
        this.trainsStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.searchSeq) return
      runInAction(() => {
        this.trains = []
        this.trainsStatus = 'error'
        this.trainsError = isApiError(e) && e.message ? e.message : tt('tr.change.searchFailed')
      })
    }
  }

  /** Picks a train's seat type (or drops it when tapped again) and asks what the change costs. */
  chooseSeat(trainKey: string, seatType: string): void {
    const t = this.trains.find((x) => x.trainKey === trainKey)
    const s = t?.seatList.find((x) => x.seatType === seatType)
    if (!t || !s) return
    const block = this.seatBlock(t, s)
    if (block) {
      this.error = tt(`tr.change.seat.${block}`)
      return
    }
    if (this.trainKey === trainKey && this.seatType === seatType) {
      this.trainKey = ''
      this.seatType = ''
      this.fee = null
      this.feeStatus = 'idle'
      return
    }
    this.trainKey = trainKey
    this.seatType = seatType
    this.error = ''
    void this.refreshFee()
  }

  /** The server's quote for the chosen tickets, train and seat. */
  async refreshFee(): Promise<void> {
    const seq = ++this.feeSeq
    const o = this.order
    if (!o || !this.trainKey || !this.seatType || !this.ticketIds.length) {
      this.fee = null
      this.feeStatus = 'idle'
      return
    }
    this.feeStatus = 'loading'
    this.feeError = ''
    try {
      const fee = await this.api.changeFee({
        orderId: o.orderId,
        ticketIds: this.ticketIds.slice(),
        newTrainKey: this.trainKey,
        seatType: this.seatType as TrainSeatType,
      })
      if (seq !== this.feeSeq) return
      runInAction(() => {
        this.fee = fee
        this.feeStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.feeSeq) return
      runInAction(() => {
        this.fee = null
        this.feeStatus = 'error'
        this.feeError = isApiError(e) && e.message ? e.message : tt('tr.change.quoteFailed')
      })
    }
  }

  setReason(v: string): void {
    this.reason = v.slice(0, 200)
  }

  validate(): string | null {
    if (!this.ticketIds.length) return tt('tr.change.chooseTicket')
    if (!this.trainKey || !this.seatType) return tt('tr.change.chooseSeat')
    if (this.feeStatus === 'error') return this.feeError
    if (!this.fee || this.feeStatus !== 'ready') return tt('tr.change.quoteWait')
    if (!this.fee.allowed) return this.fee.reason || tt('tr.change.notAllowedNow')
    return null
  }

  /** Who settles the change and how, in one sentence (under the quote and in the confirm). */
  get settlementText(): string {
    const f = this.fee
    if (!f) return ''
    switch (f.settlement) {
      case 'COMPANY_ACCOUNT':
        return tt('tr.change.settleCompany', { amount: f.payable })
      case 'PAY_ONLINE':
        return tt('tr.change.settlePay', { amount: f.payable })
      case 'REFUND':
        return tt('tr.change.settleRefund', { amount: f.refundable })
      default:
        return tt('tr.change.settleNone')
    }
  }

  confirmText(): string {
    const t = this.train
    const f = this.fee
    if (!t || !f) return ''
    return tt('tr.change.confirm', {
      train: t.trainCode,
      time: `${t.date.slice(5)} ${t.startTime}`,
      seat: this.seat?.seatName ?? '',
      fee: f.changeFee,
      settle: this.settlementText,
    })
  }

  /** Changes after `confirm` said yes; true when done. */
  async submit(confirm: (message: string) => Promise<boolean>): Promise<boolean> {
    if (this.submitting || this.status !== 'ready' || !this.order) return false
    const bad = this.validate()
    if (bad) {
      this.error = bad
      return false
    }
    if (!(await confirm(this.confirmText()))) return false
    this.submitting = true
    this.error = ''
    try {
      const reply = await this.api.changeAdd({
        orderId: this.order.orderId,
        ticketIds: this.ticketIds.slice(),
        newTrainKey: this.trainKey,
        seatType: this.seatType as TrainSeatType,
        ...(this.reason.trim() ? { reason: this.reason.trim() } : {}),
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
      })
      // Seats or fares may have moved meanwhile: show the current cost.
      void this.refreshFee()
      return false
    }
  }

  /** The departure of the tickets being changed, 'MM-DD HH:mm'. */
  get currentDeparture(): string {
    const row = this.legRows.find((r) => this.ticketIds.includes(r.ticket.ticketId)) ?? this.legRows[0]
    return row ? shortDateTime(row.ticket.departAt) : ''
  }
}

