import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import type { InvoiceableOrder } from '../api/invoice'
import { invoiceDict } from '../i18n/invoice'
import { InvoiceOrdersStore } from '../stores/invoice-lists'
import { INVOICE_ROUTES } from './invoice-routes'
import './invoice.scss'

const OrderRow = observer(function OrderRow({ order, store }: { order: InvoiceableOrder; store: InvoiceOrdersStore }) {
  const tt = useScopedT(invoiceDict)
  const on = store.selected.has(order.orderId)
  return (
    <View className='inv__card' data-testid='invoiceable-order' data-order-no={order.orderNo} data-on={on ? '1' : '0'}>
      <View className='inv__row' onClick={() => store.toggle(order.orderId)}>
        <Text className={`inv__check ${on ? 'inv__check--on' : ''}`}>{on ? '✓' : ''}</Text>
        <View style={{ flex: 1, minWidth: 0 }}>
          <Text className='inv__name'>{order.title}</Text>
          <Text className='inv__sub'>
            {order.orderNo} · {tt('inv.orders.paidAt', { time: order.paidAt.slice(0, 16) })}
          </Text>
          {order.refunded > 0 ? <Text className='inv__sub'>{tt('inv.orders.refunded', { amount: order.refunded.toFixed(2) })}</Text> : null}
        </View>
        <Price value={order.amount} className='inv__amount' />
      </View>
      {order.serviceFeeOnly ? (
        <View className='inv__tags'>
          <Text className='inv__tag inv__tag--warn'>{tt('inv.orders.feeOnly')}</Text>
          <Text className='inv__link' onClick={() => void navigate(INVOICE_ROUTES.train)} data-testid='fee-only-why'>
            {tt('inv.orders.why')}
          </Text>
        </View>
      ) : null}
    </View>
  )
})

/** /userCenter/Invoice/InvoiceOrderList: the orders of every product that can be invoiced; several go on one invoice. */
export const InvoiceOrderList = observer(function InvoiceOrderList() {
  const t = useT()
  const tt = useScopedT(invoiceDict)
  const { session } = useStores()
  const [store] = useState(() => new InvoiceOrdersStore())
  const list = store.list
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })
  const next = () => {
    const ids = store.chosen.map((o) => o.orderId)
    if (ids.length === 0) {
      ui.toast(tt('inv.orders.pick'))
      return
    }
    void navigate(INVOICE_ROUTES.add, { orderIds: ids.join(',') })
  }
  return (
    <PageShell title={tt('inv.orders.title')} className='inv'>
      {list.loadingFirst ? <StateView status='loading' /> : null}
      {list.status === 'error' && list.items.length === 0 ? <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} /> : null}
      {list.empty ? (
        <>
          <StateView status='empty' message={tt('inv.orders.empty')} onRetry={() => void navigate('/allorder')} actionText={tt('inv.orders.toAll')} />
          <Text className='inv__note' style={{ textAlign: 'center', padding: '0 48px' }}>
            {tt('inv.orders.emptyHint')}
          </Text>
        </>
      ) : null}
      {list.items.map((o) => (
        <OrderRow key={o.orderId} order={o} store={store} />
      ))}
      {list.items.length && list.hasMore ? (
        <View className='inv__more' onClick={() => void list.loadMore()}>
          {list.status === 'loading' ? t('common.loading') : t('common.loadMore')}
        </View>
      ) : null}
      {list.items.length ? (
        <View className='inv__bar'>
          <View className='inv__row' style={{ alignItems: 'center', marginRight: '16px' }} onClick={() => store.toggleAll()} data-testid='select-all'>
            <Text className={`inv__check ${store.allSelected ? 'inv__check--on' : ''}`}>{store.allSelected ? '✓' : ''}</Text>
            <Text className='inv__bar-text' style={{ marginLeft: '-8px' }}>
              {tt('inv.orders.all')}
            </Text>
          </View>
          <View className='inv__bar-text'>
            <Text>{tt('inv.orders.selected', { n: store.chosen.length })} </Text>
            <Price value={store.amount} className='inv__amount' testId='selected-amount' />
          </View>
          <View className='inv__bar-btn'>
            <PrimaryButton onClick={next} disabled={store.chosen.length === 0} testId='orders-next'>
              {tt('inv.orders.next')}
            </PrimaryButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
})
