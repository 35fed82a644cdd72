/**
 * The airport service order kinds: one kind per header order type (11028 lounge, 11029 fast
 * security, 11030 check-in, 11031 guest pass, 21028 integrated product, product 10912), all built
 * from the same transition table and hooks. One kind per type because the registry keys a kind by
 * its header type (`orderTypes[0]`) and the spine's expiry, issuing retries, lists and detail
 * routing all follow the header type; the five share every hook, so nothing is written five times.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──vouchers──> ISSUED
 *     └────book (no approval)───────────────^        │
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED (places released)
 *   ISSUED ──cancel before the service day──> FULL_REFUND;  ISSUED ──service day passed──> COMPLETED
 */
import { airportServiceListSource } from '../../db/repositories/airport-service-orders'
import { INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import {
  airportApprovalRows,
  airportApprovalSummary,
  airportListRows,
  airportOrderSubject,
  canSeeAirportOrder,
  completeEndedServices,
  issueAirportVouchers,
  releaseAirportHolds,
} from './orders'
import { AIRPORT_PRODUCT_CODE, ORDER_TYPE_OF, SERVICE_TYPES } from './types'

const S = ORDER_STATUS

/** Allowed transitions of an airport service order (statuses not listed, or mapped to [], are final). */
export const AIRPORT_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  [S.TICKETING]: [S.ISSUED],
  [S.ISSUED]: [S.FULL_REFUND, S.COMPLETED],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
  [S.COMPLETED]: [],
}

/** Registers the five airport service kinds with the order spine (idempotent). */
export function registerAirportServiceKinds(): void {
  for (const [i, type] of SERVICE_TYPES.entries()) {
    const orderType = ORDER_TYPE_OF[type]
    registerOrderKind({
      name: `airport-${type.toLowerCase()}`,
      orderTypes: [orderType],
      productCode: AIRPORT_PRODUCT_CODE,
      transitions: AIRPORT_ORDER_TRANSITIONS,
      initialStatuses: INITIAL_STATUSES,
      paidStatus: ORDER_STATUS.TICKETING,
      hooks: {
        canSee: (ctx, caller, order) => canSeeAirportOrder(ctx, caller, order),
        release: (trx, order) => releaseAirportHolds(trx, order),
        issueAfterPayment: (ctx, order) => issueAirportVouchers(ctx, order.corp_id, order.id),
        approvalSubject: (db, order) => airportOrderSubject(db, order),
        approvalSummary: (db, order, lang) => airportApprovalSummary(db, order, lang),
        approvalRows: (db, orders, lang) => airportApprovalRows(db, orders, lang),
        listSource: (db, scope) => airportServiceListSource(db, scope, orderType),
        listRows: (db, rows, lang, now) => airportListRows(db, rows, lang, now),
        // One sweep completes every airport type's ended services: only the first kind carries it.
        ...(i === 0 ? { sweep: (ctx) => completeEndedServices(ctx) } : {}),
      },
    })
  }
}
