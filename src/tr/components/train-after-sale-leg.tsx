import { Text, View } from '@tarojs/components'
import type { Train, TrainLegView } from '../api/train-after-sale'
import { durationText, monthDay, runTimeMinutes } from './train-after-sale-format'
import { scopedT } from '../../core/i18n/index'
import { afterSale } from '../i18n/after-sale'

/** What a leg card shows, from an order's leg or a search's train. */
export interface LegLine {
  trainCode: string
  date: string
  startTime: string
  arriveTime: string
  arriveDays: number
  fromName: string
  toName: string
  /** null: unknown (the pause marker). */
  minutes: number | null
}

export function lineOfLeg(l: TrainLegView): LegLine {
  return {
    trainCode: l.trainCode,
    date: l.date,
    startTime: l.startTime,
    arriveTime: l.arriveTime,
    arriveDays: l.arriveDays,
    fromName: l.fromStation.name,
    toName: l.toStation.name,
    minutes: runTimeMinutes(l.runTime),
  }
}

export function lineOfTrain(t: Train): LegLine {
  return {
    trainCode: t.trainCode,
    date: t.date,
    startTime: t.startTime,
    arriveTime: t.arriveTime,
    arriveDays: t.arriveDays,
    fromName: t.fromStationName,
    toName: t.toStationName,
    minutes: t.runMinutes,
  }
}

/**
 * One train between two stations: departure and arrival times and stations, the run time, the
 * arrival day when later, the train code and date. `label` (第一程 / 原车次…) goes above it.
 */
export function TrainLegCard(props: { line: LegLine; label?: string; testId?: string; flat?: boolean; extra?: string }) {
  const tt = scopedT(afterSale)
  const l = props.line
  return (
    <View className={`tas-leg ${props.flat ? 'tas-leg--flat' : ''}`} data-testid={props.testId} data-train={l.trainCode}>
      {props.label ? <Text className='tas-leg__label'>{props.label}</Text> : null}
      <View className='tas-leg__row'>
        <View className='tas-leg__end'>
          <Text className='tas-leg__time'>{l.startTime}</Text>
          <Text className='tas-leg__station'>{l.fromName}</Text>
        </View>
        <View className='tas-leg__mid'>
          <Text className='tas-leg__code'>{l.trainCode}</Text>
          <View className='tas-leg__arrow' />
          <Text className='tas-leg__run'>{l.minutes === null ? '' : durationText(l.minutes)}</Text>
        </View>
        <View className='tas-leg__end tas-leg__end--right'>
          <Text className='tas-leg__time'>
            {l.arriveTime}
            {l.arriveDays > 0 ? <Text className='tas-leg__days'>{tt('tr.common.nextDay', { n: l.arriveDays })}</Text> : null}
          </Text>
          <Text className='tas-leg__station'>{l.toName}</Text>
        </View>
      </View>
      <Text className='tas-leg__date'>
        {monthDay(l.date)}
        {props.extra ? ` · ${props.extra}` : ''}
      </Text>
    </View>
  )
}
