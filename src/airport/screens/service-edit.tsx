import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BookableEmployee } from '../../core/api/travellers'
import { DateCalendar } from '../../core/components/date-calendar'
import { FormField } from '../../core/components/form-field'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { TravellerPicker } from '../../core/components/traveller-picker'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { airportDict } from '../i18n/airport'
import { AIRPORT_HOME, AIRPORT_SCREENS, serviceQueryOf } from '../stores/airport-context'
import { AirportBookingStore, MAX_TRAVELLERS } from '../stores/airport-booking-store'
import './airport.scss'

/** Days ahead the day picker offers: 30 for shuttle services, 90 for the others (booking flows §9). */
const windowOf = (shuttle: boolean) => (shuttle ? 30 : 90)

/**
 * /restRoom/edit, /fastCheck/edit, /checkIn/edit, /guestPass/edit, /integratedProduct/edit: the
 * booking form (AirportBookingStore). The order opens its kind's order screen, where it is paid.
 */
export const ServiceEdit = observer(function ServiceEdit() {
  const tt = useScopedT(airportDict)
  const [query] = useState(() => serviceQueryOf(currentQuery()))
  const [store] = useState(() => (query ? new AirportBookingStore(query) : null))
  const [sheet, setSheet] = useState<null | 'colleague' | 'date'>(null)

  useEffect(() => {
    if (store) void store.load()
  }, [])

  const title = tt('title.edit')
  if (!store || store.status === 'gone') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={store?.loadError || tt('common.notFound')} onRetry={() => void navigate(AIRPORT_HOME)} actionText={tt('title.home')} />
      </PageShell>
    )
  }
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error' || !store.service) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const s = store.service
  const e = store.errors
  const today = chinaTodayText()
  const submit = async () => {
    const order = await store.submit()
    if (order) void redirect(AIRPORT_SCREENS[s.type].order, { orderId: order.orderId })
    // The refusal also stays on the page, above the bar; the toast makes sure it is seen.
    else if (store.error) ui.toast(store.error)
  }
  const toggle = (item: unknown, selected: boolean) => store.toggleColleague(item as BookableEmployee, selected)

  return (
    <PageShell title={title} className='ap'>
      <View className='ap__head'>
        <Text className='ap__airport' data-testid='edit-service'>
          {s.name}
        </Text>
        <Text className='ap__head-sub'>
          {s.airportName} · {tt('common.openHours', { hours: s.openHours })}
        </Text>
      </View>

      <View className='ap__card' data-testid='edit-flight'>
        <Text className='ap__name'>{tt('edit.flight')}</Text>
        <View className='ap__modes'>
          <Text className={`ap__mode ${store.flightMode === 'mine' ? 'ap__mode--on' : ''}`} onClick={() => store.setFlightMode('mine')} data-testid='flight-mode-mine'>
            {tt('edit.myFlights')}
          </Text>
          <Text className={`ap__mode ${store.flightMode === 'typed' ? 'ap__mode--on' : ''}`} onClick={() => store.setFlightMode('typed')} data-testid='flight-mode-typed'>
            {tt('edit.typeFlight')}
          </Text>
          {s.needsFlight ? null : (
            <Text className={`ap__mode ${store.flightMode === 'none' ? 'ap__mode--on' : ''}`} onClick={() => store.setFlightMode('none')} data-testid='flight-mode-none'>
              {tt('edit.date')}
            </Text>
          )}
        </View>
        {store.flightMode === 'mine' ? (
          store.flights.length ? (
            store.flights.map((f) => (
              <View
                key={`${f.flightOrderId}-${f.flightNo}`}
                className={`ap__flight ${f.flightOrderId === store.flightOrderId ? 'ap__flight--on' : ''}`}
                onClick={() => store.chooseFlight(f.flightOrderId)}
                data-testid='my-flight'
              >
                <Text className='ap__name'>
                  {f.flightNo} · {f.route}
                </Text>
                <Text className='ap__muted'>
                  {f.depTime} {f.depAirportName} {f.terminal}
                </Text>
              </View>
            ))
          ) : (
            <Text className='ap__muted'>{tt('edit.noFlights')}</Text>
          )
        ) : null}
        {store.flightMode === 'typed' ? (
          <View>
            <FormField name='flightNo' label={tt('edit.flightNo')} value={store.flightNo} maxlength={8} onChange={(v) => store.setFlightNo(v)} error={e.flightNo} />
            <FormField name='depTime' label={tt('edit.depTime')} value={store.depTime} maxlength={16} placeholder={tt('edit.depTimeHint')} onChange={(v) => store.setDepTime(v)} error={e.depTime} />
          </View>
        ) : null}
        {store.flightMode === 'none' ? (
          <View className='ap__row' onClick={() => setSheet('date')} data-testid='edit-date'>
            <Text className='ap__label'>{tt('edit.date')}</Text>
            <Text className='ap__value'>{store.date ? monthDayLabel(store.date) : tt('edit.choose')}</Text>
          </View>
        ) : null}
        {e.flight ? <Text className='ap__error'>{e.flight}</Text> : null}
        {e.date ? <Text className='ap__error'>{e.date}</Text> : null}
        {s.type === 'FAST_CHECK' || s.type === 'INTEGRATED' ? <Text className='ap__muted'>{tt('edit.fastCheckRule')}</Text> : null}
        {s.shuttle ? <Text className='ap__muted'>{tt('edit.shuttleRule')}</Text> : null}
      </View>

      <View className='ap__card' data-testid='edit-travellers'>
        <View className='ap__person'>
          <Text className='ap__name'>{tt('edit.travellers')}</Text>
          {store.travellers.length < MAX_TRAVELLERS ? (
            <Text className='ap__link' onClick={() => setSheet('colleague')} data-testid='add-colleague'>
              + {tt('edit.addColleague')}
            </Text>
          ) : null}
        </View>
        {store.travellers.map((t) => (
          <View key={t.key} className='ap__person' data-testid='traveller'>
            <Text>
              {t.name}
              {t.isSelf ? tt('edit.selfTag') : ''}
            </Text>
            <Text className='ap__link' onClick={() => store.removeTraveller(t.key)}>
              {tt('edit.remove')}
            </Text>
          </View>
        ))}
        {e.travellers ? <Text className='ap__error'>{e.travellers}</Text> : null}
        <FormField name='contactName' label={tt('edit.contactName')} value={store.contact.name} maxlength={50} onChange={(v) => store.setContact('name', v)} error={e.contactName} />
        <FormField name='contactPhone' label={tt('edit.contactPhone')} value={store.contact.phone} type='number' maxlength={11} onChange={(v) => store.setContact('phone', v)} error={e.contactPhone} />
        <View className='ap__row'>
          <Text className='ap__label'>{tt('edit.tripType')}</Text>
          <View className='ap__modes'>
            <Text className={`ap__mode ${store.tripType === 1 ? 'ap__mode--on' : ''}`} onClick={() => store.setTripType(1)} data-testid='trip-business'>
              {tt('edit.business')}
            </Text>
            <Text className={`ap__mode ${store.tripType === 2 ? 'ap__mode--on' : ''}`} onClick={() => store.setTripType(2)} data-testid='trip-personal'>
              {tt('edit.personal')}
            </Text>
          </View>
        </View>
        <Text className='ap__label ap__gap'>{tt('edit.remark')}</Text>
        <Textarea className='ap__textarea' value={store.remark} maxlength={200} onInput={(ev) => store.setRemark(ev.detail.value)} data-testid='remark' />
      </View>

      {store.error ? (
        <Text className='ap__error ap__error--page' data-testid='edit-error'>
          {store.error}
        </Text>
      ) : null}

      <View className='ap__foot'>
        <View className='ap__foot-total'>
          <Text>{tt('edit.total')} </Text>
          <Text className='ap__price' data-testid='edit-total'>
            ¥{store.total}
          </Text>
        </View>
        <View className='ap__foot-btn'>
          <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} testId='edit-submit'>
            {tt('edit.submit')}
          </PrimaryButton>
        </View>
      </View>

      {sheet === 'colleague' ? (
        <TravellerPicker mode='colleague' selectedKeys={store.travellers.map((t) => t.key)} max={MAX_TRAVELLERS} onToggle={toggle} onClose={() => setSheet(null)} />
      ) : null}
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        start={store.date || today}
        min={today}
        max={addDaysText(today, windowOf(s.shuttle))}
        onConfirm={(d) => {
          setSheet(null)
          store.setDate(d)
        }}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  )
})
