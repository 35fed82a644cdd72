import { trainBooking } from '@/tr/i18n/booking'

describe('the train booking dictionary', () => {
  const zh = trainBooking['zh-CN'] as Record<string, string>
  const en = trainBooking['en-US'] as Record<string, string>

  test('both languages have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
  })

  test('the same placeholders, and English text has no Chinese', () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const k of Object.keys(zh)) {
      expect([k, holes(en[k])]).toEqual([k, holes(zh[k])])
      expect([k, /[\u4e00-\u9fff]/.test(en[k])]).toEqual([k, false])
    }
  })
})
