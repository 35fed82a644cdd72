/**
 * The completion screen's order (/car/carCmp): the booked ride read back from the server, so an H5
 * reload shows the same screen, and which state it announces.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { isApiError } from '../../core/http/envelope'
import { scopedT } from '../../core/i18n/index'
import * as api from '../api/car-booking'
import type { BookedCarOrder } from '../api/car-booking'
import { carBookingDict } from '../i18n/booking'

const tt = scopedT(carBookingDict)

export type DoneState = 'approval' | 'dispatching' | 'waiting' | 'booked'

/** What the screen announces: approval first, then the chartered booking, then the car state. */
export function doneState(o: Pick<BookedCarOrder, 'status' | 'carStatus' | 'needApproval'>, chartered: boolean): DoneState {
  if (o.status === 'IN_APPROVAL' || (o.needApproval && o.status !== 'IN_PROGRESS')) return 'approval'
  if (chartered) return 'booked'
  return o.carStatus === 'CAR_WAITING' ? 'waiting' : 'dispatching'
}

export class CarDoneStore {
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadError = ''
  order: BookedCarOrder | null = null

  constructor(private readonly calls: Pick<typeof api, 'bookedOrder'> = api) {
    makeAutoObservable<CarDoneStore, 'calls'>(this, { calls: false, order: observable.ref })
  }

  async load(orderId: string, chartered: boolean): Promise<void> {
    this.status = 'loading'
    this.loadError = ''
    try {
      const order = await this.calls.bookedOrder(orderId, chartered)
      runInAction(() => {
        this.order = order
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'error'
        this.loadError = isApiError(e) && e.message ? e.message : tt('done.loadFailed')
      })
    }
  }
}
