import Taro from '@tarojs/taro'
import { configuredMapBase, MAP_KEY, mapLanguage, resultOfBody, type MapCall } from './map-common'

export {
  suggestPlaces,
  reverseGeocode,
  geocodeAddress,
  translateCoords,
  drivingRoute,
  ipLocation,
  decodePolyline,
  inConversionBounds,
  wgs84ToGcj02,
  MAP_KEY,
} from './map-common'
export type { MapPlace, MapResult, MapCall, MapError, LatLng, CoordType, DrivingRoute, IpLocation } from './map-common'

/**
 * Mini-program: a plain request with output=json (the service's domain must be a request domain
 * of the mini-program, which the API's own domain already is when the default base is used).
 */
export const mapCall: MapCall = async (path, params) => {
  const base = configuredMapBase()
  // The mini-program has no page origin to fall back to: without an absolute base there is no service.
  if (!base) return { ok: false, error: 'unavailable' }
  try {
    const res = await Taro.request({ url: `${base}${path}`, data: { language: mapLanguage(), ...params, key: MAP_KEY, output: 'json' }, timeout: 10000 })
    if (res.statusCode !== 200) return { ok: false, error: 'failed' }
    return resultOfBody(res.data)
  } catch (error) {
    const message = String((error as { errMsg?: string } | null)?.errMsg ?? error)
    return { ok: false, error: /timeout/i.test(message) ? 'timeout' : 'failed' }
  }
}
