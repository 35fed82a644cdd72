/**
 * The international flight simulator: a deterministic schedule (same inputs, same flights, on
 * every instance) of direct flights between an airline's hubs and the airports it serves, and
 * one-stop connections through a hub of the same airline with a layover of 75 minutes to 8 hours.
 * Local times are the airports' (catalog.ts offsets); durations come from the great-circle
 * distance. Fares follow the distance, the cabin and the airline's price level; taxes and
 * surcharges the distance of each leg. Seat inventory is the database's (flight_seats, keyed by
 * `inventoryKey`): the simulator only says each bucket's capacity.
 *
 * A real GDS connector would implement the same three calls: `journeys`, `leg` and `ticketNumbers`.
 */
import { INTL_AIRLINES, INTL_AIRLINE_BY_CODE, INTL_AIRPORTS, INTL_AIRPORT_BY_CODE, isMainland, utcOffsetMinutes, type IntlAirline } from './catalog'

/** Cabin classes sold. */
export type IntlCabinClass = 'Y' | 'C' | 'F'

/** One flight of one day. */
export interface IntlLeg {
  flightNo: string
  airline: string
  aircraft: string
  dep: string
  arr: string
  /** Departure and arrival instants. */
  depAt: Date
  arrAt: Date
  /** Local 'YYYY-MM-DD HH:mm' at each airport. */
  depLocal: string
  arrLocal: string
  /** The local departure date (the flight's date). */
  depDate: string
  durationMinutes: number
  distanceKm: number
  /** Seats per cabin class sold on this flight (no F on narrow-bodies or airlines without it). */
  capacity: Partial<Record<IntlCabinClass, number>>
  /** flight_seats key. */
  inventoryKey: string
}

/** One direction of a trip: one leg, or two with a layover. */
export interface IntlJourney {
  legs: IntlLeg[]
  /** Layover minutes between the legs (empty for a direct flight). */
  layovers: number[]
  durationMinutes: number
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Great-circle distance in km. */
export function distanceKm(a: string, b: string): number {
  const x = INTL_AIRPORT_BY_CODE.get(a)
  const y = INTL_AIRPORT_BY_CODE.get(b)
  if (!x || !y) return 0
  const rad = Math.PI / 180
  const dLat = (y.lat - x.lat) * rad
  const dLng = (y.lng - x.lng) * rad
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(x.lat * rad) * Math.cos(y.lat * rad) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(s)))
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** 'YYYY-MM-DD HH:mm' of an instant at a UTC offset. */
export function localText(at: Date, offsetMinutes: number): string {
  const d = new Date(at.getTime() + offsetMinutes * 60000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** The date `days` after a 'YYYY-MM-DD' date. */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whether an airline flies between two airports (one of them its hub): its network is fixed by a hash. */
function flies(airline: IntlAirline, a: string, b: string): boolean {
  if (a === b) return false
  const hubA = airline.hubs.includes(a)
  const hubB = airline.hubs.includes(b)
  if (!hubA && !hubB) return false
  if (hubA && hubB) return true
  const other = hubA ? b : a
  const hub = hubA ? a : b
  // Home carriers fly from their hub to every mainland gateway they can reach in one hop of the big three.
  if (['PEK', 'PVG', 'CAN'].includes(other)) return true
  if (isMainland(hub) && isMainland(other)) return false
  if (distanceKm(hub, other) < 300) return false
  return hash(`${airline.code}|${[hub, other].sort().join('-')}`) % 100 < 62
}

/** Frequencies (departure minutes after local midnight) of an airline's flights a->b. */
function departures(airline: IntlAirline, a: string, b: string): number[] {
  const h = hash(`${airline.code}|${a}|${b}`)
  const count = airline.hubs.includes(a) && airline.hubs.includes(b) ? 3 : 1 + (h % 2)
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const base = [8 * 60 + 30, 13 * 60 + 15, 21 * 60 + 40][i]
    out.push((base + ((h >>> (i * 5)) % 26) * 10) % (24 * 60))
  }
  return out.sort((x, y) => x - y)
}

function aircraftFor(distance: number, h: number): string {
  if (distance < 3500) return ['320', '321', '738', '32N'][h % 4]
  return ['359', '789', '77W', '333'][h % 4]
}

function flightNoOf(airline: IntlAirline, a: string, b: string, index: number): string {
  // Outbound from the hub odd, back to it even, like most carriers number them.
  const n = 100 + (hash(`${airline.code}|${[a, b].sort().join('-')}`) % 440) * 2 + index * 2
  const fromHub = airline.hubs.includes(a)
  return `${airline.code}${fromHub ? n + 1 : n}`
}

/** The legs an airline flies a->b on a local departure date. */
function legsOf(airline: IntlAirline, a: string, b: string, date: string): IntlLeg[] {
  if (!flies(airline, a, b)) return []
  const dist = distanceKm(a, b)
  const duration = Math.round((dist / 820) * 60 / 5) * 5 + 35
  const depOffset = utcOffsetMinutes(a)
  const arrOffset = utcOffsetMinutes(b)
  return departures(airline, a, b).map((minute, i) => {
    const flightNo = flightNoOf(airline, a, b, i)
    const h = hash(`${flightNo}|${date}`)
    const depAt = new Date(Date.parse(`${date}T00:00:00Z`) + (minute - depOffset) * 60000)
    const arrAt = new Date(depAt.getTime() + duration * 60000)
    const aircraft = aircraftFor(dist, hash(flightNo))
    const wide = !['320', '321', '738', '32N'].includes(aircraft)
    return {
      flightNo,
      airline: airline.code,
      aircraft,
      dep: a,
      arr: b,
      depAt,
      arrAt,
      depLocal: localText(depAt, depOffset),
      arrLocal: localText(arrAt, arrOffset),
      depDate: date,
      durationMinutes: duration,
      distanceKm: dist,
      capacity: { Y: 3 + (h % 7), C: 2 + ((h >>> 4) % 5), ...(wide && airline.firstClass ? { F: 1 + ((h >>> 8) % 3) } : {}) },
      inventoryKey: `GJ~${flightNo}~${date}`,
    }
  })
}

/** The airports of a city code (or the airport itself). */
export function airportsOf(code: string): string[] {
  if (INTL_AIRPORT_BY_CODE.has(code)) return [code]
  return INTL_AIRPORTS.filter((a) => a.cityCode === code).map((a) => a.iata)
}

/** Whether a code names a city or an airport the simulator serves. */
export function knownPlace(code: string): boolean {
  return airportsOf(code).length > 0
}

/** The city code of an airport. */
export function cityOf(iata: string): string {
  return INTL_AIRPORT_BY_CODE.get(iata)?.cityCode ?? iata
}

/** The leg of a flight number between two airports on a local date (null: no such flight). */
export function leg(flightNo: string, dep: string, arr: string, date: string): IntlLeg | null {
  const airline = INTL_AIRLINE_BY_CODE.get(flightNo.slice(0, 2))
  if (!airline) return null
  return legsOf(airline, dep, arr, date).find((l) => l.flightNo === flightNo) ?? null
}

const MIN_LAYOVER = 75
const MAX_LAYOVER = 8 * 60
const MAX_DETOUR = 1.45

/** Every journey from one place (city or airport) to another leaving on a local date: direct flights and one-stop connections. */
export function journeys(from: string, to: string, date: string): IntlJourney[] {
  const deps = airportsOf(from)
  const arrs = airportsOf(to)
  const out: IntlJourney[] = []
  for (const airline of INTL_AIRLINES) {
    for (const a of deps) {
      for (const b of arrs) {
        for (const l of legsOf(airline, a, b, date)) out.push({ legs: [l], layovers: [], durationMinutes: l.durationMinutes })
        const direct = distanceKm(a, b)
        for (const hub of airline.hubs) {
          if (hub === a || hub === b || deps.includes(hub) || arrs.includes(hub)) continue
          if (distanceKm(a, hub) + distanceKm(hub, b) > direct * MAX_DETOUR) continue
          for (const first of legsOf(airline, a, hub, date)) {
            const arrDate = first.arrLocal.slice(0, 10)
            const seconds = [...legsOf(airline, hub, b, arrDate), ...legsOf(airline, hub, b, plusDays(arrDate, 1))]
            const next = seconds.find((s) => {
              const wait = (s.depAt.getTime() - first.arrAt.getTime()) / 60000
              return wait >= MIN_LAYOVER && wait <= MAX_LAYOVER
            })
            if (!next) continue
            const layover = Math.round((next.depAt.getTime() - first.arrAt.getTime()) / 60000)
            out.push({ legs: [first, next], layovers: [layover], durationMinutes: Math.round((next.arrAt.getTime() - first.depAt.getTime()) / 60000) })
          }
        }
      }
    }
  }
  return out.sort((x, y) => x.legs[0].depAt.getTime() - y.legs[0].depAt.getTime() || x.legs[0].flightNo.localeCompare(y.legs[0].flightNo))
}

const CLASS_FACTOR: Record<IntlCabinClass, number> = { Y: 1, C: 3.2, F: 5.4 }

/** The adult fare of a journey in a cabin class (CNY, before taxes): distance, class, airline level; a connection sells cheaper. */
export function journeyFare(j: IntlJourney, cabinClass: IntlCabinClass): number {
  let sum = 0
  for (const l of j.legs) {
    const airline = INTL_AIRLINE_BY_CODE.get(l.airline)
    sum += (380 + l.distanceKm * 0.36) * (airline?.priceFactor ?? 1) * CLASS_FACTOR[cabinClass]
  }
  return Math.round((j.legs.length > 1 ? sum * 0.86 : sum) / 10) * 10
}

/** Taxes and surcharges of a journey per passenger (infants pay none). */
export function journeyTaxes(j: IntlJourney): number {
  return j.legs.reduce((s, l) => s + Math.round((120 + l.distanceKm * 0.05) / 10) * 10, 0)
}

/** Ticket numbers for tickets of these airlines (13 digits: the airline's prefix, then a serial). */
export function ticketNumbers(airlines: string[], seed: string): string[] {
  return airlines.map((code, i) => {
    const prefix = INTL_AIRLINE_BY_CODE.get(code)?.ticketPrefix ?? '999'
    return `${prefix}${String(hash(`${seed}|${i}|${code}`) % 10_000_000_000).padStart(10, '0')}`
  })
}
