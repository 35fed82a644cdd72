import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { formatAmount } from '../../core/components/price'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import type { HotelListItem } from '../api/hotel-search'
import { HotelMapView } from '../components/hotel-map-view'
import { initialOf, starsText, swatchOf } from '../components/hotel-row'
import { hotelSearchDict } from '../i18n/search'
import { hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import { getHotelListStore, listQueryOf } from '../stores/hotel-list-store'
import { modifySearch } from './hotel-list'
import './hotel-map.scss'

/**
 * htMap of both route families: the hotels of the current list by their coordinates (the list's
 * kept-alive store when it holds the same search, else the search of the page parameters, so an
 * H5 reload shows the same hotels). `src=sign` is the signed list's map. A dot (or marker) selects
 * a hotel; its card opens the rooms screen of the same family.
 */
export const HotelMap = observer(function HotelMap({ version }: { version: HotelVersionNo }) {
  const tt = useScopedT(hotelSearchDict)
  const router = useRouter()
  const [start] = useState(() => listQueryOf(router.params))
  const mode = router.params.src === 'sign' ? 'sign' : 'list'
  const list = getHotelListStore(mode)
  const [selectedId, setSelectedId] = useState<string | null>(null)

  useEffect(() => {
    if (!start) return
    const filters = mode === 'sign' ? { ...start.filters, agreementOnly: true } : start.filters
    if (!list.holds(version, start.query, start.sort, filters)) list.ensure(version, start.query, start.sort, filters)
  }, [])

  const items = list.items
  const selected = items.find((h) => h.hotelId === selectedId) ?? items[0] ?? null

  const label = useCallback((h: HotelListItem) => tt('map.hotel', { name: h.name, price: h.lowestPrice !== null && !h.full ? `¥${formatAmount(h.lowestPrice, 0)}` : h.full ? tt('hotel.full') : tt('hotel.noPrice') }), [])

  const open = (h: HotelListItem) => {
    const tap = list.tapHotel(h)
    if (tap) void navigate(hotelRoute(version, tap.screen), tap.params)
  }

  if (!start) {
    return (
      <PageShell title={tt('query.title')} className='ht-map'>
        <StateView status='error' message={tt('list.startOver')} onRetry={() => modifySearch(version)} actionText={tt('list.modify')} />
      </PageShell>
    )
  }

  const cityName = list.city?.name ?? start.query.cityName ?? start.query.cityId
  let body
  if (list.status === 'error') body = <StateView status='error' message={list.error} onRetry={() => void list.load()} actionText={tt('list.retry')} />
  else if (list.status !== 'ready' || !list.center) body = <StateView status='loading' message={tt('map.loading')} />
  else if (!items.length) body = <StateView status='empty' message={tt('list.empty')} onRetry={() => modifySearch(version)} actionText={tt('list.modify')} />
  else
    body = (
      <>
        <HotelMapView items={items} centre={list.center} selectedId={selected?.hotelId ?? null} onSelect={setSelectedId} label={label} note={tt('map.offline')} />
        <View className='ht-map__bar'>
          <Text className='ht-map__shown' data-testid='map-shown'>
            {tt('map.shown', { n: items.length, total: list.total })}
          </Text>
          {list.hasMore ? (
            <Text className='ht-map__more' onClick={() => void list.loadMore()} data-testid='map-more'>
              {list.moreStatus === 'loading' ? tt('list.more') : tt('map.more')}
            </Text>
          ) : null}
        </View>
        {selected ? (
          <View className='ht-map__card' onClick={() => open(selected)} data-testid='map-card' data-hotel-id={selected.hotelId}>
            <View className='ht-map__photo' style={{ background: swatchOf(selected.hotelId) }}>
              <Text className='ht-map__initial'>{initialOf(selected)}</Text>
            </View>
            <View className='ht-map__info'>
              <Text className='ht-map__name'>{selected.name}</Text>
              <Text className='ht-map__sub'>
                <Text className='ht-map__stars'>{starsText(selected.star)}</Text> {selected.brandName} · {selected.districtName}
              </Text>
              <Text className='ht-map__sub'>{tt('hotel.distance', { place: list.referenceName, km: selected.distanceKm.toFixed(1) })}</Text>
              <View className='ht-map__foot'>
                {selected.agreement ? <Text className='ht-map__tag'>{tt('hotel.agreement')}</Text> : null}
                {selected.lowestPrice !== null && !selected.full ? (
                  <Text className='ht-map__price'>
                    ¥{formatAmount(selected.lowestPrice, 0)}
                    <Text className='ht-map__from'>{tt('hotel.from')}</Text>
                  </Text>
                ) : (
                  <Text className='ht-map__none'>{selected.full ? tt('hotel.full') : tt('hotel.noPrice')}</Text>
                )}
              </View>
            </View>
            <Text className='ht-map__open' data-testid='map-open-rooms'>
              {tt('map.open')} ›
            </Text>
          </View>
        ) : (
          <Text className='ht-map__hint'>{tt('map.pick')}</Text>
        )}
      </>
    )

  return (
    <PageShell title={tt('map.title', { city: cityName })} className='ht-map'>
      <View className='ht-map__body' data-testid='hotel-map-page' data-status={list.status} data-count={items.length}>
        {body}
      </View>
    </PageShell>
  )
})
