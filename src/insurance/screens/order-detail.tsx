import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../core/components/load-state-screen'
import { OrderDetailShell, type OrderDetailAction, type OrderTraveller } from '../../core/components/order-detail-shell'
import { orderDetailRoute } from '../../core/domain/order-types'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate } from '../../core/platform/nav'
import { openDocument } from '../../core/platform/open-document'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { insuranceDict } from '../i18n/insurance'
import { InsuranceOrderStore } from '../stores/insurance-order-store'
import './insurance.scss'

const POLL_MS = 2000

/**
 * /insurance/InOrderDetail?orderId=: an insurance order on the core order shell — status, pay
 * countdown, approval, the product and cover (China time), the travel order it came with, the
 * insured persons each with the policy number once issued, the price, the refund rule (or why a
 * refund is closed: the cover has started, or it goes back with the travel order), the refunds,
 * and the actions the server allows (pay, cancel, refund) plus the policy PDF once issued.
 */
export const OrderDetail = observer(function OrderDetail() {
  const tt = useScopedT(insuranceDict)
  const [query] = useState(() => currentQuery())
  const { badges } = useStores()
  const [store] = useState(() => new InsuranceOrderStore(query.orderId))

  useEffect(() => {
    void store.load()
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [])
  useDidShow(() => {
    if (store.order) void store.load(true)
  })
  // Paid, policies being issued: read again until they are.
  useEffect(() => {
    if (!store.issuing) return undefined
    const timer = setTimeout(() => void store.load(true), POLL_MS)
    return () => clearTimeout(timer)
  }, [store.issuing, store.order])

  const title = tt('title.order')
  const screen = loadStateScreen(title, store, !!store.order, { message: tt('order.notFound'), actionText: tt('order.allOrders'), route: '/allorder' })
  if (screen || !store.order) return screen
  const o = store.order

  const cancel = async () => {
    if (!(await ui.confirm(tt('common.tips'), tt('order.cancelConfirm')))) return
    if (await store.cancel()) {
      ui.toast(tt('order.cancelled'), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) ui.toast(store.message)
  }
  const refund = async () => {
    if (!(await ui.confirm(tt('common.tips'), tt('order.refundConfirm')))) return
    if (await store.refund()) {
      ui.toast(tt('order.refundDone'), { icon: 'success' })
      void navigate('/insurance/InRefundOrderDetail', { orderId: store.refundId })
    } else if (store.message) ui.toast(store.message)
  }
  const policy = () => {
    openDocument(() => store.policyUrl()).catch(() => ui.toast(tt('order.policyFailed')))
  }
  const actions: OrderDetailAction[] = [
    { key: 'cancel', label: tt('order.actionCancel'), onClick: () => void cancel() },
    { key: 'refund', label: tt('order.actionRefund'), onClick: () => void refund() },
    { key: 'policy', label: tt('order.actionPolicy'), onClick: policy },
    { key: 'pay', label: tt('order.actionPay'), onClick: () => void navigate('/pay/payment', { orderIds: o.orderId, orderType: o.orderType }), main: true },
  ]
  const insureds: OrderTraveller[] = o.insureds.map((p) => ({
    key: p.id,
    name: p.name,
    tag: p.age !== null ? tt('order.age', { age: p.age }) : undefined,
    document: p.cardMasked,
    extra: (
      <View>
        <Text className='ins__muted ins__block'>
          {p.productName} · ¥{p.premium}
          {p.refunded ? ` · ${tt('order.refunded')}` : ''}
        </Text>
        <Text className='ins__muted ins__block'>{tt('order.policy')}</Text>
        <Text className={`ins__block ${p.policyNo ? 'ins__policy' : 'ins__muted'}`} data-testid='policy-no'>
          {p.policyNo ?? tt('order.policyPending')}
        </Text>
      </View>
    ),
  }))
  const line = (key: string, label: string, value: string, testId?: string) => (
    <View key={key} className='ins__row'>
      <Text className='ins__label'>{label}</Text>
      <Text className='ins__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
  const linkedRoute = o.linked ? orderDetailRoute({ orderType: o.linked.orderType, orderId: o.linked.orderId }) : null

  return (
    <OrderDetailShell
      title={title}
      className='ins'
      orderType={o.orderType}
      status={o.status}
      total={o.price.total}
      orderNo={o.orderNo}
      pay={{ secondsLeft: store.remaining, deadline: o.payDeadline }}
      hints={o.allowedActions.policy && o.status === 'ISSUED' ? <Text className='order-shell__hint' data-testid='policy-hint'>{tt('order.policyHint')}</Text> : null}
      progress={o.approval}
      travellers={{ title: tt('order.insureds'), list: insureds }}
      amounts={{
        title: tt('order.amounts'),
        lines: [
          { key: 'unit', label: tt('order.unit', { n: o.price.quantity }), amount: o.price.unitPrice },
          { key: 'total', label: tt('order.total'), amount: o.price.total, total: true },
          ...(o.price.refunded > 0 ? [{ key: 'refunded', label: tt('order.refundedAmount'), amount: o.price.refunded }] : []),
        ],
      }}
      allowed={o.allowedActions}
      actions={actions}
      after={
        <View className='ins__card'>
          {line('contact', tt('order.contact'), `${o.contact.name} ${o.contact.phone}`)}
          {line('booker', tt('order.booker'), o.bookerName)}
          {line('created', tt('order.createdAt'), o.createdAt)}
          <Text className='ins__name ins__gap'>{tt('order.refundRule')}</Text>
          <Text className='ins__rule' data-testid='refund-rule'>
            {o.refundRule}
          </Text>
          {o.refundBlocked ? (
            <Text className='ins__error' data-testid='refund-blocked'>
              {o.refundBlocked}
            </Text>
          ) : null}
          {o.refunds.length ? <Text className='ins__name ins__gap'>{tt('order.refunds')}</Text> : null}
          {o.refunds.map((r) => (
            <View key={r.refundId} className='ins__row' onClick={() => void navigate('/insurance/InRefundOrderDetail', { orderId: r.refundId })} data-testid='refund-row'>
              <Text className='ins__value'>
                {r.refundNo} · ¥{r.amount}
              </Text>
              <Text className='ins__link'>{tt('order.linkedOpen')}</Text>
            </View>
          ))}
          <Text className='ins__name ins__gap'>{tt('order.terms')}</Text>
          <Text className='ins__terms'>{o.product.terms}</Text>
        </View>
      }
    >
      <View className='ins__card' data-testid='order-product'>
        <Text className='ins__name' data-testid='order-product-name'>
          {o.product.name}
        </Text>
        {line('insurer', tt('order.insurer'), o.product.insurer)}
        {line('cover', tt('order.cover'), `${o.coverStart} – ${o.coverEnd}`, 'order-cover')}
        {o.tripNo ? line('trip', tt('order.tripNo'), o.tripNo) : null}
        {o.linked ? (
          <View className='ins__row' onClick={() => (linkedRoute ? void navigate(linkedRoute.path, linkedRoute.query) : undefined)} data-testid='order-linked'>
            <Text className='ins__label'>{tt('order.linked')}</Text>
            <Text className='ins__value'>{o.linked.orderNo}</Text>
            {linkedRoute ? <Text className='ins__link'>{tt('order.linkedOpen')}</Text> : null}
          </View>
        ) : null}
        {o.product.coverage.map((c) => (
          <View key={c.item} className='ins__cover'>
            <Text className='ins__cover-item'>{c.item}</Text>
            <Text className='ins__cover-amount'>{c.amount}</Text>
          </View>
        ))}
      </View>
    </OrderDetailShell>
  )
})
