import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { OrderDetailShell } from '../../../core/components/order-detail-shell'
import { Price } from '../../../core/components/price'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ORDER_TYPE } from '../../../core/domain/order-types'
import { statusLabel } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit } from '../../components/train-after-sale-apply'
import { durationText, ticketStatusLabel, ticketTypeLabel } from '../../components/train-after-sale-format'
import { lineOfLeg, TrainLegCard } from '../../components/train-after-sale-leg'
import { connectionMinutes, TrainOrderStore } from '../../stores/train-transfer-order'
import '../../components/train-after-sale-ui.scss'

const POLL_MS = 1500

/**
 * /tr/trSferOrderDetail?orderId= (a train order with the transfer flag, §2.4): both legs and where
 * they meet, each passenger's ticket per leg (seat once issued), the amounts, the refunds and
 * changes made, and pay / cancel / change / refund as the server allows them.
 */
function TransferOrderDetailPage() {
  const tt = useScopedT(afterSale)
  const { badges } = useStores()
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => new TrainOrderStore(query.orderId))
  const shown = useRef(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    // Tickets being issued: read again until they are.
    const poll = async () => {
      if (stopped) return
      if (await store.poll()) timer = setTimeout(() => void poll(), POLL_MS)
    }
    void store.load().then(() => {
      timer = setTimeout(() => void poll(), POLL_MS)
    })
    const countdown = setInterval(() => store.tick(), 1000)
    return () => {
      stopped = true
      clearInterval(countdown)
      if (timer) clearTimeout(timer)
    }
  }, [])
  // Back from paying, refunding or changing: what it is now.
  useDidShow(() => {
    if (shown.current) {
      store.resetPolls()
      void store.load(true)
    }
    shown.current = true
  })

  const title = tt('tr.transfer.detailTitle')
  const stateScreen = loadStateScreen(title, store, !!store.order, notFoundExit(tt))
  if (stateScreen || !store.order) return stateScreen
  const o = store.order
  const [first, second] = store.legs
  const wait = connectionMinutes(first, second)
  const sameStation = first && second ? first.toStation.code === second.fromStation.code : true

  const cancel = async () => {
    if (!(await ui.confirm(tt('tr.transfer.cancel'), tt('tr.transfer.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('tr.transfer.cancelled'))
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
      hints={store.underWay ? <Text className='order-shell__hint'>{tt('tr.transfer.ticketing')}</Text> : null}
      travellers={{
        title: tt('tr.transfer.passengers'),
        list: o.passengers.map((p) => ({
          key: p.id,
          name: p.name,
          tag: ticketTypeLabel(p.ticketType),
          document: p.cardNumber,
          extra: (
            <View>
              {p.tickets
                .slice()
                .sort((x, y) => x.legNo - y.legNo || x.departAt.localeCompare(y.departAt))
                .map((t) => (
                  <View key={t.ticketId} className='tas-ticket' data-testid='transfer-ticket' data-leg={t.legNo} data-status={t.status}>
                    <View className='tas-ticket__main'>
                      <Text className='tas-ticket__seat'>
                        {tt('tr.ticket.leg', { n: t.legNo })} {t.trainCode}
                        {t.seatLabel ? ` · ${t.seatLabel}` : ''}
                      </Text>
                      <Text>{ticketStatusLabel(t.status)}</Text>
                    </View>
                    <Text>
                      {t.departAt.slice(5, 16)} · {t.seatName} <Price value={t.price} />
                      {t.ticketNo ? ` · ${t.ticketNo}` : ''}
                    </Text>
                  </View>
                ))}
            </View>
          ),
        })),
      }}
      amounts={{
        title: tt('tr.transfer.price'),
        lines: [
          { key: 'fare', label: tt('tr.transfer.fare'), amount: o.price.fare },
          { key: 'service', label: tt('tr.transfer.serviceFee'), amount: o.price.serviceFee },
          ...(o.price.insurance ? [{ key: 'insurance', label: tt('tr.transfer.insurance'), amount: o.price.insurance }] : []),
          { key: 'total', label: tt('tr.transfer.total'), amount: o.price.total, total: true },
          ...(o.price.refunded ? [{ key: 'refunded', label: tt('tr.transfer.refunded'), amount: o.price.refunded }] : []),
        ],
      }}
      after={
        <>
          {o.refunds.length || o.changes.length ? (
            <>
              <Text className='order-shell__section'>{tt('tr.transfer.afterSales')}</Text>
              <View className='tas-card'>
                {[...o.refunds, ...o.changes].map((a) => (
                  <View
                    key={`${a.orderType}-${a.id}`}
                    className='tas-link'
                    onClick={() => void navigate(a.orderType === ORDER_TYPE.TRAIN_REFUND ? '/tr/RefundDetail' : '/tr/ChangeDetail', a.orderType === ORDER_TYPE.TRAIN_REFUND ? { refundId: a.id } : { changeId: a.id })}
                    data-testid={`after-${a.orderType}`}
                  >
                    <Text>
                      {a.orderType === ORDER_TYPE.TRAIN_REFUND ? tt('tr.transfer.refundRecord') : tt('tr.transfer.changeRecord')} · {statusLabel(a.status)}
                    </Text>
                    <Text>
                      <Price value={a.amount} /> ›
                    </Text>
                  </View>
                ))}
              </View>
            </>
          ) : null}
          <View className='tas-card'>
            <View className='tas-line'>
              <Text>{tt('tr.common.contact')}</Text>
              <Text className='tas-line__value'>
                {o.contact.name} {o.contact.phone}
              </Text>
            </View>
            <Text className='tas-note'>{chinaTimeLabel(o.createdAt.slice(0, 16))}</Text>
          </View>
        </>
      }
      allowed={o.allowedActions}
      actions={[
        { key: 'cancel', label: tt('tr.transfer.cancel'), onClick: () => void cancel() },
        { key: 'change', label: tt('tr.transfer.change'), onClick: () => void navigate('/tr/ApplyAlter', { orderId: o.orderId }) },
        { key: 'refund', label: tt('tr.transfer.refund'), onClick: () => void navigate('/tr/ApplyRefund', { orderId: o.orderId }) },
        { key: 'pay', label: tt('tr.transfer.pay'), main: true, onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: String(ORDER_TYPE.TRAIN) }) },
      ]}
    >
      <View data-testid='transfer-legs'>
        {first ? <TrainLegCard line={lineOfLeg(first)} label={tt('tr.transfer.leg1')} testId='transfer-leg-1' /> : null}
        {first && second ? (
          <View className='tas-plan__link' data-testid='transfer-link' data-same-station={sameStation ? '1' : '0'}>
            <Text>
              {tt('tr.transfer.via', { city: first.toStation.name })}
              {wait !== null ? ` · ${tt('tr.transfer.wait', { time: durationText(wait) })}` : ''}
            </Text>
            <Text className={sameStation ? '' : 'tas-plan__change'}>
              {sameStation ? tt('tr.transfer.sameStation') : tt('tr.transfer.changeStation', { from: first.toStation.name, to: second.fromStation.name })}
            </Text>
          </View>
        ) : null}
        {second ? <TrainLegCard line={lineOfLeg(second)} label={tt('tr.transfer.leg2')} testId='transfer-leg-2' /> : null}
      </View>
    </OrderDetailShell>
  )
}

export default observer(TransferOrderDetailPage)
