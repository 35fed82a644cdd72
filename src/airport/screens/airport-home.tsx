import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DateCalendar } from '../../core/components/date-calendar'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { addDaysText, chinaTodayText } from '../../core/domain/calendar-date'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import type { AirportServiceType } from '../api/airport-service'
import { airportDict } from '../i18n/airport'
import { AIRPORT_SCREENS, nextScreenOf } from '../stores/airport-context'
import { AirportHomeStore } from '../stores/airport-home-store'
import { ServiceRow } from './service-row'
import './airport.scss'

/** Days ahead the day picker offers (the server's sale window). */
const SALE_DAYS = 90

/**
 * /airportService (every kind, a few of each) and the list of one kind (/restRoom, /fastCheck,
 * /checkIn, /guestPass, /integratedProduct): the airport (the company's default first), the
 * terminal and the day, then the services with their hours, location, price and places left.
 */
export const AirportHome = observer(function AirportHome({ only }: { only: AirportServiceType | null }) {
  const tt = useScopedT(airportDict)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new AirportHomeStore(only))
  const [sheet, setSheet] = useState<null | 'airport' | 'date'>(null)
  const title = only ? tt(`title.${only}`) : tt('title.home')

  useEffect(() => {
    void store.load(query.airportCode)
  }, [])

  if (store.status === 'loading' && !store.reply) {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error' && !store.reply) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load(query.airportCode)} />
      </PageShell>
    )
  }

  const reply = store.reply
  const today = chinaTodayText()
  const book = (type: AirportServiceType, serviceId: string) => void navigate(nextScreenOf(type), { serviceId, date: store.date })

  return (
    <PageShell title={title} className='ap'>
      <View className='ap__head'>
        <View className='ap__airport' onClick={() => setSheet('airport')} data-testid='airport-pick'>
          <Text data-testid='airport-name'>{reply?.airportName ?? store.airportCode}</Text>
          <Text className='ap__airport-arrow'>▾</Text>
        </View>
        <Text className='ap__head-sub' onClick={() => setSheet('date')} data-testid='date-pick'>
          {tt('home.date')} {monthDayLabel(store.date)} ▾
        </Text>
        {reply && reply.terminals.length > 1 ? (
          <View className='ap__chips'>
            {['', ...reply.terminals].map((t) => (
              <Text key={t || 'all'} className={`ap__chip ${store.terminal === t ? 'ap__chip--on' : ''}`} onClick={() => void store.chooseTerminal(t)} data-testid={`terminal-${t || 'all'}`}>
                {t || tt('home.allTerminals')}
              </Text>
            ))}
          </View>
        ) : null}
      </View>

      {store.status === 'error' ? <Text className='ap__error ap__error--page'>{store.loadError}</Text> : null}
      {store.empty ? (
        <StateView status='empty' message={tt('home.empty')} />
      ) : (
        store.groups.map((g) => (
          <View key={g.type} data-testid={`group-${g.type}`}>
            {only ? null : (
              <View className='ap__section'>
                <Text>{g.title}</Text>
                {g.list.length > 2 ? (
                  <Text className='ap__more' onClick={() => void navigate(AIRPORT_SCREENS[g.type].list, { airportCode: store.airportCode })} data-testid={`more-${g.type}`}>
                    {tt('home.more')} ›
                  </Text>
                ) : null}
              </View>
            )}
            <View className='ap__card'>
              {g.list.length === 0 ? <Text className='ap__muted'>{tt('home.none')}</Text> : null}
              {(only ? g.list : g.list.slice(0, 2)).map((item) => (
                <ServiceRow key={item.serviceId} item={item} onBook={() => book(g.type, item.serviceId)} />
              ))}
            </View>
          </View>
        ))
      )}

      {sheet === 'airport' ? (
        <View className='ap__sheet' onClick={() => setSheet(null)}>
          <View className='ap__sheet-body' onClick={(e) => e.stopPropagation()} data-testid='airport-sheet'>
            <Text className='ap__name'>{tt('home.pickAirport')}</Text>
            {store.airports.map((a) => (
              <View
                key={a.airportCode}
                className={`ap__sheet-row ${a.airportCode === store.airportCode ? 'ap__sheet-row--on' : ''}`}
                onClick={() => {
                  setSheet(null)
                  void store.chooseAirport(a.airportCode)
                }}
                data-testid={`airport-${a.airportCode}`}
              >
                <Text>
                  {a.name} · {a.airportCode}
                </Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <DateCalendar
        visible={sheet === 'date'}
        mode='single'
        start={store.date}
        min={today}
        max={addDaysText(today, SALE_DAYS)}
        onConfirm={(d) => {
          setSheet(null)
          void store.chooseDate(d)
        }}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  )
})
