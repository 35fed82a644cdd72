import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { toYmd, weekdayOfYmd } from '../../core/domain/calendar-date'
import { useScopedT } from '../../core/hooks/use-t'
import { trainBooking } from '../i18n/booking'
import './train-booking-train-card.scss'

/** What a train summary reads: a listed train (trSearch) and an order's leg both give it. */
export interface TrainCardData {
  trainCode: string
  /** 'YYYY-MM-DD' departure at the boarding station. */
  date: string
  /** 'HH:mm'. */
  startTime: string
  arriveTime: string
  arriveDays: number
  /** Running minutes. */
  runMinutes: number
  fromStationName: string
  toStationName: string
  /** The train starts here (始) / ends there (终); unknown: no mark. */
  isOrigin?: boolean
  isTerminal?: boolean
}

/** 'HH:mm' run time (hours may pass 24) as minutes; 0 when unreadable. */
export function runMinutesOf(runTime: string): number {
  const m = /^(\d{1,3}):(\d{2})$/.exec(runTime)
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0
}

export interface TrainCardProps {
  train: TrainCardData
  /** A small tag before the date (leg 1, the new train...). */
  label?: string
  /** Under the times: the seat, a sale note. */
  foot?: ReactNode
  testId?: string
}

/** One train: date and weekday, code, departure and arrival with stations, run time and +days. */
export const TrainCard = observer(function TrainCard({ train: t, label, foot, testId }: TrainCardProps) {
  const tt = useScopedT(trainBooking)
  const ymd = toYmd(t.date)
  const week = ymd ? tt(`tr.week.${weekdayOfYmd(ymd)}` as 'tr.week.0') : ''
  const h = Math.floor(t.runMinutes / 60)
  const m = t.runMinutes % 60
  return (
    <View className='train-card' data-testid={testId}>
      <View className='train-card__top'>
        {label ? <Text className='train-card__label'>{label}</Text> : null}
        <Text className='train-card__date'>
          {t.date} {week}
        </Text>
        <Text className='train-card__code' data-testid='train-code'>
          {t.trainCode}
        </Text>
      </View>
      <View className='train-card__main'>
        <View className='train-card__end'>
          <Text className='train-card__time'>{t.startTime}</Text>
          <Text className='train-card__station'>
            {t.isOrigin ? <Text className='train-card__mark'>{tt('tr.card.origin')}</Text> : null}
            {t.fromStationName}
          </Text>
        </View>
        <View className='train-card__mid'>
          <Text className='train-card__run'>{t.runMinutes ? tt('tr.card.run', { h, m }) : ''}</Text>
          <View className='train-card__line' />
          <Text className='train-card__run'>{t.trainCode}</Text>
        </View>
        <View className='train-card__end train-card__end--right'>
          <Text className='train-card__time'>
            {t.arriveTime}
            {t.arriveDays > 0 ? (
              <Text className='train-card__plus' data-testid='train-plus-days'>
                +{t.arriveDays}
              </Text>
            ) : null}
          </Text>
          <Text className='train-card__station'>
            {t.isTerminal ? <Text className='train-card__mark'>{tt('tr.card.terminal')}</Text> : null}
            {t.toStationName}
          </Text>
        </View>
      </View>
      {foot ? <View className='train-card__foot'>{foot}</View> : null}
    </View>
  )
})
