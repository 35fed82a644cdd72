import { type ReactNode, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { loadStateScreen, type LoadState } from '../../core/components/load-state-screen'
import { PageShell } from '../../core/components/page-shell'
import { Price } from '../../core/components/price'
import { StateView } from '../../core/components/state-view'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { afterSale } from '../i18n/after-sale'
import { trainOrderRoute } from '../stores/train-after-sale-detail'
import { shortDateTime, type TicketRow } from '../stores/train-after-sale-tickets'
import { ticketTypeLabel } from './train-after-sale-format'

/** What the refund and change stores share: load the order, submit after a confirm. */
export interface TrainApplyStore extends LoadState {
  order: { orderId: string } | null
  error: string
  rows: TicketRow[]
  submit(confirm: (message: string) => Promise<boolean>): Promise<boolean>
}

/** Where a screen that finds no order sends the user: all orders. */
export function notFoundExit(tt: (key: keyof (typeof afterSale)['zh-CN']) => string) {
  return { message: tt('tr.common.notFound'), actionText: tt('tr.common.allOrders'), route: '/allorder' }
}

/** Opens the order's own screen (the transfer detail for a two-leg order). */
export async function openTrainOrder(orderId: string, replace = false): Promise<void> {
  const to = await trainOrderRoute(orderId)
  await (replace ? redirect(to.path, to.query) : navigate(to.path, to.query))
}

/**
 * The flow /tr/ApplyRefund and /tr/ApplyAlter share: the store for the order of the address, its
 * load, the whole-page states (loading, not found, error with retry, nothing to refund or change:
 * the tickets with why), and submit: the confirm, why it failed, or the badges refreshed and on to
 * the result screen.
 */
export function useTrainAfterSaleApply<S extends TrainApplyStore>(
  kind: 'refund' | 'change',
  create: (orderId: string | undefined) => S,
  next: (store: S) => { path: string; query: Record<string, string> } | null,
): { store: S; title: string; screen: ReactNode | null; submit: () => Promise<void> } {
  const tt = useScopedT(afterSale)
  const { badges } = useStores()
  // Decoded once, the same on both targets.
  const [store] = useState(() => create(currentQuery().orderId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = kind === 'refund' ? tt('tr.refund.title') : tt('tr.change.title')
  const submit = async () => {
    const done = await store.submit((message) => ui.confirm(kind === 'refund' ? tt('tr.refund.confirmTitle') : tt('tr.change.confirmTitle'), message))
    if (!done) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    const to = next(store)
    if (to) await redirect(to.path, to.query)
  }

  let screen: ReactNode | null = loadStateScreen(title, store, !!store.order, notFoundExit(tt))
  if (!screen && store.status === 'notAllowed') {
    screen = (
      <PageShell title={title} className='tas-page tas-page--nobar'>
        <StateView
          status='empty'
          message={kind === 'refund' ? tt('tr.refund.notAllowed') : tt('tr.change.notAllowed')}
          onRetry={() => void openTrainOrder(store.order?.orderId ?? '', true)}
          actionText={tt('tr.common.toOrder')}
        />
        {store.rows.length ? (
          <View className='tas-body'>
            <View className='tas-card' data-testid='blocked-tickets'>
              {store.rows.map((r) => (
                <TicketCheck key={r.ticket.ticketId} row={r} selected={false} />
              ))}
            </View>
          </View>
        ) : null}
      </PageShell>
    )
  }
  return { store, title, screen, submit }
}

/**
 * A ticket to choose for a refund or a change: passenger, train, departure, seat and fare; a ticket
 * that is not offered shows why instead of a box to tick. `extra` goes under it (the fee quote).
 */
export function TicketCheck(props: { row: TicketRow; selected: boolean; onToggle?: () => void; extra?: ReactNode; testIdPrefix?: string }) {
  const tt = useScopedT(afterSale)
  const { row, selected } = props
  const t = row.ticket
  const off = !row.selectable
  const why = row.block ? tt(`tr.ticket.block.${row.block}`) : ''
  return (
    <View
      className={`tas-check ${selected ? 'tas-check--on' : ''} ${off ? 'tas-check--off' : ''}`}
      onClick={() => !off && props.onToggle?.()}
      data-testid={`${props.testIdPrefix ?? 'ticket'}-${t.ticketId}`}
      data-selectable={off ? '0' : '1'}
      data-block={row.block ?? ''}
    >
      <View className='tas-check__box'>{selected ? '✓' : ''}</View>
      <View className='tas-check__main'>
        <Text className='tas-check__title'>
          {row.passenger.name}
          <Text className='tas-tag tas-tag--muted'>{ticketTypeLabel(row.passenger.ticketType)}</Text>
          {t.changed ? <Text className='tas-tag'>{tt('tr.ticket.changedTag')}</Text> : null}
        </Text>
        <Text className='tas-check__sub'>
          {t.trainCode} · {shortDateTime(t.departAt)} · {t.seatLabel || t.seatName}
        </Text>
        {why ? (
          <Text className='tas-check__why' data-testid='ticket-why'>
            {why}
          </Text>
        ) : null}
        {props.extra}
      </View>
      <Price value={t.price} className='tas-check__aside' />
    </View>
  )
}
