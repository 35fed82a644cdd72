import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction, type OrderTraveller } from '../../../core/components/order-detail-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { PageShell } from '../../../core/components/page-shell'
import { ORDER_TYPE, orderDetailRoute } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { TrainCard, runMinutesOf } from '../../components/train-booking-train-card'
import { trainBooking } from '../../i18n/booking'
import type { TrainTicketView } from '../../api/train-order'
import { documentLine, seatLine, TrainOrderDetailStore } from '../../stores/train-order-detail-store'
import './index.scss'

const POLL_MS = 2000

/** /tr/OrderDetail?orderId=: a train order, its tickets (carriage and seat once issued) and what can be done with it now. */
function TrOrderDetailPage() {
  const tt = useScopedT(trainBooking)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new TrainOrderDetailStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment, refund or change: read the order again.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  // Tickets being issued: read again until they are.
  useEffect(() => {
    if (!store.issuing) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const run = async () => {
      const again = await store.pollIssuing()
      if (!stopped && again) timer = setTimeout(() => void run(), POLL_MS)
    }
    timer = setTimeout(() => void run(), POLL_MS)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [store.issuing])
  // A transfer or standby order has its own screen (order-type routing sends most there; a link may not).
  useEffect(() => {
    if (store.elsewhere && store.order) void redirect(store.elsewhere, { orderId: store.order.orderId })
  }, [store.elsewhere])

  const title = tt('tr.order.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('tr.order.notFound'), actionText: tt('tr.order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  if (store.elsewhere) {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }

  const o = store.order
  const cancel = async () => {
    if (!(await ui.confirm(tt('tr.order.tips'), tt('tr.order.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('tr.order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const openAfterSale = (orderType: 11010 | 11011, id: string) => {
    const to = orderDetailRoute({ orderType, orderId: id })
    if (to) void navigate(to.path, { ...to.query, ...(orderType === 11010 ? { refundId: id } : { changeId: id }) })
  }

  const actions: OrderDetailAction[] = [
    { key: 'service', label: tt('tr.order.service'), onClick: () => void navigate('/tr/OrderService', { orderId: o.orderId }), show: true },
    { key: 'cancel', label: tt('tr.order.cancel'), onClick: () => void cancel() },
    { key: 'change', label: tt('tr.order.change'), onClick: () => void navigate('/tr/ApplyAlter', { orderId: o.orderId }) },
    { key: 'refund', label: tt('tr.order.refund'), onClick: () => void navigate('/tr/ApplyRefund', { orderId: o.orderId }) },
    { key: 'pay', label: tt('tr.order.pay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: ORDER_TYPE.TRAIN }), main: true },
  ]

  const ticketLine = (tk: TrainTicketView) => (
    <View key={tk.ticketId} className='tr-order__ticket' data-testid='ticket' data-status={tk.status}>
      <View className='tr-order__ticket-head'>
        <Text className='tr-order__ticket-train'>
          {tk.trainCode} · {tk.seatName}
        </Text>
        <Text className={`tr-order__ticket-state tr-order__ticket-state--${tk.status}`}>{tt(`tr.ticketStatus.${tk.status}` as 'tr.ticketStatus.ISSUED')}</Text>
      </View>
      <Text className={`tr-order__seat ${seatLine(tk) ? 'tr-order__seat--issued' : ''}`} data-testid='ticket-seat' data-carriage={tk.carriage} data-seat-no={tk.seatNo}>
        {seatLine(tk) || (tk.status === 'BOOKED' ? tt('tr.order.seatPending') : '—')}
      </Text>
      {tk.ticketNo ? (
        <Text className='tr-order__ticket-no' data-testid='ticket-no'>
          {tt('tr.order.ticketNo')} {tk.ticketNo}
        </Text>
      ) : null}
      {tk.changed ? <Text className='tr-order__ticket-note'>{tt('tr.order.changedTicket')}</Text> : null}
    </View>
  )

  const travellers: OrderTraveller[] = o.passengers.map((p) => ({
    key: p.id,
    name: p.name,
    tag: tt(`tr.ticket.${p.ticketType}` as 'tr.ticket.1'),
    // Masked by the server: shown as given.
    document: documentLine(p),
    extra: p.tickets.map(ticketLine),
  }))

  const amounts: OrderAmountLine[] = [
    { key: 'fare', label: tt('tr.edit.fareLine', { n: o.passengers.length }), amount: o.price.fare },
    { key: 'service', label: tt('tr.edit.serviceFee'), amount: o.price.serviceFee },
    ...(o.price.insurance ? [{ key: 'insurance', label: tt('tr.edit.insuranceFee'), amount: o.price.insurance }] : []),
    { key: 'total', label: tt('tr.edit.total'), amount: o.price.total, total: true },
    ...(o.price.paid ? [{ key: 'paid', label: o.payType ? `${tt('tr.order.paid')} · ${o.payType === 'COMPANY' ? tt('tr.order.payCompany') : tt('tr.order.payPersonal')}` : tt('tr.order.paid'), amount: o.price.paid }] : []),
    ...(o.price.refunded ? [{ key: 'refunded', label: tt('tr.order.refunded'), amount: o.price.refunded }] : []),
  ]

  const afterSales = [...o.refunds, ...o.changes]
  const after = (
    <>
      {afterSales.length ? (
        <>
          <Text className='tr-order__section'>{tt('tr.order.afterSales')}</Text>
          <View className='tr-order__card'>
            {afterSales.map((a) => (
              <View key={`${a.orderType}-${a.id}`} className='tr-order__after' onClick={() => openAfterSale(a.orderType, a.id)} data-testid={`after-${a.orderType}`}>
                <Text className='tr-order__after-kind'>{a.orderType === 11010 ? tt('tr.order.refundRecord') : tt('tr.order.changeRecord')}</Text>
                <Text className='tr-order__after-no'>{a.no}</Text>
                <Text className={`tr-order__badge tr-order__badge--${statusTone(a.status)}`}>{statusLabel(a.status)}</Text>
                <Price value={a.amount} className='tr-order__after-amount' />
                <Text className='tr-order__arrow'>›</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}

      <View className='tr-order__card'>
        <View className='tr-order__line'>
          <Text>{tt('tr.order.contact')}</Text>
          <Text className='tr-order__value'>
            {o.contact.name} {o.contact.phone}
          </Text>
        </View>
        <View className='tr-order__line'>
          <Text>{tt('tr.order.tripType')}</Text>
          <Text className='tr-order__value'>{o.tripType === 1 ? tt('tr.order.business') : tt('tr.order.personal')}</Text>
        </View>
        {o.costCenterName || o.projectName ? (
          <View className='tr-order__line'>
            <Text>{tt('tr.order.cost')}</Text>
            <Text className='tr-order__value'>{[o.costCenterName, o.projectName].filter(Boolean).join(' / ')}</Text>
          </View>
        ) : null}
        <View className='tr-order__line'>
          <Text>{tt('tr.order.booker')}</Text>
          <Text className='tr-order__value'>{o.bookerName}</Text>
        </View>
        <View className='tr-order__line'>
          <Text>{tt('tr.order.createdAt')}</Text>
          <Text className='tr-order__value'>{o.createdAt.slice(0, 16)}</Text>
        </View>
        {o.paidAt ? (
          <View className='tr-order__line'>
            <Text>{tt('tr.order.paidAt')}</Text>
            <Text className='tr-order__value'>{o.paidAt.slice(0, 16)}</Text>
          </View>
        ) : null}
        {o.violation ? (
          <View className='tr-order__violation' data-testid='violation'>
            <Text className='tr-order__violation-title'>{tt('tr.order.violation')}</Text>
            {o.violation.violations.map((v) => (
              <Text key={v.code + v.text} className='tr-order__violation-text'>
                {v.text}
              </Text>
            ))}
            {o.violation.reasonText ? (
              <Text className='tr-order__violation-text'>
                {tt('tr.edit.reason')}：{o.violation.reasonText}
                {o.violation.note ? `（${o.violation.note}）` : ''}
              </Text>
            ) : null}
          </View>
        ) : null}
      </View>
    </>
  )

  return (
    <OrderDetailShell
      title={title}
      className='tr-order'
      status={o.status}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: store.payDeadline }}
      hints={store.issuing ? <Text className='order-shell__hint'>{tt('tr.order.issuingHint')}</Text> : null}
      progress={o.approval}
      travellers={{ title: tt('tr.order.passengers'), list: travellers }}
      amounts={{ title: tt('tr.order.price'), lines: amounts }}
      after={after}
      allowed={o.allowedActions}
      actions={actions}
    >
      <Text className='tr-order__section'>{tt('tr.order.trains')}</Text>
      {o.legs.map((leg) => (
        <TrainCard
          key={leg.legNo}
          testId={`leg-${leg.legNo}`}
          label={o.legs.length > 1 ? tt('tr.order.leg', { n: leg.legNo }) : undefined}
          train={{
            trainCode: leg.trainCode,
            date: leg.date,
            startTime: leg.startTime,
            arriveTime: leg.arriveTime,
            arriveDays: leg.arriveDays,
            runMinutes: runMinutesOf(leg.runTime),
            fromStationName: leg.fromStation.name,
            toStationName: leg.toStation.name,
          }}
        />
      ))}
    </OrderDetailShell>
  )
}

export default observer(TrOrderDetailPage)
