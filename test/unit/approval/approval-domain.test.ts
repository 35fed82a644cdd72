import type { ApprovalProgress } from '@/core/api/approval'
import { approvalKind, DECISION, progressSteps, remarkProblem, shortTime } from '@/core/domain/approval'

const emp = (empId: string, name: string) => ({ empId, name })

function progress(over: Partial<ApprovalProgress> = {}): ApprovalProgress {
  return {
    instanceId: '1',
    status: 1,
    ruleName: '差旅两级审批',
    currentLevel: 2,
    nextApprovers: ['王审批'],
    levels: [
      { level: 2, state: 1, approvers: [emp('2', '王审批')] },
      { level: 1, state: 2, approvers: [emp('1', '李审批'), emp('9', '赵审批')], decidedBy: emp('1', '李审批'), decidedAt: '2026-11-22 10:05', remark: '同意' },
      { level: 3, state: 0, approvers: [emp('3', '陈总')] },
    ],
    ...over,
  }
}

describe('remark rule of a decision', () => {
  it.each([
    ['reject, empty', DECISION.REJECT, '', 'required'],
    ['reject, blanks only', DECISION.REJECT, '   ', 'required'],
    ['reject, a reason', DECISION.REJECT, '预算超标', null],
    ['approve, empty', DECISION.APPROVE, '', null],
    ['approve, 200 characters', DECISION.APPROVE, 'x'.repeat(200), null],
    ['approve, 201 characters', DECISION.APPROVE, 'x'.repeat(201), 'tooLong'],
    ['reject, 200 characters inside blanks', DECISION.REJECT, `  ${'x'.repeat(200)}  `, null],
  ] as const)('%s -> %s', (_label, d, remark, expected) => {
    expect(remarkProblem(d, remark)).toBe(expected)
  })
})

describe('approval kind', () => {
  it.each([
    [{ orderType: 11099 }, 'trip'],
    [{ orderType: '11099', changeId: '7' }, 'change'],
    [{ orderType: 11001 }, 'flight'],
  ] as const)('%j -> %s', (item, kind) => {
    expect(approvalKind(item)).toBe(kind)
  })
})

describe('progress steps', () => {
  it('orders levels and marks the decided, the current and the waiting ones', () => {
    const steps = progressSteps(progress())
    expect(steps.map((s) => [s.level, s.tone])).toEqual([
      [1, 'approved'],
      [2, 'current'],
      [3, 'waiting'],
    ])
    expect(steps[0]).toMatchObject({ decidedBy: '李审批', decidedAt: '2026-11-22 10:05', remark: '同意', anyOne: true })
    expect(steps[1]).toMatchObject({ approvers: ['王审批'], anyOne: false })
  })

  it('a rejection ends the chain: later levels read as never reached, not waiting', () => {
    const steps = progressSteps(
      progress({
        status: 3,
        levels: [
          { level: 1, state: 3, approvers: [emp('1', '李审批')], decidedBy: emp('1', '李审批'), decidedAt: '2026-11-22 10:05', remark: '预算过高' },
          { level: 2, state: 0, approvers: [emp('2', '王审批')] },
        ],
      }),
    )
    expect(steps.map((s) => s.tone)).toEqual(['rejected', 'ended'])
    expect(steps[0].remark).toBe('预算过高')
  })

  it('a withdrawn instance shows its open levels as withdrawn, a decided one as decided', () => {
    const steps = progressSteps(
      progress({
        status: 4,
        levels: [
          { level: 1, state: 2, approvers: [emp('1', '李审批')], decidedBy: emp('1', '李审批') },
          { level: 2, state: 5, approvers: [emp('2', '王审批')] },
          { level: 3, state: 0, approvers: [emp('3', '陈总')] },
        ],
      }),
    )
    expect(steps.map((s) => s.tone)).toEqual(['approved', 'cancelled', 'cancelled'])
  })

  it('an automatic approval has no steps; a blank remark is no remark', () => {
    expect(progressSteps(progress({ auto: true, levels: [], status: 2, currentLevel: 0 }))).toEqual([])
    const [s] = progressSteps(progress({ levels: [{ level: 1, state: 2, approvers: [emp('1', 'a')], decidedBy: emp('1', 'a'), remark: '  ' }] }))
    expect(s.remark).toBeUndefined()
  })
})

test('short times drop the year and seconds', () => {
  expect(shortTime('2026-11-22 10:05')).toBe('11-22 10:05')
  expect(shortTime('2026-11-22 10:05:33')).toBe('11-22 10:05')
  expect(shortTime(undefined)).toBe('')
  expect(shortTime('soon')).toBe('soon')
})
