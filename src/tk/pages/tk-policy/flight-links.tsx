import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { routesDict } from '../../i18n/flight-routes'
import '../tk-cmp/routes.scss'

/** The domestic query's links: the caller's flight policy, booking tips, the departure airport's buses. */
export const FlightQueryLinks = observer(function FlightQueryLinks({ depCode }: { depCode?: string }) {
  const tt = useScopedT(routesDict)
  return (
    <View className='fr-links' data-testid='flight-links'>
      <Text className='fr-link' onClick={() => void navigate('/tk/policy')} data-testid='link-policy'>
        {tt('policy.title')}
      </Text>
      <Text className='fr-muted'> · </Text>
      <Text className='fr-link' onClick={() => void navigate('/tk/strategy')} data-testid='link-strategy'>
        {tt('strategy.title')}
      </Text>
      <Text className='fr-muted'> · </Text>
      <Text className='fr-link' onClick={() => void navigate('/tk/airportBus', depCode ? { code: depCode } : {})} data-testid='link-bus'>
        {tt('bus.link')}
      </Text>
    </View>
  )
})

/** An order's link to its departure airport's buses. */
export const AirportBusLink = observer(function AirportBusLink({ airportCode }: { airportCode: string }) {
  const tt = useScopedT(routesDict)
  return (
    <View className='fr-links'>
      <Text className='fr-link' onClick={() => void navigate('/tk/airportBus', { code: airportCode })} data-testid='order-bus-link'>
        {tt('bus.link')} ›
      </Text>
    </View>
  )
})
