import { type ReactNode, useEffect, useState } from 'react'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { loadStateScreen, type LoadState } from '../../core/components/load-state-screen'
import { useScopedT } from '../../core/hooks/use-t'
import { currentQuery, redirect } from '../../core/platform/nav'
import { ui } from '../../core/platform/ui'
import { useStores } from '../../core/stores/root-store'
import { booking } from '../i18n/booking'
import { orderNotFound } from './after-sale-head'

/** What the refund and change apply stores share: load the order, submit after a confirm. */
export interface ApplyStore extends LoadState {
  order: { orderId: string } | null
  error: string
  submit(confirm: (message: string) => Promise<boolean>): Promise<boolean>
}

/**
 * The flow both after-sales apply pages (/tk/tkRefundApply, /tk/tkChangeApply) share: the store
 * for the order in the address, its load, the whole-page states (loading, not found, error, not
 * allowed), and submit: confirm, say why it failed, or refresh the badges and go to the detail.
 */
export function useAfterSaleApply<S extends ApplyStore>(
  kind: 'refund' | 'change',
  create: (orderId: string | undefined) => S,
  detailOf: (store: S) => { path: string; query: Record<string, string> } | null,
): { store: S; title: string; screen: ReactNode | null; submit: () => Promise<void> } {
  const tt = useScopedT(booking)
  const { badges } = useStores()
  // Decoded once, the same on both targets (the router hands values over still URL-encoded).
  const [store] = useState(() => create(currentQuery().orderId))
  useEffect(() => {
    void store.load()
  }, [])

  const title = tt(`tk.${kind}.title`)
  const submit = async () => {
    const done = await store.submit((message) => ui.confirm(title, message))
    if (!done) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    const detail = detailOf(store)
    if (detail) await redirect(detail.path, detail.query)
  }

  let screen: ReactNode | null = loadStateScreen(title, store, !!store.order, orderNotFound(tt))
  if (!screen && store.status === 'notAllowed') {
    screen = (
      <PageShell title={title}>
        <StateView
          status='empty'
          message={tt(`tk.${kind}.notAllowed`)}
          onRetry={() => void redirect('/tk/tkOrderDetail', { orderId: store.order?.orderId ?? '' })}
          actionText={tt(`tk.${kind}.toOrder`)}
        />
      </PageShell>
    )
  }
  return { store, title, screen, submit }
}
