import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { TripApplicationListItem } from '../../../core/api/trip'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { tripStatusLabel, tripStatusTone } from '../../../core/components/trip-application-view'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { tripDict } from '../../i18n/trip'
import { TRIP_TABS, TripListStore, parseTab } from '../../stores/trip-list-store'
import './index.scss'

function TripCard({ item }: { item: TripApplicationListItem }) {
  const tt = useScopedT(tripDict)
  const tone = tripStatusTone(item.status)
  return (
    <View className='trip-list__card' onClick={() => void navigate('/tripDetail', { ccsqdId: item.ccsqdId })} data-testid='trip-card' data-no={item.ccsqdNo} data-status={item.status}>
      <View className='trip-list__row'>
        <Text className='trip-list__no'>{item.ccsqdNo}</Text>
        <Text className={`trip-chip trip-chip--${tone}`} data-testid='trip-card-status'>
          {item.statusText || tripStatusLabel(item.status)}
        </Text>
      </View>
      <Text className='trip-list__purpose'>{item.ccsy}</Text>
      <Text className='trip-list__meta'>
        {item.mdd} · {item.dateBegin} ~ {item.dateEnd}
      </Text>
      <View className='trip-list__row trip-list__row--foot'>
        <Text className='trip-list__people'>
          {tt('list.travellers', { names: item.travellerNames })}
          {item.routeCount ? ` · ${tt('list.routes', { n: item.routeCount })}` : ''}
        </Text>
        <Price value={item.zys} className='trip-list__amount' />
      </View>
      {(item.status === 1 || item.status === 5) && item.nextApprover ? (
        <Text className='trip-list__note trip-list__note--wait' data-testid='trip-next-approver'>
          {tt('list.nextApprover', { names: item.nextApprover })}
        </Text>
      ) : null}
      {item.status === 3 && item.rejectReason ? (
        <Text className='trip-list__note trip-list__note--reject' data-testid='trip-reject-reason'>
          {tt('list.rejectReason', { reason: item.rejectReason })}
        </Text>
      ) : null}
    </View>
  )
}

/**
 * /tripList: my business-trip applications by status (approved first, spec §9), pull to refresh,
 * more at the bottom, and the way to a new one. Reached from the home menu (product 10999).
 */
function TripListPage() {
  const tt = useScopedT(tripDict)
  const t = useT()
  const { session } = useStores()
  const [store] = useState(() => {
    const s = new TripListStore()
    s.tab = parseTab(currentQuery().status)
    return s
  })

  // Every visit shows fresh rows (an application may have been approved or submitted meanwhile).
  usePagedPage({ refresh: () => store.reload(), more: () => store.loadMore(), onShow: () => session.loggedIn })

  const empty = store.status === 'ready' && store.items.length === 0
  return (
    <PageShell title={tt('list.title')} className='trip-list'>
      <ScrollView scrollX className='trip-list__tabs' enhanced showScrollbar={false}>
        {TRIP_TABS.map((tab) => (
          <Text
            key={tab}
            className={`trip-list__tab ${store.tab === tab ? 'trip-list__tab--on' : ''}`}
            onClick={() => store.setTab(tab)}
            data-testid={`trip-tab-${tab}`}
          >
            {tt(`list.tab.${tab}`)}
          </Text>
        ))}
      </ScrollView>

      {(store.status === 'loading' || store.status === 'idle') && store.items.length === 0 ? <StateView status='loading' /> : null}
      {store.status === 'error' && store.items.length === 0 ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.reload()} /> : null}
      {empty ? <StateView status='empty' message={store.tab === -1 ? tt('list.emptyAll') : tt('list.empty')} /> : null}

      {store.items.length ? (
        <View className='trip-list__list' data-testid='trip-list'>
          {store.refreshing ? <View className='trip-list__end'>{tt('list.refreshing')}</View> : null}
          {store.items.map((item) => (
            <TripCard key={item.ccsqdId} item={item} />
          ))}
          {store.hasMore ? (
            <View className='trip-list__more' onClick={() => void store.loadMore()} data-testid='trip-more'>
              {store.status === 'loading' ? t('common.loading') : store.status === 'error' ? store.error || t('common.loadFailed') : t('common.loadMore')}
            </View>
          ) : (
            <View className='trip-list__end'>
              {tt('list.count', { n: store.total })} · {t('common.noMore')}
            </View>
          )}
        </View>
      ) : null}

      <View className='trip-list__bar'>
        <PrimaryButton onClick={() => void navigate('/tripAdd')} testId='trip-new'>
          + {tt('list.new')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
}

export default observer(TripListPage)
