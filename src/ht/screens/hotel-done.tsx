import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { minutesSeconds } from '../../core/components/order-detail-shell'
import { PageShell } from '../../core/components/page-shell'
import { formatAmount, Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { chinaTimeLabel } from '../../core/domain/china-time'
import { ORDER_TYPE } from '../../core/domain/order-types'
import { statusLabel, statusTone } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect, relaunch } from '../../core/platform/nav'
import { hotelBooking } from '../i18n/booking'
import { maskedCard } from '../stores/hotel-card'
import { HotelDoneStore } from '../stores/hotel-booking-store'
import { HOTEL_ORDER_SCREENS, type HotelVersionNo } from '../stores/hotel-context'
import { cancelRuleText } from '../stores/hotel-rooms-store'
import './hotel-done.scss'

export interface HotelDoneProps {
  version: HotelVersionNo
}

const HEADLINES = ['IN_APPROVAL', 'AWAITING_PAYMENT', 'TICKETING', 'ISSUED', 'CANCELLED'] as const

/**
 * /htV2/htCmp, /ht/htOrderComplete?orderId=: booked. The order's state (awaiting approval, awaiting
 * payment with its deadline, confirmed with the hotel's confirmation number), the stay, the guests
 * and the guarantee card's last four; pay, the order's detail, home.
 */
export const HotelDone = observer(function HotelDone({ version }: HotelDoneProps) {
  const tt = useScopedT(hotelBooking)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new HotelDoneStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment: the order's state now.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })

  const title = tt('ht.done.title')
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  if (store.status === 'notFound' || !store.order) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('ht.done.notFound')} onRetry={() => void relaunch('/allorder')} actionText={tt('ht.done.allOrders')} />
      </PageShell>
    )
  }

  const o = store.order
  const status = o.status
  const headline = (HEADLINES as readonly string[]).includes(status) ? tt(`ht.done.${status as (typeof HEADLINES)[number]}`) : tt('ht.done.other')
  const bad = status === 'CANCELLED'
  const pay = () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: ORDER_TYPE.HOTEL })
  const view = () => void redirect(HOTEL_ORDER_SCREENS.detail, { orderId: o.orderId })
  const guests = [...new Set(o.guests.map((g) => g.name))].join('、')

  return (
    <PageShell title={title} className='ht-done'>
      <View className='ht-done__head' data-version={String(version)}>
        <View className={`ht-done__icon ${bad ? 'ht-done__icon--off' : ''}`}>{bad ? '!' : '✓'}</View>
        <Text className='ht-done__title' data-testid='done-title'>
          {headline}
        </Text>
        <View className='ht-done__status-row'>
          <Text className={`ht-done__badge ht-done__badge--${statusTone(status)}`} data-testid='order-status' data-status={status}>
            {statusLabel(status, ORDER_TYPE.HOTEL)}
          </Text>
          {o.price.total > 0 ? <Price value={o.price.total} className='ht-done__total' testId='order-total' /> : null}
        </View>
        <Text className='ht-done__no' data-testid='order-no' data-order-no={o.orderNo}>
          {tt('ht.done.orderNo', { no: o.orderNo })}
        </Text>
        {o.confirmNo ? (
          <Text className='ht-done__confirm' data-testid='confirm-no' data-confirm-no={o.confirmNo}>
            {tt('ht.done.confirmNo', { no: o.confirmNo })}
          </Text>
        ) : null}
        {status === 'AWAITING_PAYMENT' ? (
          <View className='ht-done__pay' data-testid='pay-left'>
            <Text className='ht-done__countdown'>{tt('ht.done.countdown', minutesSeconds(store.remaining))}</Text>
            {o.payDeadline ? (
              <Text className='ht-done__hint' data-testid='pay-deadline'>
                {tt('ht.done.payBy', { time: chinaTimeLabel(o.payDeadline.slice(11, 16)) })}
              </Text>
            ) : null}
          </View>
        ) : null}
        {status === 'IN_APPROVAL' ? (
          <Text className='ht-done__hint'>{tt('ht.done.approvalHint', { next: o.plan.payment === 'PREPAY' ? tt('ht.done.approvalPay') : tt('ht.done.approvalConfirm') })}</Text>
        ) : null}
      </View>

      <View className='ht-done__card' data-testid='done-stay'>
        <Text className='ht-done__hotel'>{o.hotel.name}</Text>
        <Text className='ht-done__line'>
          {tt('ht.rooms.stay', { in: o.checkInDate.slice(5), out: o.checkOutDate.slice(5) })} · {tt('ht.rooms.nights', { n: o.nights.length })}
        </Text>
        <Text className='ht-done__line'>
          {o.room.name} · {o.plan.name}
        </Text>
        <Text className='ht-done__line'>{cancelRuleText(o.plan.cancelType, o.plan.cancelDeadline)}</Text>
        <Text className='ht-done__line' data-testid='done-guests'>
          {tt('ht.done.guests', { names: guests })}
        </Text>
        {o.plan.payment === 'PAY_AT_HOTEL' ? (
          <Text className='ht-done__line'>{tt('ht.done.payAtHotel', { amount: formatAmount(o.price.roomTotal + o.price.serviceFee, 0) })}</Text>
        ) : null}
        {o.guarantee ? (
          <Text className='ht-done__line' data-testid='guarantee-last4'>
            {tt('ht.card.used', { card: '' })}
            <Text className='ht-done__card-no'>{maskedCard(o.guarantee.last4)}</Text>
          </Text>
        ) : null}
      </View>

      <View className='ht-done__actions'>
        {o.allowedActions.pay ? (
          <PrimaryButton onClick={pay} testId='done-pay'>
            {tt('ht.done.pay')}
          </PrimaryButton>
        ) : null}
        <View className='ht-done__gap' />
        <PrimaryButton plain onClick={view} testId='done-view-order'>
          {tt('ht.done.viewOrder')}
        </PrimaryButton>
        <Text className='ht-done__home' onClick={() => void relaunch('/home')} data-testid='done-home'>
          {tt('ht.done.home')}
        </Text>
      </View>
    </PageShell>
  )
})
