/**
 * The tour supplier's interface (booking flows §7.9): corporate tour products — team building,
 * incentive trips, conferences — by city and theme, with their itinerary, inclusions and
 * departures. The simulator (simulator.ts) implements it over a fixed catalogue; a real
 * connector would replace it without touching the services. Places left are not the supplier's
 * business here: each departure's capacity comes from it, `taken` is held in our database
 * (tour_departures), so a booking and its hold are one transaction.
 */

/** Tour themes (our codes; the spec names the products, not their codes). */
export type TourTheme = 'TEAM_BUILDING' | 'INCENTIVE' | 'CONFERENCE'

/** Every theme, in the list's order. */
export const TOUR_THEMES: readonly TourTheme[] = ['TEAM_BUILDING', 'INCENTIVE', 'CONFERENCE']

/** One day of the itinerary. */
export interface TourDay {
  day: number
  titleZh: string
  titleEn: string
  descZh: string
  descEn: string
}

/** A tour product as the supplier sells it. */
export interface TourProduct {
  /** Stable id ('TR001'). */
  productId: string
  cityCode: string
  cityZh: string
  cityEn: string
  theme: TourTheme
  nameZh: string
  nameEn: string
  summaryZh: string
  summaryEn: string
  /** Length in days (the itinerary has one entry per day). */
  days: number
  itinerary: TourDay[]
  inclusionsZh: string[]
  inclusionsEn: string[]
  exclusionsZh: string[]
  exclusionsEn: string[]
  /** Price per person, CNY. */
  priceAdult: number
  priceChild: number
  /** Places sold per departure. */
  capacity: number
  /** Where the group meets on the first day. */
  meetingZh: string
  meetingEn: string
}

/** A departure of a product: its China date, price and capacity. */
export interface TourDeparture {
  productId: string
  /** 'YYYY-MM-DD' China date of the first day. */
  depDate: string
  /** 'YYYY-MM-DD' China date of the last day. */
  endDate: string
  capacity: number
  priceAdult: number
  priceChild: number
}

/** What a confirmation answers. */
export interface TourConfirmation {
  confirmNo: string
}

/** The tour supplier. */
export interface TourSupplier {
  /** Every product (the catalogue is small: a list filters it in memory). */
  products(): readonly TourProduct[]
  /** One product, or undefined when unknown. */
  product(productId: string): TourProduct | undefined
  /** The product's departures from tomorrow to the sale window's end, by the supplier's clock. */
  departures(productId: string): TourDeparture[]
  /** One departure, or undefined when the product does not leave that day or it is no longer sold. */
  departure(productId: string, depDate: string): TourDeparture | undefined
  /** The supplier confirms a paid booking. */
  confirm(request: { orderNo: string; productId: string; depDate: string; persons: number }): Promise<TourConfirmation>
  /** The supplier hears of a cancellation (best effort). */
  cancel(confirmNo: string): Promise<void>
}
