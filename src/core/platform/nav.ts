import { relaunch } from './nav-common'

export { navigate, redirect, relaunch, back, currentRoute, currentQuery, rawQuery } from './nav-common'

/** The mini-program cannot reload; relaunching drops the page stack (nav.h5.ts does a real reload). */
export function reloadTo(route: string): void {
  void relaunch(route)
}
