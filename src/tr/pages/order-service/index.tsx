import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { trainBooking } from '../../i18n/booking'
import { TrainOrderServiceStore, type TrainServiceKey } from '../../stores/train-order-detail-service'
import './index.scss'

/** /tr/OrderService?orderId=: the train order's services in one place and the customer service line. */
function TrOrderServicePage() {
  const tt = useScopedT(trainBooking)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new TrainOrderServiceStore(query.orderId))

  useEffect(() => {
    void store.load()
  }, [])
  useDidShow(() => {
    if (store.order) void store.load(true)
  })

  const title = tt('tr.service.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('tr.order.notFound'), actionText: tt('tr.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  const leg = o.legs[0]

  const run = async (key: TrainServiceKey) => {
    switch (key) {
      case 'pay':
        return navigate('/pay/payment', { orderIds: o.orderId, orderType: ORDER_TYPE.TRAIN })
      case 'cancel':
        if (!(await ui.confirm(tt('tr.order.tips'), tt('tr.order.cancelConfirm')))) return undefined
        if (await store.detail.cancel()) {
          ui.toast(tt('tr.order.cancelled'), { icon: 'success' })
          void badges.refresh()
        } else if (store.detail.message) ui.toast(store.detail.message)
        return undefined
      case 'refund':
        return navigate('/tr/ApplyRefund', { orderId: o.orderId })
      case 'change':
        return navigate('/tr/ApplyAlter', { orderId: o.orderId })
      case 'detail':
        return navigate('/tr/OrderDetail', { orderId: o.orderId })
      case 'call':
        return Taro.makePhoneCall({ phoneNumber: store.phone }).then(
          () => undefined,
          () => undefined,
        )
    }
  }

  return (
    <PageShell title={title} className='tr-service'>
      <View className='tr-service__head'>
        <View className='tr-service__row'>
          <Text className='tr-service__no' data-testid='order-no'>
            {tt('tr.order.orderNo')} {o.orderNo}
          </Text>
          <Text className={`tr-service__badge tr-service__badge--${statusTone(o.status)}`} data-testid='order-status' data-status={o.status}>
            {statusLabel(o.status)}
          </Text>
        </View>
        {leg ? (
          <Text className='tr-service__trip'>
            {leg.date} {leg.trainCode} {leg.fromStation.name} {leg.startTime} → {leg.toStation.name} {leg.arriveTime}
          </Text>
        ) : null}
      </View>

      <View className='tr-service__card' data-testid='services'>
        {store.services.map((key) => (
          <View key={key} className='tr-service__item' onClick={() => void run(key)} data-testid={`service-${key}`}>
            <View className='tr-service__item-main'>
              <Text className='tr-service__item-title'>{tt(`tr.service.${key}` as 'tr.service.pay')}</Text>
              <Text className='tr-service__item-desc'>{key === 'call' ? store.phone : tt(`tr.service.${key}Desc` as 'tr.service.payDesc')}</Text>
            </View>
            <Text className='tr-service__arrow'>›</Text>
          </View>
        ))}
      </View>

      <View className='tr-service__card tr-service__notes'>
        <Text className='tr-service__notes-title'>{tt('tr.service.notesTitle')}</Text>
        <Text className='tr-service__note'>{tt('tr.service.note1')}</Text>
        <Text className='tr-service__note'>{tt('tr.service.note2')}</Text>
        <Text className='tr-service__note'>{tt('tr.service.note3')}</Text>
      </View>
    </PageShell>
  )
}

export default observer(TrOrderServicePage)
