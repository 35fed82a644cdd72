import Taro from '@tarojs/taro'
import { decodeParams } from '../domain/page-params'
import { buildQuery, pagePath, resolveRoute, routeOfPage, type RouteDef } from '../routes'

/** Mini-programs keep at most 10 pages on the stack; past that, replace instead of push. */
const MAX_STACK = 9

type Query = Record<string, string | number | undefined | null>

function target(route: string, query?: Query): { def: RouteDef; url: string } | null {
  const resolved = resolveRoute(route)
  if (!resolved) return null
  const merged = { ...resolved.query, ...(query ?? {}) }
  return { def: resolved.def, url: `/${pagePath(resolved.def)}${buildQuery(merged)}` }
}

/** Opens a spec route ('/tk/tkQuery', '/approval/Detail?id=3'); tabs switch, other pages push. */
export async function navigate(route: string, query?: Query): Promise<void> {
  const to = target(route, query)
  if (!to) throw new Error(`Unknown route ${route}`)
  if (to.def.tab) {
    await Taro.switchTab({ url: `/${pagePath(to.def)}` })
    return
  }
  if (Taro.getCurrentPages().length >= MAX_STACK) await Taro.redirectTo({ url: to.url })
  else await Taro.navigateTo({ url: to.url })
}

/** Replaces the current page. */
export async function redirect(route: string, query?: Query): Promise<void> {
  const to = target(route, query)
  if (!to) throw new Error(`Unknown route ${route}`)
  if (to.def.tab) await Taro.switchTab({ url: `/${pagePath(to.def)}` })
  else await Taro.redirectTo({ url: to.url })
}

/** Drops the whole stack and opens the route (after login, logout, SSO landing). */
export async function relaunch(route: string, query?: Query): Promise<void> {
  const to = target(route, query)
  if (!to) throw new Error(`Unknown route ${route}`)
  await Taro.reLaunch({ url: to.url })
}

/** Back, or to home when there is nothing to go back to (a page opened directly by URL). */
export async function back(): Promise<void> {
  if (Taro.getCurrentPages().length > 1) await Taro.navigateBack({ delta: 1 })
  else await relaunch('/home')
}

/** The spec route of the page on top of the stack. */
export function currentRoute(): RouteDef | undefined {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string } | undefined
  return top?.route ? routeOfPage(top.route) : undefined
}

/** The current page's query as the router hands it over (values may still be URL-encoded): for a context codec, which decodes once. */
export function rawQuery(): Record<string, string> {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string' && k !== '$taroTimestamp' && k !== 'stamp') out[k] = v
  }
  return out
}

/** The current page's query, decoded once, the same on both targets (a value that is not valid encoding stays as it is). */
export function currentQuery(): Record<string, string> {
  return decodeParams(rawQuery())
}
