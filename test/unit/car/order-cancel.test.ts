import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { CarCancelFee } from '@/car/api/car-order'
import { CarOrderCancelStore, type CarCancelApi } from '@/car/stores/car-order-cancel'

function fake(quotes: (CarCancelFee | Error)[], cancels: (number | Error)[] = []) {
  const sent: number[] = []
  let quoteCalls = 0
  let last: CarCancelFee | Error = quotes[0]
  const api: CarCancelApi = {
    cancelFee: async () => {
      quoteCalls += 1
      last = quotes.shift() ?? last
      if (last instanceof Error) throw last
      return last
    },
    cancelOrder: async (_id, expectedFee) => {
      sent.push(expectedFee)
      const r = cancels.shift() ?? expectedFee
      if (r instanceof Error) throw r
      return { status: 'CANCELLED', fee: r }
    },
  }
  return { api, sent, quoteCalls: () => quoteCalls }
}

const free: CarCancelFee = { cancellable: true, fee: 0, reason: '司机接单前取消免费' }
const paid: CarCancelFee = { cancellable: true, fee: 15, reason: '司机已接单，取消需支付经济型取消费' }
const refused: CarCancelFee = { cancellable: false, fee: 0, reason: '行程已开始，无法取消' }
const feeChanged = () => new ApiError('business', '取消费已变为15元，请确认后再取消', { errCode: 4009, shown: false, data: { reasonCode: 'cancelFeeChanged', fee: 15 } })

beforeEach(() => setLocale('zh-CN'))

describe('cancelling a ride', () => {
  test('the fee is shown before confirming, and the cancel carries it as expectedFee', async () => {
    const { api, sent } = fake([paid])
    const store = new CarOrderCancelStore('9001', api)
    expect(store.open).toBe(false)
    await store.begin()
    expect(store.phase).toBe('confirm')
    expect(store.open).toBe(true)
    expect(store.quote).toEqual(paid)
    expect(sent).toEqual([])
    expect(await store.confirm()).toBe(true)
    expect(sent).toEqual([15])
    expect(store.phase).toBe('done')
    expect(store.charged).toBe(15)
    expect(store.open).toBe(false)
  })

  test('closing the sheet cancels nothing', async () => {
    const { api, sent } = fake([free])
    const store = new CarOrderCancelStore('9001', api)
    await store.begin()
    store.dismiss()
    expect(store.phase).toBe('idle')
    expect(await store.confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  test('cancelFeeChanged (4009): the new fee is shown with the old one and the user is asked again; the second confirm sends the new fee', async () => {
    const { api, sent } = fake([free, paid], [feeChanged()])
    const store = new CarOrderCancelStore('9001', api)
    await store.begin()
    expect(store.quote?.fee).toBe(0)
    expect(await store.confirm()).toBe(false)
    expect(sent).toEqual([0])
    expect(store.phase).toBe('confirm')
    expect(store.feeChanged).toBe(true)
    expect(store.previousFee).toBe(0)
    expect(store.quote?.fee).toBe(15)
    expect(store.message).toBe('取消费已变为15元，请确认后再取消')
    expect(await store.confirm()).toBe(true)
    expect(sent).toEqual([0, 15])
    expect(store.charged).toBe(15)
  })

  test('a 4009 because the journey began meanwhile: the sheet says why and offers no confirm', async () => {
    const began = new ApiError('business', '行程已开始，无法取消', { errCode: 4009, shown: false })
    const { api } = fake([paid, refused], [began])
    const store = new CarOrderCancelStore('9001', api)
    await store.begin()
    expect(await store.confirm()).toBe(false)
    expect(store.phase).toBe('refused')
    expect(store.message).toBe('行程已开始，无法取消')
    expect(await store.confirm()).toBe(false)
  })

  test('a ride that cannot be cancelled says why at once', async () => {
    const { api, sent } = fake([refused])
    const store = new CarOrderCancelStore('9001', api)
    await store.begin()
    expect(store.phase).toBe('refused')
    expect(store.message).toBe('行程已开始，无法取消')
    expect(sent).toEqual([])
  })

  test('a failed quote or cancel says so; a failed cancel may be tried again at the same fee', async () => {
    const q = new CarOrderCancelStore('9001', fake([new ApiError('network', '网络不给力', { shown: true })]).api)
    await q.begin()
    expect(q.phase).toBe('refused')
    expect(q.message).toBe('网络不给力')
    const { api, sent } = fake([paid], [new ApiError('timeout', '', { shown: true })])
    const store = new CarOrderCancelStore('9001', api)
    await store.begin()
    expect(await store.confirm()).toBe(false)
    expect(store.phase).toBe('confirm')
    expect(store.message).toBe('取消失败，请重试')
    expect(await store.confirm()).toBe(true)
    expect(sent).toEqual([15, 15])
  })

  test('peek reads the fee for the button without opening the sheet', async () => {
    const { api } = fake([paid, refused])
    const store = new CarOrderCancelStore('9001', api)
    expect(await store.peek()).toBe(15)
    expect(store.open).toBe(false)
    expect(store.quote?.fee).toBe(15)
    expect(await store.peek()).toBeNull()
  })

  test('closing while the fee is asked keeps the sheet closed when the answer comes', async () => {
    const { api } = fake([paid])
    const store = new CarOrderCancelStore('9001', api)
    const p = store.begin()
    store.dismiss()
    await p
    expect(store.open).toBe(false)
  })
})
