import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import type { RatePlanView, RoomTypeView } from '../api/hotel-booking'
import { hotelBooking } from '../i18n/booking'
import { breakfastText, cancelRuleText, planBlock } from '../stores/hotel-rooms-store'
import './hotel-room-type.scss'

export interface HotelRoomTypeProps {
  room: RoomTypeView
  nights: number
  roomCount: number
  business: boolean
  open: boolean
  onToggle: () => void
  onBook: (plan: RatePlanView) => void
  /** The price key being checked (priceValidate). */
  checkingKey: string
}

/** A room type of the hotel with its rate plans: breakfast, bed, cancellation, guarantee, rooms left, prices and the policy mark. */
export const HotelRoomType = observer(function HotelRoomType({ room, nights, roomCount, business, open, onToggle, onBook, checkingKey }: HotelRoomTypeProps) {
  const tt = useScopedT(hotelBooking)
  const facts = [room.bed, tt('ht.rooms.area', { n: room.areaSqm }), tt('ht.rooms.occupancy', { n: room.maxOccupancy }), room.window ? tt('ht.rooms.window') : tt('ht.rooms.noWindow')]
  return (
    <View className='ht-room' data-testid={`room-${room.roomTypeId}`}>
      <View className='ht-room__head' onClick={onToggle} data-testid={`room-toggle-${room.roomTypeId}`}>
        <View className='ht-room__main'>
          <Text className='ht-room__name'>{room.name}</Text>
          <Text className='ht-room__facts'>{facts.join(' · ')}</Text>
          {room.roomsLeft > 0 && room.roomsLeft <= 3 ? <Text className='ht-room__left'>{tt('ht.rooms.left', { n: room.roomsLeft })}</Text> : null}
        </View>
        <View className='ht-room__side'>
          {room.lowestPrice !== null ? (
            <View className='ht-room__from'>
              <Price value={room.lowestPrice} decimals={0} className='ht-room__from-price' />
              <Text className='ht-room__from-text'>{tt('ht.rooms.from')}</Text>
            </View>
          ) : (
            <Text className='ht-room__none'>{tt('ht.rooms.full')}</Text>
          )}
          <Text className='ht-room__count'>
            {tt('ht.rooms.plans', { n: room.plans.length })} {open ? '▴' : '▾'}
          </Text>
        </View>
      </View>
      {open
        ? room.plans.map((p) => {
            const block = planBlock(p, business)
            const policy = business ? (p.wb === 0 ? 'ok' : p.wb === 1 ? 'over' : 'no') : ''
            return (
              <View key={p.ratePlanId} className='ht-plan' data-testid={`plan-${p.ratePlanId}`} data-wb={String(p.wb)} data-cancel={p.cancelType} data-guarantee={p.guarantee} data-payment={p.payment}>
                <View className='ht-plan__main'>
                  <View className='ht-plan__title-row'>
                    <Text className='ht-plan__name'>{p.name}</Text>
                    {p.agreement ? <Text className='ht-plan__tag ht-plan__tag--agreement'>{tt('ht.rooms.agreement')}</Text> : null}
                  </View>
                  <Text className='ht-plan__line'>
                    {breakfastText(p.breakfast)} · {room.bed} · {p.payment === 'PREPAY' ? tt('ht.rooms.prepay') : tt('ht.rooms.payAtHotel')}
                  </Text>
                  <Text className={`ht-plan__cancel ht-plan__cancel--${p.cancelType}`} data-testid='plan-cancel'>
                    {cancelRuleText(p.cancelType, p.cancelDeadline)}
                  </Text>
                  {p.guarantee !== 'NONE' ? <Text className='ht-plan__guarantee'>{tt(`ht.guarantee.${p.guarantee}`)}</Text> : null}
                  {policy ? (
                    <Text className={`ht-plan__policy ht-plan__policy--${policy}`} data-testid='plan-policy'>
                      {p.wb === 0 ? tt('ht.rooms.inPolicy') : p.wb === 1 ? tt('ht.rooms.outPolicy') : tt('ht.rooms.forbidden')}
                    </Text>
                  ) : null}
                </View>
                <View className='ht-plan__side'>
                  {p.avgPrice !== null ? (
                    <>
                      <Price value={p.avgPrice} decimals={0} className='ht-plan__avg' testId='plan-avg' />
                      <Text className='ht-plan__avg-text'>{tt('ht.rooms.avg')}</Text>
                      <Text className='ht-plan__total'>
                        {tt('ht.rooms.total', { nights, rooms: roomCount })} <Price value={p.totalPrice} decimals={0} />
                      </Text>
                    </>
                  ) : null}
                  <View
                    className={`ht-plan__book ${block ? 'ht-plan__book--off' : ''}`}
                    onClick={() => onBook(p)}
                    data-testid={`book-${p.ratePlanId}`}
                    aria-disabled={block ? 'true' : undefined}
                  >
                    {checkingKey === p.priceKey ? '…' : block || tt('ht.rooms.book')}
                  </View>
                </View>
              </View>
            )
          })
        : null}
    </View>
  )
})
