import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate, redirect } from '../../../core/platform/nav'
import { intlDict } from '../../i18n/intl'
import '../../components/intl.scss'

/** /tk/tkIntCmp: the booking's result: approval or payment next, and the order. */
function TkIntCmpPage() {
  const tt = useScopedT(intlDict)
  const p = useRouter().params as Record<string, string | undefined>
  const orderId = p.orderId && /^\d+$/.test(p.orderId) ? p.orderId : null
  if (!orderId) {
    return (
      <PageShell title={tt('cmp.title')}>
        <StateView status='empty' message={tt('cmp.missing')} onRetry={() => void navigate('/tk/tkQuery')} actionText={tt('list.title')} />
      </PageShell>
    )
  }
  const approval = p.status === 'IN_APPROVAL'
  return (
    <PageShell title={tt('cmp.title')} className='intl-page'>
      <View className='intl-box' data-testid='intl-cmp'>
        <Text className='intl-box__title'>✓ {tt('cmp.booked')}</Text>
        <Text className='intl-muted'>{tt('cmp.orderNo', { no: decodeURIComponent(p.orderNo ?? '') })}</Text>
        <Text className={approval ? 'intl-warn' : 'intl-ok'} data-testid='cmp-next'>
          {approval ? tt('cmp.approval') : tt('cmp.pay', { deadline: decodeURIComponent(p.deadline ?? '') })}
        </Text>
        {!approval ? (
          <PrimaryButton onClick={() => void redirect('/pay/payment', { orderIds: orderId })} testId='cmp-pay'>
            {tt('cmp.payNow')}
          </PrimaryButton>
        ) : null}
        <View style={{ marginTop: '20px' }}>
          <PrimaryButton plain onClick={() => void redirect('/tk/tkOrderDetail', { orderId })} testId='cmp-order'>
            {tt('cmp.viewOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkIntCmpPage)
