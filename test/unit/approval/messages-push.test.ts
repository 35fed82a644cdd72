import type { PersonalMessage, PersonalMessagePage } from '@/core/api/messages'
import { findGgtzByMsgType, readGgtz } from '@/core/api/messages'
import { http, type TransportRequest } from '@/core/http/client'
import { pushTarget } from '@/core/push-routing'
import { messageTarget, PersonalMessageStore } from '@/pages/message/personal-message-store'
import { taroMock } from '../mocks/taro'
import { refused } from './fixtures'

beforeEach(() => taroMock.reset())

function msg(id: number, over: Partial<PersonalMessage> = {}): PersonalMessage {
  return {
    id,
    title: '待审批：出差申请 SQ2611220001',
    content: '张伟提交的出差申请（成都→北京）等待您审批',
    time: '2026-11-22 09:30',
    read: false,
    yycj: 2,
    orderId: '301',
    orderType: 11099,
    workItemId: '101',
    ...over,
  }
}

describe('push and message targets (spec §3.12, §4)', () => {
  test('the server\'s approver payload opens the approval detail with workItemId, id and orderType', () => {
    expect(pushTarget({ yycj: 2, workItemId: '101', orderId: '301', orderType: 11099, localMsg: '您有一条待审批' })).toEqual({
      path: '/approval/Detail',
      query: { workItemId: '101', id: '301', orderType: '11099' },
    })
  })

  test('the traveller\'s payload opens the application or the order itself', () => {
    expect(pushTarget({ yycj: 1, orderId: '301', orderType: 11099 })).toEqual({ path: '/tripDetail', query: { ccsqdId: '301' } })
    expect(pushTarget({ yycj: 1, orderId: '77', orderType: 11001 })).toEqual({ path: '/tk/tkOrderDetail', query: { orderId: '77' } })
  })

  test('yycj 2 without a work item opens the approval detail read only (id + orderType); with nothing, nowhere', () => {
    expect(pushTarget({ yycj: 2, orderId: '77', orderType: '11001' })).toEqual({ path: '/approval/Detail', query: { id: '77', orderType: '11001' } })
    expect(pushTarget({ yycj: 2, orderId: '77' })).toBeNull()
    expect(pushTarget({ yycj: 2, workItemId: '' })).toBeNull()
  })

  test('a personal message opens what a push would', () => {
    expect(messageTarget(msg(1))).toEqual({ path: '/approval/Detail', query: { workItemId: '101', id: '301', orderType: '11099' } })
    expect(messageTarget(msg(2, { yycj: 1, workItemId: undefined }))).toEqual({ path: '/tripDetail', query: { ccsqdId: '301' } })
  })
})

describe('personal messages list', () => {
  function pages(total: number) {
    const asked: number[] = []
    const list = async (pageNum: number, count = 20): Promise<PersonalMessagePage> => {
      asked.push(pageNum)
      const start = (pageNum - 1) * count
      return { list: Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, i) => msg(start + i + 1, { read: (start + i) % 3 === 0 })), total }
    }
    return { list, asked }
  }

  test('pages by 20 until the total, counting unread', async () => {
    const p = pages(25)
    const store = new PersonalMessageStore({ list: p.list, read: async () => undefined })
    await store.reload()
    expect(store.items).toHaveLength(20)
    await store.loadMore()
    await store.loadMore()
    expect(store.items).toHaveLength(25)
    expect(p.asked).toEqual([1, 2])
    expect(store.unread).toBe(16)
  })

  test('marking read: once, locally at once, and on the server with msgType 2', async () => {
    const reads: number[] = []
    const store = new PersonalMessageStore({ list: async () => ({ list: [msg(7), msg(8, { read: true })], total: 2 }), read: async (id) => void reads.push(id) })
    await store.reload()
    expect(store.markRead(7)).toBe(true)
    expect(store.markRead(7)).toBe(false)
    expect(store.markRead(8)).toBe(false)
    expect(reads).toEqual([7])
    expect(store.unread).toBe(0)
  })

  test('a failed mark keeps the local read state; a failed load shows the error', async () => {
    const store = new PersonalMessageStore({ list: async () => ({ list: [msg(1)], total: 1 }), read: async () => Promise.reject(new Error('offline')) })
    await store.reload()
    store.markRead(1)
    await new Promise((r) => setTimeout(r, 0))
    expect(store.items[0].read).toBe(true)
    const failing = new PersonalMessageStore({ list: async () => Promise.reject(refused(999, '系统繁忙')) })
    await failing.reload()
    expect(failing.status).toBe('error')
    expect(failing.error).toBe('系统繁忙')
  })

  test('the calls: findGgtzByMsgType { msgType: 2, pageNum, count } and readGgtz { id, msgType: 2 }', async () => {
    const sent: TransportRequest[] = []
    http.configure({
      transport: async (req) => {
        sent.push(req)
        return { statusCode: 200, data: { errCode: 1, status: 1, tips: '', data: { list: [], total: 0 } } }
      },
      baseUrl: 'https://api.example.com',
      platformCode: 10506,
      userAgent: 'jest',
      isLocalHost: true,
      session: () => ({ token: 't', locale: 'zh-CN' }),
      ui: { toast: () => undefined, alert: async () => undefined, showLoading: () => undefined, hideLoading: () => undefined },
      endSession: () => undefined,
    })
    await findGgtzByMsgType(2, 20)
    await readGgtz(7, 2)
    await readGgtz(8)
    expect(sent.map((s) => [s.url.replace(/^.*\/obt/, '/obt'), s.data])).toEqual([
      ['/obt/sms/findGgtzByMsgType', { msgType: 2, pageNum: 2, count: 20 }],
      ['/obt/readGgtz', { id: 7, msgType: 2 }],
      ['/obt/readGgtz', { id: 8 }],
    ])
  })
})
