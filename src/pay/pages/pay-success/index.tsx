import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { afterPaymentOf, orderDetailRoute } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { pay } from '../../i18n/pay'
import { parseOrderIds, PayResultStore } from '../../stores/payment-store'
import './index.scss'

const POLL_MS = 1500

/** /pay/paySuccess?orderIds=: paid; tickets are being issued (polled until issued), then to the order or all orders. */
function PaySuccessPage() {
  const tp = useScopedT(pay)
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const orderType = query.orderType || '11001'
  // A stay (and whatever else its family says) is confirmed by the supplier, not ticketed.
  const stay = afterPaymentOf(orderType) === 'confirm'
  const [store] = useState(() => new PayResultStore(parseOrderIds(query.orderIds || query.orderId)))
  const [round, setRound] = useState(0)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const run = async () => {
      const again = await store.poll()
      if (stopped) return
      if (again) timer = setTimeout(() => void run(), POLL_MS)
      else void badges.refresh()
    }
    void run()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [round])

  const first = store.orderIds[0]
  const openOrder = () => {
    const to = first ? orderDetailRoute({ orderType, orderId: first }) : null
    if (to) void redirect(to.path, to.query)
  }

  const title = tp('pay.successTitle')
  if (!store.orderIds.length) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tp('pay.missing')} onRetry={() => void navigate('/allorder')} actionText={tp('pay.allOrders')} />
      </PageShell>
    )
  }
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
        <StateView status='error' message={tp('pay.statusFailed')} onRetry={() => { store.restart(); setRound(round + 1) }} />
      </PageShell>
    )
  }

  const s0 = store.states[0]
  const closed = store.states.some((s) => s.payStatus === 'CLOSED')
  return (
    <PageShell title={title} className='pay-success'>
      <View className='pay-success__head'>
        <View className={`pay-success__icon ${closed ? 'pay-success__icon--bad' : ''}`}>{closed ? '!' : '✓'}</View>
        <Text className='pay-success__title' data-testid='pay-result'>
          {closed ? tp('pay.closed') : tp('pay.paid')}
        </Text>
        <Price value={store.amount} className='pay-success__amount' testId='pay-paid-amount' />
        {s0?.payType ? <Text className='pay-success__sub'>{tp(s0.payType === 'COMPANY' ? 'pay.payType.COMPANY' : 'pay.payType.PERSONAL')}</Text> : null}
        {s0?.payNo ? <Text className='pay-success__sub'>{tp('pay.payNo')} {s0.payNo}</Text> : null}
      </View>

      <View className='pay-success__card'>
        {store.states.map((s) => (
          <View key={s.orderId} className='pay-success__row' data-testid='pay-order-status' data-status={s.status}>
            <Text className={`pay-success__badge pay-success__badge--${statusTone(s.status)}`}>{statusLabel(s.status, orderType)}</Text>
            <Text className='pay-success__state'>
              {s.status === 'ISSUED' ? tp(stay ? 'pay.confirmed' : 'pay.issued') : s.status === 'TICKETING' || s.status === 'PAID' ? tp(stay ? 'pay.confirming' : 'pay.ticketing') : ''}
            </Text>
          </View>
        ))}
        {store.gaveUp ? (
          <View className='pay-success__slow'>
            <Text>{tp('pay.stillTicketing')}</Text>
            <Text className='pay-success__link' onClick={() => { store.restart(); setRound(round + 1) }}>
              {tp('pay.refresh')}
            </Text>
          </View>
        ) : null}
      </View>

      <View className='pay-success__actions'>
        <PrimaryButton onClick={openOrder} testId='pay-view-order'>
          {tp('pay.viewOrder')}
        </PrimaryButton>
        <View className='pay-success__gap' />
        <PrimaryButton plain onClick={() => void navigate('/allorder')} testId='pay-all-orders'>
          {tp('pay.allOrders')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
}

export default observer(PaySuccessPage)
