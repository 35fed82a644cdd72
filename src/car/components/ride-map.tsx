import { useMemo, type ComponentProps } from 'react'
import { Map } from '@tarojs/components'
import { rideIncludePoints, rideMarkers, ridePolyline, type RideMapInput } from '../stores/car-ride-map'
import './ride-map.scss'

export interface RideMapProps extends RideMapInput {
  /** The H5 sketch's note (H5 only). */
  note: string
}

/**
 * The ride's map (mini-program): the native map with the route as a polyline, the pick-up and
 * drop-off markers with their names, and the driver (turned to the car's heading) once one
 * accepted; the view fits all of them. The H5 build draws an SVG sketch instead (ride-map.h5.tsx).
 */
export function RideMap(props: RideMapProps) {
  const { from, to, points, driver, labels } = props
  // The default marker icon is used (no iconPath): the subpackage ships no image for it.
  const markers = useMemo(
    () => rideMarkers({ from, to, points, driver, labels }) as unknown as ComponentProps<typeof Map>['markers'],
    [from, to, driver?.lat, driver?.lng, driver?.heading, labels.driver],
  )
  const polyline = useMemo(() => ridePolyline({ from, to, points }) as unknown as ComponentProps<typeof Map>['polyline'], [points, from, to])
  const include = useMemo(() => rideIncludePoints({ from, to, driver }), [from, to, driver?.lat, driver?.lng])
  return (
    <Map
      className='ride-map ride-map--native'
      latitude={(from.lat + to.lat) / 2}
      longitude={(from.lng + to.lng) / 2}
      scale={12}
      markers={markers}
      polyline={polyline}
      includePoints={include}
      onError={() => undefined}
      data-testid='ride-map'
      data-markers={markers?.length ?? 0}
    />
  )
}
