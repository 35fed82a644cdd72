import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { routesDict } from '../../i18n/flight-routes'
import { refundCompletion } from '../../stores/flight-completion-store'
import '../tk-cmp/routes.scss'

/** /tk/tkRefundCmp?refundId=: a refund's result: fee, what comes back, links to its detail and the order. */
function TkRefundCmpPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => refundCompletion(currentQuery().refundId))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('refundCmp.title')
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
        <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  const r = store.record
  if (store.status === 'notFound' || !r) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('refundCmp.missing')} onRetry={() => void redirect('/allorder')} actionText={tt('common.order')} />
      </PageShell>
    )
  }
  return (
    <PageShell title={title} className='fr-page'>
      <View className='fr-box' data-testid='tk-refund-cmp' data-refund-id={r.refundId}>
        <Text className='fr-hero'>✓ {tt('refundCmp.done')}</Text>
        <Text className='fr-muted'>{tt('refundCmp.no', { no: r.refundNo })}</Text>
        {r.items.map((i) => (
          <Text key={`${i.passengerId}-${i.segmentNo}`} className='fr-text'>
            {i.passengerName} · {i.flightNo} · {i.ticketNo}
          </Text>
        ))}
        <View className='fr-row'>
          <Text className='fr-row__label'>{tt('refundCmp.fee')}</Text>
          <Price value={r.totalFee} />
        </View>
        <View className='fr-row'>
          <Text className='fr-row__label'>{tt('refundCmp.amount')}</Text>
          <Price value={r.totalAmount} className='fr-line__fare' testId='refund-cmp-amount' />
        </View>
        <Text className='fr-ok'>{tt('refundCmp.note')}</Text>
        <View className='fr-actions'>
          <PrimaryButton onClick={() => void redirect('/tk/tkRefundDetail', { refundId: r.refundId })} testId='refund-cmp-detail'>
            {tt('refundCmp.detail')}
          </PrimaryButton>
          <PrimaryButton plain onClick={() => void redirect('/tk/tkOrderDetail', { orderId: r.orderId })} testId='refund-cmp-order'>
            {tt('common.order')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkRefundCmpPage)
