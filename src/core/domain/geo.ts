/**
 * Coordinate systems and location messages (overview §5, §9).
 * GPS and the browser give WGS-84; mainland map services (and WeChat's 'gcj02' mode) use
 * GCJ-02, which offsets points by up to several hundred metres. The offset only applies
 * inside the spec's bounding box, so points outside it are passed through unchanged.
 */
import { t, type MessageKey } from '../i18n/index'

/** The bounding box in which coordinates are converted (overview §9). */
export const CHINA_BOUNDS = {
  minLng: 72.004,
  maxLng: 137.8347,
  minLat: 0.8293,
  maxLat: 55.8271,
} as const

export interface LngLat {
  lng: number
  lat: number
}

// Krasovsky 1940 ellipsoid as used by the GCJ-02 obfuscation.
const AXIS = 6378245.0
const ECCENTRICITY_SQ = 0.006693421622965943

/** Whether a point lies outside the box where the GCJ-02 offset applies (bounds inclusive). */
export function outOfChina(lng: number, lat: number): boolean {
  return (
    lng < CHINA_BOUNDS.minLng ||
    lng > CHINA_BOUNDS.maxLng ||
    lat < CHINA_BOUNDS.minLat ||
    lat > CHINA_BOUNDS.maxLat
  )
}

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return ret
}

function transformLng(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return ret
}

/** The GCJ-02 offset at a point, in degrees. */
function offset(lng: number, lat: number): LngLat {
  let dLat = transformLat(lng - 105.0, lat - 35.0)
  let dLng = transformLng(lng - 105.0, lat - 35.0)
  const radLat = (lat / 180.0) * Math.PI
  let magic = Math.sin(radLat)
  magic = 1 - ECCENTRICITY_SQ * magic * magic
  const sqrtMagic = Math.sqrt(magic)
  dLat = (dLat * 180.0) / (((AXIS * (1 - ECCENTRICITY_SQ)) / (magic * sqrtMagic)) * Math.PI)
  dLng = (dLng * 180.0) / ((AXIS / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lng: dLng, lat: dLat }
}

/** WGS-84 (GPS) → GCJ-02 (mainland maps). Points outside the bounds come back unchanged. */
export function wgs84ToGcj02(lng: number, lat: number): LngLat {
  if (outOfChina(lng, lat)) return { lng, lat }
  const d = offset(lng, lat)
  return { lng: lng + d.lng, lat: lat + d.lat }
}

/**
 * GCJ-02 → WGS-84 by the usual one-step inverse (subtract the offset measured at the GCJ
 * point). It is accurate to a few metres, plenty for showing a position or a route.
 */
export function gcj02ToWgs84(lng: number, lat: number): LngLat {
  if (outOfChina(lng, lat)) return { lng, lat }
  const d = offset(lng, lat)
  return { lng: lng - d.lng, lat: lat - d.lat }
}

/** The location failures the spec names, one message each. */
export type LocationErrorCode =
  | 'permissionDenied'
  | 'positionUnavailable'
  | 'timeout'
  | 'failed'
  | 'geocodeFailed'
  | 'addressFailed'
  | 'authFailed'
  | 'coordTypeUnsupported'
  | 'serviceUnavailable'

export const LOCATION_MESSAGE_KEYS: Readonly<Record<LocationErrorCode, MessageKey>> = {
  permissionDenied: 'domain.location.permissionDenied',
  positionUnavailable: 'domain.location.positionUnavailable',
  timeout: 'domain.location.timeout',
  failed: 'domain.location.failed',
  geocodeFailed: 'domain.location.geocodeFailed',
  addressFailed: 'domain.location.addressFailed',
  authFailed: 'domain.location.authFailed',
  coordTypeUnsupported: 'domain.location.coordTypeUnsupported',
  serviceUnavailable: 'domain.location.serviceUnavailable',
}

/** The message of a location failure in the current locale. */
export function locationMessage(code: LocationErrorCode): string {
  return t(LOCATION_MESSAGE_KEYS[code])
}

/**
 * Maps the W3C GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout) that
 * browsers report; anything else is the generic failure.
 */
export function locationErrorFromGeolocation(code: number): LocationErrorCode {
  if (code === 1) return 'permissionDenied'
  if (code === 2) return 'positionUnavailable'
  if (code === 3) return 'timeout'
  return 'failed'
}
