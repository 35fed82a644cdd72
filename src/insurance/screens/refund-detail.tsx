import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { statusLabel } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { insuranceDict } from '../i18n/insurance'
import { refundDetailResource } from '../stores/refund-detail-store'
import './insurance.scss'

/**
 * /insurance/InRefundOrderDetail?orderId=<refund id> (refundId read too): an insurance refund
 * (11027) — number, status, amount, reason, the travel refund it went back with, the persons and
 * policies refunded, when the money arrives.
 */
export const RefundDetail = observer(function RefundDetail() {
  const tt = useScopedT(insuranceDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => refundDetailResource(query.refundId ?? query.orderId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('title.refund')
  const screen = loadStateScreen(title, store, !!store.data, { message: tt('refund.notFound'), actionText: tt('order.allOrders'), route: '/allorder' })
  if (screen || !store.data) return screen
  const r = store.data
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='ins__row'>
      <Text className='ins__label'>{label}</Text>
      <Text className='ins__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )

  return (
    <PageShell title={title} className='ins'>
      <View className='ins__head'>
        <Text className='ins__airport' data-testid='refund-status'>
          {statusLabel(r.status, r.orderType)}
        </Text>
        <Text className='ins__head-sub'>{r.productName}</Text>
      </View>
      <View className='ins__card' data-testid='refund-detail'>
        {line('no', tt('refund.no'), r.refundNo)}
        {line('order', tt('refund.order'), r.orderNo)}
        {line('amount', tt('refund.amount'), `¥${r.amount}`, 'refund-amount')}
        {line('reason', tt('refund.reason'), r.reason)}
        {line('created', tt('refund.createdAt'), r.createdAt)}
        {r.travelRefundNo ? line('travel', tt('refund.withTravel'), r.travelRefundNo, 'refund-travel') : null}
        <Text className='ins__name ins__gap'>{tt('refund.insureds')}</Text>
        {r.insureds.map((p, i) => (
          <View key={`${p.name}-${i}`} className='ins__person'>
            <View className='ins__service-main'>
              <Text>{p.name}</Text>
              <Text className='ins__muted'>
                {p.productName} · {p.policyNo ?? ''}
              </Text>
            </View>
            <Text>¥{p.premium}</Text>
          </View>
        ))}
        <Text className='ins__name ins__gap'>{tt('refund.arrival')}</Text>
        <Text className='ins__rule'>{r.arrival}</Text>
      </View>
      <View className='ins__buttons'>
        <PrimaryButton plain onClick={() => void navigate('/insurance/InOrderDetail', { orderId: r.orderId })} testId='refund-view-order'>
          {tt('refund.viewOrder')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
