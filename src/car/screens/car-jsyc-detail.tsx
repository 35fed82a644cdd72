import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction } from '../../core/components/order-detail-shell'
import { Price } from '../../core/components/price'
import { chinaTimeLabel } from '../../core/domain/china-time'
import { ORDER_TYPE } from '../../core/domain/order-types'
import { statusLabel } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { RideCancelSheet } from '../components/ride-cancel-sheet'
import { RideDriver } from '../components/ride-driver'
import { useRideStores } from '../components/ride-hooks'
import { RideLine, RideOrderMore, RidePlaces } from '../components/ride-order-parts'
import { RideTimeline } from '../components/ride-timeline'
import { carOrder } from '../i18n/order'
import { hintKey, kmText, payRoute } from '../stores/car-order-format'
import '../components/ride-ui.scss'

/**
 * /car/carJsycDetail?id= (H5: /car/carJsycDetail/{id}): a chartered day car (useType 7) on the
 * core order shell — the package (half or full day, its hours and km), the day and pick-up, the
 * time and distance beyond the package with their charges once driven, the driver, the status and
 * timeline, the price; cancel with its fee shown first, pay when the company's setting is personal.
 */
export const CarJsycDetailScreen = observer(function CarJsycDetailScreen() {
  const tt = useScopedT(carOrder)
  const { badges } = useStores()
  const { store, cancel } = useRideStores(true)
  const title = tt('car.ride.titleJsyc')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('car.ride.notFound'), actionText: tt('car.ride.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  const d = o.dayCar
  const hint = hintKey(o)
  const pay = payRoute(o)
  const onCancelled = () => {
    ui.toast(tt('car.ride.cancelled'), { icon: 'success' })
    void store.load(true)
    void badges.refresh()
  }
  const actions: OrderDetailAction[] = [
    { key: 'cancel', label: tt('car.ride.cancel'), onClick: () => void cancel.begin() },
    ...(pay ? [{ key: 'pay', label: tt('car.ride.pay'), onClick: () => void navigate(pay.route, pay.query), main: true }] : []),
  ]
  const amounts: OrderAmountLine[] = [{ key: 'package', label: tt('car.ride.packagePrice'), amount: o.estimatePrice }]
  if (d && d.overFee > 0) amounts.push({ key: 'over', label: tt('car.ride.overFee'), amount: d.overFee })
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
    </>
  )

  return (
    <OrderDetailShell
      title={title}
      className='ride-order ride-jsyc'
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
      actions={actions}
    >
      <Text className='ride-section'>{tt('car.ride.package')}</Text>
      <View className='ride-card' data-testid='day-car' data-kind={d?.kind ?? ''}>
        {d ? (
          <RideLine label={tt(`car.ride.kind.${d.kind}`)} value={tt('car.ride.hoursKm', { hours: d.hours, km: d.km })} testId='package' />
        ) : null}
        <RideLine label={tt('car.ride.carType')} value={o.carTypeName} testId='car-type' />
        <RideLine label={tt('car.ride.startTime')} value={chinaTimeLabel(o.startTime.slice(0, 16))} testId='start-time' />
        {d ? (
          <>
            <RideLine label={tt('car.ride.overHours')} value={d.overHours > 0 ? tt('car.ride.hoursValue', { n: d.overHours }) : tt('car.ride.overNone')} testId='over-hours' />
            <RideLine label={tt('car.ride.overKm')} value={d.overKm > 0 ? tt('car.ride.km', { km: kmText(d.overKm * 1000) }) : tt('car.ride.overNone')} testId='over-km' />
            <View className='ride-line'>
              <Text className='ride-line__label'>{tt('car.ride.overFee')}</Text>
              <Price value={d.overFee} className='ride-line__value' testId='over-fee' />
            </View>
          </>
        ) : null}
        <RidePlaces order={o} />
      </View>
      {o.driver ? <RideDriver driver={o.driver} callable={store.live} /> : null}
      <RideTimeline title={tt('car.ride.timeline')} steps={o.timeline} />
    </OrderDetailShell>
  )
})
