/**
 * The map of a hotel list (htMap): where each hotel of the current list lies around the reference
 * point (the city centre or a landmark). The mini-program draws them as markers of the Taro Map
 * component; H5 without a map key plots them in a square around the centre (an equirectangular
 * projection in km, which is faithful at a city's scale), so the screen works offline.
 */
import type { HotelListItem } from '../api/hotel-search'

export interface LatLng {
  lat: number
  lng: number
}

/** A hotel's place on the plot: x and y as fractions of the square's side (0..1, y down). */
export interface PlotPoint {
  hotelId: string
  x: number
  y: number
}

const KM_PER_DEG_LAT = 110.574
const KM_PER_DEG_LNG_EQUATOR = 111.32

/** Km east and north of `centre`. */
export function offsetKm(p: LatLng, centre: LatLng): { east: number; north: number } {
  const east = (p.lng - centre.lng) * KM_PER_DEG_LNG_EQUATOR * Math.cos((centre.lat * Math.PI) / 180)
  const north = (p.lat - centre.lat) * KM_PER_DEG_LAT
  return { east, north }
}

/**
 * The plot of hotels around a centre: the square's half side (km, rounded up to a whole km, at
 * least 1) fits nine hotels in ten with a margin, so one far-off hotel does not crowd the others
 * into the middle; the few beyond it sit on the square's edge in their direction.
 */
export function plotPoints(items: readonly Pick<HotelListItem, 'hotelId' | 'lat' | 'lng'>[], centre: LatLng): { points: PlotPoint[]; halfSideKm: number } {
  const offsets = items.map((h) => ({ id: h.hotelId, ...offsetKm(h, centre) }))
  const reach = offsets.map((o) => Math.max(Math.abs(o.east), Math.abs(o.north))).sort((a, b) => a - b)
  const p90 = reach.length ? reach[Math.floor(0.9 * (reach.length - 1))] : 0
  const halfSideKm = Math.max(1, Math.ceil(p90 * 1.12))
  const points = offsets.map((o) => {
    // Beyond the square: moved along its direction onto the edge.
    const over = Math.max(Math.abs(o.east), Math.abs(o.north)) / halfSideKm
    const k = over > 1 ? 1 / over : 1
    return {
      hotelId: o.id,
      x: clamp01(0.5 + (o.east * k) / (2 * halfSideKm)),
      y: clamp01(0.5 - (o.north * k) / (2 * halfSideKm)),
    }
  })
  return { points, halfSideKm }
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n))
}

/** A marker of the Taro Map component (the fields the app sets). */
export interface HotelMarker {
  id: number
  latitude: number
  longitude: number
  title: string
  width: number
  height: number
  callout: { content: string; display: 'BYCLICK' | 'ALWAYS'; padding: number; borderRadius: number; fontSize: number; color: string; bgColor: string }
}

/**
 * Markers for the mini-program map: the id is the row's index in the list (marker taps answer it),
 * the selected hotel's bubble always shows, the others' on tap.
 */
export function hotelMarkers(items: readonly HotelListItem[], selectedId: string | null, label: (h: HotelListItem) => string): HotelMarker[] {
  return items.map((h, i) => ({
    id: i,
    latitude: h.lat,
    longitude: h.lng,
    title: h.name,
    width: h.hotelId === selectedId ? 34 : 26,
    height: h.hotelId === selectedId ? 40 : 30,
    callout: {
      content: label(h),
      display: h.hotelId === selectedId ? 'ALWAYS' : 'BYCLICK',
      padding: 6,
      borderRadius: 6,
      fontSize: 12,
      color: '#1f2329',
      bgColor: '#ffffff',
    },
  }))
}

/** The points the map's view must include: the centre and every hotel. */
export function includePoints(items: readonly HotelListItem[], centre: LatLng): { latitude: number; longitude: number }[] {
  return [{ latitude: centre.lat, longitude: centre.lng }, ...items.map((h) => ({ latitude: h.lat, longitude: h.lng }))]
}
