import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { booking } from '../../i18n/booking'
import { useAfterSaleApply } from '../../components/after-sale-apply'
import { FlightRefundStore } from '../../stores/flight-order-refund'
import { SegmentCard } from '../tk-order-detail/segment-card'
import '../tk-order-detail/order-ui.scss'
import './index.scss'

/** /tk/tkRefundApply?orderId=: choose passengers and flights, see the fee, confirm, refund. */
function TkRefundApplyPage() {
  const tt = useScopedT(booking)
  const { store, title, screen, submit } = useAfterSaleApply('refund', (orderId) => new FlightRefundStore(orderId), (s) => (s.result ? { path: '/tk/tkRefundCmp', query: { refundId: s.result.refundId } } : null))
  if (screen || !store.order) return screen

  const estimate = store.estimate
  const basis = store.estimateBasis
  const rulesLoading = store.rulesLoading
  const kind = store.kind
  return (
    <PageShell title={title} className='tk-refund'>
      <View className='tk-refund__body'>
        <Text className='order-section'>{tt('tk.refund.chooseSegments')}</Text>
        {store.segments.map((s) => {
          const on = store.segmentNos.includes(s.segmentNo)
          return (
            <View key={s.segmentNo} className={`tk-refund__seg ${on ? 'tk-refund__seg--on' : ''}`} onClick={() => store.toggleSegment(s.segmentNo)} data-testid={`refund-seg-${s.segmentNo}`}>
              <View className='tk-refund__tick'>{on ? '✓' : ''}</View>
              <View className='tk-refund__seg-main'>
                <SegmentCard segment={s} />
                {s.flightStatus && s.flightStatus.status !== 'SCHEDULED' ? (
                  <Text className='order-note tk-refund__disruption' data-testid={`refund-flight-status-${s.segmentNo}`} data-status={s.flightStatus.status}>
                    {s.flightStatus.status === 'CANCELLED' ? tt('tk.refund.flightCancelled') : tt('tk.refund.flightDelayed', { minutes: s.flightStatus.delayMinutes })}
                  </Text>
                ) : null}
                <Text className='order-note'>
                  {tt('tk.refund.rule')}：{s.flightStatus?.involuntaryRefund ? tt('tk.refund.freeRule') : s.refundRule}
                </Text>
              </View>
            </View>
          )
        })}

        <Text className='order-section'>{tt('tk.refund.choosePassengers')}</Text>
        <View className='order-card'>
          {store.passengers.map((p) => {
            const on = store.passengerIds.includes(p.passengerId)
            return (
              <View key={p.passengerId} className={`order-check ${on ? 'order-check--on' : ''}`} onClick={() => store.togglePassenger(p.passengerId)} data-testid={`refund-psg-${p.passengerId}`}>
                <View className='order-check__box'>{on ? '✓' : ''}</View>
                <View className='order-check__main'>
                  <Text className='order-check__title'>{p.name}</Text>
                  <Text className='order-check__sub'>{p.tickets.filter((t) => t.ticketNo).map((t) => t.ticketNo).join('  ')}</Text>
                </View>
              </View>
            )
          })}
        </View>

        <Text className='order-section'>{tt('tk.refund.type')}</Text>
        {/* Not a choice: the flight's status decides, as on the server. */}
        <View className='order-card' data-testid='refund-type' data-kind={kind ?? ''}>
          <Text className='order-lead'>
            {kind === 'involuntary' ? tt('tk.refund.typeInvoluntary') : kind === 'mixed' ? tt('tk.refund.typeMixed') : tt('tk.refund.typeVoluntary')}
          </Text>
          <Text className='order-note'>{tt('tk.refund.typeNote')}</Text>
        </View>

        <Text className='order-section'>{tt('tk.refund.reason')}</Text>
        <View className='order-card'>
          <View className='order-chips'>
            {store.reasonOptions.map((r, i) => (
              <Text key={r} className={`order-chip ${store.reasonChoice === r ? 'order-chip--on' : ''}`} onClick={() => store.chooseReason(r)} data-testid={`refund-reason-${i}`}>
                {r}
              </Text>
            ))}
          </View>
          <Textarea
            className='tk-refund__textarea'
            value={store.reasonText}
            placeholder={tt('tk.refund.reasonPh')}
            maxlength={150}
            onInput={(e) => store.setReasonText(e.detail.value)}
            data-testid='refund-reason-text'
          />
        </View>

        <Text className='order-section'>{tt('tk.refund.estimate')}</Text>
        <View className='order-card' data-testid='refund-estimate'>
          {store.lines.map((l) => (
            <View key={`${l.passengerId}-${l.segmentNo}`} className='order-line'>
              <Text>
                {l.passengerName} · {l.flightNo}
              </Text>
              <Text>
                {tt('tk.refund.fee')} {l.fee === null ? '—' : <Price value={l.fee} />}
              </Text>
            </View>
          ))}
          {estimate ? (
            <>
              <View className='order-line order-line--total'>
                <Text>{tt('tk.refund.totalFee')}</Text>
                <Price value={estimate.fee} testId='refund-fee' />
              </View>
              <View className='order-line'>
                <Text>{tt('tk.refund.estimateAmount')}</Text>
                <Price value={estimate.amount} testId='refund-amount' />
              </View>
            </>
          ) : null}
          <Text className='order-note' data-testid='refund-basis' data-hours={basis?.hours ?? ''}>
            {rulesLoading
              ? tt('tk.refund.calculating')
              : kind === 'involuntary'
                ? tt('tk.refund.estimateInvoluntary')
                : estimate && basis
                  ? tt('tk.refund.estimateNote', { hours: basis.hours, percent: basis.percent })
                  : tt('tk.refund.noRule')}
          </Text>
          <Text className='order-note'>{tt('tk.refund.serviceFeeNote')}</Text>
        </View>

        {store.error ? (
          <View className='order-error' data-testid='refund-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      <View className='order-bar'>
        <View className='order-bar__sum'>
          <Text className='order-bar__label'>{tt('tk.refund.estimateAmount')}</Text>
          {estimate ? <Price value={estimate.amount} className='order-bar__total' /> : <Text className='order-bar__total'>—</Text>}
        </View>
        <View className='order-bar__button'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='refund-submit'>
            {tt('tk.refund.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkRefundApplyPage)
