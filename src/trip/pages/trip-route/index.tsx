import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { toHotelVersion } from '../../../core/domain/codes'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { TripRouteStore } from '../../stores/trip-route-store'
import { tripRouteDict } from './trip-route-dict'
import './index.scss'

/**
 * /tripRoute?ccsqdId=: an application's routes with their booking state; an open route books
 * through its product's query screen with the application and route, a booked one opens its
 * order. Without ccsqdId: the approved applications to choose from.
 */
function TripRoutePage() {
  const tt = useScopedT(tripRouteDict)
  const { session } = useStores()
  const [store] = useState(
    () =>
      new TripRouteStore(currentQuery().ccsqdId ?? '', {}, {
        selfId: () => session.empInfo?.empId ?? '',
        now: () => Date.now(),
        hotelVersion: () => toHotelVersion(session.vipCorp?.hotelVersion),
      }),
  )
  // Every visit reads again: a booking made from here changes the route's state.
  useDidShow(() => {
    if (session.loggedIn) void store.load()
  })

  if (store.status !== 'ready') {
    return (
      <PageShell title={tt('title')} className='trip-route'>
        <View className='trip-route__body'>
          {store.status === 'loading' ? <StateView status='loading' /> : null}
          {store.status === 'notFound' ? <StateView status='empty' message={tt('notFound')} onRetry={() => void redirect('/tripList')} actionText={tt('toList')} /> : null}
          {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
        </View>
      </PageShell>
    )
  }

  if (store.choosing) {
    return (
      <PageShell title={tt('title')} className='trip-route'>
        <View className='trip-route__body'>
          <Text className='trip-route__intro'>{tt('choose')}</Text>
          {store.choices.length === 0 ? <StateView status='empty' message={tt('chooseEmpty')} onRetry={() => void navigate('/tripAdd')} actionText={tt('newApplication')} /> : null}
          {store.choices.map((a) => (
            <View key={a.ccsqdId} className='trip-route__card' onClick={() => void navigate('/tripRoute', { ccsqdId: a.ccsqdId })} data-testid='trip-route-choice'>
              <View className='trip-route__row'>
                <Text className='trip-route__title'>{a.ccsy}</Text>
                <Text className='trip-route__state'>{a.statusText}</Text>
              </View>
              <Text className='trip-route__meta'>{a.ccsqdNo} · {tt('dates', { begin: a.dateBegin, end: a.dateEnd })} · {a.mdd}</Text>
            </View>
          ))}
        </View>
      </PageShell>
    )
  }

  const a = store.app
  if (!a) return null
  const productOf = (code: number) => (`product.${code}` in tripRouteDict['zh-CN'] ? tt(`product.${code}` as 'product.10901') : '')
  return (
    <PageShell title={tt('title')} className='trip-route'>
      <View className='trip-route__body'>
        <View className='trip-route__card trip-route__head' onClick={() => void navigate('/tripDetail', { ccsqdId: a.ccsqdId })} data-testid='trip-route-app'>
          <View className='trip-route__row'>
            <Text className='trip-route__title'>{a.ccsy}</Text>
            <Text className='trip-route__state'>{a.statusText}</Text>
          </View>
          <Text className='trip-route__meta'>{a.ccsqdNo} · {tt('dates', { begin: a.dateBegin, end: a.dateEnd })}</Text>
          <View className='trip-route__row'>
            <Text className='trip-route__meta' data-testid='trip-route-summary'>{tt('routes', { n: store.routes.length, booked: store.bookedCount })}</Text>
            <Text className='trip-route__link'>{tt('detail')} ›</Text>
          </View>
        </View>
        {store.routes.length === 0 ? <StateView status='empty' message={tt('noRoutes')} /> : null}
        {store.routes.map((r) => {
          const booked = store.isBooked(r)
          const bookable = store.canBook(r)
          return (
            <View key={r.routeId} className='trip-route__card' data-testid='trip-route-item' data-booked={booked ? '1' : '0'} data-product={r.productType}>
              <View className='trip-route__row'>
                <Text className='trip-route__chip'>{productOf(r.productType)}</Text>
                <Text className='trip-route__title'>{r.fromCity ? `${r.fromCity} → ${r.toCity}` : r.toCity}</Text>
                <Text className={`trip-route__state ${booked ? 'trip-route__state--booked' : ''}`}>{booked ? tt('booked') : tt('open')}</Text>
              </View>
              <Text className='trip-route__meta'>{r.dateEnd && r.dateEnd !== r.dateBegin ? tt('dates', { begin: r.dateBegin, end: r.dateEnd }) : r.dateBegin}</Text>
              <View className='trip-route__row'>
                {r.fyys ? <Price value={r.fyys} className='trip-route__budget' /> : <Text className='trip-route__meta'>{booked && r.orderNo ? r.orderNo : ''}</Text>}
                {booked ? (
                  <Text
                    className='trip-route__button trip-route__button--plain'
                    onClick={() => {
                      const to = store.orderTarget(r)
                      if (to) void navigate(to.path, to.query)
                    }}
                    data-testid='trip-route-order'
                  >
                    {tt('viewOrder')}
                  </Text>
                ) : bookable ? (
                  <Text
                    className='trip-route__button'
                    onClick={() => {
                      const to = store.bookTarget(r)
                      if (to) void navigate(to.path, to.query)
                    }}
                    data-testid='trip-route-book'
                  >
                    {tt('book')}
                  </Text>
                ) : (
                  <Text className='trip-route__meta'>{(r.dateEnd || r.dateBegin) < store.today ? tt('expired') : tt('notAllowed')}</Text>
                )}
              </View>
            </View>
          )
        })}
      </View>
    </PageShell>
  )
}

export default observer(TripRoutePage)
