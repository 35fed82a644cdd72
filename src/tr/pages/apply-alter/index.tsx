import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { formatAmount, Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { afterSale } from '../../i18n/after-sale'
import { TicketCheck, useTrainAfterSaleApply } from '../../components/train-after-sale-apply'
import { monthDay, weekday } from '../../components/train-after-sale-format'
import { lineOfLeg, lineOfTrain, TrainLegCard } from '../../components/train-after-sale-leg'
import { TrainChangeStore } from '../../stores/train-after-sale-change'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/ApplyAlter?orderId=: the tickets of one leg (a ticket changed once is not offered, with why),
 * a day of the sale window, that day's trains between the same cities with their seats, the
 * server's quote of the change fee and the difference, the confirm, then /tr/AlterCmp.
 */
function ApplyAlterPage() {
  const tt = useScopedT(afterSale)
  const { store, title, screen, submit } = useTrainAfterSaleApply(
    'change',
    (orderId) => new TrainChangeStore(orderId),
    (s) => (s.result && s.order ? { path: '/tr/AlterCmp', query: { changeId: s.result.changeId, orderId: s.order.orderId } } : null),
  )
  if (screen || !store.order) return screen

  const leg = store.leg
  const fee = store.feeStatus === 'ready' ? store.fee : null
  const owe = fee ? (fee.refundable > 0 ? { label: tt('tr.change.refundable'), amount: fee.refundable } : { label: tt('tr.change.payable'), amount: fee.payable }) : null
  return (
    <PageShell title={title} className='tas-page'>
      <View className='tas-body'>
        {store.legs.length > 1 ? (
          <View className='tas-chips'>
            {store.legs.map((l) => (
              <Text key={l.legNo} className={`tas-chip ${store.legNo === l.legNo ? 'tas-chip--on' : ''}`} onClick={() => store.chooseLeg(l.legNo)} data-testid={`change-leg-${l.legNo}`}>
                {tt('tr.change.leg', { n: l.legNo })} {l.trainCode}
              </Text>
            ))}
          </View>
        ) : null}
        {leg ? <TrainLegCard line={lineOfLeg(leg)} label={tt('tr.change.current')} testId='change-current' /> : null}

        <Text className='tas-section'>{tt('tr.change.chooseTickets')}</Text>
        <View className='tas-card' data-testid='change-tickets'>
          {store.legRows.map((r) => (
            <TicketCheck key={r.ticket.ticketId} row={r} selected={store.ticketIds.includes(r.ticket.ticketId)} onToggle={() => store.toggleTicket(r.ticket.ticketId)} testIdPrefix='change-ticket' />
          ))}
          <Text className='tas-note'>{tt('tr.change.oncePerTicket')}</Text>
        </View>

        <Text className='tas-section'>{tt('tr.change.newDate')}</Text>
        <ScrollView scrollX className='tas-dates' data-testid='change-dates'>
          <View className='tas-dates__inner'>
            {store.dates.map((d) => (
              <View key={d} className={`tas-day ${store.date === d ? 'tas-day--on' : ''}`} onClick={() => store.chooseDate(d)} data-testid='change-date' data-date={d}>
                <Text>{monthDay(d)}</Text>
                <Text className='tas-day__week'>{weekday(d)}</Text>
              </View>
            ))}
          </View>
        </ScrollView>

        <Text className='tas-section'>{tt('tr.change.trains')}</Text>
        {store.trainsStatus === 'loading' ? <StateView status='loading' /> : null}
        {store.trainsStatus === 'error' ? <StateView status='error' message={store.trainsError} onRetry={() => void store.search()} /> : null}
        {store.trainsStatus === 'ready' && !store.trains.length ? <StateView status='empty' message={tt('tr.change.noTrains')} /> : null}
        {store.trainsStatus === 'ready'
          ? store.trains.map((t) => {
              const onTrain = store.trainKey === t.trainKey
              const closed = t.saleState !== 'bookable'
              return (
                <View key={t.trainKey} className={`tas-train ${onTrain ? 'tas-train--on' : ''} ${closed ? 'tas-train--off' : ''}`} data-testid='change-train' data-train={t.trainCode}>
                  {store.isCurrent(t) || closed ? (
                    <View className='tas-train__top'>
                      {store.isCurrent(t) ? <Text className='tas-tag tas-train__tag'>{tt('tr.change.currentTag')}</Text> : null}
                      {closed ? <Text className='tas-tag tas-tag--muted tas-train__tag'>{tt('tr.train.notOnSale')}</Text> : null}
                    </View>
                  ) : null}
                  <View className='tas-train__body'>
                    <TrainLegCard line={lineOfTrain(t)} flat />
                  </View>
                  {closed ? null : (
                    <View className='tas-train__seats'>
                      {t.seatList.map((s) => {
                        const block = store.seatBlock(t, s)
                        const on = onTrain && store.seatType === s.seatType
                        return (
                          <View
                            key={s.seatType}
                            className={`tas-seat ${on ? 'tas-seat--on' : ''} ${block ? 'tas-seat--off' : ''}`}
                            onClick={() => store.chooseSeat(t.trainKey, s.seatType)}
                            data-testid='change-seat'
                            data-seat={s.seatType}
                            data-open={block ? '0' : '1'}
                          >
                            <Text className='tas-seat__name'>{s.seatName}</Text>
                            <Price value={s.price} className='tas-seat__price' />
                            <Text className='tas-seat__count'>
                              {s.seatCount > 0 ? tt('tr.seat.left', { n: s.seatCount }) : tt('tr.seat.soldOut')}
                              {s.wb === 1 ? ` · ${tt('tr.seat.outPolicy')}` : s.wb === 2 ? ` · ${tt('tr.seat.forbidden')}` : ''}
                            </Text>
                          </View>
                        )
                      })}
                    </View>
                  )}
                </View>
              )
            })
          : null}

        {store.trainKey && store.seatType ? (
          <>
            <Text className='tas-section'>{tt('tr.change.feeTitle')}</Text>
            <View className='tas-card' data-testid='change-fee' data-state={store.feeStatus}>
              {store.feeStatus === 'loading' ? <Text className='tas-note'>{tt('tr.change.calculating')}</Text> : null}
              {store.feeStatus === 'error' ? (
                <View className='tas-line'>
                  <Text className='tas-field-error'>{store.feeError}</Text>
                  <Text className='tas-tag' onClick={() => void store.refreshFee()}>
                    {tt('tr.common.retry')}
                  </Text>
                </View>
              ) : null}
              {fee ? (
                <>
                  {fee.items.map((i) => (
                    <View key={i.ticketId} className='tas-line'>
                      <Text>{i.passengerName}</Text>
                      <Text className='tas-line__value'>
                        {tt('tr.change.fares', { old: `¥${formatAmount(i.oldFare)}`, new: `¥${formatAmount(i.newFare)}` })}
                      </Text>
                    </View>
                  ))}
                  <View className='tas-line'>
                    <Text>{fee.items.length ? tt('tr.change.changeFeePercent', { percent: fee.items[0].changeFeePercent }) : tt('tr.change.changeFee')}</Text>
                    <Price value={fee.changeFee} testId='change-fee-amount' />
                  </View>
                  <View className='tas-line'>
                    <Text>{tt('tr.change.difference')}</Text>
                    <Price value={fee.items.reduce((s, i) => s + i.difference, 0)} signed />
                  </View>
                  {fee.items.some((i) => i.differenceFee > 0) ? (
                    <View className='tas-line'>
                      <Text>{tt('tr.change.differenceFee')}</Text>
                      <Price value={fee.items.reduce((s, i) => s + i.differenceFee, 0)} />
                    </View>
                  ) : null}
                  {owe ? (
                    <View className='tas-line tas-line--total'>
                      <Text>{owe.label}</Text>
                      <Price value={owe.amount} testId='change-fee-total' />
                    </View>
                  ) : null}
                  <Text className='tas-note' data-testid='change-settlement' data-settlement={fee.settlement}>
                    {store.settlementText}
                  </Text>
                  {!fee.allowed ? <Text className='tas-field-error'>{fee.reason || tt('tr.change.notAllowedNow')}</Text> : null}
                </>
              ) : null}
            </View>
          </>
        ) : null}

        <Text className='tas-section'>{tt('tr.change.reason')}</Text>
        <View className='tas-card'>
          <Input className='tas-input' value={store.reason} placeholder={tt('tr.change.reasonPh')} maxlength={200} onInput={(e) => store.setReason(e.detail.value)} />
        </View>

        {store.error ? (
          <View className='tas-error' data-testid='change-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      <View className='tas-bar'>
        <View className='tas-bar__sum'>
          <Text className='tas-bar__label'>{owe?.label ?? tt('tr.change.total')}</Text>
          {owe ? <Price value={owe.amount} className='tas-bar__total' /> : <Text className='tas-bar__total'>—</Text>}
        </View>
        <View className='tas-bar__button'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting || store.feeStatus === 'loading'} testId='change-submit'>
            {tt('tr.change.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ApplyAlterPage)
