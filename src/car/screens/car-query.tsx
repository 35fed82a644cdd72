import { CAN_OPEN_MINI_PROGRAM, openMiniProgram } from '../../core/platform/mini-program'
import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ApplicationSheet } from '../../core/components/application-sheet'
import { DateCalendar } from '../../core/components/date-calendar'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { defineContext, field } from '../../core/domain/booking-context'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { routeLabel } from '../../core/stores/application-list'
import type { BookableApplication, TripRoute } from '../api/car-search'
import { CarPlaceSheet } from '../components/car-place-sheet'
import { CarTimeSheet } from '../components/car-time-sheet'
import { carSearchDict } from '../i18n/search'
import { CAR_SCREENS, USE, USE_TYPES } from '../stores/car-context'
import { choosesTime, getCarSearchStore } from '../stores/car-search-store'
import './car-query.scss'

type Sheet = null | 'city' | 'from' | 'to' | 'time' | 'flightDate' | 'dayDate' | 'application'

/** carQuery?ccsqdId=&routeId= (the car routes list's "book"). */
const entryContext = defineContext({
  ccsqdId: field.string({ pattern: /^\d{1,12}$/ }),
  routeId: field.string({ pattern: /^\d{1,12}$/ }),
})

/**
 * /car/carQuery: the car search form. Use-type tabs; the city; from and to with suggestions, the
 * current location, saved and recent places; the flight of an airport pick-up; the time of a
 * scheduled ride; the chartered day car's date and length; the application when required; the
 * car policy of the scene. Search opens the estimate (/car/carList).
 */
export const CarQuery = observer(function CarQuery() {
  const tt = useScopedT(carSearchDict)
  const store = getCarSearchStore()
  const router = useRouter()
  const [sheet, setSheet] = useState<Sheet>(null)
  const errors = store.errors
  const u = store.useType

  useDidShow(() => store.syncSession())

  const pickApplication = async (app: BookableApplication, route: TripRoute | null) => {
    if (await store.chooseApplication(app, route)) setSheet(null)
  }

  const go = () => {
    const r = store.search()
    if (!r.ok) {
      ui.toast(r.message)
      return
    }
    void navigate(CAR_SCREENS.list, r.params)
  }

  useEffect(() => {
    const p = entryContext.decode(router.params)
    const auto = !p?.ccsqdId && router.params.autoQuery === '1'
    // A workplace link with autoQuery (single sign-on, §2.5) looks for cars once the cities are in,
    // when the form (the last search) is complete; otherwise the form says what is missing.
    void store.loadCities().then(() => {
      if (!auto || store.citiesStatus !== 'ready') return
      store.syncSession()
      go()
    })
    if (p?.ccsqdId) void store.enterFromUrl(p.ccsqdId, p.routeId)
  }, [])

  const city = store.city
  const toHint = u === USE.AIRPORT_DROPOFF ? tt('query.toAirport') : u === USE.STATION_DROPOFF ? tt('query.toStation') : tt('query.to')
  const fromHint = u === USE.AIRPORT_PICKUP ? tt('query.fromAirport') : u === USE.STATION_PICKUP ? tt('query.fromStation') : tt('query.from')
  // Drop-offs and station pick-ups start the sheet on what the user is most likely after.
  const toKeyword = u === USE.AIRPORT_DROPOFF ? tt('place.airportKeyword') : u === USE.STATION_DROPOFF ? tt('place.stationKeyword') : ''
  const fromKeyword = u === USE.STATION_PICKUP ? tt('place.stationKeyword') : ''

  const placeRow = (side: 'from' | 'to') => {
    const p = side === 'from' ? store.from : store.to
    const locked = side === 'from' && store.fromLocked
    const err = side === 'from' ? errors.from : errors.to
    return (
      <View
        className={`car-query__place ${err ? 'car-query__row--error' : ''}`}
        onClick={() => {
          if (locked) return
          if (!city) {
            ui.toast(tt('error.city'))
            return
          }
          setSheet(side)
        }}
        data-testid={`place-${side}`}
      >
        <View className={`car-query__dot car-query__dot--${side}`} />
        {p ? (
          <View className='car-query__place-text'>
            <Text className='car-query__place-name' data-testid={`place-${side}-value`}>
              {p.name}
            </Text>
            {p.address ? <Text className='car-query__place-addr'>{p.address}</Text> : null}
          </View>
        ) : (
          <Text className='car-query__place-empty'>{side === 'from' ? fromHint : toHint}</Text>
        )}
      </View>
    )
  }

  let body: JSX.Element
  if (store.citiesStatus === 'error') body = <StateView status='error' message={store.citiesError} onRetry={() => void store.loadCities()} actionText={tt('query.retry')} />
  // Opened from an application's car route: its city and times fill the form, so the form waits for them
  // rather than showing the first city and then switching under the user's finger.
  else if (store.citiesStatus !== 'ready' || store.entryStatus === 'loading') body = <StateView status='loading' message={store.entryStatus === 'loading' ? tt('application.loading') : undefined} />
  else
    body = (
      <View>
        <View className='car-query__row' onClick={() => setSheet('city')} data-testid='city'>
          <Text className='car-query__label'>{tt('query.city')}</Text>
          <Text className={`car-query__value ${city ? '' : 'car-query__value--empty'}`} data-testid='city-value'>
            {city?.cityName ?? tt('query.cityPlaceholder')}
          </Text>
          <Text className='car-query__arrow'>›</Text>
        </View>
        {errors.city ? <Text className='car-query__error'>{errors.city}</Text> : null}

        {u === USE.CHARTERED ? (
          <View>
            <View className={`car-query__row ${errors.time ? 'car-query__row--error' : ''}`} onClick={() => setSheet('dayDate')} data-testid='day-date'>
              <Text className='car-query__label'>{tt('query.dayDate')}</Text>
              <Text className='car-query__value' data-testid='day-date-value'>
                {monthDayLabel(store.dayDate)}
              </Text>
              <Text className='car-query__arrow'>›</Text>
            </View>
            {errors.time ? <Text className='car-query__error'>{errors.time}</Text> : null}
            <View className='car-query__line'>
              <Text className='car-query__label'>{tt('query.dayKind')}</Text>
              <View className='car-query__segment'>
                {(['HALF', 'FULL'] as const).map((k) => (
                  <Text key={k} className={`car-query__seg ${store.dayKind === k ? 'car-query__seg--on' : ''}`} onClick={() => store.setDayKind(k)} data-testid={`day-kind-${k}`}>
                    {tt(`query.kind.${k}`)}
                  </Text>
                ))}
              </View>
            </View>
          </View>
        ) : (
          <View>
            {u === USE.AIRPORT_PICKUP ? (
              <View className='car-query__flight'>
                <View className='car-query__flight-row'>
                  <Input
                    className='car-query__flight-input'
                    value={store.flightNo}
                    placeholder={tt('query.flightNoPlaceholder')}
                    maxlength={8}
                    onInput={(e) => store.setFlightNo(e.detail.value)}
                    aria-label={tt('query.flightNo')}
                    data-testid='flight-no'
                  />
                  <Text className='car-query__flight-date' onClick={() => setSheet('flightDate')} data-testid='flight-date'>
                    {monthDayLabel(store.flightDate)}
                  </Text>
                  <Text className='car-query__flight-go' onClick={() => void store.lookupFlight()} data-testid='flight-lookup'>
                    {store.flightStatus === 'loading' ? tt('query.flightLooking') : tt('query.flightLookup')}
                  </Text>
                </View>
                {store.flightError || errors.flight ? (
                  <Text className='car-query__error' data-testid='flight-error'>
                    {store.flightError || errors.flight}
                  </Text>
                ) : null}
                {store.flights.length > 1 && !store.flight ? <Text className='car-query__muted'>{tt('query.flightPick')}</Text> : null}
                {store.flights.length > 1 || store.flight
                  ? (store.flight ? [store.flight] : store.flights).map((f) => (
                      <View key={`${f.flightNo}${f.arrTime}`} className={`car-query__flight-item ${store.flight === f ? 'car-query__flight-item--on' : ''}`} onClick={() => store.chooseFlight(f)} data-testid='flight-item'>
                        <Text className='car-query__flight-title'>
                          {f.flightNo} {f.depCity} → {f.arrCity}
                        </Text>
                        <Text className='car-query__flight-sub'>{tt('query.flightArrive', { airport: f.arrAirportName, terminal: f.arrTerminal ? ` ${f.arrTerminal}` : '', time: f.arrTime.slice(5) })}</Text>
                      </View>
                    ))
                  : null}
              </View>
            ) : null}
            <View className='car-query__places'>
              {placeRow('from')}
              {placeRow('to')}
              {!store.fromLocked ? (
                <Text className='car-query__swap' onClick={() => store.swap()} aria-label={tt('query.swap')} data-testid='swap'>
                  ⇅
                </Text>
              ) : null}
            </View>
            {errors.from ? <Text className='car-query__error'>{errors.from}</Text> : null}
            {errors.to ? (
              <Text className='car-query__error' data-testid='error-to'>
                {errors.to}
              </Text>
            ) : null}
            {choosesTime(u) ? (
              <View className={`car-query__row ${errors.time ? 'car-query__row--error' : ''}`} onClick={() => setSheet('time')} data-testid='time'>
                <Text className='car-query__label'>{tt('query.time')}</Text>
                <Text className='car-query__value' data-testid='time-value'>
                  {store.startTime.slice(5)}
                </Text>
                <Text className='car-query__arrow'>›</Text>
              </View>
            ) : u === USE.AIRPORT_PICKUP && store.flight ? (
              <Text className='car-query__muted' data-testid='pickup-time'>
                {tt('query.pickupTime', { time: store.flight.arrTime.slice(5) })}
              </Text>
            ) : u === USE.INSTANT ? (
              <Text className='car-query__muted'>{tt('query.now')}</Text>
            ) : null}
            {errors.time ? (
              <Text className='car-query__error' data-testid='error-time'>
                {errors.time}
              </Text>
            ) : null}
          </View>
        )}

        <View className='car-query__line'>
          <Text className='car-query__label'>{tt('query.tripType')}</Text>
          <View className='car-query__segment'>
            {([1, 2] as const).map((v) => (
              <Text key={v} className={`car-query__seg ${store.tripType === v ? 'car-query__seg--on' : ''}`} onClick={() => store.setTripType(v)} data-testid={`tripType-${v}`}>
                {tt(v === 1 ? 'query.business' : 'query.personal')}
              </Text>
            ))}
          </View>
        </View>

        {store.showsApplication ? (
          <View className={`car-query__row ${errors.application ? 'car-query__row--error' : ''}`} onClick={() => setSheet('application')} data-testid='application-picker'>
            <Text className='car-query__label'>{tt('query.application')}</Text>
            <Text className='car-query__value car-query__value--small' data-testid='application-chosen'>
              {store.application
                ? tt('application.chosen', { no: store.application.ccsqdNo, route: store.route ? routeLabel(store.route) : tt('application.whole') })
                : tt('application.placeholder')}
            </Text>
            {store.application && !store.needsApplication ? (
              <Text
                className='car-query__arrow'
                onClick={(e) => {
                  e.stopPropagation()
                  store.clearApplication()
                }}
                aria-label={tt('application.clear')}
              >
                ×
              </Text>
            ) : (
              <Text className='car-query__arrow'>›</Text>
            )}
          </View>
        ) : null}
        {store.entryError ? <Text className='car-query__error'>{store.entryError}</Text> : null}
        {errors.application ? <Text className='car-query__error'>{errors.application}</Text> : null}
        {store.applicationNotice ? <Text className='car-query__muted'>{store.applicationNotice}</Text> : null}

        <View className='car-query__submit'>
          <PrimaryButton onClick={go} testId='car-search'>
            {u === USE.CHARTERED ? tt('query.searchDay') : tt('query.search')}
          </PrimaryButton>
        </View>

        {store.tripType === 1 ? (
          <View className='car-query__policy' data-testid='car-policy'>
            <Text className='car-query__policy-title'>{tt('query.policy')}</Text>
            {store.policyStatus === 'loading' ? (
              <Text className='car-query__muted'>{tt('query.policyLoading')}</Text>
            ) : store.policyStatus === 'error' ? (
              <Text className='car-query__muted'>{tt('query.policyFailed')}</Text>
            ) : store.policy && store.policy.rules.length ? (
              store.policy.rules.map((r) => (
                <Text key={r} className='car-query__policy-line'>
                  · {r}
                </Text>
              ))
            ) : (
              <Text className='car-query__muted'>{tt('query.policyNone')}</Text>
            )}
          </View>
        ) : null}
        <Text className='car-query__link' onClick={() => void navigate(CAR_SCREENS.tripCarList)} data-testid='trip-cars'>
          {tt('query.tripCars')} ›
        </Text>
      </View>
    )

  return (
    <PageShell title={tt('query.title')} className='car-query'>
      <View className='car-query__hero' />
      <View className='car-query__card' data-testid='car-query'>
        <View className='car-query__tabs'>
          {USE_TYPES.map((t) => (
            <Text key={t} className={`car-query__tab ${u === t ? 'car-query__tab--on' : ''}`} onClick={() => store.setUseType(t)} data-testid={`use-${t}`}>
              {tt(`use.${t}`)}
            </Text>
          ))}
        </View>
        {body}
      </View>
      {store.miniProgram ? <PartnerMiniProgram appId={store.miniProgram.appId} path={store.miniProgram.path} /> : null}

      {sheet === 'city' ? (
        <OptionSheet
          title={tt('query.city')}
          options={store.cityChoices.map((c) => ({ id: c.cityId, label: c.cityName }))}
          selected={city?.cityId ?? ''}
          onPick={(id) => {
            const c = store.cityChoices.find((x) => x.cityId === id)
            if (c) store.setCity(c)
          }}
          onClose={() => setSheet(null)}
          testId='city-sheet'
        />
      ) : null}
      {(sheet === 'from' || sheet === 'to') && city ? (
        <CarPlaceSheet
          side={sheet}
          region={city.cityName}
          cityId={city.cityId}
          near={{ lat: city.lat, lng: city.lng }}
          keyword={sheet === 'to' ? toKeyword : fromKeyword}
          onPick={(p) => {
            store.setPlace(sheet, p)
            setSheet(null)
          }}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet === 'time' ? (
        <CarTimeSheet
          value={store.startTime}
          first={store.firstSlot}
          last={store.lastTime}
          today={store.today}
          onPick={(t) => {
            store.setStartTime(t)
            setSheet(null)
          }}
          onClose={() => setSheet(null)}
        />
      ) : null}
      <DateCalendar
        visible={sheet === 'flightDate' || sheet === 'dayDate'}
        mode='single'
        start={sheet === 'flightDate' ? store.flightDate : store.dayDate}
        min={store.today}
        max={store.lastDay}
        title={sheet === 'flightDate' ? tt('query.flightDate') : tt('query.dayDate')}
        onConfirm={(d) => {
          if (sheet === 'flightDate') store.setFlightDate(d)
          else store.setDayDate(d)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='car-calendar'
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
    </PageShell>
  )
})

/**
 * The company's partner car mini-program (tenant parameter 10970): the mini-program opens it; a web
 * page cannot, so there it only says where to find it (no button that does nothing).
 */
function PartnerMiniProgram({ appId, path }: { appId: string; path: string }) {
  const tt = useScopedT(carSearchDict)
  const [failed, setFailed] = useState(false)
  return (
    <View className='car-query__partner' data-testid='car-mini-program'>
      <Text className='car-query__partner-text'>{tt('query.miniProgram')}</Text>
      {CAN_OPEN_MINI_PROGRAM ? (
        <Text
          className='car-query__partner-open'
          onClick={() => void openMiniProgram(appId, path).then((ok) => setFailed(!ok))}
          data-testid='car-mini-program-open'
        >
          {tt('query.miniProgramOpen')}
        </Text>
      ) : null}
      {failed ? <Text className='car-query__error'>{tt('query.miniProgramFailed')}</Text> : null}
    </View>
  )
}
