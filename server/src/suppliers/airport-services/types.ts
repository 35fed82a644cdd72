/**
 * The airport service supplier interface: what a real airport-service connector (lounge networks,
 * airport VIP desks) would give. The simulator (catalog.ts) is deterministic; the places sold per
 * day are held in the database (airport_service_stock), not here.
 */

/** The five kinds of airport service. */
export type ServiceKind = 'LOUNGE' | 'FAST_CHECK' | 'CHECK_IN' | 'GUEST_PASS' | 'INTEGRATED'

/** A text in both languages. */
export interface Bi {
  zh: string
  en: string
}

/** A service of the catalogue at one airport terminal. */
export interface CatalogueService {
  serviceId: string
  kind: ServiceKind
  airportCode: string
  terminal: string
  name: Bi
  location: Bi
  /** Opening hours, e.g. '05:30-23:00'. */
  openHours: string
  /** Per person, CNY. */
  price: number
  rules: Bi[]
  highlights: Bi[]
  description: Bi
  /** Service ids a bundle includes (integrated product). */
  includes: string[]
  /** Places the supplier sells per day. */
  dailyCapacity: number
  /** A shuttle-type service (escort and car to the aircraft): bookable only within 30 days. */
  shuttle: boolean
  /** Includes fast security: not bookable under 40 minutes before departure. */
  fastTrack: boolean
  /** A flight must be named (everything but lounges). */
  needsFlight: boolean
}

/** A facility of a terminal (not bookable). */
export interface CatalogueFacility {
  facilityId: string
  airportCode: string
  terminal: string
  name: Bi
  location: Bi
  openHours: string
}

/** An airport that sells services. */
export interface ServiceAirport {
  airportCode: string
  terminals: string[]
}

/** What the product asks of an airport service supplier. */
export interface AirportServiceSupplier {
  airports(): ServiceAirport[]
  services(airportCode: string, terminal?: string): CatalogueService[]
  service(serviceId: string): CatalogueService | undefined
  facilities(airportCode: string, terminal?: string): CatalogueFacility[]
}
