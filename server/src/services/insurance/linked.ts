/**
 * Insurance bought with a flight or a train: an insurance order of its own (11015) linked to the
 * travel order, and refunded with it.
 *
 * When: the travel order is issued (flights/orders.ts issueTickets, trains/orders.ts
 * issueTrainOrder call `linkFlightInsurance` / `linkTrainInsurance` inside their issuing
 * transaction). Before that the insurance is only a line of an unpaid booking that may still be
 * cancelled or expire, so nothing needs undoing; after it, the insured persons have policies.
 *
 * Money: the premium is paid once, by the travel order's payment (its total already counts the
 * insurance lines, unchanged). The linked header shows the premium as its total and as paid
 * (`pay_no` is the travel order's) and never asks for a payment of its own; no money moves on it.
 * When the travel order is refunded before departure, the flight and train refund paths call
 * `refundLinkedInsuranceIn` in their refund transaction: the premiums of the refunded tickets whose
 * cover has not started are marked refunded on the insurance order (an 11027 document naming the
 * travel refund) and returned to the travel path, which adds them to the money it gives back
 * through the travel order's payer. So the premium goes back exactly once, with the ticket.
 */
import type { Kysely } from 'kysely'
import { findOrderInsurances, findPassengers, findSegments, findTickets, type OrderInsurance } from '../../db/repositories/flight-orders'
import { findInsuranceProductsByCodes } from '../../db/repositories/insurance'
import {
  findInsureds,
  findLinkedInsuranceOrder,
  insertInsuranceOrder,
  insertInsuranceRefund,
  insertInsureds,
  insertLinkedHeader,
  markInsuredsRefunded,
  setPolicyNumbers,
} from '../../db/repositories/insurance-orders'
import { lockOrder, nextOrderNo, type Order } from '../../db/repositories/orders'
import { findLegs, findTrainInsurances, findTrainPassengers, findTrainTickets } from '../../db/repositories/train-orders'
import type { DB } from '../../db/types'
import type { Lang } from '../../messages'
import { addMs, chinaDate } from '../../util/time'
import { moveOrder } from '../orders/lifecycle'
import { ORDER_STATUS } from '../orders/order-state'
import type { ProductSnapshot } from './booking'
import { coverDays, INSURANCE_ORDER_TYPE } from './catalog'
import { currentInsurer, minuteText, REFUND_PREFIX, tellInsured, travelOrderWords } from './orders'
import { insuranceBiText, insuranceText } from './texts'

/** Insurance product code of insurance orders. */
const PRODUCT_CODE = '10907'
/** Order number prefix (保险 BX). */
const ORDER_PREFIX = 'BX'
/** A flight's cover: from departure, for a day (the flight and getting off it). */
const FLIGHT_COVER_MS = 24 * 3_600_000

/** What the travel order says about one insured ticket. */
interface InsuredTicket {
  ref: string
  empId: number | null
  contactId: number | null
  name: string
  cardType: string
  cardNumber: string
  born: string | null
  phone: string | null
  tripNo: string
  coverStart: Date
  coverEnd: Date
}

/** The insurance lines of a travel order (flight or train rows share the shape). */
type InsuranceLine = Pick<OrderInsurance, 'product_id' | 'code' | 'name_zh' | 'name_en' | 'price'>

const money = (n: number): number => Math.round(n * 100) / 100

/** The linked order of an issued travel order: header, insurance row, insured rows with their policies (inside the issuing transaction). */
async function link(trx: Kysely<DB>, travel: Order, productCode: string, kind: string, lines: InsuranceLine[], tickets: InsuredTicket[], now: Date): Promise<void> {
  if (lines.length === 0 || tickets.length === 0) return
  if (await findLinkedInsuranceOrder(trx, travel.corp_id, travel.id)) return
  const products = await findInsuranceProductsByCodes(trx, productCode, lines.map((l) => l.code))
  const unit = money(lines.reduce((s, l) => s + Number(l.price), 0))
  const total = money(unit * tickets.length)
  const starts = tickets.map((t) => t.coverStart.getTime())
  const ends = tickets.map((t) => t.coverEnd.getTime())
  const coverStart = new Date(Math.min(...starts))
  const coverEnd = new Date(Math.max(...ends))
  const joined = (lang: Lang) => lines.map((l) => (lang === 'en' ? l.name_en : l.name_zh)).join(lang === 'en' ? ', ' : '、')
  const header = await insertLinkedHeader(trx, {
    order_no: await nextOrderNo(trx, ORDER_PREFIX, chinaDate(now)),
    order_type: INSURANCE_ORDER_TYPE,
    product_code: PRODUCT_CODE,
    corp_id: travel.corp_id,
    booker_emp_id: travel.booker_emp_id,
    client_token: `link-${travel.id}`,
    trip_type: travel.trip_type,
    status: ORDER_STATUS.ISSUED,
    contact_name: travel.contact_name,
    contact_phone: travel.contact_phone,
    contact_email: travel.contact_email,
    cost_center_id: travel.cost_center_id,
    project_id: travel.project_id,
    ccsqd_id: null,
    route_id: null,
    violations: null,
    violation_reason_id: null,
    violation_note: null,
    need_approval: 0,
    fare_total: 0,
    tax_total: 0,
    service_fee_total: 0,
    insurance_total: total,
    total_amount: total,
    paid_amount: total,
    refunded_amount: 0,
    pay_deadline: null,
    paid_at: travel.paid_at ?? now,
    pay_type: travel.pay_type,
    pay_no: travel.pay_no,
    first_dep_at: coverStart,
    route_text_zh: `${joined('zh')} · ${travelOrderWords('zh', travel)}`,
    route_text_en: `${joined('en')} · ${travelOrderWords('en', travel)}`,
    created_at: now,
    updated_at: now,
  })
  const snapshot: ProductSnapshot = {
    bxid: lines.map((l) => l.code).join(','),
    nameZh: joined('zh'),
    nameEn: joined('en'),
    insurerZh: '商旅模拟财产保险股份有限公司',
    insurerEn: 'Shanglv Simulated Property & Casualty Insurance Co.',
    coverageZh: lines.map((l) => ({ item: l.name_zh, amount: products.find((p) => p.code === l.code)?.summary_zh ?? '' })),
    coverageEn: lines.map((l) => ({ item: l.name_en, amount: products.find((p) => p.code === l.code)?.summary_en ?? '' })),
    termsZh: products.map((p) => `【${p.name_zh}】\n${p.terms_zh}`).join('\n'),
    termsEn: products.map((p) => `[${p.name_en}]\n${p.terms_en}`).join('\n'),
  }
  await insertInsuranceOrder(trx, {
    order_id: header.id,
    corp_id: header.corp_id,
    product_id: lines[0].product_id,
    kind,
    snapshot: JSON.stringify(snapshot),
    start_date: chinaDate(coverStart),
    end_date: chinaDate(coverEnd),
    cover_start: coverStart,
    cover_end: coverEnd,
    days: coverDays(chinaDate(coverStart), chinaDate(coverEnd)),
    unit_price: unit,
    quantity: tickets.length,
    trip_no: [...new Set(tickets.map((t) => t.tripNo))].join('/').slice(0, 64),
    linked_order_id: travel.id,
  })
  const rows = tickets.flatMap((t) => lines.map((l) => ({ t, l })))
  await insertInsureds(trx, rows.map(({ t, l }, sort) => ({
    order_id: header.id, emp_id: t.empId, contact_id: t.contactId, name: t.name, card_type: t.cardType, card_number: t.cardNumber, born: t.born, phone: t.phone,
    product_id: l.product_id, product_name_zh: l.name_zh, product_name_en: l.name_en, premium: Number(l.price),
    cover_start: t.coverStart, cover_end: t.coverEnd, travel_ref: t.ref, policy_no: null, refund_id: null, sort,
  })))
  // The simulated insurer answers at once (no I/O); a real one would be asked after the commit, like the issuing of tickets.
  const stored = await findInsureds(trx, [header.id])
  const numbers = await currentInsurer().issuePolicies(stored.map((p, index) => ({
    orderNo: header.order_no, index, productCode: String(p.product_id), name: p.name, coverStart: minuteText(p.cover_start), coverEnd: minuteText(p.cover_end),
  })))
  await setPolicyNumbers(trx, stored.map((p, i) => ({ insuredId: p.id, policyNo: numbers[i] })))
}

/** Flights: the linked insurance order of an order just issued (inside issueTickets' transaction, order ISSUED). */
export async function linkFlightInsurance(trx: Kysely<DB>, travel: Order, now: Date): Promise<void> {
  const lines = await findOrderInsurances(trx, travel.id)
  if (lines.length === 0) return
  const [passengers, segments, tickets] = await Promise.all([findPassengers(trx, [travel.id]), findSegments(trx, [travel.id]), findTickets(trx, [travel.id])])
  const insured = tickets.filter((t) => t.status === 'ISSUED' && Number(t.insurance) > 0).flatMap((t) => {
    const p = passengers.find((x) => x.id === t.passenger_id)
    const s = segments.find((x) => x.id === t.segment_id)
    if (!p || !s) return []
    return [{
      ref: `flight-ticket:${t.id}`, empId: p.emp_id, contactId: p.contact_id, name: p.name, cardType: p.card_type, cardNumber: p.card_number,
      born: p.born, phone: p.phone, tripNo: s.flight_no, coverStart: s.dep_at, coverEnd: addMs(s.dep_at, FLIGHT_COVER_MS),
    }]
  })
  const kind = lines.every((l) => l.code === 'BX-DELAY') ? 'FLIGHT_DELAY' : 'ACCIDENT'
  await link(trx, travel, '10901', kind, lines, insured, now)
}

/** Trains: the linked insurance order of an order just issued (inside issueTrainOrder's transaction, order ISSUED). */
export async function linkTrainInsurance(trx: Kysely<DB>, travel: Order, now: Date): Promise<void> {
  const lines = await findTrainInsurances(trx, travel.id)
  if (lines.length === 0) return
  const [passengers, legs, tickets] = await Promise.all([findTrainPassengers(trx, [travel.id]), findLegs(trx, [travel.id]), findTrainTickets(trx, [travel.id])])
  const insured = tickets.filter((t) => t.status === 'ISSUED' && Number(t.insurance) > 0).flatMap((t) => {
    const p = passengers.find((x) => x.id === t.passenger_id)
    const leg = legs.find((x) => x.id === t.leg_id)
    if (!p || !leg) return []
    return [{
      ref: `train-ticket:${t.id}`, empId: p.emp_id, contactId: p.contact_id, name: p.name, cardType: p.card_type, cardNumber: p.card_number,
      born: p.born, phone: p.phone, tripNo: leg.train_code, coverStart: leg.depart_at, coverEnd: leg.arrive_at,
    }]
  })
  await link(trx, travel, '10904', 'TRAIN', lines, insured, now)
}

/**
 * The travel order's refund of these tickets (inside its transaction, travel order locked): the
 * linked policies of those tickets whose cover has not started are refunded — an 11027 document
 * naming the travel refund, the insured rows marked, the insurance order PARTIAL_REFUND or
 * FULL_REFUND with the amount — and the premium is returned for the travel path to give back with
 * the ticket. 0 when nothing of the tickets is insured or every cover has started.
 */
export async function refundLinkedInsuranceIn(
  trx: Kysely<DB>,
  travel: Order,
  refund: { ticketRefs: string[]; travelRefundNo: string; actorEmpId: number; now: Date },
): Promise<number> {
  const link = await findLinkedInsuranceOrder(trx, travel.corp_id, travel.id)
  if (!link) return 0
  const order = await lockOrder(trx, travel.corp_id, link.order_id)
  if (!order || (order.status !== ORDER_STATUS.ISSUED && order.status !== ORDER_STATUS.PARTIAL_REFUND)) return 0
  const people = await findInsureds(trx, [order.id])
  const open = people.filter((p) => p.refund_id === null)
  const back = open.filter((p) => p.travel_ref !== null && refund.ticketRefs.includes(p.travel_ref) && p.cover_start.getTime() > refund.now.getTime())
  if (back.length === 0) return 0
  const amount = money(back.reduce((s, p) => s + Number(p.premium), 0))
  const to = back.length === open.length ? ORDER_STATUS.FULL_REFUND : ORDER_STATUS.PARTIAL_REFUND
  const refundNo = await nextOrderNo(trx, REFUND_PREFIX, chinaDate(refund.now))
  const refundId = await insertInsuranceRefund(trx, {
    refund_no: refundNo, order_id: order.id, corp_id: order.corp_id, applicant_emp_id: refund.actorEmpId, order_status: to,
    reason: insuranceText('zh', 'refundWithTravel'), amount, travel_refund_no: refund.travelRefundNo, created_at: refund.now,
  })
  await markInsuredsRefunded(trx, order.id, back.map((p) => p.id), refundId, amount)
  // No money moves here: it goes back with the travel order's refund, whose payment paid it.
  await moveOrder(trx, order, to, {
    event: 'refund', actorEmpId: refund.actorEmpId, note: `${refundNo} (${refund.travelRefundNo})`, at: refund.now,
    set: { refunded_amount: money(Number(order.refunded_amount) + amount) },
  })
  await tellInsured(trx, order, insuranceBiText('msgRefundedTitle'), insuranceBiText('msgRefunded', () => ({ orderNo: order.order_no, amount })), refund.now)
  return amount
}
