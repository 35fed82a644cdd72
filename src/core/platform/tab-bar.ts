import Taro from '@tarojs/taro'
import { routeOfPage } from '../routes'
import { badgeText, tabIndex, tryTabBar } from './tab-bar-common'

export { badgeText, tabIndex } from './tab-bar-common'

/**
 * The mini-program's native tab bar: badges, texts and the selected colour. It exists only while a
 * tab page shows; anywhere else (and before the first page) WeChat refuses every call with "not
 * TabBar page", so the calls wait: tab pages apply counts, texts and colour again when they show.
 * (tab-bar.h5.ts drives the tab bar Taro draws on H5.)
 */
function tabPageShows(): boolean {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string } | undefined
  return !!top?.route && !!routeOfPage(top.route)?.tab
}

/** Shows a count on a tab (or clears it at 0). */
export function setTabBadge(route: string, count: number): void {
  const index = tabIndex(route)
  if (index < 0 || !tabPageShows()) return
  const text = badgeText(count)
  tryTabBar(() => (text ? Taro.setTabBarBadge?.({ index, text }) : Taro.removeTabBarBadge?.({ index })))
}

/** The selected tab follows the company's main colour (white-label): app.config can hold only one. */
export function setTabSelectedColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color) || !tabPageShows()) return
  tryTabBar(() => Taro.setTabBarStyle?.({ selectedColor: color }))
}

/** Tab labels in the current language, in tab order. */
export function setTabTexts(texts: readonly string[]): void {
  if (!tabPageShows()) return
  texts.forEach((text, index) => tryTabBar(() => Taro.setTabBarItem?.({ index, text })))
}
