import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { hotelOrder } from '../../i18n/order'
import { HOTEL_ORDER_SCREENS } from '../../stores/hotel-context'
import { releasedRoomNights } from '../../stores/hotel-order-format'
import { hotelRefundResource, refundIdOf } from '../../stores/hotel-order-refund-detail'
import '../../components/hotel-order-ui.scss'

/**
 * /ht/htRefundComplete?refundId=: the booking is cancelled (the server's record: the simulated
 * hotels settle at once): what comes back or what the card was charged, the fee, then the
 * cancellation's detail or the order.
 */
function HtRefundDonePage() {
  const tt = useScopedT(hotelOrder)
  const [store] = useState(() => hotelRefundResource(refundIdOf(currentQuery())))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('ht.refundDone.title')
  const screen = loadStateScreen(title, store, store.ready, { message: tt('ht.common.refundNotFound'), actionText: tt('ht.common.allOrders'), route: '/allorder' })
  if (screen || !store.data) return screen
  const d = store.data
  const released = releasedRoomNights(d)
  return (
    <PageShell title={title} className='hto-page hto-page--nobar'>
      <View className='hto-result' data-testid='refund-result' data-status={d.status}>
        <View className='hto-result__icon'>✓</View>
        <Text className='hto-result__title'>{tt('ht.refundDone.done')}</Text>
        <Text className='hto-result__sub' data-testid='refund-done-hotel'>
          {d.hotelName}
        </Text>
        <Price value={d.cardCharged > 0 ? d.cardCharged : d.amount} className='hto-result__amount' testId='refund-done-amount' />
        <Text className='hto-result__sub'>
          {d.cardCharged > 0 ? tt('ht.refund.cardCharge') : tt('ht.refund.amount')} · {tt('ht.refund.fee')} <Price value={d.fee} testId='refund-done-fee' />
        </Text>
        <Text className='hto-result__sub'>
          {tt('ht.refund.releasedLine', { rooms: released.rooms, nights: released.nights })}
        </Text>
        {d.amount > 0 ? <Text className='hto-result__sub'>{tt('ht.refund.serviceFeeNote')}</Text> : null}
      </View>
      <View className='hto-body'>
        <View className='hto-actions'>
          <PrimaryButton onClick={() => void redirect(HOTEL_ORDER_SCREENS.refundDetail, { refundId: d.refundId })} testId='to-refund-detail'>
            {tt('ht.refundDone.detail')}
          </PrimaryButton>
          <PrimaryButton plain onClick={() => void redirect(HOTEL_ORDER_SCREENS.detail, { orderId: d.orderId })} testId='to-order'>
            {tt('ht.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(HtRefundDonePage)
