import { useCallback, useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../../core/components/date-calendar'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { VirtualList } from '../../../core/components/virtual-list'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import type { Flight, TransferItinerary } from '../../api/flight-search'
import { FilterSheet } from '../../components/filter-sheet'
import { FLIGHT_ROW_HEIGHT, FlightRow } from '../../components/flight-row'
import { monthDayLabel } from '../../components/format'
import { TrainSuggestionBar } from '../../components/train-suggestion'
import { TransferList } from '../../components/transfer-list'
import { WeekStrip } from '../../components/week-strip'
import { searchDict } from '../../i18n/search'
import { applicationFields, cabinContext } from '../../stores/flight-context'
import { TRAIN_LIST_ROUTE, paramsToQuery, trainListParams, type ListQuery } from '../../stores/flight-list-store'
import { getFlightSearchStore } from '../../stores/flight-search-store'
import { transferContext } from '../../stores/flight-transfer-store'
import { timeOf } from '../../stores/search-dates'
import './index.scss'

/** The filter sheet's choices while it is closed (it renders nothing then). */
const NO_OPTIONS = { airlines: [], depAirports: [], arrAirports: [] }

/** A kept-alive list older than this is searched again when shown (fares move). */
const STALE_MS = 10 * 60 * 1000

/** Back to the search form: the one in the stack when there is one (it keeps what was entered), else a new one. */
function modifySearch(): void {
  const pages = Taro.getCurrentPages() as { route?: string }[]
  let at = -1
  pages.forEach((p, i) => {
    if ((p.route ?? '').replace(/^\//, '').startsWith('tk/pages/tk-query/')) at = i
  })
  if (at >= 0) void Taro.navigateBack({ delta: pages.length - 1 - at }).catch(() => undefined)
  else void redirect('/tk/tkQuery')
}

/** Opens the fares of a flight. `standalone`: a transfer leg, booked as its own one-way ticket. */
function openCabins(q: ListQuery, f: Flight, standalone = false): void {
  void navigate(
    '/tk/tkCabin',
    cabinContext.encode({
      flightKey: f.flightKey,
      leg: standalone ? 'out' : q.leg,
      tripType: q.tripType,
      travellerIds: q.travellerIds,
      cabin: q.cabin,
      standalone,
      ...applicationFields(q.application),
    }),
  )
}

/** Opens a connection's fares, both legs booked as one order. */
function openTransfer(q: ListQuery, it: TransferItinerary): void {
  const [a, b] = it.legs
  void navigate('/tk/tkCabinTransfer', transferContext.encode({ firstKey: a.flightKey, secondKey: b.flightKey, tripType: q.tripType, travellerIds: q.travellerIds, ccsqdId: q.application?.ccsqdId }))
}

/** /tk/tkList: one leg's flights of a day (kept alive: going back from the fares keeps everything). */
function TkListPage() {
  const tt = useScopedT(searchDict)
  const { locale } = useStores()
  const router = useRouter()
  const search = getFlightSearchStore()
  const [query] = useState(() => paramsToQuery(router.params))
  const list = search.lists[query?.leg ?? 'out']
  const [sheet, setSheet] = useState<null | 'filter' | 'date'>(null)

  useEffect(() => {
    if (query) list.ensure(query, router.params.bench)
  }, [])

  useDidShow(() => {
    if (list.status === 'ready' && list.loadedAt && Date.now() - list.loadedAt > STALE_MS) void list.load()
  })

  const onTap = useCallback((f: Flight) => {
    if (list.query) openCabins(list.query, f)
  }, [])

  if (!query) {
    return (
      <PageShell title={tt('query.title')} className='tk-list'>
        <StateView status='error' message={tt('list.failed')} onRetry={modifySearch} actionText={tt('list.modify')} />
      </PageShell>
    )
  }

  const q = list.query ?? query
  const rt = !!q.otherDate
  const visible = list.visible
  const total = list.flights.length
  const out = q.leg === 'ret' ? search.outbound : null

  let body
  if (list.status === 'error') {
    body = (
      <View className='tk-list__state'>
        {list.datePassed ? (
          <StateView status='error' message={list.error} onRetry={() => list.changeDate(list.firstDay)} actionText={tt('list.searchDay', { date: list.firstDay })} />
        ) : (
          <StateView status='error' message={list.error} onRetry={() => void list.load()} actionText={tt('list.retry')} />
        )}
        <View className='tk-list__modify' onClick={modifySearch} data-testid='modify-search'>
          {tt('list.modify')}
        </View>
      </View>
    )
  } else if (list.status !== 'ready') {
    body = <StateView status='loading' message={tt('list.loading')} />
  } else if (!total) {
    body = (
      <ScrollView scrollY className='tk-list__scroll-body'>
        <View className='tk-list__empty' data-testid='empty-day'>
          <Text className='tk-list__empty-text'>{tt('list.emptyDay', { date: monthDayLabel(q.date) })}</Text>
        </View>
        <Text className='tk-list__section'>{tt('list.transferTitle')}</Text>
        {list.transferStatus === 'loading' ? (
          <StateView status='loading' message={tt('list.transferLoading')} />
        ) : list.transferStatus === 'error' ? (
          <StateView status='error' message={tt('list.transferFailed')} onRetry={() => void list.loadTransfers()} />
        ) : list.transferStatus === 'ready' && !list.transfers.length ? (
          <StateView status='empty' message={tt('list.transferEmpty')} onRetry={() => setSheet('date')} actionText={tt('list.calendar')} />
        ) : list.transferStatus === 'ready' ? (
          <TransferList itineraries={list.transfers} onLeg={(leg) => openCabins(q, leg, true)} onBook={(it) => openTransfer(q, it)} />
        ) : (
          <View className='tk-list__modify' onClick={() => void list.loadTransfers()} data-testid='transfer-search'>
            {tt('list.transferSearch')}
          </View>
        )}
      </ScrollView>
    )
  } else if (!visible.length) {
    body = <StateView status='empty' message={tt('list.emptyFiltered')} onRetry={() => list.clearFilters()} actionText={tt('list.clearFilters')} />
  } else {
    body = (
      <VirtualList
        items={visible}
        itemHeight={FLIGHT_ROW_HEIGHT}
        itemKey={(f, i) => (list.bench ? `${f.flightKey}#${i}` : f.flightKey)}
        renderItem={(f) => (
          <FlightRow
            flight={f}
            lowestInPolicy={list.isLowestInPolicy(f)}
            policyApplies={list.policyApplies}
            onTap={onTap}
            locale={locale.locale}
          />
        )}
        className='tk-list__list'
        resetKey={list.resetKey}
        testId='flight-list'
        footer={<Text className='tk-list__end'>{tt('list.noMore')}</Text>}
      />
    )
  }

  return (
    <PageShell title={tt('list.title', { from: q.depName, to: q.arrName })} className='tk-list'>
      <View className='tk-list__body' data-testid='tk-list' data-status={list.status} data-loaded-at={list.loadedAt} data-bench={list.bench}>
        {list.bench ? <Text className='tk-list__bench'>{tt('list.bench', { n: list.bench })}</Text> : null}
        {rt ? (
          <View className='tk-list__leg'>
            <Text className={`tk-list__leg-tag ${q.leg === 'ret' ? 'tk-list__leg-tag--ret' : ''}`}>{tt(q.leg === 'ret' ? 'list.return' : 'list.outbound')}</Text>
            {out ? (
              <Text className='tk-list__leg-text' data-testid='outbound-chosen'>
                {tt('list.outboundChosen', { flight: out.flight.flightNo, date: monthDayLabel(out.flight.depTime.slice(0, 10)), time: timeOf(out.flight.depTime) })}
              </Text>
            ) : (
              <Text className='tk-list__leg-text'>
                {q.depName} → {q.arrName}
              </Text>
            )}
          </View>
        ) : null}
        <WeekStrip
          days={list.weekDays}
          selected={q.date}
          onPick={(d) => {
            list.changeDate(d)
            search.onListDateChanged(q.leg, d)
          }}
          onCalendar={() => setSheet('date')}
        />
        <View className='tk-list__toolbar'>
          <View
            className={`tk-list__tool ${list.sort.key === 'time' ? 'tk-list__tool--on' : ''}`}
            onClick={() => list.toggleSort('time')}
            data-testid='sort-time'
          >
            {tt('list.sortTime')} · {tt(list.sort.key === 'time' && !list.sort.asc ? 'list.late' : 'list.early')}
          </View>
          <View
            className={`tk-list__tool ${list.sort.key === 'price' ? 'tk-list__tool--on' : ''}`}
            onClick={() => list.toggleSort('price')}
            data-testid='sort-price'
          >
            {tt('list.sortPrice')} · {tt(list.sort.key === 'price' && !list.sort.asc ? 'list.high' : 'list.low')}
          </View>
          <View
            className={`tk-list__tool ${list.activeFilters || q.cabin !== 'ALL' ? 'tk-list__tool--on' : ''}`}
            onClick={() => setSheet('filter')}
            data-testid='filter-open'
          >
            {list.activeFilters ? tt('list.filterCount', { n: list.activeFilters }) : tt('list.filter')}
          </View>
        </View>
        {/* The line is there (empty) while the search runs, so the rows do not arrive and then
            jump down by its height (CLS). */}
        {list.status === 'ready' && total ? (
          <View className='tk-list__meta'>
            <Text data-testid='flight-count'>
              {visible.length === total ? tt('list.count', { n: total }) : tt('list.countFiltered', { shown: visible.length, n: total })}
            </Text>
            {list.policyApplies && list.travelStandard ? <Text className='tk-list__standard'>{tt('list.standard', { name: list.travelStandard.name })}</Text> : null}
          </View>
        ) : list.status !== 'ready' && list.status !== 'error' ? (
          <View className='tk-list__meta' />
        ) : null}
        {list.status === 'ready' && list.trainSuggestion ? (
          <TrainSuggestionBar
            suggestion={list.trainSuggestion}
            locale={locale.locale}
            onOpen={() => {
              if (list.trainSuggestion) void navigate(TRAIN_LIST_ROUTE, trainListParams(q, list.trainSuggestion))
            }}
          />
        ) : null}
        <View className='tk-list__content'>{body}</View>
      </View>

      <FilterSheet
        visible={sheet === 'filter'}
        filters={list.filters}
        cabin={q.cabin}
        // Counted over all the day's rows (1,000 in the benchmark) only while the sheet is open:
        // read on every render, it took a third of the list's first render on a throttled CPU.
        options={sheet === 'filter' ? list.filterOptions : NO_OPTIONS}
        onApply={(filters, cabin) => {
          list.setFilters(filters)
          if (cabin !== q.cabin) {
            list.changeCabin(cabin)
            search.setCabin(cabin)
          }
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        start={q.date}
        min={list.firstDay}
        max={search.lastDay}
        onConfirm={(d) => {
          list.changeDate(d)
          search.onListDateChanged(q.leg, d)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='list-calendar'
      />
    </PageShell>
  )
}

export default observer(TkListPage)
