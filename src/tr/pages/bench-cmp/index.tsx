import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit } from '../../components/train-after-sale-apply'
import { listText } from '../../components/train-after-sale-format'
import { TrainOrderStore } from '../../stores/train-transfer-order'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/trBenchCmp/{id} (H5 rewrites the path id to ?id=, core/platform/url.h5.ts; the mini-program
 * opens ?id=): the standby order is in. Pay now (the queue starts once paid), or see the order.
 */
function BenchCmpPage() {
  const tt = useScopedT(afterSale)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TrainOrderStore(query.id || query.orderId))
  const shown = useRef(false)
  useEffect(() => {
    void store.load()
  }, [])
  // Back from paying: paid now, and in the queue.
  useDidShow(() => {
    if (shown.current) void store.load(true)
    shown.current = true
  })

  const title = tt('tr.benchCmp.title')
  const stateScreen = loadStateScreen(title, store, !!store.order, notFoundExit(tt))
  if (stateScreen || !store.order) return stateScreen
  const o = store.order
  const sb = o.standby
  const unpaid = o.allowedActions.pay
  return (
    <PageShell title={title} className='tas-page tas-page--nobar'>
      <View className='tas-result' data-testid='bench-result' data-state={sb?.state ?? ''}>
        <View className={`tas-result__icon ${unpaid ? 'tas-result__icon--wait' : ''}`}>{unpaid ? '¥' : '✓'}</View>
        <Text className='tas-result__title'>{tt('tr.benchCmp.submitted')}</Text>
        <Price value={o.price.total} className='tas-result__amount' testId='bench-cmp-amount' />
        {sb ? (
          <Text className='tas-result__sub' data-testid='bench-cmp-state'>
            {tt(`tr.bench.state.${sb.state}`)}
            {sb.queuePosition ? ` · ${tt('tr.bench.position', { n: sb.queuePosition })}` : ''}
          </Text>
        ) : null}
        {sb ? <Text className='tas-result__sub'>{tt('tr.bench.deadlineAt', { time: chinaTimeLabel(sb.deadline.slice(0, 16)) })}</Text> : null}
        {sb ? (
          <Text className='tas-result__sub'>
            {sb.trainCodes.join(' / ')} · {listText(sb.seatNames)}
          </Text>
        ) : null}
        {unpaid ? <Text className='tas-result__sub'>{tt('tr.bench.payHint')}</Text> : sb?.state === 'WAITING' ? <Text className='tas-result__sub'>{tt('tr.bench.waitingHint')}</Text> : null}
      </View>
      <View className='tas-body'>
        <View className='tas-actions'>
          {unpaid ? (
            <PrimaryButton onClick={() => void navigate('/pay/payment', { orderIds: o.orderId, orderType: String(ORDER_TYPE.TRAIN_BENCH) })} testId='bench-pay'>
              {tt('tr.benchCmp.pay')}&nbsp;<Price value={o.price.total} />
            </PrimaryButton>
          ) : null}
          <PrimaryButton plain={unpaid} onClick={() => void redirect('/tr/trBenthOrderDetail', { orderId: o.orderId })} testId='to-bench-detail'>
            {tt('tr.benchCmp.detail')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(BenchCmpPage)
