import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { monthDayLabel } from '../../core/domain/date-labels'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import type { HtDemandItem } from '../api/hotel-inquiry'
import { hotelInquiryDict } from '../i18n/inquiry'
import type { HotelVersionNo } from '../stores/hotel-context'
import { statusTone } from '../stores/hotel-inquiry-detail'
import { HotelInquiryListStore, STATUS_CHIPS } from '../stores/hotel-inquiry-list'
import { inquiryRoutes } from '../stores/hotel-inquiry-routes'

let shared: HotelInquiryListStore | null = null
/** One list per session: back from a detail finds the chip and rows as they were (and reads again). */
function listStore(): HotelInquiryListStore {
  shared ??= new HotelInquiryListStore()
  return shared
}

/**
 * "My inquiries": the user's inquiries newest first with status chips; a row opens its detail in
 * the same family. Read again on every visit, pull-down refreshes, the bottom reads more.
 */
export const HotelInquiryList = observer(function HotelInquiryList({ version, onNew }: { version: HotelVersionNo; onNew: () => void }) {
  const tt = useScopedT(hotelInquiryDict)
  const [store] = useState(listStore)
  const list = store.list
  const routes = inquiryRoutes(version)

  useEffect(() => {
    void store.refresh()
  }, [])
  usePagedPage({ refresh: () => store.refresh(), more: () => store.more() })

  const row = (i: HtDemandItem) => (
    <View key={i.id} className='ht-inq__item' onClick={() => void navigate(routes.detail, { id: i.id })} data-testid={`inq-row-${i.id}`} data-status={i.status}>
      <View className='ht-inq__item-head'>
        <Text className='ht-inq__item-title'>{i.quotedHotelName || i.hotelName || tt('list.anyHotel', { city: i.cityName })}</Text>
        <Text className={`ht-inq__badge ht-inq__badge--${statusTone(i.status)}`}>{tt(`status.${i.status}`)}</Text>
      </View>
      <Text className='ht-inq__item-sub'>
        {i.cityName} · {tt('list.stay', { in: monthDayLabel(i.checkInDate), out: monthDayLabel(i.checkOutDate), n: i.nights, rooms: i.roomCount })}
      </Text>
      <View className='ht-inq__item-foot'>
        <Text className='ht-inq__item-no'>
          {i.inquiryNo} · {i.travellerNames}
        </Text>
        {i.quotedPrice !== null ? (
          <Text className='ht-inq__item-price'>
            <Price value={i.quotedPrice} />
          </Text>
        ) : null}
      </View>
    </View>
  )

  return (
    <View className='ht-inq__list' data-testid='inquiry-list'>
      <View className='ht-inq__filters'>
        {STATUS_CHIPS.map((s) => (
          <Text key={s || 'all'} className={`ht-inq__filter ${store.status === s ? 'ht-inq__filter--on' : ''}`} onClick={() => void store.setStatus(s)} data-testid={`inq-filter-${s || 'all'}`}>
            {s ? tt(`status.${s}`) : tt('list.all')}
          </Text>
        ))}
      </View>
      {list.loadingFirst ? (
        <StateView status='loading' />
      ) : list.status === 'error' && !list.items.length ? (
        <StateView status='error' message={list.error || tt('list.failed')} onRetry={() => void list.restart()} />
      ) : list.empty ? (
        <StateView status='empty' message={tt('list.empty')} onRetry={onNew} actionText={tt('inq.tabNew')} />
      ) : (
        <View>
          {list.items.map(row)}
          {list.hasMore ? (
            <Text className='ht-inq__more' onClick={() => void store.more()} data-testid='inq-more'>
              {list.status === 'loading' ? tt('list.loading') : tt('list.more')}
            </Text>
          ) : (
            <Text className='ht-inq__more ht-inq__more--end'>{tt('list.noMore')}</Text>
          )}
        </View>
      )}
    </View>
  )
})
