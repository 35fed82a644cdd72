import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { dutyOfCareDict } from '../../i18n/duty-of-care'
import { DutyAckStore } from '../../stores/duty-of-care-store'
import '../../components/user-data.scss'
import '../duty-of-care/index.scss'

/**
 * /userCenter/dutyOfCareAck?orderId=: a duty-of-care message as its recipient sees it, with
 * "I'm safe". The message opens it like an order detail (orderId is the broadcast); id is taken too.
 */
function DutyOfCareAckPage() {
  const tt = useScopedT(dutyOfCareDict)
  const params = useRouter().params
  const id = params.orderId ?? params.id ?? ''
  const [store] = useState(() => new DutyAckStore(id))
  useEffect(() => {
    void store.load()
  }, [])
  const d = store.data
  return (
    <PageShell title={tt('ack.title')}>
      <View className='ud doc' data-testid='doc-ack-page' data-status={store.status}>
        {store.status === 'loading' ? <StateView status='loading' /> : null}
        {store.status === 'notFound' || store.status === 'error' ? (
          <StateView status='error' message={store.error || undefined} onRetry={store.status === 'error' ? () => void store.load() : undefined} />
        ) : null}
        {store.status === 'ready' && d ? (
          <View className='ud__card'>
            <Text className='doc__text' data-testid='doc-ack-text'>
              {d.text}
            </Text>
            <Text className='doc__meta'>{tt('ack.from', { name: d.senderName, time: d.sentAt })}</Text>
            {store.ackError ? <Text className='doc__error'>{store.ackError}</Text> : null}
            <View className='doc__ack-action'>
              {d.acked ? (
                <Text className='doc__ok' data-testid='doc-ack-done'>
                  {tt('ack.done', { time: d.ackedAt })}
                </Text>
              ) : (
                <PrimaryButton onClick={() => void store.ack()} loading={store.acking} testId='doc-ack'>
                  {tt('ack.button')}
                </PrimaryButton>
              )}
            </View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(DutyOfCareAckPage)
