import { missingKeys } from '@/core/i18n/index'
import { account } from '@/core/i18n/dict/account'

// The account screens' texts: both languages complete and consistent.
const zh = account['zh-CN'] as Record<string, string>
const en = account['en-US'] as Record<string, string>

test('zh-CN and en-US hold exactly the same account.* keys, none empty', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
  for (const k of Object.keys(zh)) {
    expect(k.startsWith('account.')).toBe(true)
    expect([k, zh[k].trim() !== '', en[k].trim() !== '']).toEqual([k, true, true])
  }
  expect(missingKeys().filter((m) => m.key.startsWith('account.'))).toEqual([])
})

test('both languages use the same {placeholders}, and English is English', () => {
  const names = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort()
  for (const k of Object.keys(zh)) {
    expect([k, names(en[k])]).toEqual([k, names(zh[k])])
    expect([k, /[\u4e00-\u9fff]/.test(en[k])]).toEqual([k, false])
  }
})

test('the SMS button texts of the brief', () => {
  expect(zh['account.smsSend']).toBe('获取验证码')
  expect(zh['account.smsResend'].replace('{n}', '59')).toBe('59s后重发')
})
