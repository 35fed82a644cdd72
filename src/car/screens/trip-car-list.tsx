import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { carSearchDict } from '../i18n/search'
import { CAR_SCREENS } from '../stores/car-context'
import { TripCarListStore } from '../stores/trip-car-store'
import './car-booking.scss'

/** /userCenter/tripCarList: the car routes of the user's applications; "book" opens the car query with the application and route. */
export const TripCarList = observer(function TripCarList() {
  const tt = useScopedT(carSearchDict)
  const [store] = useState(() => new TripCarListStore())

  useDidShow(() => void store.load())

  let body: JSX.Element
  if (store.status === 'error') body = <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
  else if (store.status === 'loading') body = <StateView status='loading' />
  else if (!store.list.length) body = <StateView status='empty' message={tt('trip.empty')} onRetry={() => void navigate(CAR_SCREENS.tripCarAdd)} actionText={tt('trip.add')} />
  else
    body = (
      <View data-testid='trip-cars'>
        {store.list.map((r) => (
          <View key={r.routeId} className='car-b__card' data-testid={`trip-car-${r.routeId}`}>
            <View className='car-b__kv'>
              <Text className='car-b__choice-name'>{r.cityName}</Text>
              <Text className={`car-b__tag ${r.status === 3 ? 'car-b__tag--ok' : 'car-b__tag--cheap'}`}>{r.status === 3 ? tt('trip.status.3') : tt('trip.status.1')}</Text>
            </View>
            <Text className='car-b__choice-sub'>
              {r.ccsqdNo} · {tt('trip.dates', { start: r.dateStart, end: r.dateEnd })}
            </Text>
            <Text className='car-b__choice-sub'>
              {r.useTypes.map((u) => tt(`use.${u}` as 'use.1')).join(' / ')} · {r.budget !== null ? tt('trip.budget', { n: r.budget }) : tt('trip.noBudget')}
              {r.bookedCount ? ` · ${tt('trip.booked', { n: r.bookedCount })}` : ''}
            </Text>
            <Text className='car-b__link car-b__link--block' onClick={() => void navigate(CAR_SCREENS.query, { ccsqdId: r.ccsqdId, routeId: r.routeId })} data-testid={`trip-car-book-${r.routeId}`}>
              {tt('trip.book')} ›
            </Text>
          </View>
        ))}
      </View>
    )

  return (
    <PageShell title={tt('trip.listTitle')} className='car-b'>
      {body}
      <View className='car-b__foot'>
        <PrimaryButton onClick={() => void navigate(CAR_SCREENS.tripCarAdd)} testId='trip-car-add'>
          {tt('trip.add')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
