import { useEffect, useRef, useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { loadProviderMap, providerMapKey, type ProviderMap, type ProviderMapNs, type ProviderMarkers } from '../platform/provider-map'
import type { ProviderMapViewProps } from './provider-map-view'
import './provider-map-view.scss'

export type { ProviderMapViewProps, ProviderMapPoint } from './provider-map-view'

/**
 * A provider (tile) map on H5 when a JavaScript map key is configured: the points as markers, the
 * lines as polylines, the view fitted to them; a tap on a marker selects its point. Until the
 * provider's script has loaded — and for good when there is no key or it cannot load — the
 * screen's own plot (`fallback`) stands in, so the screen works offline.
 */
export function ProviderMapView({ centre, points, lines = [], selectedId, onSelect, fallback, testId }: ProviderMapViewProps & { fallback: ReactNode }) {
  const [ns, setNs] = useState<ProviderMapNs | null>(null)
  const box = useRef<HTMLDivElement | null>(null)
  const map = useRef<ProviderMap | null>(null)
  const markers = useRef<ProviderMarkers | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect

  useEffect(() => {
    if (!providerMapKey()) return undefined
    let live = true
    void loadProviderMap().then((loaded) => {
      if (live) setNs(loaded)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!ns || !box.current) return undefined
    const m = new ns.Map(box.current, { center: new ns.LatLng(centre.lat, centre.lng), zoom: 12 })
    map.current = m
    return () => {
      markers.current = null
      map.current = null
      m.destroy()
    }
  }, [ns])

  useEffect(() => {
    const m = map.current
    if (!ns || !m) return undefined
    const geometries = points.map((p) => ({
      id: p.id,
      styleId: p.id === selectedId ? 'on' : p.kind ?? 'dot',
      position: new ns.LatLng(p.lat, p.lng),
      properties: { title: p.label },
    }))
    const layer = new ns.MultiMarker({
      map: m,
      styles: {
        dot: new ns.MarkerStyle({ width: 20, height: 28, anchor: { x: 10, y: 28 } }),
        on: new ns.MarkerStyle({ width: 28, height: 40, anchor: { x: 14, y: 40 } }),
        start: new ns.MarkerStyle({ width: 24, height: 34, anchor: { x: 12, y: 34 } }),
        end: new ns.MarkerStyle({ width: 24, height: 34, anchor: { x: 12, y: 34 } }),
      },
      geometries,
    })
    layer.on('click', (e) => select.current?.(e.geometry.id))
    markers.current = layer
    const paths = lines.filter((l) => l.length > 1)
    const poly = paths.length
      ? new ns.MultiPolyline({
          map: m,
          styles: { route: new ns.PolylineStyle({ color: '#1677ff', width: 6, borderWidth: 1, borderColor: '#ffffff' }) },
          geometries: paths.map((l, i) => ({ id: `line${i}`, styleId: 'route', paths: l.map((p) => new ns.LatLng(p.lat, p.lng)) })),
        })
      : null
    const all = [...points, ...paths.flat(), centre]
    const lats = all.map((p) => p.lat)
    const lngs = all.map((p) => p.lng)
    if (all.length > 1) {
      m.fitBounds(new ns.LatLngBounds(new ns.LatLng(Math.min(...lats), Math.min(...lngs)), new ns.LatLng(Math.max(...lats), Math.max(...lngs))), { padding: 40 })
    }
    return () => {
      layer.setMap(null)
      poly?.setMap(null)
    }
  }, [ns, points, lines, selectedId, centre.lat, centre.lng])

  return (
    <View className='provider-map-view' data-testid={testId} data-provider={ns ? 'tile' : 'plot'}>
      {ns ? <div ref={box} className='provider-map-view__box' /> : fallback}
    </View>
  )
}
