import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery } from '../../../core/platform/nav'
import { routesDict } from '../../i18n/flight-routes'
import { AirportBusStore } from '../../stores/airport-bus-store'
import '../tk-cmp/routes.scss'

/** /tk/airportBus?code=: a city's airports (the code's city; Beijing by default), terminals, bus lines with first/last bus and fare, a line's stops. */
function TkAirportBusPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => new AirportBusStore())
  useEffect(() => {
    void store.load(currentQuery().code)
  }, [])
  return (
    <PageShell title={tt('bus.title')} className='fr-page'>
      {store.status === 'loading' || store.status === 'idle' ? <StateView status='loading' /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.error || tt('bus.loadFailed')} onRetry={() => void store.load(currentQuery().code)} /> : null}
      {store.status === 'ready' && !store.airports.length ? <StateView status='empty' message={tt('bus.noAirport')} /> : null}
      {store.status === 'ready' && store.airports.length ? (
        <>
          <View className='fr-chips' data-testid='bus-airports'>
            {store.airports.map((a) => (
              <Text
                key={a.airportCode}
                className={`fr-chip ${store.airportCode === a.airportCode ? 'fr-chip--on' : ''}`}
                onClick={() => void store.chooseAirport(a.airportCode)}
                data-testid={`bus-airport-${a.airportCode}`}
              >
                {a.airportName}
              </Text>
            ))}
          </View>
          {store.linesStatus === 'loading' ? <StateView status='loading' /> : null}
          {store.linesStatus === 'error' ? <StateView status='error' message={tt('bus.loadFailed')} onRetry={() => void store.chooseAirport(store.airportCode)} /> : null}
          {store.linesStatus === 'ready' ? (
            <>
              {store.terminals.some((t) => t.terminal !== '') ? (
                <View className='fr-box' data-testid='bus-terminals'>
                  <Text className='fr-title'>{tt('bus.terminals')}</Text>
                  {store.terminals
                    .filter((t) => t.terminal !== '' && t.airlineCodes.length)
                    .map((t) => (
                      <Text key={t.terminal} className='fr-muted'>
                        {tt('bus.airlinesAt', { t: t.terminal, airlines: store.airlinesAt(t.terminal).join(' / ') })}
                      </Text>
                    ))}
                </View>
              ) : null}
              {store.terminalChips.length ? (
                <View className='fr-chips'>
                  <Text className={`fr-chip ${store.terminal === '' ? 'fr-chip--on' : ''}`} onClick={() => store.chooseTerminal('')}>
                    {tt('bus.allTerminals')}
                  </Text>
                  {store.terminalChips.map((t) => (
                    <Text key={t} className={`fr-chip ${store.terminal === t ? 'fr-chip--on' : ''}`} onClick={() => store.chooseTerminal(t)} data-testid={`bus-terminal-${t}`}>
                      {t}
                    </Text>
                  ))}
                </View>
              ) : null}
              {store.shownLines.length === 0 ? <StateView status='empty' message={tt('bus.noLines')} /> : null}
              {store.shownLines.map((l) => {
                const open = store.openLineId === l.lineId
                const detail = store.details[l.lineId]
                const dStatus = store.detailStatus[l.lineId]
                return (
                  <View key={l.lineId} className='fr-box' data-testid='bus-line' data-line={l.lineId}>
                    <View onClick={() => void store.toggleLine(l.lineId)}>
                      <View className='fr-line__head'>
                        <Text className='fr-line__no'>
                          {l.lineNo} → {l.terminus}
                        </Text>
                        <Text className='fr-line__fare'>{tt('bus.fare', { n: l.fare })}</Text>
                      </View>
                      <Text className='fr-muted'>
                        {tt('bus.fromAirport')} {tt('bus.firstLast', l.fromAirport)}
                      </Text>
                      <Text className='fr-muted'>
                        {tt('bus.toAirport')} {tt('bus.firstLast', l.toAirport)}
                      </Text>
                      <Text className='fr-muted'>
                        {tt('bus.interval', { n: l.intervalMinutes })} · {tt('bus.duration', { n: l.totalMinutes })} · {tt('bus.stops', { n: l.stopCount })}
                        {l.terminals.length ? ` · ${l.terminals.join('/')}` : ''}
                      </Text>
                    </View>
                    {open && dStatus === 'loading' ? <StateView status='loading' /> : null}
                    {open && dStatus === 'error' ? (
                      <Text className='fr-link' onClick={() => void store.retryLine(l.lineId)}>
                        {tt('bus.lineFailed')}
                      </Text>
                    ) : null}
                    {open && detail ? (
                      <View className='fr-stops' data-testid='bus-stops'>
                        <Text className='fr-muted'>
                          {tt('bus.boarding')}: {detail.boarding}
                        </Text>
                        {detail.stops.map((st) => (
                          <View key={st.seq} className='fr-stop'>
                            <View className='fr-stop__dot' />
                            <View className='fr-stop__main'>
                              <Text className='fr-text'>{st.name}</Text>
                              <Text className='fr-muted'>{tt('bus.stopTimes', { first: st.firstPass, last: st.lastPass })}</Text>
                            </View>
                          </View>
                        ))}
                      </View>
                    ) : null}
                  </View>
                )
              })}
              <Text className='fr-muted'>{tt('bus.tip')}</Text>
            </>
          ) : null}
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(TkAirportBusPage)
