/**
 * Issue 13, the rest of the flight routes: the stores of /tk/airportBus, /tk/policy, the
 * completion screens, the change session shared by tkChangeFlight and tkChangeEdit, and the
 * connection cabins (tkCabinTransfer), each with a fake api; and the screens' dictionary (same keys
 * in both languages, no Chinese on the English screens).
 */
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import type { ApBusLine, ApTrfDetailReply, TravelStandard } from '@/tk/api/airport-info'
import type { ChangeDetail, OrderDetail, RefundDetail } from '@/tk/api/flight-order'
import { routesDict } from '@/tk/i18n/flight-routes'
import { AirportBusStore, type AirportBusApi } from '@/tk/stores/airport-bus-store'
import { changeSessionFor, endChangeSession, startChangeSession } from '@/tk/stores/flight-change-session'
import { bookingCompletion, bookingNext, changeCompletion, refundCompletion } from '@/tk/stores/flight-completion-store'
import { FlightChangeStore } from '@/tk/stores/flight-order-change'
import { bookingContext } from '@/tk/stores/flight-context'
import { FlightPolicyStore } from '@/tk/stores/flight-policy-store'
import { FlightTransferStore, transferContext } from '@/tk/stores/flight-transfer-store'
import { taroMock } from '../mocks/taro'
import { cabin, flight } from './search-fixtures'

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

const notFound = () => new ApiError('business', '访问的资源不存在', { errCode: 4004, shown: false })
const failed = () => new ApiError('business', '系统错误', { errCode: 999, shown: false })

function line(over: Partial<ApBusLine> = {}): ApBusLine {
  return {
    lineId: 'PEK-1', lineNo: '方庄线', terminus: '方庄', terminals: ['T3', 'T2'], fromAirport: { first: '07:00', last: '01:00' }, toAirport: { first: '05:00', last: '21:00' },
    intervalMinutes: 30, totalMinutes: 80, fare: 30, stopCount: 6, ...over,
  }
}

function busApi(over: Partial<AirportBusApi> = {}): AirportBusApi & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    cityAirportMsg: jest.fn(async (code: string) => {
      calls.push(`city:${code}`)
      return {
        cityCode: 'BJS',
        list: [
          { airportCode: 'PEK', airportName: '北京首都国际机场', cityCode: 'BJS', cityName: '北京', busLineCount: 2 },
          { airportCode: 'PKX', airportName: '北京大兴国际机场', cityCode: 'BJS', cityName: '北京', busLineCount: 1 },
        ],
      }
    }),
    queryApTrnInfo: jest.fn(async (code: string) => ({
      airportCode: code, airportName: '', cityName: '北京',
      terminals: code === 'PEK' ? [{ terminal: 'T2', airlineCodes: ['HU'], busLineCount: 2 }, { terminal: 'T3', airlineCodes: ['CA'], busLineCount: 2 }] : [{ terminal: '', airlineCodes: ['MU'], busLineCount: 1 }],
    })),
    queryApAirlineInfo: jest.fn(async (code: string) => ({ airportCode: code, list: [{ airlineCode: 'CA', airlineName: '中国国航', terminal: 'T3' }, { airlineCode: 'HU', airlineName: '海南航空', terminal: 'T2' }] })),
    queryApTrfInfo: jest.fn(async (code: string) => {
      calls.push(`trf:${code}`)
      return { airportCode: code, airportName: '', list: code === 'PEK' ? [line(), line({ lineId: 'PEK-9', lineNo: 'T2专线', terminals: ['T2'] })] : [line({ lineId: 'PKX-1', terminals: [] })] }
    }),
    queryApTrfDetail: jest.fn(async (id: string): Promise<ApTrfDetailReply> => ({
      line: line({ lineId: id }), airportCode: 'PEK', airportName: '', boarding: 'T3 7号门',
      stops: [{ seq: 1, name: '首都机场', minutes: 0, firstPass: '07:00', lastPass: '01:00' }],
    })),
    ...over,
  }
}

describe('AirportBusStore', () => {
  test('opens the asked airport of its city, filters by terminal, loads a line once', async () => {
    const api = busApi()
    const store = new AirportBusStore(api)
    await store.load('pek')
    expect(api.calls).toEqual(['city:PEK', 'trf:PEK'])
    expect(store.airportCode).toBe('PEK')
    expect(store.terminalChips).toEqual(['T2', 'T3'])
    expect(store.airlinesAt('T3')).toEqual(['中国国航'])
    store.chooseTerminal('T3')
    expect(store.shownLines.map((l) => l.lineId)).toEqual(['PEK-1'])
    store.chooseTerminal('T3')
    expect(store.shownLines).toHaveLength(2)
    await store.toggleLine('PEK-1')
    expect(store.details['PEK-1'].stops[0].lastPass).toBe('01:00')
    await store.toggleLine('PEK-1')
    await store.toggleLine('PEK-1')
    expect(api.queryApTrfDetail).toHaveBeenCalledTimes(1)
  })

  test('a bad code falls back to Beijing; a city picks its first airport with buses', async () => {
    const api = busApi()
    const store = new AirportBusStore(api)
    await store.load('<script>')
    expect(api.calls[0]).toBe('city:BJS')
    expect(store.airportCode).toBe('PEK')
    await store.chooseAirport('PKX')
    expect(store.terminalChips).toEqual([])
    expect(store.shownLines.map((l) => l.lineId)).toEqual(['PKX-1'])
  })

  test('errors: the city fails as a page error, an airport as its own, a line as a retry', async () => {
    const failing = new AirportBusStore(busApi({ cityAirportMsg: jest.fn(async () => Promise.reject(failed())) }))
    await failing.load('BJS')
    expect(failing.status).toBe('error')
    expect(failing.error).toBe('系统错误')
    const store = new AirportBusStore(busApi({ queryApTrfInfo: jest.fn(async () => Promise.reject(notFound())), queryApTrfDetail: jest.fn(async () => Promise.reject(notFound())) }))
    await store.load('BJS')
    expect(store.status).toBe('ready')
    expect(store.linesStatus).toBe('error')
    await store.toggleLine('PEK-1')
    expect(store.detailStatus['PEK-1']).toBe('error')
  })

  test('a late answer for an airport already left is dropped', async () => {
    let release: () => void = () => undefined
    const api = busApi()
    const slow = api.queryApTrfInfo
    api.queryApTrfInfo = jest.fn(async (code: string) => {
      if (code === 'PEK') await new Promise<void>((r) => (release = r))
      return slow(code)
    })
    const store = new AirportBusStore(api)
    await store.load('PKX')
    const first = store.chooseAirport('PEK')
    await store.chooseAirport('PKX')
    release()
    await first
    expect(store.airportCode).toBe('PKX')
    expect(store.lines.map((l) => l.lineId)).toEqual(['PKX-1'])
  })
})

const STANDARD: TravelStandard = { empRank: 'P2', name: '主管级差旅标准', maxCabinClass: 'Y', maxDiscount: 80, advanceDays: 3, lowestFareMinutes: 60, overPolicyAction: 3 }

describe('FlightPolicyStore', () => {
  test('rules in order, from the standard', async () => {
    const store = new FlightPolicyStore(async () => ({ standard: STANDARD }))
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.rows.map((r) => [r.label, r.value, r.params?.n])).toEqual([
      ['policy.cabin', 'policy.cabinY', undefined],
      ['policy.discount', 'policy.discountValue', 80],
      ['policy.advance', 'policy.advanceValue', 3],
      ['policy.lowest', 'policy.lowestValue', 60],
      ['policy.over', 'policy.over3', undefined],
    ])
  })

  test('no standard is its own state; rules off read "no rule"; an error keeps its message', async () => {
    const none = new FlightPolicyStore(async () => ({ standard: null }))
    await none.load()
    expect(none.status).toBe('none')
    const loose = new FlightPolicyStore(async () => ({ standard: { ...STANDARD, maxCabinClass: 'F', maxDiscount: 100, advanceDays: 0, lowestFareMinutes: 0, overPolicyAction: 1 } }))
    await loose.load()
    expect(loose.rows.map((r) => r.value)).toEqual(['policy.cabinF', 'policy.discountFull', 'policy.noRule', 'policy.noRule', 'policy.over1'])
    const failing = new FlightPolicyStore(async () => Promise.reject(failed()))
    await failing.load()
    expect(failing.status).toBe('error')
    expect(failing.error).toBe('系统错误')
  })
})

function orderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: '77', orderNo: 'TK77', orderType: 11001, status: 'AWAITING_PAYMENT', tripType: 1, createdAt: '', bookerEmpId: '1', bookerName: '', contact: { name: '', phone: '', email: '' },
    segments: [], passengers: [], price: { fare: 0, airportFee: 0, fuelFee: 0, serviceFee: 0, insurance: 0, total: 900, paid: 0, refunded: 0 }, insurances: [], violation: null,
    needApproval: false, payDeadline: '2026-11-22 09:30:00', paySecondsLeft: 1800, paidAt: null, payType: null, costCenterName: '', projectName: '', ccsqdId: '',
    allowedActions: { cancel: true, pay: true, refund: false, change: false }, refunds: [], changes: [], ...over,
  } as OrderDetail
}

describe('completion stores', () => {
  test('a booking waits for payment, for approval, or for nothing, as the server says', async () => {
    const pay = bookingCompletion('77', { orderDetail: async () => orderDetail() })
    await pay.load()
    expect(bookingNext(pay.record)).toBe('pay')
    const approval = bookingCompletion('77', { orderDetail: async () => orderDetail({ status: 'IN_APPROVAL', allowedActions: { cancel: true, pay: false, refund: false, change: false } }) })
    await approval.load()
    expect(bookingNext(approval.record)).toBe('approval')
    const issued = bookingCompletion('77', { orderDetail: async () => orderDetail({ status: 'TICKETING', allowedActions: { cancel: false, pay: false, refund: false, change: false } }) })
    await issued.load()
    expect(bookingNext(issued.record)).toBe('none')
  })

  test('a bad id never calls; a missing one (or another company\'s) is not found; other errors retry', async () => {
    const orderDetailFn = jest.fn(async () => orderDetail())
    const bad = bookingCompletion('1 OR 1=1', { orderDetail: orderDetailFn })
    await bad.load()
    expect(bad.status).toBe('notFound')
    expect(orderDetailFn).not.toHaveBeenCalled()
    const refund = refundCompletion('5', { refundOrderDetail: async () => Promise.reject(notFound()) })
    await refund.load()
    expect(refund.status).toBe('notFound')
    const change = changeCompletion('6', { tkChangeOrderDetail: async () => Promise.reject(failed()) })
    await change.load()
    expect(change.status).toBe('error')
    expect(change.error).toBe('系统错误')
    const ok = refundCompletion('5', { refundOrderDetail: async () => ({ refundId: '5', refundNo: 'RF5', totalAmount: 600 }) as RefundDetail })
    await ok.load()
    expect(ok.record?.refundNo).toBe('RF5')
    const changed = changeCompletion('6', { tkChangeOrderDetail: async () => ({ changeId: '6', canPay: true }) as ChangeDetail })
    await changed.load()
    expect(changed.record?.canPay).toBe(true)
  })
})

describe('change session', () => {
  test('the confirm step gets the flight step\'s store only for the same order with a fare chosen', () => {
    const store = startChangeSession('77', (id) => new FlightChangeStore(id, {}))
    expect(changeSessionFor('77')).toBeNull()
    store.status = 'ready'
    store.cabinKey = 'k-M'
    expect(changeSessionFor('77')).toBe(store)
    expect(changeSessionFor('78')).toBeNull()
    expect(changeSessionFor(undefined)).toBeNull()
    const again = startChangeSession('77', (id) => new FlightChangeStore(id, {}))
    expect(again).not.toBe(store)
    expect(changeSessionFor('77')).toBeNull()
    again.status = 'ready'
    again.cabinKey = 'k-Y'
    endChangeSession()
    expect(changeSessionFor('77')).toBeNull()
  })
})

describe('FlightTransferStore', () => {
  const legs = [
    flight({ flightKey: 'F1', flightNo: 'CA1501', depAirport: 'PEK', arrAirport: 'CTU', depTime: '2026-11-25 08:00', arrTime: '2026-11-25 11:00' }),
    flight({ flightKey: 'F2', flightNo: '3U8801', depAirport: 'CTU', arrAirport: 'KMG', depTime: '2026-11-25 12:40', arrTime: '2026-11-25 14:10' }),
  ]
  const params = transferContext.decode({ f1: 'F1', f2: 'F2', trip: '1', travellers: '1001' })!

  test('both legs load, the cheapest fare with seats is chosen, the pair goes to the booking form as one order', async () => {
    const fetch = jest.fn(async ({ flightKey }: { flightKey: string }) => ({
      flight: legs.find((l) => l.flightKey === flightKey)!,
      cabins: [cabin({ cabinKey: `${flightKey}-Z`, seatsLeft: 0, price: 300 }), cabin({ cabinKey: `${flightKey}-M`, price: 500 }), cabin({ cabinKey: `${flightKey}-Y`, price: 900 })],
      travelStandard: null,
    }))
    const store = new FlightTransferStore(params, fetch)
    await store.load()
    expect(fetch).toHaveBeenCalledWith({ flightKey: 'F1', tripType: 1, travellerEmpIds: ['1001'] })
    expect(store.chosen).toEqual(['F1-M', 'F2-M'])
    expect(store.connectionMinutes).toBe(100)
    store.choose(1, 'F2-Z')
    expect(store.chosen[1]).toBe('F2-M')
    store.choose(1, 'F2-Y')
    expect(store.total).toBe(1400)
    const q = store.handoff()!
    expect(q.connection).toBe('1')
    expect(bookingContext.decode(q)).toMatchObject({ flightKey: 'F1', cabinKey: 'F1-M', returnFlightKey: 'F2', returnCabinKey: 'F2-Y', tripType: 1, travellerIds: ['1001'] })
  })

  test('a leg without fares blocks the booking; a failed load is an error; an address without both legs decodes to nothing', async () => {
    const store = new FlightTransferStore(params, async ({ flightKey }) => ({ flight: legs.find((l) => l.flightKey === flightKey)!, cabins: flightKey === 'F2' ? [cabin({ cabinKey: 'x', seatsLeft: 0 })] : [cabin()], travelStandard: null }))
    await store.load()
    expect(store.complete).toBe(false)
    expect(store.handoff()).toBeNull()
    const failing = new FlightTransferStore(params, async () => Promise.reject(notFound()))
    await failing.load()
    expect(failing.status).toBe('error')
    expect(transferContext.decode({ f1: 'F1' })).toBeNull()
  })
})

describe('dictionary', () => {
  test('same keys in both languages, placeholders kept, no Chinese in English', () => {
    const zh = routesDict['zh-CN'] as Record<string, string>
    const en = routesDict['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    for (const key of Object.keys(zh)) {
      expect(`${key}:${[...en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',')}`).toBe(`${key}:${[...zh[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',')}`)
      expect(`${key}:${en[key]}`).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })
})
