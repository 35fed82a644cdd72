/** Location failures read from each platform and their messages (spec overview §5) in both languages. */
import { setLocale } from '../../../src/core/i18n/index'
import {
  locationMessage,
  reasonOfGeolocationCode,
  reasonOfWeappError,
  reverseGeocodeMessage,
  type LocationFailure,
} from '../../../src/core/platform/location-common'
import { navigationLinks } from '../../../src/core/platform/navigate-common'

describe('location messages', () => {
  afterEach(() => setLocale('zh-CN'))

  test('each failure has the spec message', () => {
    const table: [LocationFailure, string][] = [
      ['denied', '您已拒绝获取定位，请开启定位重新获取！'],
      ['unavailable', '位置信息不可用！'],
      ['timeout', '获取位置信息请求超时！'],
      ['failed', '获取位置信息失败！'],
      ['permission', '定位权限获取失败！'],
      ['unsupportedType', '坐标系类型不支持！'],
      ['serviceUnavailable', '定位服务不能用！'],
    ]
    for (const [reason, zh] of table) expect(locationMessage(reason)).toBe(zh)
    setLocale('en-US')
    for (const [reason, zh] of table) expect(locationMessage(reason)).not.toBe(zh)
    expect(locationMessage('timeout')).toBe('The location request timed out.')
  })

  test('browser and mini-program errors read as reasons', () => {
    expect([1, 2, 3, undefined].map(reasonOfGeolocationCode)).toEqual(['denied', 'unavailable', 'timeout', 'failed'])
    expect(reasonOfWeappError('getLocation:fail auth deny')).toBe('denied')
    expect(reasonOfWeappError('getLocation:fail authorize no response')).toBe('denied')
    expect(reasonOfWeappError('getLocation:fail system permission denied')).toBe('permission')
    expect(reasonOfWeappError('getLocation:fail:ERROR_NOCELL&WIFI_LOCATIONSWITCHOFF')).toBe('permission')
    expect(reasonOfWeappError('getLocation:fail timeout')).toBe('timeout')
    expect(reasonOfWeappError('getLocation:fail invalid type')).toBe('unsupportedType')
    expect(reasonOfWeappError('getLocation:fail network unavailable')).toBe('unavailable')
    expect(reasonOfWeappError(undefined)).toBe('failed')
  })

  test('reverse geocoding failures', () => {
    expect(reverseGeocodeMessage('noResult')).toBe('坐标地址解析失败！')
    expect(reverseGeocodeMessage('timeout')).toBe('坐标地址获取失败！')
    expect(reverseGeocodeMessage('unavailable')).toBe('定位服务不能用！')
  })

  test('navigation links: Tencent, Amap, Baidu, and Apple Maps on iOS only', () => {
    const target = { lat: 31.24, lng: 121.49, name: '外滩 & co', address: '中山东一路' }
    const android = navigationLinks(target, false)
    expect(android.map((l) => l.app)).toEqual(['tencent', 'amap', 'baidu'])
    expect(android[1].url).toContain('position=121.49,31.24')
    expect(android[0].url).toContain(encodeURIComponent('外滩 & co'))
    expect(android[0].url).not.toContain(' & ')
    expect(navigationLinks(target, true).map((l) => l.label)).toEqual(['腾讯地图', '高德地图', '百度地图', '苹果地图'])
  })
})
