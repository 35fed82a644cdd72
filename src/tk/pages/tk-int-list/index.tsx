import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import type { DepPeriod, IntlSort } from '../../api/intl-flight'
import { ItineraryCard } from '../../components/intl-itinerary'
import { intlDict } from '../../i18n/intl'
import { IntlListStore } from '../../stores/intl-list-store'
import { intlQueryToParams, paramsToIntlQuery } from '../../stores/intl-search'
import '../../components/intl.scss'

const SORTS: IntlSort[] = ['price', 'depTime', 'duration']
const PERIODS: DepPeriod[] = ['night', 'morning', 'afternoon', 'evening']

/** /tk/tkIntList: international itineraries, 20 at a time, with sort and filters. */
function TkIntListPage() {
  const tt = useScopedT(intlDict)
  const router = useRouter()
  const query = useMemo(() => paramsToIntlQuery(router.params as Record<string, string>), [])
  const store = useMemo(() => (query ? new IntlListStore(query) : null), [query])
  const [sheet, setSheet] = useState(false)
  const [draft, setDraft] = useState({ directOnly: false, airlines: [] as string[], periods: [] as DepPeriod[], maxPrice: null as number | null })

  useEffect(() => {
    if (store) void store.load()
  }, [store])

  if (!store || !query) {
    return (
      <PageShell title={tt('list.title')}>
        <StateView status='empty' message={tt('cabin.loadFailed')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} />
      </PageShell>
    )
  }
  const title = `${query.depName} ⇀ ${query.arrName}`
  const openSheet = () => {
    setDraft({ directOnly: store.directOnly, airlines: store.airlines, periods: store.periods, maxPrice: store.maxPrice })
    setSheet(true)
  }
  const toggle = <T,>(list: T[], v: T): T[] => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v])
  const open = (key: string) =>
    void navigate('/tk/tkIntCabin', {
      key, tripType: String(query.tripType), adults: String(query.adults), children: String(query.children), infants: String(query.infants),
      travellerIds: query.travellerIds.join(','),
    })
  const toNeed = () => void navigate('/tk/tkNeed', intlQueryToParams(query))
  const prices = store.facets ? [Math.round(store.facets.minPrice * 1.2 / 100) * 100, Math.round(store.facets.minPrice * 1.6 / 100) * 100, Math.round(store.facets.minPrice * 2.5 / 100) * 100] : []

  return (
    <PageShell title={title} className='intl-page'>
      <View className='intl-box' data-testid='intl-list-head'>
        <Text className='intl-box__title'>{title}</Text>
        <Text className='intl-muted'>
          {query.depDate}
          {query.retDate ? ` ~ ${query.retDate}` : ''} · {tt(`query.cabin.${query.cabin}`)} · {store.status === 'ready' ? tt('list.count', { n: store.total }) : ''}
        </Text>
        {store.standard ? <Text className='intl-ok' data-testid='intl-standard'>{tt('list.standard', { text: store.standard.text })}</Text> : null}
        <View className='intl-chips'>
          {SORTS.map((s) => (
            <View key={s} className={`intl-chip ${store.sort === s ? 'intl-chip--on' : ''}`} onClick={() => store.setSort(s)} data-testid={`sort-${s}`}>
              {tt(`list.sort.${s}`)}
            </View>
          ))}
          <View className={`intl-chip ${store.directOnly ? 'intl-chip--on' : ''}`} onClick={() => store.applyFilters({ directOnly: !store.directOnly, airlines: store.airlines, periods: store.periods, maxPrice: store.maxPrice })} data-testid='filter-direct'>
            {tt('list.filter.direct')}
          </View>
          <View className={`intl-chip ${store.filtered ? 'intl-chip--on' : ''}`} onClick={openSheet} data-testid='filter-open'>
            {tt('list.filter.title')}
          </View>
        </View>
      </View>

      {store.status === 'loading' || store.status === 'idle' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.error} onRetry={() => void store.load()} /> : null}
      {store.status === 'ready' && store.list.length === 0 ? (
        <View className='intl-box' data-testid='intl-empty'>
          <StateView status='empty' message={tt('list.empty')} onRetry={store.filtered ? () => store.clearFilters() : undefined} actionText={tt('list.clearFilters')} />
          <Text className='intl-muted'>{tt('list.emptyNeed')}</Text>
          <PrimaryButton plain onClick={toNeed} testId='to-need'>{tt('list.submitNeed')}</PrimaryButton>
        </View>
      ) : null}
      {store.status === 'ready'
        ? store.list.map((item, i) => <ItineraryCard key={item.itineraryKey} item={item} onClick={() => open(item.itineraryKey)} testId={`itinerary-${i}`} />)
        : null}
      {store.status === 'ready' && store.hasMore ? (
        <PrimaryButton plain loading={store.loadingMore} onClick={() => void store.more()} testId='list-more'>
          {store.loadingMore ? tt('list.loadingMore') : tt('list.more')}
        </PrimaryButton>
      ) : null}
      {store.status === 'ready' && store.list.length > 0 ? (
        <View className='intl-box' style={{ marginTop: '24px' }}>
          <Text className='intl-muted'>{tt('list.emptyNeed')} </Text>
          <Text className='intl-link' onClick={toNeed} data-testid='to-need-bottom'>{tt('list.submitNeed')}</Text>
        </View>
      ) : null}

      {sheet ? (
        <View className='intl-bar' style={{ flexDirection: 'column', alignItems: 'stretch', maxHeight: '80vh', overflowY: 'auto' }} data-testid='filter-sheet'>
          <Text className='intl-box__title'>{tt('list.filter.title')}</Text>
          <Text className='intl-muted'>{tt('list.filter.airlines')}</Text>
          <View className='intl-chips'>
            {(store.facets?.airlines ?? []).map((a) => (
              <View key={a.code} className={`intl-chip ${draft.airlines.includes(a.code) ? 'intl-chip--on' : ''}`} onClick={() => setDraft({ ...draft, airlines: toggle(draft.airlines, a.code) })} data-testid={`airline-${a.code}`}>
                {a.name} ¥{a.minPrice}
              </View>
            ))}
          </View>
          <Text className='intl-muted'>{tt('list.filter.time')}</Text>
          <View className='intl-chips'>
            {PERIODS.map((p) => (
              <View key={p} className={`intl-chip ${draft.periods.includes(p) ? 'intl-chip--on' : ''}`} onClick={() => setDraft({ ...draft, periods: toggle(draft.periods, p) })} data-testid={`period-${p}`}>
                {tt(`list.period.${p}`)}
              </View>
            ))}
          </View>
          <Text className='intl-muted'>{tt('list.filter.price')}</Text>
          <View className='intl-chips'>
            <View className={`intl-chip ${draft.maxPrice === null ? 'intl-chip--on' : ''}`} onClick={() => setDraft({ ...draft, maxPrice: null })}>{tt('list.anyPrice')}</View>
            {prices.map((p) => (
              <View key={p} className={`intl-chip ${draft.maxPrice === p ? 'intl-chip--on' : ''}`} onClick={() => setDraft({ ...draft, maxPrice: p })} data-testid={`price-${p}`}>
                {tt('list.priceUpTo', { price: p })}
              </View>
            ))}
          </View>
          <View className='intl-chips'>
            <View className='intl-chip' onClick={() => setDraft({ directOnly: false, airlines: [], periods: [], maxPrice: null })}>{tt('list.clearFilters')}</View>
          </View>
          <PrimaryButton
            onClick={() => {
              store.applyFilters(draft)
              setSheet(false)
            }}
            testId='filter-apply'
          >
            {tt('list.filter.apply')}
          </PrimaryButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TkIntListPage)
