import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { chinaTimeLabel } from '../../core/domain/china-time'
import { useScopedT } from '../../core/hooks/use-t'
import type { CarOrderDetail } from '../api/car-order'
import { carOrder } from '../i18n/order'
import { kmText } from '../stores/car-order-format'
import './ride-ui.scss'

/** One label — value line of a card. */
export function RideLine({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <View className='ride-line'>
      <Text className='ride-line__label'>{label}</Text>
      <Text className='ride-line__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

/** From → to, with their addresses (a chartered car's drop-off may equal its pick-up: then only one). */
export function RidePlaces({ order }: { order: Pick<CarOrderDetail, 'from' | 'to'> }) {
  const tt = useScopedT(carOrder)
  const same = order.to.name === order.from.name && order.to.lat === order.from.lat && order.to.lng === order.from.lng
  const place = (kind: 'from' | 'to', p: CarOrderDetail['from']) => (
    <View className='ride-places__place' data-testid={`place-${kind}`}>
      <View className={`ride-places__dot ride-places__dot--${kind}`} />
      <View className='ride-places__text'>
        <Text className='ride-places__name' aria-label={`${tt(kind === 'from' ? 'car.ride.from' : 'car.ride.to')} ${p.name}`}>
          {p.name}
        </Text>
        {p.address ? <Text className='ride-places__address'>{p.address}</Text> : null}
      </View>
    </View>
  )
  return (
    <View className='ride-places'>
      {place('from', order.from)}
      {same ? null : place('to', order.to)}
    </View>
  )
}

/**
 * The ride's facts card: use type, car type, pick-up time (China time), flight of a pick-up, the
 * places, and the distance (estimated, and actual once driven).
 */
export function RideFacts({ order }: { order: CarOrderDetail }) {
  const tt = useScopedT(carOrder)
  const o = order
  return (
    <View className='ride-card' data-testid='ride-facts'>
      <RidePlaces order={o} />
      <RideLine label={tt('car.ride.useType')} value={o.useTypeText} testId='use-type' />
      <RideLine label={tt('car.ride.carType')} value={o.carTypeName} testId='car-type' />
      <RideLine label={tt('car.ride.startTime')} value={chinaTimeLabel(o.startTime.slice(0, 16))} testId='start-time' />
      {o.flight ? (
        <RideLine
          label={tt('car.ride.flight')}
          value={tt('car.ride.flightLine', { no: o.flight.flightNo, time: chinaTimeLabel(o.flight.arrTime.slice(11, 16)), terminal: o.flight.arrTerminal })}
          testId='flight'
        />
      ) : null}
      {o.useType !== 7 ? (
        <RideLine
          label={tt('car.ride.distance')}
          value={[tt('car.ride.estDistance', { km: kmText(o.distanceM), min: o.durationMin }), o.actualDistanceM !== null ? tt('car.ride.actualDistance', { km: kmText(o.actualDistanceM) }) : '']
            .filter(Boolean)
            .join('\n')}
          testId='distance'
        />
      ) : null}
    </View>
  )
}

/** The order card: contact, payment, cost centre and project, policy violations with the reason given, remark, booking time. */
export function RideOrderMore({ order }: { order: CarOrderDetail }) {
  const tt = useScopedT(carOrder)
  const o = order
  return (
    <>
      <Text className='ride-section'>{tt('car.ride.more')}</Text>
      <View className='ride-card' data-testid='order-more'>
        <RideLine label={tt('car.ride.contact')} value={`${o.contact.name} ${o.contact.phone}`} testId='contact' />
        <RideLine label={tt('car.ride.payment')} value={tt(`car.ride.payment.${o.payment}`)} testId='payment' />
        {o.costCenterName || o.projectName ? <RideLine label={tt('car.ride.cost')} value={[o.costCenterName, o.projectName].filter(Boolean).join(' / ')} testId='cost-centre' /> : null}
        {o.startPlaceNote ? <RideLine label={tt('car.ride.startPlaceNote')} value={o.startPlaceNote} testId='start-place-note' /> : null}
        {o.remark ? <RideLine label={tt('car.ride.remark')} value={o.remark} testId='remark' /> : null}
        <RideLine label={tt('car.ride.createdAt')} value={chinaTimeLabel(o.createdAt.slice(0, 16))} />
        {o.violations.length ? (
          <View className='ride-violation' data-testid='violation'>
            <Text className='ride-violation__title'>{tt('car.ride.violation')}</Text>
            {o.violations.map((v) => (
              <Text key={v.code}>{v.text}</Text>
            ))}
            {o.reasonText ? <Text>{tt('car.ride.violationReason', { reason: o.reasonText })}</Text> : null}
          </View>
        ) : null}
      </View>
    </>
  )
}
