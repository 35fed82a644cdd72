import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalItem } from '../../../core/api/approval'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { shortTime } from '../../../core/domain/approval'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { MY_APPROVAL_TABS, MyApprovalsStore, type MyApprovalTab } from '../../stores/approvals-store'
import '../../components/mine.scss'

const TAB_KEYS = { pending: 'approvals.pending', done: 'approvals.done' } as const

/** A work item: what, who, how much, which level (or the decision), when. */
const ItemCard = observer(function ItemCard({ item, decided, onOpen }: { item: ApprovalItem; decided: boolean; onOpen: (i: ApprovalItem) => void }) {
  const tt = useScopedT(mineDict)
  const decision = `approvals.decision.${item.state}` as 'approvals.decision.2'
  return (
    <View className='mine__card' onClick={() => onOpen(item)} data-testid='my-approval-item' data-work-item={item.workItemId}>
      <View className='mine__row'>
        <Text className='mine__chip'>{item.no}</Text>
        <Text className='mine__title'>{item.title}</Text>
        <Text className={`mine__status mine__status--${decided ? (item.state === 3 ? 'danger' : 'success') : 'warning'}`}>
          {decided && decision in mineDict['zh-CN'] ? tt(decision) : tt('approvals.level', { n: item.level, total: item.levels })}
        </Text>
      </View>
      {item.summary ? <Text className='mine__text'>{item.summary}</Text> : null}
      <View className='mine__row'>
        <Text className='mine__meta'>
          {tt('approvals.applicant', { name: item.applicantName })} · {tt('approvals.submitted', { time: shortTime(item.submittedAt) })}
          {item.violation ? ` · ${tt('approvals.violation')}` : ''}
        </Text>
        <Price value={item.amount} className='mine__amount' />
      </View>
    </View>
  )
})

/** /userCenter/approvalList: my approvals from the user centre, waiting and decided; a row opens its approval detail. */
function MyApprovalsPage() {
  const tt = useScopedT(mineDict)
  const { session, badges } = useStores()
  const [store] = useState(() => new MyApprovalsStore())
  usePagedPage({ refresh: () => Promise.all([store.refresh(), badges.refreshApproval()]), more: () => store.loadMore(), onShow: () => session.loggedIn })
  const open = (item: ApprovalItem) => void navigate('/approval/Detail', { id: item.id, workItemId: item.workItemId, orderType: item.orderType })
  const list = store.current
  const counts: Record<MyApprovalTab, number> = badges.approvalCounts
  return (
    <PageShell title={tt('title.approvals')} className='mine'>
      <View className='mine__tabs' role='tablist'>
        {MY_APPROVAL_TABS.map((tab) => (
          <View key={tab} className={`mine__tab ${store.tab === tab ? 'mine__tab--on' : ''}`} onClick={() => store.setTab(tab)} role='tab' aria-selected={store.tab === tab} data-testid={`my-approval-tab-${tab}`}>
            <Text>{tt(TAB_KEYS[tab])}{counts[tab] > 0 ? ` ${counts[tab] > 99 ? '99+' : counts[tab]}` : ''}</Text>
            {store.tab === tab ? <View className='mine__tab-line' /> : null}
          </View>
        ))}
      </View>
      <View className='mine__head'>
        <Text className='mine__head-text' />
        <Text className='mine__link' onClick={() => void navigate('/approval/Send')} data-testid='my-approval-sent'>{tt('approvals.sent')} ›</Text>
      </View>
      <ListState key={store.tab} list={list} empty={tt(store.tab === 'pending' ? 'approvals.emptyPending' : 'approvals.emptyDone')} />
      {list.items.length > 0 ? (
        <View className='mine__list'>
          {list.items.map((item) => (
            <ItemCard key={item.workItemId} item={item} decided={store.tab === 'done'} onOpen={open} />
          ))}
          <PagedFooter list={list} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(MyApprovalsPage)
