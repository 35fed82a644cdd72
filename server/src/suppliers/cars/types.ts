/**
 * The car supplier interface (ride-hailing content, pricing and dispatch). The simulator
 * implements it today; a real ride-hailing connector can replace it without touching the car
 * services. Everything is deterministic: prices from the car type, the city tier and the route;
 * drivers, the actual distance and a day car's use from the order's key.
 */

/** A city the supplier serves. */
export interface CarCityInfo {
  code: string
  nameZh: string
  nameEn: string
  lat: number
  lng: number
  /** 1, 2 or 3: prices scale by tier. */
  tier: number
  /** Chartered day cars are sold here. */
  dayCar: boolean
  /** Licence plate prefix (沪A, 京B...). */
  platePrefix: string
}

/** A car type in a city. */
export interface CarTypeSpec {
  carType: 1 | 2 | 3 | 4
  nameZh: string
  nameEn: string
  seats: number
  modelsZh: string
  modelsEn: string
  luggage: number
}

/** What a fare is computed from. */
export interface FareRequest {
  cityCode: string
  carType: 1 | 2 | 3 | 4
  useType: number
  distanceM: number
  durationS: number
  /** When the ride starts (night surcharge 23:00–05:00 China time). */
  startAt: Date
}

/** A fare and its parts. */
export interface Fare {
  total: number
  base: number
  distanceFee: number
  timeFee: number
  nightFee: number
  airportFee: number
}

/** A day-car package of a city and car type. */
export interface DayCarOffer {
  packageId: string
  kind: 'HALF' | 'FULL'
  hours: number
  km: number
  carType: 1 | 2 | 3 | 4
  price: number
  overHourPrice: number
  overKmPrice: number
}

/** A driver the dispatch found. */
export interface Driver {
  name: string
  /** A virtual number that forwards to the driver for this ride only. */
  phone: string
  plate: string
  carModel: string
  color: string
  rating: number
}

/** The supplier. */
export interface CarSupplier {
  readonly kind: string
  cities(): readonly CarCityInfo[]
  city(code: string): CarCityInfo | undefined
  carTypes(cityCode: string): readonly CarTypeSpec[]
  fare(request: FareRequest): Fare
  dayCarOffers(cityCode: string): readonly DayCarOffer[]
  /** The driver of a ride (deterministic from its key), or null when no driver takes it. */
  dispatch(rideKey: string, cityCode: string, carType: number, lang: 'zh' | 'en'): Driver | null
  /** Actual distance ÷ route distance of a ride: 0.97–1.08. */
  distanceFactor(rideKey: string): number
  /** How far past its package a day car went: hours and km beyond (0 or more). */
  dayCarOverUse(rideKey: string, offer: Pick<DayCarOffer, 'hours' | 'km'>): { overHours: number; overKm: number }
  /** The fee of cancelling after a driver accepted. */
  cancelFee(carType: number): number
}
