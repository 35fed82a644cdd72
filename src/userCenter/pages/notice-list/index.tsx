import { useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { NoticeList } from '../../../core/components/notice-list'
import { PageShell } from '../../../core/components/page-shell'
import { useT } from '../../../core/hooks/use-t'
import { NoticeListStore } from '../../../core/stores/notice-list-store'

function NoticeListPage() {
  const t = useT()
  const [store] = useState(() => new NoticeListStore())
  useDidShow(() => void store.reload())
  useReachBottom(() => void store.loadMore())
  return (
    <PageShell title={t('shell.notices')}>
      <NoticeList store={store} />
    </PageShell>
  )
}

export default observer(NoticeListPage)
