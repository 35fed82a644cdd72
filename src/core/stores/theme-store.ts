import { makeAutoObservable, runInAction } from 'mobx'
import { etPageSetList } from '../api/general'
import type { PageSet, ThemeBean } from '../api/types'
import { readableOn } from '../domain/contrast'
import { applyTextScale, systemLargeText } from '../platform/a11y'
import { getItem, setItem, StorageKey } from '../platform/storage'

/** Large-text mode multiplies every text size (config/text-scale.js) by this. */
export const LARGE_TEXT_SCALE = 1.25

/** Default main colour blue (overview §9). */
export const DEFAULT_THEME: ThemeBean = {
  mainColor: '#1677ff',
  backColor: '#f5f6f8',
  lightBackColor: '#e8f1ff',
  lightBackColor1: '#f3f8ff',
  linearMain1: '#1677ff',
  linearMain2: '#4096ff',
  linearMain3: '#69b1ff',
  linearMain4: '#bae0ff',
}

export interface By1 {
  banners: string[]
  loginBg?: string
  colors?: Record<string, string>
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB = /^rgba?\([\d\s.,%]+\)$/i

/** Only real colours reach a style attribute: page settings come from the server, not from us. */
export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && (HEX.test(value.trim()) || RGB.test(value.trim())) ? value.trim() : fallback
}

export function parseBy1(raw: string | undefined): By1 {
  if (!raw) return { banners: [] }
  try {
    const v = JSON.parse(raw) as Partial<By1>
    return {
      banners: Array.isArray(v.banners) ? v.banners.filter((b): b is string => typeof b === 'string') : [],
      loginBg: typeof v.loginBg === 'string' ? v.loginBg : undefined,
      colors: v.colors && typeof v.colors === 'object' ? v.colors : undefined,
    }
  } catch {
    return { banners: [] }
  }
}

/** by2: text whose newlines become line breaks. */
export function by2Lines(raw: string | undefined): string[] {
  return (raw ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean)
}

/** CSS variables of a theme; every page's root carries them so both targets theme the same way. */
export function themeVars(theme: ThemeBean): Record<string, string> {
  return {
    '--main-color': theme.mainColor,
    // Links, tags and titles in the main colour, and fills under white text: AA (4.5:1) on white
    // and on the page and both light-tint backgrounds (chips sit on the second), whatever colour
    // the company chose.
    '--main-text-color': readableOn(theme.mainColor, ['#ffffff', theme.backColor, theme.lightBackColor, theme.lightBackColor1]),
    '--back-color': theme.backColor,
    '--light-back-color': theme.lightBackColor,
    '--light-back-color1': theme.lightBackColor1,
    '--linear-main1': theme.linearMain1,
    '--linear-main2': theme.linearMain2,
    '--linear-main3': theme.linearMain3,
    '--linear-main4': theme.linearMain4,
    '--nutui-color-primary': theme.mainColor,
    '--nutui-color-primary-stop-1': theme.linearMain1,
    '--nutui-color-primary-stop-2': theme.linearMain2,
  }
}

export class ThemeStore {
  pageSet: PageSet | null = null
  loaded = false
  /** What the last load asked for, so a language switch can ask again (names, slogan and banners are per language). */
  private lastQuery: { domainName?: string; corpNo?: string } = {}
  /** Large text: the choice kept on this device, else the system's preference at launch. Not reset on logout. */
  largeText = getItem<boolean>(StorageKey.largeText) ?? systemLargeText()

  constructor(private readonly fetchPageSets: typeof etPageSetList = etPageSetList) {
    makeAutoObservable<ThemeStore, 'lastQuery'>(this, { lastQuery: false })
    applyTextScale(this.textScale)
  }

  get textScale(): number {
    return this.largeText ? LARGE_TEXT_SCALE : 1
  }

  /** Applies at once (every page root reads `vars`) and on every launch (device storage). */
  setLargeText(on: boolean): void {
    this.largeText = on
    setItem(StorageKey.largeText, on)
    applyTextScale(this.textScale)
  }

  get theme(): ThemeBean {
    const b = this.pageSet?.themeBean
    const out = { ...DEFAULT_THEME }
    if (b) for (const k of Object.keys(out) as (keyof ThemeBean)[]) out[k] = safeColor(b[k], DEFAULT_THEME[k])
    return out
  }

  /** The theme's variables and the text scale (--t), for every page root. */
  get vars(): Record<string, string> {
    return { ...themeVars(this.theme), '--t': String(this.textScale) }
  }

  get by1(): By1 {
    return parseBy1(this.pageSet?.by1)
  }

  get noticeLines(): string[] {
    return by2Lines(this.pageSet?.by2)
  }

  get themeSet(): string {
    return this.pageSet?.by4 || 'default'
  }

  /** Visitor mode lets pages open without a session (spec §6); the company's page settings carry it. */
  get visitorMode(): boolean {
    return this.pageSet?.visitorMode === 1
  }

  get pageName(): string {
    return this.pageSet?.pageName ?? ''
  }

  get logoUrl(): string {
    return this.pageSet?.logoUrl ?? ''
  }

  /** Page settings for the host, a company code (/login/{id}) or, with a session, the user's company. */
  async load(opts: { domainName?: string; corpNo?: string } = {}): Promise<void> {
    this.lastQuery = opts
    try {
      const list = await this.fetchPageSets({ domainName: opts.domainName, corpNo: opts.corpNo })
      runInAction(() => {
        this.pageSet = Array.isArray(list) && list.length ? list[0] : null
        this.loaded = true
      })
    } catch {
      // The default look is a complete look: a failed settings call must not block login.
      runInAction(() => {
        this.loaded = true
      })
    }
  }

  /** The same settings again, e.g. in the language just chosen. */
  reload(): Promise<void> {
    return this.load(this.lastQuery)
  }

  reset(): void {
    this.pageSet = null
  }
}
