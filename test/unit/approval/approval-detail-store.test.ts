import type { ApprovalDetailBody, ReceiveAppResultBody, ReceiveAppResultReply } from '@/core/api/approval'
import { DECISION } from '@/core/domain/approval'
import { setLocale } from '@/core/i18n/index'
import { ApprovalDetailStore, detailRequest } from '@/approval/stores/approval-detail-store'
import { taroMock } from '../mocks/taro'
import { detail, orderDetail, progress, refused } from './fixtures'

beforeEach(() => taroMock.reset())
afterEach(() => setLocale('zh-CN'))

const APPROVER = { id: '301', workItemId: '101', orderType: '11099' }

function fake(opts: { detail?: ReturnType<typeof detail>; decide?: (b: ReceiveAppResultBody) => Promise<ReceiveAppResultReply> } = {}) {
  const loads: ApprovalDetailBody[] = []
  const decisions: ReceiveAppResultBody[] = []
  let current = opts.detail ?? detail()
  const api = {
    load: async (body: ApprovalDetailBody) => {
      loads.push(body)
      return current
    },
    decide: async (body: ReceiveAppResultBody) => {
      decisions.push(body)
      return opts.decide ? opts.decide(body) : { state: 2 as const, instanceStatus: 1 as const, nextApprovers: ['吴审批'] }
    },
  }
  return { api, loads, decisions, set: (d: ReturnType<typeof detail>) => (current = d) }
}

describe('what the screen asks for', () => {
  it.each([
    [{ workItemId: '101', id: '301', orderType: '11099' }, { workItemId: '101' }],
    [{ id: '77', orderType: '11001' }, { orderId: '77', orderType: 11001 }],
    [{ id: '301', orderType: '11099' }, { orderId: '301', orderType: 11099 }],
    [{ id: '1' }, null],
    [{ id: '1', orderType: '11009' }, null],
    [{ workItemId: 'abc' }, null],
    [{}, null],
  ])('%j -> %j', (query, expected) => {
    expect(detailRequest(query)).toEqual(expected)
  })

  test('an unreadable query is "not found" without a call', async () => {
    const f = fake()
    const store = new ApprovalDetailStore({ id: '1' }, f.api)
    await store.load()
    expect(store.status).toBe('notFound')
    expect(f.loads).toEqual([])
  })

  test('4004 (another approver\'s, another company\'s or a missing item) reads as not found; other failures as errors', async () => {
    const missing = new ApprovalDetailStore({ workItemId: '9' }, { load: async () => Promise.reject(refused(4004, '记录不存在')) })
    await missing.load()
    expect(missing.status).toBe('notFound')
    const down = new ApprovalDetailStore({ workItemId: '9' }, { load: async () => Promise.reject(refused(999, '系统繁忙')) })
    await down.load()
    expect(down.status).toBe('error')
    expect(down.loadError).toBe('系统繁忙')
  })
})

describe('read-only mode (a traveller: id + orderType, no workItemId)', () => {
  test('loads by order id and type and offers no decision', async () => {
    const f = fake({ detail: detail({ workItem: undefined }) })
    const store = new ApprovalDetailStore({ id: '301', orderType: '11099' }, f.api)
    await store.load()
    expect(f.loads).toEqual([{ orderId: '301', orderType: 11099 }])
    expect(store.approverView).toBe(false)
    expect(store.canDecide).toBe(false)
    store.open(DECISION.APPROVE)
    expect(store.decision).toBeNull()
    expect(await store.submit()).toBe('invalid')
    expect(f.decisions).toEqual([])
  })

  test('a work item no longer visible to me falls back to the read-only view when id + orderType are known', async () => {
    const loads: ApprovalDetailBody[] = []
    const store = new ApprovalDetailStore(APPROVER, {
      load: async (body) => {
        loads.push(body)
        if (body.workItemId) throw refused(4004, '记录不存在')
        return detail({ workItem: undefined })
      },
    })
    await store.load()
    expect(loads).toEqual([{ workItemId: '101' }, { orderId: '301', orderType: 11099 }])
    expect(store.status).toBe('ready')
    expect(store.canDecide).toBe(false)
  })

  test('a decided item of mine shows without buttons', async () => {
    const f = fake({ detail: detail({ workItem: { workItemId: '101', level: 1, state: 2, canDecide: false } }) })
    const store = new ApprovalDetailStore(APPROVER, f.api)
    await store.load()
    expect(store.approverView).toBe(true)
    expect(store.canDecide).toBe(false)
  })
})

describe('deciding', () => {
  async function ready(opts: Parameters<typeof fake>[0] = {}) {
    const f = fake(opts)
    const store = new ApprovalDetailStore(APPROVER, f.api)
    await store.load()
    expect(store.canDecide).toBe(true)
    return { store, f }
  }

  test('a rejection needs a reason (zh-CN and en-US); nothing is sent without one', async () => {
    const { store, f } = await ready()
    store.open(DECISION.REJECT)
    store.setRemark('   ')
    expect(await store.submit()).toBe('invalid')
    expect(store.remarkError).toBe('请填写驳回原因')
    setLocale('en-US')
    expect(await store.submit()).toBe('invalid')
    expect(store.remarkError).toBe('Please give a reason for the rejection')
    expect(f.decisions).toEqual([])
    // typing clears the message
    store.setRemark('预算超标')
    expect(store.remarkError).toBe('')
  })

  test('a remark past 200 characters is refused in both languages', async () => {
    const { store, f } = await ready()
    store.open(DECISION.APPROVE)
    store.setRemark('很'.repeat(201))
    expect(await store.submit()).toBe('invalid')
    expect(store.remarkError).toBe('审批意见不能超过200个字')
    setLocale('en-US')
    await store.submit()
    expect(store.remarkError).toBe('The remark may be at most 200 characters')
    expect(f.decisions).toEqual([])
  })

  test('approve with no remark sends completeState 1 alone; the result names the next approvers', async () => {
    const { store, f } = await ready()
    store.open(DECISION.APPROVE)
    expect(await store.submit()).toBe('done')
    expect(f.decisions).toEqual([{ workItemId: '101', completeState: 1 }])
    expect(store.decision).toBeNull()
    expect(store.result).toMatchObject({ decision: 1, instanceStatus: 1 })
    expect(store.resultText).toBe('已同意，已转交 吴审批 审批')
    setLocale('en-US')
    expect(store.resultText).toBe('Approved: passed on to 吴审批')
    // reloaded after the decision; buttons gone even before the reload says so
    expect(f.loads).toHaveLength(2)
    expect(store.canDecide).toBe(false)
  })

  test('reject sends completeState 2 with the trimmed remark; the last level completes an approval', async () => {
    const { store, f } = await ready({ decide: async (b) => ({ state: b.completeState === 2 ? 3 : 2, instanceStatus: b.completeState === 2 ? 3 : 2, nextApprovers: [] }) })
    store.open(DECISION.REJECT)
    store.setRemark('  行程与会议日期不符  ')
    expect(await store.submit()).toBe('done')
    expect(f.decisions).toEqual([{ workItemId: '101', completeState: 2, appRemark: '行程与会议日期不符' }])
    expect(store.resultText).toBe('已驳回，申请人将收到驳回原因')

    const second = await ready({ decide: async () => ({ state: 2, instanceStatus: 2, nextApprovers: [] }) })
    second.store.open(DECISION.APPROVE)
    second.store.setRemark('同意')
    await second.store.submit()
    expect(second.f.decisions[0]).toEqual({ workItemId: '101', completeState: 1, appRemark: '同意' })
    expect(second.store.resultText).toBe('已同意，审批已完成')
  })

  test('a second tap while the decision is on its way sends nothing more', async () => {
    let release: (v: ReceiveAppResultReply) => void = () => undefined
    const { store, f } = await ready({ decide: () => new Promise((r) => (release = r)) })
    store.open(DECISION.APPROVE)
    const first = store.submit()
    expect(store.submitting).toBe(true)
    expect(await store.submit()).toBe('busy')
    expect(await store.submit()).toBe('busy')
    // the sheet cannot be closed or switched meanwhile
    store.close()
    store.open(DECISION.REJECT)
    expect(store.decision).toBe(DECISION.APPROVE)
    release({ state: 2, instanceStatus: 2, nextApprovers: [] })
    expect(await first).toBe('done')
    expect(f.decisions).toHaveLength(1)
    expect(store.submitting).toBe(false)
    // and once decided, no second decision is possible
    store.open(DECISION.APPROVE)
    expect(await store.submit()).toBe('invalid')
    expect(f.decisions).toHaveLength(1)
  })

  test('4009 "already handled": the sheet closes, the server\'s words explain, the detail reloads', async () => {
    const { store, f } = await ready({ decide: async () => Promise.reject(refused(4009, '该审批已处理')) })
    f.set(detail({ workItem: { workItemId: '101', level: 1, state: 4, canDecide: false }, progress: progress({ status: 2 }) }))
    store.open(DECISION.APPROVE)
    expect(await store.submit()).toBe('handled')
    expect(store.decision).toBeNull()
    expect(store.refusal).toEqual({ title: '该审批已处理', text: '该审批已由其他审批人处理或已被撤回，已为您刷新最新状态。' })
    expect(f.loads).toHaveLength(2)
    expect(store.canDecide).toBe(false)
    expect(store.result).toBeNull()
  })

  test('4009 in English keeps an English explanation', async () => {
    setLocale('en-US')
    const { store } = await ready({ decide: async () => Promise.reject(refused(4009, 'This approval has already been handled')) })
    store.open(DECISION.REJECT)
    store.setRemark('no')
    await store.submit()
    expect(store.refusal?.title).toBe('This approval has already been handled')
    expect(store.refusal?.text).toMatch(/^Another approver has handled it/)
  })

  test('4004 while deciding (withdrawn meanwhile) explains and reloads', async () => {
    const { store, f } = await ready({ decide: async () => Promise.reject(refused(4004, '记录不存在')) })
    store.open(DECISION.APPROVE)
    expect(await store.submit()).toBe('handled')
    expect(store.refusal?.text).toBe('该审批已不在您的待办中，已为您刷新。')
    expect(f.loads).toHaveLength(2)
  })

  test('any other failure keeps the sheet and the remark and says so', async () => {
    const { store } = await ready({ decide: async () => Promise.reject(refused(999, '系统繁忙')) })
    store.open(DECISION.REJECT)
    store.setRemark('预算超标')
    expect(await store.submit()).toBe('failed')
    expect(store.decision).toBe(DECISION.REJECT)
    expect(store.remark).toBe('预算超标')
    expect(store.submitError).toBe('系统繁忙')
  })

  test('a flight order needing approval decides the same way', async () => {
    const f = fake({ detail: orderDetail() })
    const store = new ApprovalDetailStore({ workItemId: '105', id: '77', orderType: '11001' }, f.api)
    await store.load()
    expect(store.detail?.order?.violations).toHaveLength(1)
    store.open(DECISION.APPROVE)
    await store.submit()
    expect(f.decisions).toEqual([{ workItemId: '105', completeState: 1 }])
  })
})
