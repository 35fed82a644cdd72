/**
 * /tk/tkCabinTransfer: a connection (queryTransferCity's two legs via a hub) booked as one order.
 * Both legs' fares load side by side (queryCabin, each with its policy verdict); the user picks a
 * fare per leg, and the pair goes to /tk/tkEdit as a two-segment booking (the booking form and the
 * server already book two segments in one order and check the connection time there). An
 * out-of-policy reason is asked on the booking form, where the policy of the chosen travellers is
 * known.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { defineContext, field } from '../../core/domain/booking-context'
import { isApiError } from '../../core/http/envelope'
import { queryCabin, type Cabin, type Flight } from '../api/flight-search'
import { bookingContext } from './flight-context'

const ID = /^\d{1,12}$/

/** The page's address: both legs' flight keys and what the search knew. */
export const transferContext = defineContext({
  firstKey: field.string({ param: 'f1', required: true, max: 512 }),
  secondKey: field.string({ param: 'f2', required: true, max: 512 }),
  tripType: field.oneOf([1, 2] as const, { param: 'trip', fallback: 1 }),
  travellerIds: field.list({ param: 'travellers', item: ID, max: 9 }),
  ccsqdId: field.string({ pattern: ID }),
})

export type TransferParams = NonNullable<ReturnType<typeof transferContext.decode>>

type Status = 'loading' | 'ready' | 'error'

/** One leg and its fares. */
export interface TransferLeg {
  flight: Flight
  cabins: Cabin[]
}

export class FlightTransferStore {
  status: Status = 'loading'
  error = ''
  legs: TransferLeg[] = []
  /** Chosen cabin key per leg ('' until chosen). */
  chosen: string[] = ['', '']

  constructor(
    readonly params: TransferParams,
    private readonly fetchCabins: typeof queryCabin = queryCabin,
  ) {
    makeAutoObservable<FlightTransferStore, 'fetchCabins'>(this, { params: false, fetchCabins: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    this.error = ''
    const p = this.params
    try {
      const replies = await Promise.all(
        [p.firstKey, p.secondKey].map((flightKey) => this.fetchCabins({ flightKey, tripType: p.tripType, ...(p.travellerIds.length ? { travellerEmpIds: p.travellerIds } : {}) })),
      )
      runInAction(() => {
        this.legs = replies.map((r) => ({ flight: r.flight, cabins: r.cabins }))
        // The cheapest fare with seats of each leg is chosen to start with: most travellers take it.
        this.chosen = this.legs.map((l) => l.cabins.find((c) => c.seatsLeft > 0)?.cabinKey ?? '')
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.error = isApiError(e) ? e.message : ''
      })
    }
  }

  choose(legIndex: number, cabinKey: string): void {
    const cabin = this.legs[legIndex]?.cabins.find((c) => c.cabinKey === cabinKey)
    if (!cabin || cabin.seatsLeft <= 0) return
    this.chosen = this.chosen.map((k, i) => (i === legIndex ? cabinKey : k))
  }

  cabinOf(legIndex: number): Cabin | undefined {
    return this.legs[legIndex]?.cabins.find((c) => c.cabinKey === this.chosen[legIndex])
  }

  /** Minutes between the first leg's arrival and the second's departure ('YYYY-MM-DD HH:mm' China time on both). */
  get connectionMinutes(): number {
    const [a, b] = this.legs
    if (!a || !b) return 0
    const ms = (t: string) => Date.parse(`${t.slice(0, 10)}T${t.slice(11, 16)}:00+08:00`)
    return Math.round((ms(b.flight.depTime) - ms(a.flight.arrTime)) / 60000)
  }

  /** Fares of both legs per adult (taxes are added on the booking form). */
  get total(): number {
    return this.legs.reduce((sum, _l, i) => sum + (this.cabinOf(i)?.price ?? 0), 0)
  }

  get complete(): boolean {
    return this.legs.length === 2 && this.legs.every((_l, i) => !!this.cabinOf(i))
  }

  /** The booking form's address for the pair, or null until both fares are chosen. */
  handoff(): Record<string, string> | null {
    if (!this.complete) return null
    const [a, b] = this.legs
    const query = bookingContext.encode({
      flightKey: a.flight.flightKey,
      cabinKey: this.chosen[0],
      returnFlightKey: b.flight.flightKey,
      returnCabinKey: this.chosen[1],
      tripType: this.params.tripType,
      travellerIds: this.params.travellerIds,
      ...(this.params.ccsqdId ? { ccsqdId: this.params.ccsqdId } : {}),
    })
    // Tells the booking form to name the segments "leg 1 / leg 2", not "outbound / return".
    return { ...query, connection: '1' }
  }
}
