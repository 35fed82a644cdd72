import { airportDict } from '@/airport/i18n/airport'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('airport service strings', () => {
  test('both languages have the same keys', () => {
    expect(Object.keys(airportDict['en-US']).sort()).toEqual(Object.keys(airportDict['zh-CN']).sort())
  })

  test('the English table holds no Chinese text', () => {
    expect(Object.entries(airportDict['en-US']).filter(([, v]) => HAN.test(v))).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    const zh = airportDict['zh-CN'] as Record<string, string>
    const en = airportDict['en-US'] as Record<string, string>
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })

  test('every kind has a title in both languages', () => {
    for (const kind of ['LOUNGE', 'FAST_CHECK', 'CHECK_IN', 'GUEST_PASS', 'INTEGRATED']) {
      expect(airportDict['zh-CN']).toHaveProperty([`title.${kind}`])
      expect(airportDict['en-US']).toHaveProperty([`title.${kind}`])
    }
  })
})
