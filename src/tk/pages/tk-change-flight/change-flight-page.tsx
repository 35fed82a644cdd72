import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { navigate } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useAfterSaleApply } from '../../components/after-sale-apply'
import { booking } from '../../i18n/booking'
import { routesDict } from '../../i18n/flight-routes'
import { startChangeSession } from '../../stores/flight-change-session'
import { ChangeFlightPicker } from './change-flight-picker'
import '../tk-order-detail/order-ui.scss'
import '../tk-change-apply/index.scss'

/**
 * The change's flight step, the page of both /tk/tkChangeApply (the entry the order detail links
 * to) and /tk/tkChangeFlight: the booked flight to change, a date, the route's flights and fares;
 * "Next" takes the chosen fare to /tk/tkChangeEdit. The store is the change session's, so the
 * confirm step sees the same fare and fee.
 */
function ChangeFlightPage() {
  const tt = useScopedT(booking)
  const rt = useScopedT(routesDict)
  const { store, screen } = useAfterSaleApply('change', (orderId) => startChangeSession(orderId), () => null)
  if (screen || !store.order) return screen
  const fee = store.fee
  const next = () => {
    if (!store.cabinKey || !store.flight) {
      ui.toast(rt('change.chooseFirst'))
      return
    }
    void navigate('/tk/tkChangeEdit', { orderId: store.order?.orderId ?? '' })
  }
  return (
    <PageShell title={rt('change.flightTitle')} className='tk-change'>
      <View className='tk-change__body' data-testid='tk-change-flight'>
        <ChangeFlightPicker store={store} />
      </View>
      <View className='order-bar'>
        <View className='order-bar__sum'>
          <Text className='order-bar__label'>{fee && fee.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.total')}</Text>
          {fee ? <Price value={fee.refundable > 0 ? fee.refundable : fee.payable} className='order-bar__total' /> : <Text className='order-bar__total'>—</Text>}
        </View>
        <View className='order-bar__button'>
          {/* Not held while the cost is priced: the confirm step shows it as it arrives and holds its own submit. */}
          <PrimaryButton onClick={next} testId='change-next'>
            {rt('change.next')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ChangeFlightPage)
