import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { formatAmount, Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { back, rawQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { afterSale } from '../../i18n/after-sale'
import { durationText, listText, monthDay, weekday } from '../../components/train-after-sale-format'
import { TrainReasonCard, TrainTravellersCard } from '../../components/train-bench-travellers'
import { benchContext } from '../../stores/train-bench-context'
import { MAX_BENCH_SEATS, MAX_BENCH_TRAINS, TrainBenchEditStore } from '../../stores/train-bench-edit'
import '../../components/train-after-sale-ui.scss'

/** Trains shown before "more". */
const FIRST_TRAINS = 4

/**
 * /tr/trBenchEdit (standby, 候补): reached from the train list when a seat type is sold out. The
 * day's trains that can be queued for, the sold-out seat types, travellers and contact, a deadline
 * from the offered ones, the prepayment; trHbBookOrder, then /tr/trBenchCmp/{id}.
 */
function BenchEditPage() {
  const tt = useScopedT(afterSale)
  const { session, badges } = useStores()
  const ctx = useMemo(() => benchContext.decode(rawQuery()), [])
  const [store] = useState(
    () =>
      new TrainBenchEditStore(ctx, {
        self: () => session.empInfo,
        now: () => Date.now(),
        newToken: () => `hb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
      }),
  )
  // The day can have dozens of trains: the first few (the one tapped on the list first), the rest on request.
  const [allTrains, setAllTrains] = useState(false)
  useEffect(() => {
    void store.load()
  }, [])

  const submit = async () => {
    const done = await store.submit((message) => ui.confirm(tt('tr.bench.confirmTitle'), message))
    if (!done) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    if (store.result) await redirect('/tr/trBenchCmp', { id: store.result.orderId })
  }

  const title = tt('tr.bench.title')
  if (!ctx || store.status === 'invalid') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('tr.bench.missing')} onRetry={() => void redirect('/tr/trQuery')} actionText={tt('tr.common.newSearch')} />
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
        <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const choices = store.deadlineChoices
  const chosen = store.chosenTrains.length > 0
  return (
    <PageShell title={title} className='tas-page'>
      <View className='tas-head'>
        <Text className='tas-card__title'>
          {tt('tr.bench.route', { from: store.fromName, to: store.toName })}
        </Text>
        <Text className='tas-head__no'>
          {monthDay(ctx.date)} {weekday(ctx.date)}
        </Text>
        <Text className='tas-head__hint'>{tt('tr.bench.intro')}</Text>
      </View>
      <View className='tas-body'>
        <Text className='tas-section'>{tt('tr.bench.trains', { max: MAX_BENCH_TRAINS })}</Text>
        {store.candidates.length === 0 ? (
          <StateView status='empty' message={tt('tr.bench.noTrains')} onRetry={() => void back()} actionText={tt('tr.common.newSearch')} />
        ) : null}
        {(allTrains ? store.candidates : store.candidates.filter((t, i) => i < FIRST_TRAINS || store.trainKeys.includes(t.trainKey))).map((t) => {
          const on = store.trainKeys.includes(t.trainKey)
          const sold = t.seatList.filter((s) => s.isBench === 1 && s.wb !== 2).map((s) => s.seatName)
          return (
            <View key={t.trainKey} className={`tas-brow ${on ? 'tas-brow--on' : ''}`} onClick={() => store.toggleTrain(t.trainKey)} data-testid='bench-train' data-train={t.trainCode} data-on={on ? '1' : '0'}>
              <View className={`tas-box ${on ? 'tas-box--on' : ''}`}>{on ? '✓' : ''}</View>
              <View className='tas-brow__main'>
                <View className='tas-brow__line'>
                  <Text className='tas-brow__code'>{t.trainCode}</Text>
                  <Text className='tas-brow__time'>
                    {t.startTime} → {t.arriveTime}
                    {t.arriveDays > 0 ? <Text className='tas-leg__days'>{tt('tr.common.nextDay', { n: t.arriveDays })}</Text> : null}
                  </Text>
                  <Text className='tas-brow__run'>{durationText(t.runMinutes)}</Text>
                </View>
                <Text className='tas-brow__sub'>
                  {t.fromStationName} → {t.toStationName}
                </Text>
                <Text className='tas-brow__sold'>{tt('tr.bench.soldOut', { seats: listText(sold) })}</Text>
              </View>
            </View>
          )
        })}

        {!allTrains && store.candidates.length > FIRST_TRAINS ? (
          <View className='tas-more' onClick={() => setAllTrains(true)} data-testid='bench-more-trains'>
            {tt('tr.bench.moreTrains', { n: store.candidates.filter((t, i) => i >= FIRST_TRAINS && !store.trainKeys.includes(t.trainKey)).length })} ▾
          </View>
        ) : null}
        {store.candidates.length ? (
          <>
            <Text className='tas-section'>{tt('tr.bench.seats', { max: MAX_BENCH_SEATS })}</Text>
            <View className='tas-card' data-testid='bench-seats'>
              {!chosen ? <Text className='tas-empty'>{tt('tr.bench.chooseTrainFirst')}</Text> : null}
              <View className='tas-chips'>
                {store.seatOptions.map((o) => (
                  <Text
                    key={o.seatType}
                    className={`tas-chip ${store.seatTypes.includes(o.seatType) ? 'tas-chip--on' : ''}`}
                    onClick={() => store.toggleSeat(o.seatType)}
                    data-testid='bench-seat'
                    data-seat={o.seatType}
                  >
                    {o.seatName} ¥{formatAmount(o.price)}
                    {o.wb === 1 ? ` · ${tt('tr.seat.outPolicy')}` : ''}
                  </Text>
                ))}
              </View>
            </View>

            <Text className='tas-section'>{tt('tr.bench.deadline')}</Text>
            <View className='tas-card' data-testid='bench-deadlines'>
              {chosen && !choices.length ? <Text className='tas-field-error'>{tt('tr.bench.tooLate')}</Text> : null}
              {!chosen ? <Text className='tas-empty'>{tt('tr.bench.chooseTrainFirst')}</Text> : null}
              {choices.map((c) => (
                <View
                  key={c.value}
                  className={`tas-check ${store.deadline === c.value ? 'tas-check--on' : ''}`}
                  onClick={() => store.chooseDeadline(c.value)}
                  data-testid='bench-deadline'
                  data-value={c.value}
                  data-on={store.deadline === c.value ? '1' : '0'}
                >
                  <View className='tas-check__box'>{store.deadline === c.value ? '✓' : ''}</View>
                  <View className='tas-check__main'>
                    <Text className='tas-check__title'>{c.value.slice(5)}</Text>
                    <Text className='tas-check__sub'>{tt('tr.bench.beforeDeparture', { h: c.hoursBefore })}</Text>
                  </View>
                </View>
              ))}
              <Text className='tas-note'>{tt('tr.bench.deadlineNote')}</Text>
            </View>

            <TrainTravellersCard store={store.travellers} />

            {store.needReason ? (
              <TrainReasonCard
                reasons={store.reasons}
                reasonId={store.reasonId}
                note={store.reasonNote}
                onPick={(id) => store.chooseReason(id)}
                onNote={(v) => store.setReasonNote(v)}
              />
            ) : null}

            <View className='tas-card' data-testid='bench-prepaid'>
              <View className='tas-line tas-line--total'>
                <Text>{tt('tr.bench.prepaid')}</Text>
                <Price value={store.prepaid} testId='bench-prepaid-amount' />
              </View>
              <Text className='tas-note'>{tt('tr.bench.prepaidNote', { fare: store.farePerTraveller, fee: store.serviceFee })}</Text>
            </View>
          </>
        ) : null}

        {store.error ? (
          <View className='tas-error' data-testid='bench-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      {store.candidates.length ? (
        <View className='tas-bar'>
          <View className='tas-bar__sum'>
            <Text className='tas-bar__label'>{tt('tr.bench.prepaid')}</Text>
            <Price value={store.prepaid} className='tas-bar__total' />
          </View>
          <View className='tas-bar__button'>
            <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} testId='bench-submit'>
              {tt('tr.bench.submit')}
            </PrimaryButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(BenchEditPage)
