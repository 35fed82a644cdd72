import { navigate } from '../platform/nav'
import { PageShell } from './page-shell'
import { StateView } from './state-view'

export interface LoadState {
  status: string
  loadError?: string | null
  load(): Promise<unknown>
}

/** What a "not found" screen says and where its button leads (a list the user can go on from). */
export interface NotFoundExit {
  message: string
  actionText: string
  route: string
}

/**
 * The whole-page loading, not-found and error screens of a detail page (order after-sales,
 * approval detail); null once the page has what it needs. Call it from an observer render.
 */
export function loadStateScreen(title: string, store: LoadState, ready: boolean, notFound: NotFoundExit) {
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
        <StateView status='empty' message={notFound.message} onRetry={() => void navigate(notFound.route)} actionText={notFound.actionText} />
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
