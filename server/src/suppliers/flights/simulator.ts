/**
 * The flight simulator: a deterministic domestic schedule between the seeded mainland airports.
 *
 * - Route existence, daily frequency, airlines, flight numbers, times, aircraft and airports come
 *   from a PRNG keyed by the city pair, so a route looks the same every day and after every
 *   restart. Busy pairs (weights in catalog.ts: BJS-SHA, BJS-CAN, SHA-SZX, BJS-CTU...) get 20-40
 *   flights a day; pairs of small cities usually none (the transfer search covers those); pairs
 *   closer than 350 km none (rail territory).
 * - Seat capacity per fare bucket comes from a PRNG keyed by the operating flight and date. What is
 *   sold is in the database (flight_seats), never here.
 * - Durations: great-circle distance at ~800 km/h + 30 min. Fares: full economy 0.75 CNY/km (at
 *   least 300, rounded to 10), buckets Y/B/M/H/K/L at 100...40%, business C (2.5×Y) and J (80%
 *   of C), first F (4×Y) on wide-bodies. The deepest buckets are sold only days ahead.
 */
import { airports as seedAirports } from '../../db/seed-data/geo/airports'
import { cities as seedCities } from '../../db/seed-data/geo/cities'
import { randomDigits } from '../../util/crypto'
import { createPrng, type Prng } from '../../util/prng'
import { chinaDate } from '../../util/time'
import {
  AIRCRAFT,
  AIRCRAFT_BY_CODE,
  AIRLINES,
  AIRLINE_BY_CODE,
  AIRPORT_FEE,
  BUCKETS,
  CITY_WEIGHT,
  PREFERRED_AIRPORT,
  TRANSFER_HUBS,
  economyFullFare,
  fuelSurcharge,
  roundFare,
  terminalOf,
  type AirlineInfo,
} from './catalog'
import type { FlightStatus, FlightSupplier, Place, SupplierCabin, SupplierFlight, TicketRequest } from './types'

/** A mainland airport the simulator flies to. */
export interface SimAirport {
  iata: string
  cityCode: string
  lat: number
  lng: number
}

interface SimCity {
  code: string
  lat: number
  lng: number
  weight: number
  airports: string[]
}

/** A flight of a route's timetable (the same every day it operates). */
interface ScheduledFlight {
  flightNo: string
  airline: string
  operatingAirline: string
  operatingFlightNo: string
  codeShare: boolean
  aircraft: string
  depAirport: string
  arrAirport: string
  /** Minutes after local midnight. */
  depMinute: number
  durationMinutes: number
  stops: number
  stopCity: string
  meal: boolean
  /** Bit d set: operates on weekday d (0 Sunday). */
  days: number
}

interface RouteTimetable {
  depCity: string
  arrCity: string
  distanceKm: number
  flights: ScheduledFlight[]
}

const DAY_MS = 24 * 60 * 60 * 1000
const EVERY_DAY = 0x7f

/** FNV-1a, 32 bits. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function prngFor(key: string): Prng {
  return createPrng(hashString(key))
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** 'HH:mm' of minutes after midnight (modulo a day). */
function clockText(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`
}

/** 'YYYY-MM-DD' plus days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Weekday (0 Sunday) of a 'YYYY-MM-DD'. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The flight key of a listing. */
export function makeFlightKey(date: string, flightNo: string, dep: string, arr: string): string {
  return `${date.replace(/-/g, '')}.${flightNo}.${dep}.${arr}`
}

/** Parses a flight key; null when malformed. */
export function parseFlightKey(key: string): { date: string; flightNo: string; dep: string; arr: string } | null {
  const match = /^(\d{4})(\d{2})(\d{2})\.([A-Z0-9]{2}\d{3,4})\.([A-Z]{3})\.([A-Z]{3})$/.exec(key)
  if (!match) return null
  return { date: `${match[1]}-${match[2]}-${match[3]}`, flightNo: match[4], dep: match[5], arr: match[6] }
}

/** How long before departure a disruption is known. */
const STATUS_KNOWN_MS = 24 * 60 * 60 * 1000

/**
 * The disruption the simulator gives an operating flight on a date (by its inventory key), the
 * same every time: about 2 % cancelled, 4 % delayed 2–6 hours, 14 % delayed 15–115 minutes, the rest
 * on time.
 */
export function simulatedDisruption(inventoryKey: string): FlightStatus {
  const rng = prngFor(`status:${inventoryKey}`)
  const roll = rng.next()
  if (roll < 0.02) return { status: 'CANCELLED', delayMinutes: 0 }
  if (roll < 0.06) return { status: 'DELAYED', delayMinutes: 120 + 5 * rng.int(0, 48) }
  if (roll < 0.2) return { status: 'DELAYED', delayMinutes: 15 + 5 * rng.int(0, 20) }
  return { status: 'SCHEDULED', delayMinutes: 0 }
}

/** A small bounded cache (drops everything when full: the data is cheap to rebuild). */
class BoundedCache<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly max: number) {}
  get(key: string, build: () => V): V {
    const hit = this.map.get(key)
    if (hit !== undefined) return hit
    const value = build()
    if (this.map.size >= this.max) this.map.clear()
    this.map.set(key, value)
    return value
  }
}

/** The simulated supplier. `clock` decides which fare buckets are still on sale (days ahead). */
export class SimulatedFlightSupplier implements FlightSupplier {
  readonly kind = 'simulator'
  private readonly airports = new Map<string, SimAirport>()
  private readonly cities = new Map<string, SimCity>()
  private readonly timetables = new BoundedCache<RouteTimetable>(50_000)
  private readonly dayFlights = new BoundedCache<SupplierFlight[]>(5_000)

  constructor(private readonly clock: () => Date = () => new Date()) {
    const cityInfo = new Map(seedCities.map((c) => [c.code, c]))
    for (const a of seedAirports) {
      if (a.countryCode !== 'CN' || a.international) continue
      this.airports.set(a.iata, { iata: a.iata, cityCode: a.cityCode, lat: a.lat, lng: a.lng })
      const info = cityInfo.get(a.cityCode)
      let city = this.cities.get(a.cityCode)
      if (!city) {
        const weight = CITY_WEIGHT[a.cityCode] ?? (info?.tier === 2 ? 3 : info?.hot ? 2 : 1)
        city = { code: a.cityCode, lat: info?.lat ?? a.lat, lng: info?.lng ?? a.lng, weight, airports: [] }
        this.cities.set(a.cityCode, city)
      }
      city.airports.push(a.iata)
    }
  }

  resolvePlace(code: string): Place | null {
    const upper = code.trim().toUpperCase()
    const city = this.cities.get(upper)
    if (city) return { code: upper, cityCode: city.code, airports: [...city.airports] }
    const airport = this.airports.get(upper)
    if (airport) return { code: upper, cityCode: airport.cityCode, airports: [airport.iata] }
    return null
  }

  transferHubs(): readonly string[] {
    return TRANSFER_HUBS
  }

  async searchFlights(dep: Place, arr: Place, date: string): Promise<SupplierFlight[]> {
    const all = this.flightsOn(dep.cityCode, arr.cityCode, date)
    if (dep.airports.length === this.cities.get(dep.cityCode)?.airports.length && arr.airports.length === this.cities.get(arr.cityCode)?.airports.length) {
      return all
    }
    return all.filter((f) => dep.airports.includes(f.depAirport) && arr.airports.includes(f.arrAirport))
  }

  async getFlight(flightKey: string): Promise<SupplierFlight | null> {
    const parsed = parseFlightKey(flightKey)
    if (!parsed) return null
    const dep = this.airports.get(parsed.dep)
    const arr = this.airports.get(parsed.arr)
    if (!dep || !arr) return null
    return this.flightsOn(dep.cityCode, arr.cityCode, parsed.date).find((f) => f.flightKey === flightKey) ?? null
  }

  async issueTickets(requests: TicketRequest[]): Promise<string[]> {
    return requests.map((r) => `${AIRLINE_BY_CODE.get(r.airline)?.ticketPrefix ?? '999'}${randomDigits(10)}`)
  }

  async flightStatus(flightKey: string): Promise<FlightStatus | null> {
    const flight = await this.getFlight(flightKey)
    if (!flight) return null
    // Disruptions become known on the day (24 hours before departure), like an airline's notice.
    if (flight.depAt.getTime() - this.clock().getTime() > STATUS_KNOWN_MS) return { status: 'SCHEDULED', delayMinutes: 0 }
    return simulatedDisruption(flight.inventoryKey)
  }

  /** Every flight of a city pair on a date (cached per day of "today", since bucket sales depend on it). */
  flightsOn(depCity: string, arrCity: string, date: string): SupplierFlight[] {
    const today = chinaDate(this.clock())
    return this.dayFlights.get(`${depCity}-${arrCity}-${date}-${today}`, () => {
      const timetable = this.timetable(depCity, arrCity)
      if (timetable.flights.length === 0) return []
      const day = 1 << weekday(date)
      const daysAhead = daysBetween(today, date)
      return timetable.flights
        .filter((f) => (f.days & day) !== 0)
        .map((f) => this.buildFlight(timetable, f, date, daysAhead))
        .sort((a, b) => a.depTime.localeCompare(b.depTime) || a.flightNo.localeCompare(b.flightNo))
    })
  }

  /** The timetable of an ordered city pair. */
  private timetable(depCity: string, arrCity: string): RouteTimetable {
    return this.timetables.get(`${depCity}-${arrCity}`, () => this.buildTimetable(depCity, arrCity))
  }

  /** How many flights a day link two cities (the same both ways). */
  private dailyFrequency(a: SimCity, b: SimCity, distance: number): number {
    if (a.code === b.code || distance < 350) return 0
    const pair = [a.code, b.code].sort().join('-')
    const rng = prngFor(`route:${pair}`)
    const score = a.weight * b.weight
    let n: number
    if (score >= 20) n = Math.round(score * 0.36) + rng.int(-2, 2)
    else if (score >= 10) n = rng.next() < 0.9 ? rng.int(2, 5) : 0
    else if (score >= 4) n = rng.next() < 0.6 ? rng.int(1, 3) : 0
    else if (score >= 2) n = rng.next() < 0.25 ? rng.int(1, 2) : 0
    else n = rng.next() < 0.03 ? 1 : 0
    if (distance < 600 && n > 1) n = Math.ceil(n / 2)
    return Math.max(0, Math.min(40, n))
  }

  private pickAirline(rng: Prng, depCity: string, arrCity: string): AirlineInfo {
    const weights = AIRLINES.map((a) => a.weight * (a.hubs.includes(depCity) || a.hubs.includes(arrCity) ? 4 : 1))
    const total = weights.reduce((s, w) => s + w, 0)
    let r = rng.next() * total
    for (let i = 0; i < AIRLINES.length; i += 1) {
      r -= weights[i]
      if (r < 0) return AIRLINES[i]
    }
    return AIRLINES[0]
  }

  private pickAirport(rng: Prng, city: SimCity, airline: string): string {
    if (city.airports.length === 1) return city.airports[0]
    const preferred = PREFERRED_AIRPORT[city.code]?.[airline]
    if (preferred && city.airports.includes(preferred) && rng.next() < 0.85) return preferred
    return city.airports[Math.floor(rng.next() * city.airports.length)]
  }

  private buildTimetable(depCity: string, arrCity: string): RouteTimetable {
    const a = this.cities.get(depCity)
    const b = this.cities.get(arrCity)
    if (!a || !b) return { depCity, arrCity, distanceKm: 0, flights: [] }
    const distance = distanceKm(a, b)
    const count = this.dailyFrequency(a, b, distance)
    const timetable: RouteTimetable = { depCity, arrCity, distanceKm: Math.round(distance), flights: [] }
    if (count === 0) return timetable
    const rng = prngFor(`timetable:${depCity}-${arrCity}`)
    const sortedPair = [depCity, arrCity].sort().join('-')
    const outbound = depCity < arrCity
    const score = a.weight * b.weight
    const used = new Set<string>()
    const perAirline = new Map<string, number>()
    const nextNumber = (airline: string): string => {
      const base = 1000 + (hashString(`${airline}:${sortedPair}`) % 400) * 20
      let k = perAirline.get(airline) ?? 0
      let flightNo: string
      do {
        flightNo = `${airline}${base + (outbound ? 1 : 2) + 2 * k}`
        k += 1
      } while (used.has(flightNo))
      perAirline.set(airline, k)
      used.add(flightNo)
      return flightNo
    }
    const hubs = TRANSFER_HUBS.filter((h) => h !== depCity && h !== arrCity)
    for (let i = 0; i < count; i += 1) {
      const airline = this.pickAirline(rng, depCity, arrCity)
      const slot = 390 + Math.floor((960 * (i + rng.next() * 0.8)) / count)
      const depMinute = Math.min(1350, Math.round(slot / 5) * 5)
      let aircraft: string
      const wide = AIRCRAFT.filter((t) => t.size === 'L')
      const narrow = AIRCRAFT.filter((t) => t.size === 'M')
      const regional = AIRCRAFT.filter((t) => t.size === 'S')
      if (airline.lowCost) aircraft = rng.pick(['320', '32N', '738', '7M8'].filter((c) => (airline.code === '9C' ? c.startsWith('32') : c.startsWith('7'))))
      else if (score >= 49 && rng.next() < 0.3) aircraft = rng.pick(wide).code
      else if (distance < 900 && score < 10 && rng.next() < 0.4) aircraft = rng.pick(regional).code
      else aircraft = rng.pick(narrow).code
      let duration = Math.round(((distance / 800) * 60 + 30 + rng.int(-5, 10)) / 5) * 5
      let stops = 0
      let stopCity = ''
      if (distance > 2200 && rng.next() < 0.12 && hubs.length > 0) {
        const mid = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 }
        const hub = hubs
          .map((h) => this.cities.get(h))
          .filter((c): c is SimCity => c !== undefined)
          .sort((x, y) => distanceKm(x, mid) - distanceKm(y, mid))[0]
        if (hub) {
          stops = 1
          stopCity = hub.code
          duration += 55
        }
      }
      const flightNo = nextNumber(airline.code)
      const flight: ScheduledFlight = {
        flightNo,
        airline: airline.code,
        operatingAirline: airline.code,
        operatingFlightNo: flightNo,
        codeShare: false,
        aircraft,
        depAirport: this.pickAirport(rng, a, airline.code),
        arrAirport: this.pickAirport(rng, b, airline.code),
        depMinute,
        durationMinutes: duration,
        stops,
        stopCity,
        meal: !airline.lowCost && (duration >= 120 || rng.next() < 0.5),
        days: count <= 3 && rng.next() < 0.3 ? EVERY_DAY & ~(1 << rng.int(0, 6)) & ~(1 << rng.int(0, 6)) : EVERY_DAY,
      }
      timetable.flights.push(flight)
      if (airline.codeSharePartners.length > 0 && score >= 16 && rng.next() < 0.2) {
        const partner = rng.pick(airline.codeSharePartners)
        let shareNo: string
        do shareNo = `${partner}${5000 + rng.int(0, 3999)}`
        while (used.has(shareNo))
        used.add(shareNo)
        timetable.flights.push({ ...flight, flightNo: shareNo, airline: partner, codeShare: true })
      }
    }
    return timetable
  }

  private buildFlight(timetable: RouteTimetable, f: ScheduledFlight, date: string, daysAhead: number): SupplierFlight {
    const distance = timetable.distanceKm
    const depAt = new Date(`${date}T${clockText(f.depMinute)}:00+08:00`)
    const arrMinute = f.depMinute + f.durationMinutes
    const arrDayOffset = Math.floor(arrMinute / 1440)
    const arrAt = new Date(depAt.getTime() + f.durationMinutes * 60 * 1000)
    const flightKey = makeFlightKey(date, f.flightNo, f.depAirport, f.arrAirport)
    const inventoryKey = f.codeShare ? makeFlightKey(date, f.operatingFlightNo, f.depAirport, f.arrAirport) : flightKey
    const yFull = economyFullFare(distance)
    const fuel = fuelSurcharge(distance)
    return {
      flightKey,
      inventoryKey,
      flightNo: f.flightNo,
      airline: f.airline,
      operatingAirline: f.operatingAirline,
      operatingFlightNo: f.codeShare ? f.operatingFlightNo : '',
      codeShare: f.codeShare,
      aircraft: f.aircraft,
      depAirport: f.depAirport,
      arrAirport: f.arrAirport,
      depCity: timetable.depCity,
      arrCity: timetable.arrCity,
      depTerminal: terminalOf(f.depAirport, f.operatingAirline),
      arrTerminal: terminalOf(f.arrAirport, f.operatingAirline),
      depDate: date,
      depTime: `${date} ${clockText(f.depMinute)}`,
      arrTime: `${addDays(date, arrDayOffset)} ${clockText(arrMinute)}`,
      arrDayOffset,
      depAt,
      arrAt,
      durationMinutes: f.durationMinutes,
      stops: f.stops,
      stopCity: f.stopCity,
      meal: f.meal,
      distanceKm: distance,
      yFullPrice: yFull,
      airportFee: AIRPORT_FEE,
      fuelFee: fuel,
      childPrice: roundFare(yFull * 0.5),
      infantPrice: roundFare(yFull * 0.1),
      cabins: this.buildCabins(inventoryKey, f, date, yFull, daysAhead),
    }
  }

  /** Fare buckets with capacity (deterministic per operating flight and date) that are on sale `daysAhead` before departure. */
  private buildCabins(inventoryKey: string, f: ScheduledFlight, date: string, yFull: number, daysAhead: number): SupplierCabin[] {
    const rng = prngFor(`seats:${inventoryKey}`)
    const airline = AIRLINE_BY_CODE.get(f.operatingAirline)
    const aircraft = AIRCRAFT_BY_CODE.get(f.aircraft) ?? AIRCRAFT[4]
    const lowCost = airline?.lowCost ?? false
    const peak = (f.depMinute >= 420 && f.depMinute < 570) || (f.depMinute >= 1020 && f.depMinute < 1200)
    const busyDay = [0, 5].includes(weekday(date)) && f.depMinute >= 960
    const share: Record<string, number> = { Y: 0.2, B: 0.2, M: 0.2, H: 0.15, K: 0.15, L: 0.1 }
    const cabins: SupplierCabin[] = []
    for (const bucket of BUCKETS) {
      let capacity = 0
      if (bucket.cabinClass === 'F') {
        capacity = !lowCost && aircraft.size === 'L' && ['CA', 'MU', 'CZ', 'HU'].includes(f.operatingAirline) ? aircraft.seats.F : 0
      } else if (bucket.cabinClass === 'C') {
        if (!lowCost && aircraft.seats.C > 0) {
          capacity = bucket.code === 'C' ? Math.ceil(aircraft.seats.C / 2) : rng.next() < 0.7 ? Math.floor(aircraft.seats.C / 2) : 0
        }
      } else {
        capacity = Math.round(aircraft.seats.Y * share[bucket.code] * (0.6 + rng.next() * 0.8))
        if (bucket.code === 'L' && (peak || busyDay) && rng.next() < 0.6) capacity = 0
        if (bucket.code === 'K' && peak && rng.next() < 0.3) capacity = 0
        if (bucket.code === 'Y') capacity = Math.max(capacity, 10)
      }
      if (capacity <= 0 || daysAhead < bucket.minDaysAhead) continue
      const classFull = bucket.cabinClass === 'F' ? roundFare(yFull * 4) : bucket.cabinClass === 'C' ? roundFare(yFull * 2.5) : yFull
      const price = bucket.discount === 100 ? classFull : roundFare((classFull * bucket.discount) / 100)
      cabins.push({
        code: bucket.code,
        cabinClass: bucket.cabinClass,
        discount: bucket.discount,
        price,
        capacity,
        carryOnKg: bucket.carryOnKg,
        checkedKg: lowCost && bucket.cabinClass === 'Y' && bucket.discount < 70 ? 0 : bucket.checkedKg,
        transferable: bucket.transferable,
        refundPercents: [...bucket.refund],
        changePercents: [...bucket.change],
      })
    }
    return cabins.sort((x, y) => x.price - y.price || x.code.localeCompare(y.code))
  }
}
