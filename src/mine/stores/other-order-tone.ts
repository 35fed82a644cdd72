import type { OtherOrderStatus } from '../api/mine'

/** The colour of an offline order's status. */
export const OTHER_STATUS_TONE: Record<OtherOrderStatus, 'warning' | 'success' | 'muted'> = { IN_PROGRESS: 'warning', ISSUED: 'success', CANCELLED: 'muted' }
