/**
 * The hotel order kind (order type 11007, product 10903; its cancellations 11008 are rows of the
 * lists): what the order spine calls for hotels. Registered by buildApp.
 *
 *   (new) ──book──> IN_APPROVAL ──approve──> AWAITING_PAYMENT ──pay──> TICKETING ──confirm──> ISSUED (confirmed)
 *     └────book──────────────────────────────^        │  (pay at hotel: ──guarantee──> TICKETING at once)
 *   IN_APPROVAL ──reject──> REJECTED;  ──cancel / 15-min expiry──> CANCELLED (rooms released)
 *   ISSUED ──refund (prepaid)──> FULL_REFUND;  ISSUED ──cancel (pay at hotel)──> CANCELLED
 *   ISSUED ──check-out day──> COMPLETED;  ISSUED ──no-show──> CANCELLED (guarantee charged) / COMPLETED (prepaid)
 */
import { ORDER_TYPE, PRODUCT_CODE } from '../../contract/order-types'
import { findHotelClaims } from '../../db/repositories/hotel-orders'
import { hotelListSource } from '../../db/repositories/hotel-orders'
import { ACTIVE_STATUSES, INITIAL_STATUSES, ORDER_STATUS, type OrderStatus } from '../orders/order-state'
import { registerOrderKind } from '../orders/registry'
import { completeEndedStays, settleReleasedGuarantees } from './stay-end'
import { nightsOf } from '../../suppliers/hotels/simulator'
import {
  advanceApprovedPayAtHotel,
  canSeeHotelOrder,
  confirmHotelOrder,
  hotelApprovalRows,
  hotelApprovalSummary,
  hotelListRows,
  hotelOrderSubject,
  releaseHotelHolds,
} from './orders'

const S = ORDER_STATUS

/** Allowed transitions of a hotel order (statuses not listed, or mapped to [], are final). */
export const HOTEL_ORDER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  [S.AWAITING_SUBMIT]: [S.IN_APPROVAL, S.AWAITING_PAYMENT, S.CANCELLED],
  [S.IN_APPROVAL]: [S.AWAITING_PAYMENT, S.REJECTED, S.APPROVAL_TERMINATED, S.CANCELLED],
  [S.AWAITING_PAYMENT]: [S.TICKETING, S.CANCELLED],
  [S.TICKETING]: [S.ISSUED],
  [S.ISSUED]: [S.FULL_REFUND, S.CANCELLED, S.COMPLETED],
  [S.CANCELLED]: [],
  [S.REJECTED]: [],
  [S.APPROVAL_TERMINATED]: [],
  [S.FULL_REFUND]: [],
  [S.COMPLETED]: [],
}

/**
 * The duplicate-check subject of a stay: 'checkIn~checkOut~extra identities' (named guests and the
 * caller's frequent travellers, which the spine's identities do not cover). booking.ts builds it.
 */
function parseSubject(subject: string): { nights: string[]; extra: string[] } {
  const [checkIn, checkOut, extra] = subject.split('~')
  if (!checkIn || !checkOut) return { nights: [], extra: [] }
  return { nights: nightsOf(checkIn, checkOut).slice(0, 60), extra: (extra ?? '').split(',').filter(Boolean) }
}

/** Registers the hotel kind with the order spine (idempotent: a second buildApp replaces it with the same). */
export function registerHotelKind(): void {
  registerOrderKind({
    name: 'hotel',
    orderTypes: [ORDER_TYPE.HOTEL, ORDER_TYPE.HOTEL_REFUND],
    productCode: String(PRODUCT_CODE.HOTEL),
    transitions: HOTEL_ORDER_TRANSITIONS,
    initialStatuses: INITIAL_STATUSES,
    paidStatus: ORDER_STATUS.TICKETING,
    hooks: {
      canSee: (ctx, caller, order) => canSeeHotelOrder(ctx, caller, order),
      release: (trx, order) => releaseHotelHolds(trx, order),
      issueAfterPayment: (ctx, order) => confirmHotelOrder(ctx, order.corp_id, order.id),
      approvalSubject: (db, order) => hotelOrderSubject(db, order),
      approvalSummary: (db, order, lang) => hotelApprovalSummary(db, order, lang),
      approvalRows: (db, orders, lang) => hotelApprovalRows(db, orders, lang),
      listSource: (db, scope) => hotelListSource(db, scope),
      listRows: (db, rows, lang, now) => hotelListRows(db, rows, lang, now),
      sameBookings: async (db, corpId, subject, identities) => {
        const { nights, extra } = parseSubject(subject)
        const rows = await findHotelClaims(db, corpId, nights, [...new Set([...identities, ...extra])], ACTIVE_STATUSES)
        return rows.map((r) => ({ orderId: r.order_id, orderNo: r.order_no, passengerName: r.name }))
      },
      // Approved pay-at-hotel orders have nothing to pay online: on to the hotel's confirmation.
      // Ended stays complete, and the vault hears of the guarantees released.
      sweep: async (ctx) => (await advanceApprovedPayAtHotel(ctx)) + (await completeEndedStays(ctx)) + (await settleReleasedGuarantees(ctx)),
    },
  })
}
