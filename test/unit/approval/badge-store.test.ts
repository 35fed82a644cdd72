import { BadgeStore } from '@/core/stores/badge-store'
import { badgeText, tabIndex } from '@/core/platform/tab-bar'
import { taroMock } from '../mocks/taro'

beforeEach(() => taroMock.reset())

function harness(total = { message: 3, approval: 2, toPay: 1, waitApproval: 1, todo: 0, schedule: 0 }) {
  const shown: Record<string, number> = {}
  const store = new BadgeStore({
    fetch: async () => total,
    fetchApproval: async () => ({ pending: 4, done: 9 }),
    showTab: (route, count) => void (shown[route] = count),
  })
  return { store, shown }
}

describe('badges and the tab bar', () => {
  test('totalCount fills the counts and draws the approvals and messages tabs', async () => {
    const { store, shown } = harness()
    await store.refresh()
    expect(store.counts.approval).toBe(2)
    expect(store.approvalCounts.pending).toBe(2)
    expect(shown).toEqual({ '/approvalList': 2, '/message': 3 })
  })

  test('the approval counts (pending, done) feed the tab titles and the approvals badge', async () => {
    const { store, shown } = harness()
    await store.refresh()
    await store.refreshApproval()
    expect(store.approvalCounts).toEqual({ pending: 4, done: 9 })
    expect(store.counts.approval).toBe(4)
    expect(shown['/approvalList']).toBe(4)
  })

  test('a message read here lowers the unread count at once, never below 0', async () => {
    const { store, shown } = harness({ message: 1, approval: 0, toPay: 0, waitApproval: 0, todo: 0, schedule: 0 })
    await store.refresh()
    store.markOneRead()
    store.markOneRead()
    expect(store.counts.message).toBe(0)
    expect(shown['/message']).toBe(0)
  })

  test('a failing count call keeps the last counts; reset clears the tabs', async () => {
    let fail = false
    const shown: Record<string, number> = {}
    const store = new BadgeStore({
      fetch: async () => {
        if (fail) throw new Error('offline')
        return { message: 5, approval: 1, toPay: 0, waitApproval: 0, todo: 0, schedule: 0 }
      },
      fetchApproval: async () => {
        throw new Error('offline')
      },
      showTab: (route, count) => void (shown[route] = count),
    })
    await store.refresh()
    fail = true
    await store.refresh()
    await store.refreshApproval()
    expect(store.counts.message).toBe(5)
    expect(store.approvalCounts).toEqual({ pending: 1, done: 0 })
    store.reset()
    expect(shown).toEqual({ '/approvalList': 0, '/message': 0 })
  })

  test('badge texts and tab positions', () => {
    expect([0, -1, 1, 99, 100, 250].map(badgeText)).toEqual(['', '', '1', '99', '99+', '99+'])
    expect(tabIndex('/approvalList')).toBe(2)
    expect(tabIndex('/message')).toBe(3)
    expect(tabIndex('/tk/tkQuery')).toBe(-1)
  })
})
