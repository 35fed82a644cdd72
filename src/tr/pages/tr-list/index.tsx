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
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import type { Train, TrainSeat } from '../../api/train-search'
import { monthDayLabel, relativeDayLabel } from '../../components/format'
import { TrainFilterSheet } from '../../components/train-filter-sheet'
import { TRAIN_ROW_HEIGHT, TrainRow } from '../../components/train-row'
import { TrainTransferPlans } from '../../components/train-transfer-plans'
import { trainSearchDict } from '../../i18n/search'
import { listQueryOf } from '../../stores/train-list-context'
import { SORT_KEYS, getTrainListStore, type SortKey } from '../../stores/train-list-store'
import { getTrainSearchStore } from '../../stores/train-search-store'
import './index.scss'

const NO_OPTIONS = { types: [], fromStations: [], toStations: [] }

/** A kept-alive list older than this is searched again when shown (seats move). */
const STALE_MS = 5 * 60 * 1000

const SORT_WORDS: Record<SortKey, ['sort.early' | 'sort.short' | 'sort.low', 'sort.late' | 'sort.long' | 'sort.high']> = {
  depart: ['sort.early', 'sort.late'],
  arrive: ['sort.early', 'sort.late'],
  duration: ['sort.short', 'sort.long'],
  price: ['sort.low', 'sort.high'],
}

/** Back to the search form: the one in the stack when there is one (it keeps what was entered), else a new one. */
function modifySearch(): void {
  const pages = Taro.getCurrentPages() as { route?: string }[]
  let at = -1
  pages.forEach((p, i) => {
    if ((p.route ?? '').replace(/^\//, '').startsWith('tr/pages/tr-query/')) at = i
  })
  if (at >= 0) void Taro.navigateBack({ delta: pages.length - 1 - at }).catch(() => undefined)
  else void redirect('/tr/trQuery')
}

/** /tr/trList: the trains of a day between two places (kept alive: back from the booking screen keeps everything). */
function TrListPage() {
  const tt = useScopedT(trainSearchDict)
  const { locale } = useStores()
  const router = useRouter()
  const list = getTrainListStore()
  const [query] = useState(() => listQueryOf(router.params))
  const [sheet, setSheet] = useState<null | 'filter' | 'date'>(null)

  useEffect(() => {
    if (query) list.ensure(query, router.params.bench)
  }, [])

  useDidShow(() => {
    if (list.status === 'ready' && list.loadedAt && Date.now() - list.loadedAt > STALE_MS) void list.load()
  })

  const onSeat = useCallback((t: Train, s: TrainSeat) => {
    const tap = list.tapSeat(t, s)
    if (tap.kind === 'message') {
      ui.toast(tap.message)
      return
    }
    if (tap.notice) ui.toast(tap.notice)
    void navigate(tap.route, tap.params)
  }, [])
  const stateOf = useCallback((t: Train, s: TrainSeat) => list.seatState(t, s), [])

  /** Shows why a day was refused (§5.2), or lets the search form follow the list's day. */
  const moveDate = (refused: string | null) => {
    if (refused) ui.toast(refused)
    else if (list.query) getTrainSearchStore().onListDateChanged(list.query.date)
  }

  if (!query) {
    return (
      <PageShell title={tt('query.title')} className='tr-list'>
        <StateView status='error' message={tt('list.startOver')} onRetry={modifySearch} actionText={tt('list.modify')} />
      </PageShell>
    )
  }

  const q = list.query ?? query
  const visible = list.visible
  const total = list.trains.length
  const w = list.window
  const openTransfer = () => {
    const params = list.transferParams()
    if (params) void navigate('/tr/Transfer', params)
  }

  let direct
  if (list.status === 'error') {
    direct = (
      <View className='tr-list__state'>
        {list.datePassed ? (
          <StateView status='error' message={tt('list.datePassed', { date: monthDayLabel(list.firstDay) })} onRetry={() => moveDate(list.changeDate(list.firstDay))} actionText={tt('list.searchDay', { date: monthDayLabel(list.firstDay) })} />
        ) : (
          <StateView status='error' message={list.error} onRetry={() => void list.load()} actionText={tt('list.retry')} />
        )}
        <View className='tr-list__modify' onClick={modifySearch} data-testid='modify-search'>
          {tt('list.modify')}
        </View>
      </View>
    )
  } else if (list.status !== 'ready') {
    direct = <StateView status='loading' message={tt('list.loading')} />
  } else if (!total) {
    direct = (
      <View className='tr-list__empty' data-testid='empty-day'>
        <Text className='tr-list__empty-text'>{tt('list.emptyDay', { date: monthDayLabel(q.date) })}</Text>
        <Text className='tr-list__empty-hint'>{tt('list.emptyHint')}</Text>
        <View className='tr-list__empty-actions'>
          <View className='tr-list__modify' onClick={() => setSheet('date')} data-testid='empty-change-date'>
            {tt('list.calendar')}
          </View>
          {list.transferOpen ? (
            <View className='tr-list__modify tr-list__modify--ghost' onClick={() => list.setTab('transfer')} data-testid='empty-transfer'>
              {tt('list.transfer')}
            </View>
          ) : null}
        </View>
      </View>
    )
  } else if (!visible.length) {
    direct = <StateView status='empty' message={tt('list.emptyFiltered')} onRetry={() => list.clearFilters()} actionText={tt('list.clearFilters')} />
  } else {
    direct = (
      <VirtualList
        items={visible}
        itemHeight={TRAIN_ROW_HEIGHT}
        itemKey={(t, i) => (list.bench ? `${t.trainKey}#${i}` : t.trainKey)}
        renderItem={(t) => <TrainRow train={t} stateOf={stateOf} saleLabel={list.saleLabel(t)} policyApplies={list.policyApplies} onSeat={onSeat} locale={locale.locale} />}
        className='tr-list__list'
        resetKey={list.resetKey}
        testId='train-list'
        footer={<Text className='tr-list__end'>{tt('list.noMore')}</Text>}
      />
    )
  }

  let transfer
  if (list.transferStatus === 'error') {
    transfer = <StateView status='error' message={list.transferError} onRetry={() => void list.loadTransfers()} actionText={tt('list.retry')} />
  } else if (list.transferStatus !== 'ready') {
    transfer = <StateView status='loading' message={tt('transfer.loading')} />
  } else if (!list.transfers.length) {
    transfer = <StateView status='empty' message={tt('transfer.empty')} onRetry={() => setSheet('date')} actionText={tt('list.calendar')} />
  } else {
    transfer = (
      <ScrollView scrollY className='tr-list__scroll'>
        <TrainTransferPlans plans={list.transfers} onPick={openTransfer} />
        <Text className='tr-list__end'>{tt('list.noMore')}</Text>
      </ScrollView>
    )
  }

  const showTabs = list.transferOpen
  const onTransferTab = showTabs && list.tab === 'transfer'

  return (
    <PageShell title={tt('list.title', { from: q.fromName, to: q.toName })} className='tr-list'>
      <View className='tr-list__body' data-testid='tr-list' data-status={list.status} data-loaded-at={list.loadedAt} data-bench={list.bench}>
        {list.bench ? <Text className='tr-list__bench'>{tt('list.bench', { n: list.bench })}</Text> : null}
        <View className='tr-list__dates'>
          <View className={`tr-list__day ${list.canPrev ? '' : 'tr-list__day--off'}`} onClick={() => moveDate(list.prevDay())} data-testid='prev-day' aria-disabled={!list.canPrev}>
            ‹ {tt('list.prevDay')}
          </View>
          <View className='tr-list__date' onClick={() => setSheet('date')} data-testid='list-date'>
            <Text className='tr-list__date-main'>{monthDayLabel(q.date)}</Text>
            <Text className='tr-list__date-sub'>{relativeDayLabel(q.date, w.today)} ▾</Text>
          </View>
          <View className={`tr-list__day tr-list__day--right ${list.canNext ? '' : 'tr-list__day--off'}`} onClick={() => moveDate(list.nextDay())} data-testid='next-day' aria-disabled={!list.canNext}>
            {tt('list.nextDay')} ›
          </View>
        </View>
        {showTabs ? (
          <View className='tr-list__tabs'>
            {(['direct', 'transfer'] as const).map((tab) => (
              <View key={tab} className={`tr-list__tab ${list.tab === tab ? 'tr-list__tab--on' : ''}`} onClick={() => list.setTab(tab)} data-testid={`tab-${tab}`}>
                {tt(tab === 'direct' ? 'list.direct' : 'list.transfer')}
              </View>
            ))}
          </View>
        ) : null}
        {!onTransferTab ? (
          <View className='tr-list__toolbar'>
            {SORT_KEYS.map((key) => (
              <View key={key} className={`tr-list__tool ${list.sort.key === key ? 'tr-list__tool--on' : ''}`} onClick={() => list.toggleSort(key)} data-testid={`sort-${key}`}>
                <Text>{tt(`sort.${key}`)}</Text>
                {list.sort.key === key ? <Text className='tr-list__tool-dir'>{tt(SORT_WORDS[key][list.sort.asc ? 0 : 1])}</Text> : null}
              </View>
            ))}
            <View className={`tr-list__tool ${list.activeFilters ? 'tr-list__tool--on' : ''}`} onClick={() => setSheet('filter')} data-testid='filter-open'>
              <Text>{list.activeFilters ? tt('filter.count', { n: list.activeFilters }) : tt('filter.open')}</Text>
            </View>
          </View>
        ) : null}
        {!onTransferTab && list.status === 'ready' && total ? (
          <View className='tr-list__meta'>
            <Text data-testid='train-count'>{visible.length === total ? tt('list.count', { n: total }) : tt('list.countFiltered', { shown: visible.length, n: total })}</Text>
            {q.gcdOnly ? <Text className='tr-list__chip'>{tt('list.gcdOnly')}</Text> : null}
            {list.policyApplies && list.travelStandard ? <Text className='tr-list__standard'>{tt('list.standard', { seats: list.travelStandard.seatNames })}</Text> : null}
          </View>
        ) : !onTransferTab && list.status === 'loading' ? (
          <View className='tr-list__meta' />
        ) : null}
        {!onTransferTab && list.status === 'ready' && list.beyondSale && total ? <Text className='tr-list__notice'>{tt('list.notOpen')}</Text> : null}
        <View className='tr-list__content'>{onTransferTab ? transfer : direct}</View>
      </View>

      <TrainFilterSheet
        visible={sheet === 'filter'}
        filters={list.filters}
        options={sheet === 'filter' ? list.filterOptions : NO_OPTIONS}
        onApply={(f) => {
          list.setFilters(f)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        start={q.date}
        min={w.minDate}
        max={w.maxDate}
        onConfirm={(d) => {
          moveDate(list.changeDate(d))
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='list-calendar'
      />
    </PageShell>
  )
}

export default observer(TrListPage)
