import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { back, rawQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import type { Train, TrainTransfer } from '../../api/train-after-sale'
import { afterSale } from '../../i18n/after-sale'
import { durationText, monthDay, weekday } from '../../components/train-after-sale-format'
import { lineOfTrain, TrainLegCard } from '../../components/train-after-sale-leg'
import { TrainReasonCard, TrainTravellersCard } from '../../components/train-bench-travellers'
import { transferContext } from '../../stores/train-transfer-context'
import { legSeatOpen, TrainTransferStore } from '../../stores/train-transfer'
import '../../components/train-after-sale-ui.scss'

/** Where the two legs meet: the hub city, the wait, and whether the station changes. */
function Connection({ plan, first, second, minutes }: { plan: TrainTransfer; first: Train; second: Train; minutes: number }) {
  const tt = useScopedT(afterSale)
  return (
    <View className='tas-plan__link' data-testid='transfer-link' data-same-station={plan.sameStation ? '1' : '0'}>
      <Text>
        {tt('tr.transfer.via', { city: plan.hubCityName })} · {tt('tr.transfer.wait', { time: durationText(minutes) })}
      </Text>
      <Text className={plan.sameStation ? '' : 'tas-plan__change'}>
        {plan.sameStation ? tt('tr.transfer.sameStation') : tt('tr.transfer.changeStation', { from: first.toStationName, to: second.fromStationName })}
      </Text>
    </View>
  )
}

/**
 * /tr/Transfer?from=&to=&date=&tripType= (train-transfer-context.ts): the transfer plans of a pair,
 * a plan opened with its current seats, a seat on each leg, the policy verdict, travellers and
 * contact, then bookTransfer (one order, both legs) and /tr/trSferOrderDetail.
 */
function TransferPage() {
  const tt = useScopedT(afterSale)
  const { session, badges } = useStores()
  const ctx = useMemo(() => transferContext.decode(rawQuery()), [])
  const [store] = useState(
    () =>
      new TrainTransferStore(ctx, {
        self: () => session.empInfo,
        newToken: () => `tf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
      }),
  )
  useEffect(() => {
    void store.load()
  }, [])

  const submit = async () => {
    if (!(await store.submit())) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    ui.toast(tt('tr.transfer.booked'), { icon: 'success' })
    if (store.result) await redirect('/tr/trSferOrderDetail', { orderId: store.result.orderId })
  }

  const title = tt('tr.transfer.title')
  if (!ctx || store.status === 'invalid') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('tr.transfer.missing')} onRetry={() => void redirect('/tr/trQuery')} actionText={tt('tr.common.newSearch')} />
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

  const n = store.travellers.list.length
  const open = store.plan
  return (
    <PageShell title={title} className='tas-page'>
      <View className='tas-head'>
        <Text className='tas-card__title'>{tt('tr.bench.route', { from: ctx.fromName ?? ctx.fromCode, to: ctx.toName ?? ctx.toCode })}</Text>
        <Text className='tas-head__no'>
          {monthDay(ctx.date)} {weekday(ctx.date)} · {tt('tr.transfer.count', { n: store.plans.length })}
        </Text>
        {store.standard ? <Text className='tas-head__no'>{tt('tr.form.standard', { name: store.standard.name, seats: store.standard.seatNames })}</Text> : null}
      </View>
      <View className='tas-body'>
        {!store.plans.length ? <StateView status='empty' message={tt('tr.transfer.empty')} onRetry={() => void back()} actionText={tt('tr.common.newSearch')} /> : null}
        {store.plans.map((p) => {
          const on = store.planKey === p.transferKey
          const legs = on && store.legs.length === 2 ? store.legs : p.legs
          const [a, b] = legs
          return (
            <View key={p.transferKey} className={`tas-plan ${on ? 'tas-plan--on' : ''}`} data-testid='transfer-plan' data-key={p.transferKey} data-bookable={p.bookable ? '1' : '0'}>
              <View className='tas-plan__head' onClick={() => void store.choosePlan(p.transferKey)}>
                <Text className='tas-plan__total'>
                  {tt('tr.transfer.totalTime', { time: durationText(p.totalMinutes) })}
                  {p.bookable ? '' : ` · ${tt('tr.transfer.notBookable')}`}
                </Text>
                <Text className='tas-plan__price'>
                  <Price value={p.lowestPrice} />
                  <Text className='tas-plan__from'>{tt('tr.transfer.from')}</Text>
                </Text>
              </View>
              <View className='tas-plan__legs' onClick={() => void store.choosePlan(p.transferKey)}>
                <TrainLegCard line={lineOfTrain(a)} label={tt('tr.transfer.leg1')} flat testId='transfer-leg-1' />
                <Connection plan={p} first={a} second={b} minutes={on ? store.connection : p.connectionMinutes} />
                <TrainLegCard line={lineOfTrain(b)} label={tt('tr.transfer.leg2')} flat testId='transfer-leg-2' />
              </View>
              {on ? (
                <View className='tas-plan__open' data-testid='transfer-open'>
                  {store.priceStatus === 'loading' ? <Text className='tas-note'>…</Text> : null}
                  {store.priceStatus === 'error' ? (
                    <View className='tas-line'>
                      <Text className='tas-field-error'>{store.priceError}</Text>
                      <Text className='tas-tag' onClick={() => void store.refreshPrices()}>
                        {tt('tr.common.retry')}
                      </Text>
                    </View>
                  ) : null}
                  {([0, 1] as const).map((i) => {
                    const t = legs[i]
                    return (
                      <View key={t.trainKey} data-testid={`transfer-seats-${i + 1}`}>
                        <Text className='tas-plan__leg-title'>
                          {i === 0 ? tt('tr.transfer.leg1') : tt('tr.transfer.leg2')} {t.trainCode} · {tt('tr.transfer.seats')}
                        </Text>
                        <View className='tas-train__seats'>
                          {t.seatList.map((s) => {
                            const openSeat = legSeatOpen(t, s, n)
                            const chosen = store.seats[i] === s.seatType
                            const verdict = store.match?.legs[i]
                            return (
                              <View
                                key={s.seatType}
                                className={`tas-seat ${chosen ? 'tas-seat--on' : ''} ${openSeat ? '' : 'tas-seat--off'}`}
                                onClick={() => store.chooseSeat(i, s.seatType)}
                                data-testid='transfer-seat'
                                data-seat={s.seatType}
                                data-on={chosen ? '1' : '0'}
                                data-open={openSeat ? '1' : '0'}
                              >
                                <Text className='tas-seat__name'>{s.seatName}</Text>
                                <Price value={s.price} className='tas-seat__price' />
                                <Text className='tas-seat__count'>
                                  {s.seatCount > 0 ? tt('tr.seat.left', { n: s.seatCount }) : tt('tr.seat.soldOut')}
                                  {(chosen && verdict ? verdict.wb : s.wb) === 1 ? ` · ${tt('tr.seat.outPolicy')}` : s.wb === 2 ? ` · ${tt('tr.seat.forbidden')}` : ''}
                                </Text>
                              </View>
                            )
                          })}
                        </View>
                      </View>
                    )
                  })}
                </View>
              ) : null}
            </View>
          )
        })}

        {open ? (
          <>
            <TrainTravellersCard store={store.travellers} onChanged={() => store.travellersChanged()} />
            {store.needReason ? (
              <TrainReasonCard reasons={store.reasons} reasonId={store.reasonId} note={store.reasonNote} onPick={(id) => store.chooseReason(id)} onNote={(v) => store.setReasonNote(v)} />
            ) : null}
            {store.forbidden ? <View className='tas-error'>{tt('tr.transfer.seatForbidden')}</View> : null}
            <View className='tas-card' data-testid='transfer-amount'>
              <View className='tas-line tas-line--total'>
                <Text>{tt('tr.transfer.amount')}</Text>
                <Price value={store.total} testId='transfer-total' />
              </View>
              <Text className='tas-note'>{tt('tr.transfer.breakdown', { fare: store.farePerTraveller, fee: store.serviceFee, n })}</Text>
            </View>
          </>
        ) : null}

        {store.error ? (
          <View className='tas-error' data-testid='transfer-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      {store.plans.length ? (
        <View className='tas-bar'>
          <View className='tas-bar__sum'>
            <Text className='tas-bar__label'>{tt('tr.transfer.amount')}</Text>
            {open && store.total ? <Price value={store.total} className='tas-bar__total' /> : <Text className='tas-bar__total'>—</Text>}
          </View>
          <View className='tas-bar__button'>
            <PrimaryButton asksForMessages onClick={() => void submit()} loading={store.submitting} disabled={store.forbidden} testId='transfer-submit'>
              {tt('tr.transfer.submit')}
            </PrimaryButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TransferPage)
