import { setLocale } from '@/core/i18n/index'
import { carOrder } from '@/car/i18n/order'
import { bannerCode, headingToPickup, hintKey, kmText, payRoute } from '@/car/stores/car-order-format'
import { MARKER, rideIncludePoints, rideMarkers, ridePlot, ridePolyline } from '@/car/stores/car-ride-map'
import { carOrderFixture } from './order-fixtures'

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

describe('car ride strings', () => {
  test('both languages have the same keys, English holds no Chinese, placeholders match', () => {
    const zh = carOrder['zh-CN'] as Record<string, string>
    const en = carOrder['en-US'] as Record<string, string>
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    expect(Object.entries(en).filter(([, v]) => HAN.test(v))).toEqual([])
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',')
    expect(Object.keys(zh).filter((k) => names(zh[k]) !== names(en[k]))).toEqual([])
    expect(Object.values(zh).filter((v) => !v.trim())).toEqual([])
  })

  test('every state the banner can show has a hint in both languages', () => {
    const codes = ['CAR_WAITING', 'CAR_DISPATCHING', 'CAR_DRIVER_ACCEPTED', 'CAR_ARRIVED', 'CAR_PICKED_UP', 'CAR_JOURNEY_BEGUN', 'COMPLETED', 'CANCELLED', 'AWAITING_PAYMENT', 'IN_APPROVAL']
    for (const code of codes) {
      const o = code.startsWith('CAR_') ? { status: 'IN_PROGRESS' as const, carStatus: code as 'CAR_WAITING' } : { status: code as 'COMPLETED', carStatus: null }
      const key = hintKey(o)
      expect(key).not.toBeNull()
      expect(carOrder['en-US'][key as keyof (typeof carOrder)['en-US']]).toBeTruthy()
    }
  })
})

describe('wording helpers', () => {
  beforeEach(() => setLocale('zh-CN'))
  test('km with one decimal, whole km without', () => {
    expect(kmText(42800)).toBe('42.8')
    expect(kmText(3000)).toBe('3')
    expect(kmText(49)).toBe('0')
  })
  test('the banner shows the car state while the order runs, else the order status', () => {
    expect(bannerCode({ status: 'IN_PROGRESS', carStatus: 'CAR_ARRIVED' })).toBe('CAR_ARRIVED')
    expect(bannerCode({ status: 'COMPLETED', carStatus: null })).toBe('COMPLETED')
    expect(bannerCode({ status: 'IN_APPROVAL', carStatus: 'CAR_WAITING' })).toBe('IN_APPROVAL')
  })
  test('ETA counts to the pick-up until the passenger boards', () => {
    expect(headingToPickup('CAR_DRIVER_ACCEPTED')).toBe(true)
    expect(headingToPickup('CAR_JOURNEY_BEGUN')).toBe(false)
  })
  test('pay goes to the spine pay screen only when the server allows it', () => {
    expect(payRoute(carOrderFixture())).toBeNull()
    expect(payRoute(carOrderFixture({ canPay: true, status: 'AWAITING_PAYMENT' }))).toEqual({ route: '/pay/payment', query: { orderIds: '9001', orderType: 11018 } })
  })
})

describe('the ride map', () => {
  const o = carOrderFixture()
  const input = { from: o.from, to: o.to, points: o.points, driver: { lat: 31.245, lng: 121.49, heading: 90 }, labels: { pickup: '上车点', dropoff: '下车点', driver: '沪A·D1234' } }
  test('markers for pick-up, drop-off and the driver; the polyline follows the route', () => {
    const m = rideMarkers(input)
    expect(m.map((x) => x.id)).toEqual([MARKER.pickup, MARKER.dropoff, MARKER.driver])
    expect(m[2]).toMatchObject({ latitude: 31.245, longitude: 121.49, rotate: 90 })
    expect(rideMarkers({ ...input, driver: null })).toHaveLength(2)
    expect(ridePolyline(input)[0].points).toHaveLength(3)
    expect(ridePolyline({ ...input, points: [] })[0].points).toHaveLength(2)
    expect(rideIncludePoints(input)).toHaveLength(3)
  })
  test('the H5 plot keeps every spot inside the view box, north up, with a round km grid', () => {
    const p = ridePlot(input)
    for (const s of [p.pickup, p.dropoff, p.driver!]) {
      expect(s.x).toBeGreaterThan(0)
      expect(s.x).toBeLessThan(p.width)
      expect(s.y).toBeGreaterThan(0)
      expect(s.y).toBeLessThan(p.height)
    }
    // The airport is south-east of Lujiazui.
    expect(p.dropoff.x).toBeGreaterThan(p.pickup.x)
    expect(p.dropoff.y).toBeGreaterThan(p.pickup.y)
    expect(p.path.startsWith('M')).toBe(true)
    expect([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]).toContain(p.gridKm)
    expect(p.gridX.length).toBeGreaterThan(2)
    const tiny = ridePlot({ ...input, to: o.from, points: [], driver: null })
    expect(Number.isFinite(tiny.pickup.x)).toBe(true)
  })
})
