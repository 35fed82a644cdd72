/**
 * The routes of an application being edited (/tripAdd and /tripChange share it): add, replace and
 * remove routes, booked routes locked, every route's dates checked against the application's.
 */
import { makeAutoObservable } from 'mobx'
import { scopedT } from '../../core/i18n/index'
import { tripDict } from '../i18n/trip'
import { MAX_ROUTES, checkRoute, firstRouteError, isLocked, type RouteDraft, type RouteErrors } from './trip-rules'

const tt = scopedT(tripDict)

export class RouteList {
  routes: RouteDraft[] = []
  /** Messages per route key, shown on the route's row. */
  errors: Record<string, RouteErrors> = {}

  /** `range` answers the application's dates now (they may change while routes are edited). */
  constructor(private readonly range: () => { begin: string; end: string }) {
    makeAutoObservable<RouteList, 'range'>(this, { range: false })
  }

  get canAdd(): boolean {
    return this.routes.length < MAX_ROUTES
  }

  /** Checks one route the editor wants to save; adds it or replaces the route of the same key. */
  save(draft: RouteDraft): RouteErrors | null {
    const existing = this.routes.find((r) => r.key === draft.key)
    if (existing && isLocked(existing)) return { to: tt('route.locked') }
    const errors = checkRoute(draft, this.range())
    if (firstRouteError(errors)) return errors
    if (existing) this.routes = this.routes.map((r) => (r.key === draft.key ? { ...draft } : r))
    else if (this.canAdd) this.routes = [...this.routes, { ...draft }]
    delete this.errors[draft.key]
    return null
  }

  /** Removes a route; a booked one stays (its order still references it). */
  remove(key: string): boolean {
    const r = this.routes.find((x) => x.key === key)
    if (!r || isLocked(r)) return false
    this.routes = this.routes.filter((x) => x.key !== key)
    delete this.errors[key]
    return true
  }

  replaceAll(routes: RouteDraft[]): void {
    this.routes = routes
    this.errors = {}
  }

  /**
   * Checks every route (the application's dates may have moved since a route was saved); marks the
   * rows and answers the first message as "Route n: …". Booked routes are the server's to judge.
   */
  checkAll(): string | null {
    const range = this.range()
    const errors: Record<string, RouteErrors> = {}
    let first: string | null = null
    this.routes.forEach((r, i) => {
      if (isLocked(r)) return
      const e = checkRoute(r, range)
      const msg = firstRouteError(e)
      if (msg) {
        errors[r.key] = e
        first ??= tt('error.routeInvalid', { n: i + 1, msg })
      }
    })
    this.errors = errors
    return first
  }

  /** The first message of a route's row, if it has one. */
  rowError(key: string): string | null {
    const e = this.errors[key]
    return e ? firstRouteError(e) : null
  }
}
