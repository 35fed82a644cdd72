import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OrderDetailShell } from '../../../core/components/order-detail-shell'
import { Price } from '../../../core/components/price'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit } from '../../components/train-after-sale-apply'
import { listText, ticketStatusLabel, ticketTypeLabel } from '../../components/train-after-sale-format'
import { TrainOrderStore } from '../../stores/train-transfer-order'
import { shortDateTime } from '../../stores/train-after-sale-tickets'
import '../../components/train-after-sale-ui.scss'

/** While the order waits in the queue the page reads it again this often. */
const POLL_MS = 10_000

/**
 * /tr/trBenthOrderDetail?orderId= (standby, order type 20031): the state (awaiting payment, in the
 * queue with its position, found, refunded at the deadline, cancelled), the deadline, the trains
 * and seat types asked for, cancelling (refunded in full) while it waits, and once a seat was found
 * the issued tickets, with refund and change as on any train order. The actions are the server's.
 */
function BenchOrderDetailPage() {
  const tt = useScopedT(afterSale)
  const { badges } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TrainOrderStore(query.orderId || query.id))
  const shown = useRef(false)
  const visible = useRef(true)

  useEffect(() => {
    void store.load()
    const countdown = setInterval(() => store.tick(), 1000)
    let timer: ReturnType<typeof setTimeout> | undefined
    const loop = () => {
      timer = setTimeout(() => {
        if (!visible.current) return loop()
        void store.poll().then(() => loop())
      }, POLL_MS)
    }
    loop()
    return () => {
      clearInterval(countdown)
      if (timer) clearTimeout(timer)
    }
  }, [])
  useDidShow(() => {
    visible.current = true
    if (shown.current) {
      store.resetPolls()
      void store.load(true)
    }
    shown.current = true
  })
  useDidHide(() => {
    visible.current = false
  })

  const title = tt('tr.bench.detailTitle')
  const stateScreen = loadStateScreen(title, store, !!store.order, notFoundExit(tt))
  if (stateScreen || !store.order) return stateScreen
  const o = store.order
  const sb = o.standby
  const hint = sb?.state === 'UNPAID' ? tt('tr.bench.payHint') : sb?.state === 'WAITING' ? tt('tr.bench.waitingHint') : sb?.state === 'FULFILLED' ? tt('tr.bench.fulfilledHint') : ''

  const cancel = async () => {
    if (!(await ui.confirm(tt('tr.bench.cancel'), tt('tr.bench.cancelConfirm')))) return
    const reply = await store.cancel()
    if (reply) {
      ui.toast(tt('tr.bench.cancelled', { amount: reply.refunded }))
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }

  return (
    <OrderDetailShell
      title={title}
      className='tas-page'
      status={o.status}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      progress={o.approval}
      hints={
        sb ? (
          <View className='tas-hints' data-testid='bench-state' data-state={sb.state}>
            {/* Awaiting payment is the status badge's own word already. */}
            {sb.state !== 'UNPAID' ? (
              <Text className='order-shell__hint tas-hints__main'>
                {tt(`tr.bench.state.${sb.state}`)}
                {sb.state === 'WAITING' && sb.queuePosition ? ` · ${tt('tr.bench.position', { n: sb.queuePosition })}` : ''}
              </Text>
            ) : null}
            <Text className='order-shell__hint' data-testid='bench-deadline-at'>
              {tt('tr.bench.deadlineAt', { time: chinaTimeLabel(sb.deadline.slice(0, 16)) })}
            </Text>
            {hint ? <Text className='order-shell__hint'>{hint}</Text> : null}
          </View>
        ) : null
      }
      travellers={{
        title: tt('tr.form.travellers'),
        list: o.passengers.map((p) => ({
          key: p.id,
          name: p.name,
          tag: ticketTypeLabel(p.ticketType),
          document: p.cardNumber,
          extra: p.tickets.length ? (
            <View>
              {p.tickets.map((t) => (
                <View key={t.ticketId} className='tas-ticket' data-testid='bench-ticket' data-status={t.status}>
                  <View className='tas-ticket__main'>
                    <Text className='tas-ticket__seat'>
                      {t.trainCode} · {shortDateTime(t.departAt)} · {t.seatLabel || t.seatName}
                    </Text>
                    <Text>{ticketStatusLabel(t.status)}</Text>
                  </View>
                </View>
              ))}
            </View>
          ) : undefined,
        })),
      }}
      amounts={{
        title: tt('tr.transfer.price'),
        lines: [
          { key: 'fare', label: tt('tr.transfer.fare'), amount: o.price.fare },
          { key: 'service', label: tt('tr.transfer.serviceFee'), amount: o.price.serviceFee },
          ...(o.price.insurance ? [{ key: 'insurance', label: tt('tr.transfer.insurance'), amount: o.price.insurance }] : []),
          { key: 'total', label: tt('tr.transfer.total'), amount: o.price.total, total: true },
          ...(o.price.paid ? [{ key: 'paid', label: tt('tr.transfer.paid'), amount: o.price.paid }] : []),
          ...(o.price.refunded ? [{ key: 'refunded', label: tt('tr.transfer.refunded'), amount: o.price.refunded }] : []),
        ],
      }}
      allowed={o.allowedActions}
      actions={[
        { key: 'cancel', label: sb?.state === 'WAITING' ? tt('tr.bench.cancel') : tt('tr.transfer.cancel'), onClick: () => void cancel() },
        { key: 'change', label: tt('tr.transfer.change'), onClick: () => void navigate('/tr/ApplyAlter', { orderId: o.orderId }) },
        { key: 'refund', label: tt('tr.transfer.refund'), onClick: () => void navigate('/tr/ApplyRefund', { orderId: o.orderId }) },
        {
          key: 'pay',
          label: tt('tr.transfer.pay'),
          main: true,
          onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: String(ORDER_TYPE.TRAIN_BENCH) }),
        },
      ]}
    >
      {sb ? (
        <View className='tas-card' data-testid='bench-asked'>
          <View className='tas-line'>
            <Text>{tt('tr.bench.askedTrains')}</Text>
            <Text className='tas-line__value'>{sb.trainCodes.join(' / ')}</Text>
          </View>
          <View className='tas-line'>
            <Text>{tt('tr.bench.askedSeats')}</Text>
            <Text className='tas-line__value'>{listText(sb.seatNames)}</Text>
          </View>
          {o.legs[0] ? (
            <View className='tas-line'>
              <Text>
                {o.legs[0].fromStation.name} → {o.legs[0].toStation.name}
              </Text>
              <Text className='tas-line__value'>{o.legs[0].date}</Text>
            </View>
          ) : null}
          <View className='tas-line'>
            <Text>{tt('tr.common.contact')}</Text>
            <Text className='tas-line__value'>
              {o.contact.name} {o.contact.phone}
            </Text>
          </View>
          {o.price.refunded ? (
            <View className='tas-line'>
              <Text>{tt('tr.transfer.refunded')}</Text>
              <Price value={o.price.refunded} className='tas-line__value' />
            </View>
          ) : null}
        </View>
      ) : null}
    </OrderDetailShell>
  )
}

export default observer(BenchOrderDetailPage)
