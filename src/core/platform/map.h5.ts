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

let seq = 0

/** The configured base, else this page's origin (the H5 build is served by our own server). */
function mapBase(): string {
  return configuredMapBase() || window.location.origin
}

/** H5: the provider answers cross-origin only through JSONP (spec §7 "Maps"). */
export const mapCall: MapCall = (path, params) =>
  new Promise((resolve) => {
    const cb = `__slmap${Date.now()}_${seq++}`
    const script = document.createElement('script')
    const w = window as unknown as Record<string, unknown>
    const done = (r: Parameters<typeof resolve>[0]) => {
      clearTimeout(timer)
      // A late reply after a timeout must still find a function, or the page throws.
      w[cb] = () => undefined
      script.remove()
      setTimeout(() => delete w[cb], 30000)
      resolve(r)
    }
    const timer = setTimeout(() => done({ ok: false, error: 'timeout' }), 10000)
    w[cb] = (body: unknown) => done(resultOfBody(body))
    const qs = new URLSearchParams({ language: mapLanguage(), ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), key: MAP_KEY, output: 'jsonp', callback: cb })
    script.src = `${mapBase()}${path}?${qs.toString()}`
    // A refusal the service sends as JSON (bad callback) or a network error both land here.
    script.onerror = () => done({ ok: false, error: 'failed' })
    document.head.appendChild(script)
  })
