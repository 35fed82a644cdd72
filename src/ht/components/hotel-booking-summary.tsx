import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelBooking } from '../i18n/booking'
import type { HotelBookingStore } from '../stores/hotel-booking-store'
import { breakfastText, cancelRuleText } from '../stores/hotel-rooms-store'
import './hotel-booking.scss'

/** The chosen hotel, room and rate plan on the booking form: the stay, breakfast, bed, cancellation and guarantee. */
export const HotelBookingSummary = observer(function HotelBookingSummary({ store }: { store: HotelBookingStore }) {
  const tt = useScopedT(hotelBooking)
  const p = store.params
  const plan = store.plan
  const room = store.room
  if (!p || !plan || !room) return null
  const q = store.quote
  const cancelType = q?.cancelType ?? plan.cancelType
  const deadline = q ? q.cancelDeadline : plan.cancelDeadline
  const guarantee = q?.guarantee ?? plan.guarantee
  return (
    <View className='ht-book-summary' data-testid='booking-summary'>
      <Text className='ht-book-summary__hotel' data-testid='summary-hotel'>
        {store.detail?.name ?? ''}
      </Text>
      <Text className='ht-book-summary__stay'>
        {tt('ht.rooms.stay', { in: p.checkIn.slice(5), out: p.checkOut.slice(5) })} · {tt('ht.rooms.nights', { n: store.nights })}
      </Text>
      <Text className='ht-book-summary__room' data-testid='summary-room'>
        {room.name} · {plan.name}
      </Text>
      <Text className='ht-book-summary__line'>
        {breakfastText(plan.breakfast)} · {room.bed} · {tt('ht.rooms.roomsGuests', { rooms: p.rooms, adults: p.adults })} ·{' '}
        {plan.payment === 'PREPAY' ? tt('ht.rooms.prepay') : tt('ht.rooms.payAtHotel')}
      </Text>
      <Text className={`ht-book-summary__cancel ht-book-summary__cancel--${cancelType}`} data-testid='summary-cancel'>
        {cancelRuleText(cancelType, deadline)}
      </Text>
      {guarantee !== 'NONE' ? <Text className='ht-book-summary__guarantee'>{tt(`ht.guarantee.${guarantee}`)}</Text> : null}
    </View>
  )
})
