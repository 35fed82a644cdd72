import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getTzContent, readGgtz } from '../../../core/api/messages'
import type { Notice } from '../../../core/api/types'
import { PageShell } from '../../../core/components/page-shell'
import { StateView } from '../../../core/components/state-view'
import { useT } from '../../../core/hooks/use-t'
import { useStores } from '../../../core/stores/root-store'
import './index.scss'

function NoticeDetailPage() {
  const t = useT()
  const { badges } = useStores()
  const id = useRouter().params.id ?? ''
  const [notice, setNotice] = useState<Notice | null>(null)
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')

  const load = async () => {
    setStatus('loading')
    try {
      const n = await getTzContent(id)
      setNotice(n)
      setStatus('ready')
      if (!n.read) {
        await readGgtz(id).catch(() => undefined)
        void badges.refresh()
      }
    } catch {
      setStatus('error')
    }
  }
  useEffect(() => {
    if (id) void load()
    else setStatus('error')
  }, [id])

  return (
    <PageShell title={t('shell.noticeDetail')}>
      {status === 'loading' ? <StateView status='loading' /> : null}
      {status === 'error' ? <StateView status='error' message={t('shell.noticeMissing')} onRetry={id ? () => void load() : undefined} /> : null}
      {status === 'ready' && notice ? (
        <View className='notice-detail'>
          <Text className='notice-detail__title' data-testid='notice-title'>
            {notice.title}
          </Text>
          <Text className='notice-detail__time'>{notice.publishTime}</Text>
          <Text className='notice-detail__content' userSelect>
            {notice.content}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(NoticeDetailPage)
