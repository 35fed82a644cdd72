import { setLocale } from '@/core/i18n/index'
import { HotelCityStore, hotelCityOf, matchCities } from '@/ht/stores/hotel-search-store'
import { hotelMarkers, includePoints, offsetKm, plotPoints } from '@/ht/stores/hotel-map'
import { taroMock } from '../mocks/taro'
import { geoCity, hotel } from './search-fixtures'

beforeEach(() => {
  taroMock.reset()
  setLocale('zh-CN')
})

describe('the map of a list', () => {
  const centre = { lat: 31.2304, lng: 121.4737 }

  test('km east and north of the centre (about 111 km a degree of latitude)', () => {
    const north = offsetKm({ lat: 31.3304, lng: 121.4737 }, centre)
    expect(north.north).toBeCloseTo(11.06, 1)
    expect(north.east).toBeCloseTo(0, 5)
    const east = offsetKm({ lat: 31.2304, lng: 121.5737 }, centre)
    expect(east.east).toBeCloseTo(9.52, 1)
  })

  test('the plot fits the farthest hotel; north is up, east is right; the centre is the middle', () => {
    const items = [hotel({ hotelId: 'SHA0001', lat: centre.lat, lng: centre.lng }), hotel({ hotelId: 'SHA0002', lat: 31.2754, lng: 121.4737 }), hotel({ hotelId: 'SHA0003', lat: 31.2304, lng: 121.4237 })]
    const { points, halfSideKm } = plotPoints(items, centre)
    expect(halfSideKm).toBe(6)
    expect(points[0]).toEqual({ hotelId: 'SHA0001', x: 0.5, y: 0.5 })
    expect(points[1].x).toBeCloseTo(0.5, 5)
    expect(points[1].y).toBeLessThan(0.1)
    expect(points[2].x).toBeLessThan(0.2)
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(1)
    }
    expect(plotPoints([], centre).halfSideKm).toBe(1)
  })

  test('markers carry the row index as id; the selected one is bigger and shows its bubble', () => {
    const items = [hotel({ hotelId: 'SHA0011' }), hotel({ hotelId: 'SHA0012' })]
    const m = hotelMarkers(items, 'SHA0012', (h) => h.name)
    expect(m.map((x) => x.id)).toEqual([0, 1])
    expect(m[1].callout.display).toBe('ALWAYS')
    expect(m[0].callout.display).toBe('BYCLICK')
    expect(m[1].width).toBeGreaterThan(m[0].width)
    expect(includePoints(items, centre)).toHaveLength(3)
  })
})

describe('hotel cities', () => {
  const SET = [
    geoCity('SHA', '上海', 'CN', { pinyin: 'shanghai', initials: 'sh', hot: true }),
    geoCity('SYX', '三亚', 'CN', { pinyin: 'sanya', initials: 'sy' }),
    geoCity('HKG', '香港', 'HK', { pinyin: 'xianggang', initials: 'xg', hot: true }),
    geoCity('TYO', '东京', 'JP', { pinyin: 'dongjing', initials: 'dj', hot: true }),
  ]

  test('mainland China is domestic; Hong Kong and abroad are international', async () => {
    const c = new HotelCityStore({ hotelCities: async () => SET }, { load: () => undefined, save: () => undefined })
    await c.load('zh')
    expect(c.citiesOf('domestic', 'zh').map((x) => x.code)).toEqual(['SHA', 'SYX'])
    expect(c.hot('international', 'zh').map((x) => x.code)).toEqual(['HKG', 'TYO'])
    expect(c.groups('domestic', 'zh').map((g) => g.letter)).toEqual(['S'])
    expect(hotelCityOf(SET[2])).toEqual({ cityId: 'HKG', name: '香港', domestic: false })
  })

  test('search by code, name, pinyin or initials', () => {
    expect(matchCities(SET, 'sha').map((c) => c.code)).toEqual(['SHA'])
    expect(matchCities(SET, 's').map((c) => c.code)).toEqual(['SHA', 'SYX'])
    expect(matchCities(SET, '东').map((c) => c.code)).toEqual(['TYO'])
    expect(matchCities(SET, 'xg').map((c) => c.code)).toEqual(['HKG'])
  })

  test('recent picks, newest first, kept on the device, by tab', async () => {
    let saved: unknown = undefined
    const c = new HotelCityStore({ hotelCities: async () => SET }, { load: () => saved, save: (l) => void (saved = l) })
    c.remember({ cityId: 'SHA', name: '上海', domestic: true })
    c.remember({ cityId: 'TYO', name: '东京', domestic: false })
    c.remember({ cityId: 'SHA', name: '上海', domestic: true })
    const again = new HotelCityStore({ hotelCities: async () => SET }, { load: () => saved, save: () => undefined })
    expect(again.history.map((h) => h.cityId)).toEqual(['SHA', 'TYO'])
    expect(again.historyOf('international', 'zh').map((h) => h.cityId)).toEqual(['TYO'])
  })
})

describe('the plot with one far-off hotel', () => {
  test('the square fits nine in ten; the far one sits on the edge in its direction', () => {
    const centre = { lat: 31.2304, lng: 121.4737 }
    const near = Array.from({ length: 9 }, (_, i) => hotel({ hotelId: `SHA01${i}0`, lat: centre.lat + 0.01 * (i % 3), lng: centre.lng + 0.01 * (i % 2) }))
    const far = hotel({ hotelId: 'SHA0999', lat: centre.lat, lng: centre.lng + 0.3 })
    const { points, halfSideKm } = plotPoints([...near, far], centre)
    expect(halfSideKm).toBeLessThanOrEqual(3)
    const p = points.find((x) => x.hotelId === 'SHA0999')!
    expect(p.x).toBeCloseTo(1, 5)
    expect(p.y).toBeCloseTo(0.5, 5)
  })
})
