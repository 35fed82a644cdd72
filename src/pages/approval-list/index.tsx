import { useState } from 'react'
import { Tabs } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/tabs/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/tabpane/style/css'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useT } from '../../core/hooks/use-t'
import { useStores } from '../../core/stores/root-store'

/** Pending and done approvals; the approval flow fills them. */
function ApprovalListPage() {
  const t = useT()
  const { badges } = useStores()
  const [tab, setTab] = useState<string | number>('pending')
  const pending = badges.counts.approval
  return (
    <PageShell title={t('common.tabApproval')}>
      <Tabs value={tab} onChange={(v) => setTab(v)} activeType='line' activeColor='var(--main-color)' duration={200}>
        <Tabs.TabPane title={pending ? `${t('shell.pending')} (${pending})` : t('shell.pending')} value='pending'>
          <StateView status='empty' message={t('shell.noPending')} />
        </Tabs.TabPane>
        <Tabs.TabPane title={t('shell.done')} value='done'>
          <StateView status='empty' message={t('shell.noDone')} />
        </Tabs.TabPane>
      </Tabs>
    </PageShell>
  )
}

export default observer(ApprovalListPage)
