import { useEffect, useMemo, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { addDaysYmd, chinaToday, compareYmd, formatYmd, toYmd, weekdayOfYmd, type Ymd } from '../domain/calendar-date'
import { useScopedT } from '../hooks/use-t'
import { getLocale } from '../i18n/index'
import './date-calendar.scss'

const dict = {
  'zh-CN': {
    title: '选择日期',
    titleRange: '选择去返日期',
    today: '今天',
    tomorrow: '明天',
    start: '去程',
    end: '返程',
    checkIn: '入住',
    checkOut: '离店',
    pickEnd: '请选择返程日期',
    close: '关闭',
    month: '{year}年{month}月',
    weekdays: '日,一,二,三,四,五,六',
  },
  'en-US': {
    title: 'Choose a date',
    titleRange: 'Choose departure and return',
    today: 'Today',
    tomorrow: 'Tmrw',
    start: 'Depart',
    end: 'Return',
    checkIn: 'In',
    checkOut: 'Out',
    pickEnd: 'Now choose the return date',
    close: 'Close',
    month: '{monthName} {year}',
    weekdays: 'Su,Mo,Tu,We,Th,Fr,Sa',
  },
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export interface DateCalendarProps {
  visible: boolean
  /** single: one day; range: a start and an end on or after it (same day allowed). */
  mode: 'single' | 'range'
  /** 'YYYY-MM-DD'. */
  start?: string
  end?: string
  /** First and last selectable day, 'YYYY-MM-DD'; days outside are drawn but cannot be tapped. */
  min: string
  max: string
  title?: string
  /** Range mode: what the two days are, a trip's departure and return (default) or a stay's check-in and check-out. */
  rangeKind?: 'trip' | 'stay'
  /** Lowest prices per day to show under the dates (optional). */
  prices?: Readonly<Record<string, number | null | undefined>>
  onConfirm: (start: string, end?: string) => void
  onClose: () => void
  testId?: string
}

/** The day `n` days after a day (negative goes back), across months and years. */
export const addDays = addDaysYmd

/** Today as a calendar day in China, wherever the phone is. */
export function todayYmd(now: Date = new Date()): Ymd {
  return chinaToday(now)
}

interface MonthCells {
  key: string
  year: number
  month: number
  /** null: a blank before the 1st. */
  days: (Ymd | null)[]
}

/** The months from min's to max's, each with leading blanks so the 1st falls on its weekday (Sunday first). */
export function monthsBetween(min: Ymd, max: Ymd): MonthCells[] {
  const out: MonthCells[] = []
  let y = min.year
  let m = min.month
  while (y < max.year || (y === max.year && m <= max.month)) {
    const first = weekdayOfYmd({ year: y, month: m, day: 1 })
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
    const days: (Ymd | null)[] = Array.from({ length: first }, () => null)
    for (let d = 1; d <= length; d++) days.push({ year: y, month: m, day: d })
    out.push({ key: `${y}-${String(m).padStart(2, '0')}`, year: y, month: m, days })
    m += 1
    if (m > 12) {
      m = 1
      y += 1
    }
    if (out.length > 36) break
  }
  return out
}

/**
 * Next state of a range pick after tapping `day`: without a start, or with both ends chosen, or
 * before the start, the tap starts a new range; otherwise it closes the range.
 */
export function nextRange(start: Ymd | null, end: Ymd | null, day: Ymd): { start: Ymd; end: Ymd | null; done: boolean } {
  if (!start || end || compareYmd(day, start) < 0) return { start: day, end: null, done: false }
  return { start, end: day, done: true }
}

/** A month calendar in a bottom sheet: single day or a start/end range, within [min, max]. */
export const DateCalendar = observer(function DateCalendar(props: DateCalendarProps) {
  const { visible, mode, min, max, title, prices, onConfirm, onClose, testId, rangeKind = 'trip' } = props
  const tt = useScopedT(dict)
  const minYmd = toYmd(min)
  const maxYmd = toYmd(max)
  const [start, setStart] = useState<Ymd | null>(null)
  const [end, setEnd] = useState<Ymd | null>(null)

  useEffect(() => {
    if (!visible) return
    setStart(toYmd(props.start ?? ''))
    setEnd(mode === 'range' ? toYmd(props.end ?? '') : null)
  }, [visible, props.start, props.end, mode])

  const months = useMemo(() => (minYmd && maxYmd ? monthsBetween(minYmd, maxYmd) : []), [min, max])
  const today = todayYmd()
  const tomorrow = addDays(today, 1)
  const weekdays = tt('weekdays').split(',')
  const anchor = start ?? minYmd
  const anchorId = anchor ? `cal-m-${anchor.year}-${String(anchor.month).padStart(2, '0')}` : undefined

  const tap = (day: Ymd) => {
    if (!minYmd || !maxYmd || compareYmd(day, minYmd) < 0 || compareYmd(day, maxYmd) > 0) return
    if (mode === 'single') {
      setStart(day)
      onConfirm(formatYmd(day))
      return
    }
    const next = nextRange(start, end, day)
    setStart(next.start)
    setEnd(next.end)
    if (next.done && next.end) onConfirm(formatYmd(next.start), formatYmd(next.end))
  }

  const monthTitle = (y: number, m: number) => tt('month', { year: y, month: m, monthName: MONTH_NAMES[m - 1] })
  const isEn = getLocale() === 'en-US'

  return (
    <Popup
      visible={visible}
      position='bottom'
      round
      onClose={onClose}
      className='date-calendar__popup'
      style={{ height: '80%' }}
    >
      {visible ? (
        <View className='date-calendar' data-testid={testId}>
          <View className='date-calendar__head'>
            <Text className='date-calendar__title'>{title ?? tt(mode === 'range' ? 'titleRange' : 'title')}</Text>
            <Text className='date-calendar__close' onClick={onClose} data-testid={testId ? `${testId}-close` : undefined}>
              {tt('close')}
            </Text>
          </View>
          {mode === 'range' && start && !end ? <Text className='date-calendar__hint'>{tt('pickEnd')}</Text> : null}
          <View className='date-calendar__weekdays'>
            {weekdays.map((w, i) => (
              <Text key={w} className={`date-calendar__weekday ${i === 0 || i === 6 ? 'date-calendar__weekday--weekend' : ''}`}>
                {w}
              </Text>
            ))}
          </View>
          <ScrollView scrollY className='date-calendar__body' scrollIntoView={anchorId}>
            {months.map((mo) => (
              <View key={mo.key} id={`cal-m-${mo.key}`} className='date-calendar__month'>
                <Text className='date-calendar__month-title'>{monthTitle(mo.year, mo.month)}</Text>
                <View className='date-calendar__grid'>
                  {mo.days.map((d, i) => {
                    if (!d) return <View key={`b${i}`} className='date-calendar__cell date-calendar__cell--blank' />
                    const ymd = formatYmd(d)
                    const disabled = !minYmd || !maxYmd || compareYmd(d, minYmd) < 0 || compareYmd(d, maxYmd) > 0
                    const isStart = !!start && compareYmd(d, start) === 0
                    const isEnd = !!end && compareYmd(d, end) === 0
                    const inRange = !!start && !!end && compareYmd(d, start) > 0 && compareYmd(d, end) < 0
                    const cls = [
                      'date-calendar__cell',
                      disabled ? 'date-calendar__cell--disabled' : '',
                      isStart || isEnd ? 'date-calendar__cell--selected' : '',
                      inRange ? 'date-calendar__cell--in-range' : '',
                    ].join(' ')
                    const sameDay = (a: Ymd) => compareYmd(d, a) === 0
                    const label = isStart && mode === 'range' ? tt(rangeKind === 'stay' ? 'checkIn' : 'start') : isEnd ? tt(rangeKind === 'stay' ? 'checkOut' : 'end') : sameDay(today) ? tt('today') : sameDay(tomorrow) ? tt('tomorrow') : ''
                    const price = prices?.[ymd]
                    return (
                      <View key={ymd} className={cls} onClick={() => tap(d)} data-testid={`cal-day-${ymd}`} data-disabled={disabled ? '1' : '0'}>
                        <Text className='date-calendar__day'>{d.day}</Text>
                        {label ? (
                          <Text className={`date-calendar__label ${isEn ? 'date-calendar__label--en' : ''}`}>{label}</Text>
                        ) : price ? (
                          <Text className='date-calendar__price'>¥{price}</Text>
                        ) : null}
                      </View>
                    )
                  })}
                </View>
              </View>
            ))}
          </ScrollView>
        </View>
      ) : null}
    </Popup>
  )
})
