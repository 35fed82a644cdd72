import { booking } from '@/tk/i18n/booking'
import { pay } from '@/pay/i18n/pay'
import { orders } from '@/core/i18n/dict/orders'
import { scopedT, setLocale, t } from '@/core/i18n/index'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
/** Dialog buttons: WeChat and Taro H5 refuse texts wider than 4 Chinese characters (8 Latin). */
const buttonWidth = (s: string) => s.replace(/[\u0391-\uFFE5]/g, 'aa').length

describe.each([
  ['booking (tk)', booking],
  ['pay', pay],
  ['orders', orders],
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

test('dialog button texts fit the 4-character limit in both languages', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    expect(buttonWidth(booking[locale]['tk.edit.continue'])).toBeLessThanOrEqual(8)
    setLocale(locale)
    expect(buttonWidth(t('common.ok'))).toBeLessThanOrEqual(8)
    expect(buttonWidth(t('common.cancel'))).toBeLessThanOrEqual(8)
  }
  setLocale('zh-CN')
})

test("the order list's words answer in both languages", () => {
  // a scoped dictionary of the order list (pages/allorder), both tables with the same keys
  expect(Object.keys(orders['en-US']).sort()).toEqual(Object.keys(orders['zh-CN']).sort())
  const to = scopedT(orders)
  setLocale('en-US')
  expect(to('orders.window30')).toBe('Last 30 days')
  setLocale('zh-CN')
  expect(to('orders.window30')).toBe('近30天')
})
