import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, redirect } from '../../../core/platform/nav'
import { CompletionFrame } from '../../components/completion-frame'
import { routesDict } from '../../i18n/flight-routes'
import { changeCompletion } from '../../stores/flight-completion-store'
import '../tk-cmp/routes.scss'

/** /tk/tkChangeCmp?changeId=: a change's result: the new flight, what it costs or gives back, pay when it waits for it, links to its detail and the order. */
function TkChangeCmpPage() {
  const tt = useScopedT(routesDict)
  const [store] = useState(() => changeCompletion(currentQuery().changeId))
  useEffect(() => {
    void store.load()
  }, [])
  const title = tt('changeCmp.title')
  return (
    <CompletionFrame title={title} store={store} missing={{ message: tt('changeCmp.missing'), actionText: tt('common.order'), onAction: () => void redirect('/allorder') }}>
      {(c) => {
        const s = c.newSegment
        return (
          <View className='fr-box' data-testid='tk-change-cmp' data-change-id={c.changeId} data-can-pay={c.canPay ? '1' : '0'}>
            <Text className='fr-hero'>✓ {tt('changeCmp.done')}</Text>
            <Text className='fr-muted'>{tt('changeCmp.no', { no: c.changeNo })}</Text>
            <View className='fr-row'>
              <Text className='fr-row__label'>{tt('changeCmp.newFlight')}</Text>
              <Text className='fr-row__value' data-testid='change-cmp-flight'>
                {s.flightNo} {s.depTime.slice(5, 16)}
              </Text>
            </View>
            <Text className='fr-text'>
              {s.depAirportName}
              {s.depTerminal ? ` ${s.depTerminal}` : ''} → {s.arrAirportName}
              {s.arrTerminal ? ` ${s.arrTerminal}` : ''}
            </Text>
            {c.refundable > 0 ? (
              <View className='fr-row'>
                <Text className='fr-row__label'>{tt('changeCmp.refundable')}</Text>
                <Price value={c.refundable} className='fr-line__fare' />
              </View>
            ) : (
              <View className='fr-row'>
                <Text className='fr-row__label'>{tt(c.canPay || c.payable === 0 ? 'changeCmp.payable' : c.settlement === 'COMPANY_ACCOUNT' ? 'changeCmp.charged' : 'changeCmp.paid')}</Text>
                <Price value={c.payable} className='fr-line__fare' testId='change-cmp-payable' />
              </View>
            )}
            <Text className={c.canPay ? 'fr-note' : 'fr-ok'}>{c.canPay ? tt('changeCmp.payNote', { deadline: c.payDeadline ?? '' }) : tt('changeCmp.noPay')}</Text>
            <View className='fr-actions'>
              {c.canPay ? (
                <PrimaryButton onClick={() => void redirect('/pay/payment', { orderIds: c.orderId, changeId: c.changeId, orderType: '11003' })} testId='change-cmp-pay'>
                  {tt('changeCmp.payNow')}
                </PrimaryButton>
              ) : null}
              <PrimaryButton plain={c.canPay} onClick={() => void redirect('/tk/tkChangeDetail', { changeId: c.changeId })} testId='change-cmp-detail'>
                {tt('changeCmp.detail')}
              </PrimaryButton>
              <PrimaryButton plain onClick={() => void redirect('/tk/tkOrderDetail', { orderId: c.orderId })} testId='change-cmp-order'>
                {tt('common.order')}
              </PrimaryButton>
            </View>
          </View>
        )
      }}
    </CompletionFrame>
  )
}

export default observer(TkChangeCmpPage)
