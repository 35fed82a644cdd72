import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery } from '../../../core/platform/nav'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit, openTrainOrder } from '../../components/train-after-sale-apply'
import { refundDetailResource } from '../../stores/train-after-sale-detail'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/RefundDetail?refundId=: the refund's status, tickets, fees and amounts, times in China time.
 * Opened through the order-type table (all orders, push: type 11010) the id arrives as `orderId`.
 */
function RefundDetailPage() {
  const tt = useScopedT(afterSale)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => refundDetailResource(query.refundId || query.orderId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('tr.refund.detailTitle')
  const stateScreen = loadStateScreen(title, store, store.ready, notFoundExit(tt))
  if (stateScreen || !store.data) return stateScreen
  const d = store.data
  const hours = Math.max(0, Math.floor(d.hoursBeforeDeparture))
  return (
    <PageShell title={title} className='tas-page tas-page--nobar'>
      <View className='tas-head'>
        <View className='tas-head__row'>
          <Text className={`tas-badge tas-badge--${statusTone(d.status)}`} data-testid='refund-status' data-status={d.status}>
            {statusLabel(d.status)}
          </Text>
          <Price value={d.totalAmount} className='tas-head__amount' testId='refund-total' />
        </View>
        <Text className='tas-head__no'>
          {tt('tr.refund.no')} {d.refundNo}
        </Text>
        <Text className='tas-head__no'>
          {tt('tr.common.orderNo')} {d.orderNo}
        </Text>
      </View>
      <View className='tas-body'>
        <View className='tas-card'>
          <View className='tas-line'>
            <Text>{tt('tr.refund.appliedAt')}</Text>
            <Text className='tas-line__value' data-testid='refund-created'>
              {chinaTimeLabel(d.createdAt.slice(0, 16))}
            </Text>
          </View>
          {d.reason ? (
            <View className='tas-line'>
              <Text>{tt('tr.refund.reasonLabel')}</Text>
              <Text className='tas-line__value'>{d.reason}</Text>
            </View>
          ) : null}
          <Text className='tas-note' data-testid='refund-hours' data-hours={hours}>
            {tt('tr.refund.hoursBefore', { hours })}
          </Text>
        </View>

        <Text className='tas-section'>{tt('tr.refund.items')}</Text>
        {d.items.map((i) => (
          <View key={i.ticketId} className='tas-card' data-testid='refund-item'>
            <View className='tas-line'>
              <Text className='tas-check__title'>
                {i.passengerName} · {i.trainCode}
              </Text>
            </View>
            <View className='tas-line'>
              <Text>{tt('tr.refund.fare')}</Text>
              <Price value={i.fare} />
            </View>
            <View className='tas-line'>
              <Text>{tt('tr.refund.feePercent', { percent: i.feePercent })}</Text>
              <Price value={-i.fee} />
            </View>
            <View className='tas-line tas-line--total'>
              <Text>{tt('tr.refund.amount')}</Text>
              <Price value={i.amount} />
            </View>
          </View>
        ))}

        <View className='tas-card'>
          <View className='tas-line'>
            <Text>{tt('tr.refund.totalFee')}</Text>
            <Price value={d.totalFee} testId='refund-total-fee' />
          </View>
          <View className='tas-line tas-line--total'>
            <Text>{tt('tr.refund.totalAmount')}</Text>
            <Price value={d.totalAmount} />
          </View>
          <Text className='tas-note'>{tt('tr.refund.serviceFeeNote')}</Text>
        </View>

        <View className='tas-actions'>
          <PrimaryButton plain onClick={() => void openTrainOrder(d.orderId)} testId='to-order'>
            {tt('tr.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(RefundDetailPage)
