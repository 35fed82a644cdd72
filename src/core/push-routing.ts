import { orderDetailRoute } from './domain/order-types'

/** Push payload of spec booking-flows §3.12. */
export interface PushPayload {
  yycj?: number | string
  orderId?: string | number
  orderType?: string | number
  workItemId?: string | number
  localMsg?: unknown
}

/**
 * Where a received push opens (spec §4 push handling): yycj 1 the order's detail screen by order type
 * (§2.4), yycj 2 the approval detail with workItemId; anything else opens nothing.
 */
export function pushTarget(p: PushPayload): { path: string; query: Record<string, string> } | null {
  const kind = Number(p.yycj)
  if (kind === 1 && p.orderId !== undefined && p.orderType !== undefined) {
    return orderDetailRoute({ orderId: p.orderId, orderType: p.orderType })
  }
  if (kind === 2 && p.workItemId !== undefined) {
    const query: Record<string, string> = { workItemId: String(p.workItemId) }
    if (p.orderId !== undefined) query.id = String(p.orderId)
    if (p.orderType !== undefined) query.orderType = String(p.orderType)
    return { path: '/approval/Detail', query }
  }
  return null
}
