import { trainSearchDict } from '@/tr/i18n/search'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

describe('train search dictionary', () => {
  test('the same keys in zh-CN and en-US, none empty, the same placeholders', () => {
    const zh = trainSearchDict['zh-CN'] as Record<string, string>
    const en = trainSearchDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    for (const table of [zh, en]) for (const v of Object.values(table)) expect(v.trim()).not.toBe('')
    expect(Object.keys(zh).filter((k) => placeholders(zh[k]) !== placeholders(en[k]))).toEqual([])
  })

  test('English texts carry no Chinese', () => {
    const en = trainSearchDict['en-US'] as Record<string, string>
    expect(Object.entries(en).filter(([, v]) => /[\u4e00-\u9fff]/.test(v))).toEqual([])
  })

  test('the spec wording of §5.2', () => {
    expect(trainSearchDict['zh-CN']['error.sameCity']).toBe('出发和到达城市不能相同')
    expect(trainSearchDict['zh-CN']['error.dateExpired']).toBe('日期已过期')
    expect(trainSearchDict['zh-CN']['error.dateOutOfRange']).toBe('日期超出可售范围')
    expect(trainSearchDict['en-US']['error.sameCity']).toBe('Departure and arrival cities cannot be the same')
  })
})
