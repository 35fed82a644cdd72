import { Text, View } from '@tarojs/components'
import { Price } from '../../core/components/price'
import { statusLabel, statusTone } from '../../core/domain/status-labels'
import { scopedT } from '../../core/i18n/index'
import { booking } from '../i18n/booking'

/** The head of a refund or change detail: status, amount, its own number and the order's. */
export function AfterSaleHead(props: { kind: 'refund' | 'change'; status: string; amount: number; no: string; orderNo: string; createdAt: string }) {
  const tt = scopedT(booking)
  const { kind, status } = props
  return (
    <View className='tk-after__head'>
      <View className='tk-after__row'>
        <Text className={`order-badge order-badge--${statusTone(status)} order-badge--big`} data-testid={`${kind}-status`} data-status={status}>
          {statusLabel(status)}
        </Text>
        <Price value={props.amount} className='tk-after__amount' testId={`${kind}-total`} />
      </View>
      <Text className='tk-after__no'>
        {tt(kind === 'refund' ? 'tk.refund.refundNo' : 'tk.change.changeNo')} {props.no}
      </Text>
      <Text className='tk-after__no'>
        {tt('tk.detail.orderNo')} {props.orderNo} · {props.createdAt}
      </Text>
    </View>
  )
}

/** Where an after-sales page that finds nothing sends the user: the order list. */
export function orderNotFound(tt: (key: keyof (typeof booking)['zh-CN']) => string) {
  return { message: tt('tk.detail.notFound'), actionText: tt('tk.detail.allOrders'), route: '/allorder' }
}
