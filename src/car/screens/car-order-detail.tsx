import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction } from '../../core/components/order-detail-shell'
import { ORDER_TYPE } from '../../core/domain/order-types'
import { statusLabel } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { RideCancelSheet } from '../components/ride-cancel-sheet'
import { RideDriver } from '../components/ride-driver'
import { useRideStores } from '../components/ride-hooks'
import { RideFacts, RideOrderMore } from '../components/ride-order-parts'
import { RideTimeline } from '../components/ride-timeline'
import { carOrder } from '../i18n/order'
import { hintKey, payRoute } from '../stores/car-order-format'
import '../components/ride-ui.scss'

/**
 * /car/carOrderDetail?orderId=: a car order on the core order shell — order status and car
 * state, approval progress, the ride (places, use and car type, time, flight, distance), the
 * driver, the states timeline, the passenger (masked mobile), estimate against final fare and any
 * cancellation fee, contact, payment, cost centre and violations; actions: view the ride, cancel
 * with its fee shown first, pay (personal payment). A chartered day car goes to /car/carJsycDetail.
 */
export const CarOrderDetailScreen = observer(function CarOrderDetailScreen() {
  const tt = useScopedT(carOrder)
  const { badges } = useStores()
  const { store, cancel } = useRideStores()
  const title = tt('car.ride.titleDetail')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('car.ride.notFound'), actionText: tt('car.ride.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  // A chartered order is on its way to its own screen.
  if (store.redirect) return null
  const o = store.order
  const hint = hintKey(o)
  const pay = payRoute(o)
  const onCancelled = () => {
    ui.toast(tt('car.ride.cancelled'), { icon: 'success' })
    void store.load(true)
    void badges.refresh()
  }

  const actions: OrderDetailAction[] = [
    { key: 'ride', label: tt('car.ride.viewRide'), onClick: () => void navigate('/car/driving', { orderId: o.orderId }), show: !store.ended || o.status === 'COMPLETED' || o.status === 'AWAITING_PAYMENT' },
    { key: 'cancel', label: tt('car.ride.cancel'), onClick: () => void cancel.begin() },
    ...(pay ? [{ key: 'pay', label: tt('car.ride.pay'), onClick: () => void navigate(pay.route, pay.query), main: true }] : []),
  ]
  const amounts: OrderAmountLine[] = [{ key: 'estimate', label: tt('car.ride.estimate'), amount: o.estimatePrice }]
  if (o.finalPrice !== null) amounts.push({ key: 'final', label: tt('car.ride.finalFare'), amount: o.finalPrice, total: true })
  if (o.cancelFee !== null && o.status === 'CANCELLED') amounts.push({ key: 'cancelFee', label: tt('car.ride.cancelFee'), amount: o.cancelFee, total: true })

  const hints = (
    <>
      {o.carStatus ? (
        <Text className='order-shell__hint' data-testid='car-state' data-car-status={o.carStatus}>
          {statusLabel(o.carStatus, ORDER_TYPE.CAR)}
          {hint ? ` · ${tt(hint)}` : ''}
        </Text>
      ) : hint ? (
        <Text className='order-shell__hint'>{tt(hint)}</Text>
      ) : null}
      {o.status === 'CANCELLED' && o.cancelReason ? (
        <Text className='order-shell__hint' data-testid='cancel-reason'>
          {o.cancelReason}
        </Text>
      ) : null}
    </>
  )

  return (
    <OrderDetailShell
      title={title}
      className='ride-order'
      status={o.status}
      orderType={ORDER_TYPE.CAR}
      total={store.fare.amount}
      orderNo={o.orderNo}
      hints={hints}
      progress={o.approval}
      travellers={{ title: tt('car.ride.passenger'), list: [{ key: 'passenger', name: o.passenger.name, document: o.passenger.mobile }] }}
      amounts={{ title: tt('car.ride.fares'), lines: amounts }}
      after={<RideOrderMore order={o} />}
      overlay={<RideCancelSheet store={cancel} onDone={onCancelled} />}
      allowed={{ cancel: o.canCancel, pay: o.canPay }}
      pay={o.canPay && o.payDeadline ? { deadline: o.payDeadline } : undefined}
      actions={actions}
    >
      <Text className='ride-section'>{tt('car.ride.rideFacts')}</Text>
      <RideFacts order={o} />
      {o.driver ? <RideDriver driver={o.driver} callable={store.live} /> : null}
      <RideTimeline title={tt('car.ride.timeline')} steps={o.timeline} />
    </OrderDetailShell>
  )
})
