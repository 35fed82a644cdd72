import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../core/components/price'
import { useScopedT } from '../../core/hooks/use-t'
import { carOrder } from '../i18n/order'
import type { CarOrderCancelStore } from '../stores/car-order-cancel'
import './ride-ui.scss'

/** The cancel button with what cancelling costs now in its label (free, or the fee); the sheet asks again before it is done. */
export const RideCancelButton = observer(function RideCancelButton({ cancel, className }: { cancel: CarOrderCancelStore; className: string }) {
  const tt = useScopedT(carOrder)
  const q = cancel.quote
  return (
    <Text className={className} onClick={() => void cancel.begin()} data-testid='ride-cancel' data-fee={q?.cancellable ? q.fee : ''}>
      {q?.cancellable && q.fee === 0 ? tt('car.ride.cancelFree') : tt('car.ride.cancel')}
      {q?.cancellable && q.fee > 0 ? (
        <>
          {' '}
          <Price value={q.fee} />
        </>
      ) : null}
    </Text>
  )
})
