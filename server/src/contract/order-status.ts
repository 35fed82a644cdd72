/**
 * Order and car status codes (booking flows §4), shared as values by the server and the app.
 * The spec lists labels but not values, so both sides speak these string codes and each locale
 * keeps its own label. Zero imports: the app's build compiles this file as its own source.
 */

/** Order status codes. */
export const ORDER_STATUS = {
  AWAITING_SUBMIT: 'AWAITING_SUBMIT',
  IN_APPROVAL: 'IN_APPROVAL',
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  TICKETING: 'TICKETING',
  ISSUED: 'ISSUED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
  IN_APPLICATION: 'IN_APPLICATION',
  PAID: 'PAID',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  APPROVED: 'APPROVED',
  FULL_REFUND: 'FULL_REFUND',
  PARTIAL_REFUND: 'PARTIAL_REFUND',
  CHANGED: 'CHANGED',
  PARTIAL_CHANGE: 'PARTIAL_CHANGE',
  REIMBURSED: 'REIMBURSED',
  REIMBURSING: 'REIMBURSING',
  APPROVAL_TERMINATED: 'APPROVAL_TERMINATED',
  CLOSED: 'CLOSED',
  SEAT_OCCUPIED: 'SEAT_OCCUPIED',
  PRE_ISSUE: 'PRE_ISSUE',
  DELAY_OR_CANCEL: 'DELAY_OR_CANCEL',
} as const

/** An order status code. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

/** Car ride states, which car orders carry next to their order status. */
export const CAR_STATUS = {
  CAR_WAITING: 'CAR_WAITING',
  CAR_DISPATCHING: 'CAR_DISPATCHING',
  CAR_DRIVER_ACCEPTED: 'CAR_DRIVER_ACCEPTED',
  CAR_ARRIVED: 'CAR_ARRIVED',
  CAR_PICKED_UP: 'CAR_PICKED_UP',
  CAR_JOURNEY_BEGUN: 'CAR_JOURNEY_BEGUN',
} as const

/** A car ride state. */
export type CarStatus = (typeof CAR_STATUS)[keyof typeof CAR_STATUS]
