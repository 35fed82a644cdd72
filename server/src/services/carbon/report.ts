/**
 * The monthly carbon report per department (issue 18 §2), for the company's administrators: every
 * issued flight and train ticket of the company travelling in the month (China dates), estimated
 * with the same factors as the search figures, summed per department. Refunded, changed-away and
 * unpaid tickets are not travel and do not count; a changed ticket counts as its new flight.
 */
import type { AppContext, Caller } from '../../context'
import { findDepartmentNames, findIssuedFlightTickets, findIssuedTrainTickets } from '../../db/repositories/carbon'
import type { Lang } from '../../messages'
import type { CarbonDeptRow, CarbonReportReply } from '../../schemas/carbon'
import { requireAdmin } from '../company-admin/company-admin'
import { flightKg, railKg } from './estimate'
import { railKmOf, stopCityOf } from './orders'

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
    acc.flightKg += flightKg(r.dep_airport, r.arr_airport, r.cabin_class, stopCityOf(r.snapshot)) ?? 0
  }
  const railKm = new Map<string, number>()
  for (const r of trains) {
    const km = await railKmOf(ctx, r, railKm)
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
