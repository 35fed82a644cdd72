import type { Locale } from '../i18n/translate'
import type { ImageAltProps } from './a11y'

export type { ImageAltProps } from './a11y'

/**
 * H5: Taro's Image draws a <div> around an <img>; only `imgProps` reach the <img>, where screen
 * readers and Lighthouse look for `alt`.
 */
export function imageAlt(text: string): ImageAltProps {
  return { imgProps: { alt: text } }
}

/** <html lang> follows the app's language (index.html starts with zh-CN, the default). */
export function setDocumentLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/**
 * Browsers tell a page nothing reliable about the system's text size (Safari's -apple-system-body
 * font is Safari-only; Android's WebView applies its font scale to the page by itself), so H5
 * follows the app's own setting only.
 */
export function systemLargeText(): boolean {
  return false
}

/** On <html> too: sheets and toasts drawn outside the page root scale with it. */
export function applyTextScale(scale: number): void {
  if (typeof document !== 'undefined') document.documentElement.style.setProperty('--t', String(scale))
}
