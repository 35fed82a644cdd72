import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { TrCityByNameReply, TrSearchBody } from '@/tr/api/train-after-sale'
import { TrainChangeStore, type ChangeApi } from '@/tr/stores/train-after-sale-change'
import { ticketBlock } from '@/tr/stores/train-after-sale-tickets'
import { changeQuote, flush, leg, passenger, seat, ticket, train, trainOrder, WINDOW } from './train-after-sale-fixtures'

const TODAY = '2026-11-24'

function city(code: string, stations: string[]): TrCityByNameReply {
  return { cityCode: code, cityName: code, stationCode: stations[0], stationName: stations[0], stations: stations.map((s) => ({ code: s, name: s })) }
}

function api(over: Partial<ChangeApi> = {}) {
  const calls = { search: [] as TrSearchBody[], fee: [] as unknown[], add: [] as unknown[] }
  const a: ChangeApi = {
    orderDetail: async () => trainOrder(),
    getCityDataByName: async (name) => (name === '北京南' ? city('BJS', ['BJP', 'VNP']) : city('SHA', ['SHH', 'AOH'])),
    trSearch: async (body) => {
      calls.search.push(body)
      return {
        trainList: [train('G101', { date: body.date, startTime: '06:35' }), train('G103', { date: body.date, seatList: [seat('O', { seatCount: 1 }), seat('M', { wb: 1 }), seat('9', { wb: 2 })] })],
        feeList: [{ tripType: 1, serviceFee: 20 }],
        cacheId: 'c',
        travelStandard: null,
        window: WINDOW,
        fromName: '北京',
        toName: '上海',
      }
    },
    changeFee: async (body) => {
      calls.fee.push(body)
      return changeQuote()
    },
    changeAdd: async (body) => {
      calls.add.push(body)
      return { changeId: '700', changeNo: 'CH700', orderStatus: 'ISSUED', payable: 348.5, refundable: 0, settlement: 'PAY_ONLINE', needPayment: true, payDeadline: '2026-11-24 09:20' }
    },
    ...over,
  }
  return { a, calls }
}

afterEach(() => setLocale('zh-CN'))

describe('change once per ticket', () => {
  test('a ticket that came from a change is not offered, with why; the ticket it replaced neither', async () => {
    expect(ticketBlock('change', ticket('1', { changed: true, canChange: false }))).toBe('changedOnce')
    // Even if a server said canChange, the ticket a change produced is never offered again.
    expect(ticketBlock('change', ticket('1', { changed: true, canChange: true }))).toBe('changedOnce')
    expect(ticketBlock('change', ticket('1', { status: 'CHANGED', canChange: false }))).toBe('replaced')

    const o = trainOrder({
      passengers: [
        passenger('1', '李明轩', [ticket('11', { status: 'CHANGED', canChange: false, changedToTicketId: '12' }), ticket('12', { changed: true, canChange: false, changedFromTicketId: '11', trainCode: 'G103' })]),
        passenger('2', '孙悦', [ticket('21')]),
      ],
    })
    const s = new TrainChangeStore('501', api({ orderDetail: async () => o }).a, () => TODAY)
    await s.load()
    expect(s.status).toBe('ready')
    expect(s.legRows.map((r) => [r.ticket.ticketId, r.selectable, r.block])).toEqual([
      ['11', false, 'replaced'],
      ['12', false, 'changedOnce'],
      ['21', true, null],
    ])
    expect(s.ticketIds).toEqual(['21'])
    s.toggleTicket('12')
    expect(s.ticketIds).toEqual(['21'])
  })

  test('an order whose tickets were all changed already cannot be changed', async () => {
    const o = trainOrder({ passengers: [passenger('1', 'A', [ticket('12', { changed: true, canChange: false })])], allowedActions: { pay: false, cancel: false, refund: true, change: false } })
    const s = new TrainChangeStore('501', api({ orderDetail: async () => o }).a, () => TODAY)
    await s.load()
    expect(s.status).toBe('notAllowed')
    expect(s.rows[0].block).toBe('changedOnce')
  })
})

describe('a new train of the same route', () => {
  test('searches the cities of the leg on its date (within the window), for the travelling employees', async () => {
    const { a, calls } = api()
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    expect(calls.search[0]).toMatchObject({ date: '2026-11-26', fromStationCode: 'BJS', fromKind: 'city', toStationCode: 'SHA', toKind: 'city', tripType: 1, travellerEmpIds: ['1', '2'] })
    expect(s.dates[0]).toBe(WINDOW.minDate)
    expect(s.dates[s.dates.length - 1]).toBe(WINDOW.maxSaleDate)
    s.chooseDate('2026-11-27')
    await flush()
    expect(calls.search[1].date).toBe('2026-11-27')
    // Outside the sale window: nothing happens.
    s.chooseDate('2026-12-20')
    s.chooseDate('2026-11-24')
    await flush()
    expect(calls.search.length).toBe(2)
  })

  test('without the cities the search stays on the two stations', async () => {
    const { a, calls } = api({ getCityDataByName: async () => { throw new ApiError('business', 'no', { errCode: 4004, shown: false }) } })
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    expect(calls.search[0]).toMatchObject({ fromStationCode: 'VNP', fromKind: 'station', toStationCode: 'AOH', toKind: 'station' })
  })

  test('a departed leg date starts the strip at the first sale day', async () => {
    const s = new TrainChangeStore('501', api({ orderDetail: async () => trainOrder({ legs: [leg({ date: '2026-11-20' })] }) }).a, () => TODAY)
    await s.load()
    expect(s.date).toBe('2026-11-25')
  })

  test('seats: enough for every chosen ticket, on sale, not forbidden', async () => {
    const s = new TrainChangeStore('501', api().a, () => TODAY)
    await s.load()
    const [g101, g103] = s.trains
    expect(s.seatBlock(g101, g101.seatList[0])).toBeNull()
    expect(s.seatBlock(g103, g103.seatList[0])).toBe('tooFew') // 1 seat, 2 tickets
    expect(s.seatBlock(g101, g101.seatList[2])).toBe('forbidden')
    expect(s.seatBlock({ ...g101, saleState: 'paused' }, g101.seatList[0])).toBe('notOnSale')
    s.chooseSeat(g103.trainKey, 'O')
    expect(s.seatType).toBe('')
    expect(s.error).toBe('该席别余票不足')
    // One ticket: the single seat will do.
    s.toggleTicket('21')
    expect(s.seatBlock(g103, g103.seatList[0])).toBeNull()
  })
})

describe('change fee and difference shown before confirm', () => {
  test('choosing a seat asks the server; the confirm says what it costs and who pays; yes changes', async () => {
    const { a, calls } = api()
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    const g = s.trains[0]
    s.chooseSeat(g.trainKey, 'M')
    await flush()
    expect(calls.fee).toEqual([{ orderId: '501', ticketIds: ['11', '21'], newTrainKey: g.trainKey, seatType: 'M' }])
    expect(s.fee?.payable).toBe(348.5)
    expect(s.settlementText).toBe('需在 15 分钟内支付 ¥348.5，支付后改签生效。')
    const confirm = jest.fn(async (_message: string) => true)
    expect(await s.submit(confirm)).toBe(true)
    expect(confirm.mock.calls[0][0]).toBe('改签至 G101（11-26 06:35）一等座，改签费 ¥0。需在 15 分钟内支付 ¥348.5，支付后改签生效。确定改签吗？')
    expect(calls.add).toEqual([{ orderId: '501', ticketIds: ['11', '21'], newTrainKey: g.trainKey, seatType: 'M' }])
    expect(s.result?.needPayment).toBe(true)
  })

  test('nothing is sent before a seat is chosen and quoted', async () => {
    const { a, calls } = api()
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    expect(await s.submit(async () => true)).toBe(false)
    expect(s.error).toBe('请选择新车次和席别')
    expect(calls.add).toEqual([])
  })

  test('a quote the server refuses stops the change with its reason', async () => {
    const { a, calls } = api({ changeFee: async () => changeQuote({ allowed: false, reason: '该车票已改签过' }) })
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    s.chooseSeat(s.trains[0].trainKey, 'O')
    await flush()
    expect(await s.submit(async () => true)).toBe(false)
    expect(s.error).toBe('该车票已改签过')
    expect(calls.add).toEqual([])
  })

  test('a cheaper train: the difference comes back (English)', async () => {
    setLocale('en-US')
    const { a } = api({ changeFee: async () => changeQuote({ payable: 0, refundable: 120, settlement: 'REFUND', payType: 'COMPANY' }) })
    const s = new TrainChangeStore('501', a, () => TODAY)
    await s.load()
    s.chooseSeat(s.trains[0].trainKey, 'O')
    await flush()
    expect(s.settlementText).toBe('The difference of ¥120 goes back to the payer.')
  })

  test('tapping the chosen seat again drops it', async () => {
    const s = new TrainChangeStore('501', api().a, () => TODAY)
    await s.load()
    const k = s.trains[0].trainKey
    s.chooseSeat(k, 'O')
    s.chooseSeat(k, 'O')
    expect(s.trainKey).toBe('')
    expect(s.fee).toBeNull()
  })
})
