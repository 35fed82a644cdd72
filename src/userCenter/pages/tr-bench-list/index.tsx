import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import type { TrBenchListItem } from '../../api/train-bench'
import { trBench } from '../../i18n/tr-bench'
import { BENCH_TABS, BenchListStore, benchTarget, type BenchTab } from './tr-bench-list-store'
import './index.scss'

const BenchRow = observer(function BenchRow({ item }: { item: TrBenchListItem }) {
  const tt = useScopedT(trBench)
  const open = () => {
    const to = benchTarget(item)
    if (to) void navigate(to.path, to.query)
  }
  return (
    <View className='tr-bench-row' onClick={open} data-testid='bench-item' data-order={item.orderId} data-state={item.state}>
      <View className='tr-bench-row__top'>
        <Text className='tr-bench-row__route'>{tt('trb.route', { from: item.fromStation.name, to: item.toStation.name })}</Text>
        <Text className={`tr-bench-row__state tr-bench-row__state--${item.state}`} data-testid='bench-item-state'>
          {tt(`trb.state.${item.state}`)}
        </Text>
      </View>
      <Text className='tr-bench-row__line'>
        {item.date} · {tt('trb.trains', { trains: item.trainCodes.join(' / ') })}
      </Text>
      <Text className='tr-bench-row__line'>
        {tt('trb.seats', { seats: item.seatNames.join(tt('trb.listSep')) })} · {item.passengerNames}
      </Text>
      <View className='tr-bench-row__foot'>
        <Text className='tr-bench-row__hint'>
          {item.state === 'UNPAID' && item.payDeadline
            ? tt('trb.payBefore', { time: chinaTimeLabel(item.payDeadline.slice(11, 16)) })
            : item.state === 'WAITING' && item.queuePosition
              ? `${tt('trb.position', { n: item.queuePosition })} · ${tt('trb.deadline', { time: chinaTimeLabel(item.deadline.slice(5, 16)) })}`
              : tt('trb.deadline', { time: chinaTimeLabel(item.deadline.slice(5, 16)) })}
        </Text>
        <Price value={item.amount} className='tr-bench-row__amount' />
      </View>
    </View>
  )
})

/** /userCenter/trBenchList: the caller's train standby orders, by state, 20 a page; a row opens its detail. */
function TrBenchListPage() {
  const t = useT()
  const tt = useScopedT(trBench)
  const { session } = useStores()
  const [store] = useState(() => new BenchListStore())
  const list = store.list
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })

  return (
    <PageShell title={tt('trb.title')} className='tr-bench-page'>
      <View className='tr-bench-page__tabs'>
        {(Object.keys(BENCH_TABS) as BenchTab[]).map((k) => (
          <Text key={k} className={`tr-bench-page__tab ${store.tab === k ? 'tr-bench-page__tab--on' : ''}`} onClick={() => void store.chooseTab(k)} data-testid={`bench-tab-${k}`}>
            {tt(`trb.tab.${k}`)}
          </Text>
        ))}
      </View>
      {list.loadingFirst ? <StateView status='loading' /> : null}
      {list.status === 'error' && list.items.length === 0 ? <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} /> : null}
      {list.empty ? <StateView status='empty' message={tt('trb.empty')} onRetry={() => void navigate('/tr/trQuery')} actionText={tt('trb.toQuery')} /> : null}
      {list.items.length ? (
        <View className='tr-bench-page__rows' data-testid='bench-list'>
          {list.items.map((item) => (
            <BenchRow key={item.orderId} item={item} />
          ))}
          {list.hasMore ? (
            <View className='tr-bench-page__more' onClick={() => void list.loadMore()}>
              {list.status === 'loading' ? t('common.loading') : list.status === 'error' ? list.error || t('common.loadFailed') : t('common.loadMore')}
            </View>
          ) : (
            <View className='tr-bench-page__end'>
              {tt('trb.count', { n: list.total })} · {t('common.noMore')}
            </View>
          )}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TrBenchListPage)
