/**
 * The one table between the spec's routes (what users see in the H5 address bar, what SSO, push and
 * order-type routing speak) and the page files of both targets. app.config.ts builds the page and
 * subpackage lists from it and config/index.ts builds the H5 custom routes from it, so a route
 * cannot exist on one target and not the other.
 *
 * Kept free of Taro imports: the build config loads it in Node. The main package's routes are
 * here; every product family's come from product-registry.ts.
 */
import { PRODUCT_FAMILIES, type FamilyName } from './product-registry'

export type PackageName = 'main' | FamilyName

export interface RouteDef {
  /** The spec's route, e.g. '/tk/tkQuery'. */
  route: string
  /** Page path relative to its package root, without extension, e.g. 'pages/tk-query/index'. */
  page: string
  pkg: PackageName
  /** Reachable without a session (spec §2.2). */
  public?: boolean
  /** A tab of the main shell. */
  tab?: boolean
  /** Product code whose permission the page needs (getAuthorizationPnos). */
  product?: string
}

const r = (route: string, pkg: PackageName, page: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  route,
  pkg,
  page,
  ...extra,
})

export const ROUTES: readonly RouteDef[] = [
  // Main package: the login screen and the shell's tabs (the other account screens are the
  // 'account' family of the product registry).
  r('/login', 'main', 'pages/login/index', { public: true }),
  // The single-sign-on landing from a workplace chat app (core/sso.ts): tiny, and the first page such a user opens.
  r('/sso', 'main', 'pages/sso/index', { public: true }),
  r('/home', 'main', 'pages/home/index', { tab: true }),
  r('/allorder', 'main', 'pages/allorder/index', { tab: true }),
  r('/approvalList', 'main', 'pages/approval-list/index', { tab: true }),
  r('/message', 'main', 'pages/message/index', { tab: true }),
  r('/userCenter', 'main', 'pages/user-center/index', { tab: true }),

  // Every route family's screens come from the product registry.
  ...PRODUCT_FAMILIES.flatMap((f) =>
    f.routes.map((x): RouteDef => r(x.route, f.pkg, x.page, {
      ...('product' in x ? { product: x.product } : {}),
      ...('public' in x ? { public: x.public } : {}),
    })),
  ),
]

/** Bare paths the spec redirects (overview §2). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  '/resetPassword': '/resetPassword/firstStep',
}

/**
 * Spec routes that carry an id in the path. The app keeps ids in the query (both targets read
 * them the same way): on H5 the address is rewritten before the router starts, and a navigation to
 * the path form (order-type routing, push, single sign-on) resolves to the query form. /login/{id}
 * and /register/{id} carry the company code; the others an order's or document's id: standby
 * submitted, hotel price inquiries (both versions), a chartered ride, a tour order, a visa order
 * (booked, and its detail).
 */
export const PATH_PARAMS: readonly { prefix: string; to: string; param: string }[] = [
  { prefix: '/login/', to: '/login', param: 'corpNo' },
  { prefix: '/register/', to: '/register', param: 'corpNo' },
  { prefix: '/tr/trBenchCmp/', to: '/tr/trBenchCmp', param: 'id' },
  { prefix: '/ht/htInquiryDetail/', to: '/ht/htInquiryDetail', param: 'id' },
  { prefix: '/htV2/htInquiryDetail/', to: '/htV2/htInquiryDetail', param: 'id' },
  { prefix: '/car/carJsycDetail/', to: '/car/carJsycDetail', param: 'id' },
  { prefix: '/travel/travelOrder/travelOrderDetail/', to: '/travel/travelOrder/travelOrderDetail', param: 'id' },
  { prefix: '/tkIntel/policy/detail/', to: '/tkIntel/policy/detail', param: 'id' },
  { prefix: '/userCenter/NeedOrder/', to: '/userCenter/NeedOrder', param: 'id' },
  { prefix: '/visa/cmp/', to: '/visa/cmp', param: 'id' },
  { prefix: '/visa/orderDetail/', to: '/visa/orderDetail', param: 'id' },
  // Booking flows §2.3 spells it /visa/OrderDetail/{id}: the same screen.
  { prefix: '/visa/OrderDetail/', to: '/visa/orderDetail', param: 'id' },
  { prefix: '/userCenter/empEdit/', to: '/userCenter/empEdit', param: 'id' },
]

/** Full page path (package root + page) as Taro knows it, without leading slash. */
export function pagePath(def: RouteDef): string {
  return def.pkg === 'main' ? def.page : `${def.pkg}/${def.page}`
}

const byRoute = new Map<string, RouteDef>()
const byPage = new Map<string, RouteDef>()
for (const def of ROUTES) {
  byRoute.set(def.route.toLowerCase(), def)
  byPage.set(pagePath(def), def)
}

export interface ResolvedRoute {
  def: RouteDef
  query: Record<string, string>
}

/** Splits a spec URL ('/approval/Detail?id=3') into its route definition and query. */
export function resolveRoute(url: string): ResolvedRoute | null {
  const [rawPath, rawQuery = ''] = url.split('?')
  let path = rawPath.replace(/\/+$/, '') || '/'
  const query = parseQuery(rawQuery)
  path = REDIRECTS[path] ?? path
  for (const pp of PATH_PARAMS) {
    if (path.startsWith(pp.prefix) && path.length > pp.prefix.length) {
      query[pp.param] = decodeURIComponent(path.slice(pp.prefix.length).split('/')[0])
      path = pp.to
    }
  }
  const def = byRoute.get(path.toLowerCase())
  return def ? { def, query } : null
}

/** The route definition for a Taro page path ('tk/pages/tk-query/index', leading slash allowed). */
export function routeOfPage(page: string): RouteDef | undefined {
  return byPage.get(page.replace(/^\//, '').split('?')[0])
}

export function parseQuery(qs: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of qs.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
  }
  return out
}

export function buildQuery(query?: Record<string, string | number | undefined | null>): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Pages and subpackages for app.config.ts. */
export function appPages(): { pages: string[]; subPackages: { root: string; pages: string[] }[] } {
  const pages = ROUTES.filter((d) => d.pkg === 'main').map((d) => d.page)
  const roots = new Map<string, string[]>()
  for (const d of ROUTES) {
    if (d.pkg === 'main') continue
    const list = roots.get(d.pkg) ?? []
    if (!list.includes(d.page)) list.push(d.page)
    roots.set(d.pkg, list)
  }
  return { pages, subPackages: [...roots].map(([root, p]) => ({ root, pages: p })) }
}

/** H5 router custom routes: page path -> spec route(s). */
export function h5CustomRoutes(): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const d of ROUTES) {
    const key = `/${pagePath(d)}`
    const existing = out[key]
    out[key] = existing === undefined ? d.route : ([] as string[]).concat(existing, d.route)
  }
  return out
}

export function isPublicRoute(route: string): boolean {
  return resolveRoute(route)?.def.public === true
}
