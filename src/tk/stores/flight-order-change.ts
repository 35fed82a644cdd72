/**
 * Change of a flight order (/tk/tkChangeApply): the passengers and the flight to change, a new
 * flight of the same route on any date (the search calls, straight from this screen), its fare,
 * what the change costs or gives back and who settles it (queryChangeFee: a cheaper fare's
 * difference comes back less what the fare rule keeps; the company account pays at once, a
 * personally paid order's change waits for payment), then tkChangeOrderAdd after the user confirms.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { addDaysText, chinaTodayText, compareYmd, toYmd } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as bookingApi from '../api/flight-booking'
import type { Cabin, Flight } from '../api/flight-booking'
import * as orderApi from '../api/flight-order'
import type { ChangeAddReply, ChangeFeeReply, OrderDetail, OrderSegment } from '../api/flight-order'
import { booking } from '../i18n/booking'
import { isIdText } from './flight-order-detail'
import type { RefundStatus } from './flight-order-refund'

const tt = scopedT(booking)

export type ChangeApi = Pick<typeof orderApi, 'orderDetail' | 'queryChangeFee' | 'tkChangeOrderAdd'> & Pick<typeof bookingApi, 'queryFlight' | 'queryCabin'>

type ListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** 'YYYY-MM-DD' plus days, by calendar (no timezone involved); an unreadable date comes back as it was. */
export function addDays(ymd: string, days: number): string {
  return addDaysText(ymd, days) || ymd
}

export class FlightChangeStore {
  status: RefundStatus = 'loading'
  loadError = ''
  order: OrderDetail | null = null
  segmentNo = 1
  passengerIds: string[] = []
  date = ''
  flights: Flight[] = []
  flightsStatus: ListStatus = 'idle'
  flightsError = ''
  flightKey = ''
  cabins: Cabin[] = []
  cabinsStatus: ListStatus = 'idle'
  cabinKey = ''
  fee: ChangeFeeReply | null = null
  feeStatus: ListStatus = 'idle'
  reason = ''
  submitting = false
  error = ''
  result: ChangeAddReply | null = null

  private flightSeq = 0
  private feeSeq = 0
  private readonly api: ChangeApi

  constructor(
    readonly orderId: string | undefined,
    api: Partial<ChangeApi> = {},
    private readonly today: () => string = () => chinaTodayText(),
  ) {
    this.api = {
      orderDetail: orderApi.orderDetail,
      queryChangeFee: orderApi.queryChangeFee,
      tkChangeOrderAdd: orderApi.tkChangeOrderAdd,
      queryFlight: bookingApi.queryFlight,
      queryCabin: bookingApi.queryCabin,
      ...api,
    }
    makeAutoObservable<FlightChangeStore, 'api' | 'today' | 'flightSeq' | 'feeSeq'>(this, { api: false, today: false, flightSeq: false, feeSeq: false })
  }

  /** Segments with issued tickets (what can be changed). */
  get segments(): OrderSegment[] {
    const o = this.order
    if (!o) return []
    return o.segments.filter((s) => o.passengers.some((p) => p.tickets.some((t) => t.segmentNo === s.segmentNo && t.status === 'ISSUED')))
  }

  get segment(): OrderSegment | undefined {
    return this.segments.find((s) => s.segmentNo === this.segmentNo)
  }

  /** Passengers with an issued ticket on the chosen segment. */
  get passengers(): OrderDetail['passengers'] {
    return this.order?.passengers.filter((p) => p.tickets.some((t) => t.segmentNo === this.segmentNo && t.status === 'ISSUED')) ?? []
  }

  get flight(): Flight | undefined {
    return this.flights.find((f) => f.flightKey === this.flightKey)
  }

  get cabin(): Cabin | undefined {
    return this.cabins.find((c) => c.cabinKey === this.cabinKey)
  }

  get canGoBack(): boolean {
    const d = toYmd(this.date)
    const t = toYmd(this.today())
    return !!d && !!t && compareYmd(d, t) > 0
  }

  /** Whether a listed flight is the one being changed (same number on the same day). */
  isCurrent(f: Flight): boolean {
    const s = this.segment
    return !!s && f.flightNo === s.flightNo && f.depTime.slice(0, 10) === s.depTime.slice(0, 10)
  }

  async load(): Promise<void> {
    if (!isIdText(this.orderId)) {
      this.status = 'notFound'
      return
    }
    this.status = 'loading'
    let order: OrderDetail
    try {
      order = await this.api.orderDetail(this.orderId, true)
    } catch (e) {
      runInAction(() => {
        const notFound = isApiError(e) && (e.errCode === 4004 || e.errCode === 4000)
        this.status = notFound ? 'notFound' : 'error'
        this.loadError = !notFound && isApiError(e) ? e.message : ''
      })
      return
    }
    runInAction(() => {
      this.order = order
      const first = this.segments[0]
      if (!order.allowedActions.change || !first) {
        this.status = 'notAllowed'
        return
      }
      this.segmentNo = first.segmentNo
      this.passengerIds = this.passengers.map((p) => p.passengerId)
      this.date = first.depTime.slice(0, 10)
      this.status = 'ready'
    })
    if ((this.status as RefundStatus) === 'ready') await this.searchFlights()
  }

  chooseSegment(no: number): void {
    if (no === this.segmentNo || !this.segments.some((s) => s.segmentNo === no)) return
    this.segmentNo = no
    this.passengerIds = this.passengers.map((p) => p.passengerId)
    this.date = this.segment?.depTime.slice(0, 10) ?? this.date
    void this.searchFlights()
  }

  togglePassenger(id: string): void {
    this.passengerIds = this.passengerIds.includes(id) ? this.passengerIds.filter((x) => x !== id) : [...this.passengerIds, id]
    this.error = ''
    void this.refreshFee()
  }

  /** Moves the date by days; never before today. */
  shiftDate(days: number): void {
    const next = addDays(this.date, days)
    const d = toYmd(next)
    const t = toYmd(this.today())
    if (!d || !t || compareYmd(d, t) < 0) {
      this.error = tt('tk.change.pastDate')
      return
    }
    this.date = next
    void this.searchFlights()
  }

  /** The route's flights on the chosen date (queryFlight, same airports as the booked segment). */
  async searchFlights(): Promise<void> {
    const seg = this.segment
    if (!seg || !this.order) return
    const seq = ++this.flightSeq
    this.flightsStatus = 'loading'
    this.flightsError = ''
    this.flightKey = ''
    this.cabins = []
    this.cabinKey = ''
    this.fee = null
    this.error = ''
    try {
      const reply = await this.api.queryFlight({ depCode: seg.depAirport, arrCode: seg.arrAirport, date: this.date, tripType: this.order.tripType })
      if (seq !== this.flightSeq) return
      runInAction(() => {
        this.flights = reply.flights
        this.flightsStatus = 'ready'
      })
    } catch (e) {
      if (seq !== this.flightSeq) return
      runInAction(() => {
        this.flights = []
        this.flightsStatus = 'error'
        this.flightsError = isApiError(e) ? e.message : ''
      })
    }
  }

  /** Opens a flight's fares. */
  async chooseFlight(flightKey: string): Promise<void> {
    if (this.flightKey === flightKey) {
      this.flightKey = ''
      return
    }
    this.flightKey = flightKey
    this.cabins = []
    this.cabinKey = ''
    this.fee = null
    this.cabinsStatus = 'loading'
    try {
      const reply = await this.api.queryCabin({ flightKey, tripType: this.order?.tripType ?? 1 })
      if (this.flightKey !== flightKey) return
      runInAction(() => {
        this.cabins = reply.cabins
        this.cabinsStatus = 'ready'
      })
    } catch {
      if (this.flightKey !== flightKey) return
      runInAction(() => {
        this.cabinsStatus = 'error'
      })
    }
  }

  async chooseCabin(cabinKey: string): Promise<void> {
    this.cabinKey = cabinKey
    this.error = ''
    await this.refreshFee()
  }

  /** What the change costs for the chosen fare and passengers. */
  async refreshFee(): Promise<void> {
    const seq = ++this.feeSeq
    if (!this.cabinKey || !this.passengerIds.length || !this.order) {
      this.fee = null
      this.feeStatus = 'idle'
      return
    }
    this.feeStatus = 'loading'
    try {
      const fee = await this.api.queryChangeFee({ orderId: this.order.orderId, newCabinKey: this.cabinKey, passengerIds: this.passengerIds, segmentNo: this.segmentNo })
      if (seq !== this.feeSeq) return
      runInAction(() => {
        this.fee = fee
        this.feeStatus = 'ready'
        if (!fee.allowed) this.error = fee.reason || tt('tk.change.notAllowed')
      })
    } catch (e) {
      if (seq !== this.feeSeq) return
      runInAction(() => {
        this.fee = null
        this.feeStatus = 'error'
        this.error = isApiError(e) && e.message ? e.message : tt('tk.change.feeFailed')
      })
    }
  }

  setReason(v: string): void {
    this.reason = v
  }

  validate(): string | null {
    if (!this.passengerIds.length) return tt('tk.change.choosePassenger')
    if (!this.cabinKey || !this.flight) return tt('tk.change.chooseFlight')
    if (!this.fee) return tt('tk.change.feeFailed')
    if (!this.fee.allowed) return this.fee.reason || tt('tk.change.notAllowed')
    return null
  }

  /** Who settles the change and how, in one sentence (shown under the cost and in the confirm). */
  get settlementText(): string {
    const fee = this.fee
    if (!fee) return ''
    switch (fee.settlement) {
      case 'COMPANY_ACCOUNT':
        return tt('tk.change.settleCompany', { amount: fee.payable })
      case 'PAY_ONLINE':
        return tt('tk.change.settlePay', { amount: fee.payable })
      case 'REFUND':
        return tt('tk.change.settleRefund', { amount: fee.refundable, payer: tt(fee.payType === 'COMPANY' ? 'tk.change.payerCompany' : 'tk.change.payerPersonal') })
      default:
        return tt('tk.change.settleNone')
    }
  }

  confirmText(): string {
    const f = this.flight
    return `${tt('tk.change.confirmTo', { flight: f?.flightNo ?? '', time: f?.depTime ?? '' })}${this.settlementText} ${tt('tk.change.confirmAsk')}`
  }

  /** Where the user goes after the change was made: the payment when it waits for one, else its detail. */
  get next(): { path: string; query: Record<string, string> } | null {
    const r = this.result
    if (!r || !this.order) return null
    if (r.needPayment) return { path: '/pay/payment', query: { orderIds: this.order.orderId, changeId: r.changeId, orderType: '11003' } }
    return { path: '/tk/tkChangeDetail', query: { changeId: r.changeId } }
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
      const reply = await this.api.tkChangeOrderAdd({
        orderId: this.order.orderId,
        passengerIds: this.passengerIds,
        newCabinKey: this.cabinKey,
        segmentNo: this.segmentNo,
        ...(this.reason.trim() ? { reason: this.reason.trim().slice(0, 200) } : {}),
      })
      runInAction(() => {
        this.result = reply
        this.submitting = false
      })
      return true
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.error = isApiError(e) && e.message ? e.message : tt('tk.edit.bookFailed')
      })
      // A fare that moved meanwhile: show the current cost.
      void this.refreshFee()
      return false
    }
  }
}
