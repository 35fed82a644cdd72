export { navigate, redirect, relaunch, back, currentRoute, currentQuery, rawQuery } from './nav-common'

/** A real page load: drops every in-memory store, as the spec asks after a forced logout. */
export function reloadTo(route: string): void {
  window.location.replace(route)
}
