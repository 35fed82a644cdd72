import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderDetailAction, type OrderTraveller } from '../../core/components/order-detail-shell'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { airportDict } from '../i18n/airport'
import { AirportOrderStore } from '../stores/airport-order-store'
import './airport.scss'

const POLL_MS = 2000

/**
 * /restRoom/order, /fastCheck/order, /checkIn/order, /guestPass/order, /integratedProduct/order
 * (?orderId=): an airport service order on the core order shell — status, pay countdown, approval,
 * the service (airport, terminal, location, hours, day, the flight it is tied to), the travellers
 * each with the voucher code once paid, the price, the cancellation rule (or why it is closed),
 * and the actions the server allows (pay, cancel).
 */
export const ServiceOrder = observer(function ServiceOrder() {
  const tt = useScopedT(airportDict)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new AirportOrderStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  // Paid, vouchers being written: read again until they are.
  useEffect(() => {
    if (!store.issuing) return undefined
    const timer = setTimeout(() => void store.load(true), POLL_MS)
    return () => clearTimeout(timer)
  }, [store.issuing, store.order])

  const title = tt('title.order')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('order.notFound'), actionText: tt('order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order

  const cancel = async () => {
    if (!(await ui.confirm(tt('common.tips'), tt('order.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const actions: OrderDetailAction[] = [
    { key: 'cancel', label: tt('order.actionCancel'), onClick: () => void cancel() },
    { key: 'pay', label: tt('order.actionPay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: o.orderType }), main: true },
  ]
  const travellers: OrderTraveller[] = o.travellers.map((t, i) => ({
    key: `t-${i}`,
    name: t.name,
    document: t.cardMasked,
    extra: (
      <View>
        <Text className='ap__muted ap__block'>{tt('order.voucher')}</Text>
        <Text className={`ap__block ${t.voucherCode ? 'ap__voucher' : 'ap__muted'}`} data-testid='voucher-code'>
          {t.voucherCode ?? tt('order.voucherPending')}
        </Text>
      </View>
    ),
  }))
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='ap__row'>
      <Text className='ap__label'>{label}</Text>
      <Text className='ap__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )

  return (
    <OrderDetailShell
      title={title}
      className='ap'
      status={o.status}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      hints={store.vouchersIssued && o.status === 'ISSUED' ? <Text className='order-shell__hint' data-testid='voucher-hint'>{tt('order.voucherHint')}</Text> : null}
      progress={o.approval}
      travellers={{ title: tt('order.travellers'), list: travellers }}
      amounts={{
        title: tt('order.amounts'),
        lines: [
          { key: 'unit', label: `${tt('order.unit', { n: o.price.quantity })}`, amount: o.price.unitPrice },
          { key: 'total', label: tt('order.total'), amount: o.price.total, total: true },
          ...(o.price.refunded > 0 ? [{ key: 'refunded', label: tt('order.refunded'), amount: o.price.refunded }] : []),
        ],
      }}
      allowed={o.allowedActions}
      actions={actions}
      after={
        <View className='ap__card'>
          {line('contact', tt('order.contact'), `${o.contact.name} ${o.contact.phone}`)}
          {line('booker', tt('order.booker'), o.bookerName)}
          {line('created', tt('order.createdAt'), o.createdAt)}
          <Text className='ap__name ap__gap'>{tt('order.cancelRule')}</Text>
          <Text className='ap__rule'>{o.cancelRule}</Text>
          {o.cancelBlocked ? (
            <Text className='ap__error' data-testid='cancel-blocked'>
              {o.cancelBlocked}
            </Text>
          ) : null}
        </View>
      }
    >
      <View className='ap__card' data-testid='order-service'>
        <Text className='ap__name' data-testid='order-service-name'>
          {o.service.name}
        </Text>
        {line('airport', tt('order.airport'), `${o.service.airportName} ${o.service.terminal}`.trim())}
        {line('date', tt('order.date'), o.serviceDate, 'order-date')}
        {o.flight ? line('flight', tt('order.flight'), `${o.flight.flightNo} ${o.flight.depTime}`, 'order-flight') : null}
        {line('location', tt('order.location'), o.service.location)}
        {line('hours', tt('order.openHours'), o.service.openHours)}
      </View>
    </OrderDetailShell>
  )
})
