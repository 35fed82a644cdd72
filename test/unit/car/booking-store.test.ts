import { setLocale } from '@/core/i18n/index'
import { ApiError } from '@/core/http/envelope'
import type { CarBookBody, CarBookReply } from '@/car/api/car-booking'
import { CarBookingStore, type CarBookingApi } from '@/car/stores/car-booking-store'
import { carEditContext, carListContext, placeParams, type CarListContext } from '@/car/stores/car-context'
import { CarEstimateStore, type EstimateApi } from '@/car/stores/car-estimate-store'
import { taroMock } from '../mocks/taro'
import { BUND, EMP, PVG, dayPackage, estimate, estimateReply } from './fixtures'

const LIST: CarListContext = carListContext.decode({
  use: '1',
  city: 'SHA',
  cityName: '上海',
  ...(placeParams('from', BUND) as Record<string, string>),
  ...(placeParams('to', PVG) as Record<string, string>),
  tripType: '1',
}) as CarListContext

const ECONOMY = estimate()
const LUXURY = estimate({ carType: 4, name: '豪华型', estimatePrice: 320, priceKey: 'PK-00000004', wb: 2, violations: [{ code: 'CAR_TYPE', text: '豪华型超出您的用车标准' }] })
const COMFORT = estimate({ carType: 2, name: '舒适型', estimatePrice: 120, priceKey: 'PK-00000002', wb: 1, violations: [{ code: 'CAR_AMOUNT', text: '单次用车超过100元' }] })

function estimateApi(list = [ECONOMY, COMFORT, LUXURY]): EstimateApi & { asked: number } {
  const api = {
    asked: 0,
    estimate: async () => {
      api.asked += 1
      return estimateReply(list)
    },
    dayCars: async () => ({ list: [dayPackage(), dayPackage({ packageId: 'SHA-2-HALF', kind: 'HALF' as const, hours: 4, km: 50, price: 380 })] }),
  }
  return api
}

const ORDER: CarBookReply = { orderId: '9001', orderNo: 'CAR20300501001', status: 'IN_PROGRESS', carStatus: 'CAR_DISPATCHING', needApproval: false, payment: 'COMPANY', estimatePrice: 88.5 }

function bookingApi(over: Partial<CarBookingApi> = {}) {
  const books: CarBookBody[] = []
  const est = estimateApi()
  const api: CarBookingApi = {
    ...est,
    costCenterFindList: async () => [{ id: 5, code: 'CC5', name: '研发中心成本', deptId: '11' }],
    projectList: async () => ({ list: [], total: 0 }) as never,
    violationReasons: async () => [{ id: '1', code: 'R1', text: '赶时间', needNote: false }],
    checkPreBook: async ({ priceKey }) => ({ bookable: true, wb: priceKey === COMFORT.priceKey ? 1 : 0, violations: [], needReason: priceKey === COMFORT.priceKey, needApproval: false, tips: '' }),
    checkSameOrder: async () => ({ list: [] }),
    bookCar: async (b) => {
      books.push(b)
      return ORDER
    },
    ...over,
  }
  return { api, books, est }
}

let tokens = 0
const env = { self: () => EMP, newToken: () => `token-${++tokens}-abcdef` }

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('CarEstimateStore', () => {
  test('lists the car types with price and verdict; the cheapest bookable one is marked', async () => {
    const s = new CarEstimateStore(estimateApi())
    await s.load(LIST)
    expect(s.status).toBe('ready')
    expect(s.choices.map((c) => [c.key, c.price, c.wb])).toEqual([
      ['type-1', 88.5, 0],
      ['type-2', 120, 1],
      ['type-4', 320, 2],
    ])
    expect(s.route).toMatchObject({ distanceM: 42000, durationMin: 55 })
    expect(s.cheapestKey).toBe('type-1')
  })

  test('wb 2 cannot be chosen (the rule says why); wb 1 can, and hands its car type to the form', async () => {
    const s = new CarEstimateStore(estimateApi())
    await s.load(LIST)
    const refused = s.choose('type-4')
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('豪华型超出您的用车标准') })
    const r = s.choose('type-2')
    expect(r.ok).toBe(true)
    if (r.ok) expect(carEditContext.decode(r.params)).toMatchObject({ carType: 2, priceKey: COMFORT.priceKey, useType: 1, cityId: 'SHA' })
  })

  test('a failing estimate shows the server’s message', async () => {
    const s = new CarEstimateStore({ estimate: async () => Promise.reject(new ApiError('business', '坐标超出范围', { errCode: 4000, shown: false })), dayCars: async () => ({ list: [] }) })
    await s.load(LIST)
    expect(s.status).toBe('error')
    expect(s.loadError).toBe('坐标超出范围')
  })

  test('day cars: the packages of the kind asked for', async () => {
    const s = new CarEstimateStore(estimateApi())
    const ctx = carListContext.decode({ use: '7', city: 'SHA', date: '2030-05-02', kind: 'HALF' }) as CarListContext
    await s.load(ctx)
    expect(s.choices.map((c) => c.key)).toEqual(['pkg-SHA-2-HALF'])
  })
})

describe('CarBookingStore', () => {
  async function loaded(key = 'type-1', over: Partial<CarBookingApi> = {}) {
    const est = new CarEstimateStore(estimateApi())
    await est.load(LIST)
    const r = est.choose(key)
    if (!r.ok) throw new Error(r.message)
    const b = bookingApi(over)
    const s = new CarBookingStore(b.api, env)
    await s.load(carEditContext.decode(r.params)!)
    return { s, ...b }
  }

  test('takes the list’s choice (no second estimate), checks it, fills self, contact and the department’s cost centre', async () => {
    const { s, est } = await loaded()
    expect(s.status).toBe('ready')
    expect(est.asked).toBe(0)
    expect(s.check?.bookable).toBe(true)
    expect(s.passenger).toMatchObject({ empId: '101', name: '李明', mobile: '13810010001', isSelf: true })
    expect(s.contact).toEqual({ name: '李明', phone: '13810010001' })
    expect(s.costCenterId).toBe('5')
  })

  test('after a reload (no choice in memory) the ride is quoted again by its parameters', async () => {
    const b = bookingApi()
    const s = new CarBookingStore(b.api, env)
    const ctx = carEditContext.decode({ ...carListContext.encode({ ...LIST, cityName: '上海-x' }), carType: '1' })!
    await s.load(ctx)
    expect(b.est.asked).toBe(1)
    expect(s.choice?.priceKey).toBe(ECONOMY.priceKey)
  })

  test('out of policy (wb 1): a reason is required before booking and goes with the order', async () => {
    const { s, books } = await loaded('type-2')
    expect(s.needReason).toBe(true)
    expect(s.reasons.length).toBe(1)
    expect(await s.submit(async () => true)).toEqual({ ok: false, message: '请选择超标原因' })
    expect(books).toEqual([])
    s.chooseReason('1')
    const r = await s.submit(async () => true)
    expect(r.ok).toBe(true)
    expect(books[0]).toMatchObject({ violationReasonId: '1', expectedPrice: 120, tripType: 1, costCenterId: '5' })
  })

  test('the same clientToken goes again after a network failure; a refusal starts a new attempt; a done booking is not sent twice', async () => {
    let fail: 'network' | 'business' | null = 'network'
    const { s, books } = await loaded('type-1', {
      bookCar: async (b) => {
        books.push(b)
        if (fail === 'network') throw new ApiError('network', '请求超时，请检查网络或重新进入页面！', { shown: true })
        if (fail === 'business') throw new ApiError('business', '乘车人已有行程', { errCode: 4009, shown: false })
        return ORDER
      },
    })
    expect((await s.submit(async () => true)).ok).toBe(false)
    expect((await s.submit(async () => true)).ok).toBe(false)
    expect(books[0].clientToken).toBe(books[1].clientToken)
    fail = 'business'
    const r3 = await s.submit(async () => true)
    expect(r3).toEqual({ ok: false, message: '乘车人已有行程' })
    expect(books[2].clientToken).toBe(books[1].clientToken)
    fail = null
    const r4 = await s.submit(async () => true)
    expect(r4.ok).toBe(true)
    expect(books[3].clientToken).not.toBe(books[2].clientToken)
    expect((await s.submit(async () => true)).ok).toBe(true)
    expect(books.length).toBe(4)
  })

  test('a clashing ride asks first; “no” books nothing', async () => {
    const { s, books } = await loaded('type-1', {
      checkSameOrder: async () => ({ list: [{ orderId: '1', orderNo: 'CAR1', startTime: '2030-05-01 09:10', fromName: '外滩', toName: '机场' }] }),
    })
    let asked: unknown = null
    const r = await s.submit(async (rides) => {
      asked = rides
      return false
    })
    expect(r).toEqual({ ok: false, message: null })
    expect(asked).toHaveLength(1)
    expect(books).toEqual([])
  })

  test('a colleague rides: the whole mobile must be typed (the list shows it masked)', async () => {
    const { s, books } = await loaded()
    s.chooseColleague({ empId: '102', empName: '王静', phoneMasked: '139****0002', isSelf: false } as never)
    expect(s.passenger).toMatchObject({ empId: '102', mobile: '', mobileHint: '139****0002' })
    const r = await s.submit(async () => true)
    expect(r.ok).toBe(false)
    expect(s.errors.passengerMobile).toBeTruthy()
    s.setPassengerMobile('13900000002')
    expect((await s.submit(async () => true)).ok).toBe(true)
    expect(books[0].passenger).toEqual({ empId: '102', name: '王静', mobile: '13900000002' })
  })

  test('an expired quote is quoted again on entry', async () => {
    let first = true
    const est = new CarEstimateStore(estimateApi())
    await est.load(LIST)
    const r = est.choose('type-1')
    if (!r.ok) throw new Error('choose')
    const b = bookingApi({
      checkPreBook: async () => {
        if (first) {
          first = false
          throw new ApiError('business', 'priceExpired', { errCode: 4009, shown: false })
        }
        return { bookable: true, wb: 0, violations: [], needReason: false, needApproval: false, tips: '' }
      },
    })
    const s = new CarBookingStore(b.api, env)
    await s.load(carEditContext.decode(r.params)!)
    expect(b.est.asked).toBe(1)
    expect(s.check?.bookable).toBe(true)
    expect(s.error).toBe('报价已过期，已为您重新报价')
  })
})
