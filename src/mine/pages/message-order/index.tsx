import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PersonalMessage } from '../../../core/api/messages'
import { PageShell } from '../../../core/components/page-shell'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { useStores } from '../../../core/stores/root-store'
import { ListState } from '../../components/list-state'
import { PagedFooter } from '../../components/paged-footer'
import { mineDict } from '../../i18n/mine'
import { OrderMessageStore, personalTarget } from '../../stores/messages-store'
import '../../components/mine.scss'

/** /userCenter/message/order: my order, application and approval messages; a tap reads it and opens what it is about. */
function OrderMessagesPage() {
  const tt = useScopedT(mineDict)
  const { session, badges } = useStores()
  const [store] = useState(() => new OrderMessageStore())
  usePagedPage({ refresh: () => Promise.all([store.list.reload(), badges.refresh()]), more: () => store.list.loadMore(), onShow: () => session.loggedIn })

  const open = (m: PersonalMessage) => {
    if (store.markRead(m.id)) badges.markOneRead()
    const to = personalTarget(m)
    if (to) void navigate(to.path, to.query)
  }
  return (
    <PageShell title={tt('title.messageOrder')} className='mine'>
      <ListState list={store.list} empty={tt('message.empty')} />
      {store.list.items.length > 0 ? (
        <View className='mine__list' data-testid='order-messages'>
          {store.list.items.map((m) => (
            <View key={m.id} className='mine__card' onClick={() => open(m)} data-testid='order-message' data-read={m.read ? '1' : '0'}>
              <View className='mine__row'>
                {m.read ? null : <View className='mine__dot' />}
                <Text className='mine__chip'>{tt(m.yycj === 2 ? 'message.kind.2' : 'message.kind.1')}</Text>
                <Text className='mine__title'>{m.title}</Text>
              </View>
              <Text className='mine__text'>{m.content}</Text>
              <Text className='mine__meta'>{m.time}</Text>
            </View>
          ))}
          <PagedFooter list={store.list} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(OrderMessagesPage)
