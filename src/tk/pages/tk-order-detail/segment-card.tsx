import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../../core/hooks/use-t'
import { booking } from '../../i18n/booking'
import './segment-card.scss'

/** The fields a flight summary reads: both a listed flight (queryCabin) and an order segment have them. */
export interface SegmentLike {
  flightNo: string
  airlineName: string
  aircraft?: string
  aircraftName?: string
  /** A code-share: flown by operatingAirlineName as operatingFlightNo. */
  codeShare?: boolean
  operatingAirlineName?: string
  operatingFlightNo?: string
  depCityName: string
  depAirportName: string
  depTerminal: string
  arrCityName: string
  arrAirportName: string
  arrTerminal: string
  /** 'YYYY-MM-DD HH:mm' */
  depTime: string
  arrTime: string
  durationMinutes: number
  cabinName?: string
  cabinCode?: string
  stopCity?: string
  meal?: boolean
}

function time(dt: string): string {
  return dt.slice(11, 16)
}

/** Days between the two dates of 'YYYY-MM-DD HH:mm' values (arrival next day: 1). */
function dayOffset(dep: string, arr: string): number {
  const a = Date.UTC(Number(dep.slice(0, 4)), Number(dep.slice(5, 7)) - 1, Number(dep.slice(8, 10)))
  const b = Date.UTC(Number(arr.slice(0, 4)), Number(arr.slice(5, 7)) - 1, Number(arr.slice(8, 10)))
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86400000) : 0
}

/** One flight: date, times, airports with terminals, flight number, aircraft and fare name. */
export const SegmentCard = observer(function SegmentCard({ segment: s, label, extra, testId }: { segment: SegmentLike; label?: string; extra?: string; testId?: string }) {
  const tt = useScopedT(booking)
  const days = dayOffset(s.depTime, s.arrTime)
  const h = Math.floor(s.durationMinutes / 60)
  const m = s.durationMinutes % 60
  return (
    <View className='segment-card' data-testid={testId}>
      <View className='segment-card__top'>
        {label ? <Text className='segment-card__label'>{label}</Text> : null}
        <Text className='segment-card__date'>{s.depTime.slice(0, 10)}</Text>
        <Text className='segment-card__flight'>
          {s.airlineName} {s.flightNo}
          {s.aircraftName || s.aircraft ? ` · ${s.aircraftName || s.aircraft}` : ''}
        </Text>
      </View>
      {s.codeShare && s.operatingFlightNo ? (
        <Text className='segment-card__operated' data-testid='segment-operated-by'>
          {tt('tk.detail.operatedBy', { airline: s.operatingAirlineName ?? '', flight: s.operatingFlightNo })}
        </Text>
      ) : null}
      <View className='segment-card__main'>
        <View className='segment-card__end'>
          <Text className='segment-card__time'>{time(s.depTime)}</Text>
          <Text className='segment-card__airport'>
            {s.depAirportName}
            {s.depTerminal ? ` ${s.depTerminal}` : ''}
          </Text>
        </View>
        <View className='segment-card__mid'>
          <Text className='segment-card__duration'>{tt('tk.edit.duration', { h, m })}</Text>
          <View className='segment-card__line' />
          {s.stopCity ? <Text className='segment-card__stop'>{tt('tk.edit.stops', { city: s.stopCity })}</Text> : null}
        </View>
        <View className='segment-card__end segment-card__end--right'>
          <Text className='segment-card__time'>
            {time(s.arrTime)}
            {days > 0 ? <Text className='segment-card__plus'>+{days}</Text> : null}
          </Text>
          <Text className='segment-card__airport'>
            {s.arrAirportName}
            {s.arrTerminal ? ` ${s.arrTerminal}` : ''}
          </Text>
        </View>
      </View>
      {s.cabinName || extra ? (
        <View className='segment-card__foot'>
          {s.cabinName ? (
            <Text className='segment-card__cabin'>
              {s.cabinName}
              {s.cabinCode ? ` ${s.cabinCode}` : ''}
            </Text>
          ) : null}
          {s.meal ? <Text className='segment-card__meta'>{tt('tk.detail.mealYes')}</Text> : null}
          {extra ? <Text className='segment-card__meta'>{extra}</Text> : null}
        </View>
      ) : null}
    </View>
  )
})
