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
import { trainBooking } from '../i18n/booking'
import { bookingParamsOf, type TrainDetailContext } from './train-context'
import { canBookSeat, findTrain, searchTrSearch, timetableOf, TrainGone, trainRefusal, verdictOf, type TrainSearchApi, type TrainStopView } from './train-booking-train'

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

  private seq = 0
  private readonly api: TrainSearchApi

  constructor(
    readonly context: TrainDetailContext | null,
    searchApi: Partial<TrainSearchApi> = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.api = { trSearch: searchTrSearch, ...searchApi }
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
    return this.train ? timetableOf(this.train) : []
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
