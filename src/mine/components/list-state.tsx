import { observer } from 'mobx-react-lite'
import { StateView } from '../../core/components/state-view'
import type { PagedList } from '../../core/stores/paged-list'

/** What the first-page states read of a paged list. */
export type StateList = Pick<PagedList<unknown>, 'items' | 'status' | 'error' | 'reload'>

/**
 * A paged list before it has rows: loading, failed (retry) or empty (with an optional action);
 * null once rows are on screen (the list and its footer take over).
 */
export const ListState = observer(function ListState({ list, empty, action }: { list: StateList; empty: string; action?: { text: string; run: () => void } }) {
  if (list.items.length > 0) return null
  if (list.status === 'error') return <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} />
  if (list.status === 'ready') return <StateView status='empty' message={empty} onRetry={action?.run} actionText={action?.text} />
  return <StateView status='loading' />
})
