/**
 * The flight supplier interface. The simulator implements it today; a GDS / airline NDC connector
 * can replace it without touching services: it answers schedules with fares and seat capacity and
 * issues ticket numbers. What is SOLD lives in our database (flight_seats), not in the supplier.
 */

/** Cabin class: Y economy, C business, F first. */
export type CabinClassCode = 'Y' | 'C' | 'F'

/** A city or one airport, resolved from a code. */
export interface Place {
  /** The code asked for. */
  code: string
  cityCode: string
  /** Airport codes the place covers (one for an airport code, all of the city's for a city code). */
  airports: string[]
}

/** A fare bucket of a flight on a date. */
export interface SupplierCabin {
  /** Booking class: F, C, J, Y, B, M, H, K, L. */
  code: string
  cabinClass: CabinClassCode
  /** Percentage of the full fare of its class. */
  discount: number
  /** Adult fare, CNY. */
  price: number
  /** Seats the airline sells in this bucket. */
  capacity: number
  carryOnKg: number
  checkedKg: number
  /** 签转 allowed. */
  transferable: boolean
  /** Refund fee percentages per time tier (FEE_TIERS order). */
  refundPercents: number[]
  /** Change fee percentages per time tier. */
  changePercents: number[]
}

/**
 * Fee time tiers, by hours before departure: [168, ∞), [48, 168), [4, 48), [0, 4), after departure.
 * `min` null means "after departure" (negative hours).
 */
export const FEE_TIERS: readonly { min: number | null; max: number | null }[] = [
  { min: 168, max: null },
  { min: 48, max: 168 },
  { min: 4, max: 48 },
  { min: 0, max: 4 },
  { min: null, max: 0 },
]

/** The tier index for a number of hours before departure. */
export function feeTierIndex(hoursBefore: number): number {
  if (hoursBefore >= 168) return 0
  if (hoursBefore >= 48) return 1
  if (hoursBefore >= 4) return 2
  if (hoursBefore >= 0) return 3
  return 4
}

/** A flight on a date, as the supplier sells it. */
export interface SupplierFlight {
  /** 'YYYYMMDD.FLIGHTNO.DEP.ARR': identifies the listing. */
  flightKey: string
  /** Key of the seats: the operating flight's key (a code-share sells the operating carrier's seats). */
  inventoryKey: string
  flightNo: string
  airline: string
  operatingAirline: string
  operatingFlightNo: string
  codeShare: boolean
  aircraft: string
  depAirport: string
  arrAirport: string
  depCity: string
  arrCity: string
  depTerminal: string
  arrTerminal: string
  /** 'YYYY-MM-DD' local departure date. */
  depDate: string
  /** 'YYYY-MM-DD HH:mm' local. */
  depTime: string
  arrTime: string
  arrDayOffset: number
  /** Departure instant. */
  depAt: Date
  arrAt: Date
  durationMinutes: number
  stops: number
  /** City code of the stop, '' when direct. */
  stopCity: string
  meal: boolean
  distanceKm: number
  /** Full economy fare (the reference of discounts). */
  yFullPrice: number
  /** Per adult. */
  airportFee: number
  fuelFee: number
  /** Child (2-11) fare: half the full economy fare; child fuel surcharge is half, no airport fee. */
  childPrice: number
  /** Infant (<2) fare: 10% of the full economy fare, no taxes, no seat. */
  infantPrice: number
  /** Cheapest first. */
  cabins: SupplierCabin[]
}

/**
 * What the airline says about a flight on its day. SCHEDULED until a disruption is known;
 * `delayMinutes` is the expected delay of the departure (0 unless DELAYED).
 */
export interface FlightStatus {
  status: 'SCHEDULED' | 'DELAYED' | 'CANCELLED'
  delayMinutes: number
}

/**
 * A delay of at least this long makes a refund involuntary (no fee), like a cancellation. Shorter
 * delays are the passenger's own choice to refund.
 */
export const INVOLUNTARY_DELAY_MINUTES = 120

/** Whether a flight status entitles the passenger to an involuntary (fee-free) refund. */
export function isInvoluntaryCause(status: FlightStatus): boolean {
  return status.status === 'CANCELLED' || (status.status === 'DELAYED' && status.delayMinutes >= INVOLUNTARY_DELAY_MINUTES)
}

/** A ticket to issue. */
export interface TicketRequest {
  airline: string
}

/** The supplier. */
export interface FlightSupplier {
  readonly kind: string
  /** A city code (all its airports) or an airport code; null when unknown or not a mainland airport. */
  resolvePlace(code: string): Place | null
  /** Every flight between two places departing on a local date (code-shares included). */
  searchFlights(dep: Place, arr: Place, date: string): Promise<SupplierFlight[]>
  /** One flight by key; null when the key names no flight. */
  getFlight(flightKey: string): Promise<SupplierFlight | null>
  /** Cities worth trying as connection points. */
  transferHubs(): readonly string[]
  /** Issues one 13-digit ticket number per request (airline prefix + 10 digits). */
  issueTickets(requests: TicketRequest[]): Promise<string[]>
  /**
   * The operational status of a flight now (by its flight key; a code-share answers for the
   * operating flight); null when the key names no flight. Refunds decide involuntary from this.
   */
  flightStatus(flightKey: string): Promise<FlightStatus | null>
}
