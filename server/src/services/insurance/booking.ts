/**
 * Booking a standalone policy (order type 11015 on the spine): POST /obt/bx/bookDp.
 *
 * The pipeline's steps (services/booking/) with insurance's facts: the product from the database
 * (the premium the server's: the price tier covering the days, per person), the cover (China dates,
 * from tomorrow, within 90 days, at most the product's days), the flight or train number for the
 * products that cover one trip, the insured persons (travellers.ts: scope, frequent travellers,
 * guests) each with a birth date and an age the product covers on the first day, approval when
 * the company asks it, the cost centre and project. Then the transaction (booking/pipeline.ts):
 * the header, the insurance row, the insured persons. Nothing is held: an insurer has no stock.
 */
import type { Kysely } from 'kysely'
import type { AppContext, Caller } from '../../context'
import { insertInsuranceOrder, insertInsureds, type StandaloneProduct } from '../../db/repositories/insurance-orders'
import type { Order } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import type { InsuranceBookBody, InsuranceBookReply } from '../../schemas/insurance'
import { approvalRuleFor, approvalWanted } from '../booking/approval'
import { bookInTransaction, checkAccounting, previousBooking } from '../booking/pipeline'
import { mainTravellerOf, resolveTravellers, type Traveller } from '../booking/travellers'
import { ageOn, coverDays, coverageOf, coverWindow, INSURANCE_ORDER_TYPE, premiumFor, standaloneProduct, START_WINDOW_DAYS, startWindow, tiersOf } from './catalog'
import { insuranceOrderReply } from './orders'
import { insuranceBadInput, insuranceConflict, insuranceText } from './texts'

/** Order number prefix of insurance orders (保险 BX). */
export const ORDER_PREFIX = 'BX'

/** What an insurance row keeps of the product (so the order never reads the catalogue again). */
export interface ProductSnapshot {
  bxid: string
  nameZh: string
  nameEn: string
  insurerZh: string
  insurerEn: string
  coverageZh: { item: string; amount: string }[]
  coverageEn: { item: string; amount: string }[]
  termsZh: string
  termsEn: string
}

/** The snapshot of a standalone product. */
export function snapshotOfProduct(p: StandaloneProduct): ProductSnapshot {
  return {
    bxid: p.code, nameZh: p.name_zh, nameEn: p.name_en, insurerZh: p.insurer_zh, insurerEn: p.insurer_en,
    coverageZh: coverageOf(p, 'zh'), coverageEn: coverageOf(p, 'en'), termsZh: p.terms_zh, termsEn: p.terms_en,
  }
}

const FLIGHT_NO = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}$/
const TRAIN_NO = /^[GCDZTKSYL]?\d{1,4}$/

/** The flight or train number a one-trip product needs (4000 when missing or malformed). */
function tripNoOf(product: StandaloneProduct, tripNo: string | undefined, lang: Lang): string | null {
  if (product.needs_trip_no !== 1) return null
  const what = insuranceText(lang, product.kind === 'TRAIN' ? 'trainNo' : 'flightNo')
  const value = tripNo?.trim().toUpperCase() ?? ''
  if (!value) throw insuranceBadInput(lang, 'tripNoRequired', { what })
  if (!(product.kind === 'TRAIN' ? TRAIN_NO : FLIGHT_NO).test(value)) throw insuranceBadInput(lang, 'tripNoInvalid', { what, value })
  return value
}

/** The cover's dates checked on the app's clock; returns the number of days. */
export function checkCover(now: Date, product: Pick<StandaloneProduct, 'max_days' | 'name_zh' | 'name_en'>, start: string, end: string, lang: Lang): number {
  const { earliest, latest } = startWindow(now)
  if (start < earliest) throw insuranceBadInput(lang, 'startTooEarly', { date: earliest })
  if (start > latest) throw insuranceBadInput(lang, 'startTooFar', { n: START_WINDOW_DAYS })
  if (end < start) throw insuranceBadInput(lang, 'datesInvalid')
  const days = coverDays(start, end)
  if (days > product.max_days) throw insuranceBadInput(lang, 'tooManyDays', { product: lang === 'en' ? product.name_en : product.name_zh, n: product.max_days })
  return days
}

/** Each insured person's birth date (the record's, else the one sent) and age within the product's on the first day (4000 naming the person). */
export function checkAges(
  product: Pick<StandaloneProduct, 'min_age' | 'max_age' | 'name_zh' | 'name_en'>,
  people: { name: string; born: string | null }[],
  sent: (string | undefined)[],
  start: string,
  lang: Lang,
): string[] {
  return people.map((p, i) => {
    const born = p.born ?? sent[i] ?? null
    if (!born) throw insuranceBadInput(lang, 'birthRequired', { name: p.name })
    if (born > start || born < '1900-01-01') throw insuranceBadInput(lang, 'bornInvalid', { name: p.name })
    const age = ageOn(born, start)
    if (age < product.min_age || age > product.max_age) {
      throw insuranceBadInput(lang, 'ageOutOfRange', { name: p.name, age, product: lang === 'en' ? product.name_en : product.name_zh, min: product.min_age, max: product.max_age })
    }
    return born
  })
}

const money = (n: number): number => Math.round(n * 100) / 100

/** POST /obt/bx/bookDp. */
export async function bookStandalone(ctx: AppContext, caller: Caller, body: InsuranceBookBody, lang: Lang): Promise<InsuranceBookReply> {
  const previous = await previousBooking(ctx, caller.empId, body.clientToken)
  if (previous) return insuranceOrderReply(ctx, previous)
  const product = await standaloneProduct(ctx, body.bxid, lang)
  const now = ctx.clock()
  const days = checkCover(now, product, body.startDate, body.endDate, lang)
  const tripNo = tripNoOf(product, body.tripNo, lang)
  const unit = premiumFor(tiersOf(product), days)
  if (unit === null) throw insuranceBadInput(lang, 'tooManyDays', { product: lang === 'en' ? product.name_en : product.name_zh, n: product.max_days })
  const people = await resolveTravellers(ctx, caller, body.insureds, { tripType: body.tripType, useDate: body.startDate })
  const borns = checkAges(product, people, body.insureds.map((i) => i.born), body.startDate, lang)
  await checkAccounting(ctx, caller.corpId, body)
  const total = money(unit * people.length)
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - total) >= 0.005) {
    throw insuranceConflict(lang, 'priceChanged', { total }, { reasonCode: 'PRICE_CHANGED', totalAmount: total })
  }
  const wanted = approvalWanted({ tripType: body.tripType, approveAll: false, violated: false, overPolicyAction: null, approveOutOfPolicy: false })
  const rule = await approvalRuleFor(ctx.db, caller.corpId, { wanted, violated: false, mainTravellerEmpId: mainTravellerOf(people, caller.empId), amount: total })
  const cover = coverWindow(body.startDate, body.endDate)
  const title = (l: Lang) => insuranceText(l, 'orderTitle', { product: l === 'en' ? product.name_en : product.name_zh, start: body.startDate, end: body.endDate })
  const { order } = await bookInTransaction(ctx, {
    corpId: caller.corpId,
    bookerEmpId: caller.empId,
    clientToken: body.clientToken,
    orderType: INSURANCE_ORDER_TYPE,
    noPrefix: ORDER_PREFIX,
    rule,
    application: null,
    header: {
      trip_type: body.tripType,
      contact_name: body.contact.name.trim(),
      contact_phone: body.contact.phone,
      contact_email: body.contact.email ?? null,
      cost_center_id: body.costCenterId ? Number(body.costCenterId) : null,
      project_id: body.projectId ? Number(body.projectId) : null,
      violations: null,
      violation_reason_id: null,
      violation_note: null,
      fare_total: 0,
      tax_total: 0,
      service_fee_total: 0,
      insurance_total: total,
      total_amount: total,
      first_dep_at: cover.from,
      route_text_zh: title('zh'),
      route_text_en: title('en'),
    },
    hold: (trx, created) => write(trx, created, people, borns),
  })
  return insuranceOrderReply(ctx, order)

  /** The insurance part of the transaction: the insurance row and the insured persons. */
  async function write(trx: Kysely<DB>, created: Order, insured: Traveller[], born: string[]): Promise<void> {
    await insertInsuranceOrder(trx, {
      order_id: created.id,
      corp_id: created.corp_id,
      product_id: product.id,
      kind: product.kind,
      snapshot: JSON.stringify(snapshotOfProduct(product)),
      start_date: body.startDate,
      end_date: body.endDate,
      cover_start: cover.from,
      cover_end: cover.to,
      days,
      unit_price: unit as number,
      quantity: insured.length,
      trip_no: tripNo,
      linked_order_id: null,
    })
    await insertInsureds(trx, insured.map((t, sort) => ({
      order_id: created.id, emp_id: t.empId, contact_id: t.contactId, name: t.name, card_type: t.cardType, card_number: t.cardNumber, born: born[sort],
      phone: t.phone, product_id: product.id, product_name_zh: product.name_zh, product_name_en: product.name_en, premium: unit as number,
      cover_start: cover.from, cover_end: cover.to, travel_ref: null, policy_no: null, refund_id: null, sort,
    })))
  }
}
