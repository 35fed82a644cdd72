import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import type { Flight, TransferItinerary } from '../api/flight-search'
import { routesDict } from '../i18n/flight-routes'
import { searchDict } from '../i18n/search'
import { timeOf } from '../stores/search-dates'
import './transfer-list.scss'

export interface TransferListProps {
  itineraries: readonly TransferItinerary[]
  onLeg: (leg: Flight) => void
  /** Both legs as one order (/tk/tkCabinTransfer). */
  onBook?: (itinerary: TransferItinerary) => void
}

/**
 * Connections via a hub (queryTransferCity) for a day without direct flights. Each leg is booked on
 * its own (two tickets): a tap opens that leg's fares.
 */
export const TransferList = observer(function TransferList({ itineraries, onLeg, onBook }: TransferListProps) {
  const tt = useScopedT(searchDict)
  const rt = useScopedT(routesDict)
  return (
    <View className='transfer-list' data-testid='transfer-list'>
      <Text className='transfer-list__note'>{tt('list.transferBookNote')}</Text>
      {itineraries.map((it, i) => (
        <View key={`${it.legs.map((l) => l.flightKey).join('|')}`} className='transfer-list__card' data-testid='transfer-itinerary' data-index={i}>
          <View className='transfer-list__head'>
            <Text className='transfer-list__via'>
              {tt('list.transferVia', { city: it.viaCityName, h: Math.floor(it.connectionMinutes / 60), m: it.connectionMinutes % 60 })}
              {it.changeAirport ? <Text className='transfer-list__warn'> · {tt('list.transferChangeAirport')}</Text> : null}
            </Text>
            <Price value={it.totalLowestPrice} decimals={0} className='transfer-list__total' />
          </View>
          <Text className='transfer-list__sub'>{tt('list.transferTotal', { h: Math.floor(it.totalMinutes / 60), m: it.totalMinutes % 60 })}</Text>
          {it.legs.map((leg, n) => (
            <View key={leg.flightKey} className='transfer-list__leg' onClick={() => onLeg(leg)} data-testid='transfer-leg'>
              <Text className='transfer-list__leg-no'>{tt('list.transferLeg', { n: n + 1 })}</Text>
              <View className='transfer-list__leg-main'>
                <Text className='transfer-list__leg-time'>
                  {timeOf(leg.depTime)} {leg.depAirportName} → {timeOf(leg.arrTime)} {leg.arrAirportName}
                </Text>
                <Text className='transfer-list__leg-sub'>
                  {leg.airlineName} {leg.flightNo}
                </Text>
              </View>
              <Price value={leg.lowestPrice} decimals={0} className='transfer-list__leg-price' />
              <Text className='transfer-list__arrow'>›</Text>
            </View>
          ))}
          {onBook && it.legs.length === 2 ? (
            <Text className='transfer-list__book' onClick={() => onBook(it)} data-testid='transfer-book-one'>
              {rt('transfer.bookOne')} ›
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
})
