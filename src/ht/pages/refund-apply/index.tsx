import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { phoneOutsideChinaTime } from '../../../core/domain/calendar-date'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { HotelOrderStay } from '../../components/hotel-order-stay'
import { hotelOrder } from '../../i18n/order'
import { HOTEL_ORDER_SCREENS } from '../../stores/hotel-context'
import { HotelRefundStore } from '../../stores/hotel-order-refund'
import '../../components/hotel-order-ui.scss'

/**
 * /ht/htOrder/htRefund?orderId=: cancelling a confirmed booking. The server's quote comes first
 * (the rule that applies now, the fee, what comes back or what the guarantee card is charged; or
 * why it cannot be cancelled), then an optional reason, then a confirm that repeats the quote,
 * refundAdd, and /ht/htRefundComplete.
 */
function HtRefundApplyPage() {
  const tt = useScopedT(hotelOrder)
  const { badges } = useStores()
  const [store] = useState(() => new HotelRefundStore(currentQuery().orderId))
  useEffect(() => {
    void store.load()
  }, [])

  // A pay-at-hotel booking is cancelled (nothing was paid online); a prepaid one is cancelled and refunded.
  const title = store.payAtHotel ? tt('ht.order.actionCancelBooking') : tt('ht.refund.title')
  const screen = loadStateScreen(title, store, !!store.order && !!store.quote, { message: tt('ht.common.notFound'), actionText: tt('ht.common.allOrders'), route: '/allorder' })
  if (screen || !store.order || !store.quote) return screen

  const o = store.order
  const q = store.quote
  const toOrder = () => void redirect(HOTEL_ORDER_SCREENS.detail, { orderId: o.orderId })
  const submit = async () => {
    const done = await store.submit((message) => ui.confirm(tt('ht.refund.confirmTitle'), message))
    if (!done) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    if (store.result) await redirect(HOTEL_ORDER_SCREENS.refundDone, { refundId: store.result.refundId, orderId: o.orderId })
  }
  const allowed = store.status === 'ready'

  return (
    <PageShell title={title} className={`hto-page ${allowed ? '' : 'hto-page--nobar'}`}>
      <View className='hto-body'>
        <Text className='hto-section'>{tt('ht.refund.stay')}</Text>
        <HotelOrderStay order={o} />

        <Text className='hto-section'>{tt('ht.refund.rule')}</Text>
        <View className='hto-card' data-testid='cancel-rule' data-type={o.plan.cancelType}>
          <Text className='hto-rule'>{o.plan.cancelText}</Text>
          {o.plan.cancelDeadline && phoneOutsideChinaTime() ? (
            <Text className='hto-note' data-testid='china-time-note'>
              {tt('ht.common.chinaTimeNote')}
            </Text>
          ) : null}
        </View>

        <Text className='hto-section'>{tt('ht.refund.feeTitle')}</Text>
        <View className='hto-card' data-testid='refund-quote' data-allowed={q.allowed ? '1' : '0'} data-rule={q.rule}>
          <View className='hto-line'>
            <Text className='hto-line__label'>{tt('ht.refund.ruleLabel')}</Text>
            <Text className='hto-line__value' data-testid='refund-rule'>
              {tt(`ht.refund.rule.${q.rule}` as 'ht.refund.rule.FREE')}
            </Text>
          </View>
          {q.allowed ? (
            <>
              {store.payAtHotel ? null : (
                <View className='hto-line'>
                  <Text className='hto-line__label'>{tt('ht.refund.roomPaid')}</Text>
                  <Price value={o.price.roomTotal} className='hto-line__value' />
                </View>
              )}
              <View className='hto-line'>
                <Text className='hto-line__label'>{tt('ht.refund.fee')}</Text>
                <Price value={q.fee} className='hto-line__value' testId='refund-fee' />
              </View>
              {store.payAtHotel ? (
                <View className='hto-line hto-line--total'>
                  <Text className='hto-line__label'>{tt('ht.refund.cardCharge')}</Text>
                  <Price value={q.cardCharge} testId='refund-card-charge' />
                </View>
              ) : (
                <View className='hto-line hto-line--total'>
                  <Text className='hto-line__label'>{tt('ht.refund.amount')}</Text>
                  <Price value={q.refundAmount} testId='refund-amount' />
                </View>
              )}
              <Text className='hto-note'>{store.payAtHotel ? tt('ht.refund.payAtHotelNote') : tt('ht.refund.serviceFeeNote')}</Text>
            </>
          ) : (
            <Text className='hto-refused' data-testid='refund-refused'>
              {q.reason || tt('ht.refund.notAllowed')}
            </Text>
          )}
        </View>

        {allowed ? (
          <>
            <Text className='hto-section'>{tt('ht.refund.reason')}</Text>
            <View className='hto-card'>
              <View className='hto-chips'>
                {store.reasonOptions.map((r, i) => (
                  <Text key={r} className={`hto-chip ${store.reasonChoice === r ? 'hto-chip--on' : ''}`} onClick={() => store.chooseReason(r)} data-testid={`refund-reason-${i}`}>
                    {r}
                  </Text>
                ))}
              </View>
              <Textarea
                className='hto-textarea'
                value={store.reasonText}
                placeholder={tt('ht.refund.reasonPh')}
                maxlength={store.reasonTextMax}
                onInput={(e) => store.setReasonText(e.detail.value)}
                data-testid='refund-reason-text'
              />
              <Text className='hto-count' data-testid='refund-reason-count'>
                {tt('ht.refund.count', { n: store.reason.length, max: 200 })}
              </Text>
            </View>
          </>
        ) : null}

        {store.error ? (
          <View className='hto-error' data-testid='refund-error'>
            {store.error}
          </View>
        ) : null}

        {allowed ? null : (
          <View className='hto-actions'>
            <PrimaryButton plain onClick={toOrder} testId='to-order'>
              {tt('ht.common.toOrder')}
            </PrimaryButton>
          </View>
        )}
      </View>

      {allowed ? (
        <View className='hto-bar'>
          <View className='hto-bar__sum'>
            <Text className='hto-bar__label'>{store.payAtHotel ? tt('ht.refund.cardCharge') : tt('ht.refund.amount')}</Text>
            <Price value={store.payAtHotel ? q.cardCharge : q.refundAmount} className='hto-bar__total' />
          </View>
          <View className='hto-bar__button'>
            <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='refund-submit'>
              {store.payAtHotel ? tt('ht.refund.submitCancel') : tt('ht.refund.submit')}
            </PrimaryButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(HtRefundApplyPage)
