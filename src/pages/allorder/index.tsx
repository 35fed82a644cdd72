import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { chinaTimeLabel } from '../../core/domain/china-time'
import type { OrderListItem } from '../../core/api/orders'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { orderDetailRoute } from '../../core/domain/order-types'
import { statusLabel, statusTone } from '../../core/domain/status-labels'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { orders } from '../../core/i18n/dict/orders'
import { navigate } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import {
  AllOrderStore,
  ORDER_TYPE_KEYS,
  orderTypeLabel,
  ORDER_TYPES,
  STATUS_GROUPS,
  STATUS_KEYS,
  WINDOW_KEYS,
  WINDOWS,
  payQuery,
  type StatusGroup,
} from './allorder-store'
import './index.scss'

type Panel = 'window' | 'type' | 'status' | null


/** All orders: the last 30 days by default (spec §9), filters, paging, pull to refresh; a row opens its detail. */
function AllOrderPage() {
  const t = useT()
  const to = useScopedT(orders)
  const { session, badges } = useStores()
  const [store] = useState(() => new AllOrderStore())
  const [panel, setPanel] = useState<Panel>(null)
  const isBooker = session.empInfo?.ifBooker === 1 || (session.empInfo?.bookRange ?? 1) > 1

  // Every visit shows fresh orders (a booking or a payment may have happened meanwhile).
  usePagedPage({ refresh: () => Promise.all([store.reload(), badges.refresh()]), more: () => store.loadMore(), onShow: () => session.loggedIn })

  const open = (item: OrderListItem) => {
    const to = orderDetailRoute({ orderType: item.orderType, orderId: item.id })
    if (to) void navigate(to.path, to.query)
  }

  const chips: { key: Exclude<Panel, null>; label: string; on: boolean }[] = [
    { key: 'window', label: to(WINDOW_KEYS[store.windowDays]), on: store.windowDays !== 30 },
    { key: 'type', label: store.orderType ? to(ORDER_TYPE_KEYS[store.orderType]) : to('orders.typeAll'), on: !!store.orderType },
    { key: 'status', label: store.statusGroup ? to(STATUS_KEYS[store.statusGroup]) : to('orders.statusAll'), on: !!store.statusGroup },
  ]
  const choose = (fn: () => void) => {
    fn()
    setPanel(null)
  }

  return (
    <PageShell title={t('common.tabOrders')} className='allorder-page'>
      <View className='allorder-page__filters' data-testid='order-filters'>
        {chips.map((c) => (
          <Text
            key={c.key}
            className={`allorder-page__filter ${c.on ? 'allorder-page__filter--on' : ''} ${panel === c.key ? 'allorder-page__filter--open' : ''}`}
            onClick={() => setPanel(panel === c.key ? null : c.key)}
            data-testid={`filter-${c.key}`}
          >
            {c.label} ▾
          </Text>
        ))}
      </View>
      {isBooker ? (
        <View className='allorder-page__scope'>
          <Text className={`allorder-page__seg ${store.findScope === 1 ? 'allorder-page__seg--on' : ''}`} onClick={() => store.setScope(1)} data-testid='scope-1'>
            {to('orders.scopeMine')}
          </Text>
          <Text className={`allorder-page__seg ${store.findScope === 2 ? 'allorder-page__seg--on' : ''}`} onClick={() => store.setScope(2)} data-testid='scope-2'>
            {to('orders.scopeAll')}
          </Text>
        </View>
      ) : null}

      {panel ? (
        <View className='allorder-page__panel' data-testid={`panel-${panel}`}>
          {panel === 'window'
            ? WINDOWS.map((d) => (
                <Text key={d} className={`allorder-page__option ${store.windowDays === d ? 'allorder-page__option--on' : ''}`} onClick={() => choose(() => store.setWindow(d))} data-testid={`window-${d}`}>
                  {to(WINDOW_KEYS[d])}
                </Text>
              ))
            : null}
          {panel === 'type' ? (
            <>
              <Text className={`allorder-page__option ${store.orderType === 0 ? 'allorder-page__option--on' : ''}`} onClick={() => choose(() => store.setOrderType(0))}>
                {to('orders.typeAll')}
              </Text>
              {ORDER_TYPES.map((ot) => (
                <Text key={ot} className={`allorder-page__option ${store.orderType === ot ? 'allorder-page__option--on' : ''}`} onClick={() => choose(() => store.setOrderType(ot))} data-testid={`type-${ot}`}>
                  {to(ORDER_TYPE_KEYS[ot])}
                </Text>
              ))}
            </>
          ) : null}
          {panel === 'status' ? (
            <>
              <Text className={`allorder-page__option ${store.statusGroup === '' ? 'allorder-page__option--on' : ''}`} onClick={() => choose(() => store.setStatusGroup(''))}>
                {to('orders.statusAll')}
              </Text>
              {(Object.keys(STATUS_GROUPS) as StatusGroup[]).map((g) => (
                <Text key={g} className={`allorder-page__option ${store.statusGroup === g ? 'allorder-page__option--on' : ''}`} onClick={() => choose(() => store.setStatusGroup(g))} data-testid={`status-${g}`}>
                  {to(STATUS_KEYS[g])}
                </Text>
              ))}
            </>
          ) : null}
        </View>
      ) : null}

      {store.status === 'error' && store.items.length === 0 ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.reload()} /> : null}
      {(store.status === 'loading' || store.status === 'idle') && store.items.length === 0 ? <StateView status='loading' /> : null}
      {store.status === 'ready' && store.items.length === 0 ? (
        store.windowDays === 30 && !store.orderType && !store.statusGroup ? (
          <StateView status='empty' message={t('shell.noOrders')} onRetry={() => void navigate('/home')} actionText={t('shell.bookTrip')} />
        ) : (
          <StateView status='empty' message={to('orders.empty')} />
        )
      ) : null}

      {store.items.length ? (
        <View className='allorder-page__list' data-testid='order-list'>
          {store.refreshing ? <View className='allorder-page__refreshing'>{t('common.loading')}</View> : null}
          {store.items.map((o) => (
            <View key={`${o.orderType}-${o.id}`} className='allorder-page__item' onClick={() => open(o)} data-testid='order-item' data-order-no={o.orderNo} data-status={o.status} data-type={o.orderType}>
              <View className='allorder-page__row'>
                <Text className='allorder-page__type'>{orderTypeLabel(o.orderType)}</Text>
                <Text className='allorder-page__no'>{o.orderNo}</Text>
                <Text className={`allorder-page__badge allorder-page__badge--${statusTone(o.status)}`} data-testid='order-item-status'>
                  {statusLabel(o.status, o.orderType)}
                </Text>
              </View>
              <Text className='allorder-page__route'>{o.routeText}</Text>
              <Text className='allorder-page__meta'>
                {o.flightNo} · {o.depTime}
              </Text>
              <View className='allorder-page__row allorder-page__row--foot'>
                <Text className='allorder-page__psg'>{to('orders.passengers', { names: o.passengerNames })}</Text>
                <Price value={o.amount} className='allorder-page__amount' />
              </View>
              {o.status === 'AWAITING_PAYMENT' ? (
                <View className='allorder-page__row allorder-page__row--pay'>
                  <Text className='allorder-page__deadline'>{o.payDeadline ? to('orders.payBefore', { time: chinaTimeLabel(o.payDeadline.slice(5, 16)) }) : ''}</Text>
                  <Text
                    className='allorder-page__pay'
                    onClick={(e) => {
                      e.stopPropagation()
                      void navigate('/pay/payment', payQuery(o))
                    }}
                    data-testid='order-item-pay'
                  >
                    {to('orders.pay')}
                  </Text>
                </View>
              ) : null}
            </View>
          ))}
          {store.hasMore ? (
            <View className='allorder-page__more' onClick={() => void store.loadMore()} data-testid='order-more'>
              {store.status === 'loading' ? t('common.loading') : t('common.loadMore')}
            </View>
          ) : (
            <View className='allorder-page__end'>
              {to('orders.total', { n: store.total })} · {t('common.noMore')}
            </View>
          )}
          {store.status === 'error' ? (
            <View className='allorder-page__more' onClick={() => void store.loadMore()}>
              {store.error || t('common.loadFailed')}
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AllOrderPage)
