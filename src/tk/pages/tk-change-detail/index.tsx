import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
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

  const shown = useRef(false)
  useEffect(() => {
    void store.load()
  }, [])
  // Back from paying the change: show what it is now.
  useDidShow(() => {
    if (shown.current) void store.load()
    shown.current = true
  })

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
          {d.fareRefund > 0 ? (
            <>
              <View className='order-line'>
                <Text>{tt('tk.change.fareRefund')}</Text>
                <Price value={d.fareRefund} testId='change-fare-refund' />
              </View>
              <View className='order-line'>
                <Text className='order-note'>{tt('tk.change.fareRefundFee')}</Text>
                <Price value={d.fareRefundFee} />
              </View>
            </>
          ) : null}
          <View className='order-line order-line--total'>
            <Text>{d.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.payable')}</Text>
            <Price value={d.refundable > 0 ? d.refundable : d.payable} testId='change-net' />
          </View>
        </View>
        <Text className='order-section'>{tt('tk.change.settlement')}</Text>
        <View className='order-card' data-testid='change-settlement' data-settlement={d.settlement} data-pay-type={d.payType}>
          <View className='order-line'>
            <Text>{tt('tk.change.payer')}</Text>
            <Text className='order-line__value'>{tt(d.payType === 'COMPANY' ? 'tk.change.payerCompany' : 'tk.change.payerPersonal')}</Text>
          </View>
          {d.paidAt ? (
            <View className='order-line'>
              <Text>{tt('tk.change.paidAt')}</Text>
              <Text className='order-line__value'>{d.paidAt}</Text>
            </View>
          ) : null}
          {d.refundable > 0 ? (
            <Text className='order-note'>{tt('tk.change.refundedTo', { payer: tt(d.payType === 'COMPANY' ? 'tk.change.payerCompany' : 'tk.change.payerPersonal') })}</Text>
          ) : null}
          {d.canPay && d.payDeadline ? <Text className='order-note'>{tt('tk.change.payBefore', { time: chinaTimeLabel(d.payDeadline.slice(0, 16)) })}</Text> : null}
          {d.status === 'CANCELLED' ? <Text className='order-note'>{tt('tk.change.lapsed')}</Text> : null}
        </View>
        <View className='tk-after__actions'>
          {d.canPay ? (
            <PrimaryButton onClick={() => void navigate('/pay/payment', { orderIds: d.orderId, changeId: d.changeId, orderType: '11003' })} testId='change-pay'>
              {tt('tk.change.payNow')} <Price value={d.payable} />
            </PrimaryButton>
          ) : null}
          <PrimaryButton plain onClick={() => void navigate('/tk/tkOrderDetail', { orderId: d.orderId })} testId='to-order'>
            {tt('tk.change.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkChangeDetailPage)
