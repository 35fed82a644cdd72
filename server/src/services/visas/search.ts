/**
 * Visa shopping (booking flows §7.8, §3.7): the product permission, countries by continent with a
 * keyword, the consular districts of a country, its visa products judged against the trip date,
 * a product's detail (checklists per applicant kind, notes, cancellation rules, the company's
 * service fee), related products, and the visa centre's appointment calendar.
 *
 * - **Permission**: visas are product 10913; a company without it (DFNY) or a user denied it gets
 *   4009 with the "not open" notice the app shows for a product the user lacks, on every shopping
 *   and booking call. Orders already booked stay readable.
 * - **Trip date**: none given → 30 days ahead (booking flows §9). Each product says the earliest
 *   trip date it can be ready for (rules.ts processingCalendar) and whether the asked one is in time.
 * - **Service fee** per applicant: the company's visa settings, else its booking service fee by
 *   trip type (company_travel_settings), as for tours.
 */
import type { AppContext, Caller } from '../../context'
import { findVisaSettings } from '../../db/repositories/visa-orders'
import { findTravelSettings } from '../../db/repositories/settings'
import { ErrCode } from '../../errors'
import type { Lang } from '../../messages'
import type {
  VisaAppointmentBody,
  VisaAppointmentReply,
  VisaAssociationBody,
  VisaAssociationReply,
  VisaChecklist,
  VisaConsular,
  VisaConsularListBody,
  VisaConsularListReply,
  VisaContinent,
  VisaCountryListBody,
  VisaCountryListReply,
  VisaDetailBody,
  VisaDetailReply,
  VisaListBody,
  VisaListItem,
  VisaListReply,
} from '../../schemas/visa'
import { addDays } from '../../suppliers/visas/simulator'
import { APPLICANT_KINDS, CONTINENTS, type ConsularDistrict, type VisaCountry, type VisaProduct } from '../../suppliers/visas/types'
import { chinaDate } from '../../util/time'
import { authorizedProducts } from '../company/company'
import {
  APPOINTMENT_DAYS,
  APPOINTMENT_FROM_DAYS,
  MAX_APPLICANTS,
  VISA_PRODUCT,
  cancelRules,
  defaultTripDate,
  pick,
  processingCalendar,
  visaSupplier,
} from './rules'
import { visaConflict, visaError, visaText } from './visa-messages'

/** 4009 "not open" unless the caller may use visas (company product and no denial). */
export async function assertVisasOpen(ctx: AppContext, caller: Caller, lang: Lang): Promise<void> {
  if (!(await authorizedProducts(ctx, caller)).includes(VISA_PRODUCT)) throw visaConflict(lang, 'notOpen', {}, { code: 'NOT_OPEN' })
}

/** A product by id, or 4004 with the visa words. */
export function productOrNotFound(ctx: AppContext, productId: string, lang: Lang): VisaProduct {
  const product = visaSupplier(ctx).product(productId)
  if (!product) throw visaError(ErrCode.NOT_FOUND, lang, 'productNotFound')
  return product
}

/** A country by code, or 4004. */
function countryOrNotFound(ctx: AppContext, code: string, lang: Lang): VisaCountry {
  const country = visaSupplier(ctx).country(code)
  if (!country) throw visaError(ErrCode.NOT_FOUND, lang, 'countryNotFound')
  return country
}

/** A district in the reply shape. */
export function consularView(d: ConsularDistrict, lang: Lang): VisaConsular {
  return {
    consularId: d.consularId,
    name: pick(lang, d.nameZh, d.nameEn),
    provinces: lang === 'en' ? d.provincesEn : d.provincesZh,
    centre: pick(lang, d.centreZh, d.centreEn),
    address: pick(lang, d.addressZh, d.addressEn),
  }
}

/** The district of a country a request names (null: none named); 4000 when it is not the country's. */
export function districtOf(ctx: AppContext, countryCode: string, consularId: string | undefined, lang: Lang): ConsularDistrict | null {
  if (!consularId) return null
  const d = visaSupplier(ctx).district(consularId)
  if (!d || d.countryCode !== countryCode) throw visaError(ErrCode.BAD_INPUT, lang, 'consularUnknown')
  return d
}

/** A product in the list shape, judged against a trip date on `today`. */
export function listItemOf(ctx: AppContext, p: VisaProduct, tripDate: string, today: string, lang: Lang): VisaListItem {
  const country = visaSupplier(ctx).country(p.countryCode) as VisaCountry
  const earliest = processingCalendar(today, p.processingDays).earliestTrip
  return {
    productId: p.productId,
    countryCode: p.countryCode,
    countryName: pick(lang, country.nameZh, country.nameEn),
    name: pick(lang, p.nameZh, p.nameEn),
    type: p.type,
    typeName: visaText(lang, `type${p.type}`),
    entries: p.entries,
    entriesName: visaText(lang, `entries${p.entries}`),
    validityDays: p.validityDays,
    maxStayDays: p.maxStayDays,
    processingDays: p.processingDays,
    price: p.price,
    interview: p.interview,
    earliestTripDate: earliest,
    inTime: tripDate >= earliest,
  }
}

/** The continent's name. */
export function continentName(code: VisaContinent, lang: Lang): string {
  return visaText(lang, `continent${code}`)
}

/** Whether a country matches a keyword (names, code; case-insensitive). */
function matches(c: VisaCountry, keyword: string): boolean {
  const k = keyword.toLowerCase()
  return [c.nameZh, c.nameEn, c.code].some((t) => t.toLowerCase().includes(k))
}

/** POST /obt/visa/VisaQuery/GetCountryList. Hot countries first, then the catalogue's order. */
export async function countryList(ctx: AppContext, caller: Caller, body: VisaCountryListBody, lang: Lang): Promise<VisaCountryListReply> {
  await assertVisasOpen(ctx, caller, lang)
  const supplier = visaSupplier(ctx)
  const all = supplier.countries()
  const keyword = body.keyword?.trim() ?? ''
  const found = all
    .filter((c) => (!body.continent || c.continent === body.continent) && (!keyword || matches(c, keyword)))
    .map((c, i) => ({ c, i }))
    .sort((a, b) => Number(b.c.hot) - Number(a.c.hot) || a.i - b.i)
    .map((x) => x.c)
  const count = body.count ?? 999
  const pageNum = body.pageNum ?? 1
  const page = found.slice((pageNum - 1) * count, pageNum * count)
  return {
    list: page.map((c) => {
      const products = supplier.products(c.code)
      return {
        countryCode: c.code,
        name: pick(lang, c.nameZh, c.nameEn),
        continent: c.continent,
        continentName: continentName(c.continent, lang),
        hot: c.hot,
        schengen: c.schengen,
        productCount: products.length,
        minPrice: Math.min(...products.map((p) => p.price)),
      }
    }),
    total: found.length,
    continents: CONTINENTS.map((code) => ({ code, name: continentName(code, lang), count: all.filter((c) => c.continent === code).length })),
  }
}

/** POST /obt/visa/VisaQuery/GetConsularList. */
export async function consularList(ctx: AppContext, caller: Caller, body: VisaConsularListBody, lang: Lang): Promise<VisaConsularListReply> {
  await assertVisasOpen(ctx, caller, lang)
  countryOrNotFound(ctx, body.countryCode, lang)
  return { list: visaSupplier(ctx).districts(body.countryCode).map((d) => consularView(d, lang)) }
}

/** POST /obt/visa/VisaQuery/VisaList: a country's products (every district sells them all), business first. */
export async function visaList(ctx: AppContext, caller: Caller, body: VisaListBody, lang: Lang): Promise<VisaListReply> {
  await assertVisasOpen(ctx, caller, lang)
  const country = countryOrNotFound(ctx, body.countryCode, lang)
  const district = districtOf(ctx, country.code, body.consularId, lang)
  const now = ctx.clock()
  const today = chinaDate(now)
  const tripDate = body.tripDate ?? defaultTripDate(now)
  const found = visaSupplier(ctx).products(country.code).filter((p) => !body.type || p.type === body.type)
  const count = body.count ?? 999
  const pageNum = body.pageNum ?? 1
  return {
    list: found.slice((pageNum - 1) * count, pageNum * count).map((p) => listItemOf(ctx, p, tripDate, today, lang)),
    total: found.length,
    countryName: pick(lang, country.nameZh, country.nameEn),
    consular: district ? consularView(district, lang) : null,
    tripDate,
  }
}

/** The checklists of a product, one per applicant kind. */
export function checklistsOf(p: VisaProduct, lang: Lang): VisaChecklist[] {
  return APPLICANT_KINDS.map((kind) => ({
    kind,
    kindName: visaText(lang, `kind${kind}`),
    materials: p.materials[kind].map((m) => ({ code: m.code, name: pick(lang, m.nameZh, m.nameEn), desc: pick(lang, m.descZh, m.descEn), required: m.required })),
  }))
}

/** The service fee per applicant of both trip types. */
export async function serviceFees(ctx: AppContext, corpId: number): Promise<{ business: number; personal: number }> {
  const own = await findVisaSettings(ctx.db, corpId)
  if (own) return { business: own.serviceFeeBusiness, personal: own.serviceFeePersonal }
  const settings = await findTravelSettings(ctx.db, corpId)
  return { business: Number(settings.flight_service_fee_business), personal: Number(settings.flight_service_fee_personal) }
}

/** POST /obt/visa/VisaQuery/VisaDetail. */
export async function visaDetail(ctx: AppContext, caller: Caller, body: VisaDetailBody, lang: Lang): Promise<VisaDetailReply> {
  await assertVisasOpen(ctx, caller, lang)
  const p = productOrNotFound(ctx, body.productId, lang)
  const supplier = visaSupplier(ctx)
  const country = supplier.country(p.countryCode) as VisaCountry
  const now = ctx.clock()
  const tripDate = body.tripDate ?? defaultTripDate(now)
  const district = body.consularId ? supplier.district(body.consularId) : undefined
  return {
    ...listItemOf(ctx, p, tripDate, chinaDate(now), lang),
    continent: country.continent,
    strict: country.strict,
    consular: district && district.countryCode === p.countryCode ? consularView(district, lang) : null,
    consulars: supplier.districts(p.countryCode).map((d) => consularView(d, lang)),
    tripDate,
    checklists: checklistsOf(p, lang),
    notes: lang === 'en' ? p.notesEn : p.notesZh,
    cancelRules: cancelRules(lang),
    serviceFee: await serviceFees(ctx, caller.corpId),
    maxApplicants: MAX_APPLICANTS,
  }
}

/** POST /obt/visa/VisaQuery/VisaAssociation: the country's other products, then the continent's cheapest of the same type (up to 6). */
export async function visaAssociation(ctx: AppContext, caller: Caller, body: VisaAssociationBody, lang: Lang): Promise<VisaAssociationReply> {
  await assertVisasOpen(ctx, caller, lang)
  const p = productOrNotFound(ctx, body.productId, lang)
  const supplier = visaSupplier(ctx)
  const continent = (supplier.country(p.countryCode) as VisaCountry).continent
  const now = ctx.clock()
  const tripDate = body.tripDate ?? defaultTripDate(now)
  const same = supplier.products(p.countryCode).filter((x) => x.productId !== p.productId)
  const near = supplier.products()
    .filter((x) => x.countryCode !== p.countryCode && x.type === p.type && supplier.country(x.countryCode)?.continent === continent)
    .sort((a, b) => a.price - b.price || a.productId.localeCompare(b.productId))
  return { list: [...same, ...near].slice(0, 6).map((x) => listItemOf(ctx, x, tripDate, chinaDate(now), lang)) }
}

/** POST /obt/visa/VisaQuery/appointment: working days from 2 days ahead for 30 days; none needed for products without a visit. */
export async function appointment(ctx: AppContext, caller: Caller, body: VisaAppointmentBody, lang: Lang): Promise<VisaAppointmentReply> {
  await assertVisasOpen(ctx, caller, lang)
  const p = productOrNotFound(ctx, body.productId, lang)
  const district = districtOf(ctx, p.countryCode, body.consularId, lang) as ConsularDistrict
  const from = addDays(chinaDate(ctx.clock()), APPOINTMENT_FROM_DAYS)
  return {
    required: p.interview,
    centre: pick(lang, district.centreZh, district.centreEn),
    address: pick(lang, district.addressZh, district.addressEn),
    days: p.interview ? visaSupplier(ctx).appointmentDays(district.consularId, from, APPOINTMENT_DAYS) : [],
  }
}
