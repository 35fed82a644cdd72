/**
 * The train instead of the flight (issue 18 §2): on a flight search between two cities, the
 * fastest train of that date taking at most 5 hours, with its estimated CO2e and the saving
 * against the lowest flight estimate of the list. The train search answers from the supplier's
 * cached day (trains/search.ts), so a flight search pays for it once per 20 s and route.
 */
import type { AppContext } from '../../context'
import type { Lang } from '../../messages'
import type { Flight, TrainSuggestion } from '../../schemas/flight'
import type { SupplierTrain } from '../../suppliers/trains/types'
import { supplierTrains, trainCityName } from '../trains/search'
import { greatCircleKm, railKg } from './estimate'
import { cities } from '../../db/seed-data/geo/cities'

/** The longest train worth offering instead of a flight. */
export const SUGGEST_MAX_MINUTES = 300

/**
 * No train is faster than this on average over a whole journey (the fastest G trains average about
 * 300 km/h between ends): city pairs farther apart than 5 hours of it cannot have a 5-hour train,
 * and are not asked.
 */
const FASTEST_KMH = 330

const cityAt = new Map(cities.map((c) => [c.code, c]))

/** The fastest train of a day of at most 5 hours that can still be taken (not departed, not paused); null when none. */
export function fastestTrain(trains: readonly SupplierTrain[]): SupplierTrain | null {
  let best: SupplierTrain | null = null
  for (const t of trains) {
    if (t.runMinutes > SUGGEST_MAX_MINUTES || t.saleState === 'closed' || t.saleState === 'paused') continue
    if (!best || t.runMinutes < best.runMinutes || (t.runMinutes === best.runMinutes && t.departAt < best.departAt)) best = t
  }
  return best
}

/** The suggestion of a flight search between two cities on a date (null when no train fits or nothing is saved). */
export async function trainSuggestionFor(
  ctx: AppContext,
  depCity: string,
  arrCity: string,
  date: string,
  flights: readonly Flight[],
  lang: Lang,
): Promise<TrainSuggestion | null> {
  const flightKgs = flights.map((f) => f.co2Kg).filter((kg): kg is number => kg !== undefined)
  if (flightKgs.length === 0) return null
  const a = cityAt.get(depCity)
  const b = cityAt.get(arrCity)
  if (!a || !b || greatCircleKm(a, b) > (FASTEST_KMH * SUGGEST_MAX_MINUTES) / 60) return null
  const from = ctx.trains.resolvePlace(depCity, 'city')
  const to = ctx.trains.resolvePlace(arrCity, 'city')
  if (!from || !to) return null
  const answer = await supplierTrains(ctx, from, to, date)
  if (!answer.ok) return null
  const train = fastestTrain(answer.result)
  if (!train) return null
  const co2Kg = railKg(train.distanceKm)
  const savingKg = Math.min(...flightKgs) - co2Kg
  if (savingKg <= 0) return null
  const name = (s: { nameZh: string; nameEn: string }) => (lang === 'en' ? s.nameEn : s.nameZh)
  return {
    trainCode: train.trainCode,
    startTime: train.startTime,
    arriveTime: train.arriveTime,
    runMinutes: train.runMinutes,
    fromStationName: name(train.fromStation),
    toStationName: name(train.toStation),
    fromCityCode: depCity,
    fromCityName: trainCityName(depCity, lang),
    toCityCode: arrCity,
    toCityName: trainCityName(arrCity, lang),
    date,
    co2Kg,
    savingKg,
  }
}
