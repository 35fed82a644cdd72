import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { routesDict } from '../../i18n/flight-routes'
import { FlightTransferStore, transferContext } from '../../stores/flight-transfer-store'
import '../tk-cmp/routes.scss'

/** /tk/tkCabinTransfer?f1=&f2=: a fare for each leg of a connection, then one booking for both. */
function TkCabinTransferPage() {
  const tt = useScopedT(routesDict)
  const router = useRouter()
  const [store] = useState(() => {
    const params = transferContext.decode(router.params)
    return params ? new FlightTransferStore(params) : null
  })
  useEffect(() => {
    if (store) void store.load()
  }, [])
  const title = tt('transfer.title')
  if (!store) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('transfer.missing')} onRetry={() => void redirect('/tk/tkQuery')} actionText={tt('cmp.newSearch')} />
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
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.error || tt('transfer.loadFailed')} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  const minutes = store.connectionMinutes
  const book = () => {
    const query = store.handoff()
    if (!query) {
      ui.toast(tt('transfer.chooseCabin'))
      return
    }
    void navigate('/tk/tkEdit', query)
  }
  return (
    <PageShell title={title} className='fr-page'>
      <Text className='fr-muted'>{tt('transfer.oneOrder')}</Text>
      {store.legs.map((leg, i) => {
        const f = leg.flight
        return (
          <View key={f.flightKey}>
            {i === 1 ? (
              <Text className='fr-note' data-testid='transfer-connection'>
                {tt('transfer.via', { city: f.depCityName, time: `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m` })}
                {store.legs[0].flight.arrAirport !== f.depAirport ? ` · ${tt('transfer.changeAirport')}` : ''}
              </Text>
            ) : null}
            <View className='fr-box' data-testid='transfer-leg-fares' data-leg={i + 1}>
              <Text className='fr-title'>
                {tt('transfer.leg', { n: i + 1 })} · {f.airlineName} {f.flightNo}
              </Text>
              <Text className='fr-muted'>
                {f.depTime.slice(0, 16)} {f.depAirportName}
                {f.depTerminal ? ` ${f.depTerminal}` : ''} → {f.arrTime.slice(11, 16)} {f.arrAirportName}
                {f.arrTerminal ? ` ${f.arrTerminal}` : ''}
              </Text>
              {leg.cabins.map((c) => {
                const on = store.chosen[i] === c.cabinKey
                const off = c.seatsLeft <= 0
                return (
                  <View
                    key={c.cabinKey}
                    className={`fr-cabin ${on ? 'fr-cabin--on' : ''} ${off ? 'fr-cabin--off' : ''}`}
                    onClick={() => store.choose(i, c.cabinKey)}
                    data-testid='transfer-cabin'
                    data-on={on ? '1' : '0'}
                  >
                    <Text>
                      {on ? '✓ ' : ''}
                      {c.cabinName} {c.cabinCode}
                    </Text>
                    <Text className='fr-muted'>{off ? tt('transfer.soldOut') : tt('transfer.seats', { n: c.seatsLeft })}</Text>
                    <Price value={c.price} decimals={0} />
                  </View>
                )
              })}
            </View>
          </View>
        )
      })}
      <View className='fr-bar'>
        <View>
          <Text className='fr-muted'>{tt('transfer.total')}</Text>
          <Price value={store.total} decimals={0} className='fr-bar__total' testId='transfer-total' />
        </View>
        <View style={{ flex: 1 }}>
          <PrimaryButton onClick={book} disabled={!store.complete} testId='transfer-book'>
            {tt('transfer.book')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkCabinTransferPage)
