import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ScheduleItem } from '../api/mine'
import { Co2Label } from '../../core/components/co2-label'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { statusLabel, statusTone } from '../../core/domain/status-labels'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate, redirect } from '../../core/platform/nav'
import { registerServiceWorker } from '../../core/platform/service-worker'
import { useStores } from '../../core/stores/root-store'
import { ListState } from '../components/list-state'
import { NextTripCard, OfflineNotice } from '../components/next-trip-card'
import { PagedFooter } from '../components/paged-footer'
import { mineDict } from '../i18n/mine'
import { ownerOf } from '../stores/offline-copy'
import { dayHeading, productLabel, ScheduleStore, timeOf } from '../stores/schedule-store'
import '../components/mine.scss'

/** One trip: time, product, route, status; application and order number below. */
const TripCard = observer(function TripCard({ item, onOpen }: { item: ScheduleItem; onOpen: (i: ScheduleItem) => void }) {
  const tt = useScopedT(mineDict)
  return (
    <View className='mine__card' onClick={() => onOpen(item)} data-testid='schedule-item' data-order-id={item.orderId} data-order-type={item.orderType} data-day={item.day}>
      <View className='mine__row'>
        <Text className='mine__time'>{timeOf(item.depTime)}</Text>
        <Text className='mine__chip'>{productLabel(item.productCode)}</Text>
        <Text className='mine__title'>{item.routeText}</Text>
        <Text className={`mine__status mine__status--${statusTone(item.status)}`}>{statusLabel(item.status, item.orderType)}</Text>
      </View>
      <View className='mine__row'>
        <Text className='mine__meta'>{item.ccsqdNo ? tt('schedule.application', { no: item.ccsqdNo }) : tt('schedule.orderNo', { no: item.orderNo })}</Text>
        <Co2Label kg={item.co2Kg} trip testId='schedule-co2' className='mine__co2' />
        <Price value={item.amount} className='mine__amount' />
      </View>
    </View>
  )
})

/**
 * /schedule (upcoming) and /schedule/histroy (past): the trips of every product in one time
 * line, grouped by China date; a trip opens its order's detail screen; each links to the other.
 */
export const ScheduleScreen = observer(function ScheduleScreen({ history }: { history: boolean }) {
  const tt = useScopedT(mineDict)
  const { session, badges } = useStores()
  // Kept copies are the signed-in user's (company and employee number): another user never sees them.
  const [store] = useState(() => new ScheduleStore(history, {}, undefined, { owner: () => ownerOf(session.headers) }))
  usePagedPage({ refresh: () => Promise.all([store.reload(), history ? null : badges.refresh()]), more: () => store.loadMore(), onShow: () => session.loggedIn })
  // The trip offline (issue 18 §3): read again when the network is back; on H5 the shell is kept by a service worker.
  useEffect(() => {
    if (history) return undefined
    registerServiceWorker()
    return store.watchNetwork()
  }, [])

  const open = (item: ScheduleItem) => {
    const to = store.target(item)
    if (to) void navigate(to.path, to.query)
  }
  const list = store.list
  return (
    <PageShell title={tt(history ? 'title.history' : 'title.schedule')} className='mine'>
      <View className='mine__head'>
        <Text className='mine__head-text' data-testid='schedule-count'>{list.status === 'ready' || list.items.length ? tt('schedule.count', { n: list.total }) : ''}</Text>
        <Text className='mine__link' onClick={() => void (history ? redirect('/schedule') : navigate('/schedule/histroy'))} data-testid={history ? 'schedule-upcoming-link' : 'schedule-history-link'}>
          {tt(history ? 'schedule.upcomingLink' : 'schedule.historyLink')} ›
        </Text>
      </View>
      {store.notice ? <OfflineNotice text={store.notice} onRetry={() => void store.reload()} /> : null}
      {store.trip ? <NextTripCard trip={store.trip} /> : null}
      <ListState
        list={list}
        empty={tt(history ? 'schedule.historyEmpty' : 'schedule.empty')}
        action={history ? undefined : { text: tt('schedule.book'), run: () => void navigate('/home') }}
      />
      {list.items.length > 0 ? (
        <View className='mine__list' data-testid='schedule-list'>
          {store.groups.map((g) => (
            <View key={g.day} data-testid='schedule-day'>
              <Text className='mine__day'>{dayHeading(g.day, store.today)}</Text>
              {g.items.map((item) => (
                <TripCard key={item.orderId} item={item} onOpen={open} />
              ))}
            </View>
          ))}
          <PagedFooter list={list} />
        </View>
      ) : null}
    </PageShell>
  )
})
