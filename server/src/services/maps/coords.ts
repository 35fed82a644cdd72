/**
 * Coordinate systems of Chinese maps: GPS (WGS-84), the national GCJ-02 every domestic map draws
 * in, and Baidu's BD-09. The transforms are the widely published approximations; like the
 * providers, they are not applied outside the rough box of China (spec overview §5).
 */
import type { LatLng } from './route'

/** The box outside which coordinates are returned unchanged (spec overview §5). */
export const CHINA_BOUNDS = { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 } as const

/** Whether a point lies inside the conversion box. */
export function inChinaBounds(p: LatLng): boolean {
  return p.lng >= CHINA_BOUNDS.minLng && p.lng <= CHINA_BOUNDS.maxLng && p.lat >= CHINA_BOUNDS.minLat && p.lat <= CHINA_BOUNDS.maxLat
}

// Krasovsky 1940 ellipsoid, the one GCJ-02 is defined on.
const A = 6378245.0
const EE = 0.006693421622965943

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

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6

/** WGS-84 (GPS) to GCJ-02; outside the box the point comes back unchanged. */
export function wgs84ToGcj02(p: LatLng): LatLng {
  if (!inChinaBounds(p)) return { lat: p.lat, lng: p.lng }
  let dLat = transformLat(p.lng - 105.0, p.lat - 35.0)
  let dLng = transformLng(p.lng - 105.0, p.lat - 35.0)
  const radLat = (p.lat / 180.0) * Math.PI
  let magic = Math.sin(radLat)
  magic = 1 - EE * magic * magic
  const sqrtMagic = Math.sqrt(magic)
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lat: round6(p.lat + dLat), lng: round6(p.lng + dLng) }
}

const X_PI = (Math.PI * 3000.0) / 180.0

/** BD-09 (Baidu) to GCJ-02; outside the box the point comes back unchanged. */
export function bd09ToGcj02(p: LatLng): LatLng {
  if (!inChinaBounds(p)) return { lat: p.lat, lng: p.lng }
  const x = p.lng - 0.0065
  const y = p.lat - 0.006
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI)
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI)
  return { lat: round6(z * Math.sin(theta)), lng: round6(z * Math.cos(theta)) }
}

/**
 * Parses 'lat,lng' strictly: two finite decimals within the globe. null for anything else, so a
 * caller can answer "bad parameter" instead of computing with NaN.
 */
export function parseLatLng(text: string): LatLng | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(text)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null
  return { lat, lng }
}
