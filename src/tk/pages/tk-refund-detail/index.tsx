import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { booking } from '../../i18n/booking'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { orderNotFound } from '../../components/after-sale-head'
import { AfterSaleHead } from '../../components/after-sale-head'
import { refundOrderDetail, type RefundDetail } from '../../api/flight-order'
import { AfterSaleDetailStore } from '../../stores/flight-order-detail'
import '../tk-order-detail/order-ui.scss'
import './index.scss'

/**
 * /tk/tkRefundDetail?refundId=. Opened through the order-type table (all orders, push) the id
 * arrives as `orderId`: for order type 11002 that id is the refund's.
 */
function TkRefundDetailPage() {
  const tt = useScopedT(booking)
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new AfterSaleDetailStore<RefundDetail>(query.refundId || query.orderId, refundOrderDetail))

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('tk.refund.detailTitle')
  const stateScreen = loadStateScreen(title, store, !!store.detail, orderNotFound(tt))
  if (stateScreen || !store.detail) return stateScreen
  const d = store.detail
  return (
    <PageShell title={title} className='tk-after'>
      <AfterSaleHead kind='refund' status={d.status} amount={d.totalAmount} no={d.refundNo} orderNo={d.orderNo} createdAt={d.createdAt} />
      <View className='tk-after__body'>
        <View className='order-card'>
          <View className='order-line'>
            <Text>{tt('tk.refund.type')}</Text>
            <Text>{d.refundType === 2 ? tt('tk.refund.involuntary') : tt('tk.refund.voluntary')}</Text>
          </View>
          <View className='order-line'>
            <Text>{tt('tk.refund.reason')}</Text>
            <Text className='order-line__value'>{d.reason}</Text>
          </View>
          <Text className='order-note' data-testid='refund-hours' data-hours={Math.max(0, Math.floor(d.hoursBeforeDeparture))}>{tt('tk.refund.hoursBefore', { hours: Math.max(0, Math.floor(d.hoursBeforeDeparture)) })}</Text>
        </View>
        <Text className='order-section'>{tt('tk.refund.items')}</Text>
        {d.items.map((i) => (
          <View key={`${i.passengerId}-${i.segmentNo}`} className='order-card' data-testid='refund-item'>
            <View className='order-line'>
              <Text className='tk-after__name'>
                {i.passengerName} · {i.flightNo}
              </Text>
              <Text>{i.ticketNo}</Text>
            </View>
            <View className='order-line'>
              <Text>{tt('tk.edit.fare')}</Text>
              <Price value={i.fare} />
            </View>
            <View className='order-line'>
              <Text>
                {tt('tk.refund.fee')}（{i.feePercent}%）
              </Text>
              <Price value={-i.fee} />
            </View>
            <View className='order-line'>
              <Text>{tt('tk.refund.taxesBack')}</Text>
              <Price value={i.taxes} />
            </View>
            <View className='order-line order-line--total'>
              <Text>{tt('tk.refund.amount')}</Text>
              <Price value={i.amount} />
            </View>
          </View>
        ))}
        <View className='order-card'>
          <View className='order-line'>
            <Text>{tt('tk.refund.totalFee')}</Text>
            <Price value={d.totalFee} testId='refund-total-fee' />
          </View>
          <View className='order-line order-line--total'>
            <Text>{tt('tk.refund.totalAmount')}</Text>
            <Price value={d.totalAmount} />
          </View>
          <Text className='order-note'>{tt('tk.refund.time')}</Text>
        </View>
        <View className='tk-after__actions'>
          <PrimaryButton plain onClick={() => void navigate('/tk/tkOrderDetail', { orderId: d.orderId })} testId='to-order'>
            {tt('tk.refund.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkRefundDetailPage)
