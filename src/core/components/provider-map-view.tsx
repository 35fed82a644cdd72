import type { ReactNode } from 'react'

/** A point on a provider map. */
export interface ProviderMapPoint {
  id: string
  lat: number
  lng: number
  /** What a marker's title says. */
  label: string
  /** Marker style: a plain dot (default), or the start / end of a route. */
  kind?: 'dot' | 'start' | 'end'
}

export interface ProviderMapViewProps {
  centre: { lat: number; lng: number }
  points: readonly ProviderMapPoint[]
  /** Routes drawn as polylines. */
  lines?: readonly (readonly { lat: number; lng: number }[])[]
  selectedId: string | null
  onSelect?: (id: string) => void
  testId?: string
}

/**
 * The mini-program draws maps with its native Map component; the provider's JavaScript map is an
 * H5 thing (provider-map-view.h5.tsx). Here the screen's own drawing is shown as it is.
 */
export function ProviderMapView({ fallback }: ProviderMapViewProps & { fallback: ReactNode }) {
  return <>{fallback}</>
}
