/**
 * The visa order kind (order type 11023, product 10913): what the order spine calls for visas.
 * Registered by buildApp.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> PAID ──start──> IN_PROGRESS
 *     └────book──────────────────────────────^
 *   IN_PROGRESS (steps in progress.ts: materials received, submitted, decided) ──returned──> COMPLETED
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED (claims released)
 *   PAID / IN_PROGRESS ──cancel before submission to the consulate (rules.ts)──> FULL_REFUND
 */
import { findLiveVisaOrders, visaListSource } from '../../db/repositories/visa-orders'
import { INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { canSeeVisaOrder, releaseVisaHolds, visaApprovalRows, visaApprovalSummary, visaListRows, visaOrderSubject } from './orders'
import { advanceVisa, startVisaProgress } from './progress'
import { VISA_ORDER_TYPE, VISA_PRODUCT } from './rules'

const S = ORDER_STATUS

/** Allowed transitions of a visa order (statuses not listed, or mapped to [], are final). */
export const VISA_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.PAID, S.CANCELLED],
  [S.PAID]: [S.IN_PROGRESS, S.FULL_REFUND],
  [S.IN_PROGRESS]: [S.COMPLETED, S.FULL_REFUND],
  [S.COMPLETED]: [],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
}

/** Most orders one sweep looks at (the next sweep, or a read, takes the rest). */
const SWEEP_ORDERS = 300

/** Registers the visa kind with the order spine (idempotent: a second buildApp replaces it with the same). */
export function registerVisaKind(): void {
  registerOrderKind({
    name: 'visa',
    orderTypes: [VISA_ORDER_TYPE],
    productCode: VISA_PRODUCT,
    transitions: VISA_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.PAID,
    hooks: {
      canSee: (ctx, caller, order) => canSeeVisaOrder(ctx, caller, order),
      release: (trx, order) => releaseVisaHolds(trx, order),
      issueAfterPayment: (ctx, order) => startVisaProgress(ctx, order),
      approvalSubject: (db, order) => visaOrderSubject(db, order),
      approvalSummary: (db, order, lang) => visaApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => visaApprovalRows(db, orders, lang),
      listSource: (db, scope) => visaListSource(db, scope),
      listRows: (db, rows, lang, now) => visaListRows(db, rows, lang, now),
      // Progress steps due (materials received, submitted, decided, returned).
      sweep: async (ctx) => {
        let moved = 0
        for (const live of await findLiveVisaOrders(ctx.db, SWEEP_ORDERS)) {
          try {
            const after = await advanceVisa(ctx, live.corp_id, live.order_id)
            if (after && after.row.step !== live.step) moved += 1
          } catch (error) {
            process.stderr.write(`visa order ${live.order_id} failed to advance: ${error instanceof Error ? error.message : String(error)}\n`)
          }
        }
        return moved
      },
    },
  })
}
