/**
 * Refund of a flight order (/tk/tkRefundApply): passengers and flights to refund, the reason, and
 * the fee from the fare's rules shown before the user confirms. The refund type is not the user's
 * choice: a flight the airline cancelled or delays by 2 hours or more (the order detail's
 * `flightStatus.involuntaryRefund`) is refunded free, every other one by its fare rule, and the
 * server decides the same way. The fare rule of a booked segment is found the way the contract
 * allows: the flight of that day (queryFlight), its fare bucket (queryCabin) and that fare's fee
 * table (queryFlightRule). When any step fails the screen says the airline decides, and still lets
 * the user refund.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { parseDateTime } from '../../core/domain/calendar-date'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as bookingApi from '../api/flight-booking'
import type { FeeTier } from '../api/flight-booking'
import * as orderApi from '../api/flight-order'
import type { OrderDetail, OrderSegment, RefundAddReply } from '../api/flight-order'
import { booking } from '../i18n/booking'
import { isIdText, type DetailStatus } from './flight-order-detail'

const tt = scopedT(booking)

export type RefundApi = Pick<typeof orderApi, 'orderDetail' | 'refundAdd'> & Pick<typeof bookingApi, 'queryFlight' | 'queryCabin' | 'queryFlightRule'>

/** The fee tier for hours before departure (min inclusive, max exclusive; null bounds are open). */
export function tierFor(tiers: readonly FeeTier[], hoursBefore: number): FeeTier | null {
  return (
    tiers.find(
      (t) => (t.minHoursBefore === null || hoursBefore >= t.minHoursBefore) && (t.maxHoursBefore === null || hoursBefore < t.maxHoursBefore),
    ) ?? null
  )
}

/** Hours from now to a 'YYYY-MM-DD HH:mm' departure (negative once departed). */
export function hoursBefore(depTime: string, now: number): number | null {
  const dep = parseDateTime(depTime)
  return dep ? (dep.getTime() - now) / 3600000 : null
}

/**
 * Finds the fee table of the fare a segment was booked on, through the search calls only.
 * Resolves null when the flight or its fare bucket is no longer listed.
 */
export async function findFareRule(
  api: Pick<RefundApi, 'queryFlight' | 'queryCabin' | 'queryFlightRule'>,
  seg: OrderSegment,
  tripType: 1 | 2,
): Promise<FeeTier[] | null> {
  const day = await api.queryFlight({ depCode: seg.depAirport, arrCode: seg.arrAirport, date: seg.depTime.slice(0, 10), tripType })
  const flight = day.flights.find((f) => f.flightNo === seg.flightNo)
  if (!flight) return null
  const cabins = await api.queryCabin({ flightKey: flight.flightKey, tripType })
  const cabin = cabins.cabins.find((c) => c.cabinCode === seg.cabinCode)
  if (!cabin) return null
  const rule = await api.queryFlightRule(cabin.cabinKey)
  return rule.refund
}

export interface RefundLine {
  passengerId: string
  passengerName: string
  segmentNo: number
  flightNo: string
  /** The flight is cancelled or delayed 2 hours or more: no fee. */
  involuntary: boolean
  fare: number
  /** null: the rule could not be read. */
  feePercent: number | null
  fee: number | null
  taxes: number
  amount: number | null
}

export type RefundStatus = DetailStatus | 'notAllowed'

/** What the chosen flights make of the refund: by fare rule, free (airline disruption), or some of each. */
export type RefundKind = 'voluntary' | 'involuntary' | 'mixed'

/** Whether a segment of the order is refunded free (the server's word on the flight's status). */
export function isInvoluntary(seg: OrderSegment | undefined): boolean {
  return seg?.flightStatus?.involuntaryRefund === true
}

export class FlightRefundStore {
  status: RefundStatus = 'loading'
  loadError = ''
  order: OrderDetail | null = null
  passengerIds: string[] = []
  segmentNos: number[] = []
  reasonChoice = ''
  reasonText = ''
  /** Fee tables by segment number: undefined while loading, null when not found. */
  rules: Record<number, FeeTier[] | null | undefined> = {}
  submitting = false
  error = ''
  result: RefundAddReply | null = null

  private readonly api: RefundApi

  constructor(
    readonly orderId: string | undefined,
    api: Partial<RefundApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { orderDetail: orderApi.orderDetail, refundAdd: orderApi.refundAdd, queryFlight: bookingApi.queryFlight, queryCabin: bookingApi.queryCabin, queryFlightRule: bookingApi.queryFlightRule, ...api }
    makeAutoObservable<FlightRefundStore, 'api' | 'now'>(this, { api: false, now: false })
  }

  /** Segments with an issued ticket (what can be refunded). */
  get segments(): OrderSegment[] {
    const o = this.order
    if (!o) return []
    return o.segments.filter((s) => o.passengers.some((p) => p.tickets.some((t) => t.segmentNo === s.segmentNo && t.status === 'ISSUED')))
  }

  /** Passengers holding an issued ticket. */
  get passengers(): OrderDetail['passengers'] {
    return this.order?.passengers.filter((p) => p.tickets.some((t) => t.status === 'ISSUED')) ?? []
  }

  get reasonOptions(): string[] {
    return tt('tk.refund.reasonOptions').split('|')
  }

  get reason(): string {
    const text = this.reasonText.trim()
    if (this.reasonChoice && text) return `${this.reasonChoice}：${text}`
    return this.reasonChoice || text
  }

  get lines(): RefundLine[] {
    const o = this.order
    if (!o) return []
    const out: RefundLine[] = []
    for (const p of o.passengers) {
      if (!this.passengerIds.includes(p.passengerId)) continue
      for (const t of p.tickets) {
        if (t.status !== 'ISSUED' || !this.segmentNos.includes(t.segmentNo)) continue
        const seg = o.segments.find((s) => s.segmentNo === t.segmentNo)
        const taxes = t.airportFee + t.fuelFee
        const involuntary = isInvoluntary(seg)
        let percent: number | null = null
        if (involuntary) percent = 0
        else {
          const tiers = this.rules[t.segmentNo]
          const h = seg ? hoursBefore(seg.depTime, this.now()) : null
          const tier = tiers && h !== null ? tierFor(tiers, h) : null
          percent = tier ? tier.feePercent : null
        }
        const fee = percent === null ? null : Math.round((t.fare * percent) / 100)
        out.push({
          passengerId: p.passengerId,
          passengerName: p.name,
          segmentNo: t.segmentNo,
          flightNo: seg?.flightNo ?? '',
          involuntary,
          fare: t.fare,
          feePercent: percent,
          fee,
          taxes,
          amount: fee === null ? null : t.fare - fee + taxes,
        })
      }
    }
    return out
  }

  /** Totals; null when a fee could not be estimated. */
  get estimate(): { fee: number; amount: number } | null {
    const lines = this.lines
    if (!lines.length || lines.some((l) => l.fee === null)) return null
    return { fee: lines.reduce((s, l) => s + (l.fee ?? 0), 0), amount: lines.reduce((s, l) => s + (l.amount ?? 0), 0) }
  }

  /** The refund type the chosen flights make (null before any is chosen). */
  get kind(): RefundKind | null {
    const segs = this.segments.filter((s) => this.segmentNos.includes(s.segmentNo))
    if (!segs.length) return null
    const free = segs.filter((s) => isInvoluntary(s)).length
    return free === 0 ? 'voluntary' : free === segs.length ? 'involuntary' : 'mixed'
  }

  /** Whether fee tables are still loading for a chosen flight that needs one. */
  get rulesLoading(): boolean {
    return this.segments.some((s) => this.segmentNos.includes(s.segmentNo) && !isInvoluntary(s) && this.rules[s.segmentNo] === undefined)
  }

  /** The hours and percentage the estimate used (first selected flight refunded by its rule), for the note. */
  get estimateBasis(): { hours: number; percent: number } | null {
    const line = this.lines.find((l) => !l.involuntary)
    const seg = this.order?.segments.find((s) => s.segmentNo === line?.segmentNo)
    const h = seg ? hoursBefore(seg.depTime, this.now()) : null
    if (!line || line.feePercent === null || h === null) return null
    return { hours: Math.max(0, Math.floor(h)), percent: line.feePercent }
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
      if (!order.allowedActions.refund || !this.segments.length) {
        this.status = 'notAllowed'
        return
      }
      this.passengerIds = this.passengers.map((p) => p.passengerId)
      this.segmentNos = this.segments.map((s) => s.segmentNo)
      this.status = 'ready'
    })
    if ((this.status as RefundStatus) === 'ready') await this.loadRules()
  }

  private async loadRules(): Promise<void> {
    const o = this.order
    if (!o) return
    await Promise.all(
      // A flight refunded free needs no fee table.
      this.segments.filter((seg) => !isInvoluntary(seg)).map(async (seg) => {
        let tiers: FeeTier[] | null = null
        try {
          tiers = await findFareRule(this.api, seg, o.tripType)
        } catch {
          tiers = null
        }
        runInAction(() => {
          this.rules = { ...this.rules, [seg.segmentNo]: tiers }
        })
      }),
    )
  }

  togglePassenger(id: string): void {
    this.passengerIds = this.passengerIds.includes(id) ? this.passengerIds.filter((x) => x !== id) : [...this.passengerIds, id]
    this.error = ''
  }

  toggleSegment(no: number): void {
    this.segmentNos = this.segmentNos.includes(no) ? this.segmentNos.filter((x) => x !== no) : [...this.segmentNos, no].sort()
    this.error = ''
  }

  chooseReason(r: string): void {
    this.reasonChoice = this.reasonChoice === r ? '' : r
    this.error = ''
  }

  setReasonText(v: string): void {
    this.reasonText = v
    this.error = ''
  }

  /** The first thing missing, or null. */
  validate(): string | null {
    if (!this.passengerIds.length) return tt('tk.refund.choosePassenger')
    if (!this.segmentNos.length) return tt('tk.refund.chooseSegment')
    if (!this.reason.trim()) return tt('tk.refund.reasonRequired')
    return null
  }

  /** The text the confirmation shows: the estimated fee, or that the airline decides. */
  confirmText(): string {
    const e = this.estimate
    return e ? tt('tk.refund.confirm', { fee: e.fee, amount: e.amount }) : tt('tk.refund.confirmUnknown')
  }

  /** Refunds after `confirm` said yes; true when done. */
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
      const all = this.segmentNos.length === this.segments.length
      const reply = await this.api.refundAdd({
        orderId: this.order.orderId,
        passengerIds: this.passengerIds,
        ...(all ? {} : { segmentNos: this.segmentNos }),
        reason: this.reason.slice(0, 200),
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
      return false
    }
  }
}
