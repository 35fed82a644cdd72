import { missingKeys } from '@/core/i18n/index'
import { account } from '@/core/i18n/dict/account'
import { smsWords } from '@/core/i18n/sms'
import { accountWords } from '@/account/i18n/words'
import { modifyMobileWords } from '@/userCenter/i18n/modify-mobile'
import { accountPagesWords } from '@/userCenter/i18n/account-pages'

// The account screens' texts, wherever they live (core's shared ones, the SMS button's, the account
// subpackage's, the user centre's): both languages complete and consistent.
const dicts = { account, smsWords, accountWords, modifyMobileWords, accountPagesWords } as Record<string, { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> }>

describe.each(Object.entries(dicts))('%s', (_name, dict) => {
  const zh = dict['zh-CN']
  const en = dict['en-US']

  test('zh-CN and en-US hold exactly the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    expect(Object.keys(zh).length).toBeGreaterThan(0)
    for (const k of Object.keys(zh)) expect([k, zh[k].trim() !== '', en[k].trim() !== '']).toEqual([k, true, true])
  })

  test('both languages use the same {placeholders}, and English is English', () => {
    const names = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const k of Object.keys(zh)) {
      expect([k, names(en[k])]).toEqual([k, names(zh[k])])
      expect([k, /[\u4e00-\u9fff]/.test(en[k])]).toEqual([k, false])
    }
  })
})

test('core keeps no account screen words the login bundle would carry', () => {
  expect(Object.keys(account['zh-CN'])).toEqual(['account.failed'])
  expect(missingKeys().filter((m) => m.key.startsWith('account.'))).toEqual([])
})

test('the SMS button texts of the brief', () => {
  expect(smsWords['zh-CN'].smsSend).toBe('获取验证码')
  expect(smsWords['zh-CN'].smsResend.replace('{n}', '59')).toBe('59s后重发')
})
