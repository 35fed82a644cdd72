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
