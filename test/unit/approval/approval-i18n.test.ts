import { detailDict } from '@/approval/i18n/detail'
import { sendDict } from '@/approval/i18n/send'
import { approval } from '@/core/i18n/dict/approval'
import { approvalProgressWords } from '@/core/i18n/approval-progress'
import { scopedT } from '@/core/i18n/index'
import { messageWords } from '@/pages/message/words'
import { approvalListWords } from '@/pages/approval-list/words'
import { missingKeys, setLocale } from '@/core/i18n/index'

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')

afterEach(() => setLocale('zh-CN'))

describe.each([
  ['approval (core)', approval],
  ['approval progress (core, scoped)', approvalProgressWords],
  ['message tab', messageWords],
  ['approval tab', approvalListWords],
  ['approval detail (subpackage)', detailDict],
  ['sent for approval (subpackage)', sendDict],
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

test('the core approval namespace is registered and answers in both languages', () => {
  expect(missingKeys().filter((m) => /^(approval|messages)\./.test(m.key))).toEqual([])
  const tp = scopedT(approvalProgressWords)
  expect(tp('approval.progress.level', { n: 2 })).toBe('第2级审批')
  expect(scopedT(approvalListWords)('approval.row.level', { n: 2, total: 3 })).toBe('第2/3级')
  setLocale('en-US')
  expect(tp('approval.progress.level', { n: 2 })).toBe('Level 2')
  expect(scopedT(approvalListWords)('approval.row.level', { n: 2, total: 3 })).toBe('Level 2/3')
  expect(scopedT(messageWords)('messages.tab.personal')).toBe('Messages')
})

test('every level state, instance status, decision and kind the screens look up exists', () => {
  const zh = approval['zh-CN'] as Record<string, string>
  const progress = approvalProgressWords['zh-CN'] as Record<string, string>
  for (const s of [0, 1, 2, 3, 4, 5, 'ended']) expect(progress[`approval.levelState.${s}`]).toBeTruthy()
  for (const s of [1, 2, 3, 4]) expect(zh[`approval.status.${s}`]).toBeTruthy()
  for (const s of [2, 3, 4, 5]) expect((approvalListWords['zh-CN'] as Record<string, string>)[`approval.decision.${s}`]).toBeTruthy()
  for (const k of ['trip', 'change', 'flight']) expect(zh[`approval.kind.${k}`]).toBeTruthy()
})
