/**
 * Train transfer plans (中转, booking flows §6 "train transfer booking opens by parameters", §7.7):
 * two trains via a hub city, from the supplier's searchTransfers, with seats left and the policy
 * verdicts; the current prices of one plan; the verdict on the chosen seats of both legs.
 * Offered only when the company's parameter 10914 value1 is 1 (4009 otherwise).
 */
import type { AppContext, Caller } from '../../context'
import { badInput, conflict } from '../../errors'
import { fieldLabel, type Lang } from '../../messages'
import type {
  TrainTransfer,
  TrTransferMatchBody,
  TrTransferMatchReply,
  TrTransferPriceBody,
  TrTransferPriceReply,
  TrTransferSearchBody,
  TrTransferSearchReply,
} from '../../schemas/train'
import { CONNECTION_MINUTES } from '../../suppliers/trains/catalog'
import type { SupplierTrain } from '../../suppliers/trains/types'
import { seatVerdict, trainStandardFor, worstWb } from './policy'
import {
  cacheIdOf,
  checkPlaces,
  checkSearchApplication,
  feeListOf,
  refusalError,
  resolveTrainPlace,
  searchStandard,
  stockOf,
  trainByKey,
  trainOptions,
  trainView,
  travellersOf,
  typeFilter,
  type ViewOptions,
} from './search'

const MINUTE_MS = 60_000

/** Refuses when the company has not opened transfer booking. */
async function requireTransferOpen(ctx: AppContext, caller: Caller) {
  const options = await trainOptions(ctx, caller.corpId)
  if (!options.transferOpen) throw conflict('trainTransferClosed')
  return options
}

/** Minutes from the first train's arrival to the second's departure. */
function connectionOf(first: SupplierTrain, second: SupplierTrain): number {
  return Math.round((second.departAt.getTime() - first.arriveAt.getTime()) / MINUTE_MS)
}

/** Whether two trains make a transfer: the second from the hub city, in the connection window. */
export function isTransfer(first: SupplierTrain, second: SupplierTrain): boolean {
  if (first.toStation.cityCode !== second.fromStation.cityCode || first.trainCode === second.trainCode) return false
  const wait = connectionOf(first, second)
  const min = first.toStation.code === second.fromStation.code ? CONNECTION_MINUTES.sameStation : CONNECTION_MINUTES.otherStation
  return wait >= min && wait <= CONNECTION_MINUTES.max
}

/** POST trSearchTransfer. */
export async function searchTransfers(ctx: AppContext, caller: Caller, body: TrTransferSearchBody, lang: Lang): Promise<TrTransferSearchReply> {
  const tripType = body.tripType ?? 1
  const from = resolveTrainPlace(ctx, body.fromStationCode, body.fromKind)
  const to = resolveTrainPlace(ctx, body.toStationCode, body.toKind)
  checkPlaces(from, to)
  const [options, std] = await Promise.all([
    requireTransferOpen(ctx, caller),
    searchStandard(ctx, caller, tripType, body.travellerEmpIds, lang),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  const answer = await ctx.trains.searchTransfers(from, to, body.date)
  if (!answer.ok) throw refusalError(answer.refusal, body.fromStationCode, body.toStationCode, lang)
  const wanted = typeFilter(body.needTrainType)
  const plans = answer.result.filter((p) => wanted(p.legs[0]) && wanted(p.legs[1]))
  const stock = await stockOf(ctx, plans.flatMap((p) => p.legs))
  const view: ViewOptions = { std, lang, standbyOpen: options.standbyOpen }
  const transferList: TrainTransfer[] = plans.map((p) => {
    const legs = p.legs.map((l) => trainView(l, stock, view))
    return {
      transferKey: `${p.legs[0].trainKey}+${p.legs[1].trainKey}`,
      hubCityCode: p.hubCityCode,
      hubCityName: lang === 'en' ? p.hubCityNameEn : p.hubCityNameZh,
      sameStation: p.sameStation,
      connectionMinutes: p.connectionMinutes,
      totalMinutes: p.totalMinutes,
      lowestPrice: legs[0].lowestPrice + legs[1].lowestPrice,
      bookable: legs.every((l) => l.saleState === 'bookable' && l.seatList.some((s) => s.seatCount > 0)),
      legs,
    }
  })
  return {
    transferList,
    cacheId: cacheIdOf(['transfer', from.code, to.code, body.date], ctx.clock()),
    travelStandard: std,
    feeList: feeListOf(options),
  }
}

/** Both trains of a plan by key (4004 when one is missing, 4009 when they make no transfer). */
async function planTrains(ctx: AppContext, keys: readonly string[]): Promise<[SupplierTrain, SupplierTrain]> {
  const [first, second] = await Promise.all(keys.map((k) => trainByKey(ctx, k)))
  if (!isTransfer(first, second)) throw conflict('trainTransferInvalid')
  return [first, second]
}

/** POST trSearchTransferPrice: the current seats, counts and prices of a plan's trains. */
export async function transferPrice(ctx: AppContext, caller: Caller, body: TrTransferPriceBody, lang: Lang): Promise<TrTransferPriceReply> {
  const tripType = body.tripType ?? 1
  const [options, std, trains] = await Promise.all([
    requireTransferOpen(ctx, caller),
    searchStandard(ctx, caller, tripType, body.travellerEmpIds, lang),
    planTrains(ctx, body.trainKeys),
  ])
  const stock = await stockOf(ctx, trains)
  const legs = trains.map((t) => trainView(t, stock, { std, lang, standbyOpen: options.standbyOpen }))
  return { legs, lowestPrice: legs[0].lowestPrice + legs[1].lowestPrice, connectionMinutes: connectionOf(trains[0], trains[1]) }
}

/** POST matchClzc4Transfer: the verdict on the chosen seat of each leg, and the worst. */
export async function matchTransfer(ctx: AppContext, caller: Caller, body: TrTransferMatchBody, lang: Lang): Promise<TrTransferMatchReply> {
  const tripType = body.tripType ?? 1
  const [, travellers, trains] = await Promise.all([
    requireTransferOpen(ctx, caller),
    travellersOf(ctx, caller, body.travellerEmpIds),
    planTrains(ctx, body.legs.map((l) => l.trainKey)),
    checkSearchApplication(ctx, caller, tripType, body.ccsqdId, body.routeId, lang),
  ])
  const std = await trainStandardFor(ctx, caller, tripType, travellers, { lang })
  const legs = body.legs.map((l, i) => {
    if (!trains[i].seats.some((s) => s.seatType === l.seatType)) throw badInput('fieldNotAllowed', { params: { label: fieldLabel(lang, 'seatType') } })
    const v = seatVerdict(std, l.seatType, lang)
    return { trainKey: trains[i].trainKey, seatType: l.seatType, wb: v.wb, wbText: v.text }
  })
  const wb = worstWb(legs.map((l) => l.wb))
  return { legs, wb, needReason: wb === 1, forbidden: wb === 2, travelStandard: std }
}
