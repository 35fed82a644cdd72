import { ApiError } from '@/core/http/envelope'
import type { StandbyView, TrainOrderDetail } from '@/tr/api/train-after-sale'
import { benchContext } from '@/tr/stores/train-bench-context'
import { TrainOrderStore, type TrainOrderApi } from '@/tr/stores/train-transfer-order'
import type { TrBenchListBody, TrBenchListItem } from '@/userCenter/api/train-bench'
import { BenchListStore, benchTarget, BENCH_PAGE_SIZE } from '@/userCenter/pages/tr-bench-list/tr-bench-list-store'
import { normaliseLaunchUrl } from '@/core/platform/url.h5'
import { passenger, ticket, trainOrder } from './train-after-sale-fixtures'

function standby(over: Partial<StandbyView> = {}): StandbyView {
  return {
    deadline: '2026-11-26 04:00',
    trainCodes: ['G1', 'G5'],
    trainKeys: ['20261126.G1.VNP.AOH', '20261126.G5.VNP.AOH'],
    seatTypes: ['O'],
    seatNames: ['二等座'],
    state: 'WAITING',
    queuePosition: 2,
    ...over,
  }
}

function benchOrder(over: Partial<TrainOrderDetail> = {}): TrainOrderDetail {
  return trainOrder({
    orderId: '801',
    orderType: 20031,
    status: 'PAID',
    standby: standby(),
    passengers: [passenger('1', '李明轩', [])],
    allowedActions: { pay: false, cancel: true, refund: false, change: false },
    ...over,
  })
}

function orderApi(seq: TrainOrderDetail[], over: Partial<TrainOrderApi> = {}) {
  const calls: string[] = []
  let i = 0
  const a: TrainOrderApi = {
    orderDetail: async () => seq[Math.min(i++, seq.length - 1)],
    cancelTrOrder: async (id) => {
      calls.push(`cancel ${id}`)
      return { orderId: id, status: 'CANCELLED', refunded: 0 }
    },
    benchCancel: async (id) => {
      calls.push(`benchCancel ${id}`)
      return { orderId: id, status: 'CANCELLED', refunded: 601.5 }
    },
    ...over,
  }
  return { a, calls }
}

describe('standby order detail', () => {
  test('waiting in the queue: polled until fulfilled, then the issued tickets are there', async () => {
    const fulfilled = benchOrder({
      status: 'ISSUED',
      standby: standby({ state: 'FULFILLED', queuePosition: null }),
      passengers: [passenger('1', '李明轩', [ticket('31', { trainCode: 'G5', seatLabel: '03车12A号' })])],
      allowedActions: { pay: false, cancel: false, refund: true, change: true },
    })
    const { a } = orderApi([benchOrder(), benchOrder(), fulfilled])
    const s = new TrainOrderStore('801', a)
    await s.load()
    expect(s.underWay).toBe(true)
    expect(s.order?.standby?.queuePosition).toBe(2)
    expect(await s.poll()).toBe(true)
    expect(await s.poll()).toBe(false)
    expect(s.order?.standby?.state).toBe('FULFILLED')
    expect(s.ticketsOn('1', 1).map((t) => t.seatLabel)).toEqual(['03车12A号'])
  })

  test('cancel while waiting leaves the queue (benchCancel: refunded in full); an unpaid one is cancelled', async () => {
    const waiting = orderApi([benchOrder(), benchOrder({ standby: standby({ state: 'CANCELLED', queuePosition: null }), status: 'CANCELLED' })])
    const s = new TrainOrderStore('801', waiting.a)
    await s.load()
    expect(await s.cancel()).toEqual({ orderId: '801', status: 'CANCELLED', refunded: 601.5 })
    expect(waiting.calls).toEqual(['benchCancel 801'])
    expect(s.order?.standby?.state).toBe('CANCELLED')

    const unpaid = orderApi([benchOrder({ status: 'AWAITING_PAYMENT', standby: standby({ state: 'UNPAID', queuePosition: null }) })])
    const u = new TrainOrderStore('801', unpaid.a)
    await u.load()
    await u.cancel()
    expect(unpaid.calls).toEqual(['cancel 801'])
  })

  test('a refused cancel keeps the order and says why', async () => {
    const { a } = orderApi([benchOrder()], {
      benchCancel: async () => {
        throw new ApiError('business', '已候补成功，不能取消', { errCode: 4009, shown: false })
      },
    })
    const s = new TrainOrderStore('801', a)
    await s.load()
    expect(await s.cancel()).toBeNull()
    expect(s.message).toBe('已候补成功，不能取消')
    expect(s.order?.standby?.state).toBe('WAITING')
  })

  test('the pay countdown counts from the server’s seconds left; at zero the order is read again', async () => {
    let now = 1_000_000
    const { a } = orderApi([benchOrder({ status: 'AWAITING_PAYMENT', paySecondsLeft: 90, standby: standby({ state: 'UNPAID' }) }), benchOrder({ status: 'CANCELLED' })])
    const s = new TrainOrderStore('801', a, () => now)
    await s.load()
    expect(s.remaining).toBe(90)
    now += 30_000
    s.tick()
    expect(s.remaining).toBe(60)
    now += 61_000
    s.tick()
    expect(s.remaining).toBe(0)
    await new Promise((r) => setTimeout(r, 0))
    expect(s.order?.status).toBe('CANCELLED')
  })

  test('not found without a call for an id that cannot be one', async () => {
    const orderDetail = jest.fn(async () => benchOrder())
    const s = new TrainOrderStore('x1', { ...orderApi([]).a, orderDetail })
    await s.load()
    expect(s.status).toBe('notFound')
    expect(orderDetail).not.toHaveBeenCalled()
  })
})

describe('/tr/trBenchEdit parameters', () => {
  test('decode: the search, the train and seat tapped; a bad seat code or key is dropped; no place is no context', () => {
    expect(benchContext.decode({ from: 'bjs', to: 'SHA', date: '2026-11-26', trainKey: '20261126.G1.VNP.AOH', seatType: 'O', tripType: '2', travellers: '1,2,x' })).toEqual({
      fromCode: 'BJS',
      toCode: 'SHA',
      date: '2026-11-26',
      tripType: 2,
      travellerIds: ['1', '2'],
      trainKey: '20261126.G1.VNP.AOH',
      seatType: 'O',
    })
    expect(benchContext.decode({ from: 'BJS', to: 'SHA', date: '2026-11-26', seatType: 'Z', trainKey: '<script>' })).toEqual({
      fromCode: 'BJS',
      toCode: 'SHA',
      date: '2026-11-26',
      tripType: 1,
      travellerIds: [],
    })
    expect(benchContext.decode({ to: 'SHA', date: '2026-11-26' })).toBeNull()
    expect(benchContext.decode({ from: 'BJS', to: 'SHA', date: '2026-02-30' })).toBeNull()
  })
})

describe('/tr/trBenchCmp/{id} on H5', () => {
  const g = globalThis as { window?: unknown }
  const original = g.window
  afterEach(() => {
    g.window = original
  })

  function launch(pathname: string, search = '') {
    const replaced: string[] = []
    g.window = {
      location: { pathname, search, hash: '', hostname: 'localhost' },
      history: { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
    }
    normaliseLaunchUrl()
    return replaced
  }

  test('the path id becomes ?id= before the router starts; the rules that were there still hold', () => {
    expect(launch('/tr/trBenchCmp/123')).toEqual(['/tr/trBenchCmp?id=123'])
    expect(launch('/tr/trBenchCmp/123/', '?lang=en')).toEqual(['/tr/trBenchCmp?lang=en&id=123'])
    expect(launch('/tr/trBenchCmp', '?id=5')).toEqual([])
    expect(launch('/login/HXKJ')).toEqual(['/login?corpNo=HXKJ'])
  })
})

describe('/userCenter/trBenchList', () => {
  function item(id: string, over: Partial<TrBenchListItem> = {}): TrBenchListItem {
    return {
      orderId: id,
      orderNo: `HB${id}`,
      status: 'PAID',
      state: 'WAITING',
      date: '2026-11-26',
      fromStation: { code: 'VNP', name: '北京南' },
      toStation: { code: 'AOH', name: '上海虹桥' },
      trainCodes: ['G1'],
      seatNames: ['二等座'],
      deadline: '2026-11-26 04:00',
      queuePosition: 1,
      passengerNames: '李明轩',
      amount: 601.5,
      createdAt: '2026-11-24 10:00:00',
      payDeadline: null,
      ...over,
    }
  }

  test('pages of 20, tabs send their states, a row opens the standby order detail', async () => {
    const asked: TrBenchListBody[] = []
    const s = new BenchListStore({
      benchList: async (body) => {
        asked.push(body)
        const page = body.pageNum ?? 1
        return { list: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => item(String(page * 100 + i))), total: 25 }
      },
    })
    await s.list.reload()
    expect(asked[0]).toEqual({ pageNum: 1, count: BENCH_PAGE_SIZE })
    expect(s.list.hasMore).toBe(true)
    await s.list.loadMore()
    expect(s.list.items.length).toBe(25)
    expect(s.list.hasMore).toBe(false)
    await s.chooseTab('closed')
    expect(asked[2]).toEqual({ pageNum: 1, count: BENCH_PAGE_SIZE, states: ['EXPIRED', 'CANCELLED'] })
    await s.chooseTab('waiting')
    expect(asked[3].states).toEqual(['UNPAID', 'WAITING'])
    expect(benchTarget(item('801'))).toEqual({ path: '/tr/trBenthOrderDetail', query: { orderId: '801' } })
  })
})
