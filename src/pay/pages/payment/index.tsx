import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { DemoSmsHint } from '../../../core/components/demo-sms-hint'
import { FormField } from '../../../core/components/form-field'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { SmsCodeButton } from '../../../core/components/sms-code-button'
import { StateView } from '../../../core/components/state-view'
import { orderDetailRoute, searchRouteOfOrderType } from '../../../core/domain/order-types'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { pay } from '../../i18n/pay'
import { formatCountdown, parseId, parseOrderIds, PaymentStore } from '../../stores/payment-store'
import './index.scss'

/** Orders reach payment from flight booking; other products will pass their own order type. */
const DEFAULT_ORDER_TYPE = '11001'

/**
 * /pay/payment?orderIds=1,2: pay booked orders within their 15 minutes, confirmed with an SMS code.
 * /pay/payment?orderIds=1&changeId=5&orderType=11003: pay a change of order 1 the same way.
 */
function PaymentPage() {
  const tp = useScopedT(pay)
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [query] = useState(() => currentQuery())
  const { session, badges } = useStores()
  const changeId = parseId(query.changeId)
  // A change row names its own type (11003 flight change, 11011 train change); older links sent none.
  const orderType = query.orderType || (changeId ? '11003' : DEFAULT_ORDER_TYPE)
  const [store] = useState(() => new PaymentStore(parseOrderIds(query.orderIds || query.orderId), {}, undefined, changeId))
  const phone = session.empInfo?.phoneNumber ?? ''

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  // Back from the background: the countdown catches up at once.
  useDidShow(() => store.tick())

  const submit = async () => {
    if (!(await store.submit())) return
    void badges.refresh()
    // A paid change is issued with the payment: its detail shows the new tickets.
    if (changeId) {
      const to = orderDetailRoute({ orderType, orderId: changeId })
      if (to) await redirect(to.path, to.query)
      return
    }
    await redirect('/pay/paySuccess', { orderIds: store.orderIds.join(','), orderType })
  }

  const openOrder = (orderId: string) => {
    const to = orderDetailRoute({ orderType, orderId: changeId ?? orderId })
    if (to) void navigate(to.path, to.query)
  }

  const title = tp('pay.title')
  const first = store.orderIds[0]
  if (store.status === 'loading') {
    return (
      <PageShell title={title}>
        <StateView status='loading' />
      </PageShell>
    )
  }
  if (store.status === 'error') {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  if (store.status === 'notFound') {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={store.orderIds.length ? tp('pay.notFound') : tp('pay.missing')} onRetry={() => void navigate('/allorder')} actionText={tp('pay.allOrders')} />
      </PageShell>
    )
  }
  if (store.status === 'expired') {
    return (
      <PageShell title={title}>
        <View className='payment__expired' data-testid='pay-expired'>
          <StateView status='empty' message={`${tp('pay.expired')}\n${tp('pay.expiredHint')}`} onRetry={() => void redirect(searchRouteOfOrderType(orderType))} actionText={tp('pay.newSearch')} />
          {first ? (
            <Text className='payment__link' onClick={() => openOrder(first)}>
              {tp('pay.viewOrder')}
            </Text>
          ) : null}
        </View>
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !store.info) {
    const message = store.status === 'inApproval' ? tp('pay.inApproval') : store.status === 'paid' ? tp('pay.alreadyPaid') : tp('pay.notPayable')
    return (
      <PageShell title={title}>
        <StateView status='empty' message={message} onRetry={first ? () => openOrder(first) : undefined} actionText={tp('pay.viewOrder')} />
      </PageShell>
    )
  }

  const info = store.info
  return (
    <PageShell title={title} className='payment'>
      <View className='payment__head'>
        <Text className='payment__label'>{tp('pay.countdown')}</Text>
        <Text className='payment__countdown' data-testid='pay-countdown'>
          {formatCountdown(store.remaining)}
        </Text>
        <Price value={info.amount} className='payment__amount' testId='pay-amount' />
        {info.payDeadline ? <Text className='payment__deadline'>{tp('pay.deadline', { time: chinaTimeLabel(info.payDeadline.slice(0, 16)) })}</Text> : null}
      </View>

      <View className='payment__card'>
        <Text className='payment__title'>{tp('pay.orders')}</Text>
        {info.orders.map((o) => (
          <View key={o.orderId} className='payment__order' onClick={() => openOrder(o.orderId)} data-testid='pay-order'>
            <View className='payment__order-main'>
              <Text className='payment__route'>{o.routeText}</Text>
              <Text className='payment__no'>{tp('pay.orderNo', { no: o.orderNo })}</Text>
            </View>
            <Price value={o.amount} className='payment__order-amount' />
          </View>
        ))}
      </View>

      <View className='payment__card'>
        <Text className='payment__title'>{tp('pay.subjects')}</Text>
        {info.subjects.map((s) => {
          const on = s.subjectId === store.subjectId
          return (
            <View
              key={s.subjectId}
              className={`payment__subject ${on ? 'payment__subject--on' : ''} ${s.available ? '' : 'payment__subject--off'}`}
              onClick={() => store.chooseSubject(s.subjectId)}
              data-testid={`pay-subject-${s.payType}`}
            >
              <View className='payment__radio'>{on ? '●' : ''}</View>
              <View className='payment__subject-main'>
                <Text className='payment__subject-name'>{s.name}</Text>
                {s.balance !== null ? (
                  <Text className='payment__subject-sub'>
                    {tp('pay.balance')} <Price value={s.balance} />
                  </Text>
                ) : null}
                {!s.available ? <Text className='payment__subject-warn'>{tp('pay.unavailable')}</Text> : null}
              </View>
            </View>
          )
        })}
      </View>

      {store.needSms ? (
        <View className='payment__card'>
          <Text className='payment__title'>{tp('pay.smsCode')}</Text>
          {info.phoneMasked ? <Text className='payment__sms-to'>{tp('pay.smsTo', { phone: info.phoneMasked })}</Text> : null}
          <FormField
            name='paySmsCode'
            type='number'
            value={store.smsCode}
            onChange={(v) => store.setSmsCode(v)}
            placeholder={tp('pay.smsCodePh')}
            maxlength={6}
            error={store.codeError}
            suffix={<SmsCodeButton phone={phone} send={() => store.sendCode()} testId='pay-sms-send' />}
          />
          <DemoSmsHint phone={phone} sentAt={store.codeSentAt} scene='pay' onUse={(c) => store.setSmsCode(c)} />
        </View>
      ) : null}

      {store.error ? (
        <View className='payment__error' data-testid='pay-error'>
          {store.error}
        </View>
      ) : null}

      <View className='payment__actions'>
        <PrimaryButton onClick={() => void submit()} loading={store.submitting} testId='pay-submit'>
          {store.submitting ? tp('pay.paying') : tp('pay.submit')}
          <Price value={info.amount} className='payment__button-amount' />
        </PrimaryButton>
      </View>
    </PageShell>
  )
}

export default observer(PaymentPage)
