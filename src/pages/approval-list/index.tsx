import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useT } from '../../core/hooks/use-t'
import { useStores } from '../../core/stores/root-store'
import './index.scss'

/** Pending and done approvals; the approval flow fills them. */
function ApprovalListPage() {
  const t = useT()
  const { badges } = useStores()
  const [tab, setTab] = useState<'pending' | 'done'>('pending')
  return (
    <PageShell title={t('common.tabApproval')} className='approval-list'>
      <View className='approval-list__tabs'>
        <Text className={`approval-list__tab ${tab === 'pending' ? 'approval-list__tab--on' : ''}`} onClick={() => setTab('pending')}>
          {t('shell.pending')} {badges.counts.approval ? `(${badges.counts.approval})` : ''}
        </Text>
        <Text className={`approval-list__tab ${tab === 'done' ? 'approval-list__tab--on' : ''}`} onClick={() => setTab('done')}>
          {t('shell.done')}
        </Text>
      </View>
      <StateView status='empty' message={tab === 'pending' ? t('shell.noPending') : t('shell.noDone')} />
    </PageShell>
  )
}

export default observer(ApprovalListPage)
