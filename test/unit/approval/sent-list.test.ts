import type { SentApprovalItem, SentApprovalPage } from '@/core/api/approval'
import { sentList, sentTarget } from '@/approval/stores/sent-list-store'
import { ApiError } from '@/core/http/envelope'

function item(over: Partial<SentApprovalItem> = {}): SentApprovalItem {
  return {
    instanceId: '1', orderType: 11099, id: '31', no: 'SQ2611220001', title: '出差申请 · 成都→北京', travellerNames: '杨帆', amount: 5000,
    summary: '2026-11-26 至 2026-12-03', violation: false, status: 1, currentLevel: 1, levels: 2, nextApprovers: ['林志强'],
    submittedAt: '2026-11-22 09:00', ...over,
  }
}

describe('sent for approval (/approval/Send)', () => {
  test('reads 10 a page (spec: approvals page size 10) until the total; a row that shifted pages shows once', async () => {
    const asked: [number, number][] = []
    const pages: Record<number, SentApprovalPage> = {
      1: { list: [item({ instanceId: '3' }), item({ instanceId: '2' })], total: 3 },
      2: { list: [item({ instanceId: '2' }), item({ instanceId: '1' })], total: 3 },
    }
    const list = sentList({ vipBpmForMySendAppNew: async (pageNum, count) => (asked.push([pageNum, count]), pages[pageNum]) })
    await list.reload()
    expect(list.hasMore).toBe(true)
    await list.loadMore()
    expect(asked).toEqual([[1, 10], [2, 10]])
    expect(list.items.map((i) => i.instanceId)).toEqual(['3', '2', '1'])
    expect(list.hasMore).toBe(false)
    await list.loadMore()
    expect(asked).toHaveLength(2)
  })

  test('a failed read is an error with the server\'s reason; the rows of a later reload replace it', async () => {
    let fail = true
    const list = sentList({
      vipBpmForMySendAppNew: async () => {
        if (fail) throw new ApiError('network', '请求超时，请检查网络或重新进入页面！', { shown: false })
        return { list: [item()], total: 1 }
      },
    })
    await list.reload()
    expect(list.status).toBe('error')
    expect(list.error).toBe('请求超时，请检查网络或重新进入页面！')
    fail = false
    await list.reload()
    expect(list.status).toBe('ready')
    expect(list.items).toHaveLength(1)
  })

  test('a row opens the thing itself: an application its detail, an order its order detail', () => {
    expect(sentTarget(item())).toEqual({ path: '/tripDetail', query: { ccsqdId: '31' } })
    expect(sentTarget(item({ orderType: 11099, changeId: '7' }))).toEqual({ path: '/tripDetail', query: { ccsqdId: '31' } })
    expect(sentTarget(item({ orderType: 11001, id: '77' }))).toEqual({ path: '/tk/tkOrderDetail', query: { orderId: '77' } })
  })
})
