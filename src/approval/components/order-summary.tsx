import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalOrderSummary } from '../../core/api/approval'
import { Price } from '../../core/components/price'
import { statusTone } from '../../core/domain/status-labels'
import { useScopedT } from '../../core/hooks/use-t'
import { detailDict } from '../i18n/detail'
import './order-summary.scss'

/** 'YYYY-MM-DD HH:mm' -> 'HH:mm'. */
function hm(time: string): string {
  return time.slice(11, 16)
}

/**
 * A flight order as its approver sees it: status, number, the application it was booked under,
 * the flights, the passengers with masked documents, the amount, and the travel-policy verdict with
 * the reason the booker chose.
 */
export const OrderSummary = observer(function OrderSummary({ order: o }: { order: ApprovalOrderSummary }) {
  const tt = useScopedT(detailDict)
  const first = o.segments[0]
  const last = o.segments[o.segments.length - 1]
  return (
    <View className='order-summary' data-testid='approval-order'>
      <View className='order-summary__head'>
        <View className='order-summary__head-row'>
          <Text className={`order-summary__chip order-summary__chip--${statusTone(o.status)}`}>{o.statusText}</Text>
          <Price value={o.amount} className='order-summary__total' />
        </View>
        {first ? (
          <Text className='order-summary__title'>
            {o.segments.length > 1 && last.arrCity === first.depCity ? `${first.depCity} ⇄ ${first.arrCity}` : `${first.depCity} → ${last.arrCity}`}
          </Text>
        ) : null}
        <Text className='order-summary__sub'>
          {tt('order.no')} {o.orderNo} · {tt(o.tripType === 1 ? 'order.tripType.1' : 'order.tripType.2')}
        </Text>
        {o.ccsqdNo ? (
          <Text className='order-summary__sub order-summary__sub--muted' data-testid='approval-order-application'>
            {tt('order.application')} {o.ccsqdNo}
          </Text>
        ) : null}
      </View>

      <View className='approval-card'>
        <Text className='approval-card__title'>{tt('order.segments')}</Text>
        {o.segments.map((s, i) => (
          <View key={`${s.flightNo}-${i}`} className='order-summary__seg'>
            <View className='order-summary__seg-top'>
              <Text className='order-summary__seg-date'>{s.depTime.slice(0, 10)}</Text>
              <Text className='order-summary__seg-flight'>
                {s.airline} {s.flightNo} · {s.cabinName}
              </Text>
            </View>
            <View className='order-summary__seg-main'>
              <View className='order-summary__end'>
                <Text className='order-summary__time'>{hm(s.depTime)}</Text>
                <Text className='order-summary__city'>{s.depCity}</Text>
              </View>
              <View className='order-summary__arrow' />
              <View className='order-summary__end order-summary__end--right'>
                <Text className='order-summary__time'>{hm(s.arrTime)}</Text>
                <Text className='order-summary__city'>{s.arrCity}</Text>
              </View>
            </View>
          </View>
        ))}
      </View>

      <View className='approval-card'>
        <Text className='approval-card__title'>{tt('order.passengers')}</Text>
        {o.passengers.map((p, i) => (
          <View key={`${p.name}-${i}`} className='approval-line' data-testid='approval-passenger'>
            <Text className='approval-line__label'>{p.name}</Text>
            <Text className='approval-line__value approval-line__value--mono'>{p.cardMasked}</Text>
          </View>
        ))}
        <View className='approval-line approval-line--total'>
          <Text className='approval-line__label'>{tt('order.amount')}</Text>
          <Price value={o.amount} className='approval-line__value' />
        </View>
      </View>

      <View className={`approval-card ${o.violations.length ? 'approval-card--warn' : ''}`} data-testid='approval-violations'>
        {o.violations.length ? (
          <>
            <Text className='approval-card__title approval-card__title--warn'>{tt('order.violations')}</Text>
            {o.violations.map((v) => (
              <Text key={v.code} className='order-summary__violation'>
                · {v.text}
              </Text>
            ))}
            <View className='approval-line'>
              <Text className='approval-line__label'>{tt('order.reason')}</Text>
              <Text className='approval-line__value' data-testid='approval-violation-reason'>
                {o.reason || tt('order.noReason')}
              </Text>
            </View>
          </>
        ) : (
          <Text className='order-summary__ok'>✓ {tt('order.inPolicy')}</Text>
        )}
      </View>
    </View>
  )
})
