import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { flightDepartureMessage, flightDepartureWarning } from '../../../core/domain/train-sale'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import { back, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import type { Cabin } from '../../api/flight-search'
import { FlightSummary } from '../../components/flight-summary'
import { discountLabel } from '../../components/format'
import { ReasonSheet } from '../../components/reason-sheet'
import { RulesSheet } from '../../components/rules-sheet'
import { searchDict } from '../../i18n/search'
import { bookingDrafts } from '../../stores/booking-draft'
import { FlightCabinStore, type CabinParams, type ChooseOutcome } from '../../stores/flight-cabin-store'
import { cabinContext, contextToApplication } from '../../stores/flight-context'
import { queryToParams, type Leg } from '../../stores/flight-list-store'
import type { RawParams } from '../../../core/domain/page-params'
import { getFlightSearchStore } from '../../stores/flight-search-store'
import type { ApplicationRef } from '../../stores/trip-application-store'
import './index.scss'

/** The cabin page's context (flight key, leg, search and application), or null when the URL cannot name a flight. */
function readParams(raw: RawParams): (CabinParams & { leg: Leg; standalone: boolean; application?: ApplicationRef }) | null {
  const c = cabinContext.decode(raw)
  if (!c) return null
  return {
    flightKey: c.flightKey,
    tripType: c.tripType,
    travellerIds: c.travellerIds,
    cabin: c.cabin,
    leg: c.leg,
    standalone: c.standalone,
    application: contextToApplication(c),
  }
}

/** /tk/tkCabin: the fares of one flight with price, discount, seats, baggage, rules and policy. */
function TkCabinPage() {
  const tt = useScopedT(searchDict)
  const t = useT()
  const router = useRouter()
  const [params] = useState(() => readParams(router.params))
  const [store] = useState(() => new FlightCabinStore())
  const search = getFlightSearchStore()
  const { session } = useStores()
  const [busy, setBusy] = useState(false)
  const shown = useRef(false)

  // Whose policy counts: the travellers already on this search's booking form (the user came
  // back for another fare), else the search's; never the booker just because she searched.
  const ensure = () => {
    if (!params) return
    const travellerIds = bookingDrafts.policyTravellerIds(session.empInfo?.empId ?? '', {
      tripType: params.tripType,
      ccsqdId: params.tripType === 1 ? params.application?.ccsqdId : undefined,
      travellerEmpIds: params.travellerIds,
    })
    store.ensure({ ...params, travellerIds })
  }
  useEffect(() => {
    ensure()
  }, [])
  useDidShow(() => {
    if (shown.current) ensure()
    shown.current = true
  })

  if (!params) {
    return (
      <PageShell title={tt('cabin.title')} className='tk-cabin'>
        <StateView status='error' message={tt('cabin.failed')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.modify')} />
      </PageShell>
    )
  }

  const proceed = async (cabin: Cabin, outcome: Extract<ChooseOutcome, { kind: 'ok' }>) => {
    const flight = store.flight
    if (!flight) return
    const warning = flightDepartureMessage(flightDepartureWarning(flight.depTime))
    if (warning && !(await ui.confirm(t('http.tipsTitle'), warning))) return
    const step = search.select(
      params.leg,
      { flight, cabin, reasonId: outcome.reasonId, note: outcome.note },
      { tripType: params.tripType, travellerIds: params.travellerIds, standalone: params.standalone, application: params.application },
    )
    if (step.kind === 'error') await ui.alert(t('http.tipsTitle'), step.message)
    else if (step.kind === 'next-leg') await navigate('/tk/tkList', queryToParams(step.query))
    else await navigate(step.route, step.query)
  }

  const choose = async (cabin: Cabin) => {
    if (busy) return
    setBusy(true)
    try {
      const outcome = await store.choose(cabin)
      if (outcome.kind === 'refused') {
        if (outcome.message) await ui.alert(t('http.tipsTitle'), outcome.message)
      } else if (outcome.kind === 'ok') {
        await proceed(cabin, outcome)
      }
    } finally {
      setBusy(false)
    }
  }

  const confirmReason = () => {
    const cabin = store.reasonCabin
    const outcome = store.confirmReason()
    if (cabin && outcome.kind === 'ok') void proceed(cabin, outcome)
  }

  const legLabel = params.standalone ? undefined : params.leg === 'ret' ? tt('cabin.return') : search.tripMode === 'RT' ? tt('cabin.outbound') : undefined
  const f = store.flight
  const cabins = store.shownCabins

  let body
  if (store.status === 'error') {
    body = (
      <View>
        <StateView status='error' message={store.error} onRetry={() => void store.load()} />
        <View className='tk-cabin__back' onClick={() => void back()}>
          {t('common.back')}
        </View>
      </View>
    )
  } else if (store.status !== 'ready' || !f) {
    body = <StateView status='loading' message={tt('cabin.loading')} />
  } else {
    body = (
      <View>
        <FlightSummary flight={f} legLabel={legLabel} />
        {params.tripType === 1 && store.travelStandard ? (
          <Text className='tk-cabin__standard' data-testid='travel-standard'>
            {tt('cabin.standard', { name: store.travelStandard.name })}
          </Text>
        ) : params.tripType === 2 ? (
          <Text className='tk-cabin__standard'>{tt('cabin.personalNoPolicy')}</Text>
        ) : null}
        {!cabins.length ? <StateView status='empty' message={tt('cabin.empty')} /> : null}
        {cabins.map((c) => {
          const soldOut = c.seatsLeft <= 0
          return (
            <View
              key={c.cabinKey}
              className={`tk-cabin__row ${soldOut ? 'tk-cabin__row--sold-out' : ''}`}
              data-testid='cabin-row'
              data-cabin-code={c.cabinCode}
              data-cabin-class={c.cabinClass}
              data-in-policy={c.policy.inPolicy ? '1' : '0'}
              data-price={c.price}
            >
              <View className='tk-cabin__row-top'>
                <View className='tk-cabin__name'>
                  <Text className='tk-cabin__class'>
                    {c.cabinName} {c.cabinCode}
                  </Text>
                  <Text className='tk-cabin__discount'>{discountLabel(c.discount)}</Text>
                </View>
                <Price value={c.price} decimals={0} className='tk-cabin__price' />
              </View>
              <View className='tk-cabin__details'>
                <Text className='tk-cabin__detail'>
                  {tt('cabin.baggage')}: {c.baggage.text}
                </Text>
                <Text className='tk-cabin__detail'>
                  {tt('cabin.tax', { airport: c.airportFee, fuel: c.fuelFee })} · {tt('cabin.childPrice', { price: c.childPrice })} ·{' '}
                  {tt('cabin.infantPrice', { price: c.infantPrice })}
                </Text>
              </View>
              {store.policyApplies ? (
                c.policy.inPolicy ? (
                  <Text className='tk-cabin__policy tk-cabin__policy--in' data-testid='cabin-policy'>
                    ✓ {tt('cabin.inPolicy')}
                  </Text>
                ) : (
                  <View className='tk-cabin__policy tk-cabin__policy--out' data-testid='cabin-policy'>
                    <Text className='tk-cabin__policy-title'>{tt('cabin.outOfPolicy')}</Text>
                    {c.policy.violations.map((v) => (
                      <Text key={v.code} className='tk-cabin__violation' data-testid='cabin-violation'>
                        · {v.text}
                      </Text>
                    ))}
                  </View>
                )
              ) : null}
              <View className='tk-cabin__row-foot'>
                <Text className='tk-cabin__rules' onClick={() => void store.openRule(c)} data-testid='cabin-rules'>
                  {tt('cabin.rules')} ›
                </Text>
                <Text className={`tk-cabin__seats ${c.seatsLeft > 0 && c.seatsLeft < 10 ? 'tk-cabin__seats--few' : ''}`}>
                  {soldOut ? tt('cabin.soldOut') : c.seatsLeft < 10 ? tt('cabin.seatsLeft', { n: c.seatsLeft }) : tt('cabin.seatsMany')}
                </Text>
                <View
                  className={`tk-cabin__book ${soldOut ? 'tk-cabin__book--off' : ''}`}
                  onClick={() => void choose(c)}
                  data-testid='cabin-book'
                  aria-disabled={soldOut}
                >
                  {store.checking === c.cabinKey ? '…' : params.leg === 'out' && search.tripMode === 'RT' && !params.standalone ? tt('cabin.choose') : tt('cabin.book')}
                </View>
              </View>
            </View>
          )
        })}
        {store.hiddenCount > 0 ? (
          <View className='tk-cabin__more' onClick={() => store.toggleShowAll()} data-testid='cabin-show-all'>
            {store.showAllClasses ? tt('cabin.showLess') : tt('cabin.showAll', { n: store.cabins.length })}
          </View>
        ) : null}
      </View>
    )
  }

  return (
    <PageShell title={tt('cabin.title')} className='tk-cabin'>
      <View className='tk-cabin__hero' />
      <View className='tk-cabin__body' data-testid='tk-cabin' data-status={store.status}>
        {body}
      </View>
      <RulesSheet store={store} />
      <ReasonSheet store={store} onConfirm={confirmReason} />
    </PageShell>
  )
}

export default observer(TkCabinPage)
