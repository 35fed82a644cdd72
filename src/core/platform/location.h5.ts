import { wgs84ToGcj02 } from './map-common'
import { locationFailure, reasonOfGeolocationCode, type LocationResult } from './location-common'

export { locationMessage, reverseGeocodeMessage } from './location-common'
export type { LocationFailure, LocationResult } from './location-common'

/** H5: the browser's geolocation (WGS-84), converted to GCJ-02 locally for the map service. */
export function getCurrentLocation(): Promise<LocationResult> {
  return new Promise((resolve) => {
    // Plain-http pages and old in-app browsers have no geolocation at all.
    if (typeof navigator === 'undefined' || !navigator.geolocation || (typeof window !== 'undefined' && window.isSecureContext === false)) {
      resolve(locationFailure('serviceUnavailable'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
          resolve(locationFailure('unavailable'))
          return
        }
        resolve({ ok: true, ...wgs84ToGcj02({ lat: latitude, lng: longitude }) })
      },
      (error) => resolve(locationFailure(reasonOfGeolocationCode(error?.code))),
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 },
    )
  })
}
