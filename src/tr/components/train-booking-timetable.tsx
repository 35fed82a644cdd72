import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import { trainBooking } from '../i18n/booking'
import type { TrainStopView } from '../stores/train-booking-train'
import './train-booking-timetable.scss'

export interface TrainTimetableProps {
  stops: readonly TrainStopView[]
  /** Every stop is listed (else only the stations the search names, and a note says so). */
  complete: boolean
}

/** A train's timetable: station, arrival, departure, dwell, +days; the traveller's part marked. */
export const TrainTimetable = observer(function TrainTimetable({ stops, complete }: TrainTimetableProps) {
  const tt = useScopedT(trainBooking)
  const role = (s: TrainStopView) =>
    s.role === 'board' ? tt('tr.stop.board') : s.role === 'alight' ? tt('tr.stop.alight') : s.role === 'origin' ? tt('tr.card.origin') : s.role === 'terminal' ? tt('tr.card.terminal') : ''
  return (
    <View className='train-timetable' data-testid='timetable'>
      <View className='train-timetable__row train-timetable__row--head'>
        <Text className='train-timetable__station'>{tt('tr.stop.station')}</Text>
        <Text className='train-timetable__cell'>{tt('tr.stop.arrive')}</Text>
        <Text className='train-timetable__cell'>{tt('tr.stop.depart')}</Text>
        <Text className='train-timetable__cell'>{tt('tr.stop.dwell')}</Text>
      </View>
      {stops.map((s, i) => (
        <View
          key={`${i}-${s.stationName}`}
          className={`train-timetable__row ${s.inSegment ? 'train-timetable__row--in' : ''}`}
          data-testid='timetable-stop'
          data-role={s.role}
        >
          <View className='train-timetable__station'>
            <View className={`train-timetable__dot ${s.inSegment ? 'train-timetable__dot--in' : ''}`} />
            <Text className='train-timetable__name'>{s.stationName}</Text>
            {role(s) ? <Text className='train-timetable__role'>{role(s)}</Text> : null}
          </View>
          <Text className='train-timetable__cell'>
            {s.arriveTime ?? '—'}
            {s.arriveTime && s.dayOffset > 0 ? <Text className='train-timetable__plus'>+{s.dayOffset}</Text> : null}
          </Text>
          <Text className='train-timetable__cell'>
            {s.departTime ?? '—'}
            {s.departTime && !s.arriveTime && s.dayOffset > 0 ? <Text className='train-timetable__plus'>+{s.dayOffset}</Text> : null}
          </Text>
          <Text className='train-timetable__cell'>{s.stopMinutes !== null ? tt('tr.stop.minutes', { n: s.stopMinutes }) : '—'}</Text>
        </View>
      ))}
      {complete ? null : <Text className='train-timetable__note'>{tt('tr.stop.partial')}</Text>}
    </View>
  )
})
