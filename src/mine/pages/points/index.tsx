import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PointsEntry } from '../../api/mine'
import { PageShell } from '../../../core/components/page-shell'
import { orderDetailRoute } from '../../../core/domain/order-types'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { PointsStore, signedPoints } from '../../stores/points-store'
import '../../components/mine.scss'
import './index.scss'

/** /userCenter/points: my balance, the company's rule and every movement (earned on payment, taken back on refund). */
function PointsPage() {
  const tt = useScopedT(mineDict)
  const { session } = useStores()
  const [store] = useState(() => new PointsStore())
  usePagedPage({ refresh: () => store.reload(), more: () => store.loadMore(), onShow: () => session.loggedIn })
  const open = (e: PointsEntry) => {
    if (!e.orderId || e.orderType === null) return
    const to = orderDetailRoute({ orderType: e.orderType, orderId: e.orderId })
    if (to) void navigate(to.path, to.query)
  }
  return (
    <PageShell title={tt('title.points')} className='mine'>
      <View className='points-head'>
        <Text className='points-head__label'>{tt('points.balance')}</Text>
        <Text className='points-head__balance' data-testid='points-balance'>{store.balance ?? '—'}</Text>
        {store.yuanPerPoint ? <Text className='points-head__rule'>{tt('points.rule', { yuan: store.yuanPerPoint })}</Text> : null}
      </View>
      <Text className='mine__section'>{tt('points.bill')}</Text>
      <ListState list={store.list} empty={tt('points.empty')} />
      {store.list.items.length > 0 ? (
        <View className='mine__list' data-testid='points-bill'>
          {store.list.items.map((e) => (
            <View key={e.id} className='mine__card' onClick={() => open(e)} data-testid='points-entry' data-kind={e.kind}>
              <View className='mine__row'>
                <Text className='mine__title'>{tt(`points.kind.${e.kind}`)}</Text>
                <Text className={`points-entry__points ${e.points < 0 ? 'points-entry__points--minus' : ''}`}>{signedPoints(e.points)}</Text>
              </View>
              <Text className='mine__meta'>
                {[e.orderNo, e.note, e.amount > 0 ? tt('points.amount', { amount: e.amount.toFixed(2) }) : ''].filter(Boolean).join(' · ')}
              </Text>
              <Text className='mine__meta'>{e.time}</Text>
            </View>
          ))}
          <PagedFooter list={store.list} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PointsPage)
