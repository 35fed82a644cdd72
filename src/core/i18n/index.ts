import { DEFAULT_LOCALE, interpolate, type Locale, type Params } from './translate'
import { common } from './dict/common'
import { http } from './dict/http'
import { auth } from './dict/auth'
import { validation } from './dict/validation'
import { domain } from './dict/domain'
import { account } from './dict/account'
import { shell } from './dict/shell'
import { approval } from './dict/approval'

export type { Locale, Params } from './translate'
export { LOCALES, DEFAULT_LOCALE, toLocale } from './translate'

// orders.ts is the order list's own (pages/allorder, scopedT): the tab's chunk carries it, not the first bundle.
const namespaces = [common, http, auth, validation, domain, account, shell, approval] as const

type Union<T> = T extends readonly (infer U)[] ? U : never
type KeysOf<D> = D extends { 'zh-CN': infer Z } ? keyof Z & string : never
export type MessageKey = KeysOf<Union<typeof namespaces>>

const tables: Record<Locale, Record<string, string>> = { 'zh-CN': {}, 'en-US': {} }
for (const ns of namespaces) {
  Object.assign(tables['zh-CN'], ns['zh-CN'])
  Object.assign(tables['en-US'], ns['en-US'])
}

let current: Locale = DEFAULT_LOCALE
const listeners = new Set<(l: Locale) => void>()

/** The locale every `t()` call answers in; the locale store owns persisting it. */
export function getLocale(): Locale {
  return current
}

export function setLocale(locale: Locale): void {
  if (locale === current) return
  current = locale
  listeners.forEach((fn) => fn(locale))
}

export function onLocaleChange(fn: (l: Locale) => void): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

/** Translates in the current locale; a key missing from a table falls back to zh-CN, then to the key. */
export function t(key: MessageKey, params?: Params): string {
  return translate(current, key, params)
}

export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const template = tables[locale][key] ?? tables['zh-CN'][key] ?? key
  return interpolate(template, params)
}

/** For tests: every key of one table must exist in the other. */
export function missingKeys(): { locale: Locale; key: string }[] {
  const out: { locale: Locale; key: string }[] = []
  const zh = Object.keys(tables['zh-CN'])
  const en = Object.keys(tables['en-US'])
  for (const k of zh) if (!(k in tables['en-US'])) out.push({ locale: 'en-US', key: k })
  for (const k of en) if (!(k in tables['zh-CN'])) out.push({ locale: 'zh-CN', key: k })
  return out
}

/**
 * Product folders keep their strings in their own subpackage: `const tt = scopedT(tkDict)` gives a
 * typed translator over that dictionary, in the current locale (zh-CN fallback, like `t`).
 */
export function scopedT<D extends { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }>(dict: D) {
  return (key: keyof D['zh-CN'] & string, params?: Params): string => {
    const table = dict[current] as Record<string, string>
    const template = table[key] ?? (dict['zh-CN'] as Record<string, string>)[key] ?? key
    return interpolate(template, params)
  }
}
