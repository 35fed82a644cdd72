import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { PrimaryButton } from '../../core/components/primary-button'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { navigate, relaunch } from '../../core/platform/nav'
import { carBookingDict } from '../i18n/booking'
import { CAR_SCREENS, USE, carDoneContext } from '../stores/car-context'
import { CarDoneStore, doneState } from '../stores/car-done-store'
import './car-booking.scss'

/**
 * /car/carCmp: the booked ride: in approval, dispatching, or waiting for its time (scheduled); a
 * chartered car booked. Buttons to follow the ride (/car/driving), to the order detail
 * (/car/carOrderDetail, chartered: /car/carJsycDetail), to book another.
 */
export const CarCmp = observer(function CarCmp() {
  const tt = useScopedT(carBookingDict)
  const router = useRouter()
  const ctx = carDoneContext.decode(router.params)
  const [store] = useState(() => new CarDoneStore())

  useEffect(() => {
    if (ctx) void store.load(ctx.orderId, ctx.useType === USE.CHARTERED)
  }, [])

  if (!ctx || store.status === 'error') {
    return (
      <PageShell title={tt('done.title')}>
        <StateView status='error' message={store.loadError || tt('done.loadFailed')} onRetry={ctx ? () => void store.load(ctx.orderId, ctx.useType === USE.CHARTERED) : () => void relaunch('/home')} />
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !store.order) {
    return (
      <PageShell title={tt('done.title')}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  const o = store.order
  const chartered = ctx.useType === USE.CHARTERED
  const state = doneState(o, chartered)
  return (
    <PageShell title={tt('done.title')} className='car-b'>
      <View className='car-b__done' data-testid='car-done' data-state={state}>
        <Text className='car-b__done-icon'>✓</Text>
        <Text className='car-b__done-title' data-testid='done-title'>
          {tt(`done.${state}`)}
        </Text>
        <Text className='car-b__done-hint'>{tt(`done.${state}Hint`)}</Text>
        <Text className='car-b__done-no' data-testid='done-order-no'>
          {tt('done.orderNo', { no: o.orderNo })}
        </Text>
      </View>
      <View className='car-b__card'>
        <Text className='car-b__summary-use'>
          {o.useTypeText} · {o.carTypeName}
        </Text>
        <Text className='car-b__summary-route'>{chartered ? o.startTime : `${o.from.name} → ${o.to.name}`}</Text>
        <View className='car-b__kv'>
          <Text>{o.startTime}</Text>
          <Text className='car-b__price'>¥{o.estimatePrice}</Text>
        </View>
        <Text className='car-b__muted'>{o.payment === 'COMPANY' ? tt('edit.company') : tt('edit.personal')}</Text>
      </View>
      <View className='car-b__foot car-b__foot--stack'>
        {!chartered ? (
          <PrimaryButton onClick={() => void navigate(`${CAR_SCREENS.driving}?orderId=${o.orderId}`)} testId='done-driving'>
            {tt('done.driving')}
          </PrimaryButton>
        ) : null}
        <PrimaryButton
          plain
          onClick={() => void navigate(chartered ? `${CAR_SCREENS.charteredDetail}?id=${o.orderId}` : `${CAR_SCREENS.detail}?orderId=${o.orderId}`)}
          testId='done-detail'
        >
          {tt('done.detail')}
        </PrimaryButton>
        <PrimaryButton plain onClick={() => void relaunch(CAR_SCREENS.query)} testId='done-again'>
          {tt('done.again')}
        </PrimaryButton>
      </View>
    </PageShell>
  )
})
