// Large-text mode (issue 18 §4): the postcss step that makes every page's text follow --t, the
// setting in the theme store (device storage, the system's preference), and the theme text shade
// at WCAG AA for the demo companies and for colours that fail as they are.
import postcss from 'postcss'
import Taro, { taroMock } from '../mocks/taro'
import { contrastRatio, readableOn } from '../../../src/core/domain/contrast'
import { LARGE_TEXT_SCALE, ThemeStore, themeVars, DEFAULT_THEME } from '../../../src/core/stores/theme-store'
import { StorageKey } from '../../../src/core/platform/storage'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const textScale = require('../../../config/text-scale.js') as (() => postcss.AcceptedPlugin) & { scaled: (v: string, prop?: string) => string | null }

const run = (css: string) => postcss([textScale()]).process(css, { from: undefined }).css

describe('text-scale postcss step', () => {
  test.each([
    ['28rpx', 'calc(28rpx*var(--t))'],
    ['0.7rem', 'calc(0.7rem*var(--t))'],
    ['14px', 'calc(14px*var(--t))'],
    ['var(--nutui-font-size-s, 24rpx)', 'calc(var(--nutui-font-size-s, 24rpx)*var(--t))'],
    ['0.8em', null],
    ['120%', null],
    ['inherit', null],
    ['calc(28rpx*var(--t))', null],
  ])('font-size %p -> %p', (value, want) => {
    expect(textScale.scaled(value, 'font-size')).toBe(want)
  })

  test('a line-height variable may be unitless: left alone; absolute line-heights grow', () => {
    expect(textScale.scaled('var(--nutui-line-height)', 'line-height')).toBeNull()
    expect(textScale.scaled('1.5', 'line-height')).toBeNull()
    expect(textScale.scaled('40rpx', 'line-height')).toBe('calc(40rpx*var(--t))')
  })

  test('text sizes, min-heights and one-line control heights grow; widths and paddings do not', () => {
    const out = run('.a{font-size:28rpx;line-height:96rpx;height:96rpx;width:200rpx;padding:0 32rpx;min-height:104rpx}')
    expect(out).toBe(
      '.a{font-size:calc(28rpx*var(--t));line-height:calc(96rpx*var(--t));height:calc(96rpx*var(--t));width:200rpx;padding:0 32rpx;min-height:calc(104rpx*var(--t))}',
    )
    // a box whose height is not its line's stays (icons, images, bars)
    expect(run('.b{height:48rpx;line-height:1.4}')).toBe('.b{height:48rpx;line-height:1.4}')
    // animations are not touched
    expect(run('@keyframes k{from{font-size:10px}}')).toBe('@keyframes k{from{font-size:10px}}')
  })

  test('running twice changes nothing more', () => {
    const once = run('.a{font-size:28rpx}')
    expect(run(once)).toBe(once)
  })
})

describe('large-text setting', () => {
  beforeEach(() => taroMock.reset())
  const fetchNone = async () => []

  test('off by default; on at once and stored on the device; the page roots get the scale', () => {
    const s = new ThemeStore(fetchNone)
    expect(s.largeText).toBe(false)
    expect(s.vars['--t']).toBe('1')
    s.setLargeText(true)
    expect(s.textScale).toBe(LARGE_TEXT_SCALE)
    expect(s.vars['--t']).toBe(String(LARGE_TEXT_SCALE))
    expect(taroMock.storage.get(StorageKey.largeText)).toBe(true)
  })

  test.each([
    [17, undefined, false],
    [20, undefined, true],
    [20, false, false],
    [17, true, true],
  ])('WeChat text size %p with the stored choice %p: large text %p', (fontSizeSetting, stored, want) => {
    if (stored !== undefined) taroMock.storage.set(StorageKey.largeText, stored)
    const T = Taro as unknown as Record<string, unknown>
    T.getAppBaseInfo = () => ({ fontSizeSetting })
    try {
      expect(new ThemeStore(fetchNone).largeText).toBe(want)
    } finally {
      delete T.getAppBaseInfo
    }
  })

  test('the next launch reads the stored choice; logout (reset) keeps it', () => {
    taroMock.storage.set(StorageKey.largeText, true)
    const s = new ThemeStore(fetchNone)
    expect(s.largeText).toBe(true)
    s.reset()
    expect(s.largeText).toBe(true)
    s.setLargeText(false)
    expect(new ThemeStore(fetchNone).largeText).toBe(false)
  })
})

describe('theme text shade at WCAG AA', () => {
  test.each([
    // the demo companies (server seed): HXKJ blue, DFNY red
    ['HXKJ', { mainColor: '#1a66ff', backColor: '#f4f7fc', lightBackColor: '#e8f0ff' }],
    ['DFNY', { mainColor: '#c8102e', backColor: '#fbf6f4', lightBackColor: '#fdecee' }],
    // colours that fail as text: adjusted, not refused
    ['yellow', { mainColor: '#ffd600', backColor: '#f5f6f8', lightBackColor: '#fffbe6' }],
    ['light green', { mainColor: '#7bd88f', backColor: '#f5f6f8', lightBackColor: '#eefaf0' }],
    ['pale blue', { mainColor: '#a0c4ff', backColor: '#f5f6f8', lightBackColor: '#eef4ff' }],
  ])('%s: the text shade reaches 4.5:1 on white, the page and the tint', (_name, colours) => {
    const vars = themeVars({ ...DEFAULT_THEME, ...colours })
    for (const bg of ['#ffffff', colours.backColor, colours.lightBackColor]) {
      expect(contrastRatio(vars['--main-text-color'], bg)).toBeGreaterThanOrEqual(4.5)
    }
    // white text on the shade (filled buttons) too
    expect(contrastRatio('#ffffff', vars['--main-text-color'])).toBeGreaterThanOrEqual(4.5)
    // the fill colour stays the company's
    expect(vars['--main-color']).toBe(colours.mainColor)
    expect(readableOn(colours.mainColor, [colours.backColor])).toMatch(/^#[0-9a-f]{6}$/)
  })
})
