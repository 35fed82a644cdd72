import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { callPhone } from '../../components/call-phone'
import { mineDict } from '../../i18n/mine'
import { OtherOrderStore } from '../../stores/other-order-store'
import { OTHER_STATUS_TONE } from '../../stores/other-order-tone'
import '../../components/mine.scss'

/** /otherOrderDetail?orderId=: an offline order, its consultant, and cancelling while allowed. */
function OtherOrderDetailPage() {
  const tt = useScopedT(mineDict)
  const [store] = useState(() => new OtherOrderStore(currentQuery().orderId ?? ''))
  useEffect(() => {
    void store.load()
  }, [])
  const o = store.order
  if (store.status !== 'ready' || !o) {
    return (
      <PageShell title={tt('title.otherOrder')} className='mine'>
        {store.status === 'loading' ? <StateView status='loading' /> : null}
        {store.status === 'notFound' ? <StateView status='empty' message={tt('other.notFound')} onRetry={() => void redirect('/otherOrder')} actionText={tt('other.toList')} /> : null}
        {store.status === 'error' ? <StateView status='error' message={store.loadError || undefined} onRetry={() => void store.load()} /> : null}
      </PageShell>
    )
  }
  const cancel = async () => {
    if (!(await ui.confirm(tt('common.tips'), tt('other.cancelConfirm')))) return
    if (await store.cancel()) ui.toast(tt('other.cancelled'), { icon: 'success' })
    else if (store.message) ui.toast(store.message)
  }
  const rows: [string, string][] = [
    [tt('other.orderNo'), o.orderNo],
    [tt('other.travellers'), o.travellerNames],
    [tt('other.serviceDay'), o.serviceDate],
    [tt('other.createdAt'), o.createdAt],
    ...(o.cancelledAt ? ([[tt('other.cancelledAt'), o.cancelledAt]] as [string, string][]) : []),
    [tt('other.consultant'), o.consultantPhone ? `${o.consultant} ${o.consultantPhone}` : o.consultant],
  ]
  return (
    <PageShell title={tt('title.otherOrder')} className='mine'>
      <View className='mine__list'>
        <View className='mine__card' data-testid='other-order-detail' data-status={o.status}>
          <View className='mine__row'>
            <Text className='mine__chip'>{tt(`other.category.${o.category}`)}</Text>
            <Text className='mine__title'>{o.title}</Text>
            <Text className={`mine__status mine__status--${OTHER_STATUS_TONE[o.status]}`} data-testid='other-order-status'>{tt(`other.status.${o.status}`)}</Text>
          </View>
          <View className='mine__row'>
            <Text className='mine__meta'>{tt('other.amount')}</Text>
            <Price value={o.amount} className='mine__amount' />
          </View>
        </View>
        <View className='mine__card'>
          {rows.map(([label, value]) => (
            <View key={label} className='mine__row'>
              <Text className='mine__meta'>{label}</Text>
              <Text className='mine__meta'>{value}</Text>
            </View>
          ))}
        </View>
        {o.detail ? (
          <View className='mine__card'>
            <Text className='mine__meta'>{tt('other.detail')}</Text>
            <Text className='mine__text'>{o.detail}</Text>
          </View>
        ) : null}
        {o.status === 'IN_PROGRESS' && !o.canCancel ? <Text className='mine__warn'>{tt('other.cannotCancel')}</Text> : null}
      </View>
      <View className='mine__actions'>
        {o.consultantPhone ? (
          <PrimaryButton plain onClick={() => callPhone(o.consultantPhone)} testId='other-order-call'>
            {tt('other.call')}
          </PrimaryButton>
        ) : null}
        {o.canCancel ? (
          <View style={{ marginTop: '24px' }}>
            <PrimaryButton onClick={() => void cancel()} loading={store.cancelling} testId='other-order-cancel'>
              {tt('other.cancel')}
            </PrimaryButton>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(OtherOrderDetailPage)
