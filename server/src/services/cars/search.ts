/**
 * Car search (booking flows §7.5, §3.6): the served cities and car types, a flight by number for
 * airport pick-ups, the car policy of a scene, estimates of a ride (queryCar) and day-car packages
 * (queryDayCar), each estimate stored as a quote (priceKey, 10 minutes) so a booking takes the
 * server's price; and the pre-book check of a quote.
 *
 * Rules: coordinates within the spec's bounds (4000 otherwise); instant rides start now; other
 * rides at least 30 minutes ahead and at most 30 days; a ride between 100 m and 300 km; the
 * standard is the passenger's (an employee within the caller's scope) or the caller's.
 */
import { randomBytes } from 'node:crypto'
import type { AppContext, Caller } from '../../context'
import { findCarSettings, findQuote, insertQuotes } from '../../db/repositories/car-orders'
import type { Employee } from '../../db/repositories/employees'
import { findTravelSettings } from '../../db/repositories/settings'
import { AppError, ErrCode } from '../../errors'
import type { Lang } from '../../messages'
import type {
  CarCityListReply,
  CarPlace,
  CarPolicyBody,
  CarPolicyReply,
  CarTypeListBody,
  CarTypeListReply,
  CheckPreBookBody,
  CheckPreBookReply,
  FlightByNoBody,
  FlightByNoReply,
  QueryCarBody,
  QueryCarReply,
  QueryDayCarBody,
  QueryDayCarReply,
} from '../../schemas/car'
import type { Violation } from '../../schemas/common'
import type { CarCityInfo, DayCarOffer } from '../../suppliers/cars/types'
import { formatChinaTime } from '../../util/time'
import { outOfPolicyNeedsApproval } from '../booking/approval'
import { violationSummary } from '../booking/policy-reason'
import { findBookableEmployees } from '../identity/travellers'
import { inChinaBounds } from '../maps/coords'
import { airportPlace } from '../maps/places'
import { drivingRoute, type LatLng } from '../maps/route'
import { carBadInput, carConflict, carText } from './car-messages'
import { CAR_TYPE_NAMES, carStandardFor, carViolations, ruleLines, wbOf, type CarStandardFacts } from './policy'

/** How long a quote may be booked. */
export const QUOTE_MS = 10 * 60_000
/** Scheduled rides: at least this far ahead. */
export const LEAD_MINUTES = 30
/** Scheduled rides: at most this many days ahead. */
export const MAX_DAYS_AHEAD = 30
const MIN_RIDE_M = 100
const MAX_RIDE_M = 300_000
/** Most polyline points a reply carries. */
const MAX_POINTS = 200
const HOUR_MS = 3_600_000

/** What a quote holds (car_quotes.quote). */
export interface CarQuote {
  kind: 'RIDE' | 'DAY'
  useType: number
  cityCode: string
  carType: 1 | 2 | 3 | 4
  from: CarPlace
  to: CarPlace
  /** ISO instant; null: instant ride (starts when booked). */
  startAt: string | null
  flight: { flightNo: string; arrTime: string; arrTerminal: string } | null
  distanceM: number
  durationS: number
  price: number
  day: (Pick<DayCarOffer, 'kind' | 'hours' | 'km' | 'price' | 'overHourPrice' | 'overKmPrice'>) | null
}

const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh)

/** 'YYYY-MM-DD HH:mm' China time. */
export const minuteText = (d: Date): string => formatChinaTime(d).slice(0, 16)

/** A 'YYYY-MM-DD HH:mm' China time as an instant. */
export const chinaMinute = (text: string): Date => new Date(`${text.replace(' ', 'T')}:00+08:00`)

/** A served city (4000 naming it otherwise). */
export function carCityOf(ctx: AppContext, code: string, lang: Lang): CarCityInfo {
  const city = ctx.cars.city(code.trim())
  if (!city) throw carBadInput(lang, 'cityNotServed', { city: code })
  return city
}

/** A place's coordinates within the spec's bounds (4000 otherwise). */
export function checkPlace(place: CarPlace, field: 'fieldFrom' | 'fieldTo', lang: Lang): LatLng {
  const p = { lat: place.lat, lng: place.lng }
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || !inChinaBounds(p)) throw carBadInput(lang, 'coordOutOfBounds', { field: carText(lang, field) })
  return p
}

/** The start of a ride: now for instant rides, else the asked time (lead time and 30-day limit). */
export function startOf(useType: number, startTime: string | undefined, now: Date, lang: Lang): Date | null {
  if (useType === 1) return null
  if (!startTime) throw carBadInput(lang, 'startTimeRequired')
  const at = chinaMinute(startTime)
  if (Number.isNaN(at.getTime())) throw carBadInput(lang, 'startTimeRequired')
  if (at.getTime() < now.getTime() + LEAD_MINUTES * 60_000) throw carBadInput(lang, 'leadTime', { n: LEAD_MINUTES })
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * 24 * HOUR_MS) throw carBadInput(lang, 'tooFarAhead', { n: MAX_DAYS_AHEAD })
  return at
}

/** Points of a route thinned to at most MAX_POINTS (first and last kept). */
export function thin(points: LatLng[]): LatLng[] {
  if (points.length <= MAX_POINTS) return points
  const step = (points.length - 1) / (MAX_POINTS - 1)
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.round(i * step)])
}

/** The employee whose standard applies: the passenger (in the caller's scope, 4004 otherwise) or the caller. */
export async function travellerOf(ctx: AppContext, caller: Caller, passengerEmpId: string | undefined): Promise<Employee> {
  if (!passengerEmpId || Number(passengerEmpId) === caller.empId) return caller.employee
  const [emp] = await findBookableEmployees(ctx.db, caller, [Number(passengerEmpId)])
  return emp
}

/** A city's name by code (a served city's, else the code). */
function cityNamer(ctx: AppContext, lang: Lang): (code: string) => string {
  return (code) => {
    const c = ctx.cars.city(code)
    return c ? pick(lang, c.nameZh, c.nameEn) : code
  }
}

/** The standard of a search or booking. */
export function standardOf(ctx: AppContext, caller: Caller, traveller: Employee, tripType: number, useType: number, lang: Lang): Promise<CarStandardFacts | null> {
  return carStandardFor(ctx, caller.corpId, traveller, tripType, useType, cityNamer(ctx, lang), lang)
}

const newKey = (): string => randomBytes(12).toString('hex')

// ---------------------------------------------------------------- calls

/** POST carQuery/vehiclesCityFindList. */
export function carCities(ctx: AppContext, lang: Lang): CarCityListReply {
  return { list: ctx.cars.cities().map((c) => ({ cityId: c.code, cityName: pick(lang, c.nameZh, c.nameEn), lat: c.lat, lng: c.lng, dayCar: c.dayCar })) }
}

/** POST carQuery/vehicleTypeFindList (every type when no city). */
export function carTypes(ctx: AppContext, body: CarTypeListBody, lang: Lang): CarTypeListReply {
  const code = body.cityId ?? ctx.cars.cities().find((c) => c.tier === 1)?.code ?? ''
  if (body.cityId) carCityOf(ctx, body.cityId, lang)
  return {
    list: ctx.cars.carTypes(code).map((t) => ({ carType: t.carType, name: pick(lang, t.nameZh, t.nameEn), seats: t.seats, models: pick(lang, t.modelsZh, t.modelsEn), luggage: t.luggage })),
  }
}

/** Origins tried for a flight number (the supplier has no index by number; its busiest cities cover the demo). */
const ORIGINS = ['BJS', 'SHA', 'CAN', 'SZX', 'CTU', 'HGH', 'NKG', 'WUH', 'XIY', 'CKG', 'KMG', 'XMN', 'TAO', 'CSX', 'TSN', 'DLC', 'SHE', 'HRB', 'URC', 'HAK', 'SYX', 'FOC', 'NNG', 'KWE', 'LHW', 'TYN', 'CGO', 'HFE', 'NGB', 'WNZ']

/** POST carQuery/queryFlightByHbh: flights of that number landing in a car city on the date (unknown: empty). */
export async function flightByNumber(ctx: AppContext, body: FlightByNoBody, lang: Lang): Promise<FlightByNoReply> {
  const flightNo = body.flightNo.toUpperCase()
  const found: FlightByNoReply['list'] = []
  for (const city of ctx.cars.cities()) {
    const arr = ctx.flights.resolvePlace(city.code)
    if (!arr) continue
    for (const origin of ORIGINS) {
      if (origin === city.code) continue
      const dep = ctx.flights.resolvePlace(origin)
      if (!dep) continue
      for (const f of await ctx.flights.searchFlights(dep, arr, body.date)) {
        if (f.flightNo !== flightNo) continue
        const place = airportPlace(f.arrAirport, f.arrTerminal || undefined)
        if (!place) continue
        const depCity = ctx.cars.city(f.depCity)
        found.push({
          flightNo: f.flightNo,
          airline: f.airline,
          depCity: depCity ? pick(lang, depCity.nameZh, depCity.nameEn) : f.depCity,
          arrCity: pick(lang, city.nameZh, city.nameEn),
          depTime: f.depTime,
          arrTime: f.arrTime,
          arrAirport: f.arrAirport,
          arrAirportName: pick(lang, place.nameZh, place.nameEn),
          arrTerminal: f.arrTerminal,
          arrCityId: city.code,
          place: { name: pick(lang, place.nameZh, place.nameEn), address: pick(lang, place.addressZh, place.addressEn), lat: place.lat, lng: place.lng, cityId: city.code, placeId: place.id },
        })
      }
    }
  }
  const count = body.count ?? 160
  const start = ((body.pageNum ?? 1) - 1) * count
  return { list: found.slice(start, start + count) }
}

/** POST carQuery/travelPolicy. */
export async function carPolicy(ctx: AppContext, caller: Caller, body: CarPolicyBody, lang: Lang): Promise<CarPolicyReply> {
  carCityOf(ctx, body.cityId, lang)
  const traveller = await travellerOf(ctx, caller, body.passengerEmpId)
  const facts = await standardOf(ctx, caller, traveller, body.tripType ?? 1, body.useType, lang)
  return { standard: facts?.standard ?? null, rules: ruleLines(facts?.standard ?? null, lang) }
}

/** POST carQuery/queryCar: every car type of the city with its estimate, policy verdict and quote. */
export async function queryCar(ctx: AppContext, caller: Caller, body: QueryCarBody, lang: Lang): Promise<QueryCarReply> {
  const city = carCityOf(ctx, body.cityId, lang)
  const from = checkPlace(body.from, 'fieldFrom', lang)
  const to = checkPlace(body.to, 'fieldTo', lang)
  const now = ctx.clock()
  const start = startOf(body.useType, body.startTime, now, lang)
  const route = drivingRoute(from, to)
  if (route.distanceM < MIN_RIDE_M) throw carBadInput(lang, 'placesTooClose')
  if (route.distanceM > MAX_RIDE_M) throw carBadInput(lang, 'rideTooLong', { km: MAX_RIDE_M / 1000 })
  const traveller = await travellerOf(ctx, caller, body.passengerEmpId)
  const facts = await standardOf(ctx, caller, traveller, body.tripType ?? 1, body.useType, lang)
  const startAt = start ?? now
  const flight = body.flightNo && (body.useType === 3) ? { flightNo: body.flightNo.toUpperCase(), arrTime: minuteText(startAt), arrTerminal: '' } : null
  const quotes: { priceKey: string; corpId: number; empId: number; quote: string; at: Date; expiresAt: Date }[] = []
  const list = ctx.cars.carTypes(city.code).map((t) => {
    const fare = ctx.cars.fare({ cityCode: city.code, carType: t.carType, useType: body.useType, distanceM: route.distanceM, durationS: route.durationS, startAt })
    const violations = carViolations(facts, { carType: t.carType, amount: fare.total, cityCode: city.code, startHhmm: minuteText(startAt).slice(11) }, lang)
    const priceKey = newKey()
    const quote: CarQuote = {
      kind: 'RIDE', useType: body.useType, cityCode: city.code, carType: t.carType, from: { ...body.from, cityId: city.code }, to: body.to,
      startAt: start ? start.toISOString() : null, flight, distanceM: route.distanceM, durationS: route.durationS, price: fare.total, day: null,
    }
    quotes.push({ priceKey, corpId: caller.corpId, empId: caller.empId, quote: JSON.stringify(quote), at: now, expiresAt: new Date(now.getTime() + QUOTE_MS) })
    return {
      carType: t.carType, name: pick(lang, t.nameZh, t.nameEn), seats: t.seats, models: pick(lang, t.modelsZh, t.modelsEn), estimatePrice: fare.total, priceKey,
      wb: wbOf(facts, violations), violations,
    }
  })
  await insertQuotes(ctx.db, quotes)
  return {
    distanceM: Math.round(route.distanceM),
    durationMin: Math.max(1, Math.round(route.durationS / 60)),
    points: thin(route.points).map((p) => ({ lat: p.lat, lng: p.lng })),
    startTime: minuteText(startAt),
    list,
    standard: facts?.standard ?? null,
  }
}

/** POST carQuery/queryDayCar: the half and full day packages of every car type of the city. */
export async function queryDayCar(ctx: AppContext, caller: Caller, body: QueryDayCarBody, lang: Lang): Promise<QueryDayCarReply> {
  const city = carCityOf(ctx, body.cityId, lang)
  if (!city.dayCar) throw carBadInput(lang, 'dayCarNotServed', { city: pick(lang, city.nameZh, city.nameEn) })
  const now = ctx.clock()
  const startText = body.startTime ?? `${body.date} 09:00`
  if (startText.slice(0, 10) < minuteText(now).slice(0, 10)) throw carBadInput(lang, 'dayCarDatePast')
  const start = startOf(7, startText, now, lang) as Date
  const place: CarPlace = body.from ?? { name: pick(lang, `${city.nameZh}市中心`, `${city.nameEn} city centre`), address: '', lat: city.lat, lng: city.lng, cityId: city.code }
  checkPlace(place, 'fieldFrom', lang)
  const traveller = await travellerOf(ctx, caller, body.passengerEmpId)
  const facts = await standardOf(ctx, caller, traveller, body.tripType ?? 1, 7, lang)
  const types = new Map(ctx.cars.carTypes(city.code).map((t) => [t.carType, t]))
  const quotes: { priceKey: string; corpId: number; empId: number; quote: string; at: Date; expiresAt: Date }[] = []
  const list = ctx.cars.dayCarOffers(city.code).map((o) => {
    const t = types.get(o.carType) ?? { nameZh: '', nameEn: '', seats: 4, modelsZh: '', modelsEn: '' }
    const violations = carViolations(facts, { carType: o.carType, amount: o.price, cityCode: city.code, startHhmm: minuteText(start).slice(11) }, lang)
    const priceKey = newKey()
    const quote: CarQuote = {
      kind: 'DAY', useType: 7, cityCode: city.code, carType: o.carType, from: { ...place, cityId: city.code }, to: { ...place, cityId: city.code }, startAt: start.toISOString(), flight: null,
      distanceM: o.km * 1000, durationS: o.hours * 3600, price: o.price,
      day: { kind: o.kind, hours: o.hours, km: o.km, price: o.price, overHourPrice: o.overHourPrice, overKmPrice: o.overKmPrice },
    }
    quotes.push({ priceKey, corpId: caller.corpId, empId: caller.empId, quote: JSON.stringify(quote), at: now, expiresAt: new Date(now.getTime() + QUOTE_MS) })
    return {
      packageId: o.packageId, kind: o.kind, hours: o.hours, km: o.km, carType: o.carType, name: pick(lang, t.nameZh, t.nameEn), seats: t.seats, models: pick(lang, t.modelsZh, t.modelsEn),
      price: o.price, overHourPrice: o.overHourPrice, overKmPrice: o.overKmPrice, priceKey, wb: wbOf(facts, violations), violations,
    }
  })
  await insertQuotes(ctx.db, quotes)
  return { list }
}

/** A quote of the caller's company (4000 unknown; 4009 priceExpired after 10 minutes). */
export async function quoteOf(ctx: AppContext, caller: Caller, priceKey: string, lang: Lang): Promise<CarQuote> {
  const row = await findQuote(ctx.db, caller.corpId, priceKey)
  if (!row) throw carBadInput(lang, 'priceKeyInvalid')
  if (row.expires_at.getTime() <= ctx.clock().getTime()) {
    throw new AppError(ErrCode.CONFLICT, 'orderStateInvalid', { tips: carText(lang, 'priceExpired'), data: { reasonCode: 'priceExpired' } })
  }
  return JSON.parse(row.quote) as CarQuote
}

/** The verdict of a quote for a passenger and trip type (shared by checkPreBook and booking). */
export async function verdictOf(ctx: AppContext, caller: Caller, quote: CarQuote, traveller: Employee, tripType: number, lang: Lang) {
  const facts = await standardOf(ctx, caller, traveller, tripType, quote.useType, lang)
  const startAt = quote.startAt ? new Date(quote.startAt) : ctx.clock()
  const violations: Violation[] = carViolations(facts, { carType: quote.carType, amount: quote.price, cityCode: quote.cityCode, startHhmm: minuteText(startAt).slice(11) }, lang)
  return { facts, violations, wb: wbOf(facts, violations) }
}

/** POST carOrder/checkPreBook. */
export async function checkPreBook(ctx: AppContext, caller: Caller, body: CheckPreBookBody, lang: Lang): Promise<CheckPreBookReply> {
  const quote = await quoteOf(ctx, caller, body.priceKey, lang)
  const traveller = await travellerOf(ctx, caller, body.passengerEmpId)
  const tripType = body.tripType ?? 1
  const { facts, violations, wb } = await verdictOf(ctx, caller, quote, traveller, tripType, lang)
  const [settings, travelSettings] = await Promise.all([findCarSettings(ctx.db, caller.corpId), findTravelSettings(ctx.db, caller.corpId)])
  const needApproval = tripType === 1 && (settings.approveAll || (violations.length > 0 && outOfPolicyNeedsApproval(facts?.standard.overPolicyAction, travelSettings.approve_out_of_policy === 1)))
  return {
    bookable: wb !== 2,
    wb,
    violations,
    needReason: wb === 1,
    needApproval,
    tips: violations.length ? `${carText(lang, wb === 2 ? 'wbForbidden' : 'wbOver')}：${violationSummary(violations, lang)}` : '',
  }
}

/** A car type's name. */
export function carTypeName(carType: number, lang: Lang): string {
  return CAR_TYPE_NAMES[carType]?.[lang] ?? String(carType)
}

/** Re-exported for the booking: a conflict with a car text. */
export { carConflict }
