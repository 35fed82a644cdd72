import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { CompletionFrame } from '../../components/completion-frame'
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
  return (
    <CompletionFrame title={title} store={store} missing={{ message: tt('refundCmp.missing'), actionText: tt('common.order'), onAction: () => void redirect('/allorder') }}>
      {(r) => {
        return (
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
        )
      }}
    </CompletionFrame>
  )
}

export default observer(TkRefundCmpPage)
