import { taroMock } from '../mocks/taro'
import { DEFAULT_THEME, ThemeStore, by2Lines, parseBy1, safeColor } from '../../../src/core/stores/theme-store'
import { LocaleStore } from '../../../src/core/stores/locale-store'
import { getLocale, onLocaleChange, setLocale, t } from '../../../src/core/i18n/index'
import type { PageSet } from '../../../src/core/api/types'

beforeEach(() => taroMock.reset())
afterEach(() => setLocale('zh-CN'))

const PAGE: PageSet = {
  pageName: '东方能源商旅',
  logoUrl: '/static/df/logo.svg',
  by1: JSON.stringify({ banners: ['/static/df/b1.svg', 7], colors: { accent: '#f60' } }),
  by2: '安全出行\n合规差旅\r\n',
  by4: 'df',
  visitorMode: 1,
  sysType: 'h5',
  themeBean: {
    mainColor: '#c8102e',
    backColor: '#f7f4f4',
    lightBackColor: '#fbe9eb',
    lightBackColor1: '#fdf4f5',
    linearMain1: '#c8102e',
    linearMain2: '#e0533a',
    linearMain3: 'url(javascript:alert(1))',
    linearMain4: 'rgba(255, 150, 100, 0.5)',
  },
}

describe('ThemeStore', () => {
  it('defaults to the blue main colour', () => {
    const s = new ThemeStore(async () => [])
    expect(s.theme.mainColor).toBe('#1677ff')
    expect(s.vars['--main-color']).toBe('#1677ff')
  })

  it('page settings drive the CSS variables; anything that is not a colour falls back', async () => {
    const s = new ThemeStore(async () => [PAGE])
    await s.load({ corpNo: 'DFNY' })
    expect(s.vars).toMatchObject({
      '--main-color': '#c8102e',
      '--back-color': '#f7f4f4',
      '--linear-main2': '#e0533a',
      '--linear-main3': DEFAULT_THEME.linearMain3,
      '--linear-main4': 'rgba(255, 150, 100, 0.5)',
    })
    expect(s.by1.banners).toEqual(['/static/df/b1.svg'])
    expect(s.noticeLines).toEqual(['安全出行', '合规差旅'])
    expect(s.themeSet).toBe('df')
    expect(s.pageName).toBe('东方能源商旅')
  })

  it('reload asks for the same company again (a language switch gets that language\'s names and banners)', async () => {
    const asked: unknown[] = []
    const s = new ThemeStore(async (q) => (asked.push(q), [PAGE]))
    await s.load({ corpNo: 'DFNY' })
    await s.reload()
    expect(asked).toEqual([{ corpNo: 'DFNY' }, { corpNo: 'DFNY' }])
  })

  it('a failing settings call leaves the default look and never throws', async () => {
    const s = new ThemeStore(async () => {
      throw new Error('down')
    })
    await expect(s.load()).resolves.toBeUndefined()
    expect(s.loaded).toBe(true)
    expect(s.theme).toEqual(DEFAULT_THEME)
  })

  it.each([
    ['#abc', true],
    ['#aabbcc', true],
    ['rgb(1, 2, 3)', true],
    ['red;background:url(x)', false],
    ['', false],
    [42, false],
  ])('safeColor(%j) accepts=%s', (v, ok) => {
    expect(safeColor(v, 'FALLBACK') !== 'FALLBACK').toBe(ok)
  })

  it('bad by1 JSON is no banners, not a crash', () => {
    expect(parseBy1('{not json')).toEqual({ banners: [] })
    expect(by2Lines(undefined)).toEqual([])
  })
})

describe('LocaleStore', () => {
  it('defaults to zh-CN, switches at runtime, persists under Locale and renames the tabs only on a switch', () => {
    const changes: string[] = []
    const s = new LocaleStore((l) => changes.push(l))
    s.hydrate()
    expect(s.locale).toBe('zh-CN')
    expect(t('common.ok')).toBe('确定')
    s.setLocale('en-US')
    expect(getLocale()).toBe('en-US')
    expect(t('common.ok')).toBe('OK')
    expect(taroMock.storage.get('Locale')).toBe('en-US')
    // Start-up announces nothing: no tab bar exists before the first page (WeChat: "not TabBar page").
    expect(changes).toEqual(['en-US'])
  })

  it('those told of a switch already read the new language from the store (page settings reload asks in it)', () => {
    const s = new LocaleStore()
    s.hydrate()
    const seen: string[] = []
    const off = onLocaleChange(() => seen.push(s.locale))
    s.setLocale('en-US')
    off()
    expect(seen).toEqual(['en-US'])
  })

  it('reads a stored language back', () => {
    taroMock.storage.set('Locale', 'en-US')
    const s = new LocaleStore()
    s.hydrate()
    expect(s.isEn).toBe(true)
  })
})
