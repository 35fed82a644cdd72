/**
 * The tour order kind (order type 11032, product 10911): what the order spine calls for tours.
 * Registered by buildApp.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──confirm──> ISSUED (confirmed)
 *     └────book──────────────────────────────^
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED (places released)
 *   ISSUED ──cancel before departure (fee table, rules.ts)──> FULL_REFUND (places released)
 */
import { INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { tourListSource } from '../../db/repositories/tour-orders'
import {
  canSeeTourOrder,
  confirmTourOrder,
  releaseTourHolds,
  tourApprovalRows,
  tourApprovalSummary,
  tourListRows,
  tourOrderSubject,
} from './orders'
import { TOUR_ORDER_TYPE, TOUR_PRODUCT } from './rules'

const S = ORDER_STATUS

/** Allowed transitions of a tour order (statuses not listed, or mapped to [], are final). */
export const TOUR_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  [S.TICKETING]: [S.ISSUED],
  [S.ISSUED]: [S.FULL_REFUND],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
}

/** Registers the tour kind with the order spine (idempotent: a second buildApp replaces it with the same). */
export function registerTourKind(): void {
  registerOrderKind({
    name: 'tour',
    orderTypes: [TOUR_ORDER_TYPE],
    productCode: TOUR_PRODUCT,
    transitions: TOUR_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      canSee: (ctx, caller, order) => canSeeTourOrder(ctx, caller, order),
      release: (trx, order) => releaseTourHolds(trx, order),
      issueAfterPayment: (ctx, order) => confirmTourOrder(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => tourOrderSubject(db, order),
      approvalSummary: (db, order, lang) => tourApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => tourApprovalRows(db, orders, lang),
      listSource: (db, scope) => tourListSource(db, scope),
      listRows: (db, rows, lang, now) => tourListRows(db, rows, lang, now),
    },
  })
}
