import { memo } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Co2Label } from '../../core/components/co2-label'
import { scopedT } from '../../core/i18n/index'
import type { Train, TrainSeat } from '../api/train-search'
import { trainSearchDict } from '../i18n/search'
import type { SeatState } from '../stores/train-list-store'
import { durationLabel } from './format'
import './train-row.scss'

/** Height of a row in design px (the card and the gap under it): the virtual list's fixed row. */
export const TRAIN_ROW_HEIGHT = 272

export interface TrainRowProps {
  train: Train
  /** A seat's state now (the list store decides: sale, count, policy). */
  stateOf: (train: Train, seat: TrainSeat) => SeatState
  /** The sale label of a train that cannot be booked now, else null. */
  saleLabel: string | null
  /** Business trips with a standard: out-of-policy seats are marked. */
  policyApplies: boolean
  onSeat: (train: Train, seat: TrainSeat) => void
  /** The locale, so a language switch re-renders the memoised row. */
  locale: string
}

/** The count line of a seat: '有票' over 20 (12306's habit), 'N张', '无票' / '候补'. */
function countText(seat: TrainSeat, state: SeatState, tt: ReturnType<typeof scopedT<typeof trainSearchDict>>): string {
  const n = Number(seat.seatCount)
  if (n <= 0) return state === 'bench' ? tt('train.bench') : tt('train.none')
  return n > 20 ? tt('train.plenty') : tt('train.seatCount', { n })
}

/**
 * One train of the list: departure and arrival times (+N days), the run time, both stations with
 * 始 / 过 / 终, the lowest price, and its seat types (price, count, the policy mark) in a strip the
 * user taps to book, led by the sale label when the train cannot be booked now.
 */
export const TrainRow = memo(function TrainRow({ train: t, stateOf, saleLabel, policyApplies, onSeat }: TrainRowProps) {
  const tt = scopedT(trainSearchDict)
  const paused = t.runTime.startsWith('99')
  return (
    <View className='train-row' data-testid={`train-${t.trainCode}`} data-train-key={t.trainKey}>
      <View className='train-row__main'>
        <View className='train-row__end'>
          <Text className='train-row__time'>{t.startTime}</Text>
          <View className='train-row__station'>
            <Text className={`train-row__tag ${t.isOrigin ? 'train-row__tag--start' : ''}`}>{t.isOrigin ? tt('train.origin') : tt('train.pass')}</Text>
            <Text className='train-row__station-name'>{t.fromStationName}</Text>
          </View>
        </View>
        <View className='train-row__mid'>
          <Text className='train-row__code'>{t.trainCode}</Text>
          <View className='train-row__line' />
          <Text className='train-row__run'>{paused ? '--' : durationLabel(t.runMinutes)}</Text>
        </View>
        <View className='train-row__end train-row__end--right'>
          <View className='train-row__time-line'>
            <Text className='train-row__time'>{t.arriveTime}</Text>
            {t.arriveDays > 0 ? <Text className='train-row__days'>{tt('train.arriveDays', { n: t.arriveDays })}</Text> : null}
          </View>
          <View className='train-row__station'>
            <Text className={`train-row__tag ${t.isTerminal ? 'train-row__tag--end' : ''}`}>{t.isTerminal ? tt('train.terminal') : tt('train.pass')}</Text>
            <Text className='train-row__station-name'>{t.toStationName}</Text>
          </View>
        </View>
        <View className='train-row__price'>
          {t.seatList.length ? (
            <Text className='train-row__price-main'>
              <Text className='train-row__yen'>¥</Text>
              {t.lowestPrice}
              <Text className='train-row__from'>{tt('train.from')}</Text>
            </Text>
          ) : null}
          <Co2Label kg={t.co2Kg} />
        </View>
      </View>
      <ScrollView scrollX className='train-row__seats' enhanced showScrollbar={false}>
        <View className='train-row__seat-track'>
          {saleLabel ? (
            <View className='train-row__sale' data-testid={`sale-${t.trainCode}`}>
              <Text className='train-row__sale-text'>{saleLabel}</Text>
            </View>
          ) : null}
          {t.seatList.map((s) => {
            const state = stateOf(t, s)
            const marked = policyApplies && s.wb !== 0
            return (
              <View
                key={s.seatType}
                className={`train-row__seat train-row__seat--${state}`}
                onClick={() => onSeat(t, s)}
                data-testid={`seat-${t.trainCode}-${s.seatType}`}
                data-state={state}
                data-wb={s.wb}
                aria-disabled={state === 'forbidden' || state === 'soldOut' || state === 'notOnSale'}
              >
                <Text className='train-row__seat-name'>{s.seatName}</Text>
                <View className='train-row__seat-line'>
                  <Text className='train-row__seat-price'>¥{s.price}</Text>
                  {marked ? <Text className={`train-row__mark ${s.wb === 2 ? 'train-row__mark--no' : ''}`}>{s.wb === 2 ? tt('train.forbidden') : tt('train.overPolicy')}</Text> : null}
                </View>
                <Text className='train-row__seat-count'>{countText(s, state, tt)}</Text>
              </View>
            )
          })}
        </View>
      </ScrollView>
    </View>
  )
})
