/**
 * The estimate of whole orders (issue 18 §2, "in the schedule per trip"): every live ticket of the
 * order (each passenger, each leg), with the factors of the search figures and the monthly report.
 * The flight and train kinds register these as their `carbonKg` hook; the schedule asks the
 * registry and never names a product.
 */
import type { AppContext } from '../../context'
import { findFlightLegsOfOrders, findTrainLegsOfOrders } from '../../db/repositories/carbon'
import { stations } from '../../db/seed-data/geo/stations'
import { flightKg, greatCircleKm, railKg } from './estimate'

/** Rail km over the straight line when a train is no longer known to the supplier (the simulator's conventional-line detour). */
export const RAIL_DETOUR = 1.2

const stationAt = new Map(stations.map((s) => [s.code, s]))

/** The stop city a segment's snapshot names ('' when direct or unreadable). */
export function stopCityOf(snapshot: string): string {
  try {
    return String((JSON.parse(snapshot) as { stopCity?: string }).stopCity ?? '')
  } catch {
    return ''
  }
}

/** Rail km of a leg: the supplier's distance, else the stations' straight line with the detour (memoised per train in `memo`). */
export async function railKmOf(ctx: AppContext, leg: { train_key: string; from_station: string; to_station: string }, memo: Map<string, number>): Promise<number> {
  let km = memo.get(leg.train_key)
  if (km === undefined) {
    const listing = await ctx.trains.getTrain(leg.train_key)
    const a = stationAt.get(leg.from_station)
    const b = stationAt.get(leg.to_station)
    km = listing ? listing.distanceKm : a && b ? greatCircleKm(a, b) * RAIL_DETOUR : 0
    memo.set(leg.train_key, km)
  }
  return km
}

/** kg CO2e per flight order (orders without a known airport pair count nothing for that leg). */
export async function flightOrdersKg(ctx: AppContext, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (const r of await findFlightLegsOfOrders(ctx.db, orderIds)) {
    out.set(r.order_id, (out.get(r.order_id) ?? 0) + (flightKg(r.dep_airport, r.arr_airport, r.cabin_class, stopCityOf(r.snapshot)) ?? 0))
  }
  return out
}

/** kg CO2e per train order. */
export async function trainOrdersKg(ctx: AppContext, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  const memo = new Map<string, number>()
  for (const r of await findTrainLegsOfOrders(ctx.db, orderIds)) out.set(r.order_id, (out.get(r.order_id) ?? 0) + railKg(await railKmOf(ctx, r, memo)))
  return out
}
