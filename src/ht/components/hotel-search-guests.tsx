import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { Counter } from '../../core/components/counter'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelSearchDict } from '../i18n/search'
import { MAX_ROOMS, type HotelSearchStore } from '../stores/hotel-search-store'
import './hotel-search-guests.scss'

export interface HotelGuestsSheetProps {
  visible: boolean
  store: HotelSearchStore
  onClose: () => void
}

/** Rooms, adults and children with the core counter, inside the limits of booking flows §9 (the store keeps them consistent). */
export const HotelGuestsSheet = observer(function HotelGuestsSheet({ visible, store, onClose }: HotelGuestsSheetProps) {
  const tt = useScopedT(hotelSearchDict)
  const row = (label: string, hint: string | null, value: number, min: number, max: number, onChange: (n: number) => void, testId: string) => (
    <View className='ht-guests__row'>
      <View className='ht-guests__label'>
        <Text className='ht-guests__name'>{label}</Text>
        {hint ? <Text className='ht-guests__hint'>{hint}</Text> : null}
      </View>
      <Counter value={value} min={min} max={max} onChange={onChange} testId={testId} minusLabel={tt('query.minus', { what: label })} plusLabel={tt('query.plus', { what: label })} />
    </View>
  )
  return (
    <Popup visible={visible} position='bottom' round onClose={onClose}>
      {visible ? (
        <View className='ht-guests' data-testid='guests-sheet'>
          <Text className='ht-guests__title'>{tt('query.guests')}</Text>
          {row(tt('query.rooms'), null, store.rooms, 1, MAX_ROOMS, (n) => store.setRooms(n), 'rooms')}
          {row(tt('query.adults'), null, store.adults, store.rooms, store.adultsMax, (n) => store.setAdults(n), 'adults')}
          {row(tt('query.children'), tt('query.childrenHint'), store.children, 0, store.childrenMax, (n) => store.setChildren(n), 'children')}
          <Text className='ht-guests__note'>{tt('query.guestsNote')}</Text>
          <View className='ht-guests__done' onClick={onClose} data-testid='guests-done'>
            {tt('query.guestsDone')}
          </View>
        </View>
      ) : null}
    </Popup>
  )
})
