import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { hotelOrder } from '../../i18n/order'
import { HOTEL_ORDER_SCREENS } from '../../stores/hotel-context'
import { dayWithWeekday, releasedRoomNights } from '../../stores/hotel-order-format'
import { hotelRefundResource, refundIdOf } from '../../stores/hotel-order-refund-detail'
import '../../components/hotel-order-ui.scss'

/**
 * /ht/htOrder/htRefundDetail?refundId= (all orders and push pass the cancellation's id as
 * `orderId`): the cancellation's status, the rule it went by, the fee, what came back or what the
 * guarantee card was charged, the room nights given back, when, and the way to the order.
 */
function HtRefundDetailPage() {
  const tt = useScopedT(hotelOrder)
  const [store] = useState(() => hotelRefundResource(refundIdOf(currentQuery())))
  useEffect(() => {
    void store.load()
  }, [])
  useDidShow(() => {
    if (store.data) void store.reload()
  })

  const title = tt('ht.refund.detailTitle')
  const screen = loadStateScreen(title, store, store.ready, { message: tt('ht.common.refundNotFound'), actionText: tt('ht.common.allOrders'), route: '/allorder' })
  if (screen || !store.data) return screen
  const d = store.data
  const released = releasedRoomNights(d)
  const ruleText = RULES.has(d.rule) ? tt(`ht.refund.rule.${d.rule}` as 'ht.refund.rule.FREE') : d.ruleText
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='hto-line'>
      <Text className='hto-line__label'>{label}</Text>
      <Text className='hto-line__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )

  return (
    <PageShell title={title} className='hto-page hto-page--nobar'>
      <View className='hto-head'>
        <View className='hto-head__row'>
          <Text className={`hto-badge hto-badge--big hto-badge--${statusTone(d.status)}`} data-testid='refund-status' data-status={d.status}>
            {statusLabel(d.status, ORDER_TYPE.HOTEL_REFUND)}
          </Text>
          <Price value={d.cardCharged > 0 ? d.cardCharged : d.amount} className='hto-head__amount' testId='refund-total' />
        </View>
        <Text className='hto-head__no' data-testid='refund-no'>
          {tt('ht.refund.no')} {d.refundNo}
        </Text>
        <Text className='hto-head__no'>
          {tt('ht.common.orderNo')} {d.orderNo}
        </Text>
      </View>

      <View className='hto-body'>
        <View className='hto-card hto-card--first'>
          {line('hotel', tt('ht.refund.hotel'), d.hotelName, 'refund-hotel')}
          {line('stay', tt('ht.refund.stayDates'), `${dayWithWeekday(d.checkInDate)} – ${dayWithWeekday(d.checkOutDate)}`)}
          {line('released', tt('ht.refund.released'), tt('ht.common.roomNights', { rooms: released.rooms, nights: released.nights }), 'refund-released')}
          {line('applied', tt('ht.refund.appliedAt'), chinaTimeLabel(d.createdAt.slice(0, 16)), 'refund-created')}
          {d.reason ? line('reason', tt('ht.refund.reasonLabel'), d.reason, 'refund-reason') : null}
        </View>

        <View className='hto-card' data-testid='refund-money'>
          {line('rule', tt('ht.refund.ruleLabel'), ruleText, 'refund-rule')}
          <View className='hto-line'>
            <Text className='hto-line__label'>{tt('ht.refund.fee')}</Text>
            <Price value={d.fee} className='hto-line__value' testId='refund-fee' />
          </View>
          {d.cardCharged > 0 ? (
            <View className='hto-line hto-line--total'>
              <Text className='hto-line__label'>{tt('ht.refund.cardCharge')}</Text>
              <Price value={d.cardCharged} testId='refund-card-charge' />
            </View>
          ) : (
            <View className='hto-line hto-line--total'>
              <Text className='hto-line__label'>{tt('ht.refund.amount')}</Text>
              <Price value={d.amount} testId='refund-amount' />
            </View>
          )}
          {d.cardCharged > 0 ? null : <Text className='hto-note'>{d.amount === 0 && d.fee === 0 ? tt('ht.refund.payAtHotelNote') : tt('ht.refund.serviceFeeNote')}</Text>}
        </View>

        <View className='hto-actions'>
          <PrimaryButton plain onClick={() => void navigate(HOTEL_ORDER_SCREENS.detail, { orderId: d.orderId })} testId='to-order'>
            {tt('ht.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

/** The rules the screen words itself (the server's text stands for any other). */
const RULES = new Set(['FREE', 'PENALTY_FIRST_NIGHT', 'NON_CANCELLABLE', 'PAST_DEADLINE', 'STAY_STARTED'])

export default observer(HtRefundDetailPage)
