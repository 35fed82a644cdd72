/**
 * A tour (/travelDetail?productId=): itinerary, inclusions, the departures with places left and
 * the cancellation table; the user picks a bookable departure and goes on to fill the order.
 */
import { makeAutoObservable } from 'mobx'
import { DetailResource, type DetailStatus } from '../../core/stores/detail-resource'
import * as tourApi from '../api/tour'
import type { TourDepartureView, TourDetailReply } from '../api/tour'

export type TourDetailApi = Pick<typeof tourApi, 'tourDetail'>

/** Product ids are 'TR' and three digits; anything else cannot name a tour. */
export function isProductId(id: string | undefined): id is string {
  return !!id && /^[A-Z]{2}\d{3}$/.test(id)
}

export class TourDetailStore {
  readonly resource: DetailResource<string | undefined, TourDetailReply>
  depDate = ''

  constructor(productId: string | undefined, depDate: string | undefined, private readonly api: TourDetailApi = { tourDetail: tourApi.tourDetail }) {
    this.resource = new DetailResource(productId, (id) => this.api.tourDetail(id as string), {
      valid: isProductId,
      onLoad: (d) => {
        // The departure asked for (a link, coming back) when it is still bookable, else the first bookable one.
        const asked = d.departures.find((x) => x.depDate === (this.depDate || depDate) && x.bookable)
        this.depDate = (asked ?? d.departures.find((x) => x.bookable))?.depDate ?? ''
      },
    })
    makeAutoObservable<TourDetailStore, 'api'>(this, { api: false, resource: false })
  }

  get status(): DetailStatus {
    return this.resource.status
  }

  get loadError(): string {
    return this.resource.loadError
  }

  get tour(): TourDetailReply | null {
    return this.resource.data
  }

  /** The chosen departure (null: none bookable). */
  get departure(): TourDepartureView | null {
    return this.tour?.departures.find((d) => d.depDate === this.depDate) ?? null
  }

  load(): Promise<boolean> {
    return this.resource.load()
  }

  /** Picks a departure; a full or closed one cannot be picked. */
  pick(depDate: string): boolean {
    const d = this.tour?.departures.find((x) => x.depDate === depDate)
    if (!d?.bookable) return false
    this.depDate = depDate
    return true
  }
}
