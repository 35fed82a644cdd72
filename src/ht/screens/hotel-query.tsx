import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee, Contact } from '../../core/api/travellers'
import { ApplicationSheet } from '../../core/components/application-sheet'
import { DateCalendar } from '../../core/components/date-calendar'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { TravellerPicker } from '../../core/components/traveller-picker'
import { defineContext, field } from '../../core/domain/booking-context'
import { addDaysText, toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { routeLabel } from '../../core/stores/application-list'
import { langOf } from '../../core/stores/geo-store'
import { useStores } from '../../core/stores/root-store'
import type { BookableApplication, TripRoute } from '../api/hotel-search'
import { HotelCityPicker } from '../components/hotel-search-city'
import { priceBandLabel } from '../components/hotel-filter-sheet'
import { HotelGuestsSheet } from '../components/hotel-search-guests'
import { HotelKeywordSheet } from '../components/hotel-search-keyword'
import { hotelSearchDict } from '../i18n/search'
import { hotelRoute, type HotelVersionNo } from '../stores/hotel-context'
import { MAX_TRAVELLERS, PRICE_BANDS, STAR_CHOICES, getHotelCityStore, getHotelSearchStore } from '../stores/hotel-search-store'
import './hotel-query.scss'

type Sheet = null | 'city' | 'keyword' | 'dates' | 'guests' | 'travellers' | 'application'

/** htQuery?ccsqdId=&routeId= (a trip's "book" button). */
const entryContext = defineContext({
  ccsqdId: field.string({ pattern: /^\d{1,12}$/ }),
  routeId: field.string({ pattern: /^\d{1,12}$/ }),
})

/** 'Today' / 'Tomorrow' / the weekday of a day, relative to China's today. */
function dayWord(date: string, today: string, tt: ReturnType<typeof useScopedT<typeof hotelSearchDict>>): string {
  if (date === today) return tt('query.today')
  if (date === addDaysText(today, 1)) return tt('query.tomorrow')
  const ymd = toYmd(date)
  return ymd ? (tt('query.weekday').split(',')[weekdayOfYmd(ymd)] ?? '') : ''
}

/**
 * htQuery of both route families (/htV2/htQuery, /ht/htQuery): the hotel search form. Search opens
 * the list of the same family (`version`); "corporate-rate hotels" opens the signed list.
 * `?ccsqdId=&routeId=` books under that application and hotel stay.
 */
export const HotelQuery = observer(function HotelQuery({ version }: { version: HotelVersionNo }) {
  const tt = useScopedT(hotelSearchDict)
  const store = getHotelSearchStore()
  const router = useRouter()
  const { locale } = useStores()
  const lang = langOf(locale.locale)
  const [sheet, setSheet] = useState<Sheet>(null)
  const errors = store.errors

  useDidShow(() => store.syncSession())


  const pickApplication = async (app: BookableApplication, route: TripRoute | null) => {
    if (await store.chooseApplication(app, route)) setSheet(null)
  }

  const go = (screen: 'list' | 'signList') => {
    const r = store.search()
    if (!r.ok) {
      ui.toast(r.message)
      return
    }
    void navigate(hotelRoute(version, screen), r.params)
  }

  useEffect(() => {
    const p = entryContext.decode(router.params)
    if (p?.ccsqdId) void store.enterFromUrl(p.ccsqdId, p.routeId)
    // A workplace link with autoQuery (single sign-on, §2.5) lists hotels at once when the form (the
    // last search) is complete; otherwise the form says what is missing.
    else if (router.params.autoQuery === '1') {
      // useDidShow has not run yet: the signed-in traveller must be on the form before it is checked.
      store.syncSession()
      go('list')
    }
    // The city names follow the language: the set of the language is loaded once.
    void getHotelCityStore().load(lang).catch(() => undefined)
  }, [])

  const toggleTraveller = (item: BookableEmployee | Contact, selected: boolean): string | null => {
    const e = item as BookableEmployee
    if (!selected) {
      store.removeTraveller(e.empId)
      return null
    }
    if (store.travellers.length >= MAX_TRAVELLERS) return tt('query.travellerLimit', { max: MAX_TRAVELLERS })
    store.setTravellers([...store.travellers, { empId: e.empId, empName: e.empName, deptName: e.deptName, empRank: e.empRank, isSelf: e.isSelf }])
    return null
  }

  const today = store.today
  const city = store.city ? getHotelCityStore().localize(store.city, lang) : null
  const tab = store.cityTab

  return (
    <PageShell title={tt('query.title')} className='ht-query'>
      <View className='ht-query__hero' />
      <View className='ht-query__card' data-testid='hotel-query' data-version={version}>
        <View className='ht-query__tabs'>
          {(['domestic', 'international'] as const).map((t) => (
            <View key={t} className={`ht-query__tab ${tab === t ? 'ht-query__tab--on' : ''}`} onClick={() => store.setCityTab(t)} data-testid={`tab-${t}`}>
              {tt(t === 'domestic' ? 'query.domestic' : 'query.international')}
            </View>
          ))}
        </View>

        <View className={`ht-query__row ${errors.city ? 'ht-query__row--error' : ''}`} onClick={() => setSheet('city')} data-testid='city'>
          <Text className='ht-query__label'>{tt('query.city')}</Text>
          {city ? (
            <Text className='ht-query__city' data-testid='city-value'>
              {city.name}
            </Text>
          ) : (
            <Text className='ht-query__city ht-query__city--empty'>{tt('query.cityPlaceholder')}</Text>
          )}
          <Text className='ht-query__arrow'>›</Text>
        </View>
        {errors.city ? (
          <Text className='ht-query__error' data-testid='error-city'>
            {errors.city}
          </Text>
        ) : null}

        <View className='ht-query__row' onClick={() => setSheet('keyword')} data-testid='keyword'>
          <Text className='ht-query__label'>{tt('query.keyword')}</Text>
          {store.keyword ? (
            <Text className='ht-query__value' data-testid='keyword-value'>
              {store.keyword.name}
            </Text>
          ) : (
            <Text className='ht-query__value ht-query__value--empty'>{tt('query.keywordPlaceholder')}</Text>
          )}
          {store.keyword ? (
            <Text
              className='ht-query__clear'
              onClick={(e) => {
                e.stopPropagation()
                store.setKeyword(null)
              }}
              aria-label={tt('query.keywordClear')}
              data-testid='keyword-clear'
            >
              ×
            </Text>
          ) : null}
        </View>

        <View className={`ht-query__dates ${errors.dates ? 'ht-query__row--error' : ''}`} onClick={() => setSheet('dates')} data-testid='dates'>
          <View className='ht-query__date'>
            <Text className='ht-query__date-label'>{tt('query.checkIn')}</Text>
            <Text className='ht-query__date-main' data-testid='check-in' data-date={store.checkIn}>
              {monthDayLabel(store.checkIn)}
            </Text>
            <Text className='ht-query__date-sub'>{dayWord(store.checkIn, today, tt)}</Text>
          </View>
          <Text className='ht-query__nights' data-testid='nights'>
            {tt('query.nights', { n: store.nights })}
          </Text>
          <View className='ht-query__date ht-query__date--right'>
            <Text className='ht-query__date-label'>{tt('query.checkOut')}</Text>
            <Text className='ht-query__date-main' data-testid='check-out' data-date={store.checkOut}>
              {monthDayLabel(store.checkOut)}
            </Text>
            <Text className='ht-query__date-sub'>{dayWord(store.checkOut, today, tt)}</Text>
          </View>
        </View>
        {errors.dates ? (
          <Text className='ht-query__error' data-testid='error-dates'>
            {errors.dates}
          </Text>
        ) : null}

        <View className={`ht-query__row ${errors.guests ? 'ht-query__row--error' : ''}`} onClick={() => setSheet('guests')} data-testid='guests'>
          <Text className='ht-query__label'>{tt('query.guests')}</Text>
          <Text className='ht-query__value' data-testid='guests-value'>
            {tt('query.guestsValue', { rooms: store.rooms, adults: store.adults, children: store.children ? tt('query.childrenPart', { n: store.children }) : '' })}
          </Text>
          <Text className='ht-query__arrow'>›</Text>
        </View>
        {errors.guests ? (
          <Text className='ht-query__error' data-testid='error-guests'>
            {errors.guests}
          </Text>
        ) : null}

        <View className='ht-query__line'>
          <Text className='ht-query__label ht-query__label--auto'>{tt('query.tripType')}</Text>
          <View className='ht-query__segment'>
            {([1, 2] as const).map((v) => (
              <View key={v} className={`ht-query__seg ${store.tripType === v ? 'ht-query__seg--on' : ''}`} onClick={() => store.setTripType(v)} data-testid={`tripType-${v}`}>
                {tt(v === 1 ? 'query.business' : 'query.personal')}
              </View>
            ))}
          </View>
        </View>

        {store.showsApplication ? (
          <View className={`ht-query__section ${errors.application ? 'ht-query__row--error' : ''}`}>
            <View className='ht-query__app' onClick={() => setSheet('application')} data-testid='application-picker'>
              <Text className='ht-query__label ht-query__label--auto'>{tt('query.application')}</Text>
              <View className='ht-query__app-value'>
                {store.entryStatus === 'loading' ? (
                  <Text className='ht-query__muted'>{tt('application.loading')}</Text>
                ) : store.application ? (
                  <Text className='ht-query__app-chosen' data-testid='application-chosen'>
                    {tt('application.chosen', { no: store.application.ccsqdNo, route: store.route ? routeLabel(store.route) : tt('application.whole') })}
                  </Text>
                ) : (
                  <Text className='ht-query__app-placeholder'>{tt('application.placeholder')}</Text>
                )}
              </View>
              {store.application && !store.needsApplication ? (
                <Text
                  className='ht-query__clear'
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
                <Text className='ht-query__arrow'>›</Text>
              )}
            </View>
            {store.entryError ? <Text className='ht-query__error'>{store.entryError}</Text> : null}
            {errors.application ? (
              <Text className='ht-query__error' data-testid='error-application'>
                {errors.application}
              </Text>
            ) : null}
            {store.applicationNotice ? (
              <Text className='ht-query__notice' data-testid='application-notice'>
                {store.applicationNotice}
              </Text>
            ) : null}
          </View>
        ) : null}

        {store.tripType === 1 ? (
          <View className={`ht-query__section ${errors.travellers ? 'ht-query__row--error' : ''}`}>
            <View className='ht-query__line ht-query__line--flat'>
              <Text className='ht-query__label ht-query__label--auto'>{tt('query.travellers')}</Text>
              {store.canChooseTravellers ? (
                <Text className='ht-query__link' onClick={() => setSheet('travellers')} data-testid='travellers-change'>
                  {store.travellers.length ? tt('query.changeTraveller') : tt('query.addTraveller')}
                </Text>
              ) : null}
            </View>
            <View className='ht-query__chips'>
              {store.travellers.length ? (
                store.travellers.map((t) => (
                  <View key={t.empId} className='ht-query__chip' data-testid={`traveller-${t.empId}`}>
                    <Text>{t.empName}</Text>
                    {t.isSelf ? <Text className='ht-query__chip-tag'>{tt('query.self')}</Text> : null}
                    {store.canChooseTravellers ? (
                      <Text className='ht-query__chip-x' onClick={() => store.removeTraveller(t.empId)} aria-label={tt('query.removeTraveller', { name: t.empName })} data-testid={`traveller-remove-${t.empId}`}>
                        ×
                      </Text>
                    ) : null}
                  </View>
                ))
              ) : (
                <Text className='ht-query__muted'>{tt('query.noTraveller')}</Text>
              )}
            </View>
          </View>
        ) : null}
        {errors.travellers ? (
          <Text className='ht-query__error' data-testid='error-travellers'>
            {errors.travellers}
          </Text>
        ) : null}

        <View className='ht-query__quick'>
          <Text className='ht-query__quick-title'>{tt('query.stars')}</Text>
          <View className='ht-query__quick-chips'>
            {STAR_CHOICES.map((s) => (
              <Text key={s} className={`ht-query__q ${store.stars.includes(s) ? 'ht-query__q--on' : ''}`} onClick={() => store.toggleStar(s)} data-testid={`quick-star-${s}`}>
                {tt(`query.star.${s}`)}
              </Text>
            ))}
          </View>
          <Text className='ht-query__quick-title'>{tt('query.price')}</Text>
          <View className='ht-query__quick-chips'>
            {PRICE_BANDS.map((b) => (
              <Text key={b.min} className={`ht-query__q ${store.price?.min === b.min ? 'ht-query__q--on' : ''}`} onClick={() => store.setPrice(b)} data-testid={`quick-price-${b.min}`}>
                {priceBandLabel(b, tt)}
              </Text>
            ))}
          </View>
        </View>

        <View className='ht-query__submit'>
          <PrimaryButton onClick={() => go('list')} testId='search-submit'>
            {tt('query.search')}
          </PrimaryButton>
        </View>
        <View className='ht-query__signed' onClick={() => go('signList')} data-testid='signed-hotels'>
          <Text className='ht-query__signed-title'>{tt('query.signed')}</Text>
          <Text className='ht-query__signed-hint'>{tt('query.signedHint')} ›</Text>
        </View>
        <View className='ht-query__signed' onClick={() => void navigate(version === 1 ? '/ht/htInquiry' : '/htV2/htInquiry')} data-testid='open-inquiry'>
          <Text className='ht-query__signed-title'>{tt('query.inquiry')}</Text>
          <Text className='ht-query__signed-hint'>{tt('query.inquiryHint')} ›</Text>
        </View>
        <Text className='ht-query__foot'>{tt('query.leadNote')}</Text>
        {store.tripType === 1 ? <Text className='ht-query__foot'>{tt('query.policyNote')}</Text> : null}
      </View>

      <HotelCityPicker
        visible={sheet === 'city'}
        tab={tab}
        onSelect={(c) => {
          store.setCity(c)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <HotelKeywordSheet
        visible={sheet === 'keyword'}
        cityId={store.city?.cityId ?? null}
        initial={store.keyword?.name ?? ''}
        onPick={(k) => {
          store.setKeyword(k)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      <DateCalendar
        visible={sheet === 'dates'}
        mode='range'
        rangeKind='stay'
        start={store.checkIn}
        end={store.checkOut}
        min={store.minDate}
        max={store.maxDate}
        title={`${tt('query.checkIn')} - ${tt('query.checkOut')}`}
        onConfirm={(start, end) => {
          store.setDates(start, end ?? addDaysText(start, 1))
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
        testId='calendar'
      />
      <HotelGuestsSheet visible={sheet === 'guests'} store={store} onClose={() => setSheet(null)} />
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
})
