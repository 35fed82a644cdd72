/** One result type for both transports (JSONP on H5, request in the mini-program). */
export interface MapPlace {
  title: string
  address: string
  lat: number
  lng: number
  city?: string
}

export type MapResult<T> = { ok: true; value: T } | { ok: false; error: 'unavailable' | 'failed' | 'timeout' }

export type MapCall = (path: string, params: Record<string, string | number>) => Promise<MapResult<unknown>>

export const MAP_BASE = 'https://apis.map.qq.com'
/** A client-side map key is public by nature (restricted by domain/AppID on the provider's side). */
export const MAP_KEY: string = typeof process !== 'undefined' ? process.env.TARO_APP_MAP_KEY ?? '' : ''

/** Place suggestions for a keyword within a region (params of spec §7 "Maps"). */
export async function suggestPlaces(call: MapCall, keyword: string, region: string, pageIndex = 1, pageSize = 10): Promise<MapResult<MapPlace[]>> {
  const r = await call('/ws/place/v1/suggestion', { keyword, region, page_index: pageIndex, page_size: pageSize })
  if (!r.ok) return r
  const list = Array.isArray(r.value) ? (r.value as { title: string; address: string; location: { lat: number; lng: number }; city?: string }[]) : []
  return { ok: true, value: list.map((p) => ({ title: p.title, address: p.address, lat: p.location.lat, lng: p.location.lng, city: p.city })) }
}

export async function reverseGeocode(call: MapCall, lat: number, lng: number): Promise<MapResult<MapPlace>> {
  const r = await call('/ws/geocoder/v1/', { location: `${lat},${lng}` })
  if (!r.ok) return r
  const v = r.value as { address?: string; formatted_addresses?: { recommend?: string }; ad_info?: { city?: string } }
  return { ok: true, value: { title: v.formatted_addresses?.recommend ?? v.address ?? '', address: v.address ?? '', lat, lng, city: v.ad_info?.city } }
}
