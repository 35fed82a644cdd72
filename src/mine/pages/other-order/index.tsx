import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { otherOrdersList } from '../../stores/other-order-store'
import { OTHER_STATUS_TONE } from '../../stores/other-order-tone'
import '../../components/mine.scss'

/** /otherOrder: orders a travel consultant entered offline for me, newest first; a row opens its detail. */
function OtherOrdersPage() {
  const tt = useScopedT(mineDict)
  const { session } = useStores()
  const [list] = useState(() => otherOrdersList())
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })
  return (
    <PageShell title={tt('title.otherOrders')} className='mine'>
      <Text className='mine__intro'>{tt('other.intro')}</Text>
      <ListState list={list} empty={tt('other.empty')} />
      {list.items.length > 0 ? (
        <View className='mine__list' data-testid='other-orders'>
          {list.items.map((o) => (
            <View key={o.orderId} className='mine__card' onClick={() => void navigate('/otherOrderDetail', { orderId: o.orderId })} data-testid='other-order' data-status={o.status}>
              <View className='mine__row'>
                <Text className='mine__chip'>{tt(`other.category.${o.category}`)}</Text>
                <Text className='mine__title'>{o.title}</Text>
                <Text className={`mine__status mine__status--${OTHER_STATUS_TONE[o.status]}`}>{tt(`other.status.${o.status}`)}</Text>
              </View>
              <View className='mine__row'>
                <Text className='mine__meta'>{tt('other.serviceDate', { date: o.serviceDate })} · {o.travellerNames}</Text>
                <Price value={o.amount} className='mine__amount' />
              </View>
            </View>
          ))}
          <PagedFooter list={list} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(OtherOrdersPage)
