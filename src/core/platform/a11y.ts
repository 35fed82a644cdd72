import Taro from '@tarojs/taro'
import type { Locale } from '../i18n/translate'

/**
 * Accessibility hooks that differ per target (a11y.h5.ts: the browser page). The mini-program's
 * page language is WeChat's own, and its image template takes no alternative text, so both are
 * no-ops here.
 */

/** Props that give an Image its alternative text; '' marks a decorative picture. */
export interface ImageAltProps {
  imgProps?: { alt: string }
}

export function imageAlt(_text: string): ImageAltProps {
  return {}
}

/** The document's language follows the app's (screen readers, translation, hyphenation). */
export function setDocumentLang(_locale: Locale): void {
  /* the mini-program has no document */
}

/**
 * WeChat's own text size (iOS WeChat reports it; 17 is the standard size): larger means the user
 * asked the phone for large text, and the app follows until they choose in its settings.
 */
export function systemLargeText(): boolean {
  try {
    const t = Taro as unknown as { getAppBaseInfo?: () => { fontSizeSetting?: number } }
    const info = t.getAppBaseInfo ? t.getAppBaseInfo() : (Taro.getSystemInfoSync() as { fontSizeSetting?: number })
    return Number(info.fontSizeSetting) > 17
  } catch {
    return false
  }
}

/** The mini-program has no document: every page root carries --t with the theme's variables. */
export function applyTextScale(_scale: number): void {
  /* see PageShell */
}
