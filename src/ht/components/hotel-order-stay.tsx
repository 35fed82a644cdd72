import { Text, View } from '@tarojs/components'
import { useScopedT } from '../../core/hooks/use-t'
import type { HtOrderDetail } from '../api/hotel-order'
import { hotelOrder } from '../i18n/order'
import { dayWithWeekday, stayNights } from '../stores/hotel-order-format'
import './hotel-order-ui.scss'

export interface HotelOrderStayProps {
  order: Pick<HtOrderDetail, 'hotel' | 'room' | 'plan' | 'checkInDate' | 'checkOutDate' | 'roomCount' | 'nights'>
  /** The address and the call button (the order detail); the cancellation shows the short card. */
  full?: boolean
  onCall?: () => void
}

/**
 * The hotel of an order, its room and rate plan, and the stay: name, stars, brand, address, the
 * room with its bed and breakfast, check-in and check-out with their weekdays, nights and rooms.
 * Shared by the order detail and the cancellation screen.
 */
export function HotelOrderStay({ order: o, full, onCall }: HotelOrderStayProps) {
  const tt = useScopedT(hotelOrder)
  const nights = o.nights.length || stayNights(o.checkInDate, o.checkOutDate)
  return (
    <View className='hto-card hto-hotel' data-testid='hotel-stay'>
      <Text className='hto-hotel__name' data-testid='hotel-name'>
        {o.hotel.name}
      </Text>
      <View className='hto-hotel__meta'>
        {o.hotel.star > 0 ? (
          <Text className='hto-hotel__stars' data-testid='hotel-star' data-star={o.hotel.star} aria-label={tt('ht.common.star', { n: o.hotel.star })}>
            {'★'.repeat(Math.min(5, o.hotel.star))}
          </Text>
        ) : null}
        <Text>{[o.hotel.brandName, o.hotel.cityName].filter(Boolean).join(' · ')}</Text>
        {o.plan.agreement ? <Text className='hto-tag'>{tt('ht.order.agreement')}</Text> : null}
      </View>
      {full ? (
        <Text className='hto-hotel__address' data-testid='hotel-address'>
          {o.hotel.address}
        </Text>
      ) : null}
      {full && o.hotel.phone && onCall ? (
        <Text className='hto-hotel__call' onClick={onCall} data-testid='call-hotel'>
          {tt('ht.order.callHotel')}
        </Text>
      ) : null}
      <Text className='hto-hotel__room' data-testid='hotel-room'>
        {o.room.name}
      </Text>
      <Text className='hto-hotel__plan' data-testid='hotel-plan'>
        {/* The breakfast once: a plan named by it ('不含早 · 限时取消') does not repeat it. */}
        {[o.room.bed, o.plan.name.includes(o.plan.breakfastText) ? '' : o.plan.breakfastText].filter(Boolean).join(' · ')}
      </Text>
      {o.plan.name ? (
        <Text className='hto-hotel__rate' data-testid='hotel-rate'>
          {o.plan.name}
        </Text>
      ) : null}
      <View className='hto-stay' data-testid='hotel-dates' data-in={o.checkInDate} data-out={o.checkOutDate}>
        <View className='hto-stay__end'>
          <Text className='hto-stay__label'>{tt('ht.order.checkIn')}</Text>
          <Text className='hto-stay__date'>{dayWithWeekday(o.checkInDate)}</Text>
        </View>
        <Text className='hto-stay__nights' data-testid='hotel-nights' data-nights={nights}>
          {tt('ht.common.nights', { n: nights })} · {tt('ht.common.rooms', { n: o.roomCount })}
        </Text>
        <View className='hto-stay__end hto-stay__end--right'>
          <Text className='hto-stay__label'>{tt('ht.order.checkOut')}</Text>
          <Text className='hto-stay__date'>{dayWithWeekday(o.checkOutDate)}</Text>
        </View>
      </View>
    </View>
  )
}
