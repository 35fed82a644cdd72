import { carBookingDict } from '@/car/i18n/booking'
import { carSearchDict } from '@/car/i18n/search'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe.each([
  ['search', carSearchDict as { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }],
  ['booking', carBookingDict as { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }],
])('car %s strings', (_name, dict) => {
  test('both languages have the same keys', () => {
    expect(Object.keys(dict['en-US']).sort()).toEqual(Object.keys(dict['zh-CN']).sort())
  })

  test('the English table holds no Chinese text', () => {
    expect(Object.entries(dict['en-US']).filter(([, v]) => HAN.test(v))).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    expect(Object.keys(dict['zh-CN']).filter((k) => names(dict['zh-CN'][k]) !== names(dict['en-US'][k]))).toEqual([])
  })
})
