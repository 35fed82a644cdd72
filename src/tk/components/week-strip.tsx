import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import type { WeekPriceDay } from '../api/flight-search'
import { searchDict } from '../i18n/search'
import { monthDayLabel, relativeDayLabel } from './format'
import './week-strip.scss'

export interface WeekStripProps {
  days: readonly WeekPriceDay[]
  selected: string
  onPick: (date: string) => void
  onCalendar: () => void
}

/**
 * The week's lowest prices (queryFlightWeekPrice) as a horizontal strip; a tap searches that day,
 * the calendar button any day of the sale window. Past days never appear (the store drops them).
 */
export const WeekStrip = observer(function WeekStrip({ days, selected, onPick, onCalendar }: WeekStripProps) {
  const tt = useScopedT(searchDict)
  // Without the week (still loading, or it failed) the selected day still shows.
  const shown = days.length ? days : [{ date: selected, lowestPrice: null }]
  return (
    <View className='week-strip' data-testid='week-strip'>
      <ScrollView scrollX className='week-strip__scroll' scrollIntoView={`wd-${selected}`}>
        <View className='week-strip__row'>
          {shown.map((d) => (
            <View
              key={d.date}
              id={`wd-${d.date}`}
              className={`week-strip__day ${d.date === selected ? 'week-strip__day--on' : ''}`}
              onClick={() => onPick(d.date)}
              role='button'
              {...({ tabIndex: 0 } as object)}
              aria-pressed={d.date === selected}
              data-testid={`week-day-${d.date}`}
            >
              <Text className='week-strip__weekday'>{relativeDayLabel(d.date)}</Text>
              <Text className='week-strip__date'>{monthDayLabel(d.date)}</Text>
              <Text className='week-strip__price'>{d.lowestPrice === null ? tt('list.noPrice') : `¥${d.lowestPrice}`}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
      <View className='week-strip__cal' onClick={onCalendar} data-testid='open-calendar'>
        <Text className='week-strip__cal-icon'>▦</Text>
        <Text className='week-strip__cal-text'>{tt('list.calendar')}</Text>
      </View>
    </View>
  )
})
