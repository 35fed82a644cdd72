import { afterSale } from '@/tr/i18n/after-sale'
import { trBench } from '@/userCenter/i18n/tr-bench'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

describe.each([
  ['after-sale (tr)', afterSale],
  ['tr-bench (userCenter)', trBench],
] as const)('%s dictionary', (_name, dict) => {
  const zh = dict['zh-CN'] as Record<string, string>
  const en = dict['en-US'] as Record<string, string>

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
})

test('lists split the same way in both languages', () => {
  for (const key of ['tr.refund.reasonOptions', 'tr.common.weekdays'] as const) {
    expect(afterSale['en-US'][key].split(/[|,]/).length).toBe(afterSale['zh-CN'][key].split(/[|,]/).length)
  }
})
