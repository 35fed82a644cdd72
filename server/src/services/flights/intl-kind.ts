/**
 * The international flight order kind (order type 11004, product 10902): an order on the flight
 * tables, so visibility, the release of seats and claims, and the list rows are the flight
 * kind's functions (orders.ts) called with this type; issuing is the international simulator's;
 * the approver's texts name the itinerary. Its refunds (11005) and changes (11006) are offered
 * by customer service only (§8): no after-sale hooks. Registered by buildApp.
 */
import type { Kysely } from 'kysely'
import { findEmployee } from '../../db/repositories/employees'
import { findPassengers, findSegments, flightListSource as flightListQuery, type FlightOrder } from '../../db/repositories/flight-orders'
import { findApplicationNoOf, findViolationReason } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { translate, type Lang } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode, Violation } from '../../schemas/common'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import type { ApprovalSubject } from '../approvals/approval-engine'
import { biText } from '../messages/emp-messages'
import { FLIGHT_ORDER_TRANSITIONS, INITIAL_STATUSES, ORDER_STATUS } from '../orders/order-state'
import { registerOrderKind, type ApprovalRowText } from '../orders/registry'
import { maskCard } from '../identity/travellers'
import { airportName, cabinName, cityName } from './common'
import { intlAirlineName } from './intl-common'
import { issueIntlTickets } from './intl-orders'
import { canSeeOrder, flightListRows, releaseOrderHolds, snapshotOfRow, violationText } from './orders'
import { flightOrdersKg } from '../carbon/orders'

/** Registers the international flight kind (idempotent). */
export function registerIntlFlightKind(): void {
  registerOrderKind({
    name: 'intl-flight',
    orderTypes: [ORDER_TYPE.INTL_FLIGHT, ORDER_TYPE.INTL_FLIGHT_REFUND, ORDER_TYPE.INTL_FLIGHT_CHANGE],
    productCode: String(PRODUCT_CODE.INTERNATIONAL_FLIGHT),
    transitions: FLIGHT_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      carbonKg: (ctx, orders) => flightOrdersKg(ctx, orders.map((o) => o.id)),
      canSee: (ctx, caller, order) => canSeeOrder(ctx, caller, order),
      release: (trx, order) => releaseOrderHolds(trx, order),
      issueAfterPayment: (ctx, order) => issueIntlTickets(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => subjectOf(db, order),
      approvalSummary: (db, order, lang) => summaryOf(db, order, lang),
      approvalRows: (db, orders, lang) => rowsOf(db, orders, lang),
      listSource: (db, scope) => flightListQuery(db, scope, ORDER_TYPE.INTL_FLIGHT),
      listRows: (db, rows, lang, now) => flightListRows(db, rows, lang, now),
    },
  })
}

const flightNos = (segments: Awaited<ReturnType<typeof findSegments>>): string => [...new Set(segments.map((s) => s.flight_no))].join('/')

async function rowsOf(db: Kysely<DB>, orders: FlightOrder[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const ids = orders.map((o) => o.id)
  const [passengers, segments] = await Promise.all([findPassengers(db, ids), findSegments(db, ids)])
  const out = new Map<number, ApprovalRowText>()
  for (const order of orders) {
    const segs = segments.filter((s) => s.order_id === order.id)
    out.set(order.id, {
      title: translate(lang, 'orderTitle', { flightNo: flightNos(segs), route: lang === 'en' ? order.route_text_en : order.route_text_zh }),
      travellerNames: passengers.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: segs[0] ? snapshotOfRow(segs[0]).depTime : '',
    })
  }
  return out
}

async function subjectOf(db: Kysely<DB>, order: FlightOrder): Promise<ApprovalSubject> {
  const [booker, passengers, segments] = await Promise.all([findEmployee(db, order.booker_emp_id), findPassengers(db, [order.id]), findSegments(db, [order.id])])
  return {
    corpId: order.corp_id,
    orderType: ORDER_TYPE.INTL_FLIGHT,
    subjectId: order.id,
    changeId: null,
    kind: 'kindFlightOrder',
    mainTravellerEmpId: passengers.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: biText('orderTitle', { flightNo: flightNos(segments), route: { zh: order.route_text_zh, en: order.route_text_en } }),
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...passengers.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))],
    amount: Number(order.total_amount),
    violation: order.violations !== null,
  }
}

async function summaryOf(db: Kysely<DB>, order: FlightOrder, lang: Lang): Promise<ApprovalOrderSummary> {
  const [segments, passengers, reason, ccsqdNo] = await Promise.all([
    findSegments(db, [order.id]),
    findPassengers(db, [order.id]),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
    findApplicationNoOf(db, order.ccsqd_id),
  ])
  const violations: Violation[] = order.violations
    ? (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: violationText(v.code, lang) }))
    : []
  const reasonText = reason ? (lang === 'en' ? reason.name_en : reason.name_zh) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  const labelled = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED']
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: labelled.includes(order.status) ? translate(lang, `orderStatus${order.status}` as Parameters<typeof translate>[1]) : order.status,
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: segments.map((s) => {
      const snap = snapshotOfRow(s)
      return {
        flightNo: s.flight_no,
        airline: intlAirlineName(snap.airline, lang),
        depCity: `${cityName(s.dep_city, lang)} ${airportName(s.dep_airport, lang)}`.trim(),
        arrCity: `${cityName(s.arr_city, lang)} ${airportName(s.arr_airport, lang)}`.trim(),
        depTime: snap.depTime,
        arrTime: snap.arrTime,
        cabinName: cabinName(s.cabin_class as 'Y' | 'C' | 'F', lang),
      }
    }),
    passengers: passengers.map((p) => ({ name: p.name, cardMasked: maskCard(p.card_type, p.card_number) })),
    violations,
    ...(reasonText ? { reason: reasonText } : {}),
    ...(ccsqdNo ? { ccsqdNo } : {}),
  }
}
