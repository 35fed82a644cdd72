/**
 * The monthly carbon report per department (issue 18 §2), for the company's administrators: every
 * issued flight and train ticket of the company travelling in the month (China dates), estimated
 * with the same factors as the search figures, summed per department. Refunded, changed-away and
 * unpaid tickets are not travel and do not count; a changed ticket counts as its new flight.
 */
import type { AppContext, Caller } from '../../context'
import { findDepartmentNames, findIssuedFlightTickets, findIssuedTrainTickets } from '../../db/repositories/carbon'
import { stations } from '../../db/seed-data/geo/stations'
import type { Lang } from '../../messages'
import type { CarbonDeptRow, CarbonReportReply } from '../../schemas/carbon'
import { requireAdmin } from '../company-admin/company-admin'
import { flightKg, greatCircleKm, railKg } from './estimate'

/** Rail km over the straight line when a train is no longer known to the supplier (the simulator's conventional-line detour). */
const RAIL_DETOUR = 1.2

const stationAt = new Map(stations.map((s) => [s.code, s]))

/** The first day of a month and of the next ('YYYY-MM' → ['YYYY-MM-01', next 'YYYY-MM-01']). */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number)
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return [`${month}-01`, `${next}-01`]
}

/** A row's running totals. */
interface Acc {
  flights: number
  trains: number
  trips: Set<string>
  flightKg: number
  trainKg: number
}

const newAcc = (): Acc => ({ flights: 0, trains: 0, trips: new Set(), flightKg: 0, trainKg: 0 })

/** A trip key: the business-trip application when the order has one, else the order itself. */
const tripKey = (r: { order_id: number; ccsqd_id: string | null }) => (r.ccsqd_id ? `a${r.ccsqd_id}` : `o${r.order_id}`)

/** GET /obt/carbon/monthReport. */
export async function carbonMonthReport(ctx: AppContext, caller: Caller, month: string, lang: Lang): Promise<CarbonReportReply> {
  requireAdmin(caller)
  const [from, to] = monthRange(month)
  const [flights, trains, depts] = await Promise.all([
    findIssuedFlightTickets(ctx.db, caller.corpId, from, to),
    findIssuedTrainTickets(ctx.db, caller.corpId, from, to),
    findDepartmentNames(ctx.db, caller.corpId),
  ])
  const byDept = new Map<string, Acc>()
  const accOf = (deptId: number | null) => {
    const key = deptId === null ? '' : String(deptId)
    let acc = byDept.get(key)
    if (!acc) {
      acc = newAcc()
      byDept.set(key, acc)
    }
    return acc
  }
  for (const r of flights) {
    const acc = accOf(r.dept_id)
    acc.flights += 1
    acc.trips.add(tripKey(r))
    let stopCity = ''
    try {
      stopCity = String((JSON.parse(r.snapshot) as { stopCity?: string }).stopCity ?? '')
    } catch {
      // An unreadable snapshot: the flight counts as direct.
    }
    acc.flightKg += flightKg(r.dep_airport, r.arr_airport, r.cabin_class, stopCity) ?? 0
  }
  const railKm = new Map<string, number>()
  for (const r of trains) {
    let km = railKm.get(r.train_key)
    if (km === undefined) {
      const listing = await ctx.trains.getTrain(r.train_key)
      const a = stationAt.get(r.from_station)
      const b = stationAt.get(r.to_station)
      km = listing ? listing.distanceKm : a && b ? greatCircleKm(a, b) * RAIL_DETOUR : 0
      railKm.set(r.train_key, km)
    }
    const acc = accOf(r.dept_id)
    acc.trains += 1
    acc.trips.add(tripKey(r))
    acc.trainKg += railKg(km)
  }
  const names = new Map(depts.map((d) => [String(d.id), lang === 'en' ? d.name_en || d.name : d.name]))
  const noDept = lang === 'en' ? 'No department' : '未分配部门'
  const rowOf = (deptId: string, deptName: string, a: Acc): CarbonDeptRow => ({
    deptId,
    deptName,
    flights: a.flights,
    trains: a.trains,
    trips: a.trips.size,
    flightKg: a.flightKg,
    trainKg: a.trainKg,
    kg: a.flightKg + a.trainKg,
  })
  const departments = [...byDept.entries()]
    .map(([id, a]) => rowOf(id, id ? (names.get(id) ?? id) : noDept, a))
    .sort((x, y) => y.kg - x.kg || x.deptName.localeCompare(y.deptName))
  const all = newAcc()
  for (const a of byDept.values()) {
    all.flights += a.flights
    all.trains += a.trains
    all.flightKg += a.flightKg
    all.trainKg += a.trainKg
    for (const t of a.trips) all.trips.add(t)
  }
  return { month, departments, total: rowOf('', lang === 'en' ? 'Total' : '合计', all) }
}
