import { ApprovalListStore } from '@/pages/approval-list/approval-list-store'
import { taroMock } from '../mocks/taro'
import { item, pagedFake, refused } from './fixtures'

beforeEach(() => taroMock.reset())

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('approval lists: tabs and paging (10 a page, overview §9)', () => {
  test('the pending tab loads first, 10 a page, until the total', async () => {
    const pending = pagedFake(23)
    const done = pagedFake(5)
    const store = new ApprovalListStore({ pending: pending.fn, done: done.fn })
    expect(store.tab).toBe('pending')
    await store.refresh()
    expect(pending.calls).toEqual([{ pageNum: 1, count: 10 }])
    expect(store.current.items).toHaveLength(10)
    expect(store.current.hasMore).toBe(true)
    await store.loadMore()
    await store.loadMore()
    expect(store.current.items).toHaveLength(23)
    expect(store.current.hasMore).toBe(false)
    await store.loadMore()
    expect(pending.calls.map((c) => c.pageNum)).toEqual([1, 2, 3])
    // the done tab was never asked
    expect(done.calls).toEqual([])
  })

  test('switching tabs loads the other list once and keeps each list and its paging', async () => {
    const pending = pagedFake(15)
    const done = pagedFake(12, (n) => item(n, { state: n % 2 ? 2 : 3, decidedAt: '2026-11-22 11:00', remark: n % 2 ? '同意' : '预算过高' }))
    const store = new ApprovalListStore({ pending: pending.fn, done: done.fn })
    await store.refresh()
    await store.loadMore()
    store.setTab('done')
    await flush()
    expect(store.tab).toBe('done')
    expect(store.current.items).toHaveLength(10)
    expect(done.calls).toEqual([{ pageNum: 1, count: 10 }])
    store.setTab('pending')
    await flush()
    // back on pending: its 15 rows are still there, nothing asked again
    expect(store.current.items).toHaveLength(15)
    expect(pending.calls).toHaveLength(2)
    store.setTab('done')
    await flush()
    expect(done.calls).toHaveLength(1)
  })

  test('showing the page again reloads the current tab and marks the other one stale', async () => {
    const pending = pagedFake(3)
    const done = pagedFake(3)
    const store = new ApprovalListStore({ pending: pending.fn, done: done.fn })
    await store.refresh()
    store.setTab('done')
    await flush()
    store.setTab('pending')
    await store.refresh()
    expect(pending.calls).toHaveLength(2)
    expect(store.lists.done.stale).toBe(true)
    store.setTab('done')
    await flush()
    expect(done.calls).toHaveLength(2)
    expect(store.lists.done.stale).toBe(false)
  })

  test('rows that moved between pages (decided meanwhile) never show twice', async () => {
    const pages = [
      { list: [item(1), item(2)], total: 4 },
      { list: [item(2), item(3), item(4)], total: 4 },
    ]
    let call = 0
    const store = new ApprovalListStore({ pending: async () => pages[call++] })
    await store.refresh()
    await store.loadMore()
    expect(store.current.items.map((i) => i.workItemId)).toEqual(['101', '102', '103', '104'])
  })

  test('empty, error with retry, and an error after rows keeps the rows', async () => {
    let fail = true
    const store = new ApprovalListStore({
      pending: async () => {
        if (fail) throw refused(999, '系统繁忙')
        return { list: [], total: 0 }
      },
    })
    await store.refresh()
    expect(store.current.status).toBe('error')
    expect(store.current.error).toBe('系统繁忙')
    fail = false
    await store.current.reload()
    expect(store.current.empty).toBe(true)

    const rows = pagedFake(12)
    let broken = false
    const s2 = new ApprovalListStore({ pending: (p, c) => (broken ? Promise.reject(refused(999, 'x')) : rows.fn(p, c)) })
    await s2.refresh()
    broken = true
    await s2.loadMore()
    expect(s2.current.status).toBe('error')
    expect(s2.current.items).toHaveLength(10)
  })

  test('a slow first answer does not overwrite a newer one', async () => {
    const resolvers: ((v: { list: ReturnType<typeof item>[]; total: number }) => void)[] = []
    const store = new ApprovalListStore({ pending: () => new Promise((r) => resolvers.push(r)) })
    const first = store.refresh()
    const second = store.refresh()
    resolvers[1]({ list: [item(2)], total: 1 })
    resolvers[0]({ list: [item(1)], total: 1 })
    await Promise.all([first, second])
    expect(store.current.items.map((i) => i.workItemId)).toEqual(['102'])
  })
})
