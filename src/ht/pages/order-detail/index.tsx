import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OrderDetailShell, type OrderAmountLine, type OrderDetailAction, type OrderTraveller } from '../../../core/components/order-detail-shell'
import { Price } from '../../../core/components/price'
import { phoneOutsideChinaTime } from '../../../core/domain/calendar-date'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { HotelOrderContact, callPhone } from '../../components/hotel-order-contact'
import { HotelOrderStay } from '../../components/hotel-order-stay'
import { hotelOrder } from '../../i18n/order'
import { HOTEL_ORDER_SCREENS } from '../../stores/hotel-context'
import { HotelOrderDetailStore } from '../../stores/hotel-order-detail'
import { maskedCard } from '../../stores/hotel-order-format'
import '../../components/hotel-order-ui.scss'
import './index.scss'

const POLL_MS = 2000

/**
 * /ht/htOrder/htOrderDetail?orderId=: a hotel order of either hotel version on the core order
 * shell — status, pay countdown, approval, the hotel, room and stay, guests per room, the booking's
 * particulars (confirmation number, arrival, member card, guarantee as its last four, remark), the
 * cancellation rule with what cancelling costs now, the price, the cancellations, and the actions
 * the server allows (pay, cancel before payment, cancel a confirmed booking on htRefund, contact).
 */
function HtOrderDetailPage() {
  const tt = useScopedT(hotelOrder)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new HotelOrderDetailStore(query.orderId))
  const [contact, setContact] = useState(false)

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from payment or a cancellation: read the order again.
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  // Paid, the hotel confirming: read again until it has.
  useEffect(() => {
    if (!store.confirming) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const run = async () => {
      const again = await store.pollConfirming()
      if (!stopped && again) timer = setTimeout(() => void run(), POLL_MS)
    }
    timer = setTimeout(() => void run(), POLL_MS)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [store.confirming])

  const title = tt('ht.order.title')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('ht.common.notFound'), actionText: tt('ht.common.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen

  const o = store.order
  const cancel = async () => {
    if (!(await ui.confirm(tt('ht.common.tips'), tt('ht.order.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('ht.order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const openContact = () => {
    void store.loadServicePhone()
    setContact(true)
  }

  const actions: OrderDetailAction[] = [
    { key: 'contact', label: tt('ht.order.actionContact'), onClick: openContact, show: true },
    { key: 'cancel', label: tt('ht.order.actionCancel'), onClick: () => void cancel() },
    {
      key: 'refund',
      label: store.payAtHotel ? tt('ht.order.actionCancelBooking') : tt('ht.order.actionRefund'),
      onClick: () => void navigate(HOTEL_ORDER_SCREENS.refund, { orderId: o.orderId }),
    },
    { key: 'pay', label: tt('ht.order.actionPay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: ORDER_TYPE.HOTEL }), main: true },
  ]

  const travellers: OrderTraveller[] = store.rooms.map((r) => ({
    key: `room-${r.roomNo}`,
    name: r.names.join(tt('ht.common.listSep')),
    tag: tt('ht.order.roomNo', { n: r.roomNo }),
  }))
  const amounts: OrderAmountLine[] = store.priceLines.map((l) => ({ key: l.key, label: l.label, amount: l.amount, total: l.total }))

  const hints = (
    <>
      {store.confirming ? (
        <Text className='order-shell__hint' data-testid='confirming'>
          {tt('ht.order.confirmingHint')}
        </Text>
      ) : null}
      {o.confirmNo && o.status === 'ISSUED' ? (
        <Text className='order-shell__hint' data-testid='confirmed-hint'>
          {tt('ht.order.confirmedHint', { no: o.confirmNo })}
        </Text>
      ) : null}
      {store.payAtHotel ? <Text className='order-shell__hint'>{tt('ht.order.payAtHotelHint', { amount: o.price.roomTotal + o.price.serviceFee })}</Text> : null}
    </>
  )

  const q = store.quote
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='hto-line'>
      <Text className='hto-line__label'>{label}</Text>
      <Text className='hto-line__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )

  const after = (
    <>
      {o.refunds.length ? (
        <>
          <Text className='hto-section'>{tt('ht.order.refunds')}</Text>
          <View className='hto-card'>
            {o.refunds.map((r) => (
              <View key={r.refundId} className='hto-record' onClick={() => void navigate(HOTEL_ORDER_SCREENS.refundDetail, { refundId: r.refundId })} data-testid='refund-record'>
                <Text className='hto-record__kind'>{tt('ht.order.refundRecord')}</Text>
                <Text className='hto-record__no'>{r.refundNo}</Text>
                <Text className={`hto-badge hto-badge--${statusTone(r.status)}`}>{statusLabel(r.status, ORDER_TYPE.HOTEL_REFUND)}</Text>
                <Price value={r.amount} className='hto-record__amount' />
                <Text className='hto-record__arrow'>›</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}

      <View className='hto-card'>
        {line('contact', tt('ht.order.contact'), `${o.contact.name} ${o.contact.phone}`)}
        {line('trip', tt('ht.order.tripType'), o.tripType === 1 ? tt('ht.order.business') : tt('ht.order.personal'))}
        {o.costCenterName || o.projectName ? line('cost', tt('ht.order.cost'), [o.costCenterName, o.projectName].filter(Boolean).join(' / ')) : null}
        {line('booker', tt('ht.order.booker'), o.bookerName)}
        {line('created', tt('ht.order.createdAt'), chinaTimeLabel(o.createdAt.slice(0, 16)))}
        {o.paidAt ? line('paid', tt('ht.order.paidAt'), chinaTimeLabel(o.paidAt.slice(0, 16))) : null}
        {o.violation ? (
          <View className='ht-order__violation' data-testid='violation'>
            <Text className='ht-order__violation-title'>{tt('ht.order.violation')}</Text>
            <Text className='ht-order__violation-text'>{o.violation.text}</Text>
            {o.violation.reasonText ? (
              <Text className='ht-order__violation-text'>
                {tt('ht.order.violationReason', { reason: o.violation.note ? `${o.violation.reasonText} (${o.violation.note})` : o.violation.reasonText })}
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
      className='ht-order'
      status={o.status}
      orderType={ORDER_TYPE.HOTEL}
      total={store.headerTotal}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: store.payDeadline }}
      hints={hints}
      progress={o.approval}
      travellers={{ title: tt('ht.order.guests'), list: travellers }}
      amounts={{ title: tt('ht.order.price'), lines: amounts }}
      after={after}
      overlay={contact ? <HotelOrderContact hotelPhone={o.hotel.phone} servicePhone={store.servicePhone} onClose={() => setContact(false)} /> : null}
      allowed={o.allowedActions}
      actions={actions}
    >
      <View className='ht-order__first'>
        <HotelOrderStay order={o} full onCall={() => callPhone(o.hotel.phone)} />
      </View>

      <View className='hto-card' data-testid='booking-info'>
        {o.confirmNo ? line('confirm', tt('ht.order.confirmNo'), o.confirmNo, 'confirm-no') : null}
        {line('arrival', tt('ht.order.arrival'), `${dayWithMonth(o.checkInDate)} ${chinaTimeLabel(o.arrivalTime)}`, 'arrival-time')}
        {o.memberCard ? line('member', tt('ht.order.memberCard'), `${o.memberCard.plat} ${o.memberCard.hykh}`, 'member-card') : null}
        {o.guarantee ? (
          <View className='hto-line'>
            <Text className='hto-line__label'>{tt('ht.order.guarantee')}</Text>
            <View className='hto-line__value'>
              <Text data-testid='guarantee-card'>{maskedCard(o.guarantee)}</Text>
              <Text className='ht-order__sub'>
                {tt(`ht.order.guaranteeType.${o.guarantee.type}` as 'ht.order.guaranteeType.NONE')} <Price value={o.guarantee.amount} />
                {GUARANTEE_STATES.has(o.guarantee.status) ? ` · ${tt(`ht.order.guaranteeStatus.${o.guarantee.status}` as 'ht.order.guaranteeStatus.HELD')}` : ''}
              </Text>
            </View>
          </View>
        ) : null}
        {o.remark ? line('remark', tt('ht.order.remark'), o.remark, 'remark') : null}
      </View>

      <Text className='hto-section'>{tt('ht.order.cancelRule')}</Text>
      <View className='hto-card' data-testid='cancel-rule' data-type={o.plan.cancelType}>
        <Text className='hto-rule'>{o.plan.cancelText}</Text>
        {q && q.allowed ? (
          <Text className={`hto-note ${q.rule === 'FREE' ? 'hto-note--ok' : 'hto-note--warn'}`} data-testid='refund-now' data-rule={q.rule} data-fee={q.fee}>
            {q.rule === 'FREE' ? (
              tt('ht.order.nowFree')
            ) : (
              <>
                {tt('ht.order.nowPenalty')} <Price value={q.fee} />
              </>
            )}
          </Text>
        ) : null}
        {q && !q.allowed ? (
          <Text className='hto-refused' data-testid='refund-blocked' data-rule={q.rule}>
            {q.reason}
          </Text>
        ) : null}
        {o.plan.cancelDeadline && phoneOutsideChinaTime() ? (
          <Text className='hto-note' data-testid='china-time-note'>
            {tt('ht.common.chinaTimeNote')}
          </Text>
        ) : null}
      </View>
    </OrderDetailShell>
  )
}

/** The guarantee statuses the screen names (others, e.g. NONE, are left unsaid). */
const GUARANTEE_STATES = new Set(['HELD', 'RELEASED', 'CHARGED'])

/** '2026-11-29' → '11-29'. */
function dayWithMonth(date: string): string {
  return date.slice(5, 10)
}

export default observer(HtOrderDetailPage)
