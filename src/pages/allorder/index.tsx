import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../core/components/page-shell'
import { StateView } from '../../core/components/state-view'
import { useT } from '../../core/hooks/use-t'
import { navigate } from '../../core/platform/nav'
import './index.scss'

/** All orders: the window is the last 30 days (spec §9); booking flows add their orders here. */
function AllOrderPage() {
  const t = useT()
  return (
    <PageShell title={t('common.tabOrders')} className='allorder-page'>
      <View className='allorder-page__window'>
        <Text>{t('shell.ordersWindow')}</Text>
      </View>
      <StateView status='empty' message={t('shell.noOrders')} onRetry={() => void navigate('/home')} actionText={t('shell.bookTrip')} />
    </PageShell>
  )
}

export default observer(AllOrderPage)
