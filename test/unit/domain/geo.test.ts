import { setLocale } from '@/core/i18n/index'
import {
  CHINA_BOUNDS,
  gcj02ToWgs84,
  locationErrorFromGeolocation,
  locationMessage,
  outOfChina,
  wgs84ToGcj02,
  type LocationErrorCode,
} from '@/core/domain/geo'
import { inBothLocales } from './locale-helper'

afterEach(() => setLocale('zh-CN'))

test('bounds of overview §9', () => {
  expect(CHINA_BOUNDS).toEqual({ minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 })
})

describe('outOfChina', () => {
  test.each([
    [116.404, 39.915, false], // Beijing
    [121.4737, 31.2304, false], // Shanghai
    [72.004, 30, false], // on the western edge
    [137.8347, 30, false], // on the eastern edge
    [100, 0.8293, false], // on the southern edge
    [100, 55.8271, false], // on the northern edge
    [72.0039, 30, true],
    [137.8348, 30, true],
    [100, 0.8292, true],
    [100, 55.8272, true],
    [139.6917, 35.6895, true], // Tokyo
    [-0.1276, 51.5072, true], // London
  ])('(%p, %p) → %p', (lng, lat, out) => {
    expect(outOfChina(lng, lat)).toBe(out)
  })
})

describe('WGS-84 ↔ GCJ-02', () => {
  test('converts a Beijing point with the standard formula', () => {
    const gcj = wgs84ToGcj02(116.404, 39.915)
    expect(gcj.lng).toBeCloseTo(116.41024449916938, 9)
    expect(gcj.lat).toBeCloseTo(39.91640428150164, 9)
  })

  test('inverts a Beijing point with the standard one-step inverse', () => {
    const wgs = gcj02ToWgs84(116.404, 39.915)
    expect(wgs.lng).toBeCloseTo(116.39775550083061, 9)
    expect(wgs.lat).toBeCloseTo(39.91359571849836, 9)
  })

  test.each([
    [116.404, 39.915],
    [113.2644, 23.1291], // Guangzhou
    [87.6168, 43.8256], // Urumqi
    [126.6424, 45.7567], // Harbin
  ])('round trip of (%p, %p) stays within a few metres', (lng, lat) => {
    const gcj = wgs84ToGcj02(lng, lat)
    // the offset itself is hundreds of metres
    expect(Math.abs(gcj.lng - lng) + Math.abs(gcj.lat - lat)).toBeGreaterThan(0.001)
    const back = gcj02ToWgs84(gcj.lng, gcj.lat)
    expect(Math.abs(back.lng - lng)).toBeLessThan(0.0001)
    expect(Math.abs(back.lat - lat)).toBeLessThan(0.0001)
  })

  test.each([
    [139.6917, 35.6895],
    [-0.1276, 51.5072],
    [72.0039, 30],
    [100, 55.8272],
  ])('leaves (%p, %p) outside the bounds unchanged', (lng, lat) => {
    expect(wgs84ToGcj02(lng, lat)).toEqual({ lng, lat })
    expect(gcj02ToWgs84(lng, lat)).toEqual({ lng, lat })
  })
})

describe('location messages of overview §5', () => {
  test.each([
    [
      'permissionDenied',
      '您已拒绝获取定位，请开启定位重新获取！',
      'You have refused location access. Please turn on location and try again!',
    ],
    ['positionUnavailable', '位置信息不可用！', 'Location information is unavailable!'],
    ['timeout', '获取位置信息请求超时！', 'The location request timed out!'],
    ['failed', '获取位置信息失败！', 'Failed to get the location!'],
    ['geocodeFailed', '坐标地址解析失败！', 'Failed to resolve the address of the coordinates!'],
    ['addressFailed', '坐标地址获取失败！', 'Failed to get the address of the coordinates!'],
    ['authFailed', '定位权限获取失败！', 'Failed to get location permission!'],
    ['coordTypeUnsupported', '坐标系类型不支持！', 'The coordinate system type is not supported!'],
    ['serviceUnavailable', '定位服务不能用！', 'The location service is unavailable!'],
  ])('%p', (code, zh, en) => {
    expect(inBothLocales(() => locationMessage(code as LocationErrorCode))).toEqual({
      'zh-CN': zh,
      'en-US': en,
    })
  })

  test.each([
    [1, 'permissionDenied'],
    [2, 'positionUnavailable'],
    [3, 'timeout'],
    [0, 'failed'],
    [99, 'failed'],
  ])('browser error %p → %p', (code, expected) => {
    expect(locationErrorFromGeolocation(code)).toBe(expected)
  })
})
