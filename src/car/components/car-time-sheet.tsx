import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { addDaysText } from '../../core/domain/calendar-date'
import { monthDayLabel } from '../../core/domain/date-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { carSearchDict } from '../i18n/search'
import { MAX_DAYS_AHEAD, SLOT_MIN } from '../stores/car-search-store'
import './car-sheets.scss'

export interface CarTimeSheetProps {
  /** 'YYYY-MM-DD HH:mm' China time. */
  value: string
  /** The earliest slot and the last moment allowed (China time). */
  first: string
  last: string
  today: string
  onPick: (time: string) => void
  onClose: () => void
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Every slot of a day ('HH:mm', every SLOT_MIN minutes). */
function slotsOfDay(): string[] {
  const out: string[] = []
  for (let m = 0; m < 24 * 60; m += SLOT_MIN) out.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`)
  return out
}

const SLOTS = slotsOfDay()

/** The scheduled time: a day of the 30-day window, then a slot; slots before the first one cannot be tapped. */
export const CarTimeSheet = observer(function CarTimeSheet({ value, first, last, today, onPick, onClose }: CarTimeSheetProps) {
  const tt = useScopedT(carSearchDict)
  const firstDay = first.slice(0, 10)
  const [day, setDay] = useState(value >= first ? value.slice(0, 10) : firstDay)
  const days: string[] = []
  for (let d = firstDay; d <= last.slice(0, 10) && days.length <= MAX_DAYS_AHEAD + 1; d = addDaysText(d, 1)) days.push(d)
  const label = (d: string) => (d === today ? tt('time.today') : d === addDaysText(today, 1) ? tt('time.tomorrow') : monthDayLabel(d))
  const slots = SLOTS.filter((s) => `${day} ${s}` >= first && `${day} ${s}` <= last)

  return (
    <View className='car-sheet' data-testid='time-sheet'>
      <View className='car-sheet__mask' onClick={onClose} />
      <View className='car-sheet__panel'>
        <View className='car-sheet__head'>
          <Text className='car-sheet__title'>{tt('time.title')}</Text>
          <Text className='car-sheet__close' onClick={onClose} aria-label={tt('place.close')}>
            ×
          </Text>
        </View>
        <ScrollView scrollX className='car-sheet__days'>
          {days.map((d) => (
            <Text key={d} className={`car-sheet__day ${d === day ? 'car-sheet__day--on' : ''}`} onClick={() => setDay(d)} data-testid={`time-day-${d}`}>
              {label(d)}
            </Text>
          ))}
        </ScrollView>
        <ScrollView scrollY className='car-sheet__slots'>
          <View className='car-sheet__slot-grid'>
            {slots.map((s) => (
              <Text
                key={s}
                className={`car-sheet__slot ${value === `${day} ${s}` ? 'car-sheet__slot--on' : ''}`}
                onClick={() => onPick(`${day} ${s}`)}
                data-testid={`time-slot-${s}`}
              >
                {s}
              </Text>
            ))}
          </View>
        </ScrollView>
        <Text className='car-sheet__muted'>{tt('time.note', { n: MAX_DAYS_AHEAD })}</Text>
      </View>
    </View>
  )
})
