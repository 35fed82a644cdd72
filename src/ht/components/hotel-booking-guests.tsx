import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FormField } from '../../core/components/form-field'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelBooking } from '../i18n/booking'
import type { HotelBookingStore } from '../stores/hotel-booking-store'
import './hotel-booking.scss'

export interface HotelBookingGuestsProps {
  store: HotelBookingStore
  /** Opens the traveller picker for a room. */
  onPick: (mode: 'colleague' | 'contact', roomIndex: number) => void
  say: (message: string | null) => void
}

/** The guests of each room: who (employee, frequent traveller, named guest), English names for international hotels. */
export const HotelBookingGuests = observer(function HotelBookingGuests({ store, onPick, say }: HotelBookingGuestsProps) {
  const tt = useScopedT(hotelBooking)
  return (
    <View className='ht-book__card' data-testid='guests'>
      <View className='ht-book__card-head'>
        <Text className='ht-book__card-title'>{tt('ht.edit.guests')}</Text>
        <Text className='ht-book__count'>{tt('ht.edit.guestCount', { max: store.perRoom })}</Text>
      </View>
      {store.intl ? <Text className='ht-book__hint'>{tt('ht.edit.englishHint')}</Text> : null}
      {store.rooms.map((room, ri) => (
        <View key={ri} className='ht-book__room' data-testid={`room-${ri}`}>
          {store.rooms.length > 1 ? <Text className='ht-book__room-title'>{tt('ht.edit.room', { n: ri + 1 })}</Text> : null}
          {room.length === 0 ? <Text className='ht-book__empty'>{tt('ht.edit.noGuests')}</Text> : null}
          {room.map((g, gi) => (
            <View key={g.key} className='ht-book__guest' data-testid={`guest-${ri}-${gi}`} data-source={g.source}>
              <View className='ht-book__guest-row'>
                {g.source === 'guest' ? (
                  <View className='ht-book__guest-input'>
                    <FormField
                      name={`guestName-${ri}-${gi}`}
                      label={tt('ht.edit.guestName')}
                      value={g.name}
                      onChange={(v) => store.setGuestField(g.key, 'name', v)}
                      placeholder={tt('ht.edit.guestNamePh')}
                      maxlength={50}
                    />
                  </View>
                ) : (
                  <Text className='ht-book__guest-name'>{g.name}</Text>
                )}
                <Text className='ht-book__remove' onClick={() => store.removeGuest(g.key)} data-testid={`guest-${ri}-${gi}-remove`}>
                  {tt('ht.edit.remove')}
                </Text>
              </View>
              {store.intl ? (
                <View className='ht-book__english'>
                  <FormField
                    name={`surname-${ri}-${gi}`}
                    label={tt('ht.edit.surname')}
                    value={g.surname}
                    onChange={(v) => store.setGuestField(g.key, 'surname', v)}
                    placeholder={tt('ht.edit.surnamePh')}
                    maxlength={30}
                  />
                  <FormField
                    name={`given-${ri}-${gi}`}
                    label={tt('ht.edit.given')}
                    value={g.given}
                    onChange={(v) => store.setGuestField(g.key, 'given', v)}
                    placeholder={tt('ht.edit.givenPh')}
                    maxlength={30}
                  />
                </View>
              ) : null}
              {store.guestErrors[g.key] ? <Text className='ht-book__field-error'>{store.guestErrors[g.key]}</Text> : null}
            </View>
          ))}
          {room.length < store.perRoom ? (
            <View className='ht-book__adders'>
              {!store.hasSelf ? (
                <Text className='ht-book__adder' onClick={() => void store.addSelf(ri).then(say)} data-testid={`add-self-${ri}`}>
                  + {tt('ht.edit.addSelf')}
                </Text>
              ) : null}
              {store.canPickColleagues ? (
                <Text className='ht-book__adder' onClick={() => onPick('colleague', ri)} data-testid={`add-colleague-${ri}`}>
                  + {tt('ht.edit.addColleague')}
                </Text>
              ) : null}
              {store.canAddOutside ? (
                <>
                  <Text className='ht-book__adder' onClick={() => onPick('contact', ri)} data-testid={`add-contact-${ri}`}>
                    + {tt('ht.edit.addContact')}
                  </Text>
                  <Text className='ht-book__adder' onClick={() => say(store.addGuest(ri))} data-testid={`add-guest-${ri}`}>
                    + {tt('ht.edit.addGuest')}
                  </Text>
                </>
              ) : null}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
})
