import { useMemo } from 'react'
import { ProviderMapView, type ProviderMapPoint } from '../../core/components/provider-map-view'
import { ridePlot } from '../stores/car-ride-map'
import type { RideMapProps } from './ride-map'
import './ride-map.scss'

export type { RideMapProps } from './ride-map'

/**
 * The ride's map on H5: the provider's tile map when a JavaScript map key is configured (core
 * ProviderMapView: pick-up, drop-off and the driver as markers, the route as a line); otherwise,
 * and until it loads, an SVG sketch scaled to the route's bounds: a light street-map background
 * with a km grid and a scale bar, the route line, the pick-up (green) and drop-off (red) pins with
 * their names, and the driver's car turned to its heading once a driver accepted. The sketch works
 * offline, with no third-party script.
 */
export function RideMap(props: RideMapProps) {
  const { from, to, points, driver, labels } = props
  const markers = useMemo<ProviderMapPoint[]>(
    () => [
      { id: 'pickup', lat: from.lat, lng: from.lng, label: `${labels.pickup} ${from.name}`, kind: 'start' },
      { id: 'dropoff', lat: to.lat, lng: to.lng, label: `${labels.dropoff} ${to.name}`, kind: 'end' },
      ...(driver ? [{ id: 'driver', lat: driver.lat, lng: driver.lng, label: labels.driver }] : []),
    ],
    [from, to, driver?.lat, driver?.lng, labels.driver],
  )
  const lines = useMemo(() => [points], [points])
  return <ProviderMapView centre={from} points={markers} lines={lines} selectedId={null} testId='ride-provider-map' fallback={<RideSketch {...props} />} />
}

/** The offline sketch of the ride. */
function RideSketch({ from, to, points, driver, labels, note }: RideMapProps) {
  const plot = useMemo(() => ridePlot({ from, to, points, driver }), [from, to, points, driver?.lat, driver?.lng, driver?.heading])
  const { width: w, height: h } = plot
  const labelX = (x: number) => Math.min(w - 16, Math.max(16, x))
  const anchor = (x: number) => (x < w * 0.25 ? 'start' : x > w * 0.75 ? 'end' : 'middle')
  const pin = (p: { x: number; y: number }, colour: string, text: string, name: string, testId: string) => (
    <g data-testid={testId} data-x={p.x} data-y={p.y}>
      <path d={`M${p.x} ${p.y} l-16 -30 a18 18 0 1 1 32 0 z`} fill={colour} stroke='#fff' strokeWidth='4' />
      <circle cx={p.x} cy={p.y - 38} r='7' fill='#fff' />
      <text x={labelX(p.x)} y={p.y + 40} textAnchor={anchor(p.x)} className='ride-map__label' fontSize='30' strokeWidth='8'>
        <tspan className='ride-map__label-kind' fill={colour}>
          {text}
        </tspan>
        <tspan> {name.length > 16 ? `${name.slice(0, 15)}…` : name}</tspan>
      </text>
    </g>
  )
  return (
    <div className='ride-map' data-testid='ride-map' data-markers={driver ? 3 : 2}>
      <svg className='ride-map__svg' viewBox={`0 0 ${w} ${h}`} role='img' aria-label={`${labels.pickup} ${from.name} → ${labels.dropoff} ${to.name}`}>
        <rect x='0' y='0' width={w} height={h} fill='#eef2f0' />
        {/* Blocks between the grid lines, like city blocks, so the sketch reads as a map. */}
        {plot.gridX.map((x) => (
          <line key={`x${x}`} x1={x} y1='0' x2={x} y2={h} stroke='#ffffff' strokeWidth='10' />
        ))}
        {plot.gridY.map((y) => (
          <line key={`y${y}`} x1='0' y1={y} x2={w} y2={y} stroke='#ffffff' strokeWidth='10' />
        ))}
        <path d={plot.path} fill='none' stroke='#93b4f5' strokeWidth='22' strokeLinecap='round' strokeLinejoin='round' />
        <path d={plot.path} fill='none' stroke='#2563eb' strokeWidth='10' strokeLinecap='round' strokeLinejoin='round' data-testid='ride-route' />
        {pin(plot.pickup, '#16a34a', labels.pickup, from.name, 'map-pickup')}
        {pin(plot.dropoff, '#dc2626', labels.dropoff, to.name, 'map-dropoff')}
        {plot.driver ? (
          <g data-testid='map-driver' data-x={plot.driver.x} data-y={plot.driver.y} transform={`translate(${plot.driver.x} ${plot.driver.y})`}>
            <circle r='30' fill='#1f2329' opacity='0.15' />
            <g transform={`rotate(${plot.driver.heading})`}>
              <rect x='-12' y='-20' width='24' height='40' rx='8' fill='#1f2329' stroke='#fff' strokeWidth='4' />
              <rect x='-8' y='-14' width='16' height='9' rx='2' fill='#9ec5ff' />
            </g>
            <text y='-38' textAnchor='middle' className='ride-map__label' fontSize='26' strokeWidth='8'>
              {labels.driver}
            </text>
          </g>
        ) : null}
        <g transform={`translate(24 ${h - 28})`}>
          <rect x='-8' y='-30' width={plot.gridUnits + 16} height='44' rx='6' fill='#ffffff' opacity='0.85' />
          <line x1='0' y1='0' x2={plot.gridUnits} y2='0' stroke='#1f2329' strokeWidth='4' />
          <line x1='0' y1='-8' x2='0' y2='0' stroke='#1f2329' strokeWidth='4' />
          <line x1={plot.gridUnits} y1='-8' x2={plot.gridUnits} y2='0' stroke='#1f2329' strokeWidth='4' />
          <text x={plot.gridUnits / 2} y='-10' textAnchor='middle' className='ride-map__scale' fontSize='22'>{`${plot.gridKm} km`}</text>
        </g>
        <text x={w - 20} y='40' textAnchor='end' className='ride-map__north' fontSize='26'>
          N ↑
        </text>
      </svg>
      <p className='ride-map__note'>{note}</p>
    </div>
  )
}
