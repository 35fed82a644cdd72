import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '../hooks/use-t'
import { navigate } from '../platform/nav'
import type { NoticeListStore } from '../stores/notice-list-store'
import { StateView } from './state-view'
import './notice-list.scss'

/** Notices, newest first, with unread dots; used by the messages tab and /noticeList. */
export const NoticeList = observer(function NoticeList({ store }: { store: NoticeListStore }) {
  const t = useT()
  if (store.status === 'loading' && store.items.length === 0) return <StateView status='loading' />
  if (store.status === 'error' && store.items.length === 0) return <StateView status='error' onRetry={() => void store.reload()} />
  if (store.status === 'ready' && store.items.length === 0) return <StateView status='empty' message={t('shell.noNotices')} />
  return (
    <View className='notice-list' data-testid='notice-list'>
      {store.items.map((n) => (
        <View
          key={n.id}
          className='notice-list__item'
          data-testid='notice-item'
          data-read={n.read ? '1' : '0'}
          onClick={() => {
            store.markRead(n.id)
            void navigate('/userCenter/noticeDetail', { id: n.id })
          }}
        >
          <View className='notice-list__head'>
            {n.read ? null : <View className='notice-list__dot' />}
            <Text className='notice-list__title'>{n.title}</Text>
          </View>
          <Text className='notice-list__summary'>{n.content}</Text>
          <Text className='notice-list__time'>{n.publishTime}</Text>
        </View>
      ))}
      {store.hasMore ? (
        <View className='notice-list__more' onClick={() => void store.loadMore()}>
          {store.status === 'loading' ? t('common.loading') : t('common.loadMore')}
        </View>
      ) : (
        <View className='notice-list__end'>{t('common.noMore')}</View>
      )}
    </View>
  )
})
