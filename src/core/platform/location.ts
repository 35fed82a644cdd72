import Taro from '@tarojs/taro'
import { locationFailure, reasonOfWeappError, type LocationResult } from './location-common'

export { locationMessage, reverseGeocodeMessage } from './location-common'
export type { LocationFailure, LocationResult } from './location-common'

/** Mini-program: WeChat gives GCJ-02 directly (type 'gcj02'); the scope is asked for on first use. */
export async function getCurrentLocation(): Promise<LocationResult> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02', isHighAccuracy: true, highAccuracyExpireTime: 5000 })
    if (!Number.isFinite(res.latitude) || !Number.isFinite(res.longitude)) return locationFailure('unavailable')
    return { ok: true, lat: res.latitude, lng: res.longitude }
  } catch (error) {
    return locationFailure(reasonOfWeappError((error as { errMsg?: string } | null)?.errMsg))
  }
}
