/**
 * The ride's map, as data: markers and the route polyline for the mini-program's Map component,
 * and for H5 (no tile provider here) a plot of the route, pick-up, drop-off and driver scaled to
 * the route's bounds (an equirectangular projection in km, faithful at a city's scale) with a grid
 * whose step is a round number of km, so the sketch reads like a map.
 */
import type { LatLng } from '../api/car-order'

const KM_PER_DEG_LAT = 110.574
const KM_PER_DEG_LNG_EQUATOR = 111.32

/** Marker ids of the native map (taps answer them). */
export const MARKER = { pickup: 1, dropoff: 2, driver: 3 } as const

/** A marker of the Taro Map component (the fields the app sets). */
export interface RideMarker {
  id: number
  latitude: number
  longitude: number
  title: string
  width: number
  height: number
  rotate?: number
  callout: { content: string; display: 'ALWAYS' | 'BYCLICK'; padding: number; borderRadius: number; fontSize: number; color: string; bgColor: string }
}

/** What the map shows. */
export interface RideMapInput {
  from: LatLng & { name: string }
  to: LatLng & { name: string }
  points: readonly LatLng[]
  driver: (LatLng & { heading: number }) | null
  labels: { pickup: string; dropoff: string; driver: string }
}

function callout(content: string, bgColor: string, color = '#ffffff'): RideMarker['callout'] {
  return { content, display: 'ALWAYS', padding: 6, borderRadius: 6, fontSize: 12, color, bgColor }
}

/** Pick-up, drop-off and (once one accepted) the driver, for the mini-program map. */
export function rideMarkers(m: RideMapInput): RideMarker[] {
  const out: RideMarker[] = [
    { id: MARKER.pickup, latitude: m.from.lat, longitude: m.from.lng, title: m.from.name, width: 28, height: 34, callout: callout(`${m.labels.pickup} · ${m.from.name}`, '#16a34a') },
    { id: MARKER.dropoff, latitude: m.to.lat, longitude: m.to.lng, title: m.to.name, width: 28, height: 34, callout: callout(`${m.labels.dropoff} · ${m.to.name}`, '#dc2626') },
  ]
  if (m.driver) {
    out.push({
      id: MARKER.driver,
      latitude: m.driver.lat,
      longitude: m.driver.lng,
      title: m.labels.driver,
      width: 30,
      height: 36,
      rotate: m.driver.heading,
      callout: callout(m.labels.driver, '#1f2329'),
    })
  }
  return out
}

/** The route line of the mini-program map (the order's points, else a straight line). */
export function ridePolyline(m: Pick<RideMapInput, 'from' | 'to' | 'points'>): { points: { latitude: number; longitude: number }[]; color: string; width: number; arrowLine: boolean }[] {
  const pts = m.points.length >= 2 ? m.points : [m.from, m.to]
  return [{ points: pts.map((p) => ({ latitude: p.lat, longitude: p.lng })), color: '#2563ebDD', width: 6, arrowLine: true }]
}

/** Every point the map's view must include. */
export function rideIncludePoints(m: Pick<RideMapInput, 'from' | 'to' | 'driver'>): { latitude: number; longitude: number }[] {
  const pts: LatLng[] = [m.from, m.to, ...(m.driver ? [m.driver] : [])]
  return pts.map((p) => ({ latitude: p.lat, longitude: p.lng }))
}

/** A point of the plot in viewBox units. */
export interface PlotXY {
  x: number
  y: number
}

/** The H5 plot: a viewBox `width` × `height`, the route as an SVG path, the three spots, grid lines every `gridKm`. */
export interface RidePlot {
  width: number
  height: number
  path: string
  pickup: PlotXY
  dropoff: PlotXY
  driver: (PlotXY & { heading: number }) | null
  gridKm: number
  /** Grid line positions in viewBox units. */
  gridX: number[]
  gridY: number[]
  /** The grid step in viewBox units (for the scale bar). */
  gridUnits: number
}

const NICE_STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]

/**
 * Projects the route into a `width`-wide viewBox (the height follows the route's shape, between
 * 0.6 and 1.1 of the width, so a north–south ride is not a sliver), with a margin so the labels
 * at the ends stay inside.
 */
export function ridePlot(m: Pick<RideMapInput, 'from' | 'to' | 'points' | 'driver'>, width = 1000): RidePlot {
  const all: LatLng[] = [m.from, m.to, ...m.points, ...(m.driver ? [m.driver] : [])]
  const midLat = all.reduce((s, p) => s + p.lat, 0) / all.length
  const kx = KM_PER_DEG_LNG_EQUATOR * Math.cos((midLat * Math.PI) / 180)
  const toKm = (p: LatLng) => ({ e: p.lng * kx, n: p.lat * KM_PER_DEG_LAT })
  const km = all.map(toKm)
  const minE = Math.min(...km.map((p) => p.e))
  const maxE = Math.max(...km.map((p) => p.e))
  const minN = Math.min(...km.map((p) => p.n))
  const maxN = Math.max(...km.map((p) => p.n))
  // A ride of a few metres still gets a plot of some size.
  const spanE = Math.max(maxE - minE, 0.2)
  const spanN = Math.max(maxN - minN, 0.2)
  const height = Math.round(width * Math.min(1.1, Math.max(0.6, spanN / spanE)))
  const margin = 0.14
  const scale = Math.min((width * (1 - 2 * margin)) / spanE, (height * (1 - 2 * margin)) / spanN)
  const cE = (minE + maxE) / 2
  const cN = (minN + maxN) / 2
  const xy = (p: LatLng): PlotXY => {
    const k = toKm(p)
    return { x: round1(width / 2 + (k.e - cE) * scale), y: round1(height / 2 - (k.n - cN) * scale) }
  }
  const line = (m.points.length >= 2 ? m.points : [m.from, m.to]).map(xy)
  const path = line.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ')
  // About five grid lines across: the step is the round km value nearest a fifth of the width.
  const widthKm = width / scale
  const gridKm = NICE_STEPS.find((s) => s >= widthKm / 6) ?? NICE_STEPS[NICE_STEPS.length - 1]
  const gridUnits = gridKm * scale
  const gridX: number[] = []
  const gridY: number[] = []
  for (let x = (width / 2) % gridUnits; x <= width; x += gridUnits) gridX.push(round1(x))
  for (let y = (height / 2) % gridUnits; y <= height; y += gridUnits) gridY.push(round1(y))
  return {
    width,
    height,
    path,
    pickup: xy(m.from),
    dropoff: xy(m.to),
    driver: m.driver ? { ...xy(m.driver), heading: m.driver.heading } : null,
    gridKm,
    gridX,
    gridY,
    gridUnits: round1(gridUnits),
  }
}

function round1(n: number): number {
  return Math.round(n * 10) / 10
}
