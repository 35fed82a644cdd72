import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ApplicationSheet } from '../../core/components/application-sheet'
import { DateCalendar } from '../../core/components/date-calendar'
import { FormField } from '../../core/components/form-field'
import { OptionSheet } from '../../core/components/option-sheet'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { useScopedT } from '../../core/hooks/use-t'
import { redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { carSearchDict } from '../i18n/search'
import { CAR_SCREENS, USE_TYPES } from '../stores/car-context'
import { TripCarAddStore } from '../stores/trip-car-store'
import './car-booking.scss'

type Sheet = null | 'application' | 'city' | 'dates'

/** /tripCarAdd?ccsqdId=: a car route (city, dates, ride types, budget) added to one of the user's applications. */
export const TripCarAdd = observer(function TripCarAdd() {
  const tt = useScopedT(carSearchDict)
  const router = useRouter()
  const [store] = useState(() => new TripCarAddStore())
  const [sheet, setSheet] = useState<Sheet>(null)
  const e = store.errors

  useEffect(() => {
    const id = router.params.ccsqdId
    void store.load(id && /^\d{1,12}$/.test(id) ? id : undefined)
  }, [])

  const submit = async () => {
    const r = await store.submit()
    if (r.ok) {
      ui.toast(tt('trip.saved'), { icon: 'success' })
      void redirect(CAR_SCREENS.tripCarList)
    } else if (r.message) ui.toast(r.message)
  }

  const today = chinaTodayText()
  return (
    <PageShell title={tt('trip.addTitle')} className='car-b'>
      {store.switchedOff ? (
        <Text className='car-b__error car-b__error--page' data-testid='trip-switch-off'>
          {tt('trip.switchOff')}
        </Text>
      ) : null}
      <View className='car-b__card'>
        <View className='car-b__row' onClick={() => setSheet('application')} data-testid='trip-application'>
          <Text className='car-b__label'>{tt('trip.application')}</Text>
          <Text className='car-b__value'>{store.application ? `${store.application.ccsqdNo} · ${store.application.mdd}` : tt('trip.applicationPlaceholder')}</Text>
          <Text className='car-b__arrow'>›</Text>
        </View>
        {e.application ? <Text className='car-b__error'>{e.application}</Text> : null}
        <View className='car-b__row' onClick={() => setSheet('city')} data-testid='trip-city'>
          <Text className='car-b__label'>{tt('trip.city')}</Text>
          <Text className='car-b__value'>{store.city?.cityName ?? tt('query.cityPlaceholder')}</Text>
          <Text className='car-b__arrow'>›</Text>
        </View>
        <View className='car-b__row' onClick={() => setSheet('dates')} data-testid='trip-dates'>
          <Text className='car-b__label'>{tt('trip.dateStart')}</Text>
          <Text className='car-b__value'>{tt('trip.dates', { start: store.dateStart, end: store.dateEnd })}</Text>
          <Text className='car-b__arrow'>›</Text>
        </View>
        {e.dates ? <Text className='car-b__error'>{e.dates}</Text> : null}
        <Text className='car-b__label car-b__label--block'>{tt('trip.useTypes')}</Text>
        <View className='car-b__chips'>
          {USE_TYPES.map((u) => (
            <Text key={u} className={`car-b__chip ${store.useTypes.includes(u) ? 'car-b__chip--on' : ''}`} onClick={() => store.toggleUseType(u)} data-testid={`trip-use-${u}`}>
              {tt(`use.${u}`)}
            </Text>
          ))}
        </View>
        {e.useTypes ? <Text className='car-b__error'>{e.useTypes}</Text> : null}
        <FormField name='budget' label={tt('trip.budgetLabel')} value={store.budget} type='digit' placeholder={tt('trip.budgetPlaceholder')} onChange={(v) => store.setBudget(v)} error={e.budget} />
        <FormField name='note' label={tt('trip.note')} value={store.note} maxlength={200} placeholder={tt('trip.notePlaceholder')} onChange={(v) => store.setNote(v)} />
      </View>
      {store.error ? (
        <Text className='car-b__error car-b__error--page' data-testid='trip-error'>
          {store.error}
        </Text>
      ) : null}
      <View className='car-b__foot'>
        <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='trip-submit'>
          {tt('trip.submit')}
        </PrimaryButton>
      </View>
      <ApplicationSheet
        visible={sheet === 'application'}
        store={store.applications}
        hint={tt('application.sheetHint')}
        noRouteText={tt('application.noRoute')}
        chosenId={store.application?.ccsqdId}
        onPick={(app) => {
          store.chooseApplication(app)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
      {sheet === 'city' ? (
        <OptionSheet title={tt('trip.city')} options={store.cities.map((c) => ({ id: c.cityId, label: c.cityName }))} selected={store.cityId} onPick={(id) => store.setCity(id)} onClose={() => setSheet(null)} />
      ) : null}
      <DateCalendar
        visible={sheet === 'dates'}
        mode='range'
        start={store.dateStart}
        end={store.dateEnd}
        min={today}
        max={addDaysText(today, 365)}
        title={tt('trip.dateStart')}
        onConfirm={(start, end) => {
          store.setDates(start, end ?? start)
          setSheet(null)
        }}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  )
})
