import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useScopedT } from '../../core/hooks/use-t'
import { hotelOrder } from '../i18n/order'
import './hotel-order-ui.scss'

/** Dials a number (the phone's dialler on both targets); a refusal or a desktop browser is left alone. */
export function callPhone(phone: string): void {
  if (!phone) return
  void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}

export interface HotelOrderContactProps {
  hotelPhone: string
  servicePhone: string
  onClose: () => void
}

/** The lines an order's guest may call: the hotel, and the company's travel service line when it has one. */
export function HotelOrderContact({ hotelPhone, servicePhone, onClose }: HotelOrderContactProps) {
  const tt = useScopedT(hotelOrder)
  const lines = [
    { key: 'hotel', label: tt('ht.order.contactHotel'), phone: hotelPhone },
    { key: 'service', label: tt('ht.order.contactService'), phone: servicePhone },
  ].filter((l) => l.phone)
  return (
    <View className='hto-sheet' data-testid='contact-sheet'>
      <View className='hto-sheet__mask' onClick={onClose} />
      <View className='hto-sheet__panel'>
        <Text className='hto-sheet__title'>{tt('ht.order.contactTitle')}</Text>
        {lines.map((l) => (
          <View key={l.key} className='hto-sheet__item' onClick={() => callPhone(l.phone)} data-testid={`contact-${l.key}`}>
            <Text className='hto-sheet__label'>{l.label}</Text>
            <Text className='hto-sheet__phone'>{l.phone}</Text>
          </View>
        ))}
        <Text className='hto-sheet__close' onClick={onClose} data-testid='contact-close'>
          {tt('ht.order.contactClose')}
        </Text>
      </View>
    </View>
  )
}
