import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction, type OrderTraveller } from '../../../core/components/order-detail-shell'
import { FareProtectionNote } from '../../../core/components/fare-protection-note'
import { FormField } from '../../../core/components/form-field'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { cardTypeLabel } from '../../../core/domain/card-types'
import { orderDetailRoute } from '../../../core/domain/order-types'
import { passengerTypeLabel } from '../../../core/domain/passenger'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { openDocument } from '../../../core/platform/open-document'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { booking } from '../../i18n/booking'
import { FlightOrderDetailStore } from '../../stores/flight-order-detail'
import { AirportBusLink } from '../tk-policy/flight-links'
import { SegmentCard } from './segment-card'
import './order-ui.scss'
import { IntlOrderExtra } from '../../components/intl-order-extra'
import './index.scss'

const POLL_MS = 2000

/** /tk/tkOrderDetail?orderId=: a flight order, its tickets and what can be done with it now. */
function TkOrderDetailPage() {
  const tt = useScopedT(booking)
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [query] = useState(() => currentQuery())
  const { session, badges } = useStores()
  const [store] = useState(() => new FlightOrderDetailStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment, refund or change: read the order again.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  // Tickets being issued: poll until they are.
  useEffect(() => {
    if (!store.ticketing) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const run = async () => {
      const again = await store.pollTicketing()
      if (!stopped && again) timer = setTimeout(() => void run(), POLL_MS)
    }
    timer = setTimeout(() => void run(), POLL_MS)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [store.ticketing])

  const title = tt('tk.detail.title')
  const stateScreen = loadStateScreen(title, store, !!store.order, { message: tt('tk.detail.notFound'), actionText: tt('tk.detail.allOrders'), route: '/allorder' })
  if (stateScreen || !store.order) return stateScreen

  const o = store.order

  const cancel = async () => {
    if (!(await ui.confirm(tt('tk.edit.tips'), tt('tk.detail.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('tk.detail.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const acceptFare = async () => {
    if (await store.acceptFare()) {
      ui.toast(tt('tk.detail.fareAccepted'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const itinerary = () => {
    openDocument(() => store.itineraryUrl()).catch(() => ui.toast(tt('tk.detail.pdfFailed')))
  }
  const sendEmail = async () => {
    const to = await store.sendEmail()
    if (to) ui.toast(tt('tk.detail.emailSent', { email: to }), { icon: 'none' })
  }
  const openAfterSale = (orderType: number, id: string) => {
    const to = orderDetailRoute({ orderType, orderId: id })
    if (to) void navigate(to.path, orderType === 11002 ? { refundId: id } : orderType === 11003 ? { changeId: id } : to.query)
  }

  // The server's allowedActions drive the bar; the itinerary and its e-mail follow the tickets.
  const actions: OrderDetailAction[] = [
    { key: 'itinerary', label: tt('tk.detail.itinerary'), onClick: itinerary, show: store.hasIssuedTicket },
    { key: 'email', label: tt('tk.detail.sendEmail'), onClick: () => store.openEmail(session.empInfo?.email ?? ''), show: store.hasIssuedTicket },
    { key: 'cancel', label: tt('tk.detail.cancel'), onClick: () => void cancel() },
    { key: 'change', label: tt('tk.detail.change'), onClick: () => void navigate('/tk/tkChangeApply', { orderId: o.orderId }) },
    { key: 'refund', label: tt('tk.detail.refund'), onClick: () => void navigate('/tk/tkRefundApply', { orderId: o.orderId }) },
    { key: 'pay', label: tt('tk.detail.pay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: o.orderType }), main: true },
  ]

  const travellers: OrderTraveller[] = o.passengers.map((p) => ({
    key: String(p.passengerId),
    name: p.name,
    tag: passengerTypeLabel(p.psgType),
    document: `${cardTypeLabel(p.cardType)} ${p.cardNumberMasked}${p.phoneMasked ? ` · ${p.phoneMasked}` : ''}`,
    extra: p.tickets.map((tk) => (
      <View key={`${tk.segmentNo}`} className='tk-detail__ticket'>
        <Text className='tk-detail__ticket-seg'>{o.segments.find((s) => s.segmentNo === tk.segmentNo)?.flightNo ?? tk.segmentNo}</Text>
        <Text className={`tk-detail__ticket-no ${tk.ticketNo ? 'tk-detail__ticket-no--issued' : ''}`} data-testid='ticket-no'>
          {tk.ticketNo ? `${tt('tk.detail.ticketNo')} ${tk.ticketNo}` : tt('tk.detail.ticketPending')}
        </Text>
        <Text className={`tk-detail__ticket-state tk-detail__ticket-state--${tk.status}`}>{tt(`tk.detail.ticket.${tk.status}`)}</Text>
      </View>
    )),
  }))

  const amounts: OrderAmountLine[] = [
    { key: 'fare', label: tt('tk.edit.fare'), amount: o.price.fare },
    { key: 'taxes', label: tt('tk.edit.taxes'), amount: o.price.airportFee + o.price.fuelFee },
    { key: 'service', label: tt('tk.edit.serviceFee'), amount: o.price.serviceFee },
    ...o.insurances.map((i) => ({ key: `bx-${i.bxid}`, label: `${i.bxmc} ${tt('tk.edit.times', { n: i.count })}`, amount: i.amount })),
    { key: 'total', label: tt('tk.edit.total'), amount: o.price.total, total: true },
    ...(o.price.paid
      ? [
          {
            key: 'paid',
            label: `${tt('tk.detail.paid')}${o.payType ? ` · ${tt(o.payType === 'COMPANY' ? 'tk.detail.payType.COMPANY' : 'tk.detail.payType.PERSONAL')}` : ''}`,
            amount: o.price.paid,
          },
        ]
      : []),
    ...(o.price.refunded ? [{ key: 'refunded', label: tt('tk.detail.refunded'), amount: o.price.refunded }] : []),
  ]

  const after = (
    <>
      {o.refunds.length || o.changes.length ? (
        <>
          <Text className='tk-detail__section'>{tt('tk.detail.afterSales')}</Text>
          <View className='order-card'>
            {[...o.refunds, ...o.changes].map((a) => (
              <View key={`${a.orderType}-${a.id}`} className='tk-detail__after' onClick={() => openAfterSale(a.orderType, a.id)} data-testid={`after-${a.orderType}`}>
                <Text className='tk-detail__after-kind'>{a.orderType === 11002 ? tt('tk.detail.refundRecord') : tt('tk.detail.changeRecord')}</Text>
                <Text className='tk-detail__after-no'>{a.no}</Text>
                <Text className={`order-badge order-badge--${statusTone(a.status)}`}>{statusLabel(a.status)}</Text>
                <Price value={a.amount} className='tk-detail__after-amount' />
                <Text className='tk-detail__arrow'>›</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}
      {o.orderType === 11004 ? <IntlOrderExtra orderId={o.orderId} /> : null}

      <View className='order-card'>
        <View className='order-line'>
          <Text>{tt('tk.detail.contact')}</Text>
          <Text>
            {o.contact.name} {o.contact.phone}
          </Text>
        </View>
        {o.costCenterName || o.projectName ? (
          <View className='order-line'>
            <Text>{tt('tk.detail.cost')}</Text>
            <Text className='order-line__value'>{[o.costCenterName, o.projectName].filter(Boolean).join(' / ')}</Text>
          </View>
        ) : null}
        <View className='order-line'>
          <Text>{tt('tk.detail.booker')}</Text>
          <Text>{o.bookerName}</Text>
        </View>
        <View className='order-line'>
          <Text>{tt('tk.detail.createdAt')}</Text>
          <Text>{o.createdAt}</Text>
        </View>
        {o.violation ? (
          <View className='tk-detail__violation'>
            <Text className='tk-detail__violation-title'>{tt('tk.detail.violation')}</Text>
            {o.violation.violations.map((v) => (
              <Text key={v.code} className='tk-detail__violation-text'>
                {v.text}
              </Text>
            ))}
            <Text className='tk-detail__violation-text'>
              {tt('tk.edit.reason')}：{o.violation.reasonText}
              {o.violation.note ? `（${o.violation.note}）` : ''}
            </Text>
          </View>
        ) : null}
      </View>
    </>
  )

  const overlay = store.emailOpen ? (
    <View className='tk-detail__sheet'>
      <View className='tk-detail__mask' onClick={() => store.closeEmail()} />
      <View className='tk-detail__panel' data-testid='email-sheet'>
        <Text className='tk-detail__panel-title'>{tt('tk.detail.emailTitle')}</Text>
        <FormField name='itineraryEmail' value={store.email} onChange={(v) => store.setEmail(v)} placeholder={tt('tk.detail.emailPh')} maxlength={100} error={store.emailError} />
        <PrimaryButton onClick={() => void sendEmail()} loading={store.busy} testId='email-send'>
          {tt('tk.detail.emailSend')}
        </PrimaryButton>
      </View>
    </View>
  ) : null

  return (
    <OrderDetailShell
      title={title}
      className='tk-detail'
      status={o.status}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      hints={store.ticketing ? <Text className='order-shell__hint'>{tt('tk.detail.ticketingHint')}</Text> : null}
      progress={store.progress}
      travellers={{ title: tt('tk.detail.passengers'), list: travellers }}
      amounts={{ title: tt('tk.detail.price'), lines: amounts }}
      after={after}
      overlay={overlay}
      allowed={o.allowedActions}
      actions={actions}
    >
      <FareProtectionNote protection={o.fareProtection} total={o.price.total} onAccept={() => void acceptFare()} busy={store.busy} />
      <Text className='tk-detail__section'>{tt('tk.detail.segments')}</Text>
      {o.segments.map((s) => (
        <SegmentCard
          key={s.segmentNo}
          segment={s}
          label={o.segments.length > 1 ? (s.segmentNo === 1 ? tt('tk.edit.outbound') : tt('tk.edit.return')) : undefined}
          extra={
            [
              s.changedFromFlightNo ? `${tt('tk.change.oldFlight')} ${s.changedFromFlightNo}` : '',
              s.flightStatus?.status === 'CANCELLED' ? tt('tk.refund.flightCancelled') : s.flightStatus?.status === 'DELAYED' ? tt('tk.refund.flightDelayed', { minutes: s.flightStatus.delayMinutes }) : '',
            ].filter(Boolean).join(' · ') || undefined
          }
        />
      ))}
      {o.segments[0] ? <AirportBusLink airportCode={o.segments[0].depAirport} /> : null}
    </OrderDetailShell>
  )
}

export default observer(TkOrderDetailPage)
