import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { intlOrderExtra, type IntlOrderExtraReply } from '../api/intl-flight'
import { intlDict } from '../i18n/intl'
import { IntlServiceNote } from './intl-call'
import './intl.scss'

/** On an international order's detail: the travel documents (masked) and the customer-service line for refunds and changes (§8). */
export const IntlOrderExtra = observer(function IntlOrderExtra({ orderId }: { orderId: string }) {
  const tt = useScopedT(intlDict)
  const [extra, setExtra] = useState<IntlOrderExtraReply | null>(null)
  useEffect(() => {
    intlOrderExtra(orderId).then(setExtra).catch(() => setExtra(null))
  }, [orderId])
  return (
    <View className='order-card' data-testid='intl-extra'>
      <IntlServiceNote phone={extra?.servicePhone ?? '400-820-6666'} note={extra?.afterSaleNote} />
      {extra?.documents.length ? (
        <>
          <Text className='intl-box__title'>{tt('detail.documents')}</Text>
          {extra.documents.map((d) => (
            <View key={d.passengerId} className='intl-row'>
              <Text>{d.surname}/{d.givenName}</Text>
              <Text className='intl-muted'>{d.nationality} · {d.cardNumberMasked} · {d.cardExpiry}</Text>
            </View>
          ))}
        </>
      ) : null}
    </View>
  )
})
