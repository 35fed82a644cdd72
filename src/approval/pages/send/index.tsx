import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { SentApprovalItem } from '../../../core/api/approval'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { StateView } from '../../../core/components/state-view'
import { approvalKind, shortTime } from '../../../core/domain/approval'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../../core/hooks/use-t'
import type { MessageKey } from '../../../core/i18n/index'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { sendDict } from '../../i18n/send'
import { sentList, sentTarget } from '../../stores/sent-list-store'
import '../../../core/components/approval-row.scss'
import './index.scss'

const SentRow = observer(function SentRow({ item }: { item: SentApprovalItem }) {
  const t = useT()
  const tt = useScopedT(sendDict)
  const kind = approvalKind(item)
  const open = () => {
    const target = sentTarget(item)
    if (target) void navigate(target.path, target.query)
  }
  return (
    <View className='approval-row' onClick={open} data-testid='sent-item' data-no={item.no} data-status={item.status}>
      <View className='approval-row__top'>
        <Text className={`approval-row__kind approval-row__kind--${kind}`}>{t(`approval.kind.${kind}` as MessageKey)}</Text>
        <Text className='approval-row__no'>{item.no}</Text>
        <Text className={`sent-row__status sent-row__status--${item.status}`} data-testid='sent-status'>
          {t(`approval.status.${item.status}` as MessageKey)}
        </Text>
      </View>
      <Text className='approval-row__title'>{item.title}</Text>
      {item.summary ? <Text className='approval-row__summary'>{item.summary}</Text> : null}
      {item.status === 1 && item.nextApprovers.length ? (
        <Text className='sent-row__next' data-testid='sent-next'>
          {tt('send.next', { names: item.nextApprovers.join('、') })} · {tt('send.level', { n: item.currentLevel, total: item.levels })}
        </Text>
      ) : null}
      {item.status === 2 && item.levels === 0 ? <Text className='sent-row__note'>{tt('send.auto')}</Text> : null}
      {item.rejectReason ? (
        <Text className='sent-row__reason' data-testid='sent-reason'>
          {tt('send.reason', { text: item.rejectReason })}
        </Text>
      ) : null}
      <View className='approval-row__foot'>
        <Text className='approval-row__time'>
          {item.decidedAt ? tt('send.decided', { time: shortTime(item.decidedAt) }) : tt('send.submitted', { time: shortTime(item.submittedAt) })}
        </Text>
        <Price value={item.amount} className='approval-row__amount' />
      </View>
    </View>
  )
})

/** /approval/Send (送审): what I sent for approval and where each stands; a row opens the thing itself. */
function SentPage() {
  const t = useT()
  const tt = useScopedT(sendDict)
  const { session } = useStores()
  const [list] = useState(() => sentList())
  usePagedPage({ refresh: () => list.reload(), more: () => list.loadMore(), onShow: () => session.loggedIn })

  const loadingFirst = list.loadingFirst
  return (
    <PageShell title={tt('send.title')} className='sent-page'>
      <Text className='sent-page__intro'>{tt('send.intro')}</Text>
      {loadingFirst ? <StateView status='loading' /> : null}
      {list.status === 'error' && list.items.length === 0 ? <StateView status='error' message={list.error || undefined} onRetry={() => void list.reload()} /> : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <StateView status='empty' message={tt('send.empty')} onRetry={() => void navigate('/tripAdd')} actionText={tt('send.newTrip')} />
      ) : null}
      {list.items.length ? (
        <View className='sent-page__rows' data-testid='sent-list'>
          {list.items.map((item) => (
            <SentRow key={item.instanceId} item={item} />
          ))}
          {list.hasMore ? (
            <View className='sent-page__more' onClick={() => void list.loadMore()}>
              {list.status === 'loading' ? t('common.loading') : list.status === 'error' ? list.error || t('common.loadFailed') : t('common.loadMore')}
            </View>
          ) : (
            <View className='sent-page__end'>
              {tt('send.count', { n: list.total })} · {t('common.noMore')}
            </View>
          )}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SentPage)
