/** The map adapter over a fake transport: parameters sent, replies decoded, errors mapped. */
import {
  decodePolyline,
  drivingRoute,
  geocodeAddress,
  inConversionBounds,
  ipLocation,
  mapStatusError,
  resultOfBody,
  reverseGeocode,
  suggestPlaces,
  translateCoords,
  wgs84ToGcj02,
  type MapCall,
} from '../../../src/core/platform/map-common'
import { encodePolyline } from '../../../server/src/services/maps/map-service'
import { drivingRoute as serverRoute } from '../../../server/src/services/maps/route'

/** A transport that answers with a fixed provider body and records the calls. */
function fake(body: unknown): { call: MapCall; calls: { path: string; params: Record<string, string | number> }[] } {
  const calls: { path: string; params: Record<string, string | number> }[] = []
  const call: MapCall = async (path, params) => {
    calls.push({ path, params })
    return resultOfBody(body)
  }
  return { call, calls }
}

describe('map adapter', () => {
  test('polyline: the provider encoding decodes back to the route', () => {
    const route = serverRoute({ lat: 31.2335, lng: 121.5055 }, { lat: 31.152, lng: 121.803 })
    expect(decodePolyline(encodePolyline(route.points))).toEqual(route.points)
    expect(decodePolyline([39.9, 116.4, 1000, -2000, 5, 5])).toEqual([
      { lat: 39.9, lng: 116.4 },
      { lat: 39.901, lng: 116.398 },
      { lat: 39.901005, lng: 116.398005 },
    ])
    expect(decodePolyline([])).toEqual([])
  })

  test('status codes map to errors', () => {
    expect(mapStatusError(110)).toBe('badKey')
    expect(mapStatusError(311)).toBe('badKey')
    expect(mapStatusError(306)).toBe('badParam')
    expect(mapStatusError(310)).toBe('badParam')
    expect(mapStatusError(347)).toBe('noResult')
    expect(mapStatusError(120)).toBe('rateLimit')
    expect(mapStatusError(undefined)).toBe('failed')
    expect(resultOfBody(null)).toEqual({ ok: false, error: 'failed' })
  })

  test('suggestPlaces sends the spec params and reads data[]', async () => {
    const { call, calls } = fake({ status: 0, count: 1, data: [{ id: 'SHA-P01', title: '外滩', address: '上海市黄浦区', city: '上海市', location: { lat: 31.24, lng: 121.49 }, _distance: 12 }] })
    const r = await suggestPlaces(call, '外滩', '上海', 2, 5, { lat: 31.2, lng: 121.4 })
    expect(calls[0]).toEqual({ path: '/ws/place/v1/suggestion', params: { keyword: '外滩', region: '上海', page_index: 2, page_size: 5, location: '31.2,121.4' } })
    expect(r).toEqual({ ok: true, value: [expect.objectContaining({ id: 'SHA-P01', title: '外滩', lat: 31.24, lng: 121.49, city: '上海市', distanceM: 12 })] })
    expect(await suggestPlaces(fake({ status: 311, message: 'key格式错误' }).call, 'a', '')).toEqual({ ok: false, error: 'badKey' })
  })

  test('reverse and forward geocoding', async () => {
    const rev = await reverseGeocode(fake({ status: 0, result: { address: '上海市黄浦区中山东一路', formatted_addresses: { recommend: '外滩' }, ad_info: { city: '上海市' } } }).call, 31.24, 121.49)
    expect(rev).toEqual({ ok: true, value: expect.objectContaining({ title: '外滩', address: '上海市黄浦区中山东一路', city: '上海市', lat: 31.24 }) })
    expect(await reverseGeocode(fake({ status: 347, message: '查询无结果' }).call, 1, 1)).toEqual({ ok: false, error: 'noResult' })
    const { call, calls } = fake({ status: 0, result: { title: '北京大学', location: { lat: 39.99, lng: 116.31 }, address_components: { city: '北京市' } } })
    const fwd = await geocodeAddress(call, '颐和园路5号', '北京')
    expect(calls[0].params).toEqual({ address: '颐和园路5号', region: '北京' })
    expect(fwd).toEqual({ ok: true, value: expect.objectContaining({ title: '北京大学', lat: 39.99, lng: 116.31, city: '北京市' }) })
  })

  test('translateCoords skips points outside the bounds and keeps their order', async () => {
    const { call, calls } = fake({ status: 0, locations: [{ lat: 39.9056, lng: 116.4136 }] })
    const paris = { lat: 48.8566, lng: 2.3522 }
    const r = await translateCoords(call, [paris, { lat: 39.9042, lng: 116.4074 }], 1)
    expect(calls[0].params).toEqual({ locations: '39.9042,116.4074', type: 1 })
    expect(r).toEqual({ ok: true, value: [paris, { lat: 39.9056, lng: 116.4136 }] })
    const none = fake({ status: 0, locations: [] })
    expect(await translateCoords(none.call, [paris], 1)).toEqual({ ok: true, value: [paris] })
    expect(none.calls).toHaveLength(0)
    expect(inConversionBounds({ lat: 0.8293, lng: 72.004 })).toBe(true)
    expect(inConversionBounds({ lat: 55.83, lng: 120 })).toBe(false)
  })

  test('drivingRoute decodes the route; ipLocation reads the city', async () => {
    const r = await drivingRoute(fake({ status: 0, result: { routes: [{ mode: 'DRIVING', distance: 1234, duration: 5, polyline: [31, 121, 100, 100], steps: [] }] } }).call, { lat: 31, lng: 121 }, { lat: 31.0001, lng: 121.0001 })
    expect(r).toEqual({ ok: true, value: { distanceM: 1234, durationMin: 5, points: [{ lat: 31, lng: 121 }, { lat: 31.0001, lng: 121.0001 }] } })
    const ip = await ipLocation(fake({ status: 0, result: { ip: '1.2.3.4', location: { lat: 31.2, lng: 121.4 }, ad_info: { province: '上海市', city: '上海市', adcode: 310100 } } }).call)
    expect(ip).toEqual({ ok: true, value: { ip: '1.2.3.4', lat: 31.2, lng: 121.4, province: '上海市', city: '上海市', adcode: 310100 } })
    expect(await ipLocation(fake({ status: 120 }).call)).toEqual({ ok: false, error: 'rateLimit' })
  })

  test('local WGS-84 to GCJ-02 matches the server transform', async () => {
    const { wgs84ToGcj02: server } = await import('../../../server/src/services/maps/coords')
    for (const p of [{ lat: 39.9042, lng: 116.4074 }, { lat: 22.54, lng: 114.05 }, { lat: 48.85, lng: 2.35 }]) expect(wgs84ToGcj02(p)).toEqual(server(p))
  })
})
