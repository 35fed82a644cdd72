/**
 * The map-service adapter shared by both targets: the lookups of spec §7 "Maps" (suggestion,
 * geocoding both ways, coordinate translation, driving route, ip location) over a transport
 * (`MapCall`: JSONP on H5, a request in the mini-program). The service speaks the Tencent
 * Location Service WebService protocol; by default it is our own server's copy at /ws/...
 */

/** One result type for both transports (JSONP on H5, request in the mini-program). */
import { getLocale } from '../i18n/index'
export interface MapPlace {
  title: string
  address: string
  lat: number
  lng: number
  city?: string
  /** The service's place id (suggestions only). */
  id?: string
  district?: string
  category?: string
  /** Metres from the `near` point of a suggestion search. */
  distanceM?: number
}

/** A point in degrees (GCJ-02 unless said otherwise). */
export interface LatLng {
  lat: number
  lng: number
}

/**
 * Why a lookup failed: no service configured or reachable ('unavailable'), no answer in time,
 * the service's own refusals (key, parameters, rate) and 'noResult' for a valid query with nothing found.
 */
export type MapError = 'unavailable' | 'failed' | 'timeout' | 'noResult' | 'badKey' | 'badParam' | 'rateLimit'

export type MapResult<T> = { ok: true; value: T } | { ok: false; error: MapError }

/** A transport: resolves with the provider's whole body when its status is 0. */
export type MapCall = (path: string, params: Record<string, string | number>) => Promise<MapResult<unknown>>

/** The public demo key of our map service (restricted by nothing: a client-side key is public by nature). */
export const DEMO_MAP_KEY = 'SLDEMO-7Q2ZC-4MAPX-DEMO1-KEY00-SHLV1'

/** TARO_APP_MAP_KEY, else the demo key. */
export const MAP_KEY: string = (typeof MAP_SERVICE_KEY === 'string' && MAP_SERVICE_KEY) || DEMO_MAP_KEY

/**
 * TARO_APP_MAP_BASE, else the API base's origin; '' when neither is absolute (H5 then uses the
 * page's own origin, see map.h5.ts).
 */
export function configuredMapBase(): string {
  const configured = typeof MAP_SERVICE_BASE === 'string' ? MAP_SERVICE_BASE : ''
  if (configured) return configured.replace(/\/+$/, '')
  const api = typeof API_BASE === 'string' ? API_BASE : ''
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(api)
  return origin ? origin[1] : ''
}

/** The provider's status as an error of ours. */
export function mapStatusError(status: unknown): MapError {
  switch (status) {
    case 110:
    case 311:
      return 'badKey'
    case 306:
    case 310:
      return 'badParam'
    case 347:
      return 'noResult'
    case 120:
      return 'rateLimit'
    default:
      return 'failed'
  }
}

/** A provider body to a result: status 0 is the body itself, anything else its error. */
export function resultOfBody(body: unknown): MapResult<unknown> {
  const status = (body as { status?: unknown } | null)?.status
  return status === 0 ? { ok: true, value: body } : { ok: false, error: mapStatusError(status) }
}

/** The conversion box of spec overview §5: outside it coordinates are never converted. */
export const CONVERSION_BOUNDS = { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 } as const

/** Whether a point may be converted between coordinate systems. */
export function inConversionBounds(p: LatLng): boolean {
  return (
    p.lng >= CONVERSION_BOUNDS.minLng && p.lng <= CONVERSION_BOUNDS.maxLng && p.lat >= CONVERSION_BOUNDS.minLat && p.lat <= CONVERSION_BOUNDS.maxLat
  )
}

/** Decodes the provider's polyline: two absolute numbers, then deltas in millionths of a degree. */
export function decodePolyline(coors: readonly number[]): LatLng[] {
  const values = [...coors]
  for (let i = 2; i < values.length; i++) values[i] = Math.round((values[i - 2] + values[i] / 1e6) * 1e6) / 1e6
  const points: LatLng[] = []
  for (let i = 0; i + 1 < values.length; i += 2) points.push({ lat: values[i], lng: values[i + 1] })
  return points
}

interface RawPlace {
  id?: string
  title?: string
  address?: string
  city?: string
  district?: string
  category?: string
  location?: { lat: number; lng: number }
  _distance?: number
}

/** Place suggestions for a keyword within a region (params of spec §7 "Maps"); `near` sorts by distance. */
export async function suggestPlaces(
  call: MapCall,
  keyword: string,
  region: string,
  pageIndex = 1,
  pageSize = 10,
  near?: LatLng,
): Promise<MapResult<MapPlace[]>> {
  const params: Record<string, string | number> = { keyword, region, page_index: pageIndex, page_size: pageSize }
  if (near) params.location = `${near.lat},${near.lng}`
  const r = await call('/ws/place/v1/suggestion', params)
  if (!r.ok) return r
  const data = (r.value as { data?: unknown }).data
  const list = Array.isArray(data) ? (data as RawPlace[]).filter((p) => p.location) : []
  return {
    ok: true,
    value: list.map((p) => ({
      id: p.id,
      title: p.title ?? '',
      address: p.address ?? '',
      lat: (p.location as LatLng).lat,
      lng: (p.location as LatLng).lng,
      city: p.city,
      district: p.district,
      category: p.category,
      distanceM: p._distance,
    })),
  }
}

/** The address of a point (the nearest named place titles it). */
export async function reverseGeocode(call: MapCall, lat: number, lng: number): Promise<MapResult<MapPlace>> {
  const r = await call('/ws/geocoder/v1/', { location: `${lat},${lng}` })
  if (!r.ok) return r
  const v = ((r.value as { result?: unknown }).result ?? {}) as {
    address?: string
    formatted_addresses?: { recommend?: string }
    ad_info?: { city?: string }
    address_component?: { district?: string }
  }
  return {
    ok: true,
    value: {
      title: v.formatted_addresses?.recommend ?? v.address ?? '',
      address: v.address ?? '',
      lat,
      lng,
      city: v.ad_info?.city,
      district: v.address_component?.district,
    },
  }
}

/** The point of an address (optionally within a city). */
export async function geocodeAddress(call: MapCall, address: string, region?: string): Promise<MapResult<MapPlace>> {
  const params: Record<string, string | number> = { address }
  if (region) params.region = region
  const r = await call('/ws/geocoder/v1/', params)
  if (!r.ok) return r
  const v = ((r.value as { result?: unknown }).result ?? {}) as {
    title?: string
    location?: LatLng
    address_components?: { city?: string; district?: string }
  }
  if (!v.location) return { ok: false, error: 'noResult' }
  return {
    ok: true,
    value: { title: v.title ?? address, address, lat: v.location.lat, lng: v.location.lng, city: v.address_components?.city, district: v.address_components?.district },
  }
}

/** Source systems of translateCoords: 1 GPS (WGS-84), 3 Baidu (BD-09), 5 already GCJ-02. */
export type CoordType = 1 | 3 | 5

/**
 * Points to GCJ-02. Points outside the conversion box are not sent and come back unchanged
 * (spec overview §5); when none is inside, nothing is asked at all.
 */
export async function translateCoords(call: MapCall, points: readonly LatLng[], type: CoordType): Promise<MapResult<LatLng[]>> {
  const inside = points.map((p, i) => ({ p, i })).filter(({ p }) => inConversionBounds(p))
  const out = points.map((p) => ({ lat: p.lat, lng: p.lng }))
  if (inside.length === 0 || type === 5) return { ok: true, value: out }
  const r = await call('/ws/coord/v1/translate', { locations: inside.map(({ p }) => `${p.lat},${p.lng}`).join(';'), type })
  if (!r.ok) return r
  const locations = (r.value as { locations?: unknown }).locations
  if (!Array.isArray(locations) || locations.length !== inside.length) return { ok: false, error: 'failed' }
  inside.forEach(({ i }, k) => {
    const l = locations[k] as LatLng
    out[i] = { lat: l.lat, lng: l.lng }
  })
  return { ok: true, value: out }
}

/** A driving route. */
export interface DrivingRoute {
  distanceM: number
  durationMin: number
  points: LatLng[]
}

/** The driving route between two points (GCJ-02), its polyline decoded. */
export async function drivingRoute(call: MapCall, from: LatLng, to: LatLng): Promise<MapResult<DrivingRoute>> {
  const r = await call('/ws/direction/v1/driving/', { from: `${from.lat},${from.lng}`, to: `${to.lat},${to.lng}` })
  if (!r.ok) return r
  const route = (r.value as { result?: { routes?: { distance?: number; duration?: number; polyline?: number[] }[] } }).result?.routes?.[0]
  if (!route || !Array.isArray(route.polyline)) return { ok: false, error: 'noResult' }
  return { ok: true, value: { distanceM: route.distance ?? 0, durationMin: route.duration ?? 0, points: decodePolyline(route.polyline) } }
}

/** Where the caller's address is (city level). */
export interface IpLocation extends LatLng {
  ip: string
  province: string
  city: string
  adcode?: number
}

/** The caller's approximate location from their address (city level). */
export async function ipLocation(call: MapCall): Promise<MapResult<IpLocation>> {
  const r = await call('/ws/location/v1/ip', {})
  if (!r.ok) return r
  const v = (r.value as { result?: { ip?: string; location?: LatLng; ad_info?: { province?: string; city?: string; adcode?: number } } }).result
  if (!v?.location) return { ok: false, error: 'noResult' }
  return {
    ok: true,
    value: { ip: v.ip ?? '', lat: v.location.lat, lng: v.location.lng, province: v.ad_info?.province ?? '', city: v.ad_info?.city ?? '', adcode: v.ad_info?.adcode },
  }
}

// Krasovsky 1940 ellipsoid, the one GCJ-02 is defined on (same transform as the server's coords.ts).
const KA = 6378245.0
const KEE = 0.006693421622965943

function tLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return r
}

function tLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return r
}

/**
 * WGS-84 (a browser's GPS fix) to GCJ-02 locally, without a network round trip; outside the
 * conversion box unchanged.
 */
export function wgs84ToGcj02(p: LatLng): LatLng {
  if (!inConversionBounds(p)) return { lat: p.lat, lng: p.lng }
  const radLat = (p.lat / 180.0) * Math.PI
  const magic = 1 - KEE * Math.sin(radLat) * Math.sin(radLat)
  const sqrtMagic = Math.sqrt(magic)
  const dLat = (tLat(p.lng - 105.0, p.lat - 35.0) * 180.0) / (((KA * (1 - KEE)) / (magic * sqrtMagic)) * Math.PI)
  const dLng = (tLng(p.lng - 105.0, p.lat - 35.0) * 180.0) / ((KA / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lat: Math.round((p.lat + dLat) * 1e6) / 1e6, lng: Math.round((p.lng + dLng) * 1e6) / 1e6 }
}

/**
 * The language places are named in (the provider's `language` parameter, zh by default): the app's
 * locale, since a JSONP script cannot carry Accept-Language.
 */
export function mapLanguage(): 'zh' | 'en' {
  return getLocale() === 'en-US' ? 'en' : 'zh'
}
