import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { ApprovalProgress } from '../../../core/components/approval-progress'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
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
import { SegmentCard } from './segment-card'
import './order-ui.scss'
import './index.scss'

const POLL_MS = 2000

function mmss(seconds: number): { mm: string; ss: string } {
  return { mm: String(Math.floor(seconds / 60)).padStart(2, '0'), ss: String(seconds % 60).padStart(2, '0') }
}

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
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'notFound') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={tt('tk.detail.notFound')} onRetry={() => void navigate('/allorder')} actionText={tt('tk.detail.allOrders')} />
      </PageShell>
    )
  }
  if (store.status === 'error' || !store.order) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }

  const o = store.order
  const actions = o.allowedActions
  const tone = statusTone(o.status)

  const cancel = async () => {
    if (!(await ui.confirm(tt('tk.edit.tips'), tt('tk.detail.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('tk.detail.cancelled'), { icon: 'success' })
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
  const hasActions = actions.pay || actions.cancel || actions.refund || actions.change || store.hasIssuedTicket

  return (
    <PageShell title={title} className='tk-detail'>
      <View className='tk-detail__head'>
        <View className='tk-detail__status-row'>
          <Text className={`order-badge order-badge--${tone} order-badge--big`} data-testid='order-status' data-status={o.status}>
            {statusLabel(o.status)}
          </Text>
          <Price value={o.price.total} className='tk-detail__total' testId='order-total' />
        </View>
        <Text className='tk-detail__no' data-testid='order-no'>
          {tt('tk.detail.orderNo')} {o.orderNo}
        </Text>
        {o.status === 'AWAITING_PAYMENT' ? (
          <Text className='tk-detail__hint' data-testid='pay-left'>
            {tt('tk.detail.paySecondsLeft', mmss(store.remaining))}
            {o.payDeadline ? ` · ${tt('tk.detail.payDeadline', { time: chinaTimeLabel(o.payDeadline.slice(11, 16)) })}` : ''}
          </Text>
        ) : null}
        {o.status === 'IN_APPROVAL' ? (
          <Text className='tk-detail__hint' data-testid='in-approval'>
            {tt('tk.detail.inApprovalHint')}
          </Text>
        ) : null}
        {store.ticketing ? <Text className='tk-detail__hint'>{tt('tk.detail.ticketingHint')}</Text> : null}
      </View>

      <View className='tk-detail__body'>
        {store.progress ? <ApprovalProgress progress={store.progress} className='tk-detail__approval' /> : null}
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

        <Text className='tk-detail__section'>{tt('tk.detail.passengers')}</Text>
        <View className='order-card' data-testid='passengers'>
          {o.passengers.map((p) => (
            <View key={p.passengerId} className='tk-detail__psg' data-testid='passenger'>
              <View className='tk-detail__psg-head'>
                <Text className='tk-detail__psg-name'>{p.name}</Text>
                <Text className='order-tag'>{passengerTypeLabel(p.psgType)}</Text>
              </View>
              <Text className='tk-detail__psg-doc'>
                {cardTypeLabel(p.cardType)} {p.cardNumberMasked}
                {p.phoneMasked ? ` · ${p.phoneMasked}` : ''}
              </Text>
              {p.tickets.map((tk) => (
                <View key={`${tk.segmentNo}`} className='tk-detail__ticket'>
                  <Text className='tk-detail__ticket-seg'>
                    {o.segments.find((s) => s.segmentNo === tk.segmentNo)?.flightNo ?? tk.segmentNo}
                  </Text>
                  <Text className={`tk-detail__ticket-no ${tk.ticketNo ? 'tk-detail__ticket-no--issued' : ''}`} data-testid='ticket-no'>
                    {tk.ticketNo ? `${tt('tk.detail.ticketNo')} ${tk.ticketNo}` : tt('tk.detail.ticketPending')}
                  </Text>
                  <Text className={`tk-detail__ticket-state tk-detail__ticket-state--${tk.status}`}>{tt(`tk.detail.ticket.${tk.status}`)}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>

        <Text className='tk-detail__section'>{tt('tk.detail.price')}</Text>
        <View className='order-card' data-testid='price'>
          <View className='order-line'>
            <Text>{tt('tk.edit.fare')}</Text>
            <Price value={o.price.fare} />
          </View>
          <View className='order-line'>
            <Text>{tt('tk.edit.taxes')}</Text>
            <Price value={o.price.airportFee + o.price.fuelFee} />
          </View>
          <View className='order-line'>
            <Text>{tt('tk.edit.serviceFee')}</Text>
            <Price value={o.price.serviceFee} />
          </View>
          {o.insurances.map((i) => (
            <View key={i.bxid} className='order-line'>
              <Text>
                {i.bxmc} {tt('tk.edit.times', { n: i.count })}
              </Text>
              <Price value={i.amount} />
            </View>
          ))}
          <View className='order-line order-line--total'>
            <Text>{tt('tk.edit.total')}</Text>
            <Price value={o.price.total} />
          </View>
          {o.price.paid ? (
            <View className='order-line'>
              <Text>
                {tt('tk.detail.paid')}
                {o.payType ? ` · ${tt(o.payType === 'COMPANY' ? 'tk.detail.payType.COMPANY' : 'tk.detail.payType.PERSONAL')}` : ''}
              </Text>
              <Price value={o.price.paid} />
            </View>
          ) : null}
          {o.price.refunded ? (
            <View className='order-line'>
              <Text>{tt('tk.detail.refunded')}</Text>
              <Price value={o.price.refunded} />
            </View>
          ) : null}
        </View>

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
      </View>

      {store.emailOpen ? (
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
      ) : null}

      {hasActions ? (
        <View className='tk-detail__bar'>
          {store.hasIssuedTicket ? (
            <>
              <Text className='tk-detail__action' onClick={itinerary} data-testid='action-itinerary'>
                {tt('tk.detail.itinerary')}
              </Text>
              <Text className='tk-detail__action' onClick={() => store.openEmail(session.empInfo?.email ?? '')} data-testid='action-email'>
                {tt('tk.detail.sendEmail')}
              </Text>
            </>
          ) : null}
          {actions.cancel ? (
            <Text className='tk-detail__action' onClick={() => void cancel()} data-testid='action-cancel'>
              {tt('tk.detail.cancel')}
            </Text>
          ) : null}
          {actions.change ? (
            <Text className='tk-detail__action' onClick={() => void navigate('/tk/tkChangeApply', { orderId: o.orderId })} data-testid='action-change'>
              {tt('tk.detail.change')}
            </Text>
          ) : null}
          {actions.refund ? (
            <Text className='tk-detail__action' onClick={() => void navigate('/tk/tkRefundApply', { orderId: o.orderId })} data-testid='action-refund'>
              {tt('tk.detail.refund')}
            </Text>
          ) : null}
          {actions.pay ? (
            <Text className='tk-detail__action tk-detail__action--main' onClick={() => void navigate('/pay/payment', { orderIds: o.orderId, orderType: o.orderType })} data-testid='action-pay'>
              {tt('tk.detail.pay')}
            </Text>
          ) : null}
        </View>
      ) : (
        <View className='tk-detail__footer'>
          <PrimaryButton plain onClick={() => void navigate('/allorder')}>
            {tt('tk.detail.allOrders')}
          </PrimaryButton>
        </View>
      )}
    </PageShell>
  )
}

export default observer(TkOrderDetailPage)
