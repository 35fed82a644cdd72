import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { NoticeList } from '../../../core/components/notice-list'
import { PageShell } from '../../../core/components/page-shell'
import { usePagedPage } from '../../../core/hooks/use-paged-page'
import { useScopedT } from '../../../core/hooks/use-t'
import { accountPagesWords } from '../../i18n/account-pages'
import { NoticeListStore } from '../../../core/stores/notice-list-store'

function NoticeListPage() {
  const tu = useScopedT(accountPagesWords)
  const [store] = useState(() => new NoticeListStore())
  usePagedPage({ refresh: () => store.reload(), more: () => store.loadMore() })
  return (
    <PageShell title={tu('shell.notices')}>
      <NoticeList store={store} />
    </PageShell>
  )
}

export default observer(NoticeListPage)
