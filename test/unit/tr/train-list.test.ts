import { setLocale } from '@/core/i18n/index'
import { decodeParams } from '@/core/domain/page-params'
import type { TrSearchBody, TrTransferSearchReply } from '@/tr/api/train-search'
import { trainBookingContext } from '@/tr/stores/train-context'
import { benchContext } from '@/tr/stores/train-bench-context'
import type { TrainListQuery } from '@/tr/stores/train-list-context'
import {
  NO_FILTERS,
  TrainListStore,
  applyTrainFilters,
  saleLabel,
  searchBody,
  seatState,
  sortTrains,
  trainFilterOptions,
  type TrainListApi,
} from '@/tr/stores/train-list-store'
import { taroMock } from '../mocks/taro'
import { NOW, reply, seat, train } from './fixtures'

const Q: TrainListQuery = {
  fromCode: 'BJS', fromName: '北京', fromKind: 'city', toCode: 'SHA', toName: '上海', toKind: 'city',
  date: '2030-05-10', gcdOnly: false, tripType: 1, travellerIds: ['101'],
}

const G1 = train({ trainCode: 'G1', startTime: '07:00', arriveTime: '11:30', runMinutes: 270, lowestPrice: 600 })
const G3 = train({ trainCode: 'G3', startTime: '09:00', arriveTime: '13:05', runMinutes: 245, fromStationCode: 'BJP', fromStationName: '北京', lowestPrice: 553 })
const D5 = train({ trainCode: 'D5', trainType: 'D', startTime: '19:30', arriveTime: '07:10', arriveDays: 1, runMinutes: 700, toStationCode: 'SHH', toStationName: '上海', lowestPrice: 400 })
const K9 = train({ trainCode: 'K9', trainType: 'K', startTime: '21:00', arriveTime: '15:00', arriveDays: 1, runMinutes: 1080, seatList: [seat({ seatType: '3', seatName: '硬卧', price: 300, seatCount: 0 })] })

function fakeApi(over: Partial<TrainListApi> = {}) {
  const calls: { search: TrSearchBody[]; transfer: number } = { search: [], transfer: 0 }
  const api: TrainListApi = {
    trSearch: async (body) => {
      calls.search.push(body)
      return reply([G1, G3, D5, K9])
    },
    trSearchTransfer: async () => {
      calls.transfer += 1
      return { transferList: [], cacheId: 'x', travelStandard: null, feeList: [] } as TrTransferSearchReply
    },
    queryParameter: async () => ({ parameterResponses: [{ paramNo: '20019', value1: '1' }, { paramNo: '10914', value1: '1', value2: '1' }] }),
    ...over,
  }
  return { api, calls }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

async function loaded(api = fakeApi().api, query = Q, now = NOW) {
  const s = new TrainListStore(api, { now: () => now })
  s.ensure(query)
  await flush()
  return s
}

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('sort', () => {
  const codes = (list: { trainCode: string }[]) => list.map((t) => t.trainCode)
  test.each([
    ['depart', true, ['G1', 'G3', 'D5', 'K9']],
    ['depart', false, ['K9', 'D5', 'G3', 'G1']],
    ['arrive', true, ['G1', 'G3', 'D5', 'K9']],
    ['duration', true, ['G3', 'G1', 'D5', 'K9']],
    ['duration', false, ['K9', 'D5', 'G1', 'G3']],
    // Price: trains without a seat left go last whatever the direction.
    ['price', true, ['D5', 'G3', 'G1', 'K9']],
    ['price', false, ['G1', 'G3', 'D5', 'K9']],
  ] as const)('%s %s', (key, asc, expected) => {
    expect(codes(sortTrains([K9, D5, G3, G1], { key, asc }))).toEqual(expected)
  })
})

describe('filters', () => {
  const all = [G1, G3, D5, K9]
  const codes = (f: Partial<typeof NO_FILTERS>) => applyTrainFilters(all, { ...NO_FILTERS, ...f }).map((t) => t.trainCode)
  test('each group narrows; an empty group lets everything through', () => {
    expect(codes({})).toEqual(['G1', 'G3', 'D5', 'K9'])
    expect(codes({ types: ['G'] })).toEqual(['G1', 'G3'])
    expect(codes({ types: ['D', 'K'] })).toEqual(['D5', 'K9'])
    expect(codes({ departBands: ['morning'] })).toEqual(['G1', 'G3'])
    expect(codes({ departBands: ['evening'] })).toEqual(['D5', 'K9'])
    expect(codes({ arriveBands: ['morning'] })).toEqual(['G1', 'D5'])
    expect(codes({ fromStations: ['BJP'] })).toEqual(['G3'])
    expect(codes({ toStations: ['SHH'] })).toEqual(['D5'])
    expect(codes({ seatsOnly: true })).toEqual(['G1', 'G3', 'D5'])
    expect(codes({ types: ['G'], departBands: ['morning'], fromStations: ['VNP'] })).toEqual(['G1'])
  })

  test('options: the types present and both ends\' stations', () => {
    const o = trainFilterOptions(all)
    expect(o.types).toEqual(['G', 'D', 'K'])
    expect(o.fromStations.map((s) => s.code)).toEqual(['VNP', 'BJP'])
    expect(o.toStations.map((s) => [s.code, s.count])).toEqual([['AOH', 3], ['SHH', 1]])
  })

  test('the store: the visible list is filtered then sorted; a new search clears the filters', async () => {
    const s = await loaded()
    s.setFilters({ ...NO_FILTERS, types: ['G'] })
    s.toggleSort('price')
    expect(s.visible.map((t) => t.trainCode)).toEqual(['G3', 'G1'])
    expect(s.activeFilters).toBe(1)
    s.toggleSort('price')
    expect(s.sort).toEqual({ key: 'price', asc: false })
    s.ensure({ ...Q, date: '2030-05-11' })
    expect(s.filters).toEqual(NO_FILTERS)
  })
})

describe('the request', () => {
  test('G/C/D only, travellers, a city as a whole, the application with its route (business trips only)', () => {
    expect(searchBody({ ...Q, gcdOnly: true, ccsqdId: '7', routeId: '9' })).toEqual({
      date: '2030-05-10', fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', toKind: 'city', tripType: 1,
      needTrainType: ['G', 'C', 'D'], travellerEmpIds: ['101'], ccsqdId: '7', routeId: '9',
    })
    expect(searchBody({ ...Q, tripType: 2, ccsqdId: '7', travellerIds: [] })).toEqual({
      date: '2030-05-10', fromStationCode: 'BJS', toStationCode: 'SHA', fromKind: 'city', toKind: 'city', tripType: 2,
    })
  })
})

describe('the date window (§5.2)', () => {
  test('previous day refused at the minimum date (tomorrow); next day refused at the maximum', async () => {
    const s = await loaded(fakeApi().api, { ...Q, date: '2030-05-02' })
    expect(s.canPrev).toBe(false)
    expect(s.prevDay()).toBe('日期超出可售范围')
    expect(s.query?.date).toBe('2030-05-02')
    expect(s.nextDay()).toBeNull()
    expect(s.query?.date).toBe('2030-05-03')
    expect(s.canPrev).toBe(true)
    expect(s.prevDay()).toBeNull()
    expect(s.query?.date).toBe('2030-05-02')
    expect(s.changeDate('2030-05-30')).toBeNull()
    expect(s.canNext).toBe(false)
    setLocale('en-US')
    expect(s.nextDay()).toBe('The date is outside the sale range')
    expect(s.query?.date).toBe('2030-05-30')
    setLocale('zh-CN')
    expect(s.changeDate('2030-04-30')).toBe('日期已过期')
    expect(s.changeDate('2030-05-01')).toBe('日期超出可售范围')
    expect(s.changeDate('2030-05-31')).toBe('日期超出可售范围')
    expect(s.changeDate('nope')).toBe('日期超出可售范围')
  })

  test('each move searches again; a list kept over midnight offers the first day', async () => {
    const { api, calls } = fakeApi()
    let now = NOW
    const s = new TrainListStore(api, { now: () => now })
    s.ensure({ ...Q, date: '2030-05-02' })
    await flush()
    expect(s.nextDay()).toBeNull()
    await flush()
    expect(calls.search.map((b) => b.date)).toEqual(['2030-05-02', '2030-05-03'])
    now = new Date(NOW.getTime() + 2 * 86_400_000)
    s.changeDate('2030-05-03')
    expect(s.datePassed).toBe(false)
    expect(s.firstDay).toBe('2030-05-04')
    expect(s.canPrev).toBe(false)
  })

  test('after the pre-sale (today + 14) the list says the trains are not on sale yet', async () => {
    expect((await loaded(fakeApi().api, { ...Q, date: '2030-05-15' })).beyondSale).toBe(false)
    expect((await loaded(fakeApi().api, { ...Q, date: '2030-05-16' })).beyondSale).toBe(true)
  })
})

describe('seats: sale state and policy (§4)', () => {
  test('a seat is bookable with a count above 0 and no type-2 violation, on a train on sale', () => {
    const t = train()
    expect(seatState(t, seat(), NOW)).toBe('book')
    expect(seatState(t, seat({ wb: 1 }), NOW)).toBe('overPolicy')
    expect(seatState(t, seat({ wb: 2 }), NOW)).toBe('forbidden')
    expect(seatState(t, seat({ seatCount: 0 }), NOW)).toBe('soldOut')
    expect(seatState(t, seat({ seatCount: 0, isBench: 1 }), NOW)).toBe('bench')
    expect(seatState(train({ runTime: '99:59', saleState: 'paused', saleDateTime: '' }), seat(), NOW)).toBe('notOnSale')
    expect(seatState(train({ saleState: 'notYetOnSale', saleDateTime: '2030-05-02 08:30:00' }), seat(), NOW)).toBe('notOnSale')
  })

  test('sale labels: paused, not yet on sale with the time, outside booking hours, closed', () => {
    expect(saleLabel(train(), NOW)).toBeNull()
    expect(saleLabel(train({ runTime: '99:59', saleState: 'paused', saleDateTime: '' }), NOW)).toBe('暂停发售')
    expect(saleLabel(train({ saleState: 'notYetOnSale', saleDateTime: '2030-05-02 08:30:00' }), NOW)).toBe('05-02 08:30 起售')
    expect(saleLabel(train({ saleState: 'outsideHours', saleDateTime: '2030-05-02 05:00:00' }), NOW)).toBe('05-02 05:00 开放预订')
    expect(saleLabel(train({ saleState: 'closed', saleDateTime: '' }), NOW)).toBe('已停售')
    setLocale('en-US')
    expect(saleLabel(train({ saleState: 'notYetOnSale', saleDateTime: '2030-05-02 08:30:00' }), NOW)).toBe('On sale 05-02 08:30')
  })

  test('a tap: the booking form with the core codec; a type-1 violation goes on with a notice; type 2, sold out and closed trains say why', async () => {
    const s = await loaded(fakeApi().api, { ...Q, ccsqdId: '7', routeId: '9' })
    const t = train({ trainCode: 'G7', date: '2030-05-10' })
    const book = s.tapSeat(t, seat())
    if (book.kind !== 'navigate') throw new Error('expected navigation')
    expect(book.route).toBe('/tr/trEdit')
    expect(trainBookingContext.decode(decodeParams(book.params))).toEqual({
      trainKey: t.trainKey, seatType: 'O', date: '2030-05-10', from: 'VNP', to: 'AOH', tripType: 1, travellerIds: ['101'], ccsqdId: '7', routeId: '9',
    })
    expect(book.notice).toBeUndefined()
    const over = s.tapSeat(t, seat({ seatType: 'M', wb: 1, wbText: '席别超出差旅标准（可乘坐：二等座）' }))
    expect(over).toMatchObject({ kind: 'navigate', route: '/tr/trEdit', notice: '席别超出差旅标准（可乘坐：二等座），预订时需填写超标原因' })
    expect(s.tapSeat(t, seat({ seatType: 'M', wb: 2, wbText: '席别超出差旅标准，不允许预订（可乘坐：二等座）' }))).toEqual({ kind: 'message', message: '席别超出差旅标准，不允许预订（可乘坐：二等座）' })
    expect(s.tapSeat(t, seat({ seatCount: 0 }))).toEqual({ kind: 'message', message: '二等座已无票' })
    expect(s.tapSeat(train({ runTime: '99:59', saleState: 'paused', saleDateTime: '' }), seat())).toEqual({ kind: 'message', message: '该车次暂不可预订：暂停发售' })
    const bench = s.tapSeat(t, seat({ seatCount: 0, isBench: 1 }))
    if (bench.kind !== 'navigate') throw new Error('expected standby')
    expect(bench.route).toBe('/tr/trBenchEdit')
    expect(benchContext.decode(decodeParams(bench.params))).toMatchObject({ fromCode: 'BJS', toCode: 'SHA', date: '2030-05-10', trainKey: t.trainKey, seatType: 'O', ccsqdId: '7' })
  })

  test('personal trips: no policy marks, no application carried', async () => {
    const s = await loaded(fakeApi({ trSearch: async () => reply([G1], { travelStandard: null }) }).api, { ...Q, tripType: 2, ccsqdId: '7' })
    expect(s.policyApplies).toBe(false)
    const tap = s.tapSeat(G1, seat())
    if (tap.kind !== 'navigate') throw new Error('expected navigation')
    expect(trainBookingContext.decode(decodeParams(tap.params))?.ccsqdId).toBeUndefined()
  })
})

describe('kept alive, errors and transfers', () => {
  test('the same query again keeps the list (back from the booking screen); another searches again', async () => {
    const { api, calls } = fakeApi()
    const s = await loaded(api)
    s.toggleSort('duration')
    s.ensure({ ...Q })
    expect(calls.search).toHaveLength(1)
    expect(s.sort.key).toBe('duration')
    s.ensure({ ...Q, gcdOnly: true })
    await flush()
    expect(calls.search).toHaveLength(2)
    expect(calls.search[1].needTrainType).toEqual(['G', 'C', 'D'])
  })

  test('benchmark mode (bench=N): the day\'s trains repeated to N rows; a bad value or a normal search turns it off', async () => {
    const { api, calls } = fakeApi()
    const s = new TrainListStore(api, { now: () => NOW })
    s.ensure(Q, '300')
    await flush()
    expect(s.bench).toBe(300)
    expect(s.trains).toHaveLength(300)
    expect(s.trains[4].trainCode).toBe('G1')
    s.ensure(Q)
    await flush()
    expect(calls.search).toHaveLength(2)
    expect([s.bench, s.trains.length]).toEqual([0, 4])
    s.ensure(Q, '1e3')
    expect(s.bench).toBe(0)
  })

  test('a failed search shows the server tips and retries', async () => {
    let fail = true
    const { api } = fakeApi({
      trSearch: async () => {
        if (fail) throw Object.assign(new Error('出发和到达城市不能相同'), { name: 'ApiError', errCode: 4000, tips: '出发和到达城市不能相同' })
        return reply([G1])
      },
    })
    const s = await loaded(api)
    expect(s.status).toBe('error')
    expect(s.error).not.toBe('')
    fail = false
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.trains).toHaveLength(1)
  })

  test('no direct train: the transfer tab opens and the plans load; behind the tab otherwise; closed by the company: none', async () => {
    const empty = fakeApi({ trSearch: async () => reply([]) })
    const s = await loaded(empty.api)
    await flush()
    expect(s.tab).toBe('transfer')
    expect(empty.calls.transfer).toBe(1)
    expect(s.transferStatus).toBe('ready')
    expect(s.transferParams()).toMatchObject({ from: 'BJS', to: 'SHA', date: '2030-05-10' })

    const full = fakeApi()
    const d = await loaded(full.api)
    expect(d.tab).toBe('direct')
    expect(full.calls.transfer).toBe(0)
    d.setTab('transfer')
    await flush()
    expect(full.calls.transfer).toBe(1)

    const closed = fakeApi({
      trSearch: async () => reply([]),
      queryParameter: async () => ({ parameterResponses: [{ paramNo: '10914', value1: '0', value2: '0' }] }),
    })
    const c = new TrainListStore(closed.api, { now: () => NOW })
    c.ensure(Q)
    await flush()
    await flush()
    await c.load()
    expect(c.transferOpen).toBe(false)
    expect(c.tab).toBe('direct')
  })
})
