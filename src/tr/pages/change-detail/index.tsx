import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { loadStateScreen } from '../../../core/components/load-state-screen'
import { PageShell } from '../../../core/components/page-shell'
import { formatAmount, Price } from '../../../core/components/price'
import { PrimaryButton } from '../../../core/components/primary-button'
import { chinaTimeLabel } from '../../../core/domain/china-time'
import { statusLabel, statusTone } from '../../../core/domain/status-labels'
import { useScopedT } from '../../../core/hooks/use-t'
import { currentQuery, navigate } from '../../../core/platform/nav'
import { afterSale } from '../../i18n/after-sale'
import { notFoundExit, openTrainOrder } from '../../components/train-after-sale-apply'
import { lineOfLeg, TrainLegCard } from '../../components/train-after-sale-leg'
import { changeDetailResource, changePayQuery } from '../../stores/train-after-sale-detail'
import '../../components/train-after-sale-ui.scss'

/**
 * /tr/ChangeDetail?changeId=: the change's status, old and new trains, tickets with their seats,
 * fees, who paid or gets the difference back, the pay deadline while it waits, times in China time.
 * Opened through the order-type table (type 11011) the id arrives as `orderId`.
 */
function ChangeDetailPage() {
  const tt = useScopedT(afterSale)
  const [query] = useState(() => currentQuery())
  const [store] = useState(() => changeDetailResource(query.changeId || query.orderId))
  const shown = useRef(false)
  useEffect(() => {
    void store.load()
  }, [])
  // Back from paying the change: show what it is now.
  useDidShow(() => {
    if (shown.current) void store.reload()
    shown.current = true
  })

  const title = tt('tr.change.detailTitle')
  const stateScreen = loadStateScreen(title, store, store.ready, notFoundExit(tt))
  if (stateScreen || !store.data) return stateScreen
  const d = store.data
  const payer = d.payType === 'COMPANY' ? tt('tr.change.payerCompany') : tt('tr.change.payerPersonal')
  return (
    <PageShell title={title} className='tas-page tas-page--nobar'>
      <View className='tas-head'>
        <View className='tas-head__row'>
          <Text className={`tas-badge tas-badge--${statusTone(d.status)}`} data-testid='change-status' data-status={d.status}>
            {statusLabel(d.status)}
          </Text>
          <Price value={d.refundable > 0 ? d.refundable : d.payable} className='tas-head__amount' testId='change-net' />
        </View>
        <Text className='tas-head__no'>
          {tt('tr.change.no')} {d.changeNo}
        </Text>
        <Text className='tas-head__no'>
          {tt('tr.common.orderNo')} {d.orderNo} · {chinaTimeLabel(d.createdAt.slice(0, 16))}
        </Text>
      </View>
      <View className='tas-body'>
        <TrainLegCard line={lineOfLeg(d.oldLeg)} label={tt('tr.change.oldTrain')} testId='change-old' />
        <TrainLegCard line={lineOfLeg(d.newLeg)} label={tt('tr.change.newTrain')} testId='change-new' />
        {d.reason ? (
          <View className='tas-card'>
            <View className='tas-line'>
              <Text>{tt('tr.change.reasonLabel')}</Text>
              <Text className='tas-line__value'>{d.reason}</Text>
            </View>
          </View>
        ) : null}

        <Text className='tas-section'>{tt('tr.change.items')}</Text>
        {d.items.map((i) => (
          <View key={i.newTicketId} className='tas-card' data-testid='change-item'>
            <View className='tas-line'>
              <Text className='tas-check__title'>{i.passengerName}</Text>
              <Text className='tas-line__value' data-testid='change-new-seat'>
                {tt('tr.change.seatMove', { old: i.oldSeatLabel || '—', new: i.newSeatLabel || '—' })}
              </Text>
            </View>
            <View className='tas-line'>
              <Text>{tt('tr.change.fares', { old: `¥${formatAmount(i.oldFare)}`, new: `¥${formatAmount(i.newFare)}` })}</Text>
            </View>
            <View className='tas-line'>
              <Text>{tt('tr.change.changeFee')}</Text>
              <Price value={i.changeFee} />
            </View>
            <View className='tas-line'>
              <Text>{i.refundable > 0 ? tt('tr.change.refundable') : tt('tr.change.payable')}</Text>
              <Price value={i.refundable > 0 ? i.refundable : i.payable} />
            </View>
          </View>
        ))}

        <View className='tas-card' data-testid='change-settlement' data-settlement={d.settlement} data-pay-type={d.payType}>
          <View className='tas-line'>
            <Text>{tt('tr.change.changeFee')}</Text>
            <Price value={d.changeFee} testId='change-total-fee' />
          </View>
          <View className='tas-line tas-line--total'>
            <Text>{d.refundable > 0 ? tt('tr.change.refundable') : tt('tr.change.payable')}</Text>
            <Price value={d.refundable > 0 ? d.refundable : d.payable} />
          </View>
          <View className='tas-line'>
            <Text>{tt('tr.change.payer')}</Text>
            <Text className='tas-line__value'>{payer}</Text>
          </View>
          {d.paidAt ? (
            <View className='tas-line'>
              <Text>{tt('tr.change.paidAt')}</Text>
              <Text className='tas-line__value'>{chinaTimeLabel(d.paidAt.slice(0, 16))}</Text>
            </View>
          ) : null}
          {d.canPay && d.payDeadline ? <Text className='tas-note tas-note--warn'>{tt('tr.change.payBefore', { time: chinaTimeLabel(d.payDeadline.slice(0, 16)) })}</Text> : null}
          {d.status === 'CANCELLED' ? <Text className='tas-note'>{tt('tr.change.lapsed')}</Text> : null}
        </View>

        <View className='tas-actions'>
          {d.canPay ? (
            <PrimaryButton onClick={() => void navigate('/pay/payment', changePayQuery(d))} testId='change-pay'>
              {tt('tr.alterCmp.pay')}&nbsp;<Price value={d.payable} />
            </PrimaryButton>
          ) : null}
          <PrimaryButton plain onClick={() => void openTrainOrder(d.orderId)} testId='to-order'>
            {tt('tr.common.toOrder')}
          </PrimaryButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ChangeDetailPage)
