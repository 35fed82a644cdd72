import { useMemo, type ComponentProps } from 'react'
import { Map } from '@tarojs/components'
import type { HotelListItem } from '../api/hotel-search'
import { hotelMarkers, includePoints, type LatLng } from '../stores/hotel-map'
import './hotel-map-view.scss'

export interface HotelMapViewProps {
  items: readonly HotelListItem[]
  centre: LatLng & { name: string }
  selectedId: string | null
  onSelect: (hotelId: string) => void
  /** A marker's bubble: the hotel's name and price. */
  label: (h: HotelListItem) => string
  /** The offline plot's note (H5 only). */
  note: string
}

/**
 * The map of the hotels (mini-program): the native map component with a marker per hotel, the view
 * fitted to the centre and every hotel; a tap on a marker or its bubble selects the hotel (the
 * screen shows its card). The H5 build draws a plot instead (hotel-map-view.h5.tsx).
 */
export function HotelMapView({ items, centre, selectedId, onSelect, label }: HotelMapViewProps) {
  // The default marker icon is used (no iconPath): the subpackage ships no image for it.
  const markers = useMemo(() => hotelMarkers(items, selectedId, label) as unknown as ComponentProps<typeof Map>['markers'], [items, selectedId])
  const points = useMemo(() => includePoints(items, centre), [items, centre.lat, centre.lng])
  const pick = (e: { detail: { markerId?: number | string } }) => {
    const h = items[Number(e.detail.markerId)]
    if (h) onSelect(h.hotelId)
  }
  return (
    <Map
      className='hotel-map-view hotel-map-view--native'
      latitude={centre.lat}
      longitude={centre.lng}
      scale={12}
      markers={markers}
      includePoints={points}
      onMarkerTap={pick}
      onCalloutTap={pick}
      onError={() => undefined}
      data-testid='hotel-map'
    />
  )
}
