import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getTzContent, readGgtz } from '../../../core/api/messages'
import type { Notice } from '../../../core/api/types'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { accountPagesWords } from '../../i18n/account-pages'
import { DetailResource } from '../../../core/stores/detail-resource'
import { useStores } from '../../../core/stores/root-store'
import './index.scss'

function NoticeDetailPage() {
  const tu = useScopedT(accountPagesWords)
  const { badges } = useStores()
  const id = useRouter().params.id ?? ''
  // Opening an unread notice marks it read (and the message badge follows).
  const [notice] = useState(
    () =>
      new DetailResource<string, Notice>(id, getTzContent, {
        valid: (key) => !!key,
        onLoad: (n) => {
          if (!n.read) void readGgtz(id).catch(() => undefined).then(() => badges.refresh())
        },
      }),
  )
  useEffect(() => {
    void notice.load()
  }, [id])

  const status = notice.status === 'notFound' ? 'error' : notice.status
  const n = notice.data
  return (
    <PageShell title={tu('shell.noticeDetail')}>
      {status === 'loading' ? <StateView status='loading' /> : null}
      {status === 'error' ? <StateView status='error' message={tu('shell.noticeMissing')} onRetry={id ? () => void notice.load() : undefined} /> : null}
      {status === 'ready' && n ? (
        <View className='notice-detail'>
          <Text className='notice-detail__title' data-testid='notice-title'>
            {n.title}
          </Text>
          <Text className='notice-detail__time'>{n.publishTime}</Text>
          <Text className='notice-detail__content' userSelect>
            {n.content}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(NoticeDetailPage)
