import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Co2Label } from '../../core/components/co2-label'
import { useScopedT } from '../../core/hooks/use-t'
import type { IntlItinerary, IntlJourneyView } from '../api/intl-flight'
import { intlDict } from '../i18n/intl'
import { durationText, hhmm, mmdd } from './intl-format'
import './intl.scss'

/** One journey as a row: times, airports, duration, stops and where the connection is. */
export const JourneyLine = observer(function JourneyLine({ journey, label }: { journey: IntlJourneyView; label?: string }) {
  const tt = useScopedT(intlDict)
  return (
    <View className='intl-journey'>
      {label ? <Text className='intl-journey__tag'>{label}</Text> : null}
      <View className='intl-journey__end'>
        <Text className='intl-journey__time'>{hhmm(journey.depTime)}</Text>
        <Text className='intl-journey__place'>{journey.depAirport} {mmdd(journey.depTime)}</Text>
      </View>
      <View className='intl-journey__mid'>
        <Text className='intl-journey__dur'>{durationText(journey.durationMinutes)}</Text>
        <View className='intl-journey__bar' />
        <Text className='intl-journey__stops'>
          {journey.stops === 0 ? tt('list.direct') : journey.layovers.map((l) => tt('list.via', { city: l.cityName, duration: durationText(l.minutes) })).join(' ')}
        </Text>
      </View>
      <View className='intl-journey__end intl-journey__end--right'>
        <Text className='intl-journey__time'>
          {hhmm(journey.arrTime)}
          {journey.arrDayOffset > 0 ? <Text className='intl-journey__plus'>+{journey.arrDayOffset}</Text> : null}
        </Text>
        <Text className='intl-journey__place'>{journey.arrAirport}</Text>
      </View>
    </View>
  )
})

/** An itinerary card of the list. */
export const ItineraryCard = observer(function ItineraryCard({ item, onClick, testId }: { item: IntlItinerary; onClick: () => void; testId: string }) {
  const tt = useScopedT(intlDict)
  const flights = item.journeys.flatMap((j) => j.legs.map((l) => l.flightNo)).join(' · ')
  return (
    <View className='intl-card' onClick={onClick} data-testid={testId}>
      {item.journeys.map((j, i) => (
        <JourneyLine key={i} journey={j} label={item.journeys.length > 1 ? tt(i === 0 ? 'list.outbound' : 'list.return') : undefined} />
      ))}
      <View className='intl-card__foot'>
        <View className='intl-card__airline'>
          <Text>{item.mainAirlineName}</Text>
          <Text className='intl-card__muted'> {flights} · {item.cabinName}</Text>
          {item.violations.length ? <Text className='intl-card__violation'>{tt('list.violation')}</Text> : null}
        </View>
        <View className='intl-card__price'>
          <Text className='intl-card__amount'>¥{item.price}</Text>
          <View className='intl-card__per'>
            <Co2Label kg={item.co2Kg} className='intl-card__co2' />
            <Text className='intl-card__muted'>{tt('list.perAdult')}</Text>
          </View>
          {item.seatsLeft < 10 ? <Text className='intl-card__seats'>{tt('list.seats', { n: item.seatsLeft })}</Text> : null}
        </View>
      </View>
    </View>
  )
})
