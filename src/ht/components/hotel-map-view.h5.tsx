import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { ProviderMapView } from '../../core/components/provider-map-view'
import type { HotelListItem } from '../api/hotel-search'
import { plotPoints } from '../stores/hotel-map'
import type { HotelMapViewProps } from './hotel-map-view'
import './hotel-map-view.scss'

export type { HotelMapViewProps } from './hotel-map-view'

/**
 * The map of the hotels on H5: the provider's tile map when a JavaScript map key is configured
 * (core ProviderMapView); otherwise, and until it loads, the hotels plotted by their coordinates in
 * a square around the reference point (the city centre or a landmark), with rings at half and full
 * radius for scale. A tap on a marker or dot selects the hotel (the screen shows its card). The
 * plot works offline and costs no third-party script, which is what the demo world uses.
 */
export function HotelMapView(props: HotelMapViewProps) {
  const { items, selectedId, onSelect, label, centre } = props
  const points = useMemo(() => items.map((h) => ({ id: h.hotelId, lat: h.lat, lng: h.lng, label: label(h) })), [items])
  return (
    <ProviderMapView centre={centre} points={points} selectedId={selectedId} onSelect={onSelect} testId='hotel-provider-map' fallback={<HotelPlot {...props} />} />
  )
}

/** The offline plot of the hotels. */
function HotelPlot({ items, centre, selectedId, onSelect, label, note }: HotelMapViewProps) {
  const plot = useMemo(() => plotPoints(items, centre), [items, centre.lat, centre.lng])
  const byId = useMemo(() => new Map(items.map((h) => [h.hotelId, h] as [string, HotelListItem])), [items])
  const selected = selectedId ? byId.get(selectedId) : undefined
  const selPoint = selectedId ? plot.points.find((p) => p.hotelId === selectedId) : undefined
  return (
    <View className='hotel-map-view' data-testid='hotel-map' data-half-km={plot.halfSideKm}>
      <View className='hotel-map-view__square'>
        <View className='hotel-map-view__ring hotel-map-view__ring--half' />
        <View className='hotel-map-view__ring' />
        <View className='hotel-map-view__axis hotel-map-view__axis--h' />
        <View className='hotel-map-view__axis hotel-map-view__axis--v' />
        <View className='hotel-map-view__centre' aria-label={centre.name}>
          <Text className='hotel-map-view__centre-name'>{centre.name}</Text>
        </View>
        {plot.points.map((p) => {
          const h = byId.get(p.hotelId)
          const on = p.hotelId === selectedId
          return (
            <View
              key={p.hotelId}
              className={`hotel-map-view__dot ${on ? 'hotel-map-view__dot--on' : ''} ${h?.agreement ? 'hotel-map-view__dot--agreement' : ''}`}
              style={{ left: `${(p.x * 100).toFixed(2)}%`, top: `${(p.y * 100).toFixed(2)}%` }}
              onClick={() => onSelect(p.hotelId)}
              aria-label={h ? label(h) : p.hotelId}
              data-testid={`map-dot-${p.hotelId}`}
              data-on={on ? '1' : '0'}
            />
          )
        })}
        {selected && selPoint ? (
          <View
            className={`hotel-map-view__bubble ${selPoint.x > 0.6 ? 'hotel-map-view__bubble--left' : ''}`}
            style={{ left: `${(selPoint.x * 100).toFixed(2)}%`, top: `${(selPoint.y * 100).toFixed(2)}%` }}
          >
            <Text className='hotel-map-view__bubble-text'>{label(selected)}</Text>
          </View>
        ) : null}
        <Text className='hotel-map-view__scale'>{`${plot.halfSideKm} km`}</Text>
      </View>
      <Text className='hotel-map-view__note'>{note}</Text>
    </View>
  )
}
