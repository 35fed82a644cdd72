import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction, type OrderTraveller } from '../../core/components/order-detail-shell'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { tourDict } from '../i18n/tour'
import { TourOrderStore } from '../stores/tour-order-store'
import { TOUR_ORDER_TYPE } from './tour-routes'
import './tour.scss'

/**
 * /travel/travelOrder/travelOrderDetail/{id}: a tour order on the core order shell — status, pay
 * countdown, approval, the tour and its departure, the itinerary, participants (ID numbers and
 * mobiles masked by the server), the price with what a cancellation kept and gave back, the
 * particulars, and the actions the server allows (pay; cancel, showing what it costs now by the
 * cancellation table).
 */
export const TourOrderDetail = observer(function TourOrderDetail() {
  const tt = useScopedT(tourDict)
  const { badges } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TourOrderStore(query.id || query.orderId))
  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment: read the order again.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  const title = tt('tour.order.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('tour.order.notFound'), actionText: tt('tour.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order

  const cancel = async () => {
    const quote = o.cancelQuote?.text ?? ''
    if (!(await ui.confirm(tt('tour.order.cancelTitle'), [tt('tour.order.cancelConfirm'), quote].filter(Boolean).join('\n')))) return
    if (await store.cancel()) {
      ui.toast(tt('tour.order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const actions: OrderDetailAction[] = [
    { key: 'cancel', label: tt('tour.order.cancel'), onClick: () => void cancel() },
    { key: 'pay', label: tt('tour.order.pay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: TOUR_ORDER_TYPE }), main: true },
  ]
  const travellers: OrderTraveller[] = o.participants.map((p, i) => ({
    key: `${i}-${p.name}`,
    name: p.name,
    tag: p.psgType === 2 ? tt('tour.order.child') : tt('tour.order.adult'),
    document: [p.idNumberMasked, p.mobileMasked].filter(Boolean).join(' · '),
  }))
  const amounts: OrderAmountLine[] = [
    { key: 'fare', label: tt('tour.order.fare'), amount: o.price.fareTotal },
    { key: 'fee', label: tt('tour.order.serviceFee'), amount: o.price.serviceFee },
    ...(o.cancellation ? [{ key: 'cancelFee', label: tt('tour.order.cancelFee'), amount: o.cancellation.fee }] : []),
    ...(o.price.refunded > 0 ? [{ key: 'refunded', label: tt('tour.order.refunded'), amount: o.price.refunded }] : []),
    { key: 'total', label: tt('tour.order.total'), amount: o.price.total, total: true },
  ]
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='tour__line'>
      <Text className='tour__label'>{label}</Text>
      <Text className='tour__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
  const hints = (
    <>
      {o.confirmNo && o.status === 'ISSUED' ? (
        <Text className='order-shell__hint' data-testid='confirmed-hint'>
          {tt('tour.order.confirmNo', { no: o.confirmNo })}
        </Text>
      ) : null}
      {o.cancelQuote && o.allowedActions.cancel ? (
        <Text className='order-shell__hint' data-testid='cancel-quote'>
          {o.cancelQuote.text}
        </Text>
      ) : null}
    </>
  )
  return (
    <OrderDetailShell
      title={title}
      status={o.status}
      orderType={TOUR_ORDER_TYPE}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      hints={hints}
      progress={o.approval}
      travellers={{ title: tt('tour.order.participants'), list: travellers }}
      amounts={{ title: tt('tour.order.price'), lines: amounts }}
      allowed={o.allowedActions}
      actions={actions}
      after={
        <View className='tour__card'>
          {line('contact', tt('tour.order.contact'), `${o.contact.name} ${o.contact.phone}`)}
          {line('trip', tt('tour.order.tripType'), o.tripType === 1 ? tt('tour.fill.business') : tt('tour.fill.personal'))}
          {o.costCenterName || o.projectName ? line('cost', tt('tour.order.cost'), [o.costCenterName, o.projectName].filter(Boolean).join(' / ')) : null}
          {line('booker', tt('tour.order.booker'), o.bookerName)}
          {line('created', tt('tour.order.createdAt'), o.createdAt.slice(0, 16))}
          {o.violation ? line('violation', tt('tour.order.violation'), [o.violation.text, o.violation.reasonText, o.violation.note].filter(Boolean).join(' · ')) : null}
          {o.remark ? line('remark', tt('tour.order.remark'), o.remark) : null}
        </View>
      }
    >
      <View className='tour__card' data-testid='tour-order-product'>
        <Text className='tour__row-title'>{o.product.name}</Text>
        <Text className='tour__row-sub'>{tt('tour.order.departure', { dep: o.depDate, end: o.endDate })}</Text>
        <Text className='tour__row-sub'>{tt('tour.detail.meetingLine', { place: o.product.meeting })}</Text>
        <View className='tour__tags'>
          <Text className='tour__tag'>{o.product.themeName}</Text>
          <Text className='tour__tag tour__tag--muted'>{o.product.cityName}</Text>
        </View>
      </View>
      <Text className='tour__section'>{tt('tour.order.itinerary')}</Text>
      <View className='tour__card'>
        {o.itinerary.map((d) => (
          <View key={d.day} className='tour__day'>
            <Text className='tour__day-title'>
              {tt('tour.detail.day', { n: d.day })} · {d.title}
            </Text>
            <Text className='tour__text'>{d.desc}</Text>
          </View>
        ))}
      </View>
    </OrderDetailShell>
  )
})
