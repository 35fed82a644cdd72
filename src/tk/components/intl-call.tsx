import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { intlDict } from '../i18n/intl'
import './intl.scss'

/** International after-sales go through customer service (§8): the note and the service line. */
export const IntlServiceNote = observer(function IntlServiceNote({ phone, note }: { phone: string; note?: string }) {
  const tt = useScopedT(intlDict)
  return (
    <View className='intl-service' data-testid='intl-service'>
      <Text className='intl-service__text'>{note || tt('detail.intlNote')}</Text>
      <View className='intl-service__call' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)} data-testid='intl-call'>
        {tt('detail.call', { phone })}
      </View>
    </View>
  )
})
