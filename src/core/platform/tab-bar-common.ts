import { ROUTES } from '../routes'

/** Tab index of a spec route in the tab bar (the order of ROUTES, as app.config builds it). */
export function tabIndex(route: string): number {
  return ROUTES.filter((d) => d.tab).findIndex((d) => d.route === route)
}

/** The badge text of a count: nothing for 0, '99+' past 99 (WeChat cuts badge texts at 4 characters). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

/** Fire and forget: a refusal (no tab bar on this page) changes nothing the user sees. */
export function tryTabBar(call: () => Promise<unknown> | undefined): void {
  try {
    void call()?.catch?.(() => undefined)
  } catch {
    /* no tab bar on this page */
  }
}
