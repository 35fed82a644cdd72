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
import { tkChangeOrderDetail, type ChangeDetail } from '../../api/flight-order'
import { AfterSaleDetailStore } from '../../stores/flight-order-detail'
import { SegmentCard } from '../tk-order-detail/segment-card'
import '../tk-order-detail/order-ui.scss'
import '../tk-refund-detail/index.scss'

/** /tk/tkChangeDetail?changeId= (or ?orderId= through the order-type table, type 11003). */
function TkChangeDetailPage() {
  const tt = useScopedT(booking)
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new AfterSaleDetailStore<ChangeDetail>(query.changeId || query.orderId, tkChangeOrderDetail))

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('tk.change.detailTitle')
  const stateScreen = loadStateScreen(title, store, !!store.detail, orderNotFound(tt))
  if (stateScreen || !store.detail) return stateScreen
  const d = store.detail
  return (
    <PageShell title={title} className='tk-after'>
      <AfterSaleHead kind='change' status={d.status} amount={d.totalAmount} no={d.changeNo} orderNo={d.orderNo} createdAt={d.createdAt} />
      <View className='tk-after__body'>
        <Text className='order-section'>{tt('tk.change.oldFlight')}</Text>
        <SegmentCard segment={d.oldSegment} testId='change-old' />
        <Text className='order-section'>{tt('tk.change.newFlight')}</Text>
        <SegmentCard segment={d.newSegment} testId='change-new' />
        {d.reason ? (
          <View className='order-card'>
            <View className='order-line'>
              <Text>{tt('tk.change.reason')}</Text>
              <Text className='order-line__value'>{d.reason}</Text>
            </View>
          </View>
        ) : null}
        <Text className='order-section'>{tt('tk.change.items')}</Text>
        {d.items.map((i) => (
          <View key={i.passengerId} className='order-card' data-testid='change-item'>
            <View className='order-line'>
              <Text className='tk-after__name'>{i.passengerName}</Text>
            </View>
            <View className='order-line'>
              <Text>{tt('tk.change.oldTicket')}</Text>
              <Text>{i.oldTicketNo || '—'}</Text>
            </View>
            <View className='order-line'>
              <Text>{tt('tk.change.newTicket')}</Text>
              <Text data-testid='change-new-ticket'>{i.newTicketNo || '—'}</Text>
            </View>
            <View className='order-line'>
              <Text>{tt('tk.change.changeFee')}</Text>
              <Price value={i.changeFee} />
            </View>
            <View className='order-line'>
              <Text>{tt('tk.change.fareDifference')}</Text>
              <Price value={i.fareDifference} />
            </View>
          </View>
        ))}
        <View className='order-card'>
          <View className='order-line'>
            <Text>{tt('tk.change.changeFee')}</Text>
            <Price value={d.changeFee} />
          </View>
          <View className='order-line'>
            <Text>{tt('tk.change.fareDifference')}</Text>
            <Price value={d.fareDifference} />
          </View>
          <View className='order-line order-line--total'>
            <Text>{tt('tk.change.total')}</Text>
            <Price value={d.totalAmount} />
          </View>
        </View>
        <View className='tk-after__actions'>
          <PrimaryButton plain onClick={() => void navigate('/tk/tkOrderDetail', { orderId: d.orderId })} testId='to-order'>
            {tt('tk.change.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkChangeDetailPage)
