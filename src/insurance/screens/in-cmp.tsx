import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { insuranceDict } from '../i18n/insurance'
import { InsuranceOrderStore } from '../stores/insurance-order-store'
import './insurance.scss'

/**
 * /insurance/InCmp?orderId=: the order is booked — the total, the pay deadline (or that it waits for
 * approval), pay now (the spine's pay screen) or open the order.
 */
export const InCmp = observer(function InCmp() {
  const tt = useScopedT(insuranceDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new InsuranceOrderStore(query.orderId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('title.cmp')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('order.notFound'), actionText: tt('order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  const open = () => void redirect('/insurance/InOrderDetail', { orderId: o.orderId })

  return (
    <PageShell title={title} className='ins'>
      <View className='ins__done' data-testid='cmp'>
        <Text className='ins__done-mark'>✓</Text>
        <Text className='ins__done-title'>{tt('cmp.done')}</Text>
        <Text className='ins__muted'>{o.product.name}</Text>
        <Text className='ins__muted'>{`${o.startDate} – ${o.endDate}`}</Text>
        <Price value={o.price.total} className='ins__price' testId='cmp-total' />
        <Text className='ins__muted'>{o.status === 'IN_APPROVAL' ? tt('cmp.approval') : o.payDeadline ? tt('cmp.payBy', { time: o.payDeadline }) : ''}</Text>
      </View>
      <View className='ins__buttons'>
        {o.allowedActions.pay ? (
          <PrimaryButton onClick={() => void navigate('/pay/payment', { orderIds: o.orderId, orderType: o.orderType })} testId='cmp-pay'>
            {tt('cmp.pay')}
          </PrimaryButton>
        ) : null}
        <View className='ins__button-gap' />
        <PrimaryButton plain onClick={open} testId='cmp-view'>
          {tt('cmp.view')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
