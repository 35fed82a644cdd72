import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PersonalMessage } from '../../core/api/messages'
import { NoticeList } from '../../core/components/notice-list'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { usePagedPage } from '../../core/hooks/use-paged-page'
import { useScopedT, useT } from '../../core/hooks/use-t'
import { messageWords } from './words'
import { navigate } from '../../core/platform/nav'
import { NoticeListStore } from '../../core/stores/notice-list-store'
import { useStores } from '../../core/stores/root-store'
import { messageTarget, PersonalMessageStore } from './personal-message-store'
import './index.scss'

type MessageTab = 'personal' | 'notices'
const TABS: readonly { key: MessageTab; label: 'messages.tab.personal' | 'messages.tab.notices' }[] = [
  { key: 'personal', label: 'messages.tab.personal' },
  { key: 'notices', label: 'messages.tab.notices' },
]

/** My personal messages: unread dot, kind, title, text, time; a tap marks read and opens the target. */
const PersonalList = observer(function PersonalList({ store, onOpen }: { store: PersonalMessageStore; onOpen: (m: PersonalMessage) => void }) {
  const t = useT()
  const tw = useScopedT(messageWords)
  if (store.items.length === 0) {
    if (store.status === 'error') return <StateView status='error' message={store.error || undefined} onRetry={() => void store.reload()} />
    if (store.status === 'ready') return <StateView status='empty' message={tw('messages.empty')} />
    return <StateView status='loading' />
  }
  return (
    <View className='message-list' data-testid='message-list'>
      {store.items.map((m) => (
        <View key={m.id} className={`message-item ${m.read ? '' : 'message-item--unread'}`} onClick={() => onOpen(m)} data-testid='message-item' data-read={m.read ? '1' : '0'}>
          <View className='message-item__head'>
            {m.read ? null : <View className='message-item__dot' />}
            <Text className={`message-item__kind message-item__kind--${m.yycj}`}>{tw(m.yycj === 2 ? 'messages.kind.2' : 'messages.kind.1')}</Text>
            <Text className='message-item__title'>{m.title}</Text>
          </View>
          <Text className='message-item__content'>{m.content}</Text>
          <View className='message-item__foot'>
            <Text className='message-item__time'>{m.time}</Text>
            <Text className='message-item__arrow'>›</Text>
          </View>
        </View>
      ))}
      {store.status === 'error' ? (
        <View className='message-list__more' onClick={() => void store.loadMore()}>
          {store.error || t('common.loadFailed')} · {t('common.retry')}
        </View>
      ) : store.hasMore ? (
        <View className='message-list__more' onClick={() => void store.loadMore()}>
          {store.status === 'loading' ? t('common.loading') : t('common.loadMore')}
        </View>
      ) : (
        <View className='message-list__end'>{t('common.noMore')}</View>
      )}
    </View>
  )
})

/** The messages tab: my personal messages (approval steps) and the company's notices, each with unread marks. */
function MessagePage() {
  const t = useT()
  const tw = useScopedT(messageWords)
  const { session, badges } = useStores()
  const [tab, setTab] = useState<MessageTab>('personal')
  const [personal] = useState(() => new PersonalMessageStore())
  const [notices] = useState(() => new NoticeListStore())

  const reloadTab = (which: MessageTab) => (which === 'personal' ? personal.reload() : notices.reload())
  const refresh = () => {
    // The tab not shown reloads when opened; the badge counts both kinds.
    if (tab === 'personal') void notices.reload()
    else personal.list.markStale()
    return Promise.all([reloadTab(tab), badges.refresh()])
  }
  usePagedPage({ refresh, more: () => (tab === 'personal' ? personal.loadMore() : notices.loadMore()), onShow: () => session.loggedIn })

  const choose = (next: MessageTab) => {
    if (next === tab) return
    setTab(next)
    if (next === 'personal' && personal.list.needsLoad) void personal.reload()
    if (next === 'notices' && notices.status === 'idle') void notices.reload()
  }

  const open = (m: PersonalMessage) => {
    if (personal.markRead(m.id)) badges.markOneRead()
    const to = messageTarget(m)
    if (to) void navigate(to.path, to.query)
  }

  const dot = (key: MessageTab) => (key === 'personal' ? personal.unread > 0 : notices.unread > 0)

  return (
    <PageShell title={t('common.tabMessage')} className='message-page'>
      <View className='message-page__summary'>
        <Text className='message-page__heading'>{t('common.tabMessage')}</Text>
        <Text className='message-page__count' data-testid='unread-count'>
          {tw('messages.unread', { n: badges.counts.message })}
        </Text>
      </View>
      <View className='message-page__tabs' role='tablist'>
        {TABS.map(({ key, label }) => (
            <View
              key={key}
              className={`message-page__tab ${tab === key ? 'message-page__tab--on' : ''}`}
              onClick={() => choose(key)}
              role='tab'
              aria-selected={tab === key}
              data-testid={`message-tab-${key}`}
            >
              <Text className='message-page__tab-text'>{tw(label)}</Text>
              {dot(key) ? <View className='message-page__tab-dot' /> : null}
              {tab === key ? <View className='message-page__tab-line' /> : null}
            </View>
          ))}
      </View>
      {tab === 'personal' ? <PersonalList store={personal} onOpen={open} /> : <NoticeList store={notices} />}
    </PageShell>
  )
}

export default observer(MessagePage)
