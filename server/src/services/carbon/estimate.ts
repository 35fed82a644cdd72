/**
 * Carbon estimates per passenger: pure functions over distances and the DESNZ factors
 * (factors.ts), plus the route distances of flights (airport and city coordinates of the geo seed).
 * The server decides every figure; the app only shows them.
 */
import { airports } from '../../db/seed-data/geo/airports'
import { cities } from '../../db/seed-data/geo/cities'
import { FLIGHT_FACTORS, GREAT_CIRCLE_UPLIFT, LONG_HAUL_FROM_KM, RAIL_FACTOR, type CarbonCabin } from './factors'

/** A point on the earth (WGS-84 degrees). */
export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km (haversine on the mean earth radius). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The DESNZ band of a flight leg by its great-circle distance. */
export function flightBand(greatCircle: number): 'short' | 'long' {
  return greatCircle >= LONG_HAUL_FROM_KM ? 'long' : 'short'
}

/** A booking class family as the estimator names it (anything unknown counts as economy). */
export function carbonCabinOf(cabinClass: string): CarbonCabin {
  return cabinClass === 'C' || cabinClass === 'F' || cabinClass === 'W' ? cabinClass : 'Y'
}

/**
 * kg CO2e per passenger of one flown leg: great-circle km × 1.08 × the factor of its band and
 * cabin, rounded to whole kg (the figures are estimates; decimals would claim a precision they lack).
 */
export function flightLegKg(greatCircle: number, cabin: CarbonCabin): number {
  if (!(greatCircle > 0)) return 0
  return Math.round(greatCircle * GREAT_CIRCLE_UPLIFT * FLIGHT_FACTORS[flightBand(greatCircle)][cabin])
}

/** kg CO2e per passenger of a rail journey of `railKm` (the timetable's distance). */
export function railKg(railKm: number): number {
  if (!(railKm > 0)) return 0
  return Math.round(railKm * RAIL_FACTOR)
}

const airportAt = new Map(airports.map((a) => [a.iata, a]))
const cityAt = new Map(cities.map((c) => [c.code, c]))

/** An airport's coordinates (a city's when the code is not an airport), null when unknown. */
function airportOf(code: string): LatLng | null {
  return airportAt.get(code) ?? cityAt.get(code) ?? null
}

/** A city's coordinates (a stop is a city code; SHA is both a city and an airport). */
function cityOf(code: string): LatLng | null {
  return cityAt.get(code) ?? airportAt.get(code) ?? null
}

/**
 * kg CO2e per passenger of a flight from one airport to another, with an intermediate stop (a
 * city code, '' when direct) flown as two legs: each leg has its own band and take-off. Null when
 * an end is not in the geo data.
 */
export function flightKg(depAirport: string, arrAirport: string, cabinClass: string, stopCity = ''): number | null {
  const dep = airportOf(depAirport)
  const arr = airportOf(arrAirport)
  if (!dep || !arr) return null
  const cabin = carbonCabinOf(cabinClass)
  const stop = stopCity ? cityOf(stopCity) : null
  if (stop) return flightLegKg(greatCircleKm(dep, stop), cabin) + flightLegKg(greatCircleKm(stop, arr), cabin)
  return flightLegKg(greatCircleKm(dep, arr), cabin)
}
