import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../../core/components/price'
import { useScopedT } from '../../../core/hooks/use-t'
import { booking } from '../../i18n/booking'
import type { FlightChangeStore } from '../../stores/flight-order-change'

/** The passengers whose tickets change. */
export const ChangePassengers = observer(function ChangePassengers({ store }: { store: FlightChangeStore }) {
  const tt = useScopedT(booking)
  return (
    <>
    <Text className='order-section'>{tt('tk.change.choosePassengers')}</Text>
    <View className='order-card'>
      {store.passengers.map((p) => {
        const on = store.passengerIds.includes(p.passengerId)
        return (
          <View key={p.passengerId} className={`order-check ${on ? 'order-check--on' : ''}`} onClick={() => store.togglePassenger(p.passengerId)} data-testid={`change-psg-${p.passengerId}`}>
            <View className='order-check__box'>{on ? '✓' : ''}</View>
            <View className='order-check__main'>
              <Text className='order-check__title'>{p.name}</Text>
              <Text className='order-check__sub'>
                {p.tickets.filter((t) => t.segmentNo === store.segmentNo).map((t) => t.ticketNo).join('  ')}
              </Text>
            </View>
          </View>
        )
      })}
    </View>

    </>
  )
})

/** What the change costs or gives back, and who settles it. */
export const ChangeFeeBox = observer(function ChangeFeeBox({ store }: { store: FlightChangeStore }) {
  const tt = useScopedT(booking)
  const fee = store.fee
  return (
    <>
    {fee ? (
      <>
        <Text className='order-section'>{tt('tk.change.fee')}</Text>
        <View className='order-card' data-testid='change-fee'>
          <Text className='order-note'>{tt('tk.change.feePerTicket', { fee: fee.changeFeePerTicket, percent: fee.changeFeePercent })}</Text>
          {fee.fareRefundPerTicket > 0 ? (
            <Text className='order-note'>{tt('tk.change.fareRefundPerTicket', { back: fee.fareRefundPerTicket, percent: fee.fareRefundPercent })}</Text>
          ) : (
            <Text className='order-note'>{tt('tk.change.diffPerTicket', { diff: fee.fareDifferencePerTicket })}</Text>
          )}
          <View className='order-line'>
            <Text>
              {tt('tk.change.changeFee')} {tt('tk.edit.times', { n: fee.passengerCount })}
            </Text>
            <Price value={fee.changeFee} />
          </View>
          {fee.fareRefund > 0 ? (
            <>
              <View className='order-line'>
                <Text>{tt('tk.change.fareRefund')}</Text>
                <Price value={fee.fareRefund} testId='change-fare-refund' />
              </View>
              <View className='order-line'>
                <Text className='order-note'>{tt('tk.change.fareRefundFee')}</Text>
                <Price value={fee.fareRefundFee} />
              </View>
            </>
          ) : (
            <View className='order-line'>
              <Text>{tt('tk.change.fareDifference')}</Text>
              <Price value={fee.fareDifference} />
            </View>
          )}
          <View className='order-line order-line--total'>
            <Text>{fee.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.total')}</Text>
            <Price value={fee.refundable > 0 ? fee.refundable : fee.payable} testId='change-fee-total' />
          </View>
          <Text className='order-note' data-testid='change-settlement' data-settlement={fee.settlement}>
            {store.settlementText}
          </Text>
        </View>
      </>
    ) : null}

    </>
  )
})

/** The reason, and the last error. */
export const ChangeReason = observer(function ChangeReason({ store }: { store: FlightChangeStore }) {
  const tt = useScopedT(booking)
  return (
    <>
    <Text className='order-section'>{tt('tk.change.reason')}</Text>
    <View className='order-card'>
      <Input className='tk-change__reason' value={store.reason} placeholder={tt('tk.change.reasonPh')} maxlength={200} onInput={(e) => store.setReason(e.detail.value)} />
    </View>

      {store.error ? (
        <View className='order-error' data-testid='change-error'>
          {store.error}
        </View>
      ) : null}
    </>
  )
})
