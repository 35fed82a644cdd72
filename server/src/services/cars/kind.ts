/**
 * The car order kind (order type 11018, product 10906): what the order spine calls for cars.
 * Registered by buildApp.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT (nothing to pay yet) ──start──> IN_PROGRESS
 *     └────book (no approval)──────────────────────────────────────────────────────────────^
 *   IN_PROGRESS (the ride, car states in ride.ts) ──ride ends──> COMPLETED (company account)
 *                                                              | AWAITING_PAYMENT ──pay──> PAID ──> COMPLETED
 *   IN_PROGRESS ──cancel (free) / no driver──> CANCELLED;  ──cancel with a fee──> CANCELLED (company) | AWAITING_PAYMENT ──pay──> PAID ──> CANCELLED
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel──> CANCELLED
 */
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { carListSource, findLiveRides } from '../../db/repositories/car-orders'
import { INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { canSeeCarOrder, carApprovalRows, carApprovalSummary, carListRows, carOrderSubject, completePaidRide, releaseCarRide } from './orders'
import { advanceRide } from './ride'

const S = ORDER_STATUS

/** Allowed transitions of a car order (statuses not listed, or mapped to [], are final). */
export const CAR_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.IN_PROGRESS, S.PAID, S.CANCELLED],
  [S.IN_PROGRESS]: [S.COMPLETED, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.PAID]: [S.COMPLETED, S.CANCELLED],
  [S.COMPLETED]: [],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
}

/** Most rides one sweep looks at (the next sweep, or a read, takes the rest). */
const SWEEP_RIDES = 300

/** Registers the car kind with the order spine (idempotent). */
export function registerCarKind(): void {
  registerOrderKind({
    name: 'car',
    orderTypes: [ORDER_TYPE.CAR],
    productCode: String(PRODUCT_CODE.CAR),
    transitions: CAR_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.PAID,
    hooks: {
      canSee: (ctx, caller, order) => canSeeCarOrder(ctx, caller, order),
      release: (trx, order, now) => releaseCarRide(trx, order, now),
      issueAfterPayment: (ctx, order) => completePaidRide(ctx, order),
      approvalSubject: (db, order) => carOrderSubject(db, order),
      approvalSummary: (db, order, lang) => carApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => carApprovalRows(db, orders, lang),
      listSource: (db, scope) => carListSource(db, scope),
      listRows: (db, rows, lang, now) => carListRows(db, rows, lang, now),
      // Ride steps due (dispatch, driver, arrival, the end of the ride) and approved rides to start.
      sweep: async (ctx) => {
        let moved = 0
        for (const ride of await findLiveRides(ctx.db, SWEEP_RIDES)) {
          try {
            if (await advanceRide(ctx, ride.corp_id, ride.order_id)) moved += 1
          } catch (error) {
            process.stderr.write(`car ride ${ride.order_id} failed to advance: ${error instanceof Error ? error.message : String(error)}\n`)
          }
        }
        return moved
      },
    },
  })
}
