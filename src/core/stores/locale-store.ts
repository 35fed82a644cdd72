import { makeAutoObservable } from 'mobx'
import { getLocale, setLocale as setI18nLocale, toLocale, type Locale } from '../i18n/index'
import { getItem, setItem, StorageKey } from '../platform/storage'

/** The current language: kept in storage under 'Locale' (spec §3), switchable at runtime. */
export class LocaleStore {
  locale: Locale = getLocale()

  constructor(private readonly onChange: (l: Locale) => void = () => undefined) {
    makeAutoObservable(this)
  }

  hydrate(): void {
    const saved = getItem<string>(StorageKey.locale)
    this.apply(saved ? toLocale(saved) : getLocale())
  }

  setLocale(locale: Locale): void {
    setItem(StorageKey.locale, locale)
    this.apply(locale)
  }

  /** Tab labels: native tab bars exist only once a tab page shows, so tab pages call this on show. */
  syncTabs(): void {
    this.onChange(this.locale)
  }

  toggle(): void {
    this.setLocale(this.locale === 'zh-CN' ? 'en-US' : 'zh-CN')
  }

  private apply(locale: Locale): void {
    setI18nLocale(locale)
    this.locale = locale
    this.onChange(locale)
  }

  get isEn(): boolean {
    return this.locale === 'en-US'
  }
}
