import Taro from '@tarojs/taro'
import { ROUTES } from '../routes'

/**
 * Tab-bar badges. Taro's setTabBarBadge drives the mini-program's native tab bar and, on H5, the
 * tab bar Taro draws from app.config (it listens on its event centre), so one file serves both.
 * Both refuse (or never answer) on a page that shows no tab bar: callers fire and forget, and tab
 * pages apply the counts again when they show.
 */

/** Tab index of a spec route in the tab bar (the order of ROUTES, as app.config builds it). */
export function tabIndex(route: string): number {
  return ROUTES.filter((d) => d.tab).findIndex((d) => d.route === route)
}

/** The badge text of a count: nothing for 0, '99+' past 99 (WeChat cuts badge texts at 4 characters). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

/** Shows a count on a tab (or clears it at 0). */
export function setTabBadge(route: string, count: number): void {
  const index = tabIndex(route)
  if (index < 0) return
  const text = badgeText(count)
  try {
    const call = text ? Taro.setTabBarBadge?.({ index, text }) : Taro.removeTabBarBadge?.({ index })
    void call?.catch?.(() => undefined)
  } catch {
    /* no tab bar on this page */
  }
}

/**
 * The selected tab follows the company's main colour (white-label): app.config can only hold one
 * colour, so tab pages apply the theme's when they show. Same fire-and-forget rules as badges.
 */
export function setTabSelectedColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return
  try {
    void Taro.setTabBarStyle?.({ selectedColor: color })?.catch?.(() => undefined)
  } catch {
    /* no tab bar on this page */
  }
}
