import { setLocale, type Locale } from '@/core/i18n/index'

/**
 * Runs fn once per locale and returns both answers, so a table row can state the zh-CN and
 * en-US text side by side. Leaves the locale on zh-CN, the default every test starts from.
 */
export function inBothLocales<T>(fn: () => T): Record<Locale, T> {
  setLocale('zh-CN')
  const zh = fn()
  setLocale('en-US')
  const en = fn()
  setLocale('zh-CN')
  return { 'zh-CN': zh, 'en-US': en }
}
