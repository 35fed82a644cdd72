import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import type { TicketType, TrainSeat, TrainSeatType } from '../api/train-order'
import { trainBooking } from '../i18n/booking'
import './train-booking-ticket-choice.scss'

export interface TicketChoiceProps {
  index: number
  ticketType: TicketType
  seatType: TrainSeatType
  /** The ticket types this traveller may take (by age on the day of travel). */
  ticketTypes: readonly TicketType[]
  /** The seats that can be booked now. */
  seats: readonly TrainSeat[]
  /** This traveller's fare. */
  fare: number
  onTicket: (t: TicketType) => void
  onSeat: (s: TrainSeatType) => void
}

/** Under a traveller of the booking form: the ticket type (adult, child, student) and the seat they take, with the fare. */
export const TicketChoice = observer(function TicketChoice({ index, ticketType, seatType, ticketTypes, seats, fare, onTicket, onSeat }: TicketChoiceProps) {
  const tt = useScopedT(trainBooking)
  return (
    <View className='ticket-choice' data-testid={`ticket-${index}`}>
      <View className='ticket-choice__row'>
        <Text className='ticket-choice__label'>{tt('tr.edit.ticketType')}</Text>
        <View className='ticket-choice__chips'>
          {ticketTypes.map((k) => (
            <Text
              key={k}
              className={`ticket-choice__chip ${ticketType === k ? 'ticket-choice__chip--on' : ''}`}
              onClick={() => onTicket(k)}
              data-testid={`ticket-${index}-type-${k}`}
            >
              {tt(`tr.ticket.${k}` as 'tr.ticket.1')}
            </Text>
          ))}
        </View>
      </View>
      {seats.length > 1 ? (
        <View className='ticket-choice__row'>
          <Text className='ticket-choice__label'>{tt('tr.edit.seat')}</Text>
          <View className='ticket-choice__chips'>
            {seats.map((s) => (
              <Text
                key={s.seatType}
                className={`ticket-choice__chip ${seatType === s.seatType ? 'ticket-choice__chip--on' : ''}`}
                onClick={() => onSeat(s.seatType)}
                data-testid={`ticket-${index}-seat-${s.seatType}`}
              >
                {s.seatName}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      <View className='ticket-choice__row ticket-choice__row--fare'>
        <Text className='ticket-choice__label'>{tt('tr.edit.fare')}</Text>
        <Price value={fare} className='ticket-choice__fare' testId={`ticket-${index}-fare`} />
      </View>
    </View>
  )
})
