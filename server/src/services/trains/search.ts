/**
 * Train search (booking flows §7.7): the day's trains between two places with seats left and the
 * policy verdict of every seat, the date window, service fees, the places and stations of the
 * pickers, and the policy calls (clzcIsWb, trBookMatchClzc). Timetables, fares, sale state and
 * capacity come from the supplier; seats left from the database (train-seats repository).
 *
 * Company parameters (the parameters table, a company's row over the system's):
 * - 20019 `火车票12306账号登录`: value1 1 = the booking offers the 12306 rail-account login
 *   (getNewest / FindClkList; the booking side reads it);
 * - 10914 `火车票中转/候补预订`: value1 1 = transfer plans are offered and bookable
 *   (trSearchTransfer answers 4009 otherwise), value2 1 = standby (候补) is offered for sold-out
 *   seats (isBench);
 * Both 10914 values default to 1 when a company has neither row. Service fees per ticket by trip
 * type (§6) are the company's train settings (train_settings, repositories/train-orders.ts; the
 * booking side charges the same ones).
 */
import { createHash } from 'node:crypto'
import type { AppContext, Caller } from '../../context'
import { findAllStations, type StationRow } from '../../db/repositories/geo'
import { findTrainSettings } from '../../db/repositories/train-orders'
import { seatKey, seatsLeft } from '../../db/repositories/train-seats'
import { cities as seedCities } from '../../db/seed-data/geo/cities'
import { AppError, ErrCode, badInput, notFound } from '../../errors'
import { fieldLabel, type Lang } from '../../messages'
import type {
  SeatTypeCode,
  Train,
  TrainFee,
  TrainPlaceKind,
  TrainSeat,
  TrainStandard,
  TrainWindow,
  TrBookMatchClzcBody,
  TrBookMatchClzcReply,
  TrCityByNameBody,
  TrCityByNameReply,
  TrClzcIsWbBody,
  TrClzcIsWbReply,
  TrQueryStationBody,
  TrQueryStationReply,
  TrSearchBody,
  TrSearchReply,
  TrStation,
  TrStopBody,
  TrStopReply,
} from '../../schemas/train'
import type { SupplierTrain, TrainPlace, TrainSearchAnswer, TrainSearchRefusal, TrainTypeCode } from '../../suppliers/trains/types'
import { railKg } from '../carbon/estimate'
import { parameterValues } from '../company/company'
import { findBookableEmployees } from '../identity/travellers'
import { bookableApplication } from '../trips/trip-applications'
import { SEAT_CODES, seatName, seatVerdict, trainStandardFor, trainStandardsOf } from './policy'

/** Company parameter numbers the train screens read. */
export const TRAIN_PARAM = {
  RAIL_ACCOUNT: '20019',
  TRANSFER_STANDBY: '10914',
} as const

/** Route product type of a train route of a business-trip application. */
const TRAIN_PRODUCT = 10904

const cityNames = new Map(seedCities.map((c) => [c.code, c]))

/** A city's name in a language (the code when unknown). */
export function trainCityName(code: string, lang: Lang): string {
  const c = cityNames.get(code)
  return c ? (lang === 'en' ? c.nameEn : c.nameZh) : code
}

/** What the company's parameters open for trains. */
export interface TrainOptions {
  railAccount: boolean
  transferOpen: boolean
  standbyOpen: boolean
  fees: { business: number; personal: number }
}

const OPTIONS_CACHE_MS = 30_000
const optionsCache = new WeakMap<object, Map<number, { at: number; options: TrainOptions }>>()

/** The company's train options (searches may reuse a read of the last 30 s; `fresh` reads again). */
export async function trainOptions(ctx: AppContext, corpId: number, fresh = false): Promise<TrainOptions> {
  let perDb = optionsCache.get(ctx.db)
  if (!perDb) {
    perDb = new Map()
    optionsCache.set(ctx.db, perDb)
  }
  const now = ctx.clock().getTime()
  const hit = perDb.get(corpId)
  if (!fresh && hit && now - hit.at >= 0 && now - hit.at < OPTIONS_CACHE_MS) return hit.options
  const [params, settings] = await Promise.all([parameterValues(ctx, Object.values(TRAIN_PARAM), corpId), findTrainSettings(ctx.db, corpId)])
  const get = (no: string) => params.find((p) => p.paramNo === no)
  const transfer = get(TRAIN_PARAM.TRANSFER_STANDBY)
  const options: TrainOptions = {
    railAccount: get(TRAIN_PARAM.RAIL_ACCOUNT)?.value1 === '1',
    transferOpen: (transfer?.value1 ?? '1') === '1',
    standbyOpen: (transfer?.value2 ?? '1') === '1',
    fees: { business: settings.serviceFeeBusiness, personal: settings.serviceFeePersonal },
  }
  perDb.set(corpId, { at: now, options })
  return options
}

/** The service fee per ticket of a trip type (§6). */
export function trainServiceFee(options: TrainOptions, tripType: number): number {
  return tripType === 1 ? options.fees.business : options.fees.personal
}

/** The fee list of a reply: business and personal. */
export function feeListOf(options: TrainOptions): TrainFee[] {
  return [
    { tripType: 1, serviceFee: options.fees.business },
    { tripType: 2, serviceFee: options.fees.personal },
  ]
}

/** The date window of train searches (§9), by the supplier's clock. */
export function trainWindow(ctx: AppContext): TrainWindow {
  const w = ctx.trains.searchWindow()
  return { today: w.today, minDate: w.firstSaleDate, maxSaleDate: w.lastSaleDate, maxDate: w.lastSearchDate }
}

/** A search place (station or city) or 4000 naming the code. */
export function resolveTrainPlace(ctx: AppContext, code: string, kind?: TrainPlaceKind): TrainPlace {
  const place = ctx.trains.resolvePlace(code, kind ?? 'station')
  if (!place) throw badInput('trainPlaceUnknown', { params: { code: code.toUpperCase() } })
  return place
}

/** The name of a search place: the station's, or the city's. */
export function placeName(ctx: AppContext, place: TrainPlace, lang: Lang): string {
  if (place.kind === 'city') return trainCityName(place.cityCode, lang)
  const s = ctx.trains.station(place.code)
  return s ? (lang === 'en' ? s.nameEn : s.nameZh) : place.code
}

/** A supplier refusal as the spec's message (4000). */
export function refusalError(refusal: TrainSearchRefusal, from: string, to: string, lang: Lang): AppError {
  switch (refusal) {
    case 'samePlace':
      return badInput('sameCity')
    case 'dateInPast':
      return badInput('dateExpired')
    case 'beyondSearchWindow':
      return badInput('dateOutOfSale')
    case 'unknownFrom':
      return badInput('trainPlaceUnknown', { params: { code: from.toUpperCase() } })
    case 'unknownTo':
      return badInput('trainPlaceUnknown', { params: { code: to.toUpperCase() } })
    default:
      return badInput('fieldInvalid', { params: { label: fieldLabel(lang, 'date') } })
  }
}

/**
 * Refuses two places of one city (§5.2: "departure and arrival cities cannot be the same"): the
 * same station, a station and its city, or two stations of one city.
 */
export function checkPlaces(from: TrainPlace, to: TrainPlace): void {
  if (from.cityCode === to.cityCode || from.stations.some((s) => to.stations.includes(s))) throw badInput('sameCity')
}

/** The travellers whose standard applies (within the caller's scope, else 4004). */
export async function travellersOf(ctx: AppContext, caller: Caller, empIds: readonly string[] | undefined) {
  return findBookableEmployees(ctx.db, caller, (empIds ?? []).map(Number))
}

/**
 * The business-trip application of a business search: one the caller may book under (applicant or
 * traveller, approved, not over), and with routeId a train route of it. Anything else answers
 * 4004 like a missing one (another company's included).
 */
export async function checkSearchApplication(ctx: AppContext, caller: Caller, tripType: number, ccsqdId: string | undefined, routeId: string | undefined, lang: Lang): Promise<void> {
  if (tripType !== 1 || !ccsqdId) return
  const app = await bookableApplication(ctx, caller, routeId ? { ccsqdId, routeId } : { ccsqdId }, lang)
  if (routeId && !app.routes.some((r) => r.routeId === routeId && r.productType === TRAIN_PRODUCT)) throw notFound()
}

/** Seats left of every seat type of some trains (one query). */
export async function stockOf(ctx: AppContext, trains: readonly SupplierTrain[]): Promise<Map<string, number>> {
  return seatsLeft(
    ctx.db,
    trains.flatMap((t) => t.seats.map((s) => ({ inventoryKey: t.inventoryKey, seatType: s.seatType, capacity: s.capacity }))),
  )
}

/** What a reply train needs beyond the supplier's listing. */
export interface ViewOptions {
  std: TrainStandard | null
  lang: Lang
  standbyOpen: boolean
  includePrice?: boolean
}

/** Seats left of one seat type (the supplier's capacity when the stock has no entry). */
function leftOf(stock: Map<string, number>, t: SupplierTrain, seat: SupplierTrain['seats'][number]): number {
  return stock.get(seatKey(t.inventoryKey, seat.seatType)) ?? seat.capacity
}

/** A listing in the reply shape, its seats with counts and verdicts. */
export function trainView(t: SupplierTrain, stock: Map<string, number>, o: ViewOptions): Train {
  const name = (s: { nameZh: string; nameEn: string }) => (o.lang === 'en' ? s.nameEn : s.nameZh)
  const verdicts = new Map<string, ReturnType<typeof seatVerdict>>()
  const seatList: TrainSeat[] =
    o.includePrice === false
      ? []
      : t.seats.map((s) => {
          const count = leftOf(stock, t, s)
          let v = verdicts.get(s.seatType)
          if (!v) {
            v = seatVerdict(o.std, s.seatType, o.lang)
            verdicts.set(s.seatType, v)
          }
          return {
            seatType: s.seatType,
            seatName: seatName(s.seatType, o.lang),
            price: s.price,
            seatCount: count,
            seatDiscount: 100,
            wb: v.wb,
            wbText: v.text,
            isBench: count === 0 && o.standbyOpen && t.saleState === 'bookable' && s.seatType !== 'WZ' ? 1 : 0,
          }
        })
  const open = seatList.filter((s) => s.seatCount > 0)
  const lowest = seatList.length ? Math.min(...(open.length ? open : seatList).map((s) => s.price)) : 0
  const arriveDate = new Date(Date.parse(`${t.date}T00:00:00Z`) + t.arriveDays * 86_400_000).toISOString().slice(0, 10)
  return {
    trainKey: t.trainKey,
    trainCode: t.trainCode,
    trainType: t.trainType,
    date: t.date,
    startTime: t.startTime,
    arriveTime: t.arriveTime,
    arriveDate,
    runTime: t.runTime,
    runMinutes: t.runMinutes,
    arriveDays: t.arriveDays,
    fromStationCode: t.fromStation.code,
    fromStationName: name(t.fromStation),
    toStationCode: t.toStation.code,
    toStationName: name(t.toStation),
    isOrigin: t.originStation.code === t.fromStation.code,
    isTerminal: t.terminalStation.code === t.toStation.code,
    originStationName: name(t.originStation),
    terminalStationName: name(t.terminalStation),
    distanceKm: Math.round(t.distanceKm),
    saleState: t.saleState,
    saleDateTime: t.saleDateTime,
    seatList,
    lowestPrice: lowest,
    co2Kg: railKg(t.distanceKm),
  }
}

/** Whether a reply train can be booked now with a seat left (allTrains 0). */
function bookableNow(t: Train): boolean {
  return t.saleState === 'bookable' && t.seatList.some((s) => s.seatCount > 0)
}

/** An opaque id of an answer: the query and the minute. */
export function cacheIdOf(parts: readonly (string | number)[], now: Date): string {
  return createHash('sha1')
    .update(JSON.stringify([...parts, Math.floor(now.getTime() / 60_000)]))
    .digest('hex')
    .slice(0, 20)
}

/** The standard of a search: the travellers' (the caller's when none), null for personal trips. */
export async function searchStandard(ctx: AppContext, caller: Caller, tripType: number, empIds: readonly string[] | undefined, lang: Lang): Promise<TrainStandard | null> {
  if (tripType !== 1) return null
  const travellers = await travellersOf(ctx, caller, empIds)
  return trainStandardFor(ctx, caller, tripType, travellers, { cached: true, lang })
}

/** Only trains of these types (none: all). */
export function typeFilter(types: readonly TrainTypeCode[] | undefined): (t: SupplierTrain) => boolean {
  if (!types || types.length === 0) return () => true
  const set = new Set(types)
  return (t) => set.has(t.trainType)
}

/** How long a search may reuse the supplier's answer for the same places and date (sale states move by the minute at most). */
const ANSWER_CACHE_MS = 20_000
const ANSWER_CACHE_MAX = 2_000
const answerCache = new WeakMap<object, Map<string, { at: number; answer: Promise<TrainSearchAnswer<SupplierTrain[]>> }>>()

/**
 * The supplier's trains of a search, reused for 20 s (by the app's clock) per supplier, places and
 * date: a timetable does not change, seats left come from the database on every search, and a sale
 * state that turns meanwhile is checked again by the booking. The listings are frozen, so sharing
 * them is safe.
 */
export function supplierTrains(ctx: AppContext, from: TrainPlace, to: TrainPlace, date: string): Promise<TrainSearchAnswer<SupplierTrain[]>> {
  let perSupplier = answerCache.get(ctx.trains)
  if (!perSupplier) {
    perSupplier = new Map()
    answerCache.set(ctx.trains, perSupplier)
  }
  const key = `${from.kind}:${from.code}|${to.kind}:${to.code}|${date}`
  const now = ctx.clock().getTime()
  const hit = perSupplier.get(key)
  if (hit && now - hit.at >= 0 && now - hit.at < ANSWER_CACHE_MS) return hit.answer
  const answer = ctx.trains.searchTrains(from, to, date)
  if (perSupplier.size >= ANSWER_CACHE_MAX) perSupplier.clear()
  perSupplier.set(key, { at: now, answer })
  answer.catch(() => perSupplier?.delete(key))
  return answer
}

/** POST trSearch. */
export async function searchTrains(ctx: AppContext, caller: Caller, body: TrSearchBody, lang: Lang): Promise<TrSearchReply> {
  const tripType = body.tripType ?? 1
  const from = resolveTrainPlace(ctx, body.fromStationCode, body.fromKind)
  const to = resolveTrainPlace(ctx, body.toStationCode, body.toKind)
  checkPlaces(from, to)
  const [answer, std, options] = await Promise.all([
    supplierTrains(ctx, from, to, body.date),
    searchStandard(ctx, caller, tripType, body.travellerEmpIds, lang),
    trainOptions(ctx, caller.corpId),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  if (!answer.ok) throw refusalError(answer.refusal, body.fromStationCode, body.toStationCode, lang)
  const trains = answer.result.filter(typeFilter(body.needTrainType))
  const stock = await stockOf(ctx, trains)
  const view: ViewOptions = { std, lang, standbyOpen: options.standbyOpen, includePrice: body.includePrice !== 0 }
  let trainList = trains.map((t) => trainView(t, stock, view))
  if (body.allTrains === 0) trainList = trainList.filter(bookableNow)
  return {
    trainList,
    feeList: feeListOf(options),
    cacheId: cacheIdOf([from.code, to.code, body.date, (body.needTrainType ?? []).join('')], ctx.clock()),
    travelStandard: std,
    window: trainWindow(ctx),
    fromName: placeName(ctx, from, lang),
    toName: placeName(ctx, to, lang),
  }
}

/** A listing by key or 4004 with the train wording. */
export async function trainByKey(ctx: AppContext, trainKey: string): Promise<SupplierTrain> {
  const train = await ctx.trains.getTrain(trainKey)
  if (!train) throw new AppError(ErrCode.NOT_FOUND, 'trainNotFound')
  return train
}

/** POST queryTrainStop: every stop of a listing's train, its boarding-to-alighting part marked. */
export async function trainStops(ctx: AppContext, body: TrStopBody, lang: Lang): Promise<TrStopReply> {
  const t = await trainByKey(ctx, body.trainKey)
  const board = t.stops.find((s) => s.inSegment)?.dayOffset ?? 0
  return {
    trainKey: t.trainKey,
    trainCode: t.trainCode,
    stops: t.stops.map((s) => ({
      stationCode: s.station.code,
      stationName: lang === 'en' ? s.station.nameEn : s.station.nameZh,
      arriveTime: s.arriveTime,
      departTime: s.departTime,
      stopMinutes: s.stopMinutes,
      dayOffset: s.dayOffset - board,
      inSegment: s.inSegment,
    })),
  }
}

/** POST clzcIsWb: the verdict on one seat type for the travellers. */
export async function seatPolicy(ctx: AppContext, caller: Caller, body: TrClzcIsWbBody, lang: Lang): Promise<TrClzcIsWbReply> {
  const tripType = body.tripType ?? 1
  const [std, train] = await Promise.all([
    (async () => trainStandardFor(ctx, caller, tripType, await travellersOf(ctx, caller, body.travellerEmpIds), { lang }))(),
    body.trainKey ? trainByKey(ctx, body.trainKey) : Promise.resolve(null),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  if (train && !train.seats.some((s) => s.seatType === body.seatType)) throw badInput('fieldNotAllowed', { params: { label: fieldLabel(lang, 'seatType') } })
  const v = seatVerdict(std, body.seatType, lang)
  return { wb: v.wb, wbText: v.text, needReason: v.wb === 1, travelStandard: std }
}

/** POST trBookMatchClzc: every seat type with its verdict, the merged standard and each traveller's own. */
export async function policyList(ctx: AppContext, caller: Caller, body: TrBookMatchClzcBody, lang: Lang): Promise<TrBookMatchClzcReply> {
  const tripType = body.tripType ?? 1
  const [travellers] = await Promise.all([
    travellersOf(ctx, caller, body.travellerEmpIds),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  const people = travellers.length ? travellers : [caller.employee]
  const std = await trainStandardFor(ctx, caller, tripType, travellers, { lang })
  const own = tripType === 1 ? await trainStandardsOf(ctx, caller.corpId, people, { lang }) : new Map<number, TrainStandard | null>()
  return {
    policyList: SEAT_CODES.map((code) => ({ code, name: seatName(code, lang), wb: seatVerdict(std, code, lang).wb })),
    travelStandard: std,
    travellers: people.map((e) => {
      const s = own.get(e.id) ?? null
      return { empId: String(e.id), empName: e.emp_name, empRank: e.emp_rank, standardName: s?.name ?? '', seatTypes: s ? s.seatTypes : [...SEAT_CODES] }
    }),
  }
}

// ---------------------------------------------------------------- places

/** Stations trains serve, per language (built once per app instance). */
const stationCache = new WeakMap<AppContext, Map<Lang, Promise<TrStation[]>>>()

function stationOf(row: StationRow, lang: Lang): TrStation {
  return {
    code: row.code,
    name: lang === 'en' ? row.name_en : row.name_zh,
    pinyin: row.pinyin,
    initials: row.initials,
    cityCode: row.city_code,
    cityName: lang === 'en' ? trainCityName(row.city_code, lang) : row.city_zh,
    hot: row.hot,
  }
}

/** Every station a train calls at, pinyin order. */
export function servedStations(ctx: AppContext, lang: Lang): Promise<TrStation[]> {
  let perLang = stationCache.get(ctx)
  if (!perLang) {
    perLang = new Map()
    stationCache.set(ctx, perLang)
  }
  let list = perLang.get(lang)
  if (!list) {
    list = findAllStations(ctx.db).then((rows) => rows.filter((r) => ctx.trains.resolvePlace(r.code, 'station')?.kind === 'station').map((r) => stationOf(r, lang)))
    list.catch(() => perLang?.delete(lang))
    perLang.set(lang, list)
  }
  return list
}

/** Keyword matches: code, name, pinyin, initials, city; best first. */
export function matchStations(list: readonly TrStation[], keyword: string, limit = 30): TrStation[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const scored: { s: TrStation; score: number }[] = []
  for (const s of list) {
    const name = s.name.toLowerCase()
    const city = s.cityName.toLowerCase()
    let score = -1
    if (s.code.toLowerCase() === k || s.cityCode.toLowerCase() === k) score = 0
    else if (name === k || s.pinyin === k) score = 1
    else if (name.startsWith(k) || s.pinyin.startsWith(k) || s.initials.startsWith(k)) score = 2
    else if (city.startsWith(k)) score = 3
    else if (name.includes(k) || city.includes(k) || name.replace(/\s+/g, '').includes(k.replace(/\s+/g, ''))) score = 4
    if (score >= 0) scored.push({ s, score })
  }
  scored.sort((a, b) => a.score - b.score || Number(b.s.hot) - Number(a.s.hot) || a.s.pinyin.localeCompare(b.s.pinyin))
  return scored.slice(0, limit).map((x) => x.s)
}

/** POST queryStation. */
export async function queryStations(ctx: AppContext, body: TrQueryStationBody, lang: Lang): Promise<TrQueryStationReply> {
  const all = await servedStations(ctx, lang)
  return { stations: body.keyword?.trim() ? matchStations(all, body.keyword) : all }
}

/** POST getCityDataByName: a city (zh or en name, with or without 市) or a station name → the city and its stations. */
export async function cityByName(ctx: AppContext, body: TrCityByNameBody, lang: Lang): Promise<TrCityByNameReply> {
  const wanted = body.cityName.trim()
  const lower = wanted.toLowerCase()
  const bare = wanted.replace(/(市|站)$/u, '')
  let cityCode: string | null = null
  for (const c of seedCities) {
    if (c.nameZh === wanted || c.nameZh === bare || c.nameEn.toLowerCase() === lower || c.pinyin === lower) {
      if (ctx.trains.resolvePlace(c.code, 'city')?.kind === 'city') {
        cityCode = c.code
        break
      }
    }
  }
  if (!cityCode) {
    const station = (await servedStations(ctx, 'zh')).find((s) => s.name === wanted || s.name === bare)
    const en = station ? null : (await servedStations(ctx, 'en')).find((s) => s.name.toLowerCase() === lower)
    cityCode = (station ?? en)?.cityCode ?? null
  }
  const place = cityCode ? ctx.trains.resolvePlace(cityCode, 'city') : null
  if (!place || place.kind !== 'city' || place.stations.length === 0) throw new AppError(ErrCode.NOT_FOUND, 'trainCityUnknown', { params: { name: wanted } })
  const stations = place.stations.map((code) => {
    const s = ctx.trains.station(code)
    return { code, name: s ? (lang === 'en' ? s.nameEn : s.nameZh) : code }
  })
  return { cityCode: place.cityCode, cityName: trainCityName(place.cityCode, lang), stationCode: stations[0].code, stationName: stations[0].name, stations }
}

/** Seat codes of a train (for checks by the booking side). */
export function seatTypesOf(train: SupplierTrain): SeatTypeCode[] {
  return train.seats.map((s) => s.seatType)
}
