import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { Co2Label } from '../../core/components/co2-label'
import { Price } from '../../core/components/price'
import { scopedT } from '../../core/i18n/index'
import type { Flight } from '../api/flight-search'
import { searchDict } from '../i18n/search'
import { timeOf } from '../stores/search-dates'
import { discountLabel, durationLabel } from './format'
import './flight-row.scss'

/** Row height in design px: the virtual list gives every row exactly this. */
export const FLIGHT_ROW_HEIGHT = 196

/**
 * The airport as a row has room for it: the Chinese name ('首都国际机场T3'), or in English the
 * code ('PEK T3'), since English names ('Beijing Capital International Airport') do not fit.
 */
export function airportLabel(name: string, code: string, terminal: string, locale: string): string {
  return locale === 'en-US' ? `${code}${terminal ? ` ${terminal}` : ''}` : `${name}${terminal}`
}

export interface FlightRowProps {
  flight: Flight
  /** The day's lowest in-policy fare. */
  lowestInPolicy: boolean
  /** Mark out-of-policy fares (business trips). */
  policyApplies: boolean
  onTap: (flight: Flight) => void
  /** The language, so a memoised row re-renders when it changes. */
  locale: string
}

/**
 * One flight of the list: times, airports, duration, flight and aircraft, the lowest fare with its
 * discount and the policy marks. Memoised: rows of the virtual list re-render only when their data
 * or the language changes.
 */
export const FlightRow = memo(function FlightRow({ flight: f, lowestInPolicy, policyApplies, onTap, locale }: FlightRowProps) {
  const tt = scopedT(searchDict)
  const soldOut = f.seatsLeft <= 0
  return (
    <View
      className={`flight-row ${soldOut ? 'flight-row--sold-out' : ''}`}
      onClick={() => onTap(f)}
      data-testid='flight-row'
      data-flight-no={f.flightNo}
      data-price={f.lowestPrice}
      data-dep={f.depTime}
      data-airline={f.airline}
      data-stops={f.stops}
      data-dep-airport={f.depAirport}
      data-arr-airport={f.arrAirport}
      data-in-policy={f.lowestInPolicy ? '1' : '0'}
    >
      <View className='flight-row__main'>
        <View className='flight-row__times'>
          <View className='flight-row__end'>
            <Text className='flight-row__time'>{timeOf(f.depTime)}</Text>
            <Text className='flight-row__airport'>{airportLabel(f.depAirportName, f.depAirport, f.depTerminal, locale)}</Text>
          </View>
          <View className='flight-row__mid'>
            <Text className='flight-row__duration'>{durationLabel(f.durationMinutes)}</Text>
            <View className='flight-row__line' />
            {f.stops > 0 ? <Text className='flight-row__stop'>{tt('list.stop', { city: f.stopCity })}</Text> : null}
            <Co2Label kg={f.co2Kg} className='flight-row__co2' />
          </View>
          <View className='flight-row__end flight-row__end--arr'>
            <Text className='flight-row__time'>
              {timeOf(f.arrTime)}
              {f.arrDayOffset > 0 ? <Text className='flight-row__plus'>+{f.arrDayOffset}</Text> : null}
            </Text>
            <Text className='flight-row__airport'>{airportLabel(f.arrAirportName, f.arrAirport, f.arrTerminal, locale)}</Text>
          </View>
        </View>
        <View className='flight-row__price'>
          <View className='flight-row__amount'>
            <Price value={f.lowestPrice} decimals={0} className='flight-row__figure' />
            <Text className='flight-row__from'>{tt('list.from')}</Text>
          </View>
          <Text className='flight-row__discount'>
            {soldOut ? tt('list.soldOut') : f.seatsLeft < 10 ? tt('list.seatsLeft', { n: f.seatsLeft }) : discountLabel(f.lowestDiscount)}
          </Text>
        </View>
      </View>
      <View className='flight-row__foot'>
        <Text className='flight-row__info'>
          {f.airlineName} {f.flightNo} · {f.aircraftName}
          {f.meal ? ` · ${tt('list.meal')}` : ''}
          {f.codeShare ? ` · ${tt('list.codeShare', { airline: f.operatingAirlineName, flight: f.operatingFlightNo })}` : ''}
        </Text>
        {lowestInPolicy ? (
          <Text className='flight-row__tag flight-row__tag--best' data-testid='tag-lowest-in-policy'>
            {tt('list.lowestInPolicy')}
          </Text>
        ) : policyApplies && !f.lowestInPolicy ? (
          <Text className='flight-row__tag flight-row__tag--over' data-testid='tag-out-of-policy'>
            {tt('list.outOfPolicy')}
          </Text>
        ) : null}
      </View>
    </View>
  )
})
