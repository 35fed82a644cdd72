import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../core/components/date-calendar'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { VirtualList } from '../../core/components/virtual-list'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import type { HotelListItem } from '../api/hotel-search'
import { HotelFilterSheet } from '../components/hotel-filter-sheet'
import { HOTEL_ROW_HEIGHT, HotelRow } from '../components/hotel-row'
import { hotelSearchDict } from '../i18n/search'
import { hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import { SORTS, firstCheckIn, getHotelListStore, lastCalendarDay, listQueryOf, type ListMode, type SortCode } from '../stores/hotel-list-store'
import { getHotelSearchStore } from '../stores/hotel-search-store'
import './hotel-list.scss'

/** A kept-alive list older than this is searched again when shown (rooms and prices move). */
const STALE_MS = 5 * 60 * 1000
/** Rows before the end at which the next page is asked for. */
const MORE_AHEAD = 8

/** Back to the search form: the one in the stack when there is one (it keeps what was entered), else a new one. */
export function modifySearch(version: HotelVersionNo): void {
  const pages = Taro.getCurrentPages() as { route?: string }[]
  const page = version === 1 ? 'ht/pages/ht-query/' : 'ht/pages/v2-query/'
  let at = -1
  pages.forEach((p, i) => {
    if ((p.route ?? '').replace(/^\//, '').startsWith(page)) at = i
  })
  if (at >= 0) void Taro.navigateBack({ delta: pages.length - 1 - at }).catch(() => undefined)
  else void redirect(hotelRoute(version, 'query'))
}

/**
 * htList and htSignList of both route families: the hotels of a city for a stay (kept alive: back
 * from the rooms screen keeps everything), sort, filters, the stay's dates, the map of the same
 * hotels. `mode` 'sign' lists the company's agreement (协议) hotels only.
 */
export const HotelList = observer(function HotelList({ version, mode = 'list' }: { version: HotelVersionNo; mode?: ListMode }) {
  const tt = useScopedT(hotelSearchDict)
  const { locale } = useStores()
  const router = useRouter()
  const list = getHotelListStore(mode)
  const [start] = useState(() => listQueryOf(router.params))
  const [sheet, setSheet] = useState<null | 'filter' | 'dates' | 'sort'>(null)

  useEffect(() => {
    if (start) list.ensure(version, start.query, start.sort, mode === 'sign' ? { ...start.filters, agreementOnly: true } : start.filters, router.params.bench)
  }, [])

  useDidShow(() => {
    if (list.status === 'ready' && list.loadedAt && Date.now() - list.loadedAt > STALE_MS && !list.bench) void list.load()
  })

  const onTap = useCallback((h: HotelListItem) => {
    const tap = list.tapHotel(h)
    if (!tap) return
    void navigate(hotelRoute(version, tap.screen), tap.params)
  }, [])

  const onFirstVisible = useCallback((first: number) => {
    const rowsOnScreen = 4
    if (first + rowsOnScreen + MORE_AHEAD >= list.items.length) void list.loadMore()
  }, [])

  const title = (city: string) => tt(mode === 'sign' ? 'list.signTitle' : 'list.title', { city })

  if (!start) {
    return (
      <PageShell title={tt('query.title')} className='ht-list'>
        <StateView status='error' message={tt('list.startOver')} onRetry={() => modifySearch(version)} actionText={tt('list.modify')} />
      </PageShell>
    )
  }

  const q = list.query ?? start.query
  const cityName = list.city?.name ?? q.cityName ?? q.cityId
  const items = list.items
  const openMap = () => {
    const params = list.pageParams()
    if (params) void navigate(hotelRoute(version, 'map'), { ...params, ...(mode === 'sign' ? { src: 'sign' } : {}) })
  }
  const openFilter = () => {
    setSheet('filter')
    void list.loadGeo()
  }

  let content
  if (list.status === 'error') {
    content = (
      <View className='ht-list__state'>
        <StateView status='error' message={list.error} onRetry={() => void list.load()} actionText={tt('list.retry')} />
        <View className='ht-list__modify' onClick={() => modifySearch(version)} data-testid='modify-search'>
          {tt('list.modify')}
        </View>
      </View>
    )
  } else if (list.status !== 'ready') {
    content = <StateView status='loading' message={tt('list.loading')} />
  } else if (!items.length) {
    content = (
      <View className='ht-list__empty' data-testid='empty-list'>
        <Text className='ht-list__empty-text'>{tt(mode === 'sign' && !list.activeFilters ? 'list.emptySign' : 'list.empty')}</Text>
        <Text className='ht-list__empty-hint'>{tt('list.emptyHint')}</Text>
        <View className='ht-list__empty-actions'>
          {list.activeFilters ? (
            <View className='ht-list__modify' onClick={() => list.clearFilters()} data-testid='empty-clear-filters'>
              {tt('list.clearFilters')}
            </View>
          ) : null}
          <View className='ht-list__modify ht-list__modify--ghost' onClick={() => modifySearch(version)} data-testid='modify-search'>
            {tt('list.modify')}
          </View>
        </View>
      </View>
    )
  } else {
    // Each state its own node (key): React reusing one Text and dropping its tap handler made Taro's
    // removeEventListener throw in the mini-program (NervJS/taro#19453), which froze the list.
    const footer =
      list.moreStatus === 'loading' ? (
        <Text key='loading' className='ht-list__end'>{tt('list.more')}</Text>
      ) : list.moreStatus === 'error' ? (
        <Text key='retry' className='ht-list__end ht-list__end--retry' onClick={() => void list.loadMore()} data-testid='more-retry'>
          {list.moreError || tt('list.moreFailed')}
        </Text>
      ) : list.hasMore ? (
        <Text key='more' className='ht-list__end' onClick={() => void list.loadMore()} data-testid='load-more'>
          {tt('list.more')}
        </Text>
      ) : (
        <Text key='end' className='ht-list__end' data-testid='list-end'>
          {tt('list.noMore')}
        </Text>
      )
    content = (
      <VirtualList
        items={items}
        itemHeight={HOTEL_ROW_HEIGHT}
        itemKey={(h, i) => (list.bench ? `${h.hotelId}#${i}` : h.hotelId)}
        renderItem={(h) => <HotelRow hotel={h} policyApplies={list.policyApplies} reference={list.referenceName} onTap={onTap} locale={locale.locale} />}
        className='ht-list__list'
        resetKey={list.resetKey}
        testId='hotel-rows'
        footer={footer}
        onFirstVisible={onFirstVisible}
      />
    )
  }

  const standard = list.travelStandard
  return (
    <PageShell title={title(cityName)} className='ht-list'>
      <View className='ht-list__body' data-testid='hotel-list' data-status={list.status} data-count={items.length} data-total={list.total} data-mode={mode} data-loaded-at={list.loadedAt} data-bench={list.bench}>
        {list.bench ? <Text className='ht-list__bench'>{tt('list.bench', { n: list.bench })}</Text> : null}
        <View className='ht-list__head'>
          <View className='ht-list__stay' onClick={() => setSheet('dates')} data-testid='list-dates'>
            <Text className='ht-list__stay-main'>{tt('list.stay', { in: monthDayLabel(q.checkIn), out: monthDayLabel(q.checkOut) })}</Text>
            <Text className='ht-list__stay-sub'>
              {tt('list.stayNights', { n: list.nights || Math.max(1, Math.round((Date.parse(q.checkOut) - Date.parse(q.checkIn)) / 86_400_000)) })} · {tt('list.guests', { rooms: q.rooms, adults: q.adults })} ▾
            </Text>
          </View>
          <View className='ht-list__kw' onClick={() => modifySearch(version)} data-testid='list-keyword'>
            <Text className='ht-list__kw-text'>{q.keyword ? tt('list.keyword', { k: q.keyword }) : tt('query.keywordPlaceholder')}</Text>
          </View>
          <View className='ht-list__map' onClick={openMap} data-testid='map-open'>
            <View className='ht-list__map-icon' aria-hidden>
              <View className='ht-list__map-dot' />
            </View>
            <Text className='ht-list__map-text'>{tt('list.map')}</Text>
          </View>
        </View>
        <View className='ht-list__toolbar'>
          <View className='ht-list__tool ht-list__tool--sort ht-list__tool--on' onClick={() => setSheet('sort')} data-testid='sort-open' data-sort={list.sort}>
            <Text>{tt(`sort.${list.sort}`)} ▾</Text>
          </View>
          <View className={`ht-list__tool ${list.filters.stars.length ? 'ht-list__tool--on' : ''}`} onClick={openFilter} data-testid='stars-open'>
            <Text>{tt('filter.stars')}</Text>
          </View>
          <View className={`ht-list__tool ${list.filters.minPrice !== undefined || list.filters.maxPrice !== undefined ? 'ht-list__tool--on' : ''}`} onClick={openFilter} data-testid='price-open'>
            <Text>{tt('query.price')}</Text>
          </View>
          <View className={`ht-list__tool ${list.activeFilters ? 'ht-list__tool--on' : ''}`} onClick={openFilter} data-testid='filter-open'>
            <Text>{list.activeFilters ? tt('filter.count', { n: list.activeFilters }) : tt('filter.open')}</Text>
          </View>
        </View>
        {list.status === 'ready' ? (
          <View className='ht-list__meta'>
            <Text data-testid='hotel-count'>{tt('list.count', { n: list.total })}</Text>
            {q.tripType === 1 && standard ? (
              <Text className='ht-list__standard' data-testid='standard'>
                {tt(standard.cityTier === 'INTL' ? 'list.standardIntl' : 'list.standard', { cap: standard.cap, name: standard.name })}
              </Text>
            ) : q.tripType !== 1 ? (
              <Text className='ht-list__standard'>{tt('list.noStandard')}</Text>
            ) : null}
          </View>
        ) : (
          <View className='ht-list__meta' />
        )}
        <View className='ht-list__content'>{content}</View>
      </View>

      <HotelFilterSheet
        visible={sheet === 'filter'}
        filters={list.filters}
        mode={mode}
        policyApplies={list.policyApplies}
        geo={list.geo}
        geoStatus={list.geoStatus}
        onRetryGeo={() => void list.loadGeo()}
        onApply={(f) => {
          list.setFilters(mode === 'sign' ? { ...f, agreementOnly: true } : f)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      {sheet === 'sort' ? (
        <OptionSheet
          title={tt('sort.12')}
          options={SORTS.map((s) => ({ id: String(s), label: tt(`sort.${s}`) }))}
          selected={String(list.sort)}
          onPick={(id) => list.setSort(Number(id) as SortCode)}
          onClose={() => setSheet(null)}
          testId='sort-sheet'
        />
      ) : null}
      <DateCalendar
        visible={sheet === 'dates'}
        mode='range'
        rangeKind='stay'
        start={q.checkIn}
        end={q.checkOut}
        min={firstCheckIn(new Date())}
        max={lastCalendarDay(new Date())}
        title={`${tt('query.checkIn')} - ${tt('query.checkOut')}`}
        onConfirm={(inDay, outDay) => {
          setSheet(null)
          const refused = list.changeDates(inDay, outDay ?? inDay)
          if (refused) ui.toast(refused)
          else if (list.query) getHotelSearchStore().onListDatesChanged(list.query.checkIn, list.query.checkOut)
        }}
        onClose={() => setSheet(null)}
        testId='list-calendar'
      />
    </PageShell>
  )
})
