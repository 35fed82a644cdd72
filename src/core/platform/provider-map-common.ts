/**
 * The part of the provider's JavaScript map API (Tencent GL map, `TMap`) the app uses, typed
 * here so nothing else touches the global: a map, markers and polylines.
 */
export interface ProviderLatLng {
  getLat(): number
  getLng(): number
}

export interface ProviderMap {
  setCenter(p: ProviderLatLng): void
  fitBounds(bounds: unknown, options?: { padding?: number }): void
  destroy(): void
}

export interface ProviderGeometry {
  id: string
  styleId?: string
  position: ProviderLatLng
  properties?: Record<string, unknown>
}

export interface ProviderMarkers {
  setGeometries(g: ProviderGeometry[]): void
  on(event: 'click', handler: (e: { geometry: ProviderGeometry }) => void): void
  setMap(map: ProviderMap | null): void
}

export interface ProviderPolyline {
  setMap(map: ProviderMap | null): void
}

/** The `TMap` namespace. */
export interface ProviderMapNs {
  Map: new (container: HTMLElement, options: { center: ProviderLatLng; zoom: number; viewMode?: string }) => ProviderMap
  LatLng: new (lat: number, lng: number) => ProviderLatLng
  LatLngBounds: new (sw: ProviderLatLng, ne: ProviderLatLng) => unknown
  MultiMarker: new (options: { map: ProviderMap; styles?: Record<string, unknown>; geometries: ProviderGeometry[] }) => ProviderMarkers
  MarkerStyle: new (options: Record<string, unknown>) => unknown
  MultiPolyline: new (options: { map: ProviderMap; styles?: Record<string, unknown>; geometries: { id: string; styleId?: string; paths: ProviderLatLng[] }[] }) => ProviderPolyline
  PolylineStyle: new (options: Record<string, unknown>) => unknown
}
