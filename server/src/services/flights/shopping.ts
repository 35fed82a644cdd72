/**
 * Domestic flight shopping: week prices, the flight list, cabins, fare rules, the policy match,
 * connections, re-pricing, the service fee and the out-of-policy reasons. Flights come from the
 * supplier (simulator), seats left from the database; everything policy-related is the caller's
 * company's.
 */
import type { AppContext, Caller } from '../../context'
import { findTravelSettings } from '../../db/repositories/settings'
import type { Employee } from '../../db/repositories/employees'
import { conflict } from '../../errors'
import type { Lang } from '../../messages'
import type {
  Cabin,
  GetAddConPriceBody,
  GetAddConPriceReply,
  MatchClbzBody,
  MatchClbzReply,
  PatForFlightBody,
  PatForFlightReply,
  QueryCabinBody,
  QueryCabinReply,
  QueryFlightBody,
  QueryFlightReply,
  QueryFlightRuleBody,
  QueryFlightRuleReply,
  QueryFlightWeekPriceBody,
  QueryFlightWeekPriceReply,
  QueryTransferCityBody,
  QueryTransferCityReply,
  TransferItinerary,
  TravelStandard,
} from '../../schemas/flight'
import type { SupplierCabin, SupplierFlight } from '../../suppliers/flights/types'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import {
  SALE_WINDOW_DAYS,
  baggageOf,
  cabinName,
  checkSearch,
  cityName,
  feeTiers,
  flightNotFound,
  flightView,
  lowestCabin,
  makeCabinKey,
  parseCabinKey,
  resolvePlace,
  ruleText,
  stock,
  transferText,
  type StockedFlight,
} from './common'
import { approvalWanted } from '../booking/approval'
import { trainSuggestionFor } from '../carbon/suggestion'
import { evaluateFare, flightApprovalFacts, standardsOf, travelStandardFor, windowLowestFares } from './policy'
import { findBookableEmployees } from '../identity/travellers'

const ids = (values: string[] | undefined): number[] => (values ?? []).map(Number)

/** Lowest economy fare with seats of a flight (null when none). */
function lowestEconomy(s: StockedFlight): number | null {
  const open = s.flight.cabins.find((c) => c.cabinClass === 'Y' && (s.seatsLeft.get(c.code) ?? 0) > 0)
  return open ? open.price : null
}

/** Flights of a city pair (or airports) on a date with seats left. */
async function stockedFlights(ctx: AppContext, depCode: string, arrCode: string, date: string): Promise<StockedFlight[]> {
  const dep = resolvePlace(ctx, depCode)
  const arr = resolvePlace(ctx, arrCode)
  checkSearch(ctx, dep, arr, date)
  return stock(ctx.db, await ctx.flights.searchFlights(dep, arr, date))
}

/** The travel standard of a search (travellers within the caller's scope, else 4004), named in the reply language. */
async function standardOfSearch(ctx: AppContext, caller: Caller, tripType: number, travellerEmpIds: string[] | undefined, lang: Lang): Promise<TravelStandard | null> {
  if (tripType !== 1) return null
  const travellers = await findBookableEmployees(ctx.db, caller, ids(travellerEmpIds))
  return travelStandardFor(ctx, caller, tripType, travellers, false, true, lang)
}

/** POST queryFlightWeekPrice. */
export async function weekPrices(ctx: AppContext, body: QueryFlightWeekPriceBody): Promise<QueryFlightWeekPriceReply> {
  const dep = resolvePlace(ctx, body.depCode)
  const arr = resolvePlace(ctx, body.arrCode)
  checkSearch(ctx, dep, arr, body.date)
  const now = ctx.clock()
  const today = chinaDate(now)
  const last = chinaDatePlusDays(now, SALE_WINDOW_DAYS)
  let start = new Date(Date.parse(`${body.date}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10)
  if (start < today) start = today
  const dates: string[] = []
  for (let i = 0; i < 7; i += 1) {
    const d = new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)
    if (d <= last) dates.push(d)
  }
  const perDay = await Promise.all(dates.map((d) => ctx.flights.searchFlights(dep, arr, d)))
  const stocked = await stock(ctx.db, perDay.flat())
  return {
    days: dates.map((date) => {
      let lowest: number | null = null
      for (const s of stocked) {
        if (s.flight.depDate !== date) continue
        const cabin = lowestCabin(s)
        if (cabin && cabin.seatsLeft > 0 && (lowest === null || cabin.cabin.price < lowest)) lowest = cabin.cabin.price
      }
      return { date, lowestPrice: lowest }
    }),
  }
}

/** Flights with their lowest cabin and the policy verdict of that cabin. */
function listFlights(stocked: StockedFlight[], std: TravelStandard | null, cabinClass: 'Y' | 'C' | 'F' | undefined, today: string, lang: Lang) {
  const windows = windowLowestFares(
    stocked.map((s) => ({ depAt: s.flight.depAt, lowestEconomy: lowestEconomy(s) })),
    std?.lowestFareMinutes ?? 0,
  )
  const flights = []
  for (let i = 0; i < stocked.length; i += 1) {
    const s = stocked[i]
    const lowest = lowestCabin(s, cabinClass)
    if (!lowest) continue
    const violations = evaluateFare(
      std,
      { cabinClass: lowest.cabin.cabinClass, price: lowest.cabin.price, yFullPrice: s.flight.yFullPrice, depDate: s.flight.depDate },
      today,
      windows[i],
      lang,
    )
    flights.push(flightView(s, lowest, violations.length === 0, lang))
  }
  return flights
}

/** POST queryFlight. */
export async function queryFlights(ctx: AppContext, caller: Caller, body: QueryFlightBody, lang: Lang): Promise<QueryFlightReply> {
  const [stocked, std] = await Promise.all([
    stockedFlights(ctx, body.depCode, body.arrCode, body.date),
    standardOfSearch(ctx, caller, body.tripType, body.travellerEmpIds, lang),
  ])
  // Today's departed flights are not sold any more.
  const now = ctx.clock().getTime()
  const flights = listFlights(stocked.filter((s) => s.flight.depAt.getTime() > now), std, body.cabinClass, chinaDate(ctx.clock()), lang)
  const inPolicy = flights.filter((f) => f.lowestInPolicy && f.seatsLeft > 0).map((f) => f.lowestPrice)
  const places = [ctx.flights.resolvePlace(body.depCode), ctx.flights.resolvePlace(body.arrCode)]
  const suggestion = places[0] && places[1] ? await trainSuggestionFor(ctx, places[0].cityCode, places[1].cityCode, body.date, flights, lang) : null
  return {
    flights,
    ...(std && inPolicy.length > 0 ? { lowestInPolicyPrice: Math.min(...inPolicy) } : {}),
    travelStandard: std,
    ...(suggestion ? { trainSuggestion: suggestion } : {}),
  }
}

/** A flight by key with its route-day neighbours (for the lowest-fare window), or 4004. */
async function flightWithDay(ctx: AppContext, flightKey: string): Promise<{ flight: StockedFlight; day: StockedFlight[] }> {
  const flight = await ctx.flights.getFlight(flightKey)
  if (!flight) throw flightNotFound()
  const dep = ctx.flights.resolvePlace(flight.depCity)
  const arr = ctx.flights.resolvePlace(flight.arrCity)
  const dayFlights = dep && arr ? await ctx.flights.searchFlights(dep, arr, flight.depDate) : [flight]
  const day = await stock(ctx.db, dayFlights.some((f) => f.flightKey === flight.flightKey) ? dayFlights : [...dayFlights, flight])
  const self = day.find((s) => s.flight.flightKey === flight.flightKey) as StockedFlight
  return { flight: self, day }
}

/** The lowest economy fare in the window around a flight (null without a rule). */
function windowLowestFor(s: StockedFlight, day: StockedFlight[], std: TravelStandard | null): number | null {
  const minutes = std?.lowestFareMinutes ?? 0
  if (minutes <= 0) return null
  const all = day.map((d) => ({ depAt: d.flight.depAt, lowestEconomy: lowestEconomy(d) }))
  const index = day.indexOf(s)
  return windowLowestFares(all, minutes)[index] ?? null
}

/** The Cabin reply shape. */
export function cabinView(f: SupplierFlight, c: SupplierCabin, seatsLeft: number, violations: Cabin['policy']['violations'], lang: Lang): Cabin {
  return {
    cabinKey: makeCabinKey(f.flightKey, c.code, c.price),
    cabinCode: c.code,
    cabinClass: c.cabinClass,
    cabinName: cabinName(c.cabinClass, lang),
    price: c.price,
    discount: c.discount,
    childPrice: f.childPrice,
    infantPrice: f.infantPrice,
    airportFee: f.airportFee,
    fuelFee: f.fuelFee,
    seatsLeft,
    baggage: baggageOf(c, lang),
    refundRule: ruleText(c.refundPercents, lang, 'refund'),
    changeRule: ruleText(c.changePercents, lang, 'change'),
    transferable: c.transferable,
    policy: { inPolicy: violations.length === 0, violations },
  }
}

/** POST queryCabin: fares with seats, cheapest first, each with its policy verdict. */
export async function queryCabins(ctx: AppContext, caller: Caller, body: QueryCabinBody, lang: Lang): Promise<QueryCabinReply> {
  const [{ flight: s, day }, std] = await Promise.all([
    flightWithDay(ctx, body.flightKey),
    standardOfSearch(ctx, caller, body.tripType, body.travellerEmpIds, lang),
  ])
  const f = s.flight
  if (f.depAt.getTime() <= ctx.clock().getTime()) throw flightNotFound()
  const today = chinaDate(ctx.clock())
  const windowLowest = windowLowestFor(s, day, std)
  const cabins = f.cabins
    .filter((c) => (s.seatsLeft.get(c.code) ?? 0) > 0)
    .map((c) =>
      cabinView(f, c, s.seatsLeft.get(c.code) ?? 0, evaluateFare(std, { cabinClass: c.cabinClass, price: c.price, yFullPrice: f.yFullPrice, depDate: f.depDate }, today, windowLowest, lang), lang),
    )
  const lowest = lowestCabin(s)
  if (!lowest) throw flightNotFound()
  const lowestPolicy = cabins.find((c) => c.cabinCode === lowest.cabin.code)?.policy.inPolicy ?? true
  return { flight: flightView(s, lowest, lowestPolicy, lang), cabins, travelStandard: std }
}

/** A fare by cabin key, with its flight and seats (4004 when the flight or the bucket is gone). */
export async function findFare(ctx: AppContext, cabinKey: string): Promise<{ stocked: StockedFlight; day: StockedFlight[]; cabin: SupplierCabin; quotedPrice: number }> {
  const parsed = parseCabinKey(cabinKey)
  if (!parsed) throw flightNotFound()
  const { flight, day } = await flightWithDay(ctx, parsed.flightKey)
  if (flight.flight.depAt.getTime() <= ctx.clock().getTime()) throw conflict('flightDeparted')
  const cabin = flight.flight.cabins.find((c) => c.code === parsed.cabinCode)
  if (!cabin) throw flightNotFound()
  return { stocked: flight, day, cabin, quotedPrice: parsed.quotedPrice }
}

/** POST queryFlightRule. */
export async function fareRule(ctx: AppContext, body: QueryFlightRuleBody, lang: Lang): Promise<QueryFlightRuleReply> {
  const { cabin } = await findFare(ctx, body.cabinKey)
  return {
    cabinCode: cabin.code,
    cabinName: cabinName(cabin.cabinClass, lang),
    price: cabin.price,
    refund: feeTiers(cabin.refundPercents, cabin.price, lang),
    change: feeTiers(cabin.changePercents, cabin.price, lang),
    transferable: cabin.transferable,
    refundRule: ruleText(cabin.refundPercents, lang, 'refund'),
    changeRule: ruleText(cabin.changePercents, lang, 'change'),
    transferRule: transferText(cabin.transferable, lang),
    baggage: baggageOf(cabin, lang),
  }
}

/** POST matchClbz: each traveller's verdict on a fare, and what booking it will need. */
export async function matchPolicy(ctx: AppContext, caller: Caller, body: MatchClbzBody, lang: Lang): Promise<MatchClbzReply> {
  const travellers: Employee[] = body.travellerEmpIds.length
    ? await findBookableEmployees(ctx.db, caller, ids(body.travellerEmpIds))
    : [caller.employee]
  const [{ stocked, day, cabin }, settings] = await Promise.all([findFare(ctx, body.cabinKey), findTravelSettings(ctx.db, caller.corpId)])
  const today = chinaDate(ctx.clock())
  const business = body.tripType === 1
  const standards = business ? await standardsOf(ctx, caller.corpId, travellers, false, lang) : new Map<number, TravelStandard | null>()
  const merged = await travelStandardFor(ctx, caller, body.tripType, travellers, false, false, lang)
  const fare = { cabinClass: cabin.cabinClass, price: cabin.price, yFullPrice: stocked.flight.yFullPrice, depDate: stocked.flight.depDate }
  const rows = travellers.map((e) => {
    const std = standards.get(e.id) ?? null
    const violations = evaluateFare(std, fare, today, windowLowestFor(stocked, day, std), lang)
    return { empId: String(e.id), empName: e.emp_name, empRank: e.emp_rank, standardName: std?.name ?? '', inPolicy: violations.length === 0, violations }
  })
  const inPolicy = rows.every((r) => r.inPolicy)
  const forbidden = !inPolicy && merged?.overPolicyAction === 2
  return {
    travellers: rows,
    inPolicy,
    needReason: !inPolicy && !forbidden,
    forbidden,
    needApproval: approvalWanted(flightApprovalFacts(body.tripType, settings, merged, !inPolicy)),
  }
}

/** POST queryTransferCity: two legs via a hub, connection 60 min to 6 h, at most 30, by price then time. */
export async function transfers(ctx: AppContext, caller: Caller, body: QueryTransferCityBody, lang: Lang): Promise<QueryTransferCityReply> {
  const dep = resolvePlace(ctx, body.depCode)
  const arr = resolvePlace(ctx, body.arrCode)
  checkSearch(ctx, dep, arr, body.date)
  const std = await standardOfSearch(ctx, caller, body.tripType ?? 1, body.travellerEmpIds, lang)
  const today = chinaDate(ctx.clock())
  const nextDay = new Date(Date.parse(`${body.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const hubs = ctx.flights.transferHubs().filter((h) => h !== dep.cityCode && h !== arr.cityCode)
  const legs = await Promise.all(
    hubs.map(async (hub) => {
      const via = ctx.flights.resolvePlace(hub)
      if (!via) return null
      const first = await ctx.flights.searchFlights(dep, via, body.date)
      if (first.length === 0) return null
      const second = [...(await ctx.flights.searchFlights(via, arr, body.date)), ...(await ctx.flights.searchFlights(via, arr, nextDay))]
      if (second.length === 0) return null
      return { hub, first, second }
    }),
  )
  const found = legs.filter((l): l is NonNullable<typeof l> => l !== null)
  const stocked = await stock(ctx.db, found.flatMap((l) => [...l.first, ...l.second]))
  const byKey = new Map(stocked.map((s) => [s.flight.flightKey, s]))
  const itineraries: TransferItinerary[] = []
  const now = ctx.clock().getTime()
  for (const { hub, first, second } of found) {
    for (const f1 of first) {
      if (f1.depAt.getTime() <= now) continue
      const s1 = byKey.get(f1.flightKey) as StockedFlight
      const l1 = lowestCabin(s1, body.cabinClass)
      if (!l1 || l1.seatsLeft === 0) continue
      for (const f2 of second) {
        const connection = Math.round((f2.depAt.getTime() - f1.arrAt.getTime()) / 60000)
        const changeAirport = f2.depAirport !== f1.arrAirport
        if (connection < (changeAirport ? 180 : 60) || connection > 360) continue
        const s2 = byKey.get(f2.flightKey) as StockedFlight
        const l2 = lowestCabin(s2, body.cabinClass)
        if (!l2 || l2.seatsLeft === 0) continue
        const inPolicy = (s: StockedFlight, l: typeof l1) =>
          evaluateFare(std, { cabinClass: l.cabin.cabinClass, price: l.cabin.price, yFullPrice: s.flight.yFullPrice, depDate: s.flight.depDate }, today, null, lang).length === 0
        itineraries.push({
          viaCityCode: hub,
          viaCityName: cityName(hub, lang),
          legs: [flightView(s1, l1, inPolicy(s1, l1), lang), flightView(s2, l2, inPolicy(s2, l2), lang)],
          connectionMinutes: connection,
          totalMinutes: Math.round((f2.arrAt.getTime() - f1.depAt.getTime()) / 60000),
          totalLowestPrice: l1.cabin.price + l2.cabin.price,
          changeAirport,
        })
      }
    }
  }
  itineraries.sort((a, b) => a.totalLowestPrice - b.totalLowestPrice || a.totalMinutes - b.totalMinutes)
  return { itineraries: itineraries.slice(0, 30) }
}

/** POST patForFlight: the fare's current price against the quoted one. */
export async function priceAgain(ctx: AppContext, body: PatForFlightBody): Promise<PatForFlightReply> {
  const { stocked, cabin, quotedPrice } = await findFare(ctx, body.cabinKey)
  const f = stocked.flight
  return {
    price: cabin.price,
    quotedPrice,
    priceChanged: cabin.price !== quotedPrice,
    airportFee: f.airportFee,
    fuelFee: f.fuelFee,
    seatsLeft: stocked.seatsLeft.get(cabin.code) ?? 0,
    cabinKey: makeCabinKey(f.flightKey, cabin.code, cabin.price),
  }
}

/** Service fee per ticket for a trip type (business fee for 1, personal otherwise). */
export function serviceFeeOf(settings: { flight_service_fee_business: number; flight_service_fee_personal: number }, tripType: number): number {
  return Number(tripType === 1 ? settings.flight_service_fee_business : settings.flight_service_fee_personal)
}

/** POST getAddConPrice. */
export async function serviceFee(ctx: AppContext, caller: Caller, body: GetAddConPriceBody): Promise<GetAddConPriceReply> {
  const fee = serviceFeeOf(await findTravelSettings(ctx.db, caller.corpId), body.tripType)
  return { serviceFee: fee, total: fee * body.passengerCount }
}
