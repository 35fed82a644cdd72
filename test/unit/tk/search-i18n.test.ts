import { applicationPickerDict } from '@/core/i18n/application-picker'
import { searchDict } from '@/tk/i18n/search'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

describe('flight search dictionary', () => {
  test('the same keys in zh-CN and en-US, none empty', () => {
    const zh = Object.keys(searchDict['zh-CN']).sort()
    const en = Object.keys(searchDict['en-US']).sort()
    expect(en).toEqual(zh)
    for (const table of [searchDict['zh-CN'], searchDict['en-US']]) for (const v of Object.values(table)) expect(v.trim()).not.toBe('')
  })

  test('every key uses the same placeholders in both languages', () => {
    const zh = searchDict['zh-CN'] as Record<string, string>
    const en = searchDict['en-US'] as Record<string, string>
    const differ = Object.keys(zh).filter((k) => placeholders(zh[k]) !== placeholders(en[k]))
    expect(differ).toEqual([])
  })

  test('the spec wording for the same-city rule', () => {
    expect(searchDict['zh-CN']['error.sameCity']).toBe('出发和到达城市不能相同')
    expect(searchDict['en-US']['error.sameCity']).toBe('Departure and arrival cannot be the same')
  })
})

describe('trip application strings', () => {
  test('the "coming soon" notice is gone; the picker texts exist in both languages, English in English', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const table = searchDict[lang] as Record<string, string>
      expect(table['query.applicationNeeded']).toBeUndefined()
      expect(Object.values(table).some((v) => /即将上线|coming to this app soon/.test(v))).toBe(false)
      // The flight-only words (the sheet's hint, the booked-route prompts); the picker's own are core's.
      expect(Object.keys(table).filter((k) => k.startsWith('application.')).length).toBeGreaterThan(10)
    }
    const en = searchDict['en-US'] as Record<string, string>
    expect(Object.keys(en).filter((k) => (k.startsWith('application.') || k.endsWith('Application')) && /[\u4e00-\u9fff]/.test(en[k]))).toEqual([])
    const pickerZh = applicationPickerDict['zh-CN'] as Record<string, string>
    const pickerEn = applicationPickerDict['en-US'] as Record<string, string>
    expect(Object.keys(pickerEn).sort()).toEqual(Object.keys(pickerZh).sort())
    expect(Object.keys(pickerEn).filter((k) => /[\u4e00-\u9fff]/.test(pickerEn[k]) || placeholders(pickerEn[k]) !== placeholders(pickerZh[k]))).toEqual([])
  })
})
