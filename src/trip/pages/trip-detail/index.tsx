import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { stopPullDownRefresh, useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { TripChange, TripRoute } from '../../../core/api/trip'
import { ApprovalProgress } from '../../../core/components/approval-progress'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { ChangeBlock, TripApplicationView, type TripRouteLike } from '../../../core/components/trip-application-view'
import { orderDetailRoute } from '../../../core/domain/order-types'
import { useScopedT } from '../../../core/hooks/use-t'
import { back, currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { tripDict } from '../../i18n/trip'
import { TripDetailStore } from '../../stores/trip-detail-store'
import './index.scss'

/** The order type of what a route books (only flights are booked under applications today). */
const ORDER_TYPE_OF_PRODUCT: Record<number, number> = { 10901: 11001, 10902: 11004, 10903: 11007, 10904: 11009, 10906: 11018 }

function openOrder(route: TripRouteLike) {
  if (!route.orderId) return
  const to = orderDetailRoute({ orderType: ORDER_TYPE_OF_PRODUCT[route.productType] ?? 11001, orderId: route.orderId })
  if (to) void navigate(to.path, to.query)
}

const ChangeRecord = observer(function ChangeRecord({ change }: { change: TripChange }) {
  const tt = useScopedT(tripDict)
  const [open, setOpen] = useState(false)
  const tone = change.status === 1 ? 'warning' : change.status === 2 ? 'success' : change.status === 3 ? 'danger' : 'muted'
  return (
    <View className='trip-detail__change' data-testid='trip-change-record' data-change-status={change.status}>
      <View className='trip-detail__change-head'>
        <Text className={`trip-chip trip-chip--${tone}`}>{tt(`detail.changeStatus.${change.status}`)}</Text>
        <Text className='trip-detail__change-time'>{tt('detail.changeAt', { time: change.createdAt })}</Text>
      </View>
      <Text className='trip-detail__change-reason'>{change.changeYy}</Text>
      <View className='trip-detail__change-budget'>
        <Price value={change.bgqzys} className='trip-detail__change-before' />
        <Text className='trip-detail__change-arrow'>→</Text>
        <Price value={change.bghzys} className='trip-detail__change-after' />
      </View>
      {change.status === 3 && change.rejectReason ? <Text className='trip-detail__change-reject'>{change.rejectReason}</Text> : null}
      <Text className='trip-detail__link' onClick={() => setOpen(!open)}>
        {open ? tt('detail.hideRoutes') : tt('detail.showRoutes')}
      </Text>
      {open ? (
        <View className='trip-detail__change-body'>
          <ChangeBlock change={change} onOpenOrder={openOrder} />
          {change.progress ? <ApprovalProgress progress={change.progress} className='trip-detail__progress trip-detail__progress--inner' /> : null}
        </View>
      ) : null}
    </View>
  )
})

/**
 * /tripDetail?ccsqdId=: one application with its approval progress and change history, and what
 * can be done with it now: edit or delete a draft, cancel, request or withdraw a change, book an
 * open flight route (its order opens from the booked route).
 */
function TripDetailPage() {
  const tt = useScopedT(tripDict)
  const [query] = useState(() => currentQuery())
  const { session, badges } = useStores()
  const [store] = useState(() => new TripDetailStore(query.ccsqdId, {}, { selfId: () => session.empInfo?.empId ?? '', now: () => Date.now() }))

  useEffect(() => {
    void store.load()
  }, [])
  // Back from editing, a change, a booking or an order: read it again, keeping the screen.
  useDidShow(() => {
    if (store.app) void store.load(true)
  })
  usePullDownRefresh(() => {
    void store.load(true).finally(() => stopPullDownRefresh())
  })

  const title = tt('detail.title')
  if (store.status !== 'ready' || !store.app) {
    return (
      <PageShell title={title}>
        {store.status === 'loading' ? <StateView status='loading' /> : null}
        {store.status === 'notFound' ? <StateView status='empty' message={tt('detail.notFound')} onRetry={() => void redirect('/tripList')} actionText={tt('detail.toList')} /> : null}
        {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
      </PageShell>
    )
  }

  const a = store.app
  const pending = store.pendingChange
  const waiting = a.status === 1 ? a.progress?.nextApprovers ?? [] : a.status === 5 ? pending?.progress?.nextApprovers ?? [] : []

  const act = async (confirmKey: 'detail.deleteConfirm' | 'detail.cancelConfirm' | 'detail.withdrawConfirm', run: () => Promise<boolean>, doneKey: 'detail.deleted' | 'detail.cancelled' | 'detail.withdrawn') => {
    if (!(await ui.confirm(tt('detail.tips'), tt(confirmKey)))) return false
    const ok = await run()
    if (ok) {
      ui.toast(tt(doneKey), { icon: 'success' })
      void badges.refresh()
    } else if (store.message) {
      ui.toast(store.message)
    }
    return ok
  }
  const remove = async () => {
    if (!(await act('detail.deleteConfirm', () => store.remove(), 'detail.deleted'))) return
    // Back to where the user came from (the list reloads when it shows); opened directly, to the drafts.
    if (Taro.getCurrentPages().length > 1) await back()
    else await redirect('/tripList', { status: 0 })
  }

  const bookButton = (route: TripRoute) =>
    store.canBook(route) ? (
      <Text
        className='trip-detail__book'
        onClick={(e) => {
          e.stopPropagation()
          void navigate('/tk/tkQuery', { ccsqdId: a.ccsqdId, routeId: route.routeId })
        }}
        data-testid='route-book'
      >
        {tt('detail.book')}
      </Text>
    ) : null

  return (
    <PageShell title={title} className='trip-detail'>
      <TripApplicationView
        application={a}
        onOpenOrder={openOrder}
        routeExtra={bookButton}
        afterHead={
          <>
            {waiting.length ? (
              <View className='trip-detail__notice trip-detail__notice--wait' data-testid='trip-next-approver'>
                {tt('list.nextApprover', { names: waiting.join(tt('detail.nameSep')) })}
              </View>
            ) : null}
            {a.status === 5 && pending ? (
              <View className='trip-detail__notice' data-testid='trip-change-pending'>
                {tt('detail.changeInApproval')}
              </View>
            ) : null}
          </>
        }
      />

      {a.status === 5 && pending ? (
        <>
          <ChangeBlock change={pending} onOpenOrder={openOrder} />
          {pending.progress ? <ApprovalProgress progress={pending.progress} className='trip-detail__progress' /> : null}
        </>
      ) : null}

      {a.progress ? (
        <ApprovalProgress progress={a.progress} className='trip-detail__progress' />
      ) : a.status === 0 ? (
        <View className='trip-detail__notice trip-detail__notice--muted'>{tt('detail.noProgress')}</View>
      ) : null}

      {store.pastChanges.length ? (
        <View className='trip-card' data-testid='trip-changes'>
          <Text className='trip-card__title'>{tt('detail.changes')}</Text>
          {store.pastChanges.map((c) => (
            <ChangeRecord key={c.changeId} change={c} />
          ))}
        </View>
      ) : null}

      {store.hasActions ? (
        <View className='trip-detail__bar'>
          {a.canDelete ? (
            <Text className='trip-detail__action trip-detail__action--danger' onClick={() => void remove()} data-testid='trip-delete'>
              {tt('detail.delete')}
            </Text>
          ) : null}
          {a.canCancel ? (
            <Text className='trip-detail__action' onClick={() => void act('detail.cancelConfirm', () => store.cancel(), 'detail.cancelled')} data-testid='trip-cancel'>
              {tt('detail.cancel')}
            </Text>
          ) : null}
          {store.canWithdrawChange ? (
            <Text className='trip-detail__action' onClick={() => void act('detail.withdrawConfirm', () => store.withdrawChange(), 'detail.withdrawn')} data-testid='trip-withdraw-change'>
              {tt('detail.withdrawChange')}
            </Text>
          ) : null}
          {a.canChange ? (
            <Text className='trip-detail__action trip-detail__action--main' onClick={() => void navigate('/tripChange', { ccsqdId: a.ccsqdId })} data-testid='trip-change'>
              {tt('detail.change')}
            </Text>
          ) : null}
          {a.canEdit ? (
            <Text className='trip-detail__action trip-detail__action--main' onClick={() => void navigate('/tripAdd', { ccsqdId: a.ccsqdId })} data-testid='trip-edit'>
              {tt('detail.edit')}
            </Text>
          ) : null}
        </View>
      ) : (
        <View className='trip-detail__footer'>
          <PrimaryButton plain onClick={() => void navigate('/tripList')}>
            {tt('detail.toList')}
          </PrimaryButton>
        </View>
      )}
      {store.busy ? <View className='trip-detail__busy' /> : null}
    </PageShell>
  )
}

export default observer(TripDetailPage)
