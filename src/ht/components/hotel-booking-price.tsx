import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelBooking } from '../i18n/booking'
import type { HotelBookingStore } from '../stores/hotel-booking-store'
import './hotel-booking.scss'

/** The price details sheet: each night, the room total, the service fee of the trip type, the total and how it is paid. */
export const HotelBookingPrice = observer(function HotelBookingPrice({ store, onClose }: { store: HotelBookingStore; onClose: () => void }) {
  const tt = useScopedT(hotelBooking)
  const b = store.breakdown
  return (
    <View className='ht-book__sheet' onClick={onClose}>
      <View className='ht-book__sheet-panel' data-testid='breakdown'>
        <Text className='ht-book__card-title'>{tt('ht.edit.price')}</Text>
        {b.nightly.map((n) => (
          <View key={n.night} className='ht-book__line ht-book__line--night'>
            <Text>{tt('ht.edit.night', { night: n.night })}</Text>
            <Text>
              <Price value={n.price} decimals={0} /> × {b.rooms}
            </Text>
          </View>
        ))}
        <View className='ht-book__line'>
          <Text>{tt('ht.edit.roomLine', { rooms: b.rooms, nights: b.nights })}</Text>
          <Price value={b.roomTotal} testId='price-room' />
        </View>
        <View className='ht-book__line'>
          <Text>{store.serviceFeeLabel}</Text>
          <Price value={b.serviceFee} testId='price-service' />
        </View>
        <View className='ht-book__line ht-book__line--total'>
          <Text>{tt('ht.edit.total')}</Text>
          <Price value={b.total} testId='price-sum' />
        </View>
        <Text className='ht-book__hint'>{store.payAtHotel ? tt('ht.edit.payAtHotel', { amount: b.total }) : tt('ht.edit.payOnline')}</Text>
      </View>
    </View>
  )
})
