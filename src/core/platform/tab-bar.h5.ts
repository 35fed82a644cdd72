import Taro from '@tarojs/taro'
import { badgeText, tabIndex, tryTabBar } from './tab-bar-common'

export { badgeText, tabIndex } from './tab-bar-common'

/**
 * H5: Taro draws the tab bar from app.config and takes these calls on its event centre from any
 * page. The bar's element is fetched after start-up (tab-bar-element.h5.ts), and a call made before
 * it listens is lost, so the latest of each is kept and replayed once it is ready (replayTabBar).
 * (tab-bar.ts: the mini-program's native tab bar.)
 */
const latest = { color: '', texts: [] as readonly string[], badges: new Map<number, string>() }

function applyBadge(index: number, text: string): void {
  tryTabBar(() => (text ? Taro.setTabBarBadge?.({ index, text }) : Taro.removeTabBarBadge?.({ index })))
}
function applyColor(color: string): void {
  tryTabBar(() => Taro.setTabBarStyle?.({ selectedColor: color }))
}
function applyTexts(texts: readonly string[]): void {
  texts.forEach((text, index) => tryTabBar(() => Taro.setTabBarItem?.({ index, text })))
}

/** Shows a count on a tab (or clears it at 0). */
export function setTabBadge(route: string, count: number): void {
  const index = tabIndex(route)
  if (index < 0) return
  const text = badgeText(count)
  latest.badges.set(index, text)
  applyBadge(index, text)
}

/** The selected tab follows the company's main colour (white-label): app.config can hold only one. */
export function setTabSelectedColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return
  latest.color = color
  applyColor(color)
}

/** Tab labels in the current language, in tab order. */
export function setTabTexts(texts: readonly string[]): void {
  latest.texts = [...texts]
  applyTexts(texts)
}

/** Applies the latest colour, labels and badges again: the bar has just started listening. */
export function replayTabBar(): void {
  if (latest.color) applyColor(latest.color)
  if (latest.texts.length) applyTexts(latest.texts)
  latest.badges.forEach((text, index) => applyBadge(index, text))
}
