import Taro from '@tarojs/taro'
import { MAP_BASE, MAP_KEY, type MapCall } from './map-common'

export { suggestPlaces, reverseGeocode, MAP_KEY } from './map-common'
export type { MapPlace, MapResult, MapCall } from './map-common'

/** Mini-program: a plain request (the provider's domain is whitelisted in the mini-program admin). */
export const mapCall: MapCall = async (path, params) => {
  if (!MAP_KEY) return { ok: false, error: 'unavailable' }
  try {
    const res = await Taro.request({ url: `${MAP_BASE}${path}`, data: { ...params, key: MAP_KEY, output: 'json' }, timeout: 10000 })
    const body = res.data as { status?: number; result?: unknown; data?: unknown }
    return body?.status === 0 ? { ok: true, value: body.result ?? body.data } : { ok: false, error: 'failed' }
  } catch {
    return { ok: false, error: 'failed' }
  }
}

