import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { HtOrderDetail, HtRefundFeeReply } from '@/ht/api/hotel-order'
import { HotelOrderDetailStore, type HotelOrderApi } from '@/ht/stores/hotel-order-detail'
import { dayWithWeekday, guestsByRoom, maskedCard, priceLines, stayNights } from '@/ht/stores/hotel-order-format'
import { taroMock } from '../mocks/taro'
import { confirmedOrder, flush, freeQuote, hotelOrder, NOW, refusedQuote } from './order-fixtures'

function fake(replies: (HtOrderDetail | Error)[], over: Partial<HotelOrderApi> = {}) {
  const asked: { id: string; quiet: boolean }[] = []
  const quotes: string[] = []
  let last: HtOrderDetail | Error = replies[0]
  const api: HotelOrderApi = {
    orderDetail: async (id, quiet = false) => {
      asked.push({ id, quiet })
      last = replies.shift() ?? last
      if (last instanceof Error) throw last
      return last
    },
    cancelOrder: async (orderId) => ({ orderId, status: 'CANCELLED', refundId: null, fee: 0, refundAmount: 0 }),
    refundFee: async (orderId): Promise<HtRefundFeeReply> => {
      quotes.push(orderId)
      return freeQuote()
    },
    getComplaintPhone: async () => ({ phone: '400-820-6699' }),
    ...over,
  }
  return { api, asked, quotes }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the order detail states', () => {
  test('an id that cannot be one is "not found" without a call', async () => {
    const { api, asked } = fake([hotelOrder()])
    for (const id of [undefined, '', 'abc', '12a', '1'.repeat(19)]) {
      const store = new HotelOrderDetailStore(id, api)
      await store.load()
      expect(store.status).toBe('notFound')
    }
    expect(asked).toHaveLength(0)
  })

  test("4004 (missing, or another company's) is \"not found\"; other failures an error with the message, and a retry loads", async () => {
    const missing = new HotelOrderDetailStore('701', fake([new ApiError('business', '订单不存在', { errCode: 4004, shown: false })]).api)
    await missing.load()
    expect(missing.status).toBe('notFound')
    const { api } = fake([new ApiError('network', '网络不给力', { shown: true }), hotelOrder()])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(store.status).toBe('error')
    expect(store.loadError).toBe('网络不给力')
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.order?.orderNo).toBe('JD20261124000001')
  })

  test('a refresh that finds the order gone shows "not found"', async () => {
    const { api } = fake([hotelOrder(), new ApiError('business', '订单不存在', { errCode: 4004, shown: false })])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    await store.load(true)
    expect(store.status).toBe('notFound')
  })
})

describe('awaiting payment', () => {
  test("the countdown runs from the server's seconds and reads the order again at zero", async () => {
    let now = NOW
    const { api, asked } = fake([hotelOrder(), hotelOrder({ status: 'CANCELLED', payDeadline: null, paySecondsLeft: 0, allowedActions: { pay: false, cancel: false } })])
    const store = new HotelOrderDetailStore('701', api, () => now)
    await store.load()
    expect(store.remaining).toBe(900)
    expect(store.payDeadline).toBe('2026-11-24 09:53')
    now += 61_000
    store.tick()
    expect(store.remaining).toBe(839)
    now += 900_000
    store.tick()
    expect(store.remaining).toBe(0)
    await flush()
    expect(asked.at(-1)).toEqual({ id: '701', quiet: true })
    expect(store.order?.status).toBe('CANCELLED')
    expect(store.payDeadline).toBeNull()
    now += 5000
    store.tick()
    expect(asked).toHaveLength(2)
  })

  test('no quote is asked for an order that is not confirmed', async () => {
    const { api, quotes } = fake([hotelOrder()])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(quotes).toEqual([])
    expect(store.quote).toBeNull()
  })
})

describe('while the hotel confirms', () => {
  test('reads again until the order is confirmed, then stops; the confirmed order brings its cancellation quote', async () => {
    const paid = hotelOrder({ status: 'TICKETING', payDeadline: null, paySecondsLeft: 0, allowedActions: { pay: false, cancel: false } })
    const { api, quotes } = fake([paid, paid, confirmedOrder()])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(store.confirming).toBe(true)
    expect(await store.pollConfirming()).toBe(true)
    expect(await store.pollConfirming()).toBe(false)
    expect(store.order?.status).toBe('ISSUED')
    expect(store.order?.confirmNo).toBe('RJ24565284')
    expect(store.confirming).toBe(false)
    expect(quotes).toEqual(['701'])
    expect(store.quote).toMatchObject({ allowed: true, rule: 'FREE', fee: 0 })
  })

  test('gives up after 20 reads', async () => {
    const paid = hotelOrder({ status: 'TICKETING', payDeadline: null, paySecondsLeft: 0 })
    const { api, asked } = fake([paid])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    let again = true
    let n = 0
    while (again && n < 50) {
      again = await store.pollConfirming()
      n += 1
    }
    expect(n).toBe(20)
    expect(asked).toHaveLength(21)
  })
})

describe('cancelling', () => {
  test('cancels an unpaid order and shows it as it is now', async () => {
    const { api, asked } = fake([hotelOrder(), hotelOrder({ status: 'CANCELLED', paySecondsLeft: 0, payDeadline: null, allowedActions: { pay: false, cancel: false } })])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(await store.cancel()).toBe(true)
    expect(store.order?.status).toBe('CANCELLED')
    expect(asked).toHaveLength(2)
    expect(store.busy).toBe(false)
  })

  test('a refused cancel says why and reads the order again (it may have been paid meanwhile)', async () => {
    const { api } = fake([hotelOrder(), confirmedOrder()], {
      cancelOrder: async () => Promise.reject(new ApiError('business', '订单已支付，不能取消', { errCode: 4009, shown: false })),
    })
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('订单已支付，不能取消')
    expect(store.order?.status).toBe('ISSUED')
    expect(store.busy).toBe(false)
  })
})

describe('what cancelling a confirmed order costs now', () => {
  test("a non-cancellable plan: the server's reason, and no refund action", async () => {
    const nonCancellable = confirmedOrder({
      plan: { cancelType: 'NON_CANCELLABLE', cancelDeadline: null, cancelText: '不可取消：预订后不可取消或变更' },
      allowedActions: { refund: false },
    })
    const { api } = fake([nonCancellable], { refundFee: async () => refusedQuote() })
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(store.order?.allowedActions.refund).toBe(false)
    expect(store.quote).toMatchObject({ allowed: false, rule: 'NON_CANCELLABLE', reason: '该订单为不可取消价格，不能取消或退订' })
  })

  test('a failed quote leaves the rule alone on screen', async () => {
    const { api } = fake([confirmedOrder()], { refundFee: async () => Promise.reject(new ApiError('network', 'x', { shown: false })) })
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.quote).toBeNull()
  })

  test('the quote goes once the order is no longer confirmed', async () => {
    const { api } = fake([confirmedOrder(), confirmedOrder({ status: 'FULL_REFUND', allowedActions: { refund: false } })])
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    expect(store.quote).not.toBeNull()
    await store.load(true)
    expect(store.quote).toBeNull()
  })
})

describe('the lines to call', () => {
  test('the service line is asked once; a failure leaves the hotel number', async () => {
    let calls = 0
    const { api } = fake([hotelOrder()], {
      getComplaintPhone: async () => {
        calls += 1
        return { phone: '400-820-6699' }
      },
    })
    const store = new HotelOrderDetailStore('701', api)
    await store.load()
    await store.loadServicePhone()
    await store.loadServicePhone()
    expect(store.servicePhone).toBe('400-820-6699')
    expect(calls).toBe(1)
    const broken = new HotelOrderDetailStore('701', fake([hotelOrder()], { getComplaintPhone: async () => Promise.reject(new Error('x')) }).api)
    await broken.load()
    await broken.loadServicePhone()
    expect(broken.servicePhone).toBe('')
  })
})

describe('what the screen shows', () => {
  test('guests by room, in room order', () => {
    expect(
      guestsByRoom([
        { roomNo: 2, name: 'C', empId: null },
        { roomNo: 1, name: 'A', empId: '1' },
        { roomNo: 1, name: 'B', empId: '2' },
      ]),
    ).toEqual([
      { roomNo: 1, names: ['A', 'B'] },
      { roomNo: 2, names: ['C'] },
    ])
  })

  test('the guarantee card shows only its last four digits', () => {
    expect(maskedCard({ brand: 'Visa', last4: '1111' })).toBe('Visa •••• 1111')
    // Whatever arrives, no more than four digits are shown.
    expect(maskedCard({ last4: '4111111111111111' })).toBe('•••• 1111')
  })

  test('nights and dates are calendar days, whatever the zone', () => {
    expect(stayNights('2026-11-29', '2026-12-01')).toBe(2)
    expect(stayNights('2026-12-31', '2027-01-03')).toBe(3)
    expect(stayNights('2026-12-01', '2026-11-29')).toBe(0)
    expect(stayNights('x', '2026-11-29')).toBe(0)
    expect(dayWithWeekday('2026-11-29')).toBe('11-29 周日')
    setLocale('en-US')
    expect(dayWithWeekday('2026-11-30')).toBe('11-30 Mon')
  })

  test('price lines: each night for the rooms, the service fee, the total, paid and refunded', () => {
    const o = confirmedOrder({ roomCount: 2, price: { roomTotal: 796, serviceFee: 80, total: 876, paid: 876, refunded: 796 } })
    expect(priceLines(o).map((l) => [l.key, l.amount, !!l.total])).toEqual([
      ['night-2026-11-29', 392, false],
      ['night-2026-11-30', 404, false],
      ['service', 80, false],
      ['total', 876, true],
      ['paid', 876, false],
      ['refunded', 796, false],
    ])
    expect(priceLines(o)[0].label).toBe('11-29 周日 房费 × 2间')
  })

  test('a pay-at-hotel order: its total is what the hotel collects, and the header shows it', async () => {
    const o = confirmedOrder({
      plan: { payment: 'PAY_AT_HOTEL', guarantee: 'FIRST_NIGHT' },
      price: { roomTotal: 398, serviceFee: 40, total: 0, paid: 0 },
      guarantee: { type: 'FIRST_NIGHT', last4: '1111', brand: 'Visa', amount: 196, status: 'HELD' },
    })
    const total = priceLines(o).find((l) => l.key === 'total')
    expect(total).toMatchObject({ label: '到店支付', amount: 438 })
    expect(priceLines(o).some((l) => l.key === 'paid')).toBe(false)
    const store = new HotelOrderDetailStore('701', fake([o]).api)
    await store.load()
    expect(store.payAtHotel).toBe(true)
    expect(store.headerTotal).toBe(438)
    expect(store.nights).toBe(2)
    expect(store.rooms).toEqual([{ roomNo: 1, names: ['李明轩'] }])
  })
})
