/**
 * The insurance order kind (order type 11015, product 10907; its refunds 11027 are rows of the
 * lists): what the order spine calls for insurance. Registered by buildApp.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──policies──> ISSUED
 *     └────book (no approval)───────────────^        │
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED
 *   (linked to an issued flight or train order) ──link──> ISSUED
 *   ISSUED ──refund before cover──> FULL_REFUND;  ISSUED / PARTIAL_REFUND ──with the travel refund──> PARTIAL_REFUND | FULL_REFUND
 *   ISSUED / PARTIAL_REFUND ──cover ended──> COMPLETED
 */
import { insuranceListSource } from '../../db/repositories/insurance-orders'
import { INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { INSURANCE_ORDER_TYPE, INSURANCE_REFUND_TYPE } from './catalog'
import {
  canSeeInsuranceOrder,
  completeEndedCovers,
  insuranceApprovalRows,
  insuranceApprovalSummary,
  insuranceListRows,
  insuranceOrderSubject,
  issueInsurancePolicies,
} from './orders'

const S = ORDER_STATUS

/** Allowed transitions of an insurance order (statuses not listed, or mapped to [], are final). */
export const INSURANCE_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  [S.TICKETING]: [S.ISSUED],
  [S.ISSUED]: [S.PARTIAL_REFUND, S.FULL_REFUND, S.COMPLETED],
  [S.PARTIAL_REFUND]: [S.PARTIAL_REFUND, S.FULL_REFUND, S.COMPLETED],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
  [S.COMPLETED]: [],
}

/** Registers the insurance kind (idempotent). */
export function registerInsuranceKind(): void {
  registerOrderKind({
    name: 'insurance',
    orderTypes: [INSURANCE_ORDER_TYPE, INSURANCE_REFUND_TYPE],
    productCode: '10907',
    transitions: INSURANCE_ORDER_TRANSITIONS,
    // A linked policy starts issued: the travel order's payment paid it (linked.ts).
    initialStatuses: [...INITIAL_STATUSES, S.ISSUED],
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      canSee: (ctx, caller, order) => canSeeInsuranceOrder(ctx, caller, order),
      // Nothing is held: an insurer has no stock.
      release: async () => undefined,
      issueAfterPayment: (ctx, order) => issueInsurancePolicies(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => insuranceOrderSubject(db, order),
      approvalSummary: (db, order, lang) => insuranceApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => insuranceApprovalRows(db, orders, lang),
      listSource: (db, scope) => insuranceListSource(db, scope, INSURANCE_ORDER_TYPE, INSURANCE_REFUND_TYPE),
      listRows: (db, rows, lang, now) => insuranceListRows(db, rows, lang, now),
      sweep: (ctx) => completeEndedCovers(ctx),
    },
  })
}
