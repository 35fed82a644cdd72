import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { statusLabel, statusTone } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import { openNavigation } from '../../core/platform/navigate'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { ORDER_TYPE } from '../../core/domain/order-types'
import { RideCancelButton } from '../components/ride-cancel-button'
import { RideCancelSheet } from '../components/ride-cancel-sheet'
import { RideDriver } from '../components/ride-driver'
import { useRideStores } from '../components/ride-hooks'
import { RideMap } from '../components/ride-map'
import { RidePlaces } from '../components/ride-order-parts'
import { RideTimeline } from '../components/ride-timeline'
import { carOrder } from '../i18n/order'
import { bannerCode, headingToPickup, hintKey, kmText, payRoute } from '../stores/car-order-format'
import '../components/ride-ui.scss'

/**
 * /car/driving?orderId=: the live ride. The map (route, pick-up, drop-off and the driver), the
 * state banner with what happens next, minutes and km left, the fare (estimate, final once
 * driven), the driver card with a call button for the virtual number, the timeline, and the bar:
 * navigate to the pick-up and cancel with its fee while a ride can be cancelled; the order (and
 * paying, for personal payment) once it is over. Polls the driver's position while live.
 */
export const DrivingScreen = observer(function DrivingScreen() {
  const tt = useScopedT(carOrder)
  const { badges } = useStores()
  const { store, cancel } = useRideStores()
  const title = tt('car.ride.titleDriving')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('car.ride.notFound'), actionText: tt('car.ride.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order
  const code = bannerCode(o)
  const hint = hintKey(o)
  const spot = store.driverSpot
  const toPickup = headingToPickup(o.carStatus)
  const pay = payRoute(o)
  const onCancelled = () => {
    ui.toast(tt('car.ride.cancelled'), { icon: 'success' })
    void store.load(true)
    void badges.refresh()
  }
  const goNavigate = () => {
    void openNavigation({ lat: o.from.lat, lng: o.from.lng, name: o.from.name, address: o.from.address })
  }

  return (
    <PageShell title={title} className='ride-page ride-driving'>
      <RideMap
        from={o.from}
        to={o.to}
        points={o.points}
        driver={store.ended ? null : spot}
        labels={{ pickup: tt('car.ride.pickup'), dropoff: tt('car.ride.dropoff'), driver: o.driver?.plate ?? tt('car.ride.driver') }}
        note={tt('car.ride.mapNote')}
      />
      <View className='ride-body'>
        <View className='ride-banner' data-testid='ride-banner' data-status={o.status} data-car-status={o.carStatus ?? ''}>
          <View className='ride-banner__row'>
            <Text className={`ride-banner__state ride-banner__state--${statusTone(code)}`} data-testid='ride-state'>
              {statusLabel(code, ORDER_TYPE.CAR)}
            </Text>
            {store.live ? <View className='ride-banner__pulse' /> : null}
          </View>
          {hint ? <Text className='ride-banner__hint'>{tt(hint)}</Text> : null}
          {o.status === 'CANCELLED' && o.cancelReason ? <Text className='ride-banner__hint'>{o.cancelReason}</Text> : null}
          {store.etaMin !== null || store.distanceLeftM !== null ? (
            <View className='ride-eta' data-testid='ride-eta'>
              <View className='ride-eta__item'>
                <Text className='ride-eta__label'>{tt(toPickup ? 'car.ride.toPickup' : 'car.ride.toDropoff')}</Text>
                <Text className='ride-eta__value' data-testid='eta-min'>
                  {store.etaMin !== null ? tt('car.ride.etaMin', { min: store.etaMin }) : '—'}
                </Text>
              </View>
              <View className='ride-eta__item'>
                <Text className='ride-eta__label'>{tt('car.ride.distance')}</Text>
                <Text className='ride-eta__value' data-testid='distance-left'>
                  {store.distanceLeftM !== null ? tt('car.ride.km', { km: kmText(store.distanceLeftM) }) : '—'}
                </Text>
              </View>
            </View>
          ) : null}
          <View className='ride-fare' data-testid={store.fare.final ? 'final-fare' : 'estimate-fare'} data-amount={store.fare.amount}>
            <Text>{o.status === 'CANCELLED' ? tt('car.ride.cancelFee') : store.fare.final ? tt('car.ride.finalFare') : tt('car.ride.estimate')}</Text>
            <Price value={store.fare.amount} className='ride-fare__amount' />
          </View>
        </View>

        {o.driver ? <RideDriver driver={o.driver} callable={store.live} /> : null}

        <View className='ride-card'>
          <RidePlaces order={o} />
        </View>

        <RideTimeline title={tt('car.ride.timeline')} steps={o.timeline} />
      </View>

      <RideCancelSheet store={cancel} onDone={onCancelled} />

      <View className='ride-bar'>
        {o.canCancel ? (
          <>
            <Text className='ride-bar__button' onClick={goNavigate} data-testid='ride-navigate'>
              {tt('car.ride.navigate')}
            </Text>
            <RideCancelButton cancel={cancel} className='ride-bar__button ride-bar__button--danger' />
          </>
        ) : (
          <Text className={`ride-bar__button ${pay ? '' : 'ride-bar__button--main'}`} onClick={() => void navigate('/car/carOrderDetail', { orderId: o.orderId })} data-testid='ride-order'>
            {tt('car.ride.viewOrder')}
          </Text>
        )}
        {pay ? (
          <Text className='ride-bar__button ride-bar__button--main' onClick={() => void navigate(pay.route, pay.query)} data-testid='ride-pay'>
            {tt('car.ride.pay')}
          </Text>
        ) : null}
      </View>
    </PageShell>
  )
})
