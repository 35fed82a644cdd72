import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { afterSale } from '../../i18n/after-sale'
import { TicketCheck, useTrainAfterSaleApply } from '../../components/train-after-sale-apply'
import { TrainRefundStore } from '../../stores/train-after-sale-refund'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/ApplyRefund?orderId=: the tickets to refund, the fee and amount per ticket as the server
 * quotes them for the time to departure (asked again on every change of the choice), an optional
 * reason, the confirm that repeats the quote, then /tr/RefundCmp.
 */
function ApplyRefundPage() {
  const tt = useScopedT(afterSale)
  const { store, title, screen, submit } = useTrainAfterSaleApply(
    'refund',
    (orderId) => new TrainRefundStore(orderId),
    (s) => (s.result && s.order ? { path: '/tr/RefundCmp', query: { refundId: s.result.refundId, orderId: s.order.orderId } } : null),
  )
  if (screen || !store.order) return screen

  const q = store.quoteFresh ? store.quote : null
  const percents = q ? [...new Set(q.items.map((i) => i.feePercent))] : []
  const hours = q ? Math.max(0, Math.floor(q.hoursBeforeDeparture)) : 0
  return (
    <PageShell title={title} className='tas-page'>
      <View className='tas-body'>
        <Text className='tas-section'>{tt('tr.refund.chooseTickets')}</Text>
        <View className='tas-card' data-testid='refund-tickets'>
          {store.rows.map((r) => {
            const item = store.isSelected(r.ticket.ticketId) ? store.quoteOf(r.ticket.ticketId) : null
            return (
              <TicketCheck
                key={r.ticket.ticketId}
                row={r}
                selected={store.isSelected(r.ticket.ticketId)}
                onToggle={() => store.toggle(r.ticket.ticketId)}
                testIdPrefix='refund-ticket'
                extra={
                  item ? (
                    <Text className='tas-check__fee' data-testid='refund-item-fee' data-fee={item.fee}>
                      {tt('tr.refund.feePercent', { percent: item.feePercent })} <Price value={item.fee} /> · {tt('tr.refund.amount')} <Price value={item.amount} />
                    </Text>
                  ) : null
                }
              />
            )
          })}
        </View>

        <Text className='tas-section'>{tt('tr.refund.feeTitle')}</Text>
        <View className='tas-card' data-testid='refund-quote' data-state={store.quoteStatus}>
          {store.quoteStatus === 'loading' ? <Text className='tas-note'>{tt('tr.refund.calculating')}</Text> : null}
          {store.quoteStatus === 'error' ? (
            <View className='tas-line'>
              <Text className='tas-field-error'>{store.quoteError}</Text>
              <Text className='tas-tag' onClick={() => void store.refreshQuote()} data-testid='refund-quote-retry'>
                {tt('tr.common.retry')}
              </Text>
            </View>
          ) : null}
          {store.quoteStatus === 'idle' ? <Text className='tas-note'>{tt('tr.refund.chooseTicket')}</Text> : null}
          {q ? (
            <>
              <View className='tas-line'>
                <Text>{tt('tr.refund.fare')}</Text>
                <Price value={q.items.reduce((s, i) => s + i.fare, 0)} className='tas-line__value' />
              </View>
              <View className='tas-line'>
                <Text>{tt('tr.refund.fee')}</Text>
                <Price value={q.totalFee} className='tas-line__value' testId='refund-fee' />
              </View>
              <View className='tas-line tas-line--total'>
                <Text>{tt('tr.refund.amount')}</Text>
                <Price value={q.totalAmount} testId='refund-amount' />
              </View>
              <Text className='tas-note' data-testid='refund-basis' data-hours={hours}>
                {percents.length === 1 ? tt('tr.refund.basis', { hours, percent: percents[0] }) : tt('tr.refund.basisMixed', { hours })}
              </Text>
              {!q.allowed ? (
                <Text className='tas-field-error' data-testid='refund-refused'>
                  {q.reason || tt('tr.refund.notAllowedNow')}
                </Text>
              ) : null}
            </>
          ) : null}
          <Text className='tas-note'>{tt('tr.refund.serviceFeeNote')}</Text>
        </View>

        <Text className='tas-section'>{tt('tr.refund.reason')}</Text>
        <View className='tas-card'>
          <View className='tas-chips'>
            {store.reasonOptions.map((r, i) => (
              <Text key={r} className={`tas-chip ${store.reasonChoice === r ? 'tas-chip--on' : ''}`} onClick={() => store.chooseReason(r)} data-testid={`refund-reason-${i}`}>
                {r}
              </Text>
            ))}
          </View>
          <Textarea
            className='tas-textarea'
            value={store.reasonText}
            placeholder={tt('tr.refund.reasonPh')}
            maxlength={150}
            onInput={(e) => store.setReasonText(e.detail.value)}
            data-testid='refund-reason-text'
          />
        </View>

        {store.error ? (
          <View className='tas-error' data-testid='refund-error'>
            {store.error}
          </View>
        ) : null}
      </View>

      <View className='tas-bar'>
        <View className='tas-bar__sum'>
          <Text className='tas-bar__label'>{tt('tr.refund.amount')}</Text>
          {q ? <Price value={q.totalAmount} className='tas-bar__total' /> : <Text className='tas-bar__total'>—</Text>}
        </View>
        <View className='tas-bar__button'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting || store.quoteStatus === 'loading'} testId='refund-submit'>
            {tt('tr.refund.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ApplyRefundPage)
