import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { useStores } from '../../../core/stores/root-store'
import { CompanyAdminGate } from '../../components/company-admin-gate'
import { MONTH_NAMES_EN, carbonReportDict } from '../../i18n/carbon'
import { CarbonStore } from '../../stores/carbon-store'
import '../../components/user-data.scss'
import './index.scss'

const CarbonScreen = observer(function CarbonScreen() {
  const tt = useScopedT(carbonReportDict)
  const { locale } = useStores()
  const [store] = useState(() => new CarbonStore())
  useEffect(() => {
    void store.load()
  }, [])
  const [y, m] = store.month.split('-')
  const monthText = tt('carbon.month', { y, m: Number(m), m2: MONTH_NAMES_EN[Number(m) - 1] })
  const r = store.report
  const total = r?.total

  let body
  if (store.status === 'loading') body = <StateView status='loading' />
  else if (store.status !== 'ready' || !r || !total) body = <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} />
  else if (!r.departments.length) body = <StateView status='empty' message={tt('carbon.empty')} />
  else {
    body = (
      <View>
        <View className='ud__card carbon__total' data-testid='carbon-total' data-kg={total.kg}>
          <Text className='carbon__total-kg'>{tt('carbon.total', { kg: total.kg })}</Text>
          <Text className='carbon__total-sub'>{tt('carbon.summary', { flights: total.flights, trains: total.trains, trips: total.trips })}</Text>
        </View>
        <View className='ud__card' data-testid='carbon-chart'>
          <View className='carbon__head'>
            <Text className='carbon__title'>{tt('carbon.chart')}</Text>
            <View className='carbon__legend'>
              <View className='carbon__swatch carbon__swatch--flight' />
              <Text>{tt('carbon.legendFlight')}</Text>
              <View className='carbon__swatch carbon__swatch--train' />
              <Text>{tt('carbon.legendTrain')}</Text>
            </View>
          </View>
          {store.bars.map((b) => (
            <View
              key={b.row.deptId || 'none'}
              className='carbon__bar-row'
              data-testid='carbon-bar'
              aria-label={tt('carbon.barLabel', { dept: b.row.deptName, flightKg: b.row.flightKg, trainKg: b.row.trainKg })}
            >
              <Text className='carbon__bar-name'>{b.row.deptName}</Text>
              <View className='carbon__bar-track'>
                <View className='carbon__bar carbon__bar--flight' style={{ width: `${b.flightPct}%` }} />
                <View className='carbon__bar carbon__bar--train' style={{ width: `${b.trainPct}%` }} />
              </View>
              <Text className='carbon__bar-kg'>{b.row.kg}</Text>
            </View>
          ))}
        </View>
        <View className='ud__card' data-testid='carbon-table'>
          <Text className='carbon__title'>{tt('carbon.table')}</Text>
          <View className='carbon__tr carbon__tr--head'>
            <Text className='carbon__td carbon__td--dept'>{tt('carbon.colDept')}</Text>
            <Text className='carbon__td'>{tt('carbon.colFlights')}</Text>
            <Text className='carbon__td'>{tt('carbon.colTrains')}</Text>
            <Text className='carbon__td'>{tt('carbon.colTrips')}</Text>
            <Text className='carbon__td carbon__td--kg'>{tt('carbon.colKg')}</Text>
          </View>
          {[...r.departments, total].map((d, i) => (
            <View
              key={i === r.departments.length ? 'total' : d.deptId || 'none'}
              className={`carbon__tr ${i === r.departments.length ? 'carbon__tr--total' : ''}`}
              data-testid={i === r.departments.length ? 'carbon-row-total' : 'carbon-row'}
              data-dept={d.deptName}
              data-kg={d.kg}
            >
              <Text className='carbon__td carbon__td--dept'>{d.deptName}</Text>
              <Text className='carbon__td'>{d.flights}</Text>
              <Text className='carbon__td'>{d.trains}</Text>
              <Text className='carbon__td'>{d.trips}</Text>
              <Text className='carbon__td carbon__td--kg'>{d.kg}</Text>
            </View>
          ))}
        </View>
        <Text className='carbon__note'>{tt('carbon.note')}</Text>
      </View>
    )
  }

  return (
    <PageShell title={tt('carbon.title')}>
      <View className='ud carbon' data-testid='carbon-page' data-month={store.month} data-status={store.status} data-locale={locale.locale}>
        <View className='carbon__months'>
          <View
            className={`carbon__step ${store.canPrev ? '' : 'carbon__step--off'}`}
            onClick={() => store.step(-1)}
            data-testid='carbon-prev'
            role='button'
            aria-label={tt('carbon.prev')}
            aria-disabled={!store.canPrev}
          >
            ‹
          </View>
          <Text className='carbon__month' data-testid='carbon-month'>
            {monthText}
          </Text>
          <View
            className={`carbon__step ${store.canNext ? '' : 'carbon__step--off'}`}
            onClick={() => store.step(1)}
            data-testid='carbon-next'
            role='button'
            aria-label={tt('carbon.next')}
            aria-disabled={!store.canNext}
          >
            ›
          </View>
        </View>
        {body}
      </View>
    </PageShell>
  )
})

/** /userCenter/carbon: the company's monthly carbon report per department (administrators). */
function CarbonPage() {
  const tt = useScopedT(carbonReportDict)
  return (
    <CompanyAdminGate title={tt('carbon.title')}>
      <CarbonScreen />
    </CompanyAdminGate>
  )
}

export default observer(CarbonPage)
