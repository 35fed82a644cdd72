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
 * Where a received push (or a personal message, which carries the same fields) opens (spec §4 push
 * handling): yycj 1 the order's detail screen by order type (§2.4), yycj 2 the approval detail with
 * workItemId, plus id and orderType when given (the server sends all three). A yycj 2 without a
 * workItemId still opens the approval detail by id + orderType, read only. Anything else opens nothing.
 */
export function pushTarget(p: PushPayload): { path: string; query: Record<string, string> } | null {
  const kind = Number(p.yycj)
  if (kind === 1 && p.orderId !== undefined && p.orderType !== undefined) {
    return orderDetailRoute({ orderId: p.orderId, orderType: p.orderType })
  }
  if (kind === 2 && (present(p.workItemId) || (present(p.orderId) && present(p.orderType)))) {
    const query: Record<string, string> = {}
    if (present(p.workItemId)) query.workItemId = String(p.workItemId)
    if (present(p.orderId)) query.id = String(p.orderId)
    if (present(p.orderType)) query.orderType = String(p.orderType)
    return { path: '/approval/Detail', query }
  }
  return null
}

function present(v: string | number | undefined | null): v is string | number {
  return v !== undefined && v !== null && v !== ''
}
