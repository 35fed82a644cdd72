import { ApiError } from '@/core/http/envelope'
import type { OrderListBody, OrderListItem } from '@/core/api/orders'
import { AllOrderStore, daysBack, payQuery } from '@/pages/allorder/allorder-store'
import { taroMock } from '../mocks/taro'
import { chinaDate } from '../china-clock'

const NOW = chinaDate(2026, 10, 22, 9, 0, 0).getTime()

function item(i: number): OrderListItem {
  return {
    id: String(i), orderId: String(i), orderNo: `TK${i}`, orderType: 11001, status: 'ISSUED', routeText: '北京-上海', flightNo: 'CA1501',
    depTime: '2026-11-25 08:00', passengerNames: '李明轩', amount: 930, createdAt: '2026-11-20 10:00:00', payDeadline: null, tripType: 1,
  }
}

function fake(total = 45) {
  const bodies: OrderListBody[] = []
  const api = {
    totalOrderList: async (body: OrderListBody) => {
      bodies.push(body)
      const start = ((body.pageNum ?? 1) - 1) * (body.count ?? 20)
      const list = Array.from({ length: Math.max(0, Math.min(body.count ?? 20, total - start)) }, (_, i) => item(start + i + 1))
      return { list, total }
    },
  }
  return { api, bodies }
}

beforeEach(() => taroMock.reset())

test('the spec\'s defaults: last 30 days, findScope 1, 20 a page', async () => {
  const { api, bodies } = fake()
  const store = new AllOrderStore(api, () => NOW)
  await store.reload()
  expect(bodies[0]).toEqual({ pageNum: 1, count: 20, dateType: 1, dateStart: '2026-10-23', dateEnd: '2026-11-22', findScope: 1 })
  expect(store.items).toHaveLength(20)
  expect(store.hasMore).toBe(true)
})

test('pages until the total, then stops', async () => {
  const { api, bodies } = fake(45)
  const store = new AllOrderStore(api, () => NOW)
  await store.reload()
  await store.loadMore()
  await store.loadMore()
  expect(store.items).toHaveLength(45)
  expect(store.hasMore).toBe(false)
  await store.loadMore()
  expect(bodies.map((b) => b.pageNum)).toEqual([1, 2, 3])
})

test('filters go into the request and start from page 1', async () => {
  const { api, bodies } = fake()
  const store = new AllOrderStore(api, () => NOW)
  await store.reload()
  store.setWindow(90)
  store.setOrderType(11002)
  store.setStatusGroup('toPay')
  store.setScope(2)
  await new Promise((r) => setTimeout(r, 0))
  expect(bodies[bodies.length - 1]).toEqual({
    pageNum: 1, count: 20, dateType: 1, dateStart: daysBack(NOW, 90), dateEnd: '2026-11-22', findScope: 2, orderType: 11002, statuses: ['AWAITING_PAYMENT'],
  })
})

test('a failed load shows the error; the rows already shown stay', async () => {
  let fail = false
  const store = new AllOrderStore({
    totalOrderList: async () => {
      if (fail) throw new ApiError('network', '请求超时', { shown: true })
      return { list: [item(1)], total: 1 }
    },
  })
  await store.reload()
  fail = true
  await store.reload()
  expect(store.status).toBe('error')
  expect(store.error).toBe('请求超时')
  expect(store.items).toHaveLength(1)
})

test('paying from the list: an order by its id; a change waiting for payment as a change of its order', () => {
  expect(payQuery(item(7))).toEqual({ orderIds: '7', orderType: '11001' })
  const change: OrderListItem = { ...item(7), id: '31', orderType: 11003, status: 'AWAITING_PAYMENT' }
  expect(payQuery(change)).toEqual({ orderIds: '7', changeId: '31', orderType: '11003' })
})
