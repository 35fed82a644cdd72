import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { StateView } from '../../../core/components/state-view'
import { useScopedT } from '../../../core/hooks/use-t'
import { back, currentQuery, redirect } from '../../../core/platform/nav'
import { ui } from '../../../core/platform/ui'
import { useStores } from '../../../core/stores/root-store'
import { booking } from '../../i18n/booking'
import { routesDict } from '../../i18n/flight-routes'
import { changeSessionFor, endChangeSession } from '../../stores/flight-change-session'
import { SegmentCard } from '../tk-order-detail/segment-card'
import { ChangeFeeBox, ChangePassengers, ChangeReason } from './change-confirm'
import '../tk-order-detail/order-ui.scss'
import '../tk-change-apply/index.scss'

/**
 * /tk/tkChangeEdit?orderId=: the change's confirm step: from → to, the passengers, what it costs
 * or gives back, the reason, then tkChangeOrderAdd and /tk/tkChangeCmp. Without a fare chosen in
 * this session (a reload, a shared link) it sends the user to the flight step instead of guessing.
 */
function TkChangeEditPage() {
  const tt = useScopedT(booking)
  const rt = useScopedT(routesDict)
  const { badges } = useStores()
  const [orderId] = useState(() => currentQuery().orderId)
  const store = changeSessionFor(orderId)
  const title = rt('change.editTitle')
  if (!store || !store.flight || !store.cabin) {
    return (
      <PageShell title={title}>
        <StateView status='empty' message={rt('change.chooseFirst')} onRetry={() => void redirect('/tk/tkChangeFlight', { orderId: orderId ?? '' })} actionText={rt('change.stepFlight')} />
      </PageShell>
    )
  }
  const fee = store.fee
  const f = store.flight
  const c = store.cabin
  const submit = async () => {
    const done = await store.submit((message) => ui.confirm(tt('tk.change.title'), message))
    if (!done) {
      if (store.error) ui.toast(store.error)
      return
    }
    void badges.refresh()
    const changeId = store.result?.changeId ?? ''
    endChangeSession()
    await redirect('/tk/tkChangeCmp', { changeId })
  }
  return (
    <PageShell title={title} className='tk-change'>
      <View className='tk-change__body' data-testid='tk-change-edit'>
        <Text className='order-section'>{rt('change.from')}</Text>
        {store.segment ? <SegmentCard segment={store.segment} testId='change-current' /> : null}
        <Text className='order-section'>{rt('change.to')}</Text>
        <View className='order-card' data-testid='change-new'>
          <View className='order-line'>
            <Text>
              {f.airlineName} {f.flightNo} · {c.cabinName} {c.cabinCode}
            </Text>
            <Price value={c.price} decimals={0} />
          </View>
          <Text className='order-note'>
            {f.depTime.slice(0, 16)} {f.depAirportName}
            {f.depTerminal ? ` ${f.depTerminal}` : ''} → {f.arrTime.slice(11, 16)} {f.arrAirportName}
            {f.arrTerminal ? ` ${f.arrTerminal}` : ''}
          </Text>
          <Text className='order-note tk-change__day' onClick={() => void back()} data-testid='change-again'>
            {rt('change.changeFlight')}
          </Text>
        </View>
        <ChangePassengers store={store} />
        <ChangeFeeBox store={store} />
        <ChangeReason store={store} />
      </View>
      <View className='order-bar'>
        <View className='order-bar__sum'>
          <Text className='order-bar__label'>{fee && fee.refundable > 0 ? tt('tk.change.refundable') : tt('tk.change.total')}</Text>
          {fee ? <Price value={fee.refundable > 0 ? fee.refundable : fee.payable} className='order-bar__total' /> : <Text className='order-bar__total'>—</Text>}
        </View>
        <View className='order-bar__button'>
          <PrimaryButton onClick={() => void submit()} loading={store.submitting || store.feeStatus === 'loading'} testId='change-submit'>
            {tt('tk.change.submit')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TkChangeEditPage)
