import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { scopedT } from '../../core/i18n/index'
import { navigate } from '../../core/platform/nav'
import { booking } from '../i18n/booking'

export interface LoadState {
  status: string
  loadError?: string | null
  load(): Promise<unknown>
}

/**
 * The whole-page loading, not-found and error screens of the order after-sales pages (refund and
 * change, apply and detail); null once the page has what it needs. Call it from an observer render.
 */
export function loadStateScreen(title: string, store: LoadState, ready: boolean) {
  const tt = scopedT(booking)
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
  if (store.status === 'error' || !ready) {
    return (
      <PageShell title={title}>
        <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} />
      </PageShell>
    )
  }
  return null
}
