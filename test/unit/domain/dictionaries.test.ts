import { missingKeys, setLocale, t, type MessageKey } from '@/core/i18n/index'
import { domain } from '@/core/i18n/dict/domain'
import { validation } from '@/core/i18n/dict/validation'
import { idCardWords } from '@/core/i18n/id-card'

afterEach(() => setLocale('zh-CN'))

const OURS = /^(validation|domain)\./

describe.each([
  ['validation', validation],
  ['domain', domain],
  // the ID card check's own words, kept out of the first bundle
  ['domain', idCardWords],
] as const)('%s dictionary', (ns, dict) => {
  const zh = Object.keys(dict['zh-CN'])
  const en = Object.keys(dict['en-US'])

  test('both languages hold exactly the same keys', () => {
    expect([...en].sort()).toEqual([...zh].sort())
  })

  test('every key carries the namespace prefix and no placeholder is left', () => {
    for (const key of zh) expect(key.startsWith(`${ns}.`)).toBe(true)
    expect(zh).not.toContain(`${ns}.placeholder`)
  })

  test('no message is empty in either language', () => {
    for (const key of zh) {
      expect((dict['zh-CN'] as Record<string, string>)[key].trim()).not.toBe('')
      expect((dict['en-US'] as Record<string, string>)[key].trim()).not.toBe('')
    }
  })

  test('both languages use the same {placeholders}', () => {
    const names = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const key of zh) {
      expect([key, names((dict['en-US'] as Record<string, string>)[key])]).toEqual([
        key,
        names((dict['zh-CN'] as Record<string, string>)[key]),
      ])
    }
  })

  test('the English text is English', () => {
    for (const key of en) {
      expect([key, /[\u4e00-\u9fff]/.test((dict['en-US'] as Record<string, string>)[key])]).toEqual([key, false])
    }
  })
})

test('missingKeys reports nothing for the validation and domain namespaces', () => {
  expect(missingKeys().filter((m) => OURS.test(m.key))).toEqual([])
})

test('t() answers in the current locale', () => {
  const key: MessageKey = 'validation.required'
  expect(t(key, { label: '手机号' })).toBe('手机号不能为空')
  setLocale('en-US')
  expect(t(key, { label: 'Mobile' })).toBe('Mobile cannot be empty')
})
