import { contrastRatio, parseColor, readableOn } from '../../../src/core/domain/contrast'
import { DEFAULT_THEME, themeVars } from '../../../src/core/stores/theme-store'

describe('contrast', () => {
  test.each([
    ['#fff', [255, 255, 255]],
    ['#1677FF', [22, 119, 255]],
    ['#1677ff80', [22, 119, 255]],
    ['rgba(255, 150, 100, 0.5)', [255, 150, 100]],
    ['red', null],
  ])('parseColor(%p)', (value, want) => {
    expect(parseColor(value)).toEqual(want)
  })

  test('WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // the platform blue on white: below AA, which is why the text shade exists
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1)
    expect(contrastRatio('#1677ff', 'nope')).toBeNaN()
  })

  test('a colour that already passes comes back as it is', () => {
    expect(readableOn('#c8102e', ['#ffffff', '#fdecee'])).toBe('#c8102e')
  })

  test.each([
    ['#1677ff', ['#ffffff', '#f5f6f8', '#e8f1ff']],
    ['#1a66ff', ['#ffffff', '#f4f7fc', '#e8f0ff']],
    ['#ff7d00', ['#ffffff']],
    ['#ffff00', ['#ffffff', '#fffbe6']],
  ])('%p is darkened just enough to reach 4.5:1 on %p, keeping its hue', (color, backgrounds) => {
    const shade = readableOn(color, backgrounds)
    for (const bg of backgrounds) expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(4.5)
    // just enough: one step lighter would not pass everywhere
    const [r, g, b] = parseColor(shade)!
    const lighter = `rgb(${Math.min(255, r / 0.96)}, ${Math.min(255, g / 0.96)}, ${Math.min(255, b / 0.96)})`
    expect(backgrounds.every((bg) => contrastRatio(lighter, bg) >= 4.5)).toBe(false)
    const [r0, g0, b0] = parseColor(color)!
    // same proportions between channels (a darker shade of the same colour)
    if (r0 > 0 && b0 > 0) expect(r / b).toBeCloseTo(r0 / b0, 1)
    if (g0 > 0 && b0 > 0) expect(g / b).toBeCloseTo(g0 / b0, 1)
  })

  test('the theme carries the text shade for its main colour', () => {
    const vars = themeVars(DEFAULT_THEME)
    expect(vars['--main-color']).toBe('#1677ff')
    expect(contrastRatio(vars['--main-text-color'], '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(vars['--main-text-color'], DEFAULT_THEME.lightBackColor)).toBeGreaterThanOrEqual(4.5)
    // app.scss's default (before any theme loads) is the same shade
    expect(vars['--main-text-color']).toBe('#1366db')
  })
})
