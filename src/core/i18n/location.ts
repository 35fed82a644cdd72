/**
 * Words of current location, map lookups and the navigation sheet (core/platform/location*.ts,
 * navigate*.ts). The zh location messages are spec overview §5's, verbatim.
 */
export const locationDict = {
  'zh-CN': {
    denied: '您已拒绝获取定位，请开启定位重新获取！',
    unavailable: '位置信息不可用！',
    timeout: '获取位置信息请求超时！',
    failed: '获取位置信息失败！',
    geocodeParseFailed: '坐标地址解析失败！',
    geocodeFetchFailed: '坐标地址获取失败！',
    permission: '定位权限获取失败！',
    unsupportedType: '坐标系类型不支持！',
    serviceUnavailable: '定位服务不能用！',
    navTencent: '腾讯地图',
    navAmap: '高德地图',
    navBaidu: '百度地图',
    navApple: '苹果地图',
    navTitle: '选择地图导航',
  },
  'en-US': {
    denied: 'You refused to share your location. Turn location on and try again.',
    unavailable: 'Location information is unavailable.',
    timeout: 'The location request timed out.',
    failed: 'Could not get your location.',
    geocodeParseFailed: 'Could not resolve the address of these coordinates.',
    geocodeFetchFailed: 'Could not fetch the address of these coordinates.',
    permission: 'Location permission could not be obtained.',
    unsupportedType: 'This coordinate system is not supported.',
    serviceUnavailable: 'The location service is not available.',
    navTencent: 'Tencent Maps',
    navAmap: 'Amap',
    navBaidu: 'Baidu Maps',
    navApple: 'Apple Maps',
    navTitle: 'Navigate with',
  },
} as const
