import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { statusLabel } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit, openTrainOrder } from '../../components/train-after-sale-apply'
import { refundDetailResource } from '../../stores/train-after-sale-detail'
import '../../components/train-after-sale-ui.scss'

/** /tr/RefundCmp?refundId=&orderId=: the refund is in; what comes back (the server's record), then its detail or the order. */
function RefundCmpPage() {
  const tt = useScopedT(afterSale)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => refundDetailResource(query.refundId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('tr.refundCmp.title')
  const stateScreen = loadStateScreen(title, store, store.ready, notFoundExit(tt))
  if (stateScreen || !store.data) return stateScreen
  const d = store.data
  return (
    <PageShell title={title} className='tas-page tas-page--nobar'>
      <View className='tas-result' data-testid='refund-result' data-status={d.status}>
        <View className='tas-result__icon'>✓</View>
        <Text className='tas-result__title'>{tt('tr.refundCmp.done')}</Text>
        <Text className='tas-result__sub'>{statusLabel(d.status)}</Text>
        <Price value={d.totalAmount} className='tas-result__amount' testId='refund-cmp-amount' />
        <Text className='tas-result__sub'>
          {tt('tr.refund.fee')} <Price value={d.totalFee} testId='refund-cmp-fee' />
        </Text>
        <Text className='tas-result__sub'>{tt('tr.refund.serviceFeeNote')}</Text>
      </View>
      <View className='tas-body'>
        <View className='tas-actions'>
          <PrimaryButton onClick={() => void redirect('/tr/RefundDetail', { refundId: d.refundId })} testId='to-refund-detail'>
            {tt('tr.refundCmp.detail')}
          </PrimaryButton>
          <PrimaryButton plain onClick={() => void openTrainOrder(d.orderId, true)} testId='to-order'>
            {tt('tr.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(RefundCmpPage)
