import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtRefundAddBody, HtRefundFeeReply } from '@/ht/api/hotel-order'
import { HotelRefundStore, REFUND_REASON_MAX, type HotelRefundApi } from '@/ht/stores/hotel-order-refund'
import { confirmedOrder, freeQuote, hotelOrder, refusedQuote } from './order-fixtures'

function fake(quotes: (HtRefundFeeReply | Error)[] = [freeQuote()], over: Partial<HotelRefundApi> = {}) {
  const calls = { orderDetail: 0, refundFee: 0, refundAdd: [] as HtRefundAddBody[] }
  let last: HtRefundFeeReply | Error = quotes[0]
  const api: HotelRefundApi = {
    orderDetail: async () => {
      calls.orderDetail += 1
      return confirmedOrder()
    },
    refundFee: async () => {
      calls.refundFee += 1
      last = quotes.shift() ?? last
      if (last instanceof Error) throw last
      return last
    },
    refundAdd: async (body) => {
      calls.refundAdd.push(body)
      return { refundId: '31', refundNo: 'JT20261124000002', orderStatus: 'FULL_REFUND', fee: 0, refundAmount: 398, cardCharged: 0 }
    },
    ...over,
  }
  return { api, calls }
}

const yes = async () => true
const no = async () => false

afterEach(() => setLocale('zh-CN'))

describe('the fee is shown before anything is cancelled', () => {
  test("loads the order, then the server's quote: free cancellation, the room total back", async () => {
    const { api, calls } = fake()
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.order?.orderId).toBe('701')
    expect(s.quote).toMatchObject({ allowed: true, rule: 'FREE', fee: 0, refundAmount: 398 })
    expect(calls).toMatchObject({ orderDetail: 1, refundFee: 1, refundAdd: [] })
    expect(s.confirmText()).toBe('退订费 ¥0，预计退还 ¥398。确定退订吗？')
  })

  test('past the deadline of a penalty plan: the first night is the fee', async () => {
    const { api } = fake([freeQuote({ rule: 'PENALTY_FIRST_NIGHT', fee: 196, refundAmount: 202 })])
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.confirmText()).toBe('退订费 ¥196，预计退还 ¥202。确定退订吗？')
  })

  test("not cancellable (non-refundable rate, past the free deadline, stay begun): the server's reason, nothing to submit", async () => {
    for (const q of [
      refusedQuote(),
      refusedQuote({ rule: 'PAST_DEADLINE', reason: '已超过免费取消时间（2026-11-29 18:00），不能取消，请联系酒店或差旅顾问' }),
      refusedQuote({ rule: 'STAY_STARTED', reason: '入住日已过，不能在线取消' }),
    ]) {
      const { api, calls } = fake([q])
      const s = new HotelRefundStore('701', api)
      await s.load()
      expect(s.status).toBe('notAllowed')
      expect(s.validate()).toBe(q.reason)
      expect(await s.submit(yes)).toBe(false)
      expect(calls.refundAdd).toEqual([])
    }
  })

  test('a pay-at-hotel order: the card is charged the fee, or nothing', async () => {
    const atHotel = confirmedOrder({ plan: { payment: 'PAY_AT_HOTEL', guarantee: 'FIRST_NIGHT', cancelType: 'PENALTY_AFTER' } })
    const late = new HotelRefundStore('701', fake([freeQuote({ rule: 'PENALTY_FIRST_NIGHT', fee: 196, refundAmount: 0, cardCharge: 196 })], { orderDetail: async () => atHotel }).api)
    await late.load()
    expect(late.payAtHotel).toBe(true)
    expect(late.confirmText()).toBe('将从担保卡扣除 ¥196。确定取消预订吗？')
    const free = new HotelRefundStore('701', fake([freeQuote({ refundAmount: 0 })], { orderDetail: async () => atHotel }).api)
    await free.load()
    expect(free.confirmText()).toBe('免费取消，不收取费用。确定取消预订吗？')
    setLocale('en-US')
    expect(free.confirmText()).toBe('Free cancellation, nothing is charged. Cancel the booking?')
  })
})

describe('the states of the page', () => {
  test('an id that cannot be one, or 4004, is "not found"', async () => {
    const { api, calls } = fake()
    const bad = new HotelRefundStore('x1', api)
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(calls.orderDetail).toBe(0)
    const gone = new HotelRefundStore('701', fake([], { orderDetail: async () => Promise.reject(new ApiError('business', '订单不存在', { errCode: 4004, shown: false })) }).api)
    await gone.load()
    expect(gone.status).toBe('notFound')
  })

  test('a failed quote is an error with a retry that asks again', async () => {
    const { api, calls } = fake([new ApiError('network', '网络不给力', { shown: true }), freeQuote()])
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(s.status).toBe('error')
    expect(s.loadError).toBe('网络不给力')
    await s.load()
    expect(s.status).toBe('ready')
    expect(calls.refundFee).toBe(2)
  })

  test('an order not confirmed: the server says it cannot be cancelled here', async () => {
    const { api } = fake([refusedQuote({ rule: 'FREE', reason: '当前订单状态不能退订' })], { orderDetail: async () => hotelOrder() })
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(s.status).toBe('notAllowed')
    expect(s.quote?.reason).toBe('当前订单状态不能退订')
  })
})

describe('the reason', () => {
  test('a choice, words, or both; 200 characters in all', async () => {
    const s = new HotelRefundStore('701', fake().api)
    await s.load()
    expect(s.reasonOptions).toEqual(['行程变更', '出差取消', '预订信息有误', '其他'])
    expect(s.reason).toBe('')
    s.chooseReason('行程变更')
    expect(s.reason).toBe('行程变更')
    s.setReasonText('  会议延期  ')
    expect(s.reason).toBe('行程变更：会议延期')
    s.chooseReason('行程变更')
    expect(s.reason).toBe('会议延期')
    s.setReasonText('字'.repeat(300))
    expect(s.reasonText).toHaveLength(REFUND_REASON_MAX)
    // Choosing a reason makes room for it.
    s.chooseReason('其他')
    expect(s.reason).toHaveLength(REFUND_REASON_MAX)
    expect(s.reason.startsWith('其他：')).toBe(true)
    expect(s.reasonTextMax).toBe(REFUND_REASON_MAX - 3)
  })
})

describe('confirming', () => {
  test('nothing is sent when the user says no; yes sends the order and the reason', async () => {
    const { api, calls } = fake()
    const s = new HotelRefundStore('701', api)
    await s.load()
    s.chooseReason('出差取消')
    const asked: string[] = []
    expect(
      await s.submit(async (m) => {
        asked.push(m)
        return false
      }),
    ).toBe(false)
    expect(asked).toEqual(['退订费 ¥0，预计退还 ¥398。确定退订吗？'])
    expect(calls.refundAdd).toEqual([])
    expect(await s.submit(yes)).toBe(true)
    expect(calls.refundAdd).toEqual([{ orderId: '701', reason: '出差取消' }])
    expect(s.result?.refundId).toBe('31')
  })

  test('no reason: none is sent', async () => {
    const { api, calls } = fake()
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(await s.submit(yes)).toBe(true)
    expect(calls.refundAdd).toEqual([{ orderId: '701' }])
  })

  test("refused meanwhile (the free deadline passed): the server's words, and the quote as it is now", async () => {
    const { api, calls } = fake([freeQuote(), refusedQuote({ rule: 'PAST_DEADLINE', reason: '已超过免费取消时间' })], {
      refundAdd: async () => Promise.reject(new ApiError('business', '已超过免费取消时间', { errCode: 4009, shown: false })),
    })
    const s = new HotelRefundStore('701', api)
    await s.load()
    expect(await s.submit(yes)).toBe(false)
    expect(s.error).toBe('已超过免费取消时间')
    expect(s.status).toBe('notAllowed')
    expect(s.quote?.rule).toBe('PAST_DEADLINE')
    expect(calls.refundFee).toBe(2)
    expect(s.submitting).toBe(false)
  })

  test('a second tap while sending does nothing', async () => {
    let release: () => void = () => undefined
    const { api, calls } = fake([freeQuote()], {
      refundAdd: (body) =>
        new Promise((resolve) => {
          calls.refundAdd.push(body)
          release = () => resolve({ refundId: '31', refundNo: 'JT1', orderStatus: 'FULL_REFUND', fee: 0, refundAmount: 398, cardCharged: 0 })
        }),
    })
    const s = new HotelRefundStore('701', api)
    await s.load()
    const first = s.submit(yes)
    await new Promise((r) => setTimeout(r, 0))
    expect(await s.submit(yes)).toBe(false)
    release()
    expect(await first).toBe(true)
    expect(calls.refundAdd).toHaveLength(1)
    expect(await s.submit(no)).toBe(false)
  })
})
