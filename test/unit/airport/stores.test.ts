import { AirportBookingStore } from '@/airport/stores/airport-booking-store'
import { AirportHomeStore } from '@/airport/stores/airport-home-store'
import { AirportOrderStore } from '@/airport/stores/airport-order-store'
import { nextScreenOf, serviceQueryOf } from '@/airport/stores/airport-context'
import type { AirportBookBody } from '@/airport/api/airport-service'
import { ApiError } from '@/core/http/envelope'
import { setLocale } from '@/core/i18n/index'
import { taroMock } from '../mocks/taro'
import { aggregate, detail, flight, flush, order } from './fixtures'

const ME = { empId: '1', empName: '李明轩', phoneNumber: '13800138000' } as never

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the aggregate and the kind lists', () => {
  test('opens on the company default airport, then follows the terminal and day chosen', async () => {
    const asked: unknown[] = []
    const store = new AirportHomeStore(null, {
      publishedAirports: async () => ({ defaultAirportCode: 'SHA', list: [{ airportCode: 'SHA', name: '上海虹桥国际机场', cityName: '上海', terminals: ['T1', 'T2'] }] }),
      aggregateList: async (body) => {
        asked.push(body)
        return aggregate({ airportCode: body.airportCode ?? 'PEK' })
      },
    }, () => Date.parse('2026-03-10T02:00:00Z'))
    await store.load()
    expect(store.status).toBe('ready')
    expect(asked[0]).toEqual({ airportCode: 'SHA', terminal: '', date: '2026-03-10' })
    await store.chooseTerminal('T2')
    await store.chooseDate('2026-03-11')
    expect(asked[2]).toEqual({ airportCode: 'SHA', terminal: 'T2', date: '2026-03-11' })
    expect(store.groups).toHaveLength(5)
  })

  test('the day is China\'s whatever the phone: 00:30 in Shanghai is already the next day', () => {
    expect(new AirportHomeStore(null, {}, () => Date.parse('2026-03-10T15:30:00Z')).date).toBe('2026-03-10')
    expect(new AirportHomeStore(null, {}, () => Date.parse('2026-03-10T16:30:00Z')).date).toBe('2026-03-11')
  })

  test('a list screen shows its kind only; an empty one says so; a failure is an error state', async () => {
    const store = new AirportHomeStore('FAST_CHECK', { publishedAirports: async () => ({ defaultAirportCode: 'PEK', list: [] }), aggregateList: async () => aggregate() })
    await store.load()
    expect(store.groups.map((g) => g.type)).toEqual(['FAST_CHECK'])
    expect(store.empty).toBe(false)
    const none = new AirportHomeStore('CHECK_IN', { publishedAirports: async () => ({ defaultAirportCode: 'PEK', list: [] }), aggregateList: async () => aggregate() })
    await none.load()
    expect(none.empty).toBe(true)
    const broken = new AirportHomeStore(null, { publishedAirports: async () => { throw new ApiError('business', '该机场暂未开通机场服务：XXX', { errCode: 4000, shown: false }) } })
    await broken.load()
    expect(broken).toMatchObject({ status: 'error', loadError: '该机场暂未开通机场服务：XXX' })
  })

  test('routes: lounges and guest passes open their confirm screen, the others the form; queries are checked', () => {
    expect(nextScreenOf('LOUNGE')).toBe('/restRoom/confirm')
    expect(nextScreenOf('GUEST_PASS')).toBe('/guestPass/confirm')
    expect(nextScreenOf('FAST_CHECK')).toBe('/fastCheck/edit')
    expect(nextScreenOf('INTEGRATED')).toBe('/integratedProduct/edit')
    expect(serviceQueryOf({ serviceId: 'PEK-T3-LG1', date: '2026-03-10' })).toEqual({ serviceId: 'PEK-T3-LG1', date: '2026-03-10' })
    expect(serviceQueryOf({ serviceId: 'x', date: '2026-03-10' })).toBeNull()
  })
})

describe('the booking form', () => {
  function fake(over: { needsFlight?: boolean; flights?: ReturnType<typeof flight>[]; book?: (b: AirportBookBody) => Promise<never> } = {}) {
    const sent: AirportBookBody[] = []
    let n = 0
    const store = new AirportBookingStore({ serviceId: over.needsFlight ? 'PEK-T3-FC1' : 'PEK-T3-LG1', date: '2026-03-10' }, {
      serviceDetail: async () => detail(over.needsFlight ? { serviceId: 'PEK-T3-FC1', type: 'FAST_CHECK', orderType: 11029, needsFlight: true, price: 49 } : {}),
      myFlights: async () => over.flights ?? [],
      bookService: over.book ?? (async (body) => {
        sent.push(body)
        return { orderId: '77', orderNo: 'JC20260310000077', orderType: 11028, status: 'AWAITING_PAYMENT', needApproval: false, payDeadline: '2026-03-10 09:15', totalAmount: 188 }
      }),
    }, { self: () => ME, newToken: () => `token-${++n}` })
    return { store, sent }
  }

  test('a lounge tied to my flight: the flight fills the day; me as traveller and contact; the total is price × travellers', async () => {
    const { store, sent } = fake({ flights: [flight()] })
    await store.load()
    expect(store.flightMode).toBe('none')
    store.chooseFlight('41')
    expect(store.serviceDate).toBe('2026-03-12')
    expect(store.travellers.map((t) => t.name)).toEqual(['李明轩'])
    store.toggleColleague({ empId: '2', empName: '王芳', isSelf: false } as never, true)
    expect(store.total).toBe(376)
    const reply = await store.submit()
    expect(reply?.orderId).toBe('77')
    expect(sent[0]).toMatchObject({ serviceId: 'PEK-T3-LG1', flightOrderId: '41', travellers: [{ empId: '1' }, { empId: '2' }], contact: { name: '李明轩', phone: '13800138000' }, clientToken: 'token-1', expectedTotal: 376 })
  })

  test('fast security needs a flight: mine first, else typed, with the formats checked before sending', async () => {
    const none = fake({ needsFlight: true })
    await none.store.load()
    expect(none.store.flightMode).toBe('typed')
    expect(await none.store.submit()).toBeNull()
    expect(none.store.errors).toMatchObject({ flightNo: '请选择航班或填写航班号和起飞时间', depTime: '起飞时间格式应为 YYYY-MM-DD HH:mm' })
    none.store.setFlightNo('ca1501')
    none.store.setDepTime('2026-03-10 10:00')
    await none.store.submit()
    expect(none.sent[0]).toMatchObject({ flightNo: 'CA1501', depTime: '2026-03-10 10:00' })
    expect(none.sent[0].serviceDate).toBeUndefined()
    const mine = fake({ needsFlight: true, flights: [flight()] })
    await mine.store.load()
    expect(mine.store).toMatchObject({ flightMode: 'mine', flightOrderId: '41' })
    mine.store.setFlightMode('none')
    expect(mine.store.flightMode).toBe('mine')
  })

  test('the server\'s refusal shows as the page error, and the next try is a new submission', async () => {
    const { store } = fake({ needsFlight: true, book: async () => { throw new ApiError('business', '距航班起飞不足40分钟，不能预订快速安检', { errCode: 4009, shown: false }) } })
    await store.load()
    store.setFlightNo('CA1501')
    store.setDepTime('2026-03-10 10:00')
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('距航班起飞不足40分钟，不能预订快速安检')
    expect(store.body.clientToken).toBe('token-2')
    const noOne = fake()
    await noOne.store.load()
    noOne.store.removeTraveller('emp-1')
    expect(await noOne.store.submit()).toBeNull()
    expect(noOne.store.errors.travellers).toBe('请至少选择一位使用人')
  })

  test('a service gone answers "gone"; a network failure an error to retry', async () => {
    const gone = new AirportBookingStore({ serviceId: 'PEK-T3-LG9', date: '' }, { serviceDetail: async () => { throw new ApiError('business', '机场服务不存在或已下线，请重新选择', { errCode: 4000, shown: false }) } })
    await gone.load()
    expect(gone.status).toBe('gone')
    const down = new AirportBookingStore({ serviceId: 'PEK-T3-LG1', date: '' }, { serviceDetail: async () => { throw new Error('offline') } })
    await down.load()
    expect(down.status).toBe('error')
  })
})

describe('the order', () => {
  test('counts the payment down, shows vouchers once issued, cancels with the server\'s reason when refused', async () => {
    let now = Date.parse('2026-03-10T01:00:00Z')
    const replies = [order(), order({ status: 'ISSUED', paySecondsLeft: 0, payDeadline: null, allowedActions: { pay: false, cancel: true }, travellers: [{ name: '李明轩', empId: '1', cardType: 'NI', cardMasked: '1101****0016', voucherCode: 'LG2026031000007701' }] })]
    const cancels: string[] = []
    const store = new AirportOrderStore('77', {
      orderDetail: async () => replies.shift() ?? order({ status: 'FULL_REFUND' }),
      cancelOrder: async (id) => {
        cancels.push(id)
        throw new ApiError('business', '服务日（2026-03-12）当天及之后不能取消', { errCode: 4009, shown: false })
      },
    }, () => now)
    await store.load()
    expect(store.remaining).toBe(900)
    now += 60_000
    store.tick()
    expect(store.remaining).toBe(840)
    expect(store.vouchersIssued).toBe(false)
    await store.load(true)
    expect(store.vouchersIssued).toBe(true)
    expect(await store.cancel()).toBe(false)
    expect(store.message).toBe('服务日（2026-03-12）当天及之后不能取消')
    expect(cancels).toEqual(['77'])
  })

  test('an id that cannot be one is "not found" without a call', async () => {
    let calls = 0
    const store = new AirportOrderStore('abc', { orderDetail: async () => { calls += 1; return order() } })
    await store.load()
    await flush()
    expect(store.status).toBe('notFound')
    expect(calls).toBe(0)
  })
})
