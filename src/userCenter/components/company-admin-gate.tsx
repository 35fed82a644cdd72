import type { PropsWithChildren } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useT } from '../../core/hooks/use-t'
import { relaunch } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'

/** Whether the signed-in user administers their company (the server decides again on every call). */
export function useIsCompanyAdmin(): boolean | null {
  const { session } = useStores()
  if (!session.empInfo) return null
  return session.empInfo.roleIds.includes('admin')
}

/**
 * The company administration screens open for administrators only: anyone else sees the app's
 * "not open" notice, as for a product the user lacks; the screen's own calls are never made.
 */
export const CompanyAdminGate = observer(function CompanyAdminGate({ title, children }: PropsWithChildren<{ title: string }>) {
  const t = useT()
  const admin = useIsCompanyAdmin()
  if (admin === true) return <>{children}</>
  return (
    <PageShell title={title}>
      {admin === null ? (
        <StateView status='loading' />
      ) : (
        <StateView status='empty' message={t('common.notOpen')} onRetry={() => void relaunch('/home')} actionText={t('common.backHome')} />
      )}
    </PageShell>
  )
})
