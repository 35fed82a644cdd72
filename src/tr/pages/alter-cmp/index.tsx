import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate, redirect } from '../../../core/platform/nav'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit, openTrainOrder } from '../../components/train-after-sale-apply'
import { lineOfLeg, TrainLegCard } from '../../components/train-after-sale-leg'
import { changeDetailResource, changePayQuery } from '../../stores/train-after-sale-detail'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/AlterCmp?changeId=&orderId=: the change is in. When the difference must be paid by the
 * traveller it waits for /pay/payment (payScene 2, with changeId, as flight changes do); otherwise
 * it is done, and what was charged or comes back is the server's record.
 */
function AlterCmpPage() {
  const tt = useScopedT(afterSale)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => changeDetailResource(query.changeId))
  const shown = useRef(false)
  useEffect(() => {
    void store.load()
  }, [])
  // Back from paying: what it is now.
  useDidShow(() => {
    if (shown.current) void store.reload()
    shown.current = true
  })

  const title = tt('tr.alterCmp.title')
  const stateScreen = loadStateScreen(title, store, store.ready, notFoundExit(tt))
  if (stateScreen || !store.data) return stateScreen
  const d = store.data
  const waiting = d.canPay
  return (
    <PageShell title={title} className='tas-page tas-page--nobar'>
      <View className='tas-result' data-testid='change-result' data-status={d.status} data-can-pay={waiting ? '1' : '0'}>
        <View className={`tas-result__icon ${waiting ? 'tas-result__icon--wait' : ''}`}>{waiting ? '¥' : '✓'}</View>
        <Text className='tas-result__title'>{waiting ? tt('tr.alterCmp.needPay') : tt('tr.alterCmp.done')}</Text>
        {d.refundable > 0 ? (
          <Text className='tas-result__sub'>
            {tt('tr.change.refundable')} <Price value={d.refundable} testId='change-cmp-refundable' />
          </Text>
        ) : (
          <Price value={d.payable} className='tas-result__amount' testId='change-cmp-payable' />
        )}
        {waiting && d.payDeadline ? <Text className='tas-result__sub'>{tt('tr.change.payBefore', { time: chinaTimeLabel(d.payDeadline.slice(0, 16)) })}</Text> : null}
        {!waiting ? (
          <Text className='tas-result__sub'>
            {tt('tr.change.payer')}: {d.payType === 'COMPANY' ? tt('tr.change.payerCompany') : tt('tr.change.payerPersonal')}
          </Text>
        ) : null}
      </View>
      <View className='tas-body'>
        <TrainLegCard line={lineOfLeg(d.newLeg)} label={tt('tr.change.newTrain')} testId='change-new' />
        <View className='tas-card'>
          {d.items.map((i) => (
            <View key={i.newTicketId} className='tas-line'>
              <Text>{i.passengerName}</Text>
              <Text className='tas-line__value' data-testid='change-new-seat'>
                {i.newSeatLabel || '—'}
              </Text>
            </View>
          ))}
        </View>
        <View className='tas-actions'>
          {waiting ? (
            <PrimaryButton onClick={() => void navigate('/pay/payment', changePayQuery(d))} testId='change-pay'>
              {tt('tr.alterCmp.pay')}&nbsp;<Price value={d.payable} />
            </PrimaryButton>
          ) : null}
          <PrimaryButton plain={waiting} onClick={() => void redirect('/tr/ChangeDetail', { changeId: d.changeId })} testId='to-change-detail'>
            {tt('tr.alterCmp.detail')}
          </PrimaryButton>
          <PrimaryButton plain onClick={() => void openTrainOrder(d.orderId, true)} testId='to-order'>
            {tt('tr.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(AlterCmpPage)
