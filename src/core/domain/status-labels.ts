/**
 * Order and car status codes with their labels and badge tones (booking flows §4).
 * The codes are the contract's (server/src/contract/order-status.ts, shared as values with the
 * server); a label never travels over the wire, which keeps both locales in step.
 */
import { CAR_STATUS, ORDER_STATUS, type CarStatus, type OrderStatus } from '../../../server/src/contract/order-status'
import { t, type MessageKey } from '../i18n/index'
import { familyOfOrderType } from './order-types'

export type StatusCode = OrderStatus | CarStatus

/** Badge colours: a page maps each tone to a theme colour. */
export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'muted'

interface StatusMeta {
  key: MessageKey
  tone: StatusTone
}

// Tones follow what the user should do: warning = the user has to act (submit, pay),
// info = someone else is working on it, success = done as wished, danger = refused or
// disrupted, muted = over without effect.
const META: Record<StatusCode, StatusMeta> = {
  AWAITING_SUBMIT: { key: 'domain.status.awaitingSubmit', tone: 'warning' },
  IN_APPROVAL: { key: 'domain.status.inApproval', tone: 'info' },
  AWAITING_PAYMENT: { key: 'domain.status.awaitingPayment', tone: 'warning' },
  TICKETING: { key: 'domain.status.ticketing', tone: 'info' },
  ISSUED: { key: 'domain.status.issued', tone: 'success' },
  CANCELLED: { key: 'domain.status.cancelled', tone: 'muted' },
  REJECTED: { key: 'domain.status.rejected', tone: 'danger' },
  IN_APPLICATION: { key: 'domain.status.inApplication', tone: 'info' },
  PAID: { key: 'domain.status.paid', tone: 'success' },
  IN_PROGRESS: { key: 'domain.status.inProgress', tone: 'info' },
  COMPLETED: { key: 'domain.status.completed', tone: 'success' },
  APPROVED: { key: 'domain.status.approved', tone: 'success' },
  FULL_REFUND: { key: 'domain.status.fullRefund', tone: 'muted' },
  PARTIAL_REFUND: { key: 'domain.status.partialRefund', tone: 'info' },
  CHANGED: { key: 'domain.status.changed', tone: 'success' },
  PARTIAL_CHANGE: { key: 'domain.status.partialChange', tone: 'info' },
  REIMBURSED: { key: 'domain.status.reimbursed', tone: 'success' },
  REIMBURSING: { key: 'domain.status.reimbursing', tone: 'info' },
  APPROVAL_TERMINATED: { key: 'domain.status.approvalTerminated', tone: 'danger' },
  CLOSED: { key: 'domain.status.closed', tone: 'muted' },
  SEAT_OCCUPIED: { key: 'domain.status.seatOccupied', tone: 'info' },
  PRE_ISSUE: { key: 'domain.status.preIssue', tone: 'info' },
  DELAY_OR_CANCEL: { key: 'domain.status.delayOrCancel', tone: 'danger' },
  CAR_WAITING: { key: 'domain.status.carWaiting', tone: 'warning' },
  CAR_DISPATCHING: { key: 'domain.status.carDispatching', tone: 'info' },
  CAR_DRIVER_ACCEPTED: { key: 'domain.status.carDriverAccepted', tone: 'info' },
  CAR_ARRIVED: { key: 'domain.status.carArrived', tone: 'success' },
  CAR_PICKED_UP: { key: 'domain.status.carPickedUp', tone: 'info' },
  CAR_JOURNEY_BEGUN: { key: 'domain.status.carJourneyBegun', tone: 'info' },
}

/** Every status code of the contract, order statuses first. */
export const STATUS_CODES: readonly StatusCode[] = [...Object.values(ORDER_STATUS), ...Object.values(CAR_STATUS)]

/** Narrows a server value to a known status code. */
export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(META, value)
}

/** The dictionary key of a status label. */
export function statusLabelKey(code: StatusCode): MessageKey {
  return META[code].key
}

/**
 * The status label in the current locale, in the words of the order's product when its registry
 * family has its own (hotels: confirmed, not issued). A code this build does not know (a newer
 * server) is shown raw rather than blank, so the user still sees something true.
 */
export function statusLabel(code: string, orderType?: number | string): string {
  if (!isStatusCode(code)) return code
  const own = orderType !== undefined ? familyOfOrderType(orderType)?.statusWords?.[code] : undefined
  return t((own as MessageKey | undefined) ?? META[code].key)
}

/** The badge tone of a status; unknown codes are muted so they never look like an alarm. */
export function statusTone(code: string): StatusTone {
  return isStatusCode(code) ? META[code].tone : 'muted'
}
