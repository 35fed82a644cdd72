import { makeAutoObservable } from 'mobx'
import { getLocale, setLocale as setI18nLocale, toLocale, type Locale } from '../i18n/index'
import { setDocumentLang } from '../platform/a11y'
import { getItem, setItem, StorageKey } from '../platform/storage'

/** The current language: kept in storage under 'Locale' (spec §3), switchable at runtime. */
export class LocaleStore {
  locale: Locale = getLocale()

  constructor(private readonly onChange: (l: Locale) => void = () => undefined) {
    makeAutoObservable(this)
  }

  /**
   * The stored language, at start-up. No change is announced: no page (and so no tab bar) exists
   * yet, and tab pages name their tabs when they show (syncTabs).
   */
  hydrate(): void {
    const saved = getItem<string>(StorageKey.locale)
    this.use(saved ? toLocale(saved) : getLocale())
  }

  setLocale(locale: Locale): void {
    setItem(StorageKey.locale, locale)
    this.use(locale)
    this.onChange(locale)
  }

  /** Tab labels: native tab bars exist only once a tab page shows, so tab pages call this on show. */
  syncTabs(): void {
    this.onChange(this.locale)
  }

  toggle(): void {
    this.setLocale(this.locale === 'zh-CN' ? 'en-US' : 'zh-CN')
  }

  private use(locale: Locale): void {
    // The store first: listeners of the i18n switch (page settings reload) send Accept-Language from it.
    this.locale = locale
    setI18nLocale(locale)
    setDocumentLang(locale)
  }

  get isEn(): boolean {
    return this.locale === 'en-US'
  }
}
