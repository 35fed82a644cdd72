import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { mineDict } from '../../i18n/mine'
import { MessageCentreStore, personalTarget, type LatestRow } from '../../stores/messages-store'
import '../../components/mine.scss'

/**
 * /userCenter/message: every message of the user. The two kinds (order and approval messages,
 * notices) with their unread counts, each opening its own list, and the latest of both together.
 */
function MessageCentrePage() {
  const tt = useScopedT(mineDict)
  const { session, badges } = useStores()
  const [store] = useState(() => new MessageCentreStore())
  usePagedPage({ refresh: () => Promise.all([store.load(), badges.refresh()]), more: async () => undefined, onShow: () => session.loggedIn })

  const personalUnread = Math.max(0, badges.counts.message - store.noticeUnread)
  const open = (row: LatestRow) => {
    if (store.markRead(row)) badges.markOneRead()
    if (row.kind === 'notice') {
      void navigate('/userCenter/noticeDetail', { id: row.notice.id })
      return
    }
    const to = personalTarget(row.message)
    if (to) void navigate(to.path, to.query)
  }
  const kinds = [
    { key: 'order', route: '/userCenter/message/order', title: tt('message.orderTitle'), hint: tt('message.orderHint'), unread: personalUnread },
    { key: 'notice', route: '/userCenter/message/list', title: tt('message.noticeTitle'), hint: tt('message.noticeHint'), unread: store.noticeUnread },
  ]

  return (
    <PageShell title={tt('title.message')} className='mine'>
      <View className='mine__list'>
        {kinds.map((k) => (
          <View key={k.key} className='mine__card' onClick={() => void navigate(k.route)} data-testid={`message-kind-${k.key}`}>
            <View className='mine__row'>
              <Text className='mine__title'>{k.title}</Text>
              {store.status === 'ready' && k.unread > 0 ? <Text className='mine__status mine__status--danger'>{tt('message.unread', { n: k.unread > 99 ? '99+' : k.unread })}</Text> : null}
              <Text className='mine__link'> ›</Text>
            </View>
            <Text className='mine__meta'>{k.hint}</Text>
          </View>
        ))}
      </View>
      <Text className='mine__section'>{tt('message.latest')}</Text>
      {store.status === 'ready' && store.latest.length === 0 ? <StateView status='empty' message={tt('message.empty')} /> : null}
      {store.status === 'error' ? <StateView status='error' message={store.error || undefined} onRetry={() => void store.load()} /> : null}
      {store.status === 'loading' || store.status === 'idle' ? <StateView status='loading' /> : null}
      <View className='mine__list' data-testid='message-latest'>
        {store.latest.map((row) => {
          const item = row.kind === 'personal' ? row.message : row.notice
          const kind = row.kind === 'notice' ? tt('message.kind.notice') : tt(row.message.yycj === 2 ? 'message.kind.2' : 'message.kind.1')
          return (
            <View key={`${row.kind}-${item.id}`} className='mine__card' onClick={() => open(row)} data-testid='message-latest-item' data-read={item.read ? '1' : '0'}>
              <View className='mine__row'>
                {item.read ? null : <View className='mine__dot' />}
                <Text className='mine__chip'>{kind}</Text>
                <Text className='mine__title'>{item.title}</Text>
              </View>
              <Text className='mine__text'>{item.content.length > 80 ? `${item.content.slice(0, 80)}…` : item.content}</Text>
              <Text className='mine__meta'>{row.at}</Text>
            </View>
          )
        })}
      </View>
    </PageShell>
  )
}

export default observer(MessageCentrePage)
