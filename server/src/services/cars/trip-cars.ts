/**
 * Car routes of business-trip applications (/tripCarAdd, /userCenter/tripCarList): routes of
 * product 10906 naming the city (to_code), the dates and, in `cabin`, the use types as a
 * comma-separated list ('1,2,3'); `fyys` the budget, `remark` the note. Adding one is refused when
 * the car-application switch is off (spec §6: appBook=1 or sqdBookType=1), when the application is
 * not the caller's (4004, like a missing one) or not open (a draft or an approved application whose
 * trip has not ended).
 */
import type { AppContext, Caller } from '../../context'
import { countRouteOrders, insertCarRoute } from '../../db/repositories/car-orders'
import { findApplication, findCurrentRoutes, findTravellerIds, listApplicationsOf, lockApplication } from '../../db/repositories/trip-applications'
import { notFound } from '../../errors'
import type { Lang } from '../../messages'
import type { TripCarAddBody, TripCarAddReply, TripCarListBody, TripCarListReply } from '../../schemas/car'
import { TRIP_STATUS } from '../../schemas/trip'
import { chinaDate } from '../../util/time'
import { carConflict } from './car-messages'
import { carCityOf } from './search'

const CAR_PRODUCT = 10906

/** Whether the caller applied for or travels on an application. */
async function ownApplication(ctx: AppContext, caller: Caller, id: number) {
  const app = await findApplication(ctx.db, caller.corpId, id)
  if (!app) return undefined
  if (app.applicant_emp_id === caller.empId || (await findTravellerIds(ctx.db, app.id)).includes(caller.empId)) return app
  return undefined
}

/** POST tripCar/list: the car routes of the caller's applications (or of one). */
export async function tripCarList(ctx: AppContext, caller: Caller, body: TripCarListBody, lang: Lang): Promise<TripCarListReply> {
  let apps
  if (body.ccsqdId) {
    const app = await ownApplication(ctx, caller, Number(body.ccsqdId))
    if (!app) throw notFound()
    apps = [app]
  } else {
    apps = (await listApplicationsOf(ctx.db, caller.corpId, caller.empId, { offset: 0, limit: 100 })).rows
  }
  const routes = (await findCurrentRoutes(ctx.db, apps.map((a) => a.id))).filter((r) => r.product_type === CAR_PRODUCT)
  const counts = await countRouteOrders(ctx.db, routes.map((r) => r.id))
  return {
    list: routes.map((r) => {
      const app = apps.find((a) => a.id === r.application_id)
      const city = ctx.cars.city(r.to_code)
      return {
        ccsqdId: String(r.application_id),
        ccsqdNo: app?.ccsqd_no ?? '',
        routeId: String(r.id),
        cityId: r.to_code,
        cityName: city ? (lang === 'en' ? city.nameEn : city.nameZh) : r.to_city,
        dateStart: r.date_begin,
        dateEnd: r.date_end ?? r.date_begin,
        useTypes: (r.cabin ?? '').split(',').filter(Boolean).map(Number),
        budget: r.fyys === null ? null : Number(r.fyys),
        status: r.route_status === 3 ? 3 : 1,
        bookedCount: counts.get(r.id) ?? 0,
      }
    }),
  }
}

/** POST tripCar/add. */
export async function tripCarAdd(ctx: AppContext, caller: Caller, body: TripCarAddBody, lang: Lang): Promise<TripCarAddReply> {
  if (caller.employee.app_book === 1 || caller.employee.sqd_book_type === 1) throw carConflict(lang, 'tripCarOff')
  const city = carCityOf(ctx, body.cityId, lang)
  const app = await ownApplication(ctx, caller, Number(body.ccsqdId))
  if (!app) throw notFound()
  const today = chinaDate(ctx.clock())
  const open = (app.status === TRIP_STATUS.DRAFT || app.status === TRIP_STATUS.APPROVED) && app.date_end >= today
  if (!open) throw carConflict(lang, 'tripCarNotEditable')
  if (body.dateEnd < body.dateStart || body.dateStart < app.date_begin || body.dateEnd > app.date_end) {
    throw carConflict(lang, 'tripCarDates', { begin: app.date_begin, end: app.date_end })
  }
  const routeId = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockApplication(trx, caller.corpId, app.id)
    if (!locked || (locked.status !== TRIP_STATUS.DRAFT && locked.status !== TRIP_STATUS.APPROVED)) throw carConflict(lang, 'tripCarNotEditable')
    return insertCarRoute(trx, {
      applicationId: app.id, cityCode: city.code, cityName: lang === 'en' ? city.nameEn : city.nameZh, dateBegin: body.dateStart, dateEnd: body.dateEnd,
      budget: body.budget ?? null, remark: body.note?.trim() ?? '', useTypes: [...new Set(body.useTypes)].sort().join(','),
    })
  })
  return { routeId: String(routeId) }
}
