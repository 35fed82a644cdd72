import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PlacePicker } from '../../../core/components/place-picker'
import { Counter } from '../../../core/components/counter'
import { DateCalendar } from '../../../core/components/date-calendar'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { getGeoStore, langOf, type AirportPlace } from '../../../core/stores/geo-store'
import { airportSource } from '../../../core/stores/place-sources'
import { useStores } from '../../../core/stores/root-store'
import type { BookableApplication, TripRoute } from '../../api/trip-application'
import { ApplicationSheet } from '../../../core/components/application-sheet'
import { monthDayLabel, relativeDayLabel } from '../../components/format'
import { TravellerChooser } from '../../components/traveller-chooser'
import { searchDict } from '../../i18n/search'
import { queryEntryContext } from '../../stores/flight-context'
import { CABIN_FILTERS, queryToParams } from '../../stores/flight-list-store'
import { getFlightSearchStore } from '../../stores/flight-search-store'
import { routeLabel } from '../../../core/stores/application-list'
import { compareDates } from '../../stores/search-dates'
import { IntlQuerySwitch, IntlCabinSegment, IntlQueryLinks } from '../../components/intl-query'
import { getIntlSearchState, intlQueryToParams } from '../../stores/intl-search'
import { scopedT } from '../../../core/i18n/index'
import { intlDict } from '../../i18n/intl'
import { FlightQueryLinks } from '../tk-policy/flight-links'
import { intlPlaceSource } from '../../stores/intl-place-source'
import './index.scss'

type Sheet = null | 'dep' | 'arr' | 'date' | 'travellers' | 'application'

/** Domestic flights: mainland cities and airports only. */
const DOMESTIC_AIRPORTS = airportSource({ domesticOnly: true })
/** International flights: cities and airports abroad and the mainland gateways (getGjCityData / getGjAirportData). */
const INTL_PLACES = intlPlaceSource()

const PlaceBox = observer(function PlaceBox({ place: stored, placeholder, align, testId, onClick }: { place: AirportPlace | null; placeholder: string; align: 'left' | 'right'; testId: string; onClick: () => void }) {
  // A place kept from an earlier search carries the names of that day's language.
  const { locale } = useStores()
  const place = stored ? getGeoStore().localize(stored, langOf(locale.locale)) : null
  return (
    <View className={`tk-query__place tk-query__place--${align}`} onClick={onClick} data-testid={testId}>
      {place ? (
        <>
          <Text className='tk-query__place-city'>{place.cityName}</Text>
          <Text className='tk-query__place-sub'>{place.kind === 'airport' ? `${place.name} ${place.code}` : place.code}</Text>
        </>
      ) : (
        <Text className='tk-query__place-city tk-query__place-city--empty'>{placeholder}</Text>
      )}
    </View>
  )
})

/**
 * /tk/tkQuery: the domestic flight search form. `?ccsqdId=&routeId=` (a trip's "book" button)
 * books under that application and route.
 */
function TkQueryPage() {
  const tt = useScopedT(searchDict)
  const store = getFlightSearchStore()
  const router = useRouter()
  const [sheet, setSheet] = useState<Sheet>(null)
  const errors = store.errors

  useDidShow(() => store.syncSession())

  // The sheet stays open when the user says no to a booked route, so another can be chosen.
  const pickApplication = async (app: BookableApplication, route: TripRoute | null) => {
    if (await store.chooseApplication(app, route)) setSheet(null)
  }

  const intl = getIntlSearchState()
  const intlTitle = scopedT(intlDict)('list.title')
  const search = () => {
    if (intl.intl) {
      const ri = intl.search(store)
      if (!ri.ok) ui.toast(ri.message)
      else void navigate('/tk/tkIntList', intlQueryToParams(ri.query))
      return
    }
    const r = store.search()
    if (!r.ok) {
      ui.toast(r.message)
      return
    }
    void navigate('/tk/tkList', queryToParams(r.query))
  }

  useEffect(() => {
    const p = queryEntryContext.decode(router.params)
    if (p?.ccsqdId) void store.enterFromUrl(p.ccsqdId, p.routeId)
    // A workplace link with autoQuery (single sign-on, §2.5) searches at once when the form (the last
    // search) is complete; otherwise the form says what is missing.
    else if (router.params.autoQuery === '1') {
      // useDidShow has not run yet: the signed-in traveller must be on the form before it is checked.
      store.syncSession()
      search()
    }
  }, [])

  const rt = store.tripMode === 'RT'
  const dayCount = rt ? Math.max(0, Math.round((Date.parse(store.retDate) - Date.parse(store.depDate)) / 86400000)) : 0
  const counts = store.counts
  const max = store.countMax

  return (
    <PageShell title={intl.intl ? intlTitle : tt('query.title')} className='tk-query'>
      <View className='tk-query__hero' />
      <View className='tk-query__card'>
        <IntlQuerySwitch />
        <View className='tk-query__tabs'>
          {(['OW', 'RT'] as const).map((m) => (
            <View
              key={m}
              className={`tk-query__tab ${store.tripMode === m ? 'tk-query__tab--on' : ''}`}
              onClick={() => store.setTripMode(m)}
              data-testid={`trip-${m}`}
            >
              {tt(m === 'OW' ? 'query.oneWay' : 'query.roundTrip')}
            </View>
          ))}
        </View>

        <View className={`tk-query__places ${errors.places ? 'tk-query__row--error' : ''}`}>
          <PlaceBox place={intl.intl ? intl.dep : store.dep} placeholder={tt('query.from')} align='left' testId='dep-place' onClick={() => setSheet('dep')} />
          <View className='tk-query__swap' onClick={() => (intl.intl ? intl.swap() : store.swap())} aria-label={tt('query.swap')} data-testid='swap'>
            ⇄
          </View>
          <PlaceBox place={intl.intl ? intl.arr : store.arr} placeholder={tt('query.to')} align='right' testId='arr-place' onClick={() => setSheet('arr')} />
        </View>
        {errors.places ? (
          <Text className='tk-query__error' data-testid='error-places'>
            {errors.places}
          </Text>
        ) : null}

        <View className={`tk-query__dates ${errors.dates ? 'tk-query__row--error' : ''}`} onClick={() => setSheet('date')} data-testid='dates'>
          <View className='tk-query__date' data-testid='dep-date'>
            <Text className='tk-query__date-main'>{monthDayLabel(store.depDate)}</Text>
            <Text className='tk-query__date-sub'>{relativeDayLabel(store.depDate)}</Text>
          </View>
          {rt ? (
            <>
              <Text className='tk-query__days'>{tt('query.days', { n: dayCount })}</Text>
              <View className='tk-query__date tk-query__date--right' data-testid='ret-date'>
                <Text className='tk-query__date-main'>{monthDayLabel(store.retDate)}</Text>
                <Text className='tk-query__date-sub'>{relativeDayLabel(store.retDate)}</Text>
              </View>
            </>
          ) : null}
        </View>
        {errors.dates ? (
          <Text className='tk-query__error' data-testid='error-dates'>
            {errors.dates}
          </Text>
        ) : null}

        {intl.intl ? <IntlCabinSegment /> : null}
        <View className='tk-query__segment' style={intl.intl ? { display: 'none' } : undefined}>
          {CABIN_FILTERS.map((c) => (
            <View
              key={c}
              className={`tk-query__seg ${store.cabin === c ? 'tk-query__seg--on' : ''}`}
              onClick={() => store.setCabin(c)}
              data-testid={`cabin-${c}`}
            >
              {tt(`query.cabin.${c}`)}
            </View>
          ))}
        </View>

        <View className={`tk-query__section ${errors.counts ? 'tk-query__row--error' : ''}`}>
          <Text className='tk-query__label'>{tt('query.passengers')}</Text>
          {(['adult', 'child', 'infant'] as const).map((kind) => (
            <View key={kind} className='tk-query__count'>
              <View className='tk-query__count-who'>
                <Text className='tk-query__count-name'>{tt(`query.${kind}`)}</Text>
                <Text className='tk-query__count-hint'>{tt(`query.${kind}Hint`)}</Text>
              </View>
              <Counter
                value={counts[kind]}
                min={kind === 'adult' ? 1 : 0}
                max={max[kind]}
                onChange={(n) => store.setCount(kind, n)}
                testId={`count-${kind}`}
              />
            </View>
          ))}
          <Text className='tk-query__hint'>{tt('query.ticketRule')}</Text>
        </View>
        {errors.counts ? (
          <Text className='tk-query__error' data-testid='error-counts'>
            {errors.counts}
          </Text>
        ) : null}

        <View className='tk-query__line'>
          <Text className='tk-query__label'>{tt('query.tripType')}</Text>
          <View className='tk-query__segment tk-query__segment--small'>
            {([1, 2] as const).map((v) => (
              <View
                key={v}
                className={`tk-query__seg ${store.tripType === v ? 'tk-query__seg--on' : ''}`}
                onClick={() => store.setTripType(v)}
                data-testid={`tripType-${v}`}
              >
                {tt(v === 1 ? 'query.business' : 'query.personal')}
              </View>
            ))}
          </View>
        </View>

        {store.showsApplication ? (
          <View className={`tk-query__section ${errors.application ? 'tk-query__row--error' : ''}`}>
            <View className='tk-query__app' onClick={() => setSheet('application')} data-testid='application-picker'>
              <Text className='tk-query__label'>{tt('query.application')}</Text>
              <View className='tk-query__app-value'>
                {store.entryStatus === 'loading' ? (
                  <Text className='tk-query__muted'>{tt('application.loading')}</Text>
                ) : store.application ? (
                  <Text className='tk-query__app-chosen' data-testid='application-chosen'>
                    {tt('application.chosen', { no: store.application.ccsqdNo, route: store.route ? routeLabel(store.route) : tt('application.whole') })}
                  </Text>
                ) : (
                  <Text className='tk-query__app-placeholder'>{tt('application.placeholder')}</Text>
                )}
              </View>
              {(store.application || store.entryStatus === 'error') && !store.needsApplication ? (
                <Text
                  className='tk-query__chip-x'
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
                <Text className='tk-query__arrow'>›</Text>
              )}
            </View>
            {store.entryError ? (
              <Text className='tk-query__error' data-testid='application-entry-error'>
                {store.entryError}
              </Text>
            ) : null}
            {errors.application ? (
              <Text className='tk-query__error tk-query__error--inline' data-testid='error-application'>
                {errors.application}
              </Text>
            ) : null}
            {store.applicationNotice ? (
              <Text className='tk-query__app-notice' data-testid='application-notice'>
                {store.applicationNotice}
              </Text>
            ) : null}
          </View>
        ) : null}

        <View className={`tk-query__section ${errors.travellers ? 'tk-query__row--error' : ''}`}>
          <View className='tk-query__line tk-query__line--flat'>
            <Text className='tk-query__label'>{tt('query.travellers')}</Text>
            {store.canChooseTravellers ? (
              <Text className='tk-query__link' onClick={() => setSheet('travellers')} data-testid='travellers-change'>
                {store.travellers.length ? tt('query.changeTraveller') : tt('query.addTraveller')}
              </Text>
            ) : null}
          </View>
          <View className='tk-query__chips'>
            {store.travellers.length ? (
              store.travellers.map((t) => (
                <View key={t.empId} className='tk-query__chip' data-testid={`traveller-${t.empId}`}>
                  <Text>{t.empName}</Text>
                  {t.isSelf ? <Text className='tk-query__chip-tag'>{tt('query.self')}</Text> : null}
                  {store.canChooseTravellers ? (
                    <Text
                      className='tk-query__chip-x'
                      onClick={() => store.removeTraveller(t.empId)}
                      aria-label={tt('query.removeTraveller', { name: t.empName })}
                      data-testid={`traveller-remove-${t.empId}`}
                    >
                      ×
                    </Text>
                  ) : null}
                </View>
              ))
            ) : (
              <Text className='tk-query__muted'>{tt('query.noTraveller')}</Text>
            )}
          </View>
        </View>
        {errors.travellers ? (
          <Text className='tk-query__error' data-testid='error-travellers'>
            {errors.travellers}
          </Text>
        ) : null}

        <View className='tk-query__submit'>
          <PrimaryButton onClick={search} testId='search-submit'>
            {tt('query.search')}
          </PrimaryButton>
        </View>
        {store.tripType === 1 ? <Text className='tk-query__foot'>{tt('query.policyNote')}</Text> : null}
        {intl.intl ? <IntlQueryLinks /> : <FlightQueryLinks depCode={store.dep?.code} />}
      </View>

      <PlacePicker
        visible={sheet === 'dep' || sheet === 'arr'}
        source={intl.intl ? INTL_PLACES : DOMESTIC_AIRPORTS}
        title={tt(sheet === 'arr' ? 'query.pickTo' : 'query.pickFrom')}
        onSelect={(p) => {
          if (intl.intl) {
            if (sheet === 'arr') intl.setArr(p)
            else intl.setDep(p)
          } else if (sheet === 'arr') store.setArr(p)
          else store.setDep(p)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'date'}
        mode={rt ? 'range' : 'single'}
        start={store.depDate}
        end={rt ? store.retDate : undefined}
        min={store.minDate}
        max={store.maxDate}
        onConfirm={(start, end) => {
          store.setDates(start, end && compareDates(end, start) >= 0 ? end : undefined)
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
      <TravellerChooser
        visible={sheet === 'travellers'}
        current={store.travellers}
        onDone={(list) => {
          store.setTravellers(list)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  )
}

export default observer(TkQueryPage)
