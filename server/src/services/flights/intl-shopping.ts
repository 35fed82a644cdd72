/**
 * International flight shopping: the airport and city sets (getGjAirportData, getGjCityData), the
 * itinerary search (queryGjFlight: journeys from the simulator, round trips paired and priced as
 * one fare, the travellers' international standard applied, filters, sort and pages on the
 * server) and the fare rules of one itinerary (tkIntCabin).
 */
import type { AppContext, Caller } from '../../context'
import { findBookableEmployees } from '../identity/travellers'
import { badInput } from '../../errors'
import { translate, type Lang } from '../../messages'
import type {
  GjAirportReply,
  GjCityReply,
  GjGeoBody,
  IntlItinerary,
  QueryGjFareRuleBody,
  QueryGjFareRuleReply,
  QueryGjFlightBody,
  QueryGjFlightReply,
} from '../../schemas/intl-flight'
import { INTL_AIRPORTS, isMainland } from '../../suppliers/intl-flights/catalog'
import { airportsOf, cityOf, journeys as findJourneys, knownPlace, type IntlCabinClass, type IntlJourney } from '../../suppliers/intl-flights/simulator'
import { chinaDate, chinaDatePlusDays } from '../../util/time'
import { airportName, cityName } from './common'
import { INTL_SERVICE_PHONE, intlAirlineName, itineraryView, parseItineraryKey, priceFor, priceOf, seatsLeftOf, soldOnAll, type PricedItinerary } from './intl-common'
import { evaluateItinerary, intlStandardFor, standardView } from './intl-policy'

const COUNTRY_NAMES: Record<string, [string, string]> = {
  CN: ['中国', 'China'], HK: ['中国香港', 'Hong Kong, China'], MO: ['中国澳门', 'Macao, China'], TW: ['中国台湾', 'Taiwan, China'],
  JP: ['日本', 'Japan'], KR: ['韩国', 'South Korea'], SG: ['新加坡', 'Singapore'], TH: ['泰国', 'Thailand'], MY: ['马来西亚', 'Malaysia'],
  ID: ['印度尼西亚', 'Indonesia'], PH: ['菲律宾', 'Philippines'], VN: ['越南', 'Vietnam'], IN: ['印度', 'India'], AE: ['阿联酋', 'United Arab Emirates'],
  QA: ['卡塔尔', 'Qatar'], TR: ['土耳其', 'Türkiye'], RU: ['俄罗斯', 'Russia'], GB: ['英国', 'United Kingdom'], FR: ['法国', 'France'],
  DE: ['德国', 'Germany'], NL: ['荷兰', 'Netherlands'], CH: ['瑞士', 'Switzerland'], IT: ['意大利', 'Italy'], ES: ['西班牙', 'Spain'],
  FI: ['芬兰', 'Finland'], AT: ['奥地利', 'Austria'], US: ['美国', 'United States'], CA: ['加拿大', 'Canada'], AU: ['澳大利亚', 'Australia'],
  NZ: ['新西兰', 'New Zealand'],
}

function countryName(code: string, lang: Lang): string {
  const n = COUNTRY_NAMES[code]
  return n ? n[lang === 'en' ? 1 : 0] : code
}

/** Cities shown first in the picker. */
const HOT_CITIES = ['BJS', 'SHA', 'CAN', 'HKG', 'TYO', 'SEL', 'SIN', 'BKK', 'LON', 'PAR', 'FRA', 'NYC', 'LAX', 'SYD', 'DXB']

function matches(keyword: string | undefined, ...texts: string[]): boolean {
  if (!keyword) return true
  const k = keyword.trim().toLowerCase()
  return !k || texts.some((t) => t.toLowerCase().includes(k))
}

/** POST /obt/common/getGjAirportData: the airports international flights serve (page size up to 1999). */
export function gjAirports(body: GjGeoBody, lang: Lang): GjAirportReply {
  const all = INTL_AIRPORTS.filter((a) => matches(body.keyword, a.iata, a.nameZh, a.nameEn, a.cityZh, a.cityEn)).map((a) => ({
    code: a.iata,
    name: lang === 'en' ? a.nameEn : a.nameZh,
    cityCode: a.cityCode,
    cityName: lang === 'en' ? a.cityEn : a.cityZh,
    countryCode: a.countryCode,
    countryName: countryName(a.countryCode, lang),
    lat: a.lat,
    lng: a.lng,
    international: a.countryCode !== 'CN',
  }))
  const size = body.pageSize ?? 1999
  const page = body.pageNum ?? 1
  return { list: all.slice((page - 1) * size, page * size), total: all.length }
}

/** POST /obt/common/getGjCityData: the cities of those airports, hot ones first. */
export function gjCities(body: GjGeoBody, lang: Lang): GjCityReply {
  const byCity = new Map<string, typeof INTL_AIRPORTS[number][]>()
  for (const a of INTL_AIRPORTS) byCity.set(a.cityCode, [...(byCity.get(a.cityCode) ?? []), a])
  const all = [...byCity.entries()]
    .filter(([code, list]) => matches(body.keyword, code, list[0].cityZh, list[0].cityEn, ...list.map((a) => a.iata)))
    .map(([code, list]) => ({
      code,
      name: lang === 'en' ? list[0].cityEn : list[0].cityZh,
      countryCode: list[0].countryCode,
      countryName: countryName(list[0].countryCode, lang),
      airports: list.map((a) => a.iata),
      international: list[0].countryCode !== 'CN',
      hot: HOT_CITIES.includes(code),
    }))
    .sort((a, b) => Number(b.hot) - Number(a.hot) || (a.hot && b.hot ? HOT_CITIES.indexOf(a.code) - HOT_CITIES.indexOf(b.code) : 0))
  const size = body.pageSize ?? 1999
  const page = body.pageNum ?? 1
  return { list: all.slice((page - 1) * size, page * size), total: all.length }
}

/** The search's places and dates, checked (4000 with the spec's wording). */
export function checkIntlSearch(ctx: AppContext, depCode: string, arrCode: string, depDate: string, retDate: string | undefined): void {
  for (const code of [depCode, arrCode]) if (!knownPlace(code)) throw badInput('intlPlaceUnknown', { params: { code } })
  const depCities = new Set(airportsOf(depCode).map(cityOf))
  if (airportsOf(arrCode).some((a) => depCities.has(cityOf(a)))) throw badInput('sameCity')
  if ([...airportsOf(depCode), ...airportsOf(arrCode)].every(isMainland)) throw badInput('intlDomesticRoute')
  const now = ctx.clock()
  for (const d of [depDate, retDate]) {
    if (d === undefined) continue
    if (d < chinaDate(now)) throw badInput('dateExpired')
    if (d > chinaDatePlusDays(now, 360)) throw badInput('dateOutOfSale')
  }
  if (retDate !== undefined && retDate < depDate) throw badInput('intlReturnBeforeDeparture')
}

const PERIOD_OF = (hour: number): 'night' | 'morning' | 'afternoon' | 'evening' => (hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening')

/** How many priced pairs a round trip combines at most (the cheapest journeys of each direction). */
const PAIR_SIDE = 14

/** POST /obt/plane/gj/queryGjFlight. */
export async function queryGjFlight(ctx: AppContext, caller: Caller, body: QueryGjFlightBody, lang: Lang): Promise<QueryGjFlightReply> {
  checkIntlSearch(ctx, body.depCode, body.arrCode, body.depDate, body.retDate)
  const cabin = body.cabinClass as IntlCabinClass
  const now = ctx.clock().getTime()
  const open = (list: IntlJourney[]) => list.filter((j) => j.legs[0].depAt.getTime() > now + 2 * 3600_000 && soldOnAll([j], cabin))
  const outs = open(findJourneys(body.depCode, body.arrCode, body.depDate))
  let combos: IntlJourney[][]
  if (body.retDate) {
    const rets = open(findJourneys(body.arrCode, body.depCode, body.retDate))
    const cheapest = (list: IntlJourney[]) => [...list].sort((a, b) => priceOf([a], cabin).fare - priceOf([b], cabin).fare).slice(0, PAIR_SIDE)
    combos = []
    for (const o of cheapest(outs)) {
      for (const r of cheapest(rets)) {
        // The return leaves at least 3 hours after the outbound lands.
        if (r.legs[0].depAt.getTime() >= o.legs[o.legs.length - 1].arrAt.getTime() + 3 * 3600_000) combos.push([o, r])
      }
    }
  } else {
    combos = outs.map((o) => [o])
  }
  const employees = body.travellerEmpIds?.length ? await findBookableEmployees(ctx.db, caller, body.travellerEmpIds.map(Number)) : []
  const std = await intlStandardFor(ctx, caller, body.tripType, employees, lang)
  const seats = await seatsLeftOf(ctx.db, [...new Set(combos.flat().flatMap((j) => j.legs))], cabin)
  const party = { adults: body.adults, children: body.children ?? 0, infants: body.infants ?? 0 }
  const needed = party.adults + party.children
  const priced: (PricedItinerary & { view?: IntlItinerary })[] = []
  for (const journeys of combos) {
    const left = Math.min(...journeys.flatMap((j) => j.legs.map((l) => seats.get(l.inventoryKey) ?? 0)))
    if (left < needed) continue
    const { fare, taxes } = priceOf(journeys, cabin)
    priced.push({ cabinClass: cabin, journeys, fare, taxes, seatsLeft: left, violations: evaluateItinerary(std, cabin, journeys, lang) })
  }
  const facetsBase = priced
  const filtered = priced.filter((p) => {
    if (body.maxStops === 0 && p.journeys.some((j) => j.legs.length > 1)) return false
    if (body.airlines?.length && !p.journeys.every((j) => j.legs.every((l) => body.airlines?.includes(l.airline)))) return false
    if (body.depPeriods?.length && !body.depPeriods.includes(PERIOD_OF(Number(p.journeys[0].legs[0].depLocal.slice(11, 13))))) return false
    if (body.maxPrice !== undefined && p.fare + p.taxes > body.maxPrice) return false
    return true
  })
  const sort = body.sort ?? 'price'
  const total = (p: PricedItinerary) => p.journeys.reduce((s, j) => s + j.durationMinutes, 0)
  filtered.sort((a, b) => {
    if (sort === 'depTime') return a.journeys[0].legs[0].depAt.getTime() - b.journeys[0].legs[0].depAt.getTime() || a.fare - b.fare
    if (sort === 'duration') return total(a) - total(b) || a.fare - b.fare
    return a.fare + a.taxes - (b.fare + b.taxes) || total(a) - total(b)
  })
  const pageSize = body.pageSize ?? 20
  const pageNo = body.pageNo ?? 1
  const page = filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize)
  const airlineMin = new Map<string, number>()
  for (const p of facetsBase) {
    const code = p.journeys[0].legs[0].airline
    airlineMin.set(code, Math.min(airlineMin.get(code) ?? Infinity, p.fare + p.taxes))
  }
  const prices = facetsBase.map((p) => p.fare + p.taxes)
  return {
    list: page.map((p) => itineraryView(p, party, lang)),
    total: filtered.length,
    pageNo,
    pageSize,
    facets: {
      airlines: [...airlineMin.entries()].map(([code, minPrice]) => ({ code, name: intlAirlineName(code, lang), minPrice })).sort((a, b) => a.minPrice - b.minPrice),
      minPrice: prices.length ? Math.min(...prices) : 0,
      maxPrice: prices.length ? Math.max(...prices) : 0,
      directCount: facetsBase.filter((p) => p.journeys.every((j) => j.legs.length === 1)).length,
    },
    standard: standardView(std, lang),
  }
}

/** An itinerary key priced now (4004 intlItineraryGone when it names no bookable flights). */
export async function pricedItinerary(ctx: AppContext, key: string, lang: Lang, std: Parameters<typeof evaluateItinerary>[0]): Promise<PricedItinerary & { quoted: number }> {
  const parsed = parseItineraryKey(key)
  if (!parsed || !soldOnAll(parsed.journeys, parsed.cabinClass)) throw badInput('intlItineraryGone')
  const legs = parsed.journeys.flatMap((j) => j.legs)
  const seats = await seatsLeftOf(ctx.db, legs, parsed.cabinClass)
  const { fare, taxes } = priceOf(parsed.journeys, parsed.cabinClass)
  return {
    cabinClass: parsed.cabinClass,
    journeys: parsed.journeys,
    fare,
    taxes,
    seatsLeft: Math.min(...legs.map((l) => seats.get(l.inventoryKey) ?? 0)),
    violations: evaluateItinerary(std, parsed.cabinClass, parsed.journeys, lang),
    quoted: parsed.quoted,
  }
}

const BAGGAGE: Record<IntlCabinClass, [string, string]> = {
  Y: ['托运行李2件，每件23公斤；手提行李1件，7公斤', 'Checked baggage 2 × 23 kg; cabin baggage 1 × 7 kg'],
  C: ['托运行李2件，每件32公斤；手提行李2件，共14公斤', 'Checked baggage 2 × 32 kg; cabin baggage 2 pieces, 14 kg in all'],
  F: ['托运行李3件，每件32公斤；手提行李2件，共14公斤', 'Checked baggage 3 × 32 kg; cabin baggage 2 pieces, 14 kg in all'],
}
const CHANGE_RULE: Record<IntlCabinClass, [string, string]> = {
  Y: ['起飞前改期收取每人次800元改期费及差价；起飞后不可改期', 'Date changes before departure: CNY 800 per person and change plus the fare difference; none after departure'],
  C: ['起飞前免费改期，收取差价；起飞后收取每人次1000元', 'Free date changes before departure (fare difference applies); CNY 1,000 after departure'],
  F: ['免费改期，收取差价', 'Free date changes (fare difference applies)'],
}
const REFUND_RULE: Record<IntlCabinClass, [string, string]> = {
  Y: ['起飞前退票收取每人1500元退票费；起飞后仅退未使用税费', 'Refund before departure: CNY 1,500 per person; after departure only the unused taxes'],
  C: ['起飞前退票收取每人800元退票费；起飞后收取每人2000元', 'Refund before departure: CNY 800 per person; CNY 2,000 after departure'],
  F: ['起飞前免费退票；起飞后收取每人1000元', 'Free refund before departure; CNY 1,000 per person after departure'],
}

/** POST /obt/plane/gj/queryGjFareRule: the itinerary priced again with its rules and the standard's verdict. */
export async function queryGjFareRule(ctx: AppContext, caller: Caller, body: QueryGjFareRuleBody, lang: Lang): Promise<QueryGjFareRuleReply> {
  const employees = body.travellerEmpIds?.length ? await findBookableEmployees(ctx.db, caller, body.travellerEmpIds.map(Number)) : []
  const std = await intlStandardFor(ctx, caller, body.tripType, employees, lang)
  const p = await pricedItinerary(ctx, body.itineraryKey, lang, std)
  if (p.journeys[0].legs[0].depAt.getTime() <= ctx.clock().getTime()) throw badInput('intlItineraryGone')
  const i = lang === 'en' ? 1 : 0
  const party = { adults: body.adults ?? 1, children: body.children ?? 0, infants: body.infants ?? 0 }
  return {
    itinerary: itineraryView(p, party, lang),
    baggage: BAGGAGE[p.cabinClass][i],
    changeRule: CHANGE_RULE[p.cabinClass][i],
    refundRule: REFUND_RULE[p.cabinClass][i],
    afterSaleNote: translate(lang, 'intlNoOnlineAfterSale'),
    servicePhone: INTL_SERVICE_PHONE,
    standard: standardView(std, lang),
    prices: ([1, 2, 3] as const).map((psgType) => ({ psgType, ...priceFor(psgType, { fare: p.fare, taxes: p.taxes }) })),
  }
}

/** The names of a need's places (city or airport code). */
export function placeName(code: string, lang: Lang): string {
  const airports = airportsOf(code)
  if (airports.length === 1 && airports[0] === code) return airportName(code, lang)
  return cityName(code, lang)
}
