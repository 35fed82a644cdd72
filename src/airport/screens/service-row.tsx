import { Text, View } from '@tarojs/components'
import { useScopedT } from '../../core/hooks/use-t'
import type { AirportServiceItem } from '../api/airport-service'
import { airportDict } from '../i18n/airport'

/** One service of a list: name, where, when, what it offers, the price per person, places left and the book button. */
export function ServiceRow({ item, onBook }: { item: AirportServiceItem; onBook: () => void }) {
  const tt = useScopedT(airportDict)
  return (
    <View className='ap__service' data-testid='service' data-service-id={item.serviceId}>
      <View className='ap__service-main'>
        <Text className='ap__name'>{item.name}</Text>
        <Text className='ap__muted'>{item.location}</Text>
        <Text className='ap__muted'>{tt('common.openHours', { hours: item.openHours })}</Text>
        <View className='ap__tags'>
          {item.highlights.slice(0, 3).map((h) => (
            <Text key={h} className='ap__tag'>
              {h}
            </Text>
          ))}
        </View>
      </View>
      <View className='ap__side'>
        <Text className='ap__price'>
          ¥{item.price}
          <Text className='ap__per'>{tt('common.perPerson')}</Text>
        </Text>
        <Text className='ap__per'>{item.soldOut ? tt('common.soldOut') : tt('common.left', { n: item.left })}</Text>
        <Text className={`ap__book ${item.soldOut ? 'ap__book--off' : ''}`} onClick={item.soldOut ? undefined : onBook} data-testid='service-book'>
          {item.soldOut ? tt('common.soldOut') : tt('common.book')}
        </Text>
      </View>
    </View>
  )
}
