/**
 * Fare protection's call of the order spine (server services/orders/fare-confirm.ts): the
 * traveller takes a fare that moved beyond the company's tolerance during approval.
 */
import { http } from '../http/client'
import type { FareConfirmReply, FareProtectionView } from '../../../server/src/schemas/order'

export type { FareConfirmReply, FareProtectionView }

/** POST /obt/order/fareConfirm (4009 with the newer total when the fare moved again). */
export function fareConfirm(orderId: string): Promise<FareConfirmReply> {
  return http.post<FareConfirmReply>('/obt/order/fareConfirm', { orderId }, { inlineErrors: true })
}
