import { tripDict } from '@/trip/i18n/trip'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

describe('trip dictionary', () => {
  const zh = tripDict['zh-CN'] as Record<string, string>
  const en = tripDict['en-US'] as Record<string, string>

  test('the same keys in zh-CN and en-US, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    for (const v of [...Object.values(zh), ...Object.values(en)]) expect(v.trim()).not.toBe('')
  })

  test('the same placeholders in both languages', () => {
    expect(Object.keys(zh).filter((k) => placeholders(zh[k]) !== placeholders(en[k]))).toEqual([])
  })

  test('the English text is English', () => {
    expect(Object.keys(en).filter((k) => /[\u4e00-\u9fff]/.test(en[k]))).toEqual([])
  })

  test('every list tab has a label', () => {
    for (const tab of [2, 1, 0, 3, 4, -1]) expect(zh[`list.tab.${tab}`]).toBeDefined()
  })
})
