import Taro from '@tarojs/taro'
import { badgeText, tabIndex, tryTabBar } from './tab-bar-common'

export { badgeText, tabIndex } from './tab-bar-common'

/**
 * H5: Taro draws the tab bar from app.config and takes these calls on its event centre from any
 * page; one it cannot apply is dropped. (tab-bar.ts: the mini-program's native tab bar.)
 */

/** Shows a count on a tab (or clears it at 0). */
export function setTabBadge(route: string, count: number): void {
  const index = tabIndex(route)
  if (index < 0) return
  const text = badgeText(count)
  tryTabBar(() => (text ? Taro.setTabBarBadge?.({ index, text }) : Taro.removeTabBarBadge?.({ index })))
}

/** The selected tab follows the company's main colour (white-label): app.config can hold only one. */
export function setTabSelectedColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return
  tryTabBar(() => Taro.setTabBarStyle?.({ selectedColor: color }))
}

/** Tab labels in the current language, in tab order. */
export function setTabTexts(texts: readonly string[]): void {
  texts.forEach((text, index) => tryTabBar(() => Taro.setTabBarItem?.({ index, text })))
}
