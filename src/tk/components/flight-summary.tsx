import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../core/hooks/use-t'
import type { Flight } from '../api/flight-search'
import { searchDict } from '../i18n/search'
import { timeOf } from '../stores/search-dates'
import { durationLabel, monthDayLabel, weekdayLabel, withTerminal } from './format'
import './flight-summary.scss'

/** The flight header of the fares page: date, times, airports and terminals, duration, flight and aircraft. */
export const FlightSummary = observer(function FlightSummary({ flight: f, legLabel }: { flight: Flight; legLabel?: string }) {
  const tt = useScopedT(searchDict)
  const date = f.depTime.slice(0, 10)
  return (
    <View className='flight-summary' data-testid='flight-summary' data-flight-no={f.flightNo}>
      <View className='flight-summary__top'>
        {legLabel ? <Text className='flight-summary__leg'>{legLabel}</Text> : null}
        <Text className='flight-summary__date'>
          {monthDayLabel(date)} {weekdayLabel(date)}
        </Text>
        <Text className='flight-summary__route'>
          {f.depCityName} → {f.arrCityName}
        </Text>
      </View>
      <View className='flight-summary__main'>
        <View className='flight-summary__end'>
          <Text className='flight-summary__time'>{timeOf(f.depTime)}</Text>
          <Text className='flight-summary__airport'>{withTerminal(f.depAirportName, f.depTerminal)}</Text>
        </View>
        <View className='flight-summary__mid'>
          <Text className='flight-summary__duration'>{durationLabel(f.durationMinutes)}</Text>
          <View className='flight-summary__line' />
          {f.stops > 0 ? <Text className='flight-summary__stop'>{tt('list.stop', { city: f.stopCity })}</Text> : null}
        </View>
        <View className='flight-summary__end flight-summary__end--arr'>
          <Text className='flight-summary__time'>
            {timeOf(f.arrTime)}
            {f.arrDayOffset > 0 ? <Text className='flight-summary__plus'>{tt('cabin.nextDay')}</Text> : null}
          </Text>
          <Text className='flight-summary__airport'>{withTerminal(f.arrAirportName, f.arrTerminal)}</Text>
        </View>
      </View>
      <Text className='flight-summary__info'>
        {f.airlineName} {f.flightNo} · {f.aircraftName}
        {f.meal ? ` · ${tt('list.meal')}` : ''}
        {f.codeShare ? ` · ${tt('list.codeShare', { airline: f.operatingAirlineName, flight: f.operatingFlightNo })}` : ''}
      </Text>
    </View>
  )
})
