import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ViolateItem } from '../../api/mine'
import { violateList } from '../../api/mine'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { orderDetailRoute } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { pagedOf } from '../../stores/paged-store'
import { productLabel } from '../../stores/schedule-store'
import '../../components/mine.scss'

/** /violateList: my out-of-policy bookings of every product, what broke the policy and the reason given; a row opens its order. */
function ViolationsPage() {
  const tt = useScopedT(mineDict)
  const { session } = useStores()
  const [list] = useState(() => pagedOf(violateList, (v: ViolateItem) => v.orderId))
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })
  const open = (v: ViolateItem) => {
    const to = orderDetailRoute({ orderType: v.orderType, orderId: v.orderId })
    if (to) void navigate(to.path, to.query)
  }
  return (
    <PageShell title={tt('title.violations')} className='mine'>
      <Text className='mine__intro'>{tt('violations.intro')}</Text>
      <ListState list={list} empty={tt('violations.empty')} />
      {list.items.length > 0 ? (
        <View className='mine__list' data-testid='violations'>
          {list.items.map((v) => (
            <View key={v.orderId} className='mine__card' onClick={() => open(v)} data-testid='violation-item' data-order-id={v.orderId} data-order-type={v.orderType}>
              <View className='mine__row'>
                <Text className='mine__chip'>{productLabel(v.productCode)}</Text>
                <Text className='mine__title'>{v.routeText}</Text>
                <Text className={`mine__status mine__status--${statusTone(v.status)}`}>{statusLabel(v.status, v.orderType)}</Text>
              </View>
              <Text className='mine__meta'>{v.depTime} · {v.orderNo}</Text>
              <Text className='mine__warn' data-testid='violation-rules'>{v.violations.map((x) => x.text).join('；')}</Text>
              <Text className='mine__text' data-testid='violation-reason'>{v.reason ? tt('violations.reason', { reason: v.reason }) : tt('violations.noReason')}</Text>
              {v.note ? <Text className='mine__text'>{tt('violations.note', { note: v.note })}</Text> : null}
              <View className='mine__row'>
                <Text className='mine__meta'>{tt('violations.bookedAt', { time: v.createdAt })}</Text>
                <Price value={v.amount} className='mine__amount' />
              </View>
            </View>
          ))}
          <PagedFooter list={list} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ViolationsPage)
