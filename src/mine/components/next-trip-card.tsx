import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NextTripDoc, NextTripLine, NextTripPerson, NextTripReply } from '../api/mine'
import { useScopedT } from '../../core/hooks/use-t'
import { tripOfflineDict } from '../i18n/trip-offline'
import { productLabel } from '../stores/schedule-store'
import { callPhone } from './call-phone'
import './trip-offline.scss'

/** Hotel product code (the check-out is named so). */
const HOTEL = '10903'

/** What a person holds: ticket number, car and seat, voucher. */
function PersonLine({ p }: { p: NextTripPerson }) {
  const to = useScopedT(tripOfflineDict)
  const codes = [
    p.ticketNo ? to('trip.ticketNo', { no: p.ticketNo }) : '',
    p.coach || p.seatNo ? to('trip.seat', { coach: p.coach ?? '', seat: p.seatNo ?? '' }) : '',
    p.voucher ? to('trip.voucher', { no: p.voucher }) : '',
  ].filter(Boolean)
  return (
    <View data-testid='next-trip-person'>
      <Text className='mine__meta'>{[p.name, p.cardMasked, p.seatClass].filter(Boolean).join(' · ')}</Text>
      {codes.map((c) => (
        <Text key={c} className='trip-offline__code' data-testid='next-trip-code'>{c}</Text>
      ))}
    </View>
  )
}

/** One order of the trip: when, what, where, and the numbers shown at the counter. */
function TripDoc({ doc }: { doc: NextTripDoc }) {
  const to = useScopedT(tripOfflineDict)
  const places = [doc.from && doc.to ? `${doc.from} → ${doc.to}` : doc.from || doc.to, doc.address].filter(Boolean).join(' · ')
  const flightLike = doc.people.some((p) => p.ticketNo !== undefined || p.coach !== undefined) || doc.from !== ''
  // A stay's check-out, a tour's last day (dates), a flight's or train's arrival (date and time).
  const end = !doc.arrTime
    ? ''
    : doc.arrTime.length > 10
      ? to('trip.arrive', { time: doc.arrTime.slice(5) })
      : to(doc.productCode === HOTEL ? 'trip.checkOut' : 'trip.until', { day: doc.arrTime })
  const ticketing = flightLike && doc.people.length > 0 && doc.people.every((p) => !p.ticketNo)
  return (
    <View className='trip-offline__doc' data-testid='next-trip-doc' data-order-id={doc.orderId} data-order-type={doc.orderType}>
      <View className='mine__row'>
        <Text className='mine__time'>{doc.depTime.slice(5)}</Text>
        <Text className='mine__chip'>{productLabel(doc.productCode)}</Text>
        <Text className='mine__title mine__title--wrap'>{doc.title}</Text>
      </View>
      {places ? <Text className='trip-offline__places'>{places}</Text> : null}
      {end ? <Text className='mine__meta'>{end}</Text> : null}
      {doc.confirmNo ? <Text className='trip-offline__code' data-testid='next-trip-code'>{to('trip.confirmNo', { no: doc.confirmNo })}</Text> : null}
      {doc.phone ? (
        <View className='mine__row'>
          <Text className='mine__meta'>{doc.phone}</Text>
          <Text className='mine__button' onClick={() => callPhone(doc.phone)}>{to('trip.call')}</Text>
        </View>
      ) : null}
      {doc.people.map((p, i) => (
        <PersonLine key={`${p.name}-${i}`} p={p} />
      ))}
      {ticketing ? <Text className='mine__meta'>{to('trip.pending')}</Text> : null}
    </View>
  )
}

/** A service line to call. */
function LineRow({ line }: { line: NextTripLine }) {
  const to = useScopedT(tripOfflineDict)
  return (
    <View className='mine__row' data-testid='next-trip-line'>
      <Text className='mine__meta'>{[line.name, line.phone].join(' · ')}</Text>
      <Text className='mine__button' onClick={() => callPhone(line.phone)}>{to('trip.call')}</Text>
    </View>
  )
}

/**
 * The next trip on the schedule (issue 18 §3): each order's tickets, seats, confirmation numbers and
 * vouchers, and the service lines, readable from the device's copy with no network.
 */
export const NextTripCard = observer(function NextTripCard({ trip }: { trip: NextTripReply }) {
  const to = useScopedT(tripOfflineDict)
  if (trip.docs.length === 0) return null
  return (
    <View className='mine__list'>
      <View className='mine__card' data-testid='next-trip'>
        <View className='mine__row'>
          <Text className='mine__title'>{to('trip.title')}</Text>
          <Text className='mine__meta'>{trip.endDay && trip.endDay !== trip.day ? to('trip.span', { from: trip.day.slice(5), to: trip.endDay.slice(5) }) : trip.day.slice(5)}</Text>
        </View>
        {trip.docs.map((d) => (
          <TripDoc key={d.orderId} doc={d} />
        ))}
        {trip.lines.length > 0 ? (
          <View className='trip-offline__doc' data-testid='next-trip-lines'>
            <Text className='mine__meta'>{to('trip.lines')}</Text>
            {trip.lines.map((l) => (
              <LineRow key={`${l.name}-${l.phone}`} line={l} />
            ))}
          </View>
        ) : null}
      </View>
      <Text className='mine__section'>{to('trip.all')}</Text>
    </View>
  )
})

/** 'Offline · saved 14:05 (5 min ago)' with a retry. */
export function OfflineNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const to = useScopedT(tripOfflineDict)
  return (
    <View className='trip-offline__notice' data-testid='offline-notice'>
      <Text>{text}</Text>
      <Text className='mine__link' onClick={onRetry}>{to('offline.retry')}</Text>
    </View>
  )
}
