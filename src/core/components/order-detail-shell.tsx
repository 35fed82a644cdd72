import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ApprovalProgress as Progress } from '../api/approval'
import { chinaTimeLabel } from '../domain/china-time'
import { statusLabel, statusTone } from '../domain/status-labels'
import { useScopedT } from '../hooks/use-t'
import { navigate } from '../platform/nav'
import { ApprovalProgress } from './approval-progress'
import { PageShell } from './page-shell'
import { Price } from './price'
import { PrimaryButton } from './primary-button'
import './order-detail-shell.scss'

const dict = {
  'zh-CN': {
    orderNo: '订单号',
    payDeadline: '请在 {time} 前完成支付',
    paySecondsLeft: '剩余支付时间 {mm}:{ss}',
    inApprovalHint: '订单正在审批中，审批通过后可支付',
    allOrders: '全部订单',
  },
  'en-US': {
    orderNo: 'Order no.',
    payDeadline: 'Please pay before {time}',
    paySecondsLeft: 'Time left to pay {mm}:{ss}',
    inApprovalHint: 'The order is in approval; it can be paid once approved',
    allOrders: 'All orders',
  },
} as const

/** One button of the action bar. */
export interface OrderDetailAction {
  /** The server's allowed-action name (pay, cancel, refund, change...) or the product's own. */
  key: string
  label: string
  onClick: () => void
  /** The main action (pay): filled with the theme colour. */
  main?: boolean
  /** Shown whatever the server allows (an action of the product's own, e.g. the itinerary once a ticket is out). */
  show?: boolean
}

/** One line of the amounts block. */
export interface OrderAmountLine {
  key: string
  label: ReactNode
  amount: number
  /** The sum line: a rule above it, bolder. */
  total?: boolean
}

/** One traveller of the order, as the server sends them (documents and phones masked). */
export interface OrderTraveller {
  key: string
  name: string
  /** A short tag after the name (passenger type, room). */
  tag?: string
  /** The document line, masked by the server. */
  document?: string
  /** Under the document: the product's own (tickets, seats, room nights). */
  extra?: ReactNode
}

export interface OrderDetailShellProps {
  /** The page title. */
  title: string
  /** The host page's class (its own spacing and body styles). */
  className?: string
  /** The order's status code (booking flows §4): label and tone come from core/domain/status-labels. */
  status: string
  /** The order type, when its product words statuses its own way (hotels: confirmed, not issued). */
  orderType?: number
  total: number
  orderNo: string
  /** While awaiting payment: seconds left (counted down by the store) and the deadline, China time 'YYYY-MM-DD HH:mm[:ss]'. */
  /**
   * An unpaid order's time to pay: a countdown for the spine's 15 minutes, or only the deadline
   * (date and time) when it is days away (a car ride paid after it ended).
   */
  pay?: { secondsLeft?: number; deadline?: string | null }
  /** More lines under the status (the product's: tickets being issued...). */
  hints?: ReactNode
  /** The approval timeline of an order that needed one. */
  progress?: Progress | null
  /** The travellers block (title: passengers, guests...). */
  travellers?: { title: string; list: OrderTraveller[] }
  /** The amounts block. */
  amounts?: { title: string; lines: OrderAmountLine[] }
  /** After the amounts: after-sales records, contact, cost centre... */
  after?: ReactNode
  /** Sheets and dialogs of the page. */
  overlay?: ReactNode
  /** The server's allowed actions (allowedActions of the order detail). */
  allowed: Readonly<Record<string, boolean | undefined>>
  /** The bar's buttons in order; each shows when the server allows its key (or `show`). */
  actions: OrderDetailAction[]
  /** The product's body: segments, rooms, the car... */
  children?: ReactNode
}

/** 75 -> { mm: '01', ss: '15' } */
export function minutesSeconds(seconds: number): { mm: string; ss: string } {
  const s = Math.max(0, Math.floor(seconds))
  return { mm: String(Math.floor(s / 60)).padStart(2, '0'), ss: String(s % 60).padStart(2, '0') }
}

/** The actions the bar shows: those the server allows, and the product's own marked `show`, in the given order. */
export function shownActions(actions: readonly OrderDetailAction[], allowed: Readonly<Record<string, boolean | undefined>>): OrderDetailAction[] {
  return actions.filter((a) => a.show || allowed[a.key] === true)
}

/**
 * The frame every product's order detail shares: the status header (label, total, number, the pay
 * countdown and deadline in China time, the in-approval note), the approval timeline, the product's
 * own body, the masked travellers, the amounts, and the action bar the server's allowed actions
 * drive (no action: a way back to all orders). Test ids are the product-neutral ones the browser
 * and mini-program tests read: order-status, order-total, order-no, pay-left, in-approval,
 * passengers/passenger, price, action-<key>.
 */
export const OrderDetailShell = observer(function OrderDetailShell(props: OrderDetailShellProps) {
  const tt = useScopedT(dict)
  const { status, pay, travellers, amounts } = props
  const actions = shownActions(props.actions, props.allowed)
  return (
    <PageShell title={props.title} className={`order-shell ${props.className ?? ''}`}>
      <View className='order-shell__head'>
        <View className='order-shell__status-row'>
          <Text className={`order-shell__badge order-shell__badge--${statusTone(status)}`} data-testid='order-status' data-status={status}>
            {statusLabel(status, props.orderType)}
          </Text>
          <Price value={props.total} className='order-shell__total' testId='order-total' />
        </View>
        <Text className='order-shell__no' data-testid='order-no'>
          {tt('orderNo')} {props.orderNo}
        </Text>
        {status === 'AWAITING_PAYMENT' && pay ? (
          <Text className='order-shell__hint' data-testid='pay-left'>
            {pay.secondsLeft !== undefined ? tt('paySecondsLeft', minutesSeconds(pay.secondsLeft)) : ''}
            {pay.deadline
              ? `${pay.secondsLeft !== undefined ? ' · ' : ''}${tt('payDeadline', { time: chinaTimeLabel(pay.deadline.slice(pay.secondsLeft !== undefined ? 11 : 5, 16)) })}`
              : ''}
          </Text>
        ) : null}
        {status === 'IN_APPROVAL' ? (
          <Text className='order-shell__hint' data-testid='in-approval'>
            {tt('inApprovalHint')}
          </Text>
        ) : null}
        {props.hints}
      </View>

      <View className='order-shell__body'>
        {props.progress ? <ApprovalProgress progress={props.progress} className='order-shell__approval' /> : null}
        {props.children}

        {travellers ? (
          <>
            <Text className='order-shell__section'>{travellers.title}</Text>
            <View className='order-shell__card' data-testid='passengers'>
              {travellers.list.map((p) => (
                <View key={p.key} className='order-shell__traveller' data-testid='passenger'>
                  <View className='order-shell__traveller-head'>
                    <Text className='order-shell__traveller-name'>{p.name}</Text>
                    {p.tag ? <Text className='order-shell__tag'>{p.tag}</Text> : null}
                  </View>
                  {p.document ? <Text className='order-shell__traveller-doc'>{p.document}</Text> : null}
                  {p.extra}
                </View>
              ))}
            </View>
          </>
        ) : null}

        {amounts ? (
          <>
            <Text className='order-shell__section'>{amounts.title}</Text>
            <View className='order-shell__card' data-testid='price'>
              {amounts.lines.map((l) => (
                <View key={l.key} className={`order-shell__line ${l.total ? 'order-shell__line--total' : ''}`}>
                  <Text>{l.label}</Text>
                  <Price value={l.amount} />
                </View>
              ))}
            </View>
          </>
        ) : null}

        {props.after}
      </View>

      {props.overlay}

      {actions.length ? (
        <View className='order-shell__bar'>
          {actions.map((a) => (
            <Text key={a.key} className={`order-shell__action ${a.main ? 'order-shell__action--main' : ''}`} onClick={a.onClick} data-testid={`action-${a.key}`}>
              {a.label}
            </Text>
          ))}
        </View>
      ) : (
        <View className='order-shell__footer'>
          <PrimaryButton plain onClick={() => void navigate('/allorder')}>
            {tt('allOrders')}
          </PrimaryButton>
        </View>
      )}
    </PageShell>
  )
})
