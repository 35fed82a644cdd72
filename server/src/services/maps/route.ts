/**
 * The demo road model shared by the map service's driving route and the car service: a deterministic
 * route (the same two points always give the same road) that is longer than the great circle by a
 * road factor, bends through a few waypoints and carries roughly one point every 200 m, so fares,
 * ETAs and the moving car on the map all agree with each other.
 */
import { createPrng } from '../../util/prng'

/** A point in GCJ-02 degrees. */
export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_M = 6_371_000
/** Spacing of the polyline: fine enough for a smooth car marker, coarse enough to stay small. */
const STEP_M = 200
/** Below this the two points are "the same kerb": no bends worth drawing. */
const STRAIGHT_BELOW_M = 150

const rad = (deg: number): number => (deg * Math.PI) / 180
const deg = (r: number): number => (r * 180) / Math.PI

/** Great-circle distance in metres. */
export function haversineM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Initial bearing from `a` to `b`, degrees clockwise from north in [0, 360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat))
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng))
  if (x === 0 && y === 0) return 0
  return (deg(Math.atan2(y, x)) + 360) % 360
}

/** FNV-1a over the rounded endpoints, so tiny float noise does not change the road. */
function seedOf(from: LatLng, to: LatLng): number {
  const text = `${from.lat.toFixed(5)},${from.lng.toFixed(5)}>${to.lat.toFixed(5)},${to.lng.toFixed(5)}`
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6

/**
 * Urban average speed: short hops crawl through junctions, longer rides reach ring roads and
 * expressways (28 km/h under 3 km up to 40 km/h from 30 km).
 */
function speedKmh(distanceM: number): number {
  const km = distanceM / 1000
  if (km <= 3) return 28
  if (km >= 30) return 40
  return 28 + ((km - 3) / 27) * 12
}

/** Length of a zigzag with along-track segment `s` and lateral offsets `offsets` scaled by `amp`. */
function zigzagLength(s: number, offsets: readonly number[], amp: number): number {
  let total = 0
  for (let i = 1; i < offsets.length; i++) total += Math.hypot(s, amp * (offsets[i] - offsets[i - 1]))
  return total
}

/** A deterministic road route: haversine × a road factor with a few waypoints, ~one point per 200 m. */
export function drivingRoute(from: LatLng, to: LatLng): { distanceM: number; durationS: number; points: LatLng[] } {
  const straight = haversineM(from, to)
  const start = { lat: from.lat, lng: from.lng }
  const end = { lat: to.lat, lng: to.lng }
  let corners: LatLng[]
  if (straight < STRAIGHT_BELOW_M) {
    corners = [start, end]
  } else {
    const prng = createPrng(seedOf(from, to))
    // Road factor 1.25–1.40: Chinese city grids plus ring roads; fixed per pair of points.
    const factor = 1.25 + prng.next() * 0.15
    const waypoints = straight < 2_000 ? 1 : straight < 10_000 ? 2 : straight < 30_000 ? 3 : 4
    // Lateral offsets in [-1, 1] alternating sides so the road weaves instead of bulging once.
    const offsets = [0]
    for (let i = 0; i < waypoints; i++) offsets.push((i % 2 === 0 ? 1 : -1) * (0.4 + prng.next() * 0.6))
    offsets.push(0)
    const s = straight / (waypoints + 1)
    const target = straight * factor
    // The zigzag length grows monotonically with the amplitude, so bisection finds the factor exactly.
    let lo = 0
    let hi = straight * 2
    for (let i = 0; i < 50; i++) {
      const mid = (lo + hi) / 2
      if (zigzagLength(s, offsets, mid) < target) lo = mid
      else hi = mid
    }
    const amp = (lo + hi) / 2
    // Local flat frame around the start: metres east/north; fine at city scale.
    const mPerDegLat = (Math.PI * EARTH_RADIUS_M) / 180
    const mPerDegLng = mPerDegLat * Math.cos(rad((from.lat + to.lat) / 2))
    const dx = (to.lng - from.lng) * mPerDegLng
    const dy = (to.lat - from.lat) * mPerDegLat
    const len = Math.hypot(dx, dy)
    const ux = dx / len
    const uy = dy / len
    corners = [start]
    for (let i = 1; i <= waypoints; i++) {
      const along = (i / (waypoints + 1)) * len
      const side = amp * offsets[i]
      // Perpendicular to the travel direction is (-uy, ux).
      const x = ux * along - uy * side
      const y = uy * along + ux * side
      corners.push({ lat: round6(from.lat + y / mPerDegLat), lng: round6(from.lng + x / mPerDegLng) })
    }
    corners.push(end)
  }
  const points: LatLng[] = [corners[0]]
  for (let i = 1; i < corners.length; i++) {
    const a = corners[i - 1]
    const b = corners[i]
    const n = Math.max(1, Math.ceil(haversineM(a, b) / STEP_M))
    for (let k = 1; k < n; k++) {
      points.push({ lat: round6(a.lat + ((b.lat - a.lat) * k) / n), lng: round6(a.lng + ((b.lng - a.lng) * k) / n) })
    }
    points.push(b)
  }
  let length = 0
  for (let i = 1; i < points.length; i++) length += haversineM(points[i - 1], points[i])
  // Ceil keeps the reported distance at or above the great circle despite rounding.
  const distanceM = Math.ceil(length)
  const durationS = distanceM === 0 ? 0 : Math.max(60, Math.round(distanceM / (speedKmh(distanceM) / 3.6)))
  return { distanceM, durationS, points }
}

/** The point reached after `fraction` (0..1) of the route (by distance). */
export function pointAlong(points: LatLng[], fraction: number): LatLng & { heading: number } {
  if (points.length === 0) throw new RangeError('pointAlong needs at least one point')
  if (points.length === 1) return { lat: points[0].lat, lng: points[0].lng, heading: 0 }
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0
  const lengths: number[] = []
  let total = 0
  for (let i = 1; i < points.length; i++) {
    const d = haversineM(points[i - 1], points[i])
    lengths.push(d)
    total += d
  }
  const headingOf = (i: number): number => {
    // A zero-length segment has no direction: borrow the nearest one that has.
    for (let j = i; j < lengths.length; j++) if (lengths[j] > 0) return bearingDeg(points[j], points[j + 1])
    for (let j = i - 1; j >= 0; j--) if (lengths[j] > 0) return bearingDeg(points[j], points[j + 1])
    return 0
  }
  if (total === 0) return { lat: points[0].lat, lng: points[0].lng, heading: 0 }
  let remaining = f * total
  for (let i = 0; i < lengths.length; i++) {
    const d = lengths[i]
    if (remaining <= d || i === lengths.length - 1) {
      const t = d === 0 ? 1 : Math.min(1, remaining / d)
      const a = points[i]
      const b = points[i + 1]
      const heading = Math.round(headingOf(i)) % 360
      // Exact vertices at the ends so fraction 0 / 1 give the route's own start and end.
      if (t === 0) return { lat: a.lat, lng: a.lng, heading }
      if (t === 1) return { lat: b.lat, lng: b.lng, heading }
      return { lat: round6(a.lat + (b.lat - a.lat) * t), lng: round6(a.lng + (b.lng - a.lng) * t), heading }
    }
    remaining -= d
  }
  const last = points[points.length - 1]
  return { lat: last.lat, lng: last.lng, heading: Math.round(headingOf(lengths.length - 1)) % 360 }
}
