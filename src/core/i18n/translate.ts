/** Locale codes the product supports; zh-CN is the default (spec overview §1). */
export type Locale = 'zh-CN' | 'en-US'

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US']
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** One namespace of messages: the same keys in both languages. */
export type Dict<K extends string = string> = Record<Locale, Record<K, string>>

export type Params = Record<string, string | number>

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

/** Normalises whatever storage or a browser says into one of our locales. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE
  return value.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN'
}
