import type { ReactElement } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import type { CompletionStore } from '../stores/flight-completion-store'

interface FrameProps<T> {
  title: string
  store: CompletionStore<T>
  /** What the not-found state says, and where its one action goes. */
  missing: { message: string; actionText: string; onAction: () => void }
  children: (record: T) => ReactElement
}

/**
 * The states every flight completion screen (tkCmp, tkRefundCmp, tkChangeCmp) shares: loading, a
 * failed read with retry, and a record that is not there (or not the caller's); the screen's own body
 * once the record is read.
 */
function Frame<T>({ title, store, missing, children }: FrameProps<T>): ReactElement {
  if (store.status === 'loading' || store.status === 'error') {
    return (
      <PageShell title={title}>
        {store.status === 'loading' ? <StateView status='loading' /> : <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} />}
      </PageShell>
    )
  }
  const record = store.record
  if (store.status === 'notFound' || !record) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={missing.message} onRetry={missing.onAction} actionText={missing.actionText} />
      </PageShell>
    )
  }
  return (
    <PageShell title={title} className='fr-page'>
      {children(record)}
    </PageShell>
  )
}

export const CompletionFrame = observer(Frame) as typeof Frame
