import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { minutesSeconds } from '../../../core/components/order-detail-shell'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect, relaunch } from '../../../core/platform/nav'
import { TrainCard, runMinutesOf } from '../../components/train-booking-train-card'
import { trainBooking } from '../../i18n/booking'
import { TrainOrderDetailStore } from '../../stores/train-order-detail-store'
import './index.scss'

/** /tr/trCmp?orderId=: booked. The order number, its state (in approval, or awaiting payment with the 15-minute deadline), pay or view it. */
function TrCmpPage() {
  const tt = useScopedT(trainBooking)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TrainOrderDetailStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment: the order's state now.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })

  const title = tt('tr.cmp.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('tr.order.notFound'), actionText: tt('tr.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen

  const o = store.order
  const leg = o.legs[0]
  const status = o.status
  const pay = () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: ORDER_TYPE.TRAIN })
  const view = () => void redirect('/tr/OrderDetail', { orderId: o.orderId })

  return (
    <PageShell title={title} className='tr-cmp'>
      <View className='tr-cmp__head'>
        <View className={`tr-cmp__icon ${status === 'CANCELLED' ? 'tr-cmp__icon--off' : ''}`}>{status === 'CANCELLED' ? '!' : '✓'}</View>
        <Text className='tr-cmp__title' data-testid='cmp-title'>
          {status === 'IN_APPROVAL' ? tt('tr.cmp.submittedApproval') : status === 'CANCELLED' ? tt('tr.cmp.cancelled') : tt('tr.cmp.submitted')}
        </Text>
        <View className='tr-cmp__status-row'>
          <Text className={`tr-cmp__badge tr-cmp__badge--${statusTone(status)}`} data-testid='order-status' data-status={status}>
            {statusLabel(status)}
          </Text>
          <Price value={o.price.total} className='tr-cmp__total' testId='order-total' />
        </View>
        <Text className='tr-cmp__no' data-testid='order-no' data-order-no={o.orderNo}>
          {tt('tr.order.orderNo')} {o.orderNo}
        </Text>
        {status === 'AWAITING_PAYMENT' ? (
          <View className='tr-cmp__pay' data-testid='pay-left'>
            <Text className='tr-cmp__countdown'>{tt('tr.cmp.countdown', minutesSeconds(store.remaining))}</Text>
            {store.payDeadline ? (
              <Text className='tr-cmp__deadline' data-testid='pay-deadline'>
                {tt('tr.cmp.deadline', { time: chinaTimeLabel(store.payDeadline.slice(11, 16)) })}
              </Text>
            ) : null}
          </View>
        ) : null}
        {status === 'IN_APPROVAL' ? <Text className='tr-cmp__deadline'>{tt('tr.cmp.approvalHint')}</Text> : null}
        {status === 'CANCELLED' ? <Text className='tr-cmp__deadline'>{tt('tr.cmp.cancelledHint')}</Text> : null}
      </View>

      <View className='tr-cmp__body'>
        {leg ? (
          <TrainCard
            train={{
              trainCode: leg.trainCode,
              date: leg.date,
              startTime: leg.startTime,
              arriveTime: leg.arriveTime,
              arriveDays: leg.arriveDays,
              runMinutes: runMinutesOf(leg.runTime),
              fromStationName: leg.fromStation.name,
              toStationName: leg.toStation.name,
            }}
            testId='train-card'
          />
        ) : null}
        <View className='tr-cmp__card' data-testid='passengers'>
          {o.passengers.map((p) => (
            <View key={p.id} className='tr-cmp__passenger' data-testid='passenger'>
              <Text className='tr-cmp__name'>{p.name}</Text>
              <Text className='tr-cmp__sub'>
                {tt(`tr.ticket.${p.ticketType}` as 'tr.ticket.1')} · {p.tickets.map((t) => t.seatName).join(' / ')}
              </Text>
            </View>
          ))}
        </View>
      </View>

      <View className='tr-cmp__actions'>
        {o.allowedActions.pay ? (
          <PrimaryButton onClick={pay} testId='cmp-pay'>
            {tt('tr.cmp.pay')}
            <Price value={o.price.total} className='tr-cmp__pay-amount' />
          </PrimaryButton>
        ) : null}
        <View className='tr-cmp__gap' />
        <PrimaryButton plain onClick={view} testId='cmp-view-order'>
          {tt('tr.cmp.viewOrder')}
        </PrimaryButton>
        <Text className='tr-cmp__home' onClick={() => void relaunch('/home')} data-testid='cmp-home'>
          {tt('tr.cmp.backHome')}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(TrCmpPage)
