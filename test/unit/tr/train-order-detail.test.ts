import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { TrainOrderDetail } from '@/tr/api/train-order'
import { documentLine, seatLine, TrainOrderDetailStore, type TrainOrderApi } from '@/tr/stores/train-order-detail-store'
import { TrainOrderServiceStore } from '@/tr/stores/train-order-detail-service'
import { taroMock } from '../mocks/taro'
import { NOW, order } from './train-booking-fixtures'

function fake(replies: (TrainOrderDetail | Error)[], over: Partial<TrainOrderApi> = {}) {
  const asked: { id: string; quiet: boolean }[] = []
  let last: TrainOrderDetail | Error = replies[0]
  const api: TrainOrderApi = {
    orderDetail: async (id, quiet = false) => {
      asked.push({ id, quiet })
      last = replies.shift() ?? last
      if (last instanceof Error) throw last
      return last
    },
    cancelTrOrder: async (orderId) => ({ orderId, status: 'CANCELLED', refunded: 0 }),
    ...over,
  }
  return { api, asked }
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the order detail states', () => {
  test('an id that cannot be one is "not found" without a call', async () => {
    const { api, asked } = fake([order()])
    for (const id of [undefined, '', 'abc', '12a', '1'.repeat(19)]) {
      const store = new TrainOrderDetailStore(id, api)
      await store.load()
      expect(store.status).toBe('notFound')
    }
    expect(asked).toHaveLength(0)
  })

  test('4004 (missing, or another company\'s) is "not found"; other failures an error with the message, and a retry loads', async () => {
    const missing = new TrainOrderDetailStore('501', fake([new ApiError('business', '订单不存在', { errCode: 4004, shown: false })]).api)
    await missing.load()
    expect(missing.status).toBe('notFound')
    const { api } = fake([new ApiError('network', '网络不给力', { shown: true }), order()])
    const store = new TrainOrderDetailStore('501', api)
    await store.load()
    expect(store.status).toBe('error')
    expect(store.loadError).toBe('网络不给力')
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.order?.orderNo).toBe('TR501')
  })

  test('awaiting payment: the countdown runs from the server\'s seconds and reads the order again at zero', async () => {
    let now = NOW
    const { api, asked } = fake([order(), order({ status: 'CANCELLED', payDeadline: null, paySecondsLeft: 0, allowedActions: { pay: false, cancel: false, refund: false, change: false } })])
    const store = new TrainOrderDetailStore('501', api, () => now)
    await store.load()
    expect(store.remaining).toBe(900)
    expect(store.payDeadline).toBe('2026-11-22 09:16')
    now += 61_000
    store.tick()
    expect(store.remaining).toBe(839)
    now += 900_000
    store.tick()
    expect(store.remaining).toBe(0)
    await new Promise((r) => setTimeout(r, 0))
    expect(asked.at(-1)).toEqual({ id: '501', quiet: true })
    expect(store.order?.status).toBe('CANCELLED')
    expect(store.payDeadline).toBeNull()
    now += 5000
    store.tick()
    expect(asked).toHaveLength(2)
  })

  test('paid: reads again while the tickets are issued, then stops', async () => {
    const issued = order({ status: 'ISSUED', paySecondsLeft: 0, payDeadline: null })
    issued.passengers[0].tickets[0] = { ...issued.passengers[0].tickets[0], status: 'ISSUED', carriage: '05', seatNo: '07F', seatLabel: '05车07F号', ticketNo: 'E123456789' }
    const { api } = fake([order({ status: 'TICKETING' }), order({ status: 'TICKETING' }), issued])
    const store = new TrainOrderDetailStore('501', api)
    await store.load()
    expect(store.issuing).toBe(true)
    expect(store.hasIssuedTicket).toBe(false)
    expect(await store.pollIssuing()).toBe(true)
    expect(await store.pollIssuing()).toBe(false)
    expect(store.order?.status).toBe('ISSUED')
    expect(store.hasIssuedTicket).toBe(true)
    expect(seatLine(store.tickets[0])).toBe('05车07F号')
  })

  test('transfer and standby orders have screens of their own', async () => {
    const transfer = new TrainOrderDetailStore('501', fake([order({ transfer: true })]).api)
    await transfer.load()
    expect(transfer.elsewhere).toBe('/tr/trSferOrderDetail')
    const standby = new TrainOrderDetailStore('501', fake([order({ orderType: 20031 })]).api)
    await standby.load()
    expect(standby.elsewhere).toBe('/tr/trBenthOrderDetail')
    const direct = new TrainOrderDetailStore('501', fake([order()]).api)
    await direct.load()
    expect(direct.elsewhere).toBeNull()
  })

  test('masked data is shown as given', async () => {
    const { api } = fake([order()])
    const store = new TrainOrderDetailStore('501', api)
    await store.load()
    const p = store.order!.passengers[0]
    expect(documentLine(p)).toBe('身份证 1101**********0011')
    expect(store.order!.contact.phone).toBe('138****0001')
    setLocale('en-US')
    expect(documentLine({ cardType: 'PP', cardNumber: 'E1****78' })).toBe('Passport E1****78')
    expect(seatLine({ seatLabel: '', carriage: '', seatNo: '' })).toBe('')
    expect(seatLine({ seatLabel: '', carriage: '05', seatNo: '07F' })).toBe('05 · 07F')
  })
})

describe('cancelling', () => {
  test('cancels and shows the order as it is now', async () => {
    const { api, asked } = fake([order(), order({ status: 'CANCELLED', paySecondsLeft: 0, payDeadline: null })])
    const store = new TrainOrderDetailStore('501', api)
    await store.load()
    expect(await store.cancel()).toBe(true)
    expect(store.order?.status).toBe('CANCELLED')
    expect(asked).toHaveLength(2)
  })

  test('a refused cancel says why and reads the order again (it may have been paid meanwhile)', async () => {
    const { api } = fake([order(), order({ status: 'ISSUED' })], {
      cancelTrOrder: async () => Promise.reject(new ApiError('business', '订单已支付，不能取消', { errCode: 4009, shown: false })),
    })
    const store = new TrainOrderDetailStore('501', api)
    await store.load()
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('订单已支付，不能取消')
    expect(store.order?.status).toBe('ISSUED')
    expect(store.busy).toBe(false)
  })
})

describe('the order service page', () => {
  test('lists the allowed actions, the order, and the service line when there is one', async () => {
    const { api } = fake([order()])
    const store = new TrainOrderServiceStore('501', { ...api, getComplaintPhone: async () => ({ phone: '400-820-0000' }) })
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.services).toEqual(['pay', 'cancel', 'detail', 'call'])
    expect(store.phone).toBe('400-820-0000')
  })

  test('an issued order offers refund and change; no line: no call entry', async () => {
    const { api } = fake([order({ status: 'ISSUED', allowedActions: { pay: false, cancel: false, refund: true, change: true } })])
    const store = new TrainOrderServiceStore('501', { ...api, getComplaintPhone: async () => Promise.reject(new ApiError('network', 'x', { shown: true })) })
    await store.load()
    expect(store.services).toEqual(['refund', 'change', 'detail'])
  })
})
