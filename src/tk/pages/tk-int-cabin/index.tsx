import { useEffect, useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { IntlServiceNote } from '../../components/intl-call'
import { durationText, hhmm, mmdd } from '../../components/intl-format'
import { intlDict } from '../../i18n/intl'
import { IntlBookingStore } from '../../stores/intl-booking-store'
import { bookingContextOf, bookingParams } from '../../stores/intl-booking-context'
import '../../components/intl.scss'

/** /tk/tkIntCabin: the itinerary's legs and layovers, fares by passenger type, baggage and rules. */
function TkIntCabinPage() {
  const tt = useScopedT(intlDict)
  const router = useRouter()
  const ctx = useMemo(() => bookingContextOf(router.params as Record<string, string>), [])
  const store = useMemo(() => (ctx ? new IntlBookingStore(ctx) : null), [ctx])
  useEffect(() => {
    if (store) void store.load()
  }, [store])

  if (!store || !ctx) {
    return (
      <PageShell title={tt('cabin.title')}>
        <StateView status='empty' message={tt('cabin.loadFailed')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} />
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !store.fare) {
    return (
      <PageShell title={tt('cabin.title')}>
        <StateView status={store.status === 'error' ? 'error' : 'loading'} message={store.status === 'error' ? store.loadError : undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  const f = store.fare
  const it = f.itinerary
  return (
    <PageShell title={tt('cabin.title')} className='intl-page'>
      {it.journeys.map((j, ji) => (
        <View key={ji} className='intl-box' data-testid={`journey-${ji}`}>
          <Text className='intl-box__title'>
            {it.journeys.length > 1 ? `${tt(ji === 0 ? 'list.outbound' : 'list.return')} · ` : ''}
            {j.depCityName} ⇀ {j.arrCityName} · {mmdd(j.depTime)} · {durationText(j.durationMinutes)}
          </Text>
          {j.legs.map((l, li) => (
            <View key={l.flightNo}>
              <View className='intl-row'>
                <Text>{hhmm(l.depTime)} {l.depAirportName} ({l.depAirport})</Text>
              </View>
              <Text className='intl-muted'>
                {l.airlineName} {l.flightNo} · {l.aircraftName} · {it.cabinName} · {durationText(l.durationMinutes)}
              </Text>
              <View className='intl-row'>
                <Text>{hhmm(l.arrTime)} {l.arrAirportName} ({l.arrAirport}) {mmdd(l.arrTime)}</Text>
              </View>
              {j.layovers[li] ? <Text className='intl-warn'>{tt('cabin.layover', { city: j.layovers[li].cityName, duration: durationText(j.layovers[li].minutes) })}</Text> : null}
            </View>
          ))}
        </View>
      ))}
      <View className='intl-box'>
        {f.standard && store.ctx.tripType === 1 ? (
          it.violations.length ? <Text className='intl-warn' data-testid='policy-broken'>{tt('cabin.policyBroken', { text: it.violations[0].text })}</Text> : <Text className='intl-ok' data-testid='policy-ok'>{tt('cabin.policyOk')}</Text>
        ) : null}
        <Text className='intl-box__title'>{tt('cabin.prices')}</Text>
        {f.prices.map((p) => (
          <View key={p.psgType} className='intl-row'>
            <Text>{tt(p.psgType === 1 ? 'cabin.adult' : p.psgType === 2 ? 'cabin.child' : 'cabin.infant')}</Text>
            <Text>{tt('cabin.fareTax', { fare: p.fare, taxes: p.taxes })}</Text>
          </View>
        ))}
      </View>
      <View className='intl-box'>
        <Text className='intl-box__title'>{tt('cabin.baggage')}</Text>
        <Text className='intl-muted'>{f.baggage}</Text>
        <Text className='intl-box__title' style={{ marginTop: '20px' }}>{tt('cabin.change')}</Text>
        <Text className='intl-muted'>{f.changeRule}</Text>
        <Text className='intl-box__title' style={{ marginTop: '20px' }}>{tt('cabin.refund')}</Text>
        <Text className='intl-muted'>{f.refundRule}</Text>
        <IntlServiceNote phone={f.servicePhone} note={f.afterSaleNote} />
      </View>
      <View className='intl-bar'>
        <View className='intl-bar__sum'>
          <Text className='intl-bar__amount'>¥{it.totalPrice}</Text>
        </View>
        <View className='intl-bar__btn'>
          <PrimaryButton onClick={() => void navigate('/tk/tkIntEdit', bookingParams({ ...ctx, itineraryKey: it.itineraryKey }))} testId='cabin-book'>
            {tt('cabin.book')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkIntCabinPage)
