import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { statusLabel } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { CompletionFrame } from '../../components/completion-frame'
import { routesDict } from '../../i18n/flight-routes'
import { bookingCompletion, bookingNext } from '../../stores/flight-completion-store'
import './routes.scss'

/** /tk/tkCmp?orderId=: a domestic booking's result (order number, status) and its next step: pay, wait for approval, or nothing. */
function TkCmpPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => bookingCompletion(currentQuery().orderId))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('cmp.title')
  return (
    <CompletionFrame title={title} store={store} missing={{ message: tt('cmp.missing'), actionText: tt('cmp.newSearch'), onAction: () => void redirect('/tk/tkQuery') }}>
      {(o) => {
        const next = bookingNext(o)
        return (
          <View className='fr-box' data-testid='tk-cmp' data-next={next} data-order-id={o.orderId}>
            <Text className='fr-hero'>✓ {tt('cmp.booked')}</Text>
            <Text className='fr-muted' data-testid='cmp-order-no'>
              {tt('cmp.orderNo', { no: o.orderNo })}
            </Text>
            <View className='fr-row'>
              <Text className='fr-row__label'>{tt('cmp.status')}</Text>
              <Text className='fr-row__value' data-testid='cmp-status'>
                {statusLabel(o.status, o.orderType)}
              </Text>
            </View>
            <View className='fr-row'>
              <Text className='fr-row__label'>{tt('cmp.amount')}</Text>
              <Price value={o.price.total} className='fr-line__fare' />
            </View>
            {o.segments.map((s) => (
              <Text key={s.segmentNo} className='fr-text'>
                {s.depTime.slice(5, 16)} {s.flightNo} {s.depCityName} → {s.arrCityName}
              </Text>
            ))}
            <Text className={next === 'approval' ? 'fr-note' : 'fr-ok'} data-testid='cmp-next'>
              {next === 'pay' ? tt('cmp.pay', { deadline: o.payDeadline ?? '' }) : next === 'approval' ? tt('cmp.approval') : tt('cmp.issued')}
            </Text>
            <View className='fr-actions'>
              {next === 'pay' ? (
                <PrimaryButton onClick={() => void redirect('/pay/payment', { orderIds: o.orderId })} testId='cmp-pay'>
                  {tt('cmp.payNow')}
                </PrimaryButton>
              ) : null}
              <PrimaryButton plain onClick={() => void redirect('/tk/tkOrderDetail', { orderId: o.orderId })} testId='cmp-order'>
                {tt('cmp.viewOrder')}
              </PrimaryButton>
              <PrimaryButton plain onClick={() => void navigate('/tk/airportBus', { code: o.segments[0]?.depAirport ?? '' })} testId='cmp-bus'>
                {tt('bus.link')}
              </PrimaryButton>
            </View>
          </View>
        )
      }}
    </CompletionFrame>
  )
}

export default observer(TkCmpPage)
