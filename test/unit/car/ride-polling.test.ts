import { ApiError } from '@/core/http/envelope'
import type { CarDriverLocation, CarOrderDetail } from '@/car/api/car-order'
import { backoffMs, CarOrderDetailStore, charteredRedirect, isLiveRide, POLL_MS, type CarOrderApi } from '@/car/stores/car-order-detail'
import { carOrderFixture, locationFixture } from './order-fixtures'

function fake(orders: (CarOrderDetail | Error)[], locations: (CarDriverLocation | Error)[] = []) {
  const calls = { detail: 0, chartered: 0, location: 0 }
  let lastOrder = orders[0]
  let lastLoc: CarDriverLocation | Error | undefined
  const api: CarOrderApi = {
    orderDetail: async () => {
      calls.detail += 1
      lastOrder = orders.shift() ?? lastOrder
      if (lastOrder instanceof Error) throw lastOrder
      return lastOrder
    },
    charteredDetail: async () => {
      calls.chartered += 1
      lastOrder = orders.shift() ?? lastOrder
      if (lastOrder instanceof Error) throw lastOrder
      return lastOrder
    },
    driverLocation: async () => {
      calls.location += 1
      lastLoc = locations.shift() ?? lastLoc ?? locationFixture(lastOrder as CarOrderDetail)
      if (lastLoc instanceof Error) throw lastLoc
      return lastLoc
    },
  }
  return { api, calls }
}

const netError = () => new ApiError('network', '网络不给力', { shown: false })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('which rides are live', () => {
  test('dispatching to journey begun are live; waiting, completed, cancelled and in approval are not', () => {
    for (const carStatus of ['CAR_DISPATCHING', 'CAR_DRIVER_ACCEPTED', 'CAR_ARRIVED', 'CAR_PICKED_UP', 'CAR_JOURNEY_BEGUN'] as const) {
      expect(isLiveRide({ status: 'IN_PROGRESS', carStatus })).toBe(true)
    }
    expect(isLiveRide({ status: 'IN_PROGRESS', carStatus: 'CAR_WAITING' })).toBe(false)
    expect(isLiveRide({ status: 'COMPLETED', carStatus: null })).toBe(false)
    expect(isLiveRide({ status: 'CANCELLED', carStatus: 'CAR_DRIVER_ACCEPTED' })).toBe(false)
    expect(isLiveRide({ status: 'IN_APPROVAL', carStatus: null })).toBe(false)
    expect(isLiveRide(null)).toBe(false)
  })
})

describe('polling the driver', () => {
  test('a live ride reads the position every 5 s and shows ETA and distance left', async () => {
    const { api, calls } = fake([carOrderFixture()])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    expect(store.polling).toBe(true)
    expect(calls.location).toBe(0)
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.location).toBe(1)
    expect(store.etaMin).toBe(4)
    expect(store.distanceLeftM).toBe(1800)
    expect(store.driverSpot).toMatchObject({ lat: 31.245, lng: 121.49, heading: 120 })
    await jest.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(calls.location).toBe(4)
    expect(calls.detail).toBe(1)
    store.dispose()
  })

  test('a waiting (scheduled) ride and a completed one are not polled', async () => {
    for (const o of [carOrderFixture({ carStatus: 'CAR_WAITING', driver: null, position: null }), carOrderFixture({ status: 'COMPLETED', carStatus: null, finalPrice: 131.2 })]) {
      const { api, calls } = fake([o])
      const store = new CarOrderDetailStore('9001', api)
      await store.load()
      await jest.advanceTimersByTimeAsync(POLL_MS * 4)
      expect(store.polling).toBe(false)
      expect(calls.location).toBe(0)
    }
  })

  test('a new state seen in a read reloads the order; completion stops polling and shows the final fare', async () => {
    const live = carOrderFixture({ carStatus: 'CAR_JOURNEY_BEGUN', canCancel: false })
    const done = carOrderFixture({ status: 'COMPLETED', carStatus: null, finalPrice: 131.2, actualDistanceM: 43100, canCancel: false })
    const { api, calls } = fake([live, done], [locationFixture(live), locationFixture(done, { lat: null, lng: null, etaMin: null, distanceLeftM: null })])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    expect(store.fare).toEqual({ amount: 128.5, final: false })
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.detail).toBe(1)
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.detail).toBe(2)
    expect(store.order?.status).toBe('COMPLETED')
    expect(store.polling).toBe(false)
    expect(store.fare).toEqual({ amount: 131.2, final: true })
    expect(store.etaMin).toBeNull()
    await jest.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(calls.location).toBe(2)
  })

  test('a cancelled ride stops polling', async () => {
    const live = carOrderFixture()
    const cancelled = carOrderFixture({ status: 'CANCELLED', carStatus: null, cancelFee: 15, canCancel: false })
    const { api, calls } = fake([live, cancelled], [locationFixture(cancelled)])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(store.order?.status).toBe('CANCELLED')
    expect(store.polling).toBe(false)
    expect(store.fare).toEqual({ amount: 15, final: true })
    await jest.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(calls.location).toBe(1)
  })

  test('hiding the page stops reads; showing it reads the order again and resumes', async () => {
    const { api, calls } = fake([carOrderFixture()])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.location).toBe(1)
    store.hide()
    expect(store.polling).toBe(false)
    await jest.advanceTimersByTimeAsync(POLL_MS * 4)
    expect(calls.location).toBe(1)
    store.show()
    await jest.advanceTimersByTimeAsync(0)
    expect(calls.detail).toBe(2)
    expect(store.polling).toBe(true)
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.location).toBe(2)
    store.dispose()
  })

  test('unmounting stops for good, even with a read in flight', async () => {
    const { api, calls } = fake([carOrderFixture()])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    store.dispose()
    await jest.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(calls.location).toBe(0)
    expect(jest.getTimerCount()).toBe(0)

    const second = fake([carOrderFixture()])
    const s2 = new CarOrderDetailStore('9001', second.api)
    await s2.load()
    jest.advanceTimersByTime(POLL_MS) // the read starts, its answer not yet in
    s2.dispose()
    await jest.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(second.calls.location).toBe(1)
    expect(jest.getTimerCount()).toBe(0)
  })

  test('failed reads back off (10, 20, 40, 60 s) and a good one returns to 5 s', async () => {
    expect([0, 1, 2, 3, 4, 9].map(backoffMs)).toEqual([5000, 10000, 20000, 40000, 60000, 60000])
    const o = carOrderFixture()
    const { api, calls } = fake([o], [netError(), netError(), locationFixture(o), locationFixture(o)])
    const store = new CarOrderDetailStore('9001', api)
    await store.load()
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.location).toBe(1)
    expect(store.failures).toBe(1)
    await jest.advanceTimersByTimeAsync(9999)
    expect(calls.location).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(calls.location).toBe(2)
    expect(store.failures).toBe(2)
    await jest.advanceTimersByTimeAsync(19_999)
    expect(calls.location).toBe(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(calls.location).toBe(3)
    expect(store.failures).toBe(0)
    await jest.advanceTimersByTimeAsync(POLL_MS)
    expect(calls.location).toBe(4)
    store.dispose()
  })
})

describe('the chartered-car special case', () => {
  test('a chartered order (useType 7) opened on a ride screen goes to /car/carJsycDetail with its id', async () => {
    expect(charteredRedirect(carOrderFixture({ useType: 7 }))).toEqual({ route: '/car/carJsycDetail', query: { id: '9001' } })
    for (const useType of [1, 2, 3, 4, 5, 6] as const) expect(charteredRedirect(carOrderFixture({ useType }))).toBeNull()
    expect(charteredRedirect(null)).toBeNull()
    const { api } = fake([carOrderFixture({ useType: 7, dayCar: { kind: 'HALF', hours: 4, km: 50, overHours: 0, overKm: 0, overFee: 0 } })])
    const ride = new CarOrderDetailStore('9001', api)
    await ride.load()
    expect(ride.redirect).toEqual({ route: '/car/carJsycDetail', query: { id: '9001' } })
    ride.dispose()
  })

  test('the chartered screen reads vehicleClzcDetail and stays', async () => {
    const { api, calls } = fake([carOrderFixture({ useType: 7, carStatus: 'CAR_WAITING' })])
    const store = new CarOrderDetailStore('9001', api, true)
    await store.load()
    expect(calls).toMatchObject({ chartered: 1, detail: 0 })
    expect(store.redirect).toBeNull()
    store.dispose()
  })

  test('an id that cannot be one is "not found" without a call; 4004 is "not found"', async () => {
    const { api, calls } = fake([carOrderFixture()])
    for (const id of [undefined, '', 'abc', '1'.repeat(19)]) {
      const store = new CarOrderDetailStore(id, api)
      await store.load()
      expect(store.status).toBe('notFound')
    }
    expect(calls.detail).toBe(0)
    const missing = new CarOrderDetailStore('9001', fake([new ApiError('business', '订单不存在', { errCode: 4004, shown: false })]).api)
    await missing.load()
    expect(missing.status).toBe('notFound')
    expect(missing.polling).toBe(false)
  })
})
