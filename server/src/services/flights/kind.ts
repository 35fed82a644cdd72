/**
 * The domestic flight order kind (order type 11001, product 10901; its refunds 11002 and changes
 * 11003 are rows of the lists): what the order spine calls for flights. Registered by buildApp.
 */
import type { Kysely } from 'kysely'
import { findEmployee } from '../../db/repositories/employees'
import { findClaimsOnFlight, findPassengers, findSegments, type FlightOrder } from '../../db/repositories/flight-orders'
import { findApplicationNoOf, findViolationReason } from '../../db/repositories/orders'
import type { DB } from '../../db/types'
import { translate, type Lang, type MessageKey } from '../../messages'
import type { ApprovalOrderSummary } from '../../schemas/approval'
import type { OrderStatusCode, Violation } from '../../schemas/common'
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import type { ApprovalSubject } from '../approvals/approval-engine'
import { biText } from '../messages/emp-messages'
import { ACTIVE_STATUSES, FLIGHT_ORDER_TRANSITIONS, INITIAL_STATUSES, ORDER_STATUS } from '../orders/order-state'
import { registerOrderKind, type ApprovalRowText } from '../orders/registry'
import { maskCard } from '../identity/travellers'
import { expireDueChanges, payChangeIn, payableChange } from './changes'
import { airlineName, cabinName, cityName } from './common'
import { canSeeOrder, flightListRows, flightListSource, issueTickets, releaseOrderHolds, snapshotOfRow, violationText } from './orders'
import { requoteFlightOrder } from './requote'
import { flightOrdersKg } from '../carbon/orders'

/** Registers the flight kind (idempotent: a second buildApp replaces it with the same). */
export function registerFlightKind(): void {
  registerOrderKind({
    name: 'flight',
    orderTypes: [ORDER_TYPE.FLIGHT, ORDER_TYPE.FLIGHT_REFUND, ORDER_TYPE.FLIGHT_CHANGE],
    productCode: String(PRODUCT_CODE.DOMESTIC_FLIGHT),
    transitions: FLIGHT_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      canSee: (ctx, caller, order) => canSeeOrder(ctx, caller, order),
      release: (trx, order) => releaseOrderHolds(trx, order),
      issueAfterPayment: (ctx, order) => issueTickets(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => orderSubject(db, order),
      approvalSummary: (db, order, lang) => orderSummary(db, order, lang),
      approvalRows: (db, orders, lang) => approvalRows(db, orders, lang),
      listSource: (db, scope) => flightListSource(db, scope),
      listRows: (db, rows, lang, now) => flightListRows(db, rows, lang, now),
      // What is booked is a flight (its flight key); the passengers' claims say who holds it.
      sameBookings: async (db, corpId, flightKey, identities) =>
        (await findClaimsOnFlight(db, corpId, flightKey, identities, ACTIVE_STATUSES)).map((r) => ({ orderId: r.order_id, orderNo: r.order_no, passengerName: r.name })),
      sweep: (ctx) => expireDueChanges(ctx),
      requote: (ctx, trx, order) => requoteFlightOrder(ctx, trx, order),
      carbonKg: (ctx, orders) => flightOrdersKg(ctx, orders.map((o) => o.id)),
      // A change whose net the traveller pays (payScene 2 with changeId).
      afterSalePayment: {
        due: async (ctx, caller, order, changeId) => {
          const { change, amount } = await payableChange(ctx, caller, order.id, changeId)
          return { no: change.change_no, amount, deadline: change.pay_deadline as Date }
        },
        pay: (ctx, caller, order, changeId, payNo, amount) => payChangeIn(ctx, caller, order.id, changeId, payNo, amount),
      },
    },
  })
}

/** The approver's list rows of flight orders: flights and route, passengers, first departure. */
async function approvalRows(db: Kysely<DB>, orders: FlightOrder[], lang: Lang): Promise<Map<number, ApprovalRowText>> {
  const ids = orders.map((o) => o.id)
  const [passengers, allSegments] = await Promise.all([findPassengers(db, ids), findSegments(db, ids)])
  const segments = allSegments.filter((s) => s.changed_from_segment_id === null)
  const out = new Map<number, ApprovalRowText>()
  for (const order of orders) {
    const segs = segments.filter((s) => s.order_id === order.id)
    out.set(order.id, {
      title: translate(lang, 'orderTitle', { flightNo: [...new Set(segs.map((s) => s.flight_no))].join('/'), route: lang === 'en' ? order.route_text_en : order.route_text_zh }),
      travellerNames: passengers.filter((p) => p.order_id === order.id).map((p) => p.name).join('、'),
      summary: segs[0] ? snapshotOfRow(segs[0]).depTime : '',
    })
  }
  return out
}

/** The approval subject of a flight order, read through `db` (the transaction's handle inside one). */
async function orderSubject(db: Kysely<DB>, order: FlightOrder): Promise<ApprovalSubject> {
  const [booker, passengers, segments] = await Promise.all([
    findEmployee(db, order.booker_emp_id),
    findPassengers(db, [order.id]),
    findSegments(db, [order.id]),
  ])
  const flightNo = [...new Set(segments.filter((s) => s.changed_from_segment_id === null).map((s) => s.flight_no))].join('/')
  return {
    corpId: order.corp_id,
    orderType: ORDER_TYPE.FLIGHT,
    subjectId: order.id,
    changeId: null,
    kind: 'kindFlightOrder',
    mainTravellerEmpId: passengers.find((p) => p.emp_id !== null)?.emp_id ?? order.booker_emp_id,
    no: order.order_no,
    title: biText('orderTitle', { flightNo, route: { zh: order.route_text_zh, en: order.route_text_en } }),
    applicantEmpId: order.booker_emp_id,
    applicantName: booker?.emp_name ?? '',
    travellerSideEmpIds: [order.booker_emp_id, ...passengers.flatMap((p) => (p.emp_id !== null ? [p.emp_id] : []))],
    amount: Number(order.total_amount),
    violation: order.violations !== null,
  }
}

/** Order statuses an approver meets, with their labels in the catalogue (others show their code). */
const LABELLED_STATUSES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED', 'REJECTED', 'FULL_REFUND', 'PARTIAL_REFUND', 'CHANGED', 'PARTIAL_CHANGE']

function orderStatusText(status: string, lang: Lang): string {
  return LABELLED_STATUSES.includes(status) ? translate(lang, `orderStatus${status}` as MessageKey) : status
}

/** A flight order as the approver sees it. */
async function orderSummary(db: Kysely<DB>, order: FlightOrder, lang: Lang): Promise<ApprovalOrderSummary> {
  const orderId = order.id
  const [allSegments, passengers, reason, ccsqdNo] = await Promise.all([
    findSegments(db, [orderId]),
    findPassengers(db, [orderId]),
    order.violation_reason_id ? findViolationReason(db, order.corp_id, order.violation_reason_id) : undefined,
    findApplicationNoOf(db, order.ccsqd_id),
  ])
  const segments = allSegments.filter((s) => s.changed_from_segment_id === null)
  const violations: Violation[] = order.violations
    ? (JSON.parse(order.violations) as { code: Violation['code'] }[]).map((v) => ({ code: v.code, text: violationText(v.code, lang) }))
    : []
  const reasonText = reason ? (lang === 'en' ? reason.name_en : reason.name_zh) + (order.violation_note ? `（${order.violation_note}）` : '') : ''
  return {
    orderId: String(order.id),
    orderNo: order.order_no,
    status: order.status as OrderStatusCode,
    statusText: orderStatusText(order.status, lang),
    amount: Number(order.total_amount),
    tripType: order.trip_type === 2 ? 2 : 1,
    segments: segments.map((s) => {
      const snap = snapshotOfRow(s)
      return {
        flightNo: s.flight_no,
        airline: airlineName(snap.airline, lang),
        depCity: cityName(s.dep_city, lang),
        arrCity: cityName(s.arr_city, lang),
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
