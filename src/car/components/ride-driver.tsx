import { Text, View } from '@tarojs/components'
import { useScopedT } from '../../core/hooks/use-t'
import type { CarDriver } from '../api/car-order'
import { carOrder } from '../i18n/order'
import { RideCall } from './ride-call'
import './ride-ui.scss'

export interface RideDriverProps {
  driver: CarDriver
  /** Offer the call button (a live ride; not after it ended). */
  callable: boolean
}

/** The driver card: name and rating, plate, car model and colour, and the call button for the virtual number. */
export function RideDriver({ driver, callable }: RideDriverProps) {
  const tt = useScopedT(carOrder)
  return (
    <View className='ride-card ride-driver' data-testid='ride-driver'>
      <View className='ride-driver__avatar'>
        <Text className='ride-driver__initial'>{driver.name.slice(0, 1)}</Text>
      </View>
      <View className='ride-driver__main'>
        <Text className='ride-driver__plate' data-testid='driver-plate'>
          {driver.plate}
        </Text>
        <Text className='ride-driver__car' data-testid='driver-car'>
          {[driver.color, driver.carModel].filter(Boolean).join(' · ')}
        </Text>
        <View className='ride-driver__who'>
          <Text className='ride-driver__name' data-testid='driver-name'>
            {driver.name}
          </Text>
          <Text className='ride-driver__rating' data-testid='driver-rating'>
            ★ {tt('car.ride.rating', { n: driver.rating.toFixed(1) })}
          </Text>
        </View>
      </View>
      {callable && driver.phone ? <RideCall phone={driver.phone} label={tt('car.ride.call')} className='ride-driver__call' /> : null}
    </View>
  )
}
