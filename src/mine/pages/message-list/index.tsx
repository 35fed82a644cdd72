import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { NoticeList } from '../../../core/components/notice-list'
import { PageShell } from '../../../core/components/page-shell'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { useStores } from '../../../core/stores/root-store'
import { NoticeListStore } from '../../../core/stores/notice-list-store'
import { mineDict } from '../../i18n/mine'
import '../../components/mine.scss'

/** /userCenter/message/list: the company's and the platform's notices (the core notice list), unread marked. */
function NoticeMessagesPage() {
  const tt = useScopedT(mineDict)
  const { session, badges } = useStores()
  const [store] = useState(() => new NoticeListStore())
  usePagedPage({ refresh: () => Promise.all([store.reload(), badges.refresh()]), more: () => store.loadMore(), onShow: () => session.loggedIn })
  return (
    <PageShell title={tt('title.messageList')} className='mine'>
      <View className='mine__list'>
        <NoticeList store={store} />
      </View>
    </PageShell>
  )
}

export default observer(NoticeMessagesPage)
