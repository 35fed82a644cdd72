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
import { tourDict } from '../i18n/tour'
import { TourOrderStore } from '../stores/tour-order-store'
import { TOUR_ORDER_DETAIL, TOUR_ORDER_TYPE } from './tour-routes'
import './tour.scss'

/**
 * /travelCmp?orderId=: booked. The order's state (in approval, or awaiting payment with its
 * deadline in China time), the tour and the amount; pay, the order's detail, home.
 */
export const TourCmp = observer(function TourCmp() {
  const tt = useScopedT(tourDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TourOrderStore(query.orderId))
  useEffect(() => {
    void store.load()
  }, [])
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  const title = tt('tour.cmp.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('tour.order.notFound'), actionText: tt('tour.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  return (
    <PageShell title={title} className='tour'>
      <View className='tour__done-head'>
        <Text className='tour__done-title' data-testid='order-status' data-status={o.status}>
          {statusLabel(o.status, TOUR_ORDER_TYPE)}
        </Text>
        {o.status === 'AWAITING_PAYMENT' && o.payDeadline ? <Text className='tour__hint'>{tt('tour.cmp.awaitingPayment', { time: o.payDeadline.slice(11, 16) })}</Text> : null}
        {o.status === 'IN_APPROVAL' ? <Text className='tour__hint'>{tt('tour.cmp.inApproval')}</Text> : null}
        <Price value={o.price.total} className='tour__price' testId='order-total' />
      </View>
      <View className='tour__card'>
        <Text className='tour__row-title'>{o.product.name}</Text>
        <Text className='tour__row-sub'>
          {monthDayLabel(o.depDate)} · {tt('tour.book.people', { adults: o.adults, children: o.children })}
        </Text>
        <Text className='tour__row-sub' data-testid='order-no'>
          {o.orderNo}
        </Text>
      </View>
      <View className='tour__buttons'>
        {o.allowedActions.pay ? (
          <PrimaryButton onClick={() => void navigate('/pay/payment', { orderIds: o.orderId, orderType: TOUR_ORDER_TYPE })} testId='tour-pay'>
            {tt('tour.cmp.pay')}
          </PrimaryButton>
        ) : null}
        <View className='tour__gap' />
        <PrimaryButton plain onClick={() => void navigate(TOUR_ORDER_DETAIL, { id: o.orderId })} testId='tour-view-order'>
          {tt('tour.cmp.view')}
        </PrimaryButton>
        <View className='tour__gap' />
        <PrimaryButton plain onClick={() => void relaunch('/home')}>
          {tt('tour.cmp.home')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
