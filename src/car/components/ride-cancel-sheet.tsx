import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import { carOrder } from '../i18n/order'
import type { CarOrderCancelStore } from '../stores/car-order-cancel'
import './ride-ui.scss'

export interface RideCancelSheetProps {
  store: CarOrderCancelStore
  /** After a cancellation went through (the page reloads the order and says so). */
  onDone: () => void
}

/**
 * The cancel sheet: what cancelling costs now (free before a driver accepts, the car type's fee
 * after), the server's note on why, and the two choices. When the fee changed between the quote
 * and the tap, it says so with the fee that was shown and asks again at the new one; when the ride
 * cannot be cancelled any more, it says why and only closes.
 */
export const RideCancelSheet = observer(function RideCancelSheet({ store, onDone }: RideCancelSheetProps) {
  const tt = useScopedT(carOrder)
  if (!store.open) return null
  const q = store.quote
  const confirm = async () => {
    if (await store.confirm()) onDone()
  }
  return (
    <View className='ride-sheet' data-testid='cancel-sheet' data-phase={store.phase}>
      <View className='ride-sheet__mask' onClick={() => store.dismiss()} />
      <View className='ride-sheet__panel'>
        <Text className='ride-sheet__title'>{tt('car.ride.cancelTitle')}</Text>
        {store.phase === 'quoting' ? <Text className='ride-sheet__note'>{tt('car.ride.cancelQuoting')}</Text> : null}
        {store.phase === 'refused' ? (
          <Text className='ride-sheet__refused' data-testid='cancel-refused'>
            {store.message}
          </Text>
        ) : null}
        {q && (store.phase === 'confirm' || store.phase === 'cancelling') ? (
          <>
            {store.feeChanged ? (
              <View className='ride-sheet__changed' data-testid='cancel-fee-changed'>
                <Text>{store.message}</Text>
                <Text className='ride-sheet__was'>
                  {tt('car.ride.feeChangedNote')} <Price value={store.previousFee} />
                </Text>
              </View>
            ) : null}
            <View className='ride-sheet__fee-row'>
              <Text className='ride-sheet__fee-label'>{tt('car.ride.cancelFeeLabel')}</Text>
              <Price value={q.fee} className={`ride-sheet__fee ${q.fee > 0 ? 'ride-sheet__fee--charged' : ''}`} testId='cancel-fee' />
            </View>
            <Text className='ride-sheet__note' data-testid='cancel-reason'>
              {q.reason || (q.fee === 0 ? tt('car.ride.cancelFreeNote') : '')}
            </Text>
            {!store.feeChanged && store.message ? <Text className='ride-sheet__refused'>{store.message}</Text> : null}
            <Text className='ride-sheet__ask'>{tt('car.ride.cancelAsk')}</Text>
            <View className='ride-sheet__buttons'>
              <Text className='ride-sheet__button' onClick={() => store.dismiss()} data-testid='cancel-keep'>
                {tt('car.ride.cancelKeep')}
              </Text>
              <Text
                className={`ride-sheet__button ride-sheet__button--danger ${store.busy ? 'ride-sheet__button--busy' : ''}`}
                onClick={() => void confirm()}
                data-testid='cancel-confirm'
              >
                {tt('car.ride.cancelConfirm')}
              </Text>
            </View>
          </>
        ) : null}
        {store.phase === 'refused' || store.phase === 'quoting' ? (
          <Text className='ride-sheet__close' onClick={() => store.dismiss()} data-testid='cancel-close'>
            {tt('car.ride.close')}
          </Text>
        ) : null}
      </View>
    </View>
  )
})
