/**
 * The standalone products (GET /obt/bx/productList, productDetail) and the rules every booking
 * uses: the premium for a length of cover (the smallest price tier covering the days), the age on
 * the first day of cover, the cover window in China time (from 00:00 of the first day to 23:59:59
 * of the last), and the earliest and latest first day (tomorrow; within 90 days).
 */
import type { AppContext } from '../../context'
import { findStandaloneProduct, findStandaloneProducts, type StandaloneProduct } from '../../db/repositories/insurance-orders'
import type { Lang } from '../../messages'
import type {
  CoverageItem,
  InsuranceKind,
  InsuranceProductDetail,
  InsuranceProductListQuery,
  InsuranceProductListReply,
  PriceTier,
  StandaloneProductView,
} from '../../schemas/insurance'
import { chinaDatePlusDays } from '../../util/time'
import { insuranceBadInput, insuranceText, kindName } from './texts'

/** Order type of insurance orders and of their refunds (booking flows §2.4). */
export const INSURANCE_ORDER_TYPE = 11015
export const INSURANCE_REFUND_TYPE = 11027
/** The kinds in the order the screen shows them. */
export const INSURANCE_KINDS: readonly InsuranceKind[] = ['FLIGHT_DELAY', 'ACCIDENT', 'MEDICAL', 'TRAIN']
/** Cover may start this many days ahead at most. */
export const START_WINDOW_DAYS = 90

/** The coverage lines as stored ({zh, en, amount}). */
interface StoredCoverage {
  zh: string
  en: string
  amount: string
}

/** A product's price tiers, ascending by days. */
export function tiersOf(p: Pick<StandaloneProduct, 'price_tiers'>): PriceTier[] {
  return (JSON.parse(p.price_tiers) as PriceTier[]).map((t) => ({ days: Number(t.days), price: Number(t.price) })).sort((a, b) => a.days - b.days)
}

/** The premium per person for `days` days of cover (the smallest tier that covers them); null beyond the longest tier. */
export function premiumFor(tiers: PriceTier[], days: number): number | null {
  return tiers.find((t) => t.days >= days)?.price ?? null
}

/** Whole days from one China date to another, both counted ('2026-03-10' to '2026-03-12' is 3). */
export function coverDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
}

/** Age in whole years on a China date. */
export function ageOn(born: string, date: string): number {
  const [by, bm, bd] = born.split('-').map(Number)
  const [y, m, d] = date.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The instants a cover of China dates starts (00:00 of the first day) and ends (23:59:59 of the last). */
export function coverWindow(start: string, end: string): { from: Date; to: Date } {
  return { from: new Date(`${start}T00:00:00+08:00`), to: new Date(`${end}T23:59:59+08:00`) }
}

/** The coverage lines in a language. */
export function coverageOf(p: Pick<StandaloneProduct, 'coverage'>, lang: Lang): CoverageItem[] {
  return (JSON.parse(p.coverage) as StoredCoverage[]).map((c) => ({ item: lang === 'en' ? c.en : c.zh, amount: c.amount }))
}

/** A product as the list shows it. */
export function productView(p: StandaloneProduct, lang: Lang): StandaloneProductView {
  const en = lang === 'en'
  const tiers = tiersOf(p)
  return {
    bxid: p.code,
    bxmc: en ? p.name_en : p.name_zh,
    kind: p.kind as InsuranceKind,
    saleprice: tiers[0]?.price ?? Number(p.price),
    besm: en ? p.summary_en : p.summary_zh,
    insurer: en ? p.insurer_en : p.insurer_zh,
    priceTiers: tiers,
    minAge: p.min_age,
    maxAge: p.max_age,
    maxDays: p.max_days,
    needsTripNo: p.needs_trip_no === 1,
    coverage: coverageOf(p, lang),
  }
}

/** A product on sale by code (4000 when unknown or off sale). */
export async function standaloneProduct(ctx: AppContext, code: string, lang: Lang): Promise<StandaloneProduct> {
  const p = await findStandaloneProduct(ctx.db, code)
  if (!p) throw insuranceBadInput(lang, 'productUnknown')
  return p
}

/** GET /obt/bx/productList. */
export async function productList(ctx: AppContext, query: InsuranceProductListQuery, lang: Lang): Promise<InsuranceProductListReply> {
  const all = await findStandaloneProducts(ctx.db)
  const kinds = INSURANCE_KINDS.map((kind) => ({ kind, name: kindName(lang, kind), count: all.filter((p) => p.kind === kind).length })).filter((k) => k.count > 0)
  const list = all.filter((p) => !query.kind || p.kind === query.kind).map((p) => productView(p, lang))
  return { kinds, list }
}

/** The first day of cover a booking may choose: tomorrow to START_WINDOW_DAYS ahead (China dates). */
export function startWindow(now: Date): { earliest: string; latest: string } {
  return { earliest: chinaDatePlusDays(now, 1), latest: chinaDatePlusDays(now, START_WINDOW_DAYS) }
}

/** GET /obt/bx/productDetail. */
export async function productDetail(ctx: AppContext, code: string, lang: Lang): Promise<InsuranceProductDetail> {
  const p = await standaloneProduct(ctx, code, lang)
  const { earliest, latest } = startWindow(ctx.clock())
  return {
    ...productView(p, lang),
    bxxz: lang === 'en' ? p.terms_en : p.terms_zh,
    earliestStart: earliest,
    latestStart: latest,
    refundRule: insuranceText(lang, 'refundRule', { start: lang === 'en' ? 'first day 00:00' : '起保日0点' }),
  }
}
