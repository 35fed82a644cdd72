import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../core/components/date-calendar'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { visaDict } from '../i18n/visa'
import { visaSearchStore } from '../stores/visa-search-store'
import './visa.scss'

/**
 * /visa: the countries by continent (tabs from the catalogue), searched by keyword, hot countries
 * first, each with how many visas it sells and from what price; the trip date (30 days ahead to
 * start with, booking flows §9) that the products are judged against. Kept alive: coming back
 * keeps the continent, the keyword and the date.
 */
export const VisaHome = observer(function VisaHome() {
  const tt = useScopedT(visaDict)
  const [store] = useState(() => visaSearchStore())
  const [calendar, setCalendar] = useState(false)
  useEffect(() => {
    void store.open()
  }, [])
  const chip = (on: boolean, label: string, onClick: () => void, testId: string) => (
    <Text key={testId} className={`visa__chip ${on ? 'visa__chip--on' : ''}`} onClick={onClick} data-testid={testId}>
      {label}
    </Text>
  )
  const open = (countryCode: string) => void navigate('/visa/list', { countryCode, tripDate: store.tripDate })
  return (
    <PageShell title={tt('visa.home.title')} className='visa'>
      <View className='visa__filters'>
        <View className='visa__search'>
          <Input
            className='visa__search-input'
            value={store.keyword}
            placeholder={tt('visa.home.search')}
            confirmType='search'
            onInput={(e) => store.setKeyword(e.detail.value)}
            onConfirm={() => store.search()}
            data-testid='visa-search'
          />
          <Text className='visa__search-go' onClick={() => store.search()} data-testid='visa-search-go'>
            {tt('visa.home.go')}
          </Text>
        </View>
        <View className='visa__chips' data-testid='visa-continents'>
          {chip(store.continent === '', tt('visa.home.all'), () => store.setContinent(''), 'continent-all')}
          {store.continents.map((c) => chip(store.continent === c.code, c.name, () => store.setContinent(c.code), `continent-${c.code}`))}
        </View>
        <View className='visa__date-row' onClick={() => setCalendar(true)} data-testid='visa-trip-date' data-date={store.tripDate}>
          <Text className='visa__label'>{tt('visa.home.tripDate')}</Text>
          <Text className='visa__date'>{monthDayLabel(store.tripDate)} ›</Text>
        </View>
        <Text className='visa__hint visa__hint--flush'>{tt('visa.home.tripDateHint')}</Text>
        <Text className='visa__link visa__link--block' onClick={() => void navigate('/allorder')} data-testid='visa-my-orders'>
          {tt('visa.home.myOrders')} ›
        </Text>
      </View>

      <View className='visa__grid' data-testid='visa-countries'>
        {store.countries.map((c) => (
          <View key={c.countryCode} className='visa__country' onClick={() => open(c.countryCode)} data-testid='visa-country' data-code={c.countryCode}>
            <Text className='visa__country-name'>{c.name}</Text>
            <View className='visa__tags'>
              {c.hot ? <Text className='visa__tag'>{tt('visa.home.hot')}</Text> : null}
              {c.schengen ? <Text className='visa__tag visa__tag--muted'>{tt('visa.home.schengen')}</Text> : null}
            </View>
            <Text className='visa__country-sub'>{`${c.continentName} · ${tt('visa.home.products', { n: c.productCount })}`}</Text>
            <View>
              {tt('visa.home.fromPrefix') ? <Text className='visa__unit visa__unit--before'>{tt('visa.home.fromPrefix')}</Text> : null}
              <Price value={c.minPrice} decimals={0} className='visa__price' />
              {tt('visa.home.fromSuffix') ? <Text className='visa__unit'>{tt('visa.home.fromSuffix')}</Text> : null}
            </View>
          </View>
        ))}
      </View>

      {store.countriesStatus === 'loading' && store.countries.length === 0 ? <StateView status='loading' /> : null}
      {store.countriesStatus === 'error' ? <StateView status='error' message={store.countriesError || undefined} onRetry={() => void store.loadCountries()} /> : null}
      {store.countriesStatus === 'ready' && store.countries.length === 0 ? <StateView status='empty' message={tt('visa.home.empty')} /> : null}

      <DateCalendar
        visible={calendar}
        mode='single'
        title={tt('visa.home.pickDate')}
        start={store.tripDate}
        min={store.tripRange.min}
        max={store.tripRange.max}
        onConfirm={(d) => {
          setCalendar(false)
          store.setTripDate(d)
        }}
        onClose={() => setCalendar(false)}
        testId='visa-calendar'
      />
    </PageShell>
  )
})
