import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, rawQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { TrainCard } from '../../components/train-booking-train-card'
import { TrainTimetable } from '../../components/train-booking-timetable'
import { trainBooking } from '../../i18n/booking'
import { trainDetailContext } from '../../stores/train-context'
import { TrainDetailStore } from '../../stores/train-booking-detail-store'
import type { TrainSeat } from '../../api/train-order'
import './index.scss'

/** /tr/trDetail?trainKey=&date=&from=&to=&tripType=: a train's timetable and seats; a seat leads to the booking form. */
function TrDetailPage() {
  const tt = useScopedT(trainBooking)
  const context = useMemo(() => trainDetailContext.decode(rawQuery()), [])
  const [store] = useState(() => new TrainDetailStore(context))

  useEffect(() => {
    void store.load()
  }, [])

  const title = tt('tr.detail.title')
  if (!context || store.status === 'gone') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={context ? tt('tr.edit.trainGone') : tt('tr.edit.missingKeys')} onRetry={() => void redirect('/tr/trQuery')} actionText={tt('tr.edit.newSearch')} />
      </PageShell>
    )
  }
  if (store.status === 'loading' || !store.train) {
    return (
      <PageShell title={title}>
        {store.status === 'error' ? <StateView status='error' message={store.loadError} onRetry={() => void store.load()} /> : <StateView status='loading' />}
      </PageShell>
    )
  }

  const train = store.train
  const pick = (seat: TrainSeat) => {
    const next = store.choose(seat)
    if (next.kind === 'book') void navigate('/tr/trEdit', next.params)
    else if (next.kind === 'standby') void navigate('/tr/trBenchEdit', next.params)
    else ui.toast(next.message)
  }

  return (
    <PageShell title={`${title} ${train.trainCode}`} className='tr-detail'>
      <View className='tr-detail__top'>
        <TrainCard train={train} testId='train-card' foot={<Text>{tt('tr.detail.distance', { km: train.distanceKm })}</Text>} />
      </View>
      {store.saleRefusal ? (
        <View className='tr-detail__banner' data-testid='sale-refusal'>
          {store.saleRefusal}
        </View>
      ) : null}

      <Text className='tr-detail__section'>{tt('tr.detail.seats')}</Text>
      <View className='tr-detail__card' data-testid='seats'>
        {store.seats.length === 0 ? <Text className='tr-detail__empty'>{tt('tr.detail.noSeats')}</Text> : null}
        {store.seats.map((s) => {
          const wb = store.wbOf(s)
          const bookable = store.bookable(s)
          const standby = !bookable && store.standby(s)
          return (
            <View key={s.seatType} className='tr-detail__seat' data-testid={`seat-${s.seatType}`} data-bookable={bookable ? '1' : '0'}>
              <View className='tr-detail__seat-main'>
                <Text className='tr-detail__seat-name'>{s.seatName}</Text>
                <Text className={`tr-detail__seat-count ${s.seatCount > 0 ? '' : 'tr-detail__seat-count--none'}`}>
                  {s.seatCount > 0 ? tt('tr.seat.left', { n: s.seatCount }) : tt('tr.seat.none')}
                </Text>
                {store.business && wb === 1 ? <Text className='tr-detail__tag tr-detail__tag--warn'>{tt('tr.seat.over')}</Text> : null}
                {store.business && wb === 2 ? <Text className='tr-detail__tag tr-detail__tag--bad'>{tt('tr.seat.notAllowed')}</Text> : null}
              </View>
              <Price value={s.price} className='tr-detail__price' />
              {bookable || standby ? (
                <Text className={`tr-detail__book ${standby ? 'tr-detail__book--plain' : ''}`} onClick={() => pick(s)} data-testid={`book-${s.seatType}`}>
                  {standby ? tt('tr.seat.standby') : tt('tr.seat.book')}
                </Text>
              ) : (
                <Text className='tr-detail__book tr-detail__book--off' onClick={() => pick(s)} data-testid={`book-${s.seatType}`}>
                  {wb === 2 ? tt('tr.seat.notAllowed') : store.saleRefusal ? tt('tr.seat.offSale') : tt('tr.seat.soldOutShort')}
                </Text>
              )}
            </View>
          )
        })}
        {store.serviceFee ? <Text className='tr-detail__note'>{tt('tr.detail.serviceFee', { fee: store.serviceFee })}</Text> : null}
        {store.business && store.travelStandard ? <Text className='tr-detail__note'>{tt('tr.detail.standard', { seats: store.travelStandard.seatNames })}</Text> : null}
      </View>

      <Text className='tr-detail__section'>{tt('tr.detail.timetable')}</Text>
      <View className='tr-detail__timetable'>
        <TrainTimetable stops={store.timetable} complete={store.fullTimetable} />
      </View>
    </PageShell>
  )
}

export default observer(TrDetailPage)
