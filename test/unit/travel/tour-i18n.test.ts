import { tourDict } from '@/travel/i18n/tour'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('tour strings', () => {
  test('both languages have the same keys', () => {
    expect(Object.keys(tourDict['en-US']).sort()).toEqual(Object.keys(tourDict['zh-CN']).sort())
  })

  test('the English table holds no Chinese text, and every Chinese entry has some', () => {
    expect(Object.entries(tourDict['en-US']).filter(([, v]) => HAN.test(v))).toEqual([])
    const zh = tourDict['zh-CN'] as Record<string, string>
    // Separators and symbols only are fine in both.
    expect(Object.entries(zh).filter(([k, v]) => !HAN.test(v) && !['tour.book.sep'].includes(k) && !/^[+\s]/.test(v))).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    const zh = tourDict['zh-CN'] as Record<string, string>
    const en = tourDict['en-US'] as Record<string, string>
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })
})
