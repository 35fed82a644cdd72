/**
 * The chosen train (/tr/trDetail): its timetable, its seats with price, seats left and the
 * travellers' policy verdict, and the choice of a seat, which hands the booking context on to the
 * booking form (/tr/trEdit). A seat is chosen only when it can be booked (booking flows §4); a
 * sold-out one may be queued for (standby) when the server offers it.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import type { Train, TrainFee, TrainSeat, TrainStandard, Wb } from '../api/train-order'
import type { TrStop } from '../api/train-search'
import { trainBooking } from '../i18n/booking'
import { bookingParamsOf, type TrainDetailContext } from './train-context'
import { canBookSeat, detailCalls, findTrain, timetableOf, TrainGone, trainRefusal, verdictOf, type TrainDetailApi, type TrainStopView } from './train-booking-train'

const tt = scopedT(trainBooking)

export type TrainDetailStatus = 'loading' | 'ready' | 'error' | 'gone'

/** What tapping a seat leads to. */
export type SeatChoice = { kind: 'book'; params: Record<string, string> } | { kind: 'standby'; params: Record<string, string> } | { kind: 'refused'; message: string }

export class TrainDetailStore {
  status: TrainDetailStatus = 'loading'
  loadError = ''
  train: Train | null = null
  feeList: TrainFee[] = []
  travelStandard: TrainStandard | null = null
  /** Every stop of the train (null until they arrive, and when that call failed: the search's stations stand in). */
  stops: TrStop[] | null = null

  private seq = 0
  private readonly api: TrainDetailApi

  constructor(
    readonly context: TrainDetailContext | null,
    searchApi: Partial<TrainDetailApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { ...detailCalls, ...searchApi }
    makeAutoObservable<TrainDetailStore, 'api' | 'now' | 'seq'>(this, { api: false, now: false, seq: false, context: false })
  }

  get business(): boolean {
    return this.context?.tripType === 1
  }

  /** The seats, as the search lists them (cheapest first, sold-out ones included). */
  get seats(): TrainSeat[] {
    return this.train?.seatList ?? []
  }

  get timetable(): TrainStopView[] {
    return this.train ? timetableOf(this.train, this.stops) : []
  }

  /** The timetable has every stop (else only the stations the search names, and the page says so). */
  get fullTimetable(): boolean {
    return (this.stops?.length ?? 0) >= 2
  }

  /** Why this train cannot be booked now (sale paused or not open), or ''. */
  get saleRefusal(): string {
    return this.train ? trainRefusal(this.train, this.now()) ?? '' : ''
  }

  /** The service fee per ticket of the trip type (§6). */
  get serviceFee(): number {
    return this.feeList.find((f) => f.tripType === (this.context?.tripType ?? 1))?.serviceFee ?? 0
  }

  wbOf(seat: TrainSeat): Wb {
    return verdictOf(seat, {}, this.business)
  }

  bookable(seat: TrainSeat): boolean {
    return !!this.train && canBookSeat(this.train, seat, this.wbOf(seat), this.now())
  }

  /** Sold out, the train on sale and the server offers standby for it. */
  standby(seat: TrainSeat): boolean {
    return !!this.train && seat.seatCount === 0 && seat.isBench === 1 && this.wbOf(seat) !== 2 && !this.saleRefusal
  }

  async load(): Promise<void> {
    const c = this.context
    if (!c) {
      this.status = 'gone'
      return
    }
    const seq = ++this.seq
    this.status = 'loading'
    this.loadError = ''
    try {
      const found = await findTrain(this.api, c, c.travellerIds)
      if (seq !== this.seq) return
      runInAction(() => {
        this.train = found.train
        this.feeList = found.feeList
        this.travelStandard = found.travelStandard
        this.status = 'ready'
      })
      void this.loadStops(seq, found.train.trainKey)
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        if (e instanceof TrainGone) this.status = 'gone'
        else {
          this.status = 'error'
          this.loadError = isApiError(e) && e.message ? e.message : tt('tr.detail.loadFailed')
        }
      })
    }
  }

  /** The timetable's stops; a failure leaves the stations of the search (the seats matter more than the timetable). */
  private async loadStops(seq: number, trainKey: string): Promise<void> {
    try {
      const stops = await this.api.queryTrainStop(trainKey)
      if (seq === this.seq) runInAction(() => (this.stops = stops))
    } catch {
      /* the partial timetable says it is partial */
    }
  }

  /** The seat's next step: the booking form, standby, or why neither. */
  choose(seat: TrainSeat): SeatChoice {
    const c = this.context
    if (!c || !this.train) return { kind: 'refused', message: tt('tr.detail.loadFailed') }
    if (this.saleRefusal) return { kind: 'refused', message: this.saleRefusal }
    const wb = this.wbOf(seat)
    if (wb === 2) return { kind: 'refused', message: tt('tr.seat.forbidden') }
    if (this.bookable(seat)) return { kind: 'book', params: bookingParamsOf(c, seat.seatType) }
    if (this.standby(seat)) return { kind: 'standby', params: bookingParamsOf(c, seat.seatType) }
    return { kind: 'refused', message: tt('tr.seat.soldOut') }
  }
}
