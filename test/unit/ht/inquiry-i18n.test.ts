import { hotelInquiryDict } from '@/ht/i18n/inquiry'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('hotel inquiry strings', () => {
  test('both languages have the same keys', () => {
    expect(Object.keys(hotelInquiryDict['en-US']).sort()).toEqual(Object.keys(hotelInquiryDict['zh-CN']).sort())
  })

  test('the English table holds no Chinese text', () => {
    expect(Object.entries(hotelInquiryDict['en-US']).filter(([, v]) => HAN.test(v))).toEqual([])
  })

  test('placeholders match between the languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    const zh = hotelInquiryDict['zh-CN'] as Record<string, string>
    const en = hotelInquiryDict['en-US'] as Record<string, string>
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
  })
})
