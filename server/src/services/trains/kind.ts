/**
 * The train order kind (order type 11009, product 10904; its refunds 11010, changes 11011 and
 * standby orders 20031 are rows of the lists): what the order spine calls for trains. Registered
 * by buildApp.
 *
 * A standby order's header is a train order (11009) with a standby row: the registry finds a kind
 * by its headers' first order type, so payment, approval, expiry and the sweep treat it as a train
 * order; the lists show it as 20031 and the detail carries `standby`.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──issue──> ISSUED
 *     └────book──────────────────────────────^       │                    │   (standby: fulfilled, then issued)
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED
 *   TICKETING (standby waiting) ──deadline──> CLOSED (refunded in full);  ──cancel──> CANCELLED (refunded)
 *   ISSUED / PARTIAL_REFUND / CHANGED / PARTIAL_CHANGE ──refund──> PARTIAL_REFUND | FULL_REFUND
 *   ISSUED / PARTIAL_REFUND / CHANGED / PARTIAL_CHANGE ──change──> CHANGED | PARTIAL_CHANGE
 */
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { findClaimsOnTrain, findStandbys, trainListSource } from '../../db/repositories/train-orders'
import { ACTIVE_STATUSES, INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { expireDueTrainChanges, payTrainChange, payableTrainChange } from './after-sale'
import {
  canSeeTrainOrder,
  issueTrainOrder,
  releaseTrainHolds,
  trainApprovalRows,
  trainApprovalSummary,
  trainListRows,
  trainOrderSubject,
} from './orders'
import { closeDueStandby, fulfilStandby, standbyPaid } from './standby'
import { trainOrdersKg } from '../carbon/orders'

const S = ORDER_STATUS

/** After-sale states: the tickets are out, refunds and changes may follow. */
const AFTER_SALE: readonly OrderStatus[] = [S.PARTIAL_REFUND, S.FULL_REFUND, S.CHANGED, S.PARTIAL_CHANGE]

/** Allowed transitions of a train order (statuses not listed, or mapped to [], are final). */
export const TRAIN_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  // CLOSED and CANCELLED from TICKETING: a paid standby order that waited (deadline / cancel, refunded in full).
  [S.TICKETING]: [S.ISSUED, S.CLOSED, S.CANCELLED],
  [S.ISSUED]: AFTER_SALE,
  [S.PARTIAL_REFUND]: AFTER_SALE,
  [S.CHANGED]: AFTER_SALE,
  [S.PARTIAL_CHANGE]: AFTER_SALE,
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
  [S.CLOSED]: [],
}

/** Registers the train kind with the order spine (idempotent: a second buildApp replaces it with the same). */
export function registerTrainKind(): void {
  registerOrderKind({
    name: 'train',
    orderTypes: [ORDER_TYPE.TRAIN, ORDER_TYPE.TRAIN_REFUND, ORDER_TYPE.TRAIN_CHANGE, ORDER_TYPE.TRAIN_BENCH],
    productCode: String(PRODUCT_CODE.TRAIN),
    transitions: TRAIN_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      carbonKg: (ctx, orders) => trainOrdersKg(ctx, orders.map((o) => o.id)),
      canSee: (ctx, caller, order) => canSeeTrainOrder(ctx, caller, order),
      release: (trx, order) => releaseTrainHolds(trx, order),
      // A paid standby order joins the queue (issued once fulfilled); any other is issued at once.
      issueAfterPayment: async (ctx, order) =>
        (await findStandbys(ctx.db, [order.id])).length > 0 ? standbyPaid(ctx, order) : issueTrainOrder(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => trainOrderSubject(db, order),
      approvalSummary: (db, order, lang) => trainApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => trainApprovalRows(db, orders, lang),
      listSource: (db, scope) => trainListSource(db, scope),
      listRows: (db, rows, lang, now) => trainListRows(db, rows, lang, now),
      // What is booked is a train on a day ('G1@2025-06-11', booking.ts trainSubject); the claims say who holds it.
      sameBookings: async (db, corpId, subject, identities) => {
        const [trainCode, date] = subject.split('@')
        if (!trainCode || !date) return []
        return (await findClaimsOnTrain(db, corpId, trainCode, date, identities, ACTIVE_STATUSES)).map((r) => ({ orderId: r.order_id, orderNo: r.order_no, passengerName: r.name }))
      },
      // Unpaid changes lapse, standby orders past their deadline close, seats back go to the queue.
      sweep: async (ctx) => (await expireDueTrainChanges(ctx)) + (await closeDueStandby(ctx)) + (await fulfilStandby(ctx, null)),
      afterSalePayment: {
        due: async (ctx, caller, order, changeId) => {
          const { change, amount } = await payableTrainChange(ctx, caller, order.id, changeId)
          return { no: change.change_no, amount, deadline: change.pay_deadline as Date }
        },
        pay: (ctx, caller, order, changeId, payNo, amount) => payTrainChange(ctx, caller, order.id, changeId, payNo, amount),
      },
    },
  })
}
