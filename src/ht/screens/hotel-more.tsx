import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { rawQuery, redirect } from '../../core/platform/nav'
import { hotelBooking } from '../i18n/booking'
import { hotelContext, hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import { HotelMoreStore } from '../stores/hotel-rooms-store'
import './hotel-more.scss'

export interface HotelMoreProps {
  version: HotelVersionNo
}

/** /htV2/htMore, /ht/htMore?hotel=…: the hotel's description, facilities and policies. */
export const HotelMore = observer(function HotelMore({ version }: HotelMoreProps) {
  const tt = useScopedT(hotelBooking)
  const hotelId = useMemo(() => hotelContext.decode(rawQuery())?.hotelId ?? null, [])
  const [store] = useState(() => new HotelMoreStore(hotelId))

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('ht.more.title')
  if (store.status === 'missing') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('ht.rooms.missing')} onRetry={() => void redirect(hotelRoute(version, 'query'))} actionText={tt('ht.rooms.newSearch')} />
      </PageShell>
    )
  }
  if (store.status === 'loading' || !store.detail) {
    return (
      <PageShell title={title}>
        {store.status === 'error' ? <StateView status='error' message={store.loadError} onRetry={() => void store.load()} /> : <StateView status='loading' />}
      </PageShell>
    )
  }
  const d = store.detail
  return (
    <PageShell title={title} className='ht-more'>
      <View className='ht-more__card' data-testid='more-head'>
        <Text className='ht-more__name'>{d.name}</Text>
        {d.otherName ? <Text className='ht-more__other'>{d.otherName}</Text> : null}
        <Text className='ht-more__line'>
          {'★'.repeat(d.star)} · {d.brandName}
        </Text>
        <Text className='ht-more__line'>{d.address}</Text>
        <Text className='ht-more__line'>{tt('ht.more.phone', { phone: d.phone })}</Text>
      </View>
      <View className='ht-more__card' data-testid='more-intro'>
        <Text className='ht-more__title'>{tt('ht.more.intro')}</Text>
        <Text className='ht-more__text'>{d.description}</Text>
        <Text className='ht-more__line'>
          {tt('ht.more.opened', { year: d.openYear })} · {tt('ht.more.renovated', { year: d.renovationYear })}
        </Text>
      </View>
      <View className='ht-more__card' data-testid='more-facilities'>
        <Text className='ht-more__title'>{tt('ht.more.facilities')}</Text>
        <View className='ht-more__chips'>
          {d.facilities.map((f) => (
            <Text key={f.code} className='ht-more__chip'>
              {f.name}
            </Text>
          ))}
        </View>
      </View>
      <View className='ht-more__card' data-testid='more-policies'>
        <Text className='ht-more__title'>{tt('ht.more.policies')}</Text>
        <Text className='ht-more__line'>{tt('ht.more.checkIn', { time: d.checkInFrom })}</Text>
        <Text className='ht-more__line'>{tt('ht.more.checkOut', { time: d.checkOutUntil })}</Text>
        <Text className='ht-more__line'>{tt('ht.more.childPolicy')}</Text>
      </View>
      {d.nearby.length ? (
        <View className='ht-more__card' data-testid='more-nearby'>
          <Text className='ht-more__title'>{tt('ht.more.nearby')}</Text>
          {d.nearby.map((n) => (
            <View key={n.id} className='ht-more__row'>
              <Text>{n.name}</Text>
              <Text className='ht-more__muted'>{tt('ht.more.km', { km: n.distanceKm })}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
})
