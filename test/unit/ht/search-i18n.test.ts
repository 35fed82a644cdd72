import { hotelSearchDict } from '@/ht/i18n/search'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('hotel search strings', () => {
  test('both languages have the same keys', () => {
    const zh = Object.keys(hotelSearchDict['zh-CN']).sort()
    const en = Object.keys(hotelSearchDict['en-US']).sort()
    expect(en).toEqual(zh)
  })

  test('the English table holds no Chinese text', () => {
    const offenders = Object.entries(hotelSearchDict['en-US']).filter(([, v]) => HAN.test(v))
    expect(offenders).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    const zh = hotelSearchDict['zh-CN'] as Record<string, string>
    const en = hotelSearchDict['en-US'] as Record<string, string>
    const diff = Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))
    expect(diff).toEqual([])
  })
})
