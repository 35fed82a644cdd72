import { observer } from 'mobx-react-lite'
import { useT } from '../hooks/use-t'
import type { MessageKey } from '../i18n/index'
import { relaunch } from '../platform/nav'
import { PageShell } from './page-shell'
import { StateView } from './state-view'

/** A detail screen opened for something this account cannot see (or that does not exist): same answer for both. */
export const NotFound = observer(function NotFound({ titleKey }: { titleKey: MessageKey }) {
  const t = useT()
  return (
    <PageShell title={t(titleKey)}>
      <StateView status='empty' message={t('shell.itemNotFound')} onRetry={() => void relaunch('/home')} actionText={t('common.backHome')} />
    </PageShell>
  )
})
