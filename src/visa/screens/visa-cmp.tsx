import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { monthDayLabel } from '../../core/domain/date-labels'
import { statusLabel } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, relaunch } from '../../core/platform/nav'
import { visaDict } from '../i18n/visa'
import { VisaOrderStore } from '../stores/visa-order-store'
import { VISA_ORDER_DETAIL, VISA_ORDER_TYPE } from './visa-routes'
import './visa.scss'

/**
 * /visa/cmp/{id}: booked. The order's state (in approval, or awaiting payment with its deadline in
 * China time), the visa, the applicants and the amount, what happens after payment; pay, the
 * order's detail, home.
 */
export const VisaCmp = observer(function VisaCmp() {
  const tt = useScopedT(visaDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new VisaOrderStore(query.id || query.orderId))
  useEffect(() => {
    void store.load()
  }, [])
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  const title = tt('visa.cmp.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('visa.order.notFound'), actionText: tt('visa.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  return (
    <PageShell title={title} className='visa'>
      <View className='visa__done-head'>
        <Text className='visa__done-title' data-testid='order-status' data-status={o.status}>
          {statusLabel(o.status, VISA_ORDER_TYPE)}
        </Text>
        {o.status === 'AWAITING_PAYMENT' && o.payDeadline ? <Text className='visa__hint'>{tt('visa.cmp.awaitingPayment', { time: o.payDeadline.slice(11, 16) })}</Text> : null}
        {o.status === 'IN_APPROVAL' ? <Text className='visa__hint'>{tt('visa.cmp.inApproval')}</Text> : null}
        <Price value={o.price.total} className='visa__price' testId='order-total' />
      </View>
      <View className='visa__card'>
        <Text className='visa__row-title'>{o.product.name}</Text>
        <Text className='visa__row-sub'>
          {monthDayLabel(o.tripDate)} · {o.consular.name} · {o.applicants.map((a) => a.name).join(', ')}
        </Text>
        <Text className='visa__row-sub' data-testid='order-no'>
          {o.orderNo}
        </Text>
        <Text className='visa__text'>{tt('visa.cmp.next')}</Text>
      </View>
      <View className='visa__buttons'>
        {o.allowedActions.pay ? (
          <PrimaryButton onClick={() => void navigate('/pay/payment', { orderIds: o.orderId, orderType: VISA_ORDER_TYPE })} testId='visa-pay'>
            {tt('visa.cmp.pay')}
          </PrimaryButton>
        ) : null}
        <View className='visa__gap' />
        <PrimaryButton plain onClick={() => void navigate(VISA_ORDER_DETAIL, { id: o.orderId })} testId='visa-view-order'>
          {tt('visa.cmp.view')}
        </PrimaryButton>
        <View className='visa__gap' />
        <PrimaryButton plain onClick={() => void relaunch('/home')}>
          {tt('visa.cmp.home')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
