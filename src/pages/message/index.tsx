import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { NoticeList } from '../../core/components/notice-list'
import { PageShell } from '../../core/components/page-shell'
import { useT } from '../../core/hooks/use-t'
import { NoticeListStore } from '../../core/stores/notice-list-store'
import { useStores } from '../../core/stores/root-store'
import './index.scss'

function MessagePage() {
  const t = useT()
  const { session, badges } = useStores()
  const [store] = useState(() => new NoticeListStore())
  useDidShow(() => {
    if (!session.loggedIn) return
    void store.reload()
    void badges.refresh()
  })
  useReachBottom(() => void store.loadMore())
  return (
    <PageShell title={t('common.tabMessage')} className='message-page'>
      <View className='message-page__summary'>
        <Text className='message-page__heading'>{t('shell.notices')}</Text>
        <Text className='message-page__count' data-testid='unread-count'>
          {t('shell.unreadCount', { n: badges.counts.message })}
        </Text>
      </View>
      <NoticeList store={store} />
    </PageShell>
  )
}

export default observer(MessagePage)
