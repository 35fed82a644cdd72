import { useEffect, useState } from 'react'
import { Switch, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../../core/api/travellers'
import { DateCalendar } from '../../../core/components/date-calendar'
import { PageShell } from '../../../core/components/page-shell'
import { PlacePicker } from '../../../core/components/place-picker'
import { PrimaryButton } from '../../../core/components/primary-button'
import { TravellerPicker } from '../../../core/components/traveller-picker'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { stationSource, type StationPlace } from '../../../core/stores/place-sources'
import { useStores } from '../../../core/stores/root-store'
import { queryStation, type BookableApplication, type TripRoute } from '../../api/train-search'
import { ApplicationSheet } from '../../../core/components/application-sheet'
import { monthDayLabel, relativeDayLabel } from '../../components/format'
import { trainSearchDict } from '../../i18n/search'
import { routeLabel } from '../../../core/stores/application-list'
import { listParams } from '../../stores/train-list-context'
import { MAX_TRAVELLERS, getTrainSearchStore } from '../../stores/train-search-store'
import { queryEntryContext } from '../../stores/train-query-context'
import './index.scss'

type Sheet = null | 'from' | 'to' | 'date' | 'travellers' | 'application'

/** Stations trains serve, with city names in the app's language (trQuery/queryStation). */
const STATIONS = stationSource({ api: { stations: () => queryStation() } })

const PlaceBox = observer(function PlaceBox({ place, placeholder, align, testId, onClick }: { place: StationPlace | null; placeholder: string; align: 'left' | 'right'; testId: string; onClick: () => void }) {
  const tt = useScopedT(trainSearchDict)
  return (
    <View className={`tr-query__place tr-query__place--${align}`} onClick={onClick} data-testid={testId}>
      {place ? (
        <>
          <Text className='tr-query__place-name'>{place.name}</Text>
          <Text className='tr-query__place-sub'>{place.kind === 'city' ? tt('query.allStations') : place.cityName !== place.name ? place.cityName : place.code}</Text>
        </>
      ) : (
        <Text className='tr-query__place-name tr-query__place-name--empty'>{placeholder}</Text>
      )}
    </View>
  )
})

/**
 * /tr/trQuery: the train search form. `?ccsqdId=&routeId=` (a trip's "book" button) books under
 * that application and train route.
 */
function TrQueryPage() {
  const tt = useScopedT(trainSearchDict)
  const store = getTrainSearchStore()
  const router = useRouter()
  const [sheet, setSheet] = useState<Sheet>(null)
  const errors = store.errors
  const { theme } = useStores()

  useDidShow(() => store.syncSession())

  useEffect(() => {
    const p = queryEntryContext.decode(router.params)
    if (p?.ccsqdId) void store.enterFromUrl(p.ccsqdId, p.routeId)
    // A workplace link with autoQuery (single sign-on, §2.5) searches at once when the form (the last
    // search) is complete; otherwise the form shows what is missing.
    else if (router.params.autoQuery === '1') {
      // useDidShow has not run yet: the signed-in traveller must be on the form before it is checked.
      store.syncSession()
      const r = store.search()
      if (r.ok) void navigate('/tr/trList', listParams(r.query))
    }
  }, [])

  const pickApplication = async (app: BookableApplication, route: TripRoute | null) => {
    if (await store.chooseApplication(app, route)) setSheet(null)
  }

  const search = () => {
    const r = store.search()
    if (!r.ok) {
      ui.toast(r.message)
      return
    }
    void navigate('/tr/trList', listParams(r.query))
  }

  const toggleTraveller = (item: BookableEmployee | Contact, selected: boolean): string | null => {
    const e = item as BookableEmployee
    if (!selected) {
      store.removeTraveller(e.empId)
      return null
    }
    if (store.travellers.length >= MAX_TRAVELLERS) return tt('error.travellerLimit', { max: MAX_TRAVELLERS })
    store.setTravellers([...store.travellers, { empId: e.empId, empName: e.empName, deptName: e.deptName, empRank: e.empRank, isSelf: e.isSelf }])
    return null
  }

  const today = store.window.today

  return (
    <PageShell title={tt('query.title')} className='tr-query'>
      <View className='tr-query__hero' />
      <View className='tr-query__card'>
        <View className={`tr-query__places ${errors.places ? 'tr-query__row--error' : ''}`}>
          <PlaceBox place={store.from} placeholder={tt('query.from')} align='left' testId='from-place' onClick={() => setSheet('from')} />
          <View className='tr-query__swap' onClick={() => store.swap()} aria-label={tt('query.swap')} data-testid='swap'>
            ⇄
          </View>
          <PlaceBox place={store.to} placeholder={tt('query.to')} align='right' testId='to-place' onClick={() => setSheet('to')} />
        </View>
        {errors.places ? (
          <Text className='tr-query__error' data-testid='error-places'>
            {errors.places}
          </Text>
        ) : null}

        <View className={`tr-query__date ${errors.date ? 'tr-query__row--error' : ''}`} onClick={() => setSheet('date')} data-testid='date'>
          <Text className='tr-query__date-main'>{monthDayLabel(store.date)}</Text>
          <Text className='tr-query__date-sub'>{relativeDayLabel(store.date, today)}</Text>
          <Text className='tr-query__arrow'>›</Text>
        </View>
        {errors.date ? (
          <Text className='tr-query__error' data-testid='error-date'>
            {errors.date}
          </Text>
        ) : null}

        <View className='tr-query__line'>
          <View className='tr-query__line-text'>
            <Text className='tr-query__label'>{tt('query.gcdOnly')}</Text>
            <Text className='tr-query__hint'>{tt('query.gcdHint')}</Text>
          </View>
          <Switch checked={store.gcdOnly} color={theme.theme.mainColor} onChange={(e) => store.setGcdOnly(!!e.detail.value)} nativeProps={{ 'aria-label': tt('query.gcdOnly') }} data-testid='gcd-only' />
        </View>

        <View className='tr-query__line'>
          <Text className='tr-query__label'>{tt('query.tripType')}</Text>
          <View className='tr-query__segment'>
            {([1, 2] as const).map((v) => (
              <View key={v} className={`tr-query__seg ${store.tripType === v ? 'tr-query__seg--on' : ''}`} onClick={() => store.setTripType(v)} data-testid={`tripType-${v}`}>
                {tt(v === 1 ? 'query.business' : 'query.personal')}
              </View>
            ))}
          </View>
        </View>

        {store.showsApplication ? (
          <View className={`tr-query__section ${errors.application ? 'tr-query__row--error' : ''}`}>
            <View className='tr-query__app' onClick={() => setSheet('application')} data-testid='application-picker'>
              <Text className='tr-query__label'>{tt('query.application')}</Text>
              <View className='tr-query__app-value'>
                {store.entryStatus === 'loading' ? (
                  <Text className='tr-query__muted'>{tt('application.loading')}</Text>
                ) : store.application ? (
                  <Text className='tr-query__app-chosen' data-testid='application-chosen'>
                    {tt('application.chosen', { no: store.application.ccsqdNo, route: store.route ? routeLabel(store.route) : tt('application.whole') })}
                  </Text>
                ) : (
                  <Text className='tr-query__app-placeholder'>{tt('application.placeholder')}</Text>
                )}
              </View>
              {store.application && !store.needsApplication ? (
                <Text
                  className='tr-query__chip-x'
                  onClick={(e) => {
                    e.stopPropagation()
                    store.clearApplication()
                  }}
                  aria-label={tt('application.clear')}
                  data-testid='application-clear'
                >
                  ×
                </Text>
              ) : (
                <Text className='tr-query__arrow'>›</Text>
              )}
            </View>
            {store.entryError ? <Text className='tr-query__error'>{store.entryError}</Text> : null}
            {errors.application ? (
              <Text className='tr-query__error' data-testid='error-application'>
                {errors.application}
              </Text>
            ) : null}
            {store.applicationNotice ? (
              <Text className='tr-query__notice' data-testid='application-notice'>
                {store.applicationNotice}
              </Text>
            ) : null}
          </View>
        ) : null}

        <View className={`tr-query__section ${errors.travellers ? 'tr-query__row--error' : ''}`}>
          <View className='tr-query__line tr-query__line--flat'>
            <Text className='tr-query__label'>{tt('query.travellers')}</Text>
            {store.canChooseTravellers ? (
              <Text className='tr-query__link' onClick={() => setSheet('travellers')} data-testid='travellers-change'>
                {store.travellers.length ? tt('query.changeTraveller') : tt('query.addTraveller')}
              </Text>
            ) : null}
          </View>
          <View className='tr-query__chips'>
            {store.travellers.length ? (
              store.travellers.map((t) => (
                <View key={t.empId} className='tr-query__chip' data-testid={`traveller-${t.empId}`}>
                  <Text>{t.empName}</Text>
                  {t.isSelf ? <Text className='tr-query__chip-tag'>{tt('query.self')}</Text> : null}
                  {store.canChooseTravellers ? (
                    <Text className='tr-query__chip-x' onClick={() => store.removeTraveller(t.empId)} aria-label={tt('query.removeTraveller', { name: t.empName })} data-testid={`traveller-remove-${t.empId}`}>
                      ×
                    </Text>
                  ) : null}
                </View>
              ))
            ) : (
              <Text className='tr-query__muted'>{tt('query.noTraveller')}</Text>
            )}
          </View>
        </View>
        {errors.travellers ? (
          <Text className='tr-query__error' data-testid='error-travellers'>
            {errors.travellers}
          </Text>
        ) : null}

        <View className='tr-query__submit'>
          <PrimaryButton onClick={search} testId='search-submit'>
            {tt('query.search')}
          </PrimaryButton>
        </View>

        {store.recent.length ? (
          <View className='tr-query__recent' data-testid='recent'>
            <View className='tr-query__recent-head'>
              <Text className='tr-query__recent-title'>{tt('query.history')}</Text>
              <Text className='tr-query__recent-clear' onClick={() => store.clearRecent()} data-testid='recent-clear'>
                {tt('query.clearHistory')}
              </Text>
            </View>
            <View className='tr-query__recent-list'>
              {store.recent.map((r) => (
                <Text key={`${r.from.code}-${r.to.code}`} className='tr-query__recent-item' onClick={() => store.useRecent(r)} data-testid={`recent-${r.from.code}-${r.to.code}`}>
                  {r.from.name} → {r.to.name}
                </Text>
              ))}
            </View>
          </View>
        ) : null}
        <Text className='tr-query__foot'>{tt('query.windowNote')}</Text>
        {store.tripType === 1 ? <Text className='tr-query__foot'>{tt('query.policyNote')}</Text> : null}
      </View>

      <PlacePicker
        visible={sheet === 'from' || sheet === 'to'}
        source={STATIONS}
        title={tt(sheet === 'to' ? 'query.pickTo' : 'query.pickFrom')}
        onSelect={(p) => {
          if (sheet === 'to') store.setTo(p)
          else store.setFrom(p)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        start={store.date}
        min={store.minDate}
        max={store.maxDate}
        onConfirm={(d) => {
          store.setDate(d)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='calendar'
      />
      <ApplicationSheet
        visible={sheet === 'application'}
        store={store.applications}
        hint={tt('application.sheetHint')}
        noRouteText={tt('application.noRoute')}
        chosenId={store.application?.ccsqdId}
        chosenRouteId={store.route?.routeId}
        onPick={(app, route) => void pickApplication(app, route)}
        onClose={() => setSheet(null)}
      />
      {sheet === 'travellers' ? (
        <TravellerPicker mode='colleague' selectedKeys={store.travellers.map((t) => `emp-${t.empId}`)} max={MAX_TRAVELLERS} onToggle={toggleTraveller} onClose={() => setSheet(null)} />
      ) : null}
    </PageShell>
  )
}

export default observer(TrQueryPage)
