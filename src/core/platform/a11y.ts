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
