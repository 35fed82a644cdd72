import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalItem } from '../../core/api/approval'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { approvalListWords } from './words'
import { navigate } from '../../core/platform/nav'
import { useStores } from '../../core/stores/root-store'
import { APPROVAL_TABS, ApprovalListStore, type ApprovalTab, type ApprovalTabList } from './approval-list-store'
import { ApprovalRow } from './approval-row'
import './index.scss'

const TAB_KEYS = { pending: 'approval.tab.pending', done: 'approval.tab.done' } as const
const EMPTY_KEYS = { pending: 'approval.empty.pending', done: 'approval.empty.done' } as const

/** The rows of one tab with its loading, empty, error and paging states. */
const TabBody = observer(function TabBody({ tab, list, onOpen }: { tab: ApprovalTab; list: ApprovalTabList; onOpen: (i: ApprovalItem) => void }) {
  const t = useT()
  const tw = useScopedT(approvalListWords)
  if (list.items.length === 0) {
    if (list.status === 'error') return <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} />
    if (list.empty) return <StateView status='empty' message={tw(EMPTY_KEYS[tab])} />
    return <StateView status='loading' />
  }
  return (
    <View className='approval-list__rows' data-testid={`approval-list-${tab}`}>
      {list.refreshing ? <View className='approval-list__refreshing'>{t('common.loading')}</View> : null}
      {list.items.map((item) => (
        <ApprovalRow key={item.workItemId} item={item} decided={tab === 'done'} onOpen={onOpen} />
      ))}
      {list.status === 'error' ? (
        <View className='approval-list__more' onClick={() => void list.loadMore()}>
          {list.error || t('common.loadFailed')} · {t('common.retry')}
        </View>
      ) : list.hasMore ? (
        <View className='approval-list__more' onClick={() => void list.loadMore()} data-testid='approval-more'>
          {list.status === 'loading' ? t('common.loading') : t('common.loadMore')}
        </View>
      ) : (
        <View className='approval-list__end'>
          {tw('approval.total', { n: list.total })} · {t('common.noMore')}
        </View>
      )}
    </View>
  )
})

/** /approvalList: work items waiting for me and those I decided, with counts; a row opens its approval detail. */
function ApprovalListPage() {
  const t = useT()
  const tw = useScopedT(approvalListWords)
  const { session, badges } = useStores()
  const [store] = useState(() => new ApprovalListStore())

  const refreshAll = () => Promise.all([store.refresh(), badges.refreshApproval(), badges.refresh()])
  // Every visit shows fresh lists: a decision on the detail page, a push or another approver may have changed them.
  usePagedPage({ refresh: refreshAll, more: () => store.loadMore(), onShow: () => session.loggedIn })

  const open = (item: ApprovalItem) => {
    void navigate('/approval/Detail', { id: item.id, workItemId: item.workItemId, orderType: item.orderType })
  }
  const counts = badges.approvalCounts

  return (
    <PageShell title={t('common.tabApproval')} className='approval-list'>
      <View className='approval-list__sent' onClick={() => void navigate('/approval/Send')} data-testid='approval-sent-link'>
        <Text className='approval-list__sent-text'>{tw('approval.sentLink')}</Text>
        {badges.counts.waitApproval > 0 ? <Text className='approval-list__sent-count'>{tw('approval.sentWaiting', { n: badges.counts.waitApproval })}</Text> : null}
        <Text className='approval-list__sent-arrow'>›</Text>
      </View>
      <View className='approval-list__tabs' role='tablist'>
        {APPROVAL_TABS.map((tab) => (
            <View
              key={tab}
              className={`approval-list__tab ${store.tab === tab ? 'approval-list__tab--on' : ''}`}
              onClick={() => store.setTab(tab)}
              role='tab'
              aria-selected={store.tab === tab}
              data-testid={`approval-tab-${tab}`}
            >
              <Text className='approval-list__tab-text'>{tw(TAB_KEYS[tab])}</Text>
              {counts[tab] > 0 ? (
                <Text className={`approval-list__count approval-list__count--${tab}`} data-testid={`approval-count-${tab}`}>
                  {counts[tab] > 99 ? '99+' : counts[tab]}
                </Text>
              ) : null}
              {store.tab === tab ? <View className='approval-list__tab-line' /> : null}
            </View>
          ))}
      </View>
      <TabBody key={store.tab} tab={store.tab} list={store.lists[store.tab]} onOpen={open} />
    </PageShell>
  )
}

export default observer(ApprovalListPage)
