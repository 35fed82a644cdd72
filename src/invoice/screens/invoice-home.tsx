import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import type { InvoiceListItem } from '../api/invoice'
import { invoiceDict } from '../i18n/invoice'
import { InvoiceHomeStore } from '../stores/invoice-lists'
import { INVOICE_ROUTES } from './invoice-routes'
import './invoice.scss'

const InvoiceRow = observer(function InvoiceRow({ item }: { item: InvoiceListItem }) {
  const tt = useScopedT(invoiceDict)
  return (
    <View className='inv__card' onClick={() => void navigate(INVOICE_ROUTES.detail, { id: item.id })} data-testid='invoice-item' data-id={item.id} data-kind={item.kpType}>
      <View className='inv__row'>
        <Text className='inv__name'>{item.gsmc}</Text>
        <Price value={item.amount} className='inv__amount' />
      </View>
      <Text className='inv__sub'>
        {item.requestNo} · {item.createdAt.slice(0, 16)} · {tt('inv.home.orders', { n: item.orderCount })}
      </Text>
      <View className='inv__tags'>
        <Text className='inv__tag'>{tt(`inv.kind.${item.kpType}`)}</Text>
        {item.expressState ? <Text className='inv__tag'>{tt(`inv.express.${item.expressState}`)}</Text> : null}
        {item.refundFlag ? <Text className='inv__tag inv__tag--warn'>{tt('inv.refundFlag')}</Text> : null}
      </View>
    </View>
  )
})

/** /userCenter/Invoice: request an invoice, the train voucher notice, and the caller's invoices. */
export const InvoiceHome = observer(function InvoiceHome() {
  const t = useT()
  const tt = useScopedT(invoiceDict)
  const { session } = useStores()
  const [store] = useState(() => new InvoiceHomeStore())
  const list = store.list
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })
  return (
    <PageShell title={tt('inv.home.title')} className='inv'>
      <View className='inv__actions'>
        <View className='inv__action inv__action--main' onClick={() => void navigate(INVOICE_ROUTES.orders)} data-testid='invoice-request'>
          {tt('inv.home.request')}
        </View>
        <View className='inv__action' onClick={() => void navigate(INVOICE_ROUTES.train)} data-testid='invoice-train'>
          {tt('inv.home.train')}
        </View>
      </View>
      <Text className='inv__section'>{tt('inv.home.mine')}</Text>
      {list.loadingFirst ? <StateView status='loading' /> : null}
      {list.status === 'error' && list.items.length === 0 ? <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} /> : null}
      {list.empty ? <StateView status='empty' message={tt('inv.home.empty')} onRetry={() => void navigate(INVOICE_ROUTES.orders)} actionText={tt('inv.home.request')} /> : null}
      {list.items.map((item) => (
        <InvoiceRow key={item.id} item={item} />
      ))}
      {list.items.length ? (
        list.hasMore ? (
          <View className='inv__more' onClick={() => void list.loadMore()}>
            {list.status === 'loading' ? t('common.loading') : t('common.loadMore')}
          </View>
        ) : (
          <View className='inv__more'>
            {tt('inv.home.count', { n: list.total })} · {t('common.noMore')}
          </View>
        )
      ) : null}
    </PageShell>
  )
})
