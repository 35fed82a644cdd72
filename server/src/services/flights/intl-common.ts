/**
 * Shared by the international flight services: the itinerary key (what was quoted, so a booking
 * re-derives every leg and the price from the simulator and refuses a changed price), pricing
 * (fare by distance and cabin, taxes, per passenger type; round trips priced as one fare), seats
 * left from flight_seats, and the reply shapes in the request language.
 */
import type { Kysely } from 'kysely'
import { findSeatRows } from '../../db/repositories/flights'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import type { IntlItinerary, IntlJourneyView, IntlLegView } from '../../schemas/intl-flight'
import { INTL_AIRLINE_BY_CODE, INTL_AIRPORT_BY_CODE } from '../../suppliers/intl-flights/catalog'
import { journeyFare, journeyTaxes, leg as findLeg, type IntlCabinClass, type IntlJourney, type IntlLeg } from '../../suppliers/intl-flights/simulator'
import type { Violation } from '../../schemas/common'
import { aircraftName, airportName, cabinName, cityName } from './common'
import { flightKg } from '../carbon/estimate'

/** Customer service line shown where international tickets need a person (§8). */
export const INTL_SERVICE_PHONE = '400-820-6666'

/** Airline name in the reply language. */
export function intlAirlineName(code: string, lang: Lang): string {
  const a = INTL_AIRLINE_BY_CODE.get(code)
  return a ? (lang === 'en' ? a.nameEn : a.nameZh) : code
}

const legKey = (l: IntlLeg): string => `${l.flightNo}_${l.depDate.replace(/-/g, '')}_${l.dep}${l.arr}`

/** The key of an itinerary quoted at `price` (per adult, fare + taxes). */
export function itineraryKeyOf(cabinClass: IntlCabinClass, journeys: IntlJourney[], price: number): string {
  return `GJ.${cabinClass}.${journeys.map((j) => j.legs.map(legKey).join(',')).join('.')}~${price}`
}

/** A parsed key: the journeys again (null: malformed, or a flight that does not exist). */
export function parseItineraryKey(key: string): { cabinClass: IntlCabinClass; journeys: IntlJourney[]; quoted: number } | null {
  const m = /^GJ\.([YCF])\.(.+)~(\d{1,8})$/.exec(key)
  if (!m) return null
  const parts = m[2].split('.')
  if (parts.length < 1 || parts.length > 2) return null
  const journeys: IntlJourney[] = []
  for (const part of parts) {
    const legs: IntlLeg[] = []
    for (const text of part.split(',')) {
      const lm = /^([A-Z0-9]{2}\d{3,4})_(\d{4})(\d{2})(\d{2})_([A-Z]{3})([A-Z]{3})$/.exec(text)
      if (!lm) return null
      const l = findLeg(lm[1], lm[5], lm[6], `${lm[2]}-${lm[3]}-${lm[4]}`)
      if (!l) return null
      legs.push(l)
    }
    if (legs.length < 1 || legs.length > 2) return null
    const layovers = legs.length === 2 ? [Math.round((legs[1].depAt.getTime() - legs[0].arrAt.getTime()) / 60000)] : []
    if (layovers.some((x) => x < 45)) return null
    journeys.push({ legs, layovers, durationMinutes: Math.round((legs[legs.length - 1].arrAt.getTime() - legs[0].depAt.getTime()) / 60000) })
  }
  return { cabinClass: m[1] as IntlCabinClass, journeys, quoted: Number(m[3]) }
}

/** Per-adult fare and taxes of an itinerary (a round trip sells 10% under its two one-way fares). */
export function priceOf(journeys: IntlJourney[], cabinClass: IntlCabinClass): { fare: number; taxes: number } {
  const oneWays = journeys.reduce((s, j) => s + journeyFare(j, cabinClass), 0)
  const fare = journeys.length === 2 ? Math.round((oneWays * 0.9) / 10) * 10 : oneWays
  return { fare, taxes: journeys.reduce((s, j) => s + journeyTaxes(j), 0) }
}

/** Fare and taxes of one passenger type: children 75% of the fare, infants 10% and no taxes. */
export function priceFor(psgType: 1 | 2 | 3, adult: { fare: number; taxes: number }): { fare: number; taxes: number } {
  if (psgType === 2) return { fare: Math.round((adult.fare * 0.75) / 10) * 10, taxes: adult.taxes }
  if (psgType === 3) return { fare: Math.round((adult.fare * 0.1) / 10) * 10, taxes: 0 }
  return adult
}

/** Total for a party. */
export function partyTotal(adult: { fare: number; taxes: number }, adults: number, children: number, infants: number): number {
  const c = priceFor(2, adult)
  const i = priceFor(3, adult)
  return adults * (adult.fare + adult.taxes) + children * (c.fare + c.taxes) + infants * (i.fare + i.taxes)
}

/** Whether a cabin class is sold on every leg. */
export function soldOnAll(journeys: IntlJourney[], cabinClass: IntlCabinClass): boolean {
  return journeys.every((j) => j.legs.every((l) => (l.capacity[cabinClass] ?? 0) > 0))
}

/** Seats left per leg inventory key of a cabin class (capacity minus taken). */
export async function seatsLeftOf(db: Kysely<DB>, legs: IntlLeg[], cabinClass: IntlCabinClass): Promise<Map<string, number>> {
  const rows = await findSeatRows(db, legs.map((l) => l.inventoryKey))
  return new Map(legs.map((l) => {
    const row = rows.get(l.inventoryKey)?.get(cabinClass)
    return [l.inventoryKey, Math.max(0, (row?.capacity ?? l.capacity[cabinClass] ?? 0) - (row?.taken ?? 0))]
  }))
}

function legView(l: IntlLeg, lang: Lang): IntlLegView {
  return {
    flightNo: l.flightNo,
    airline: l.airline,
    airlineName: intlAirlineName(l.airline, lang),
    aircraft: l.aircraft,
    aircraftName: aircraftName(l.aircraft, lang),
    depAirport: l.dep,
    depAirportName: airportName(l.dep, lang),
    depCityName: cityName(INTL_AIRPORT_BY_CODE.get(l.dep)?.cityCode ?? l.dep, lang),
    arrAirport: l.arr,
    arrAirportName: airportName(l.arr, lang),
    arrCityName: cityName(INTL_AIRPORT_BY_CODE.get(l.arr)?.cityCode ?? l.arr, lang),
    depCountry: INTL_AIRPORT_BY_CODE.get(l.dep)?.countryCode ?? 'CN',
    arrCountry: INTL_AIRPORT_BY_CODE.get(l.arr)?.countryCode ?? 'CN',
    depTime: l.depLocal,
    arrTime: l.arrLocal,
    durationMinutes: l.durationMinutes,
  }
}

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86400000

/** A journey in the reply shape. */
export function journeyView(j: IntlJourney, lang: Lang): IntlJourneyView {
  const legs = j.legs.map((l) => legView(l, lang))
  const first = legs[0]
  const last = legs[legs.length - 1]
  return {
    depAirport: first.depAirport,
    depCityName: first.depCityName,
    arrAirport: last.arrAirport,
    arrCityName: last.arrCityName,
    depTime: first.depTime,
    arrTime: last.arrTime,
    arrDayOffset: dayNumber(last.arrTime.slice(0, 10)) - dayNumber(first.depTime.slice(0, 10)),
    durationMinutes: j.durationMinutes,
    stops: j.legs.length - 1,
    legs,
    layovers: j.layovers.map((minutes, i) => ({
      airport: j.legs[i].arr,
      airportName: legs[i].arrAirportName,
      cityName: legs[i].arrCityName,
      minutes,
    })),
  }
}

/** Everything an itinerary row needs. */
export interface PricedItinerary {
  cabinClass: IntlCabinClass
  journeys: IntlJourney[]
  fare: number
  taxes: number
  seatsLeft: number
  violations: Violation[]
}

/** The itinerary reply shape for a party. */
export function itineraryView(p: PricedItinerary, party: { adults: number; children: number; infants: number }, lang: Lang): IntlItinerary {
  const airlines = [...new Set(p.journeys.flatMap((j) => j.legs.map((l) => l.airline)))]
  const price = p.fare + p.taxes
  return {
    itineraryKey: itineraryKeyOf(p.cabinClass, p.journeys, price),
    cabinClass: p.cabinClass,
    cabinName: cabinName(p.cabinClass, lang),
    journeys: p.journeys.map((j) => journeyView(j, lang)),
    airlines,
    mainAirline: airlines[0],
    mainAirlineName: intlAirlineName(airlines[0], lang),
    fare: p.fare,
    taxes: p.taxes,
    price,
    totalPrice: partyTotal({ fare: p.fare, taxes: p.taxes }, party.adults, party.children, party.infants),
    seatsLeft: p.seatsLeft,
    violations: p.violations,
    ...itineraryCo2(p),
  }
}

/** The estimate of an itinerary: the sum of its legs (each its own band), absent when a leg's airport is unknown. */
function itineraryCo2(p: PricedItinerary): { co2Kg?: number } {
  let kg = 0
  for (const j of p.journeys) {
    for (const l of j.legs) {
      const leg = flightKg(l.dep, l.arr, p.cabinClass)
      if (leg === null) return {}
      kg += leg
    }
  }
  return { co2Kg: kg }
}

/** The countries/regions an itinerary touches. */
export function regionsOf(journeys: IntlJourney[]): string[] {
  return [...new Set(journeys.flatMap((j) => j.legs.flatMap((l) => [l.dep, l.arr])).map((c) => INTL_AIRPORT_BY_CODE.get(c)?.countryCode ?? 'CN'))]
}
