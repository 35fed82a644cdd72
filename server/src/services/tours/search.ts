/**
 * Tour shopping (booking flows §7.9): the product permission, the list by city and theme, the
 * detail with its departures and places left, the company's tour standard (matchStandard) and
 * the service fee (matchServiceFee).
 *
 * - **Permission**: tours are product 10911; a company without it (DFNY) or a user denied it gets
 *   4009 with the "not open" notice the app shows for a product the user lacks, on every
 *   shopping and booking call. Orders already booked stay readable and cancellable.
 * - **Places left** = the supplier's capacity − `taken` in tour_departures (one query per list).
 * - **Standard** (policy.ts): per rank, the highest price per person; judged on the adult price.
 * - **Service fee** per person: the company's booking service fee by trip type (business /
 *   personal, company_travel_settings), as for flights.
 */
import type { AppContext, Caller } from '../../context'
import { departureKey, takenOf } from '../../db/repositories/tour-inventory'
import { findTravelSettings } from '../../db/repositories/settings'
import type { Lang } from '../../messages'
import type {
  TourDepartureView,
  TourDetailBody,
  TourDetailReply,
  TourFacet,
  TourListBody,
  TourListReply,
  TourMatchServiceFeeBody,
  TourMatchServiceFeeReply,
  TourMatchStandardBody,
  TourMatchStandardReply,
} from '../../schemas/tour'
import { TOUR_THEMES, type TourDeparture, type TourProduct } from '../../suppliers/tours/types'
import { chinaDate } from '../../util/time'
import { authorizedProducts } from '../company/company'
import { findBookableEmployees } from '../identity/travellers'
import { priceVerdict, tourStandardFor } from './policy'
import { MAX_PARTICIPANTS, TOUR_PRODUCT, cancelTiers, money, pick, tourSupplier } from './rules'
import { tourConflict, tourError, tourText } from './tour-messages'
import { ErrCode } from '../../errors'

/** 4009 "not open" unless the caller may use tours (company product and no denial). */
export async function assertToursOpen(ctx: AppContext, caller: Caller, lang: Lang): Promise<void> {
  if (!(await authorizedProducts(ctx, caller)).includes(TOUR_PRODUCT)) throw tourConflict(lang, 'notOpen', {}, { code: 'NOT_OPEN' })
}

/** A product by id, or 4004 with the tour's words. */
export function productOrNotFound(ctx: AppContext, productId: string, lang: Lang): TourProduct {
  const product = tourSupplier(ctx).product(productId)
  if (!product) throw tourError(ErrCode.NOT_FOUND, lang, 'productNotFound')
  return product
}

/** The theme's name. */
export function themeName(theme: TourProduct['theme'], lang: Lang): string {
  return tourText(lang, `theme${theme}`)
}

/** A departure with its places left; bookable until the day before it leaves. */
function departureView(d: TourDeparture, taken: number, today: string): TourDepartureView {
  const placesLeft = Math.max(0, d.capacity - taken)
  return { depDate: d.depDate, endDate: d.endDate, capacity: d.capacity, placesLeft, priceAdult: d.priceAdult, priceChild: d.priceChild, bookable: placesLeft > 0 && d.depDate > today }
}

/** Whether a product matches a keyword (names, summary, city; case-insensitive). */
function matches(p: TourProduct, keyword: string): boolean {
  const k = keyword.toLowerCase()
  return [p.nameZh, p.nameEn, p.summaryZh, p.summaryEn, p.cityZh, p.cityEn].some((t) => t.toLowerCase().includes(k))
}

/** POST /obt/travel/list. */
export async function tourList(ctx: AppContext, caller: Caller, body: TourListBody, lang: Lang): Promise<TourListReply> {
  await assertToursOpen(ctx, caller, lang)
  const supplier = tourSupplier(ctx)
  const all = supplier.products()
  const keyword = body.keyword?.trim() ?? ''
  const found = all.filter((p) => (!body.cityId || p.cityCode === body.cityId) && (!body.theme || p.theme === body.theme) && (!keyword || matches(p, keyword)))
  const count = body.count ?? 20
  const pageNum = body.pageNum ?? 1
  const page = found.slice((pageNum - 1) * count, pageNum * count)
  const today = chinaDate(ctx.clock())
  const taken = await takenOf(ctx.db, page.map((p) => p.productId), today)
  const cities = new Map<string, TourFacet>()
  for (const p of all) {
    const c = cities.get(p.cityCode) ?? { code: p.cityCode, name: pick(lang, p.cityZh, p.cityEn), count: 0 }
    c.count += 1
    cities.set(p.cityCode, c)
  }
  return {
    list: page.map((p) => {
      const open = supplier.departures(p.productId).map((d) => departureView(d, taken.get(departureKey(p.productId, d.depDate)) ?? 0, today)).find((d) => d.bookable)
      return {
        productId: p.productId,
        name: pick(lang, p.nameZh, p.nameEn),
        summary: pick(lang, p.summaryZh, p.summaryEn),
        theme: p.theme,
        themeName: themeName(p.theme, lang),
        cityId: p.cityCode,
        cityName: pick(lang, p.cityZh, p.cityEn),
        days: p.days,
        priceAdult: p.priceAdult,
        priceChild: p.priceChild,
        nextDepDate: open?.depDate ?? null,
        placesLeft: open?.placesLeft ?? 0,
      }
    }),
    total: found.length,
    cities: [...cities.values()],
    themes: TOUR_THEMES.map((t) => ({ code: t, name: themeName(t, lang), count: all.filter((p) => p.theme === t).length })),
  }
}

/** POST /obt/travel/detail. */
export async function tourDetail(ctx: AppContext, caller: Caller, body: TourDetailBody, lang: Lang): Promise<TourDetailReply> {
  await assertToursOpen(ctx, caller, lang)
  const p = productOrNotFound(ctx, body.productId, lang)
  const today = chinaDate(ctx.clock())
  const taken = await takenOf(ctx.db, [p.productId], today)
  return {
    productId: p.productId,
    name: pick(lang, p.nameZh, p.nameEn),
    summary: pick(lang, p.summaryZh, p.summaryEn),
    theme: p.theme,
    themeName: themeName(p.theme, lang),
    cityId: p.cityCode,
    cityName: pick(lang, p.cityZh, p.cityEn),
    days: p.days,
    meeting: pick(lang, p.meetingZh, p.meetingEn),
    priceAdult: p.priceAdult,
    priceChild: p.priceChild,
    itinerary: p.itinerary.map((d) => ({ day: d.day, title: pick(lang, d.titleZh, d.titleEn), desc: pick(lang, d.descZh, d.descEn) })),
    inclusions: lang === 'en' ? p.inclusionsEn : p.inclusionsZh,
    exclusions: lang === 'en' ? p.exclusionsEn : p.exclusionsZh,
    departures: tourSupplier(ctx).departures(p.productId).map((d) => departureView(d, taken.get(departureKey(p.productId, d.depDate)) ?? 0, today)),
    cancelTiers: cancelTiers(lang),
    maxParticipants: MAX_PARTICIPANTS,
  }
}

/** POST /obt/travel/matchStandard: the standard of these employees (in the caller's scope; 4004 otherwise) and the verdict on the adult price. */
export async function matchStandard(ctx: AppContext, caller: Caller, body: TourMatchStandardBody, lang: Lang): Promise<TourMatchStandardReply> {
  await assertToursOpen(ctx, caller, lang)
  const p = productOrNotFound(ctx, body.productId, lang)
  const employees = await findBookableEmployees(ctx.db, caller, (body.empIds ?? []).map(Number))
  const standard = await tourStandardFor(ctx, caller, body.tripType, employees, lang)
  const verdict = priceVerdict(standard, p.priceAdult, lang)
  return { standard, priceAdult: p.priceAdult, wb: verdict.wb, text: verdict.text }
}

/** The service fee per person of a trip type (the company's booking service fee). */
export async function serviceFeePerPerson(ctx: AppContext, corpId: number, tripType: number): Promise<number> {
  const settings = await findTravelSettings(ctx.db, corpId)
  return Number(tripType === 1 ? settings.flight_service_fee_business : settings.flight_service_fee_personal)
}

/** POST /obt/travel/matchServiceFee. */
export async function matchServiceFee(ctx: AppContext, caller: Caller, body: TourMatchServiceFeeBody, lang: Lang): Promise<TourMatchServiceFeeReply> {
  await assertToursOpen(ctx, caller, lang)
  const perPerson = await serviceFeePerPerson(ctx, caller.corpId, body.tripType)
  return { perPerson, persons: body.persons, total: money(perPerson * body.persons) }
}
