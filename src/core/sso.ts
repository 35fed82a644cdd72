/**
 * Single-sign-on landing (booking-flows §2.5, §5.8, §8): the pure rules. The H5 address the chat
 * app (or the server's SSO callback) opens is
 *
 *   /sso?token=<32 or 42 characters>[&ssoJsonParam=<JSON>]
 *
 * The token logs the user in; the target comes from ssoJsonParam in the address when given, else
 * from the employee info's ssoJsonParam (where the server's chat-app SSO puts it). Without a token
 * but with a session, an ssoJsonParam alone opens its target in that session (push and subscribe
 * messages link so); without both the landing says the token parameter is missing.
 *
 * Kept free of Taro imports: unit tests run it in Node.
 */
import { ssoQueryTarget, toHotelVersion } from './domain/codes'
import { orderDetailRoute } from './domain/order-types'
import { resolveRoute } from './routes'

/** §5.8: an SSO token is 32 or 42 characters long. */
export const SSO_TOKEN_LENGTHS: readonly number[] = [32, 42]

/** Whether a token has a length the spec accepts. */
export function isSsoTokenShape(token: string): boolean {
  return SSO_TOKEN_LENGTHS.includes(token.length)
}

/** The landing parameters of §2.5 (values arrive as strings or numbers). */
export interface SsoParam {
  targetModule?: string
  orderId?: string | number
  orderNo?: string
  orderType?: string | number
  travelNo?: string
  workItemId?: string | number
  productCode?: string | number
  autoQuery?: string | number | boolean
  backUrl?: string
}

/** Reads ssoJsonParam; anything that is not a JSON object is no target. */
export function parseSsoParam(raw: string | null | undefined): SsoParam | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SsoParam) : null
  } catch {
    return null
  }
}

export interface SsoTarget {
  route: string
  query: Record<string, string>
}

const has = (v: unknown): v is string | number => v !== undefined && v !== null && v !== ''
const HOME: SsoTarget = { route: '/home', query: {} }

/** A backUrl is followed only when it is one of the app's own routes (never an outside address). */
function ownRoute(url: string | undefined): SsoTarget | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null
  const resolved = resolveRoute(url)
  return resolved ? { route: resolved.def.route, query: resolved.query } : null
}

function detail(p: SsoParam): SsoTarget | null {
  if (has(p.workItemId)) {
    const query: Record<string, string> = { workItemId: String(p.workItemId) }
    if (has(p.orderId)) query.id = String(p.orderId)
    if (has(p.orderType)) query.orderType = String(p.orderType)
    return { route: '/approval/Detail', query }
  }
  if (has(p.orderId) && has(p.orderType)) {
    const to = orderDetailRoute({ orderId: p.orderId, orderType: p.orderType })
    if (to) return { route: to.path, query: to.query }
  }
  // A business-trip application by its id (travelNo names it; the detail screen opens by id).
  if (has(p.orderId) && has(p.travelNo)) return { route: '/tripDetail', query: { ccsqdId: String(p.orderId) } }
  return null
}

/**
 * Where a landing goes (§2.5): order, allorder, approval, approval list, index, pay, customer
 * service, query (by product code, hotels by the company's hotel version, with autoQuery) or
 * detail. An unknown or incomplete target lands on home; backUrl (an app route) when no module is named.
 */
export function ssoTarget(p: SsoParam | null, corp: { hotelVersion?: number } | null = null): SsoTarget {
  if (!p) return HOME
  const module = String(p.targetModule ?? '').trim().toLowerCase()
  switch (module) {
    case 'index':
    case 'home':
      return HOME
    case 'allorder':
      return { route: '/allorder', query: {} }
    case 'order':
      return detail({ ...p, workItemId: undefined }) ?? { route: '/allorder', query: {} }
    case 'approval':
      return detail(p) ?? { route: '/approvalList', query: {} }
    case 'approvallist':
      return { route: '/approvalList', query: {} }
    case 'pay':
      return has(p.orderId) ? { route: '/pay/payment', query: { orderIds: String(p.orderId), ...(has(p.orderType) ? { orderType: String(p.orderType) } : {}) } } : { route: '/allorder', query: {} }
    case 'service':
    case 'customerservice':
      return { route: '/service', query: {} }
    case 'query': {
      const route = has(p.productCode) ? ssoQueryTarget(p.productCode, toHotelVersion(corp?.hotelVersion)) : null
      if (!route) return HOME
      const auto = p.autoQuery === true || String(p.autoQuery) === '1' || String(p.autoQuery) === 'true'
      return { route, query: auto ? { autoQuery: '1' } : {} }
    }
    case 'detail':
      return detail(p) ?? HOME
    case '':
      return ownRoute(p.backUrl) ?? HOME
    default:
      return HOME
  }
}
