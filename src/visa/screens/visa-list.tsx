import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../core/components/date-calendar'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { visaDict } from '../i18n/visa'
import { visaSearchStore } from '../stores/visa-search-store'
import './visa.scss'

/**
 * /visa/list?countryCode=&consularId=&tripDate=: a country's visa products for a consular district
 * (the district chosen by the province the applicant belongs to; the first to start with), each
 * with its type, entries, validity, stay, processing days, a visit when needed, the price per
 * applicant, and whether it can be ready before the trip date (else the earliest date it can).
 */
export const VisaList = observer(function VisaList() {
  const tt = useScopedT(visaDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => visaSearchStore())
  const [sheet, setSheet] = useState<'consular' | 'date' | null>(null)
  useEffect(() => {
    if (query.countryCode && /^[A-Z]{2}$/.test(query.countryCode)) void store.openCountry(query.countryCode, query.consularId, query.tripDate)
  }, [])
  const title = store.countryName ? tt('visa.list.title', { country: store.countryName }) : tt('visa.home.title')
  const consular = store.consular
  return (
    <PageShell title={title} className='visa'>
      <View className='visa__filters'>
        <View className='visa__line' onClick={() => setSheet('consular')} data-testid='visa-consular' data-id={store.consularId}>
          <Text className='visa__label'>{tt('visa.list.consular')}</Text>
          <Text className='visa__value'>{consular ? `${consular.name} ›` : `${tt('visa.list.pickConsular')} ›`}</Text>
        </View>
        {consular ? <Text className='visa__country-sub'>{consular.provinces.join(' · ')}</Text> : null}
        <View className='visa__date-row' onClick={() => setSheet('date')} data-testid='visa-list-date' data-date={store.tripDate}>
          <Text className='visa__label'>{tt('visa.list.tripDate')}</Text>
          <Text className='visa__date'>{monthDayLabel(store.tripDate)} ›</Text>
        </View>
      </View>

      {store.products.map((p) => (
        <View
          key={p.productId}
          className='visa__card'
          onClick={() => void navigate('/visa/detail', { productId: p.productId, consularId: store.consularId, tripDate: store.tripDate })}
          data-testid='visa-product'
          data-id={p.productId}
          data-in-time={p.inTime ? '1' : '0'}
        >
          <Text className='visa__row-title'>{p.name}</Text>
          <View className='visa__tags'>
            <Text className='visa__tag'>{p.typeName}</Text>
            <Text className='visa__tag visa__tag--muted'>{p.entriesName}</Text>
            {p.interview ? <Text className='visa__tag visa__tag--muted'>{tt('visa.list.interview')}</Text> : null}
          </View>
          <Text className='visa__row-sub'>
            {[tt('visa.list.validity', { n: p.validityDays }), tt('visa.list.stay', { n: p.maxStayDays }), tt('visa.list.processing', { n: p.processingDays })].join(' · ')}
          </Text>
          <View className='visa__price-row'>
            {p.inTime ? (
              <Text className='visa__ok'>{tt('visa.list.readyBy', { date: monthDayLabel(p.earliestTripDate) })}</Text>
            ) : (
              <Text className='visa__warn' data-testid='visa-late'>
                {tt('visa.list.late')}
              </Text>
            )}
            <View>
              <Price value={p.price} decimals={0} className='visa__price' />
              <Text className='visa__unit'>{tt('visa.list.perPerson')}</Text>
            </View>
          </View>
        </View>
      ))}

      {store.productsStatus === 'loading' && store.products.length === 0 ? <StateView status='loading' /> : null}
      {store.productsStatus === 'error' ? <StateView status='error' message={store.productsError || undefined} onRetry={() => void store.loadProducts()} /> : null}
      {store.productsStatus === 'ready' && store.products.length === 0 ? <StateView status='empty' message={tt('visa.list.empty')} /> : null}

      {sheet === 'consular' ? (
        <OptionSheet
          title={tt('visa.list.pickConsular')}
          options={store.consulars.map((c) => ({ id: c.consularId, label: c.name, sub: c.provinces.join(' · ') }))}
          selected={store.consularId}
          onPick={(id) => store.setConsular(id)}
          onClose={() => setSheet(null)}
          testId='consular-sheet'
        />
      ) : null}
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        title={tt('visa.home.pickDate')}
        start={store.tripDate}
        min={store.tripRange.min}
        max={store.tripRange.max}
        onConfirm={(d) => {
          setSheet(null)
          store.setTripDate(d)
        }}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  )
})
