/**
 * Shared by the flight services: names in the reply language, cabin keys, seats left (simulator
 * capacity minus what the database says is taken), fee tiers and rule texts, and the Flight /
 * Cabin reply shapes.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import { findSeatRows, type SeatRow } from '../../db/repositories/flights'
import { airports as seedAirports } from '../../db/seed-data/geo/airports'
import { cities as seedCities } from '../../db/seed-data/geo/cities'
import type { DB } from '../../db/types'
import { AppError, ErrCode, badInput } from '../../errors'
import type { Lang } from '../../messages'
import type { PsgType } from '../../schemas/common'
import type { Baggage, FeeTier, Flight } from '../../schemas/flight'
import { AIRCRAFT_BY_CODE, AIRLINE_BY_CODE, CABIN_NAMES, roundFare } from '../../suppliers/flights/catalog'
import { FEE_TIERS, type Place, type SupplierCabin, type SupplierFlight } from '../../suppliers/flights/types'
import { INTL_AIRLINE_BY_CODE } from '../../suppliers/intl-flights/catalog'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import { flightKg } from '../carbon/estimate'

/** Days ahead that can be sold. */
export const SALE_WINDOW_DAYS = 365

const airportNames = new Map(seedAirports.map((a) => [a.iata, a]))
const cityNames = new Map(seedCities.map((c) => [c.code, c]))

/** Airline name. */
export function airlineName(code: string, lang: Lang): string {
  const a = AIRLINE_BY_CODE.get(code) ?? INTL_AIRLINE_BY_CODE.get(code)
  return a ? (lang === 'en' ? a.nameEn : a.nameZh) : code
}

/** Aircraft type name ('Boeing 737-800' / '波音737-800'); the code when unknown. Lists and orders use this one name. */
export function aircraftName(code: string, lang: Lang): string {
  const a = AIRCRAFT_BY_CODE.get(code)
  return a ? (lang === 'en' ? a.nameEn : a.nameZh) : code
}

/** Airport name (without the city in Chinese: 首都国际机场). */
export function airportName(iata: string, lang: Lang): string {
  const a = airportNames.get(iata)
  return a ? (lang === 'en' ? a.nameEn : a.nameZh) : iata
}

/** City name. */
export function cityName(code: string, lang: Lang): string {
  const c = cityNames.get(code)
  return c ? (lang === 'en' ? c.nameEn : c.nameZh) : code
}

/** Cabin class name. */
export function cabinName(cabinClass: 'Y' | 'C' | 'F', lang: Lang): string {
  return CABIN_NAMES[cabinClass][lang]
}

/** The cabin key of a fare: flight key, bucket and the quoted price. */
export function makeCabinKey(flightKey: string, cabinCode: string, price: number): string {
  return `${flightKey}~${cabinCode}~${price}`
}

/** Parses a cabin key; null when malformed. */
export function parseCabinKey(key: string): { flightKey: string; cabinCode: string; quotedPrice: number } | null {
  const parts = key.split('~')
  if (parts.length !== 3 || !/^[A-Z]$/.test(parts[1]) || !/^\d{1,6}(\.\d{1,2})?$/.test(parts[2])) return null
  return { flightKey: parts[0], cabinCode: parts[1], quotedPrice: Number(parts[2]) }
}

/** 4004 with the flight wording (unknown key, or a flight that no longer exists). */
export function flightNotFound(): AppError {
  return new AppError(ErrCode.NOT_FOUND, 'flightNotFound')
}

/** Resolves a search code (city or airport) or answers 4000. */
export function resolvePlace(ctx: AppContext, code: string): Place {
  const place = ctx.flights.resolvePlace(code)
  if (!place) throw badInput('placeUnknown', { params: { code } })
  return place
}

/** Refuses the same city, a past date and dates beyond the sale window (4000, spec wording). */
export function checkSearch(ctx: AppContext, dep: Place, arr: Place, date: string): void {
  if (dep.cityCode === arr.cityCode) throw badInput('sameCity')
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw badInput('fieldInvalid', { params: { label: date } })
  }
  const now = ctx.clock()
  if (date < chinaDate(now)) throw badInput('dateExpired')
  if (date > chinaDatePlusDays(now, SALE_WINDOW_DAYS)) throw badInput('dateOutOfSale')
}

/** A flight with seats left per bucket. */
export interface StockedFlight {
  flight: SupplierFlight
  /** Seats left per cabin code (0 when sold out). */
  seatsLeft: Map<string, number>
}

/** Seats left of a bucket given its row (if any). */
export function seatsLeftOf(cabin: SupplierCabin, row: SeatRow | undefined): number {
  return Math.max(0, (row?.capacity ?? cabin.capacity) - (row?.taken ?? 0))
}

/** Adds the seats left (one query for every flight). */
export async function stock(db: Kysely<DB>, flights: SupplierFlight[]): Promise<StockedFlight[]> {
  const rows = await findSeatRows(db, flights.map((f) => f.inventoryKey))
  return flights.map((supplied) => {
    const byCabin = rows.get(supplied.inventoryKey)
    const flight = byCabin ? withFareMoves(supplied, byCabin) : supplied
    return { flight, seatsLeft: new Map(flight.cabins.map((c) => [c.code, seatsLeftOf(c, byCabin?.get(c.code))])) }
  })
}

/**
 * The flight at the market's fares: a bucket the demo market moved (flight_seats.fare_move_pct)
 * costs that much more or less, cheapest first again. A copy: the supplier's cached flight stays as published.
 */
export function withFareMoves(flight: SupplierFlight, byCabin: Map<string, SeatRow>): SupplierFlight {
  if (!flight.cabins.some((c) => (byCabin.get(c.code)?.movePct ?? 0) !== 0)) return flight
  const cabins = flight.cabins.map((c) => {
    const pct = byCabin.get(c.code)?.movePct ?? 0
    return pct === 0 ? c : { ...c, price: roundFare((c.price * (100 + pct)) / 100) }
  })
  return { ...flight, cabins: cabins.sort((x, y) => x.price - y.price || x.code.localeCompare(y.code)) }
}

/** The cheapest bucket with seats (of a class, when given); the cheapest overall when all are sold out; null when none. */
export function lowestCabin(s: StockedFlight, cabinClass?: 'Y' | 'C' | 'F'): { cabin: SupplierCabin; seatsLeft: number } | null {
  const cabins = s.flight.cabins.filter((c) => !cabinClass || c.cabinClass === cabinClass)
  if (cabins.length === 0) return null
  const open = cabins.find((c) => (s.seatsLeft.get(c.code) ?? 0) > 0)
  const cabin = open ?? cabins[0]
  return { cabin, seatsLeft: s.seatsLeft.get(cabin.code) ?? 0 }
}

/** The Flight reply shape. */
export function flightView(
  s: StockedFlight,
  lowest: { cabin: SupplierCabin; seatsLeft: number },
  lowestInPolicy: boolean,
  lang: Lang,
): Flight {
  const f = s.flight
  const aircraft = AIRCRAFT_BY_CODE.get(f.aircraft)
  return {
    flightKey: f.flightKey,
    flightNo: f.flightNo,
    airline: f.airline,
    airlineName: airlineName(f.airline, lang),
    aircraft: f.aircraft,
    aircraftName: aircraftName(f.aircraft, lang),
    aircraftSize: aircraft?.size ?? 'M',
    depCityCode: f.depCity,
    depCityName: cityName(f.depCity, lang),
    depAirport: f.depAirport,
    depAirportName: airportName(f.depAirport, lang),
    depTerminal: f.depTerminal,
    arrCityCode: f.arrCity,
    arrCityName: cityName(f.arrCity, lang),
    arrAirport: f.arrAirport,
    arrAirportName: airportName(f.arrAirport, lang),
    arrTerminal: f.arrTerminal,
    depTime: f.depTime,
    arrTime: f.arrTime,
    arrDayOffset: f.arrDayOffset,
    durationMinutes: f.durationMinutes,
    stops: f.stops,
    stopCity: f.stopCity ? cityName(f.stopCity, lang) : '',
    codeShare: f.codeShare,
    operatingAirline: f.operatingAirline,
    operatingAirlineName: airlineName(f.operatingAirline, lang),
    operatingFlightNo: f.operatingFlightNo,
    meal: f.meal,
    yFullPrice: f.yFullPrice,
    lowestPrice: lowest.cabin.price,
    lowestCabinCode: lowest.cabin.code,
    lowestCabinClass: lowest.cabin.cabinClass,
    lowestDiscount: lowest.cabin.discount,
    lowestInPolicy,
    seatsLeft: lowest.seatsLeft,
    airportFee: f.airportFee,
    fuelFee: f.fuelFee,
    ...co2Of(f.depAirport, f.arrAirport, lowest.cabin.cabinClass, f.stopCity),
  }
}

/** The estimate field of a Flight (absent when the geo data lacks an airport). */
function co2Of(dep: string, arr: string, cabinClass: string, stopCity: string): { co2Kg?: number } {
  const kg = flightKg(dep, arr, cabinClass, stopCity)
  return kg === null ? {} : { co2Kg: kg }
}

const TIER_LABELS: Record<Lang, string[]> = {
  zh: ['起飞前7天（含）以上', '起飞前48小时（含）至7天', '起飞前4小时（含）至48小时', '起飞前4小时内', '起飞后'],
  en: ['7 days or more before departure', '48 hours to 7 days before departure', '4 to 48 hours before departure', 'Less than 4 hours before departure', 'After departure'],
}

/** A fee table in the reply shape. */
export function feeTiers(percents: number[], price: number, lang: Lang): FeeTier[] {
  return FEE_TIERS.map((tier, i) => ({
    label: TIER_LABELS[lang][i],
    minHoursBefore: tier.min,
    maxHoursBefore: tier.max,
    feePercent: percents[i],
    fee: Math.round((price * percents[i]) / 100),
  }))
}

/** A one-line rule text: '起飞前7天（含）以上收取5%；…' / '7 days or more before departure: 5%; …'. */
export function ruleText(percents: number[], lang: Lang, kind: 'refund' | 'change'): string {
  if (kind === 'change' && percents.every((p) => p === 0)) return lang === 'en' ? 'Free changes' : '免费改期'
  return TIER_LABELS[lang].map((label, i) => (lang === 'en' ? `${label}: ${percents[i]}%` : `${label}收取${percents[i]}%`)).join(lang === 'en' ? '; ' : '；')
}

/** Transfer (签转) rule text. */
export function transferText(transferable: boolean, lang: Lang): string {
  if (lang === 'en') return transferable ? 'May be endorsed to another airline' : 'Not endorsable to another airline'
  return transferable ? '允许签转' : '不得签转'
}

/** Baggage allowance in the reply shape. */
export function baggageOf(cabin: SupplierCabin, lang: Lang): Baggage {
  const text =
    lang === 'en'
      ? `Hand baggage ${cabin.carryOnKg} kg; ${cabin.checkedKg > 0 ? `checked baggage ${cabin.checkedKg} kg free` : 'no free checked baggage'}`
      : `手提行李${cabin.carryOnKg}公斤；${cabin.checkedKg > 0 ? `免费托运${cabin.checkedKg}公斤` : '无免费托运行李额'}`
  return { carryOnKg: cabin.carryOnKg, checkedKg: cabin.checkedKg, text }
}

/** The full fare of the cabin's class (price / discount). */
function classFullFare(cabin: SupplierCabin): number {
  return cabin.discount === 100 ? cabin.price : roundFare((cabin.price * 100) / cabin.discount)
}

/** Fare and taxes of one ticket by passenger type. */
export function ticketPrice(flight: StockedFlight['flight'], cabin: SupplierCabin, psgType: PsgType): { fare: number; airportFee: number; fuelFee: number } {
  if (psgType === 3) return { fare: roundFare(classFullFare(cabin) * 0.1), airportFee: 0, fuelFee: 0 }
  if (psgType === 2) return { fare: roundFare(classFullFare(cabin) * 0.5), airportFee: 0, fuelFee: roundFare(flight.fuelFee / 2) }
  return { fare: cabin.price, airportFee: flight.airportFee, fuelFee: flight.fuelFee }
}

/** The number of the flight that actually flies (a code-share sells the operating flight's seat). */
export function operatingFlightNo(f: { flightNo: string; codeShare: boolean; operatingFlightNo: string }): string {
  return f.codeShare && f.operatingFlightNo ? f.operatingFlightNo : f.flightNo
}

/** What a segment row keeps of the flight (so the order never needs the simulator to be displayed). */
export interface SegmentSnapshot {
  airline: string
  operatingAirline: string
  operatingFlightNo: string
  codeShare: boolean
  aircraft: string
  depTerminal: string
  arrTerminal: string
  depTime: string
  arrTime: string
  arrAt: string
  durationMinutes: number
  stops: number
  stopCity: string
  inventoryKey: string
  capacity: number
  refundPercents: number[]
  changePercents: number[]
  transferable: boolean
  carryOnKg: number
  checkedKg: number
  airportFee: number
  fuelFee: number
}

/** A snapshot of a flight and fare. */
export function snapshotOf(f: StockedFlight['flight'], cabin: SupplierCabin): SegmentSnapshot {
  return {
    airline: f.airline,
    operatingAirline: f.operatingAirline,
    operatingFlightNo: f.operatingFlightNo,
    codeShare: f.codeShare,
    aircraft: f.aircraft,
    depTerminal: f.depTerminal,
    arrTerminal: f.arrTerminal,
    depTime: f.depTime,
    arrTime: f.arrTime,
    arrAt: f.arrAt.toISOString(),
    durationMinutes: f.durationMinutes,
    stops: f.stops,
    stopCity: f.stopCity,
    inventoryKey: f.inventoryKey,
    capacity: cabin.capacity,
    refundPercents: cabin.refundPercents,
    changePercents: cabin.changePercents,
    transferable: cabin.transferable,
    carryOnKg: cabin.carryOnKg,
    checkedKg: cabin.checkedKg,
    airportFee: f.airportFee,
    fuelFee: f.fuelFee,
  }
}

/** Route text of segments: 北京-上海, 北京-上海-北京. */
export function routeText(cities: { dep: string; arr: string }[], lang: Lang): string {
  const stops = [cities[0].dep, ...cities.map((c) => c.arr)]
  const names: string[] = []
  for (const code of stops) {
    const name = cityName(code, lang)
    if (names[names.length - 1] !== name) names.push(name)
  }
  return names.join('-')
}

